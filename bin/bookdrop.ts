#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE = `Usage:
  bookdrop serve                                   run the services named in SERVICES (default: all)
  bookdrop accounts create <name>                  create an account; prints it and its desktop key
  bookdrop keys create --account <acct_…> --scopes read,write [--integration <int_…>] [--name <name>]
                                                   create an integrator key

The merchant's desktop software, simulated (with the desktop key, --key or $BOOKDROP_DESKTOP_KEY):
  bookdrop desktop import [--type customers,expenses] [--limit N]
                                                   import pending objects in dependency order, in batches of 1000
  bookdrop desktop reject <id> [--reason <text>]   decline a pending object
  bookdrop desktop revert <imb_…>                  undo an import batch

Options for the admin commands:
  --url <url>      the running server (default http://127.0.0.1:$PORT, PORT defaulting to 3000)
  --token <token>  the admin token (default: $ADMIN_TOKEN, else the file $DATA_DIR/admin-token)`;

function fail(message: string): never {
	process.stderr.write(`${message}\n`);
	process.exit(2);
}

function adminTokenFrom(option: string | undefined): string {
	if (option) return option;
	if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
	const file = path.resolve(process.env.DATA_DIR || "./data", "admin-token");
	if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
	return fail(`No admin token: pass --token, set ADMIN_TOKEN, or run where ${file} exists.`);
}

/** Calls the admin API and prints the JSON answer; a non-2xx answer prints to stderr and exits 1. */
async function admin(url: string, token: string, pathname: string, body: unknown): Promise<void> {
	const res = await fetch(`${url.replace(/\/$/, "")}/admin/v1${pathname}`, {
		method: "POST",
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
		body: JSON.stringify(body),
	}).catch((err: Error) => fail(`Cannot reach ${url}: ${err.message}`));
	const text = JSON.stringify(await res.json(), null, 2);
	if (!res.ok) {
		process.stderr.write(`${text}\n`);
		process.exit(1);
	}
	process.stdout.write(`${text}\n`);
}

async function main(): Promise<void> {
	const { positionals, values } = parseArgs({
		allowPositionals: true,
		options: {
			url: { type: "string" },
			token: { type: "string" },
			account: { type: "string" },
			scopes: { type: "string" },
			integration: { type: "string" },
			name: { type: "string" },
			key: { type: "string" },
			type: { type: "string" },
			limit: { type: "string" },
			reason: { type: "string" },
			help: { type: "boolean", short: "h" },
		},
	});
	const [group, command, ...rest] = positionals;
	if (values.help) return void process.stdout.write(`${USAGE}\n`);
	if (group === undefined || group === "serve") {
		const { startNode } = await import("../shared/runtime");
		await startNode();
		return;
	}
	const url = values.url ?? `http://127.0.0.1:${process.env.PORT || 3000}`;
	if (group === "accounts" && command === "create") {
		const name = rest.join(" ");
		if (!name) fail("accounts create needs a name: bookdrop accounts create \"Acme Ltd\"");
		return admin(url, adminTokenFrom(values.token), "/accounts", { name });
	}
	if (group === "keys" && command === "create") {
		if (!values.account || !values.scopes) fail("keys create needs --account and --scopes");
		const body = {
			scopes: values.scopes.split(",").map((s) => s.trim()),
			...(values.integration ? { integration: values.integration } : {}),
			...(values.name ? { name: values.name } : {}),
		};
		return admin(url, adminTokenFrom(values.token), `/accounts/${encodeURIComponent(values.account)}/api_keys`, body);
	}
	if (group === "desktop") return desktop(url, command, rest, values);
	fail(USAGE);
}

async function desktop(url: string, command: string | undefined, args: string[], values: Record<string, string | boolean | undefined>): Promise<void> {
	const { Desktop, DesktopError } = await import("./desktop");
	const key = (values.key as string | undefined) ?? process.env.BOOKDROP_DESKTOP_KEY;
	if (!key) fail("desktop commands need the desktop key: --key ab_… or BOOKDROP_DESKTOP_KEY");
	const client = new Desktop(url, key, (line) => process.stderr.write(`${line}\n`));
	const print = (value: unknown) => void process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
	try {
		if (command === "import") {
			const limit = values.limit === undefined ? undefined : Number(values.limit);
			if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) fail("--limit takes a whole number above 0");
			const types = (values.type as string | undefined)?.split(",").map((t) => t.trim());
			return print(await client.importPending({ types, limit }));
		}
		if (command === "reject" && args[0]) return print(await client.reject(args[0], values.reason as string | undefined));
		if (command === "revert" && args[0]) return print(await client.revert(args[0]));
	} catch (err) {
		if (!(err instanceof DesktopError)) throw err;
		process.stderr.write(`${JSON.stringify(err.body, null, 2)}\n`);
		process.exit(1);
	}
	fail(USAGE);
}

main().catch((err: Error) => fail(err.stack ?? String(err)));
