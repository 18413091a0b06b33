import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import MarkdownIt from "markdown-it";
import { GUIDES, guidePath } from "../../shared/document/guide-index";
import { CONCEPTS } from "../../shared/document/openapi-introduction";
import { target } from "../support/suite-api";

// GET /docs in a real browser: headless Chromium from npm (test/support/render-page.mjs) loads the
// page; Redoc (served by us from the redoc package, under a CSP allowing only our own scripts)
// fetches /v1/openapi.json from the same origin without a key and renders it. Nothing is scrolled
// or clicked: what a reader needs must be in the page's text as loaded. The screenshot is kept in
// test-artifacts/ for a person to look at.

const ARTIFACTS = path.resolve(__dirname, "../../test-artifacts");
const COMMITTED = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../docs/openapi.json"), "utf8"));

type Operation = { summary?: string; description?: string; requestBody?: { content: Record<string, { schema: Schema }> } };
type Schema = { $ref?: string; properties?: Record<string, { description?: string }> };
interface Rendered {
	text: string;
	html: string;
	requests: { url: string; status?: number; failure?: string }[];
	consoleErrors: string[];
}

async function render(url: string, selector: string, screenshot: string): Promise<Rendered> {
	fs.mkdirSync(ARTIFACTS, { recursive: true });
	fs.rmSync(screenshot, { force: true });
	const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, "../support/render-page.mjs"), url, selector, screenshot], {
		maxBuffer: 64 * 1024 * 1024,
		timeout: 100_000,
	});
	return JSON.parse(stdout);
}

/** What a browser shows of a description written in Markdown: its text, whitespace collapsed. */
const markdown = new MarkdownIt();
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
const BLOCK_TAG = /<\/?(p|li|ul|ol|h\d|pre|blockquote|br|hr|table|tr|td|th)\b[^>]*>/g;
const shown = (md: string) =>
	squash(
		markdown
			.render(md)
			.replace(BLOCK_TAG, " ")
			.replace(/<[^>]+>/g, "")
			.replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]),
	);
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const operations = (document: any): [string, Operation][] =>
	Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([route, ops]) =>
		Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${route}`, op] as [string, Operation]),
	);

function requestFields(document: any, op: Operation): Record<string, { description?: string }> {
	const schema = op.requestBody!.content["application/json"].schema;
	const resolved: Schema = schema.$ref ? document.components.schemas[schema.$ref.split("/").pop()!] : schema;
	return resolved.properties!;
}

test("/docs shows, as loaded, every operation's summary and request-body field descriptions, the customer create whole, and this server", async () => {
	const origin = target().url;
	const document: any = await (await fetch(`${origin}/v1/openapi.json`)).json();
	const page = await render(`${origin}/docs`, '[data-section-id^="operation/"]', path.join(ARTIFACTS, "reference.png"));
	const text = squash(page.text);
	expect(fs.statSync(path.join(ARTIFACTS, "reference.png")).size).toBeGreaterThan(10_000);

	const missing = (expected: string[]) => expected.filter((part) => !text.includes(part));
	const all = operations(document);
	expect(all.length).toBeGreaterThan(50);
	expect(all.filter(([, op]) => !op.summary || missing([shown(op.summary)]).length).map(([name]) => name)).toEqual([]);

	const create = document.paths["/v1/customers"].post as Operation;
	expect(missing([shown(create.summary!), shown(create.description!)])).toEqual([]);
	const fields = Object.entries(requestFields(document, create));
	expect(fields.map(([name]) => name)).toEqual(expect.arrayContaining(["name", "email", "country", "metadata"]));
	expect(missing(fields.map(([name]) => name))).toEqual([]);
	expect(missing(fields.flatMap(([, field]) => (field.description === undefined ? [] : [shown(field.description)])))).toEqual([]);

	// Every other operation's request-body fields too, where the document describes them.
	const described = all.flatMap(([name, op]) =>
		op.requestBody === undefined
			? []
			: Object.entries(requestFields(document, op)).flatMap(([field, { description }]) =>
					description === undefined ? [] : [`${name} ${field}: ${shown(description)}`],
				),
	);
	expect(described.length).toBeGreaterThan(0);
	expect(described.filter((line) => missing([line.slice(line.indexOf(": ") + 2)]).length)).toEqual([]);

	// The server this page came from, as the bar names it and the document's `servers` says.
	expect(missing([`server ${origin}`])).toEqual([]);
	expect(document.servers).toEqual([{ url: origin, description: expect.any(String) }]);
	// The introduction links every guide.
	for (const guide of GUIDES) expect(page.html).toMatch(new RegExp(`class="[^"]*api-info[^"]*"[\\s\\S]*href="${guidePath(guide.name)}"`));
	// The side rail lists each concept section and each tag by its readable name; an operation shows its curl
	// sample, and its error answers link the one table of codes.
	for (const name of [...CONCEPTS, ...document.tags.map((tag: { "x-displayName": string }) => tag["x-displayName"])]) expect(missing([name])).toEqual([]);
	const curl = (create as { "x-codeSamples": { source: string }[] })["x-codeSamples"][0].source;
	expect(missing([squash(curl.split("\n")[0])])).toEqual([]);
	expect(page.html).toContain('href="#section/Errors"');

	// Only our origin was reached. Redoc's sidebar footer asks for a logo on Redocly's CDN: the CSP
	// refuses it (its one console error), and nothing else was refused.
	const elsewhere = page.requests.filter((req) => !req.url.startsWith(`${origin}/`) && !/^(data|blob):/.test(req.url));
	for (const req of elsewhere) expect(req).toEqual({ url: "https://cdn.redoc.ly/redoc/logo-mini.svg", failure: "csp" });
	expect(page.requests.filter((req) => req.url.startsWith(`${origin}/`) && req.status !== 200)).toEqual([]);
	expect(page.consoleErrors.filter((message) => !message.includes("https://cdn.redoc.ly/redoc/logo-mini.svg"))).toEqual([]);
}, 120_000);

/** GET with a Host header of our choosing (fetch sets its own). */
function getWithHost(urlPath: string, host: string): Promise<string> {
	const { hostname, port } = new URL(target().url);
	return new Promise((resolve, reject) => {
		const req = http.request({ hostname, port, path: urlPath, headers: { Host: host }, setHost: false, agent: false }, (res) => {
			let body = "";
			res.on("data", (chunk) => (body += chunk)).on("end", () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${host}: ${res.statusCode}`))));
		});
		req.on("error", reject).end();
	});
}

