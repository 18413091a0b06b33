import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ERROR_CODES } from "../../shared/actions/api-errors";
import { GUIDES, slug } from "../../shared/document/guide-index";
import { CONCEPTS } from "../../shared/document/openapi-introduction";

// The committed document as a reader navigates it (test/contract.test.ts keeps it fresh): a standard
// generator takes it as it is, the introduction holds each concept, every operation shows how to call
// it, error answers refer to the one table of codes, and every link to a guide lands on a heading.

const ROOT = path.resolve(__dirname, "../..");
const run = promisify(execFile);
const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "docs/openapi.json"), "utf8"));

type Sample = { lang: string; label: string; source: string };
type Operation = {
	operationId: string;
	description: string;
	tags: string[];
	responses: Record<string, { $ref?: string }>;
	"x-codeSamples"?: Sample[];
	"x-scope"?: string;
};
const operations: [string, string, Operation][] = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([route, methods]) =>
	Object.entries(methods).map(([method, op]): [string, string, Operation] => [method, route, op]),
);

test("openapi-typescript, with its default settings, turns the document into types without a complaint", async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-openapi-typescript-"));
	try {
		const cli = path.join(ROOT, "node_modules/openapi-typescript/bin/cli.js");
		const { stdout, stderr } = await run(process.execPath, [cli, path.join(ROOT, "docs/openapi.json"), "-o", path.join(dir, "api.d.ts")]).catch((err) => ({
			stdout: `exit ${err.code}: ${err.stdout}`,
			stderr: String(err.stderr),
		}));
		expect(`${stdout}${stderr}`).not.toMatch(/✘|exit \d|error/i);
		const types = fs.readFileSync(path.join(dir, "api.d.ts"), "utf8");
		expect(types).toContain('"/v1/customers": {');
		expect(types).toContain('"customers.create": {');
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}, 120_000);

test("the introduction has a section per concept, in order, and the Errors section a row per error code", () => {
	const description: string = doc.info.description;
	expect([...description.matchAll(/^# (.+)$/gm)].map((m) => m[1])).toEqual([...CONCEPTS]);
	const errors = description.slice(description.indexOf("# Errors"), description.indexOf("# Idempotency"));
	const rows = [...errors.matchAll(/^\| `(\w+)` \| ([\d, ]+) \| `(\w+)` \|/gm)].map(([, code, status, type]) => [code, Number(status.split(",")[0]), type]);
	expect(rows).toEqual(Object.entries(ERROR_CODES).map(([code, [status, type]]) => [code, status, type]));
	for (const guide of GUIDES) expect(description).toContain(`](/docs/guides/${guide.name})`);
	expect(description).toContain("`metadata.sandbox_outcome`");
});

test.each(operations)("%s %s has a curl and a client sample of its own request", (method, route, op) => {
	const samples = op["x-codeSamples"] ?? [];
	expect(samples.map(({ lang, label }) => [lang, label])).toEqual([
		["Shell", "curl"],
		["TypeScript", "@bookdrop/client"],
	]);
	const [curl, client] = samples.map(({ source }) => source);
	const pattern = route.replace(/\{\w+\}/g, "[a-z]+_[A-Za-z0-9]{24}");
	expect(curl).toMatch(new RegExp(`^curl${method === "get" ? "" : ` -X ${method.toUpperCase()}`} "\\$BOOKDROP_URL${pattern}(\\?[^"]+)?" \\\\\n`));
	// the variables `bookdrop quickstart` prints: the desktop key for what only it may do (scopes import and keys)
	const key = route.startsWith("/admin/") ? "ADMIN_TOKEN" : ["import", "keys"].includes(op["x-scope"] ?? "") ? "BOOKDROP_DESKTOP_KEY" : "BOOKDROP_API_KEY";
	expect(curl).toContain(`Bearer $${key}`);
	expect(client).toContain(`apiKey: process.env.${key}!`);
	expect(client).toContain(`bookdrop.${op.operationId}(`);
});

test("the client samples type-check against @bookdrop/client", async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-samples-"));
	try {
		fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
		fs.writeFileSync(path.join(dir, "package.json"), '{"type": "module"}');
		const files = operations.map(([, , op]) => {
			const file = `${op.operationId}.ts`;
			fs.writeFileSync(path.join(dir, file), op["x-codeSamples"]!.find((s) => s.label === "@bookdrop/client")!.source);
			return file;
		});
		const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
		const options = ["--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--types", "node", "--skipLibCheck"];
		const failed = await run(process.execPath, [tsc, ...options, ...files], { cwd: dir }).then(
			() => "",
			(err) => String(err.stdout),
		);
		expect(failed).toBe("");
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}, 120_000);

test("every error answer refers to the table of codes and lists its codes once, as its schema's enum", () => {
	for (const [name, response] of Object.entries(doc.components.responses as Record<string, any>)) {
		const { schema } = response.content["application/json"];
		if (name === "MethodNotAllowed") continue;
		expect([name, JSON.stringify(schema)]).not.toEqual([name, expect.stringContaining("allOf")]);
		const codes: string[] = schema.properties.error.properties.code.enum;
		const listed = [...response.description.matchAll(/`(\w+)`/g)].map((m) => m[1]);
		expect([name, listed]).toEqual([name, codes]);
		expect(response.description).toContain("](#section/Errors)");
	}
	for (const [, , op] of operations)
		for (const [status, response] of Object.entries(op.responses)) if (Number(status) >= 400) expect(response.$ref).toMatch(/^#\/components\/responses\//);
});

test("every tag has a readable name and links its guide; every guide link lands on a heading", () => {
	for (const tag of doc.tags) {
		expect(tag["x-displayName"]).toMatch(/^[A-Z][a-z]*( [a-z]+)*$|^API keys$|^Admin API$/);
		expect(tag.description).toMatch(/\]\(\/docs\/guides\/\w+(#[\w-]+)?\)\.$/);
	}
	const text = JSON.stringify(doc);
	const links = [...text.matchAll(/\]\(\/docs\/guides\/(\w+)(?:#([^)]+))?\)/g)];
	expect(links.length).toBeGreaterThan(50);
	for (const [, name, anchor] of links) {
		const guide = path.join(ROOT, "docs", `${name}.md`);
		expect([name, fs.existsSync(guide)]).toEqual([name, true]);
		if (anchor === undefined) continue;
		const headings = [...fs.readFileSync(guide, "utf8").matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]));
		expect([name, anchor, headings.includes(anchor)]).toEqual([name, anchor, true]);
	}
	// A guide named as a file in a description is a link (examples are left alone).
	const descriptions = [...text.matchAll(/"description":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
	expect(descriptions.filter((d) => /(?<![[\w/.-])(docs\/)?[a-z]+\.md\b(?!\]\()/.test(d))).toEqual([]);
});

test("metadata says what `sandbox_outcome` asks of a test account, in requests and in answers", () => {
	const create = doc.paths["/v1/customers"].post.requestBody.content["application/json"].schema.properties.metadata;
	for (const metadata of [create, doc.components.schemas.Customer.properties.metadata])
		expect(metadata.description).toMatch(/test account.*`sandbox_outcome`.*\]\(\/docs\/guides\/testing#the-simulated-importer\)/);
});
