/** The longest line the generated client code has. */
export const MAX_LINE = 120;

/**
 * Breaks what openapi-typescript prints on one line to fit MAX_LINE: a JSDoc comment is wrapped at
 * words, a type is broken before each ` | ` (or ` & `) outside quotes, brackets and parentheses of
 * its own, continuing one level deeper. Anything else stays as it is (test/embedded/client-package.test.ts
 * fails on a line still too long).
 */
export function fitLines(text: string): string {
	return text
		.split("\n")
		.flatMap((line) => {
			if (line.length <= MAX_LINE) return [line];
			if (line.trimStart().startsWith("/**")) return wrapComment(line);
			return /^\s*\* /.test(line) ? wrapCommentLine(line) : breakUnion(line);
		})
		.join("\n");
}

/** A one-line `/** … *\/` becomes a block of lines. */
function wrapComment(line: string): string[] {
	const indent = line.match(/^\s*/)![0];
	const text = line
		.trim()
		.replace(/^\/\*\*\s*/, "")
		.replace(/\s*\*\/$/, "");
	return [`${indent}/**`, ...wrapWords(`${indent} * `, text), `${indent} */`];
}

/** A line inside a comment block (` * @description …`) goes on in lines of its own. */
function wrapCommentLine(line: string): string[] {
	const prefix = line.match(/^\s*\* /)![0];
	return wrapWords(prefix, line.slice(prefix.length));
}

function wrapWords(prefix: string, text: string): string[] {
	const lines: string[] = [];
	let current = "";
	for (const word of text.split(" ")) {
		if (current && `${prefix}${current} ${word}`.length > MAX_LINE) {
			lines.push(`${prefix}${current}`);
			current = word;
		} else current = current ? `${current} ${word}` : word;
	}
	return [...lines, `${prefix}${current}`];
}

/** Splits at the separators of the shallowest level the line has any. */
function breakUnion(line: string): string[] {
	const indent = line.match(/^\s*/)![0];
	const cuts = separators(line);
	if (!cuts.length) return [line];
	const depth = Math.min(...cuts.map(([, level]) => level));
	const parts: string[] = [];
	let start = 0;
	for (const [at, level] of cuts) {
		if (level !== depth) continue;
		parts.push(line.slice(start, at));
		start = at + 1;
	}
	parts.push(line.slice(start));
	return [parts[0].trimEnd(), ...parts.slice(1).map((part) => `${indent}    ${part.trim()}`)].flatMap((part) =>
		part.length > MAX_LINE && part !== line ? breakUnion(part) : [part],
	);
}

/** Where ` | ` and ` & ` stand in a line (the space before them), with their depth of brackets. */
function separators(line: string): Array<[number, number]> {
	const found: Array<[number, number]> = [];
	let level = 0;
	let quote: string | null = null;
	for (let i = 0; i < line.length; i++) {
		const c = line[i];
		if (quote) {
			if (c === "\\") i++;
			else if (c === quote) quote = null;
		} else if (c === '"' || c === "'") quote = c;
		else if ("([{<".includes(c)) level++;
		else if (")]}>".includes(c)) level--;
		else if (c === " " && (line[i + 1] === "|" || line[i + 1] === "&") && line[i + 2] === " ") found.push([i, level]);
	}
	return found;
}
