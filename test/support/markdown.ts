import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./servers";

/** The documentation whose examples the tests run (test/embedded/docs-examples.test.ts): the README and every page of docs/. */
export const DOC_FILES = [
	"README.md",
	...fs
		.readdirSync(path.join(ROOT, "docs"))
		.filter((f) => f.endsWith(".md"))
		.sort()
		.map((f) => `docs/${f}`),
];

export interface Block {
	file: string;
	/** 1-based line of the opening fence. */
	line: number;
	lang: string;
	text: string;
	/** The HTML comment right above the fence (`<!-- … -->`), without its markers. */
	directive?: string;
	/** The prose between the previous block and this one. */
	before: string;
}

/** Every fenced block of a markdown file, in order. */
export function blocks(file: string): Block[] {
	const lines = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n");
	const found: Block[] = [];
	let prose: string[] = [];
	for (let i = 0; i < lines.length; i++) {
		const open = /^\s*```(\S*)\s*$/.exec(lines[i]);
		if (!open) {
			prose.push(lines[i]);
			continue;
		}
		const indent = lines[i].indexOf("```");
		const body: string[] = [];
		let j = i + 1;
		for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]); j++) body.push(lines[j].slice(Math.min(indent, lines[j].length - lines[j].trimStart().length)));
		if (j === lines.length) throw new Error(`${file}:${i + 1}: a fence that is never closed`);
		const above =
			prose
				.filter((l) => l.trim() !== "")
				.pop()
				?.trim() ?? "";
		const directive = /^<!--\s*([\s\S]*?)\s*-->$/.exec(above)?.[1];
		found.push({ file, line: i + 1, lang: open[1], text: body.join("\n"), directive, before: prose.join("\n") });
		prose = [];
		i = j;
	}
	return found;
}
