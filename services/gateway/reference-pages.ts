import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import { GUIDES, guidePath } from "../../shared/document/guide-index";
import { openApiDocument } from "../../shared/document/openapi-document";
import { documentedEvents } from "../../shared/events/event-log";
import { API_VERSION } from "./http-server";
import { API_SERVICES } from "./api-routes";

/** Where the document is served; the reference page fetches it from the same origin, without a key. */
export const OPENAPI_PATH = "/v1/openapi.json";

/** The OpenAPI document of the API these services serve (docs/openapi.json is this, committed). */
export const apiDocument = () => openApiDocument(API_SERVICES, API_VERSION, documentedEvents());

/**
 * The document as served: the same as docs/openapi.json but for `servers`, which names the origin
 * that served it. It is serialized once (half a megabyte); per request only `servers` is.
 */
export function servedDocument(): (origin: string) => string {
	const { openapi, info, servers: _local, ...rest } = apiDocument();
	const head = `${JSON.stringify({ openapi, info }).slice(0, -1)},"servers":`;
	const tail = `,${JSON.stringify(rest).slice(1)}`;
	return (origin) => head + JSON.stringify([{ url: origin, description: "The bookdrop server that served this document." }]) + tail;
}

/**
 * Redoc's standalone bundle (the `redoc` package) and its licence notice, which the build copies
 * into dist/reference: served by us, never from a CDN. The bundle's sidebar footer shows a logo
 * from Redocly's CDN; the CSP blocks it and the image hides itself.
 */
const ASSETS_DIR = path.join(__dirname, "../../reference");
const ASSETS: Record<string, string> = {
	"redoc.standalone.js": "text/javascript; charset=utf-8",
	"redoc.standalone.js.LICENSE.txt": "text/plain; charset=utf-8",
};

// No inline script, so the page can forbid every script but ours. Redoc renders every operation
// and every schema expanded on load (nothing waits for a scroll or a click), and it has no "try
// it": an API key must never be used in a browser, and the API refuses browsers anyway. The
// request samples open on the operation's curl, which carries the example body, not on the bare body.
const INIT_JS = `Redoc.init(${JSON.stringify(OPENAPI_PATH)}, ${JSON.stringify({
	schemaExpansionLevel: "all",
	hideRequestPayloadSample: true,
	requiredPropsFirst: true,
	showObjectSchemaExamples: true,
	nativeScrollbars: true,
	theme: { typography: { fontFamily: "system-ui, sans-serif", headings: { fontFamily: "system-ui, sans-serif" } } },
})}, document.getElementById("reference"));\n`;

/** The page's own styles: the bar above Redoc, which names the server and links the guides. */
const PAGE_STYLE =
	"body{margin:0}.bar{font:14px/1.5 system-ui,sans-serif;padding:.5rem 1.25rem;border-bottom:1px solid #ddd;background:#fafafa}.bar code{font-size:13px}";

/** The reference page for a client that reached us at `origin` (a validated scheme://host[:port], nothing to escape). */
function page(origin: string): string {
	const guides = GUIDES.map((g) => `<a href="${guidePath(g.name)}">${g.title}</a>`).join(" · ");
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bookdrop API reference</title>
<link rel="icon" href="data:,">
<style>${PAGE_STYLE}</style>
</head>
<body>
<div class="bar">bookdrop API reference · server <code id="server">${origin}</code> · <a href="${OPENAPI_PATH}">OpenAPI document</a> · guides: ${guides}</div>
<div id="reference"></div>
<script src="/docs/redoc.standalone.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;
}

// Redoc's styles are injected as <style> elements at run time ('unsafe-inline' for styles only);
// its search index runs in a Web Worker that it creates from a blob of its own code (worker-src blob:).
const CSP =
	"default-src 'none'; script-src 'self'; worker-src blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Answers one of the documentation's own files (the reference page, its scripts, a guide) under its CSP. */
export function sendStatic(res: ServerResponse, type: string, body: string | Buffer, csp: string, cache = "no-cache"): void {
	res.statusCode = 200;
	res.setHeader("Content-Type", type);
	// a page named after the request's Host is already private (servedOrigin)
	if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", cache);
	res.setHeader("Content-Security-Policy", csp);
	res.setHeader("X-Content-Type-Options", "nosniff");
	res.end(body);
}

/** The reference page itself, naming the origin the client reached. */
export function serveReferencePage(res: ServerResponse, origin: string): void {
	sendStatic(res, "text/html; charset=utf-8", page(origin), CSP);
}

const cache = new Map<string, Buffer>();

/** One of the page's files; `false` when `file` is none of them. */
export function serveReferenceFile(res: ServerResponse, file: string): boolean {
	if (file === "init.js") sendStatic(res, "text/javascript; charset=utf-8", INIT_JS, CSP);
	else if (Object.hasOwn(ASSETS, file)) {
		if (!cache.has(file)) cache.set(file, fs.readFileSync(path.join(ASSETS_DIR, file)));
		sendStatic(res, ASSETS[file], cache.get(file)!, CSP, "public, max-age=3600");
	} else return false;
	return true;
}
