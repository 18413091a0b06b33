import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import MarkdownIt from "markdown-it";
import { GUIDES, guidePath, slug } from "../../shared/document/guide-index";
import { OPENAPI_PATH, sendStatic } from "./reference-pages";

/** docs/*.md as the build copies them (package.json "build"); only the files GUIDES names are ever read. */
const GUIDES_DIR = path.join(__dirname, "../../reference/guides");

const STYLE =
	"body{font:16px/1.6 system-ui,sans-serif;color:#222;max-width:54rem;margin:0 auto;padding:0 1.25rem 4rem}" +
	"nav{font-size:14px;padding:.6rem 0;border-bottom:1px solid #ddd}code{font-size:.9em;background:#f3f3f3;padding:0 .2em}" +
	"pre{background:#f6f6f6;padding:.75rem;overflow-x:auto}pre code{background:none;padding:0}" +
	"table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top}";

// A guide page runs no script at all; its one <style> is allowed by its hash.
const CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** Where a guide's link leads when served here: another guide, the document, or (a file of the repository not served) nowhere. */
function servedHref(href: string): string | undefined {
	if (href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
	const [file, anchor] = href.split("#");
	if (file === "openapi.json") return OPENAPI_PATH;
	const guide = GUIDES.find((g) => `${g.name}.md` === file);
	return guide && guidePath(guide.name) + (anchor === undefined ? "" : `#${anchor}`);
}

/** Heading ids as GitHub gives them (a repeated heading gets -1, -2…), and links that work on this server. */
function adaptTokens(tokens: MarkdownIt.Token[]): void {
	const seen = new Map<string, number>();
	tokens.forEach((token, i) => {
		if (token.type === "heading_open") {
			const id = slug(tokens[i + 1].content);
			const count = seen.get(id) ?? 0;
			seen.set(id, count + 1);
			token.attrSet("id", count === 0 ? id : `${id}-${count}`);
		}
		for (const child of token.children ?? []) {
			if (child.type === "image" && !/^[a-z][a-z0-9+.-]*:/i.test(String(child.attrGet("src")))) {
				// the repository's screenshots are not served: the page names the file instead of showing a broken image
				child.type = "text";
				child.content = `[${child.content}: docs/${child.attrGet("src")} in the bookdrop repository]`;
				child.children = null;
				continue;
			}
			if (child.type !== "link_open") continue;
			const href = String(child.attrGet("href") ?? "");
			const served = servedHref(href);
			if (served === undefined) child.attrs = [["title", `${href.split("#")[0].replace(/^(\.\.\/)+/, "")} in the bookdrop repository`]];
			else child.attrSet("href", served);
		}
	});
}

// The guides are our own files: their HTML (comments naming examples the docs test does not run) passes through.
const markdown = new MarkdownIt({ html: true });
markdown.core.ruler.push("bookdrop_guides", (state) => adaptTokens(state.tokens));

function render(title: string, source: string): string {
	const nav = [`<a href="/docs">API reference</a>`, ...GUIDES.map((g) => `<a href="${guidePath(g.name)}">${g.title}</a>`)].join(" · ");
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · bookdrop</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<nav>${nav}</nav>
<main>
${markdown.render(source)}</main>
</body>
</html>
`;
}

const rendered = new Map<string, string>();

/** The guide `name` as a page; `false` when no guide has that name (nothing else is read, whatever the name holds). */
export function serveGuide(res: ServerResponse, name: string): boolean {
	const guide = GUIDES.find((g) => g.name === name);
	if (guide === undefined) return false;
	if (!rendered.has(name)) rendered.set(name, render(guide.title, fs.readFileSync(path.join(GUIDES_DIR, `${guide.name}.md`), "utf8")));
	sendStatic(res, "text/html; charset=utf-8", rendered.get(name)!, CSP);
	return true;
}
