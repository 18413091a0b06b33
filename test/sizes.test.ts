import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Sizes a reader can hold in mind: no production source file over 400 lines, no function over 60.
// Generated code (the client's types and operations) and SQL migrations are outside the rule.

const ROOT = path.resolve(__dirname, "..");
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 60;
const GENERATED = new Set(["client/src/api.ts", "client/src/schema.ts"]);

const sources = execFileSync("git", ["ls-files", "bin", "services", "shared", "client/src", "scripts", "moleculer.config.ts"], { cwd: ROOT, encoding: "utf8" })
	.split("\n")
	.filter((f) => f.endsWith(".ts") && !GENERATED.has(f));

/** Every function of a file longer than the limit, as `file:line name (N lines)`. */
export function longFunctions(file: string, text: string, limit = MAX_FUNCTION_LINES): string[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const found: string[] = [];
	const visit = (node: ts.Node) => {
		if (ts.isFunctionLike(node) && "body" in node && node.body) {
			const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
			const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
			const lines = end - start + 1;
			if (lines > limit) {
				const name =
					node.name && ts.isIdentifier(node.name)
						? node.name.text
						: ts.isPropertyAssignment(node.parent) || ts.isVariableDeclaration(node.parent)
							? node.parent.name.getText(source)
							: "(anonymous)";
				found.push(`${file}:${start + 1} ${name} (${lines} lines)`);
			}
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

test(`no production source file is over ${MAX_FILE_LINES} lines`, () => {
	const long = sources
		.map((f) => [f, fs.readFileSync(path.join(ROOT, f), "utf8").split("\n").length - 1] as const)
		.filter(([, lines]) => lines > MAX_FILE_LINES)
		.map(([f, lines]) => `${f} (${lines} lines)`);
	expect(long).toEqual([]);
});

test(`no function is over ${MAX_FUNCTION_LINES} lines`, () => {
	expect(sources.flatMap((f) => longFunctions(f, fs.readFileSync(path.join(ROOT, f), "utf8")))).toEqual([]);
});

test("the function rule measures what it says", () => {
	const body = Array.from({ length: MAX_FUNCTION_LINES - 2 }, (_, i) => `\tconst a${i} = ${i};`).join("\n");
	expect(longFunctions("ok.ts", `function fits() {\n${body}\n}\n`)).toEqual([]);
	expect(longFunctions("long.ts", `const tooLong = () => {\n${body}\n\tconst one = 1;\n};\n`)).toEqual([`long.ts:1 tooLong (${MAX_FUNCTION_LINES + 1} lines)`]);
});
