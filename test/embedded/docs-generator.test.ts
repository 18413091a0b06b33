import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { target } from "../support/suite-api";
import { blocks } from "../support/markdown";
import { ROOT } from "../support/servers";

// An integrator's client made by a standard generator (openapi-typescript + openapi-fetch) from the
// document the server serves: docs/api.md, "A client generated from the document", run as written.
// The generated types must accept the walk-through under `tsc --strict` and refuse wrong requests;
// the compiled program must then walk the flow against a real server.

const run = promisify(execFile);
const [generate, program] = blocks("docs/api.md").filter((b) => b.directive === "run by: test/embedded/docs-generator.test.ts");
const TSC = ["--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "--types", "node", "--skipLibCheck"];

let dir: string;
beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-generated-client-"));
	fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
	await run("bash", ["-euo", "pipefail", "-c", generate.text], { cwd: dir, env: { ...process.env, BASE: target().url } });
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tsc = (...args: string[]) => run(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), ...TSC, ...args], { cwd: dir });

test("the document the server serves is docs/openapi.json but for naming that server, and the generator writes types of its paths", () => {
	const { servers, ...served } = JSON.parse(fs.readFileSync(path.join(dir, "openapi.json"), "utf8"));
	const { servers: _local, ...committed } = JSON.parse(fs.readFileSync(path.join(ROOT, "docs/openapi.json"), "utf8"));
	expect(served).toEqual(committed);
	expect(servers.map((server: { url: string }) => server.url)).toEqual([target().url]);
	const types = fs.readFileSync(path.join(dir, "bookdrop-api.d.ts"), "utf8");
	expect(types).toContain('"/v1/customers": {');
	expect(types).toContain('"Idempotency-Key": components["parameters"]["Idempotency-Key"]');
});

test("the generated types refuse an amount sent as a string and a create without Idempotency-Key", async () => {
	fs.writeFileSync(
		path.join(dir, "wrong.ts"),
		`import createClient from "openapi-fetch";
import type { paths } from "./bookdrop-api";
const shop = createClient<paths>({ baseUrl: "http://localhost:3000" });
void shop.POST("/v1/revenue", {
	params: { header: { "Idempotency-Key": "order-1001" } },
	body: { description: "Order #1001", amount: "59.97", currency: "eur", occurred_on: "2026-03-15" },
});
void shop.POST("/v1/customers", { body: { name: "Jane Doe" } });
`,
	);
	const failed = await tsc("--noEmit", "wrong.ts").then(
		() => null,
		(err) => String(err.stdout),
	);
	expect(failed).toMatch(/wrong\.ts\(6,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);
	expect(failed).toMatch(/wrong\.ts\(8,\d+\): error TS2345: .*Property 'params' is missing/s);
}, 60_000);

test("the walk-through type-checks under --strict and runs against a real server: account, key, customer, list, import, events", async () => {
	fs.writeFileSync(path.join(dir, "walk.ts"), program.text);
	await tsc("--outDir", "out", "walk.ts");
	const { stdout } = await run(process.execPath, [path.join(dir, "out/walk.js")], {
		env: { ...process.env, BOOKDROP_URL: target().url, ADMIN_TOKEN: target().adminToken },
	});
	const result = JSON.parse(stdout);
	expect(result).toEqual({
		customer: expect.stringMatching(/^cus_[A-Za-z0-9]{24}$/),
		listed: [result.customer],
		batch: "completed",
		events: ["customer.imported"],
	});
}, 60_000);
