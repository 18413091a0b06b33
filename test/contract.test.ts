import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { GENERATED } from "../scripts/generate";

// The published contract: what is committed is what the declarations generate, and the document
// passes the linter (redocly.yaml says which rules we turned off, and why) without a remark.

const ROOT = path.resolve(__dirname, "..");

describe("generated files", () => {
	// openapi-typescript is an ES module jest cannot load: the generator runs as `npm run generate`
	// does, from the build, into a folder of its own.
	let generated: string;
	beforeAll(async () => {
		generated = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-generated-"));
		for (const dir of ["docs", "client/src"]) fs.mkdirSync(path.join(generated, dir), { recursive: true });
		await promisify(execFile)(process.execPath, [path.join(ROOT, "dist/scripts/generate.js"), generated]);
	}, 60_000);
	afterAll(() => fs.rmSync(generated, { recursive: true, force: true }));

	test.each(GENERATED)("%s is up to date (else run `npm run generate`)", (file) => {
		expect(fs.readFileSync(path.join(ROOT, file), "utf8") === fs.readFileSync(path.join(generated, file), "utf8")).toBe(true);
	});
});

test("redocly lint finds nothing in docs/openapi.json", async () => {
	const lint = promisify(execFile)(path.join(ROOT, "node_modules/.bin/redocly"), ["lint", "docs/openapi.json", "--format=stylish"], {
		cwd: ROOT,
		env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
	});
	const { stdout, stderr } = await lint.catch((err) => err);
	const output = `${stdout}${stderr}`;
	expect(output).toContain("Your API description is valid");
	expect(output).not.toMatch(/\b(error|warning)\b .*[a-z-]+:? /m);
	expect(output).not.toMatch(/You have \d+ (warning|error)/);
}, 60_000);

// The docs stand alone: every link stays in the repository and lands on a file and heading that exist.
const LINKED_DOCS = [
	"README.md",
	"k8s/README.md",
	...fs
		.readdirSync(path.join(ROOT, "docs"))
		.filter((f) => f.endsWith(".md"))
		.map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
	heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N} _-]/gu, "")
		.replace(/ /g, "-");

function anchors(file: string): Set<string> {
	const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
	return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));
}

test.each(LINKED_DOCS)("every link of %s stays in the repository and resolves", (file) => {
	const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
	const broken: string[] = [];
	for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)|<(https?:[^>]+)>/g)) {
		const link = target ?? "";
		if (/^[a-z]+:/i.test(link)) {
			broken.push(`${link}: leaves the repository`);
			continue;
		}
		const [rel, anchor] = link.split("#");
		const linked = rel ? path.normalize(path.join(path.dirname(file), rel)) : file;
		if (linked.startsWith("..")) broken.push(`${link}: outside the repository`);
		else if (!fs.existsSync(path.join(ROOT, linked))) broken.push(`${link}: no such file`);
		else if (anchor && !anchors(linked).has(anchor)) broken.push(`${link}: no heading #${anchor} in ${linked}`);
	}
	expect(broken).toEqual([]);
	expect(text).not.toMatch(/\.\.\/shared|SPEC\.md|DESIGN\.md/);
});

// Code and configuration stand alone too: no comment sends a reader to a file a clone does not have.
test("no source, test or configuration file cites a file outside the repository", async () => {
	const { stdout } = await promisify(execFile)("git", ["ls-files"], { cwd: ROOT });
	const files = stdout
		.split("\n")
		.filter((f) => /\.(ts|js|json|ya?ml|sh)$|^\.ci\/|^Dockerfile$/.test(f) && !f.endsWith("package-lock.json") && !f.startsWith("test/fixtures/"));
	const citing = files.filter((f) => /\b(SPEC|DESIGN|STACK-NOTES|LAYOUT-SKETCH)\.md\b/.test(fs.readFileSync(path.join(ROOT, f), "utf8")));
	expect(citing).toEqual([]);
});
