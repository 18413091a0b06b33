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

/** The admin token: --token, else ADMIN_TOKEN, else the one kept in DATA_DIR. */
export function adminTokenFrom(option: string | undefined): string {
	if (option) return option;
	const dataDir = path.resolve(process.env.DATA_DIR || "./data");
	const token = storedAdminToken(process.env.ADMIN_TOKEN, dataDir);
	if (token) return token;
	throw new UsageError(`No admin token: pass --token, set ADMIN_TOKEN, or run where ${adminTokenFile(dataDir)} exists.`);
}

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
