import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";

// What every portal page shares (docs/portal.md, "A real web page"): the frame, its one stylesheet
// and the Content-Security-Policy that allows no script, the navigation, and how text is written.

export const PORTAL_PATH = "/portal";

const STYLE =
	"body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0}header,main{max-width:48rem;margin:0 auto;padding:.75rem 1rem}" +
	"header{border-bottom:1px solid #ccc}.test{background:#fff3c4;border:2px solid #8a6d00;padding:.5rem .75rem;margin:.5rem 0;font-weight:600}" +
	"nav ul{list-style:none;padding:0;margin:.25rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}" +
	"table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}td.n{text-align:right}" +
	"a{color:#0645ad}a:focus,button:focus,input:focus,select:focus,summary:focus{outline:3px solid #1a1a1a;outline-offset:2px}button{font:inherit;padding:.5rem 1rem}" +
	"input,select{font:inherit;max-width:100%;box-sizing:border-box}input[type=url],input[type=text]{width:100%}label{display:block;margin:.5rem 0 .25rem}" +
	"form.inline{display:inline-block;margin:.25rem .5rem .25rem 0}fieldset{border:1px solid #ccc;margin:.5rem 0}" +
	"pre,code{overflow-wrap:anywhere;white-space:pre-wrap}.alert{border:2px solid #a00;padding:.5rem .75rem}.secret{border:2px solid #05620f;padding:.5rem .75rem}" +
	".skip,.sr{position:absolute;left:-999px}.skip:focus{position:static}ul{padding-left:1.25rem}";

// No script at all; the one <style> is allowed by its hash; forms post to this origin only.
const CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The pages a session reaches from every page, in the order the navigation lists them. A new page
 * is an entry here, a row of portal-routes.ts and a file of its own.
 */
export const PORTAL_NAV: readonly (readonly [path: string, name: string])[] = [
	[PORTAL_PATH, "Overview"],
	[`${PORTAL_PATH}/objects`, "Objects"],
	[`${PORTAL_PATH}/webhook_endpoints`, "Webhook endpoints"],
	[`${PORTAL_PATH}/events`, "Events"],
	[`${PORTAL_PATH}/request_logs`, "Requests"],
];

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace(".000Z", " UTC").replace("T", " ");

/** An age in words a person reads at a glance: "3 d 4 h", "2 h 5 min", "40 s". */
export function age(seconds: number): string {
	const s = Math.max(0, seconds);
	if (s >= 86_400) return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
	if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
	return s >= 60 ? `${Math.floor(s / 60)} min` : `${s} s`;
}

/** What a page of a session shows around its body: the test account's notice, and the navigation with the current page marked. */
interface Frame {
	testMode: boolean;
	/** The path of the page, for the navigation's aria-current. */
	path: string;
}

function navigation(path: string): string {
	const items = PORTAL_NAV.map(([href, name]) => {
		const current = href === path || (href !== PORTAL_PATH && path.startsWith(`${href}/`));
		return `<li><a href="${href}"${current ? ` aria-current="page"` : ""}>${name}</a></li>`;
	});
	return `<nav aria-label="Portal"><ul>${items.join("")}</ul></nav>`;
}

/** A whole page; a session's page (with `frame`) carries the navigation, and a test account's its notice. */
export function page(title: string, body: string, frame?: Frame): string {
	const notice = frame?.testMode
		? `<p class="test" role="note">Test account: its objects are taken by the simulated importer, never by a merchant's books.</p>`
		: "";
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · bookdrop portal</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header><strong>bookdrop portal</strong>${notice}${frame ? navigation(frame.path) : ""}</header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

export function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
	res.writeHead(status, {
		"Content-Type": "text/html; charset=utf-8",
		"Cache-Control": "no-store",
		"Content-Security-Policy": CSP,
		"X-Content-Type-Options": "nosniff",
		// never the link's token to another origin; to its own, a form's Origin header (no-referrer would send "null")
		"Referrer-Policy": "same-origin",
		...headers,
	});
	res.end(html);
}

/** The house's pagination: a link to the page after `lastId`, keeping the page's filters, when there is one. */
export function nextPageLink(path: string, filters: Record<string, string | undefined>, page: { has_more: boolean; data: { id: string }[] }): string {
	const last = page.data.at(-1);
	if (!page.has_more || !last) return "";
	const query = new URLSearchParams(Object.entries({ ...filters, starting_after: last.id }).filter((e): e is [string, string] => Boolean(e[1])));
	return `<p><a href="${path}?${escapeHtml(query.toString())}" rel="next">Next page</a></p>`;
}

/** A table with a caption, its header row and its rows (already HTML). */
export function table(caption: string, headers: string[], rows: string[], empty: string): string {
	if (!rows.length) return `<p>${empty}</p>`;
	const head = headers.map((h) => `<th scope="col">${h}</th>`).join("");
	return `<table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** A `<select>` of `values` with `selected` chosen, and first, unless `any` is null, "" for any of them. */
export function select(name: string, label: string, values: readonly string[], selected: string | undefined, any: string | null = "Any"): string {
	const options = [...(any === null ? [] : [""]), ...values].map(
		(v) => `<option value="${escapeHtml(v)}"${v === (selected ?? "") ? " selected" : ""}>${escapeHtml(v || (any ?? ""))}</option>`,
	);
	return `<label for="${name}">${label}</label><select id="${name}" name="${name}">${options.join("")}</select>`;
}
