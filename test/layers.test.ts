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
	expect(fs.readdirSync(path.join(ROOT, "dist")).sort()).toEqual(["bin", "moleculer.config.js", "moleculer.config.js.map", "reference", "scripts", "services", "shared"]);
	const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, "tsconfig.build.json"), "utf8"));
	expect(tsconfig.include.filter((p: string) => p.startsWith("test"))).toEqual([]);
});