test("/v1/openapi.json is served without a key, also to a browser, and is docs/openapi.json but for naming its server", async () => {
	const res = await fetch(`${target().url}/v1/openapi.json`, { headers: { Origin: target().url } });
	expect(res.status).toBe(200);
	const { servers, ...served } = (await res.json()) as Record<string, unknown>;
	const { servers: local, ...committed } = COMMITTED;
	expect(served).toEqual(committed);
	expect(servers).toEqual([{ url: target().url, description: "The bookdrop server that served this document." }]);
	expect(local).toEqual([{ url: "http://localhost:3000", description: "A local bookdrop, started with npm start." }]);
	expect(JSON.stringify([servers, local])).not.toContain("`");
});

test("the document names the Host it was asked at when that is a host[:port], and localhost:3000 otherwise", async () => {
	// (Without a Host header at all Node's HTTP server answers 400 itself.)
	const named = async (host: string) => JSON.parse(await getWithHost("/v1/openapi.json", host)).servers[0].url;
	expect(await named("docs.example:8443")).toBe("http://docs.example:8443");
	expect(await named("API.Example.com")).toBe("http://api.example.com");
	expect(await named("[::1]:3000")).toBe("http://[::1]:3000");
	for (const odd of ["", "a`b", "evil.example/path", "user@evil.example", "x:99999", "x:0", "[nope]:1", "a b", "<script>", "x.example:80:80"]) {
		expect([odd, await named(odd)]).toEqual([odd, "http://localhost:3000"]);
	}
	const page = await getWithHost("/docs", "<b>x</b>");
	expect(page).toContain('<code id="server">http://localhost:3000</code>');
	expect(page).not.toContain("<b>x</b>");
});

test("the page's files come from this server, no script of its own is inline, and nothing else is served under /docs", async () => {
	const page = await fetch(`${target().url}/docs`);
	const html = await page.text();
	const csp = page.headers.get("content-security-policy")!;
	expect(csp).toContain("default-src 'none'");
	expect(csp).toMatch(/script-src 'self';/);
	expect(csp).not.toContain("unsafe-eval");
	expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => / src="\/docs\/[^"]+"/.test(tag))).toBe(true);
	const links = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]).filter((link) => link !== "data:,");
	expect(links.length).toBeGreaterThan(3);
	for (const link of links) {
		expect(link).toMatch(/^\/(docs|v1)\//);
		const res = await fetch(`${target().url}${link}`);
		await res.arrayBuffer();
		expect([link, res.status]).toEqual([link, 200]);
	}
	const missing = await fetch(`${target().url}/docs/package.json`);
	expect(missing.status).toBe(404);
	expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("route_missing");
});
