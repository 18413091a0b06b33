import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import { openApiDocument } from "../../shared/api/openapi";
import { documentedEvents } from "../../shared/domain/events";
import { API_VERSION } from "./http";
import { API_SERVICES } from "./routes";

/** Where the document is served; the reference page fetches it from the same origin, without a key. */
export const OPENAPI_PATH = "/v1/openapi.json";

/** The OpenAPI document of the API these services serve (docs/openapi.json is this, committed). */
export const apiDocument = () => openApiDocument(API_SERVICES, API_VERSION, documentedEvents());

/** Swagger UI's files, from the swagger-ui-dist package: served by us, never from a CDN. */
const SWAGGER_UI = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const ASSETS: Record<string, string> = {
	"swagger-ui.css": "text/css; charset=utf-8",
	"swagger-ui-bundle.js": "text/javascript; charset=utf-8",
	"favicon-32x32.png": "image/png",
};

// No inline script, so the page can forbid every script but ours. "Try it out" is off: an API key
// must never be used in a browser, and the API refuses browsers anyway.
const INIT_JS = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: "#reference", deepLinking: true, supportedSubmitMethods: [] });\n`;
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bookdrop API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
<div id="reference"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;
const CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:";

function send(res: ServerResponse, type: string, body: string | Buffer, cache = "no-cache"): void {
	res.statusCode = 200;
	res.setHeader("Content-Type", type);
	res.setHeader("Cache-Control", cache);
	res.setHeader("Content-Security-Policy", CSP);
	res.setHeader("X-Content-Type-Options", "nosniff");
	res.end(body);
}

const cache = new Map<string, Buffer>();

/** The reference page and its files; `false` when `file` is none of them. */
export function serveReference(res: ServerResponse, file: string | undefined): boolean {
	if (file === undefined) send(res, "text/html; charset=utf-8", PAGE);
	else if (file === "init.js") send(res, "text/javascript; charset=utf-8", INIT_JS);
	else if (Object.hasOwn(ASSETS, file)) {
		if (!cache.has(file)) cache.set(file, fs.readFileSync(path.join(SWAGGER_UI, file)));
		send(res, ASSETS[file], cache.get(file)!, "public, max-age=3600");
	} else return false;
	return true;
}
