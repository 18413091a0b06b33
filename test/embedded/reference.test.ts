import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { target } from "../support/api";

// GET /docs in a real browser: headless Chromium loads the page, Swagger UI (served by us from
// swagger-ui-dist, under a CSP allowing only our own scripts) fetches /v1/openapi.json from the same
// origin without a key, and renders the operations. Chromium is required: .ci/run installs it.

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((p): p is string => Boolean(p));

function chromium(): string {
	const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
	if (!found) throw new Error(`Chromium is needed for this test and is not at ${CANDIDATES.join(" or ")}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
	return found;
}

test("the reference renders the document with the customer operations", async () => {
	const { stdout } = await promisify(execFile)(
		chromium(),
		["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--virtual-time-budget=20000", "--dump-dom", `${target().url}/docs`],
		{ maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
	);
	expect(stdout).toContain('data-tag="customers"');
	const customerOperations = [...stdout.matchAll(/data-path="(\/v1\/customers[^"]*)"/g)].map((match) => match[1]);
	expect(new Set(customerOperations)).toEqual(new Set(["/v1/customers", "/v1/customers/{id}", "/v1/customers/{id}/reject"]));
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
