import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { GUIDES, guidePath } from "../../shared/document/guide-index";
import { target } from "../support/suite-api";

// The guides (docs/*.md) as the gateway serves them, read-only, at /docs/guides/<name>: the known
// files only, each as a page with no script whose links work on this server.

const DOCS = path.resolve(__dirname, "../../docs");

/** GET with the path sent as written: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		http
			.get(`${target().url}${urlPath}`, { agent: false }, (res) => {
				let body = "";
				res.on("data", (chunk) => (body += chunk)).on("end", () => resolve({ status: res.statusCode!, body }));
			})
			.on("error", reject);
	});
}

const pages = new Map<string, string>();
async function guidePage(name: string): Promise<string> {
	if (!pages.has(name)) pages.set(name, await (await fetch(`${target().url}${guidePath(name as never)}`)).text());
	return pages.get(name)!;
}

test("every guide in docs/ is served as a page without a script, and the list names them all", async () => {
	const files = fs
		.readdirSync(DOCS)
		.filter((file) => file.endsWith(".md"))
		.map((file) => file.slice(0, -3));
	expect(GUIDES.map((guide) => guide.name).sort()).toEqual(files.sort());
	for (const guide of GUIDES) {
		const res = await fetch(`${target().url}${guidePath(guide.name)}`);
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
		const csp = res.headers.get("content-security-policy")!;
		expect(csp).toContain("default-src 'none'");
		expect(csp).not.toContain("script-src");
		const html = await res.text();
		expect(html).not.toMatch(/<script/i);
		const heading = fs.readFileSync(path.join(DOCS, `${guide.name}.md`), "utf8").match(/^# (.+)$/m)![1];
		expect(html).toContain(`<h1 id=`);
		expect(html).toContain(heading.replace(/`([^`]+)`/g, "<code>$1</code>").replace(/&/g, "&amp;"));
	}
});

test("a guide renders in a browser with nothing refused and nothing fetched elsewhere", async () => {
	const screenshot = path.resolve(__dirname, "../../test-artifacts/guide-api.png");
	fs.mkdirSync(path.dirname(screenshot), { recursive: true });
	const { stdout } = await promisify(execFile)(
		process.execPath,
		[path.join(__dirname, "../support/render-page.mjs"), `${target().url}/docs/guides/api`, "main h1", screenshot],
		{
			maxBuffer: 64 * 1024 * 1024,
			timeout: 80_000,
		},
	);
	const page = JSON.parse(stdout);
	expect(page.consoleErrors).toEqual([]);
	expect(page.requests.filter((req: { url: string }) => !req.url.startsWith("data:"))).toEqual([{ url: `${target().url}/docs/guides/api`, status: 200 }]);
	expect(page.text).toContain("A client generated from the document");
}, 90_000);

test("a guide's links lead to headings and guides this server has, or are no links", async () => {
	const broken: string[] = [];
	for (const guide of GUIDES) {
		const html = await guidePage(guide.name);
		for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
			if (/^https?:/.test(href) || href === "/docs" || href === "/v1/openapi.json") continue;
			const [page, anchor] = href.startsWith("#") ? [guidePath(guide.name), href.slice(1)] : href.split("#");
			const target = GUIDES.find((g) => guidePath(g.name) === page);
			if (target === undefined) broken.push(`${guide.name}: ${href}`);
			else if (anchor !== undefined && !(await guidePage(target.name)).includes(` id="${anchor}"`)) broken.push(`${guide.name}: ${href}`);
		}
		expect(html).not.toMatch(/href="[^"]*\.md\b/);
	}
	expect(broken).toEqual([]);
	expect(await guidePage("api")).toContain('<a href="/docs/guides/lifecycle">');
	expect(await guidePage("api")).toContain('title="README.md in the bookdrop repository"');
});

test("a guide's screenshots, which the server does not serve, are named rather than shown broken", async () => {
	const portal = await guidePage("portal");
	expect(portal).not.toMatch(/<img /);
	expect(portal).toContain("docs/screenshots/portal-overview.png in the bookdrop repository]");
});

test("only the known guides are served: no other file, whatever the path holds", async () => {
	const attempts = [
		"/docs/guides/api.md",
		"/docs/guides/package",
		"/docs/guides/..%2f..%2fpackage.json",
		"/docs/guides/..%2F..%2Fpackage.json",
		"/docs/guides/%2e%2e%2f%2e%2e%2fpackage.json",
		"/docs/guides/..%252f..%252fpackage.json",
		"/docs/guides/..%5c..%5cpackage.json",
		"/docs/guides/../../package.json",
		"/docs/guides/%2e%2e/%2e%2e/package.json",
		"/docs/guides/api%00",
		"/docs/..%2fpackage.json",
		"/docs/guides/",
	];
	for (const attempt of attempts) {
		const { status, body } = await rawGet(attempt);
		expect([attempt, status]).toEqual([attempt, 404]);
		expect(JSON.parse(body).error.code).toBe("route_missing");
		expect(body).not.toContain('"dependencies"');
	}
});
