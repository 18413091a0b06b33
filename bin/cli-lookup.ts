import fs from "node:fs";
import path from "node:path";
import { closestName } from "../shared/actions/name-suggestions";
import { Failure, UsageError } from "./cli-errors";

// How `bookdrop` finds the command its arguments name, and what it suggests for a mistyped one.

/** This installation's version: the `version` of the package.json above this file (bin/, or dist/bin/ once built). */
export function packageVersion(): string {
	for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
		const file = path.join(dir, "package.json");
		if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
	}
	throw new Failure("no package.json above the bookdrop command: reinstall it (npm ci)");
}

/** The command of `names` a mistyped one most likely meant: two words against two-word commands, else the first against the rest. */
export function suggestion(words: string[], names: string[]): string | undefined {
	const pair =
		words.length === 2
			? closestName(
					words.join(" "),
					names.filter((n) => n.includes(" ")),
				)
			: undefined;
	const groups = [...new Set(names.map((n) => n.split(" ")[0]))].filter((g) => g !== words[0]);
	return pair ?? closestName(words[0], groups);
}

/** The command of `names` the leading words name (two words before one) and the arguments after them. */
export function findCommand(argv: string[], names: string[]): { name: string; rest: string[] } {
	const helpFlag = (arg: string) => arg === "--help" || arg === "-h";
	if (argv.length === 0 || helpFlag(argv[0])) return { name: "help", rest: [] };
	if (argv[0] === "--version") return { name: "version", rest: argv.slice(1) };
	if (argv[0].startsWith("-")) throw new UsageError(`the command comes first, then its options: bookdrop <command> ${argv[0]} …`);
	const words = argv[1] !== undefined && !argv[1].startsWith("-") ? argv.slice(0, 2) : argv.slice(0, 1);
	for (const count of [2, 1]) {
		const name = words.slice(0, count).join(" ");
		if (words.length >= count && names.includes(name)) return { name, rest: argv.slice(count) };
	}
	const group = names.filter((n) => n.startsWith(`${words[0]} `));
	if (group.length && argv.some(helpFlag)) return { name: "help", rest: [words[0]] };
	const meant = suggestion(words, names);
	// `accounts crete`: the pair is what was typed; `lisen --key …`: the first word alone
	const typed = meant?.includes(" ") ? words.join(" ") : words[0];
	if (meant) throw new UsageError(`unknown command '${typed}'; did you mean 'bookdrop ${meant}'? Run 'bookdrop help ${meant}'`);
	if (group.length) throw new UsageError(`'${words[0]}' needs one of: ${group.map((n) => n.split(" ")[1]).join(", ")}; run 'bookdrop help ${words[0]}'`);
	throw new UsageError(`unknown command '${words[0]}'; run 'bookdrop help'`);
}

/** parseArgs' refusal of command `name` in one line: the option it names, and the closest of `options` to an unknown one. */
export function optionError(err: Error, name: string, options: string[]): UsageError {
	// parseArgs names the unknown option, or the one missing its value, in its first sentence
	const first = err.message.split(". ")[0];
	const unknown = /^Unknown option '--([^'=]+)/.exec(first)?.[1];
	const meant = unknown === undefined ? undefined : closestName(unknown, options);
	return new UsageError(`${first}; ${meant ? `did you mean '--${meant}'? Run` : "run"} 'bookdrop help ${name}'`);
}
