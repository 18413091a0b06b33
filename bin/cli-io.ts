import path from "node:path";
import { BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { adminTokenFile, storedAdminToken } from "../shared/platform/admin-token";
import { UnreachableError, UsageError } from "./cli-errors";

// How a command of the CLI reads its settings (the server's URL, a page, the admin token) and prints its answer.

export type Values = Record<string, string | boolean | string[] | undefined>;

/** The server the command talks to: --url, else BOOKDROP_URL, else this machine's PORT. */
export function serverUrl(values: Values): string {
	const url = (values.url as string | undefined) ?? (process.env.BOOKDROP_URL || `http://127.0.0.1:${process.env.PORT || 3000}`);
	if (!URL.canParse(url)) throw new UsageError(`--url takes a URL like http://127.0.0.1:3000, got '${url}'`);
	return url.replace(/\/$/, "");
}

/** A list's page options; the server checks the limit's range. */
export function pageParams(values: Values): { limit?: number; starting_after?: string } {
	const limit = values.limit === undefined ? undefined : Number(values.limit);
	if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError("--limit takes a whole number above 0");
	const after = values["starting-after"] as string | undefined;
	return { ...(limit !== undefined ? { limit } : {}), ...(after ? { starting_after: after } : {}) };
}

/** The admin token and where it came from: --token, else ADMIN_TOKEN, else the one an embedded server keeps in DATA_DIR. */
export function adminTokenFrom(option: string | undefined): { token: string; from: string } {
	if (option) return { token: option, from: "--token" };
	const dataDir = path.resolve(process.env.DATA_DIR || "./data");
	const token = storedAdminToken(process.env.ADMIN_TOKEN, dataDir);
	if (token) return { token, from: process.env.ADMIN_TOKEN ? "ADMIN_TOKEN" : adminTokenFile(dataDir) };
	throw new UsageError(
		`No admin token: ${adminTokenFile(dataDir)} does not exist. Run this where the server was started (npm start keeps the token in ./data), set DATA_DIR to its data directory, or set ADMIN_TOKEN (or pass --token).`,
	);
}

/** Where each kind of command reads its key after --key, in order; an old name still works, with a notice. */
const KEY_VARIABLES = {
	api: { names: ["BOOKDROP_API_KEY"], old: ["BOOKDROP_KEY"] },
	desktop: { names: ["BOOKDROP_DESKTOP_KEY", "BOOKDROP_API_KEY"], old: [] },
	// listen once fell back to the desktop key
	listen: { names: ["BOOKDROP_API_KEY"], old: ["BOOKDROP_KEY", "BOOKDROP_DESKTOP_KEY"] },
} as const;

/** The key a command sends: --key, else the first of its variables that is set; reading an old name says so in one line on stderr. */
export function keyFrom(values: Values, kind: keyof typeof KEY_VARIABLES): string | undefined {
	if (values.key) return values.key as string;
	const { names, old } = KEY_VARIABLES[kind];
	const name = names.find((n) => process.env[n]);
	if (name) return process.env[name];
	const oldName = old.find((n) => process.env[n]);
	if (!oldName) return undefined;
	process.stderr.write(`bookdrop: took the key from ${oldName}, which this command reads only for old setups; set BOOKDROP_API_KEY (or pass --key) instead\n`);
	return process.env[oldName];
}

/** What sets every variable the CLI reads, for a test account: named in errors about a missing key. */
export const QUICKSTART_HINT = `eval "$(bookdrop quickstart)" sets it for a new test account`;

/** An answer on stdout; an API error's body on stderr (exit 1); a server that is down in one line. */
export async function printAnswer(act: () => Promise<unknown>): Promise<void> {
	try {
		printJson(await act(), true);
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (!(err instanceof BookdropError)) throw err;
		printJson({ error: err.raw }, false);
	}
}

/** Success to stdout; an API error body to stderr, and exit 1. */
export function printJson(value: unknown, ok: boolean): void {
	const text = `${JSON.stringify(value, null, 2)}\n`;
	if (ok) return void process.stdout.write(text);
	process.stderr.write(text);
	process.exitCode = 1;
}
