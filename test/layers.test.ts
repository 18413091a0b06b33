import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The house's plan (.dependency-cruiser.cjs, README "Layout"), checked by dependency-cruiser: no
// import runs from a lower layer to a higher one, none forms a circle, type-only imports included.

const ROOT = path.resolve(__dirname, "..");
const SOURCES = ["bin", "services", "shared", "moleculer.config.ts", "client/src", "scripts"];

async function cruise(config: string, sources = SOURCES, cwd = ROOT): Promise<string> {
	const run = promisify(execFile)(path.join(ROOT, "node_modules/.bin/depcruise"), ["--config", config, "--output-type", "err", ...sources], { cwd });
	const { stdout, stderr } = await run.catch((err) => err);
	return `${stdout}${stderr}`;
}

test("no import runs back up a layer or forms a circle", async () => {
	const output = await cruise(".dependency-cruiser.cjs");
	expect(output).toContain("no dependency violations found");
}, 120_000);

test("the rules notice an import that runs back up and a circle of types", async () => {
	// A little house of its own with both faults, under the same rules.
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-layers-"));
	const write = (file: string, text: string) => {
		fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
		fs.writeFileSync(path.join(dir, file), text);
	};
	write("shared/platform/a.ts", 'import type { B } from "../engine/b";\nexport type A = { b?: B };\n');
	write("shared/engine/b.ts", 'import type { C } from "./c";\nexport type B = { c?: C };\n');
	write("shared/engine/c.ts", 'import type { B } from "./b";\nexport type C = { b?: B };\n');
	write("tsconfig.json", JSON.stringify({ compilerOptions: { strict: true, module: "commonjs", moduleResolution: "bundler" } }));
	fs.copyFileSync(path.join(ROOT, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
	try {
		const output = await cruise(".dependency-cruiser.cjs", ["shared"], dir);
		expect(output).toContain("platform-imports-up: shared/platform/a.ts → shared/engine/b.ts");
		expect(output).toMatch(/no-circular: shared\/engine\/[bc]\.ts → /);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}, 120_000);

test("test code stays out of the production build", () => {
	// `npm test` builds before it runs the suite; the build starts from an empty dist/.
	expect(fs.readdirSync(path.join(ROOT, "dist")).sort()).toEqual([
		"bin",
		"moleculer.config.js",
		"moleculer.config.js.map",
		"reference",
		"scripts",
		"services",
		"shared",
	]);
	const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, "tsconfig.build.json"), "utf8"));
	expect(tsconfig.include.filter((p: string) => p.startsWith("test"))).toEqual([]);
});

// SQL sits in the store of its concern (`*.store.ts`), beside the code that calls it; the platform's
// own statements (migrations, maintenance, pings) stay in shared/platform (README "Layout").
const SQL = /\b(SELECT|INSERT INTO|DELETE FROM|ON CONFLICT|FOR (NO KEY )?UPDATE|FOR KEY SHARE|RETURNING|pg_advisory\w*)\b|\bUPDATE \w+ SET\b/;

/** A file's code without its comments: prose may name a statement. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

function sqlOutsideStores(root: string, files: string[]): string[] {
	return files.filter((f) => !f.endsWith(".store.ts") && !f.startsWith("shared/platform/") && SQL.test(code(fs.readFileSync(path.join(root, f), "utf8"))));
}

test("SQL is written only in stores", async () => {
	const { stdout } = await promisify(execFile)("git", ["ls-files", "bin", "services", "shared", "scripts", "moleculer.config.ts"], { cwd: ROOT });
	expect(
		sqlOutsideStores(
			ROOT,
			stdout.split("\n").filter((f) => f.endsWith(".ts")),
		),
	).toEqual([]);
});

test("the SQL rule notices a statement outside a store, and not a comment naming one", () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-sql-"));
	fs.writeFileSync(path.join(dir, "a.ts"), 'export const q = "SELECT 1";\n');
	fs.writeFileSync(path.join(dir, "b.ts"), "// SELECT is read here\nexport const b = 1;\n");
	fs.writeFileSync(path.join(dir, "c.store.ts"), 'export const q = "UPDATE t SET a = 1";\n');
	try {
		expect(sqlOutsideStores(dir, ["a.ts", "b.ts", "c.store.ts"])).toEqual(["a.ts"]);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
});
