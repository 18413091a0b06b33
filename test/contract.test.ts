import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { generatedFiles } from "../scripts/generated";

// The published contract: what is committed is what the declarations generate, and the document
// passes the linter (redocly.yaml says which rules we turned off, and why) without a remark.

const ROOT = path.resolve(__dirname, "..");

describe("generated files", () => {
	test.each(Object.entries(generatedFiles()))("%s is up to date (else run `npm run generate`)", (file, text) => {
		expect(fs.readFileSync(path.join(ROOT, file), "utf8") === text).toBe(true);
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
