import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The house's signage: a file's name says what it holds and appears once, and every path or
// section a comment or a doc sends the reader to exists (docs/tests.md, "Static checks").

const ROOT = path.resolve(__dirname, "..");
const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
	.split("\n")
	.filter((f) => f && fs.existsSync(path.join(ROOT, f)));

/** Names a tool or a convention fixes, and what `npm run generate` writes. */
const FIXED_NAMES = new Set(["README.md", "package.json", "tsconfig.json", "index.ts", ".gitignore"]);
const GENERATED = new Set(["docs/openapi.json", "client/src/schema.ts", "client/src/api.ts"]);

test("every file name appears once in the repository", () => {
	const byName = new Map<string, string[]>();
	for (const file of FILES) {
		const name = path.basename(file);
		if (FIXED_NAMES.has(name) || GENERATED.has(file) || file.startsWith("test/fixtures/") || file.startsWith("docs/screenshots/")) continue;
		byName.set(name, [...(byName.get(name) ?? []), file]);
	}
	expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
});

// Where a reader is sent: code, tests, configuration and docs (not the lock file or generated code).
// This file is left out: its last test holds examples of what the others must notice.
const READ = FILES.filter(
	(f) =>
		/\.(ts|mjs|cjs|js|md|sql|ya?ml|sh|conf)$|^Dockerfile$|^\.ci\/run$/.test(f) &&
		!GENERATED.has(f) &&
		!f.endsWith("package-lock.json") &&
		!f.startsWith("test/fixtures/") &&
		f !== "test/signage.test.ts",
);
const TOP = "bin|services|shared|test|docs|client|scripts|k8s|\\.ci";
/** A repository path: a top folder, then segments; not part of a URL path (`/docs/guides/…`) or of another path. */
const PATH = new RegExp(
	`(?<![\\w./$@{-])((?:${TOP})/[\\w.*<>{}-]+(?:/[\\w.*<>{}-]+)*/?|(?:moleculer\\.config\\.ts|docker-compose\\.yml|jest\\.config\\.js|\\.dependency-cruiser\\.cjs|redocly\\.yaml|tsconfig(?:\\.build)?\\.json|Dockerfile))`,
	"g",
);

/** Paths that are placeholders or a test's scratch files, not places in the repository. */
const placeholder = (p: string) => /[<>{}*]|\$|\/\.\.\./.test(p) || /^docs\/guides\//.test(p);

function mentions(file: string): string[] {
	const text = fs.readFileSync(path.join(ROOT, file), "utf8");
	return [...text.matchAll(PATH)].map((m) => m[1].replace(/[.,:;)]+$/, ""));
}

test("every path a comment or a doc names exists", () => {
	const missing: string[] = [];
	for (const file of READ) {
		for (const mention of mentions(file)) {
			if (placeholder(mention)) continue;
			const target = mention.replace(/\/$/, "");
			// `test/layers.test.ts` builds a little house of its own in a temporary folder
			if (file === "test/layers.test.ts" && /^shared\/(platform|engine)\/[abc]\.ts$/.test(target)) continue;
			if (!fs.existsSync(path.join(ROOT, target)) && !fs.existsSync(path.join(ROOT, `${target}.ts`))) missing.push(`${file}: ${mention}`);
		}
	}
	expect(missing).toEqual([]);
});

/** The sections of a Markdown file: its headings, and the paragraphs that open with a bold label (`**Group commit.**`). */
function sections(file: string): Set<string> {
	const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
	const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]);
	const labels = [...text.matchAll(/^(?:- )?\*\*([^*]+?)\.?\*\*/gm)].map((m) => m[1]);
	return new Set([...headings, ...labels].map((s) => s.replace(/`/g, "").trim()));
}

/** `docs/api.md, "Errors"`, `README "Layout"`, `k8s/README.md, "Scale"`: a file, then the section quoted. */
const SECTION = /(?<![\w/])(README(?:\.md)?|k8s\/README\.md|client\/README\.md|docs\/[\w-]+\.md)[,:]?\s+"([^"\n]+)"/g;

test("every section a comment or a doc names exists in the file it names", () => {
	const missing: string[] = [];
	for (const file of READ) {
		const text = fs.readFileSync(path.join(ROOT, file), "utf8");
		for (const [, doc, section] of text.matchAll(SECTION)) {
			// a README named without its folder is the one beside the file (k8s/*.yaml: k8s/README.md)
			const beside = path.join(path.dirname(file), "README.md");
			const target = !doc.startsWith("README") ? doc : fs.existsSync(path.join(ROOT, beside)) ? beside : "README.md";
			if (!fs.existsSync(path.join(ROOT, target))) continue; // the path test reports it
			if (!sections(target).has(section.replace(/`/g, ""))) missing.push(`${file}: ${target} "${section}"`);
		}
	}
	expect(missing).toEqual([]);
});

test("the checks notice a missing path and a missing section", () => {
	const sample = 'see shared/nowhere/gone.ts and docs/api.md, "No such heading" and README "Layout"';
	expect([...sample.matchAll(PATH)].map((m) => m[1])).toEqual(["shared/nowhere/gone.ts", "docs/api.md"]);
	expect([...sample.matchAll(SECTION)].map((m) => m[2])).toEqual(["No such heading", "Layout"]);
	expect(sections("README.md").has("Layout")).toBe(true);
});
