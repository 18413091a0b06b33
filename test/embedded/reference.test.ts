import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { target } from "../support/api";

// GET /docs in a real browser: headless Chromium from npm (test/support/render-page.mjs) loads the
// page, Swagger UI (served by us from swagger-ui-dist, under a CSP allowing only our own scripts)
// fetches /v1/openapi.json from the same origin without a key, and renders the operations. The
// screenshot is kept in test-artifacts/ for a person to look at.

const ARTIFACTS = path.resolve(__dirname, "../../test-artifacts");

test("the reference renders the document with the customer operations", async () => {
	fs.mkdirSync(ARTIFACTS, { recursive: true });
	const screenshot = path.join(ARTIFACTS, "reference.png");
	fs.rmSync(screenshot, { force: true });
	const { stdout } = await promisify(execFile)(
		process.execPath,
		[path.join(__dirname, "../support/render-page.mjs"), `${target().url}/docs`, '[data-tag="customers"]', screenshot],
		{ maxBuffer: 64 * 1024 * 1024, timeout: 80_000 },
	);
	expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
	expect(stdout).toContain('data-tag="customers"');
	const customerOperations = [...stdout.matchAll(/data-path="(\/v1\/customers[^"]*)"/g)].map((match) => match[1]);
	expect(new Set(customerOperations)).toEqual(new Set(["/v1/customers", "/v1/customers/bulk", "/v1/customers/{id}", "/v1/customers/{id}/reject"]));
	expect(stdout).toContain("bookdrop API");
}, 90_000);

test("/v1/openapi.json is served without a key, also to a browser, and is docs/openapi.json", async () => {
	const res = await fetch(`${target().url}/v1/openapi.json`, { headers: { Origin: target().url } });
	expect(res.status).toBe(200);
	const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../docs/openapi.json"), "utf8"));
	expect(await res.json()).toEqual(committed);
});

test("the page's files come from this server, and nothing else is served under /docs", async () => {
	const page = await fetch(`${target().url}/docs`);
	const html = await page.text();
	expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
	for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
		expect(src[1]).toMatch(/^\/docs\//);
		expect((await fetch(`${target().url}${src[1]}`)).status).toBe(200);
	}
	const missing = await fetch(`${target().url}/docs/package.json`);
	expect(missing.status).toBe(404);
	expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("route_missing");
});
