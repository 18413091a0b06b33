#!/usr/bin/env node
import "./require-node";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Desktop } from "./desktop-simulator";
import { Bookdrop } from "@bookdrop/client";
import { Failure, UnreachableError, UsageError } from "./cli-errors";
import { BOOKS_OPTION_HELP, BOOKS_OPTIONS, settingsChangeFrom, SettingsChange } from "./desktop-books-options";
import { findCommand, optionError, packageVersion, suggestion } from "./cli-lookup";
import { Command, DESKTOP_OPTIONS, PAGE_OPTIONS, URL_OPTION } from "./cli-command";
import { KEY_COMMANDS } from "./key-commands";
import { adminTokenFrom, keyFrom, pageParams, printAnswer, printJson, QUICKSTART_HINT, serverUrl, Values } from "./cli-io";

const ADMIN_OPTIONS = { ...URL_OPTION, token: { type: "string" } } as const;
const STRING = { type: "string" } as const;

const OPTION_HELP: Record<string, string> = {
	url: "--url <url>      the running server (default $BOOKDROP_URL, else http://127.0.0.1:$PORT, PORT defaulting to 3000)",
	token: "--token <token>  the admin token (default: $ADMIN_TOKEN, else the file $DATA_DIR/admin-token, DATA_DIR defaulting to ./data)",
	key: "--key <ab_…>     the key (default: $BOOKDROP_API_KEY; desktop commands: $BOOKDROP_DESKTOP_KEY first; trigger: a test key)",
	name: "--name <name>    keys create: the key's name; quickstart: the test account's name (default Quickstart)",
	"forward-to": "--forward-to <url>  where listen POSTs each event (http or https)",
	events: "--events <types>    listen: only these event types, comma-separated",
	limit: "--limit <N>      desktop import: how many to import; lists: the page size (1 to 100, default 10)",
	code: "--code <code>    desktop reject, trigger <type>.rejected: why, as a reason code (default other)",
	reason: "--reason <text>  desktop reject: why, in words",
	field: "--field <name>   desktop reject: the field at fault (line_items.2.tax_amount)",
	detail: "--detail <text>  desktop reject: what the books said of it, for people (at most 500 characters)",
	state: "--state <file>   desktop import: keep books and keys in this file, and resume what a crash left (created if missing)",
	"starting-after": "--starting-after <id>  lists: the page after this object",
	mode: "--mode <mode>    accounts create: live (the default) or test (docs/testing.md)",
	"webhook-url": "--webhook-url <url>  trigger webhook_endpoint.test: make an endpoint here when the key has none",
	scenario: '--scenario <name>  trigger: run this sandbox scenario instead of firing one event (docs/testing.md, "Scenarios")',
	"webhook-endpoint": "--webhook-endpoint <we_…>  trigger --scenario endpoint_down: the endpoint to put down (default: the key's newest enabled one)",
	status: "--status <status>  issues list: only open or only resolved issues; requests list: only this HTTP status",
	path: "--path <path>    requests list: only requests to this path (exact, without the query)",
	...BOOKS_OPTION_HELP,
};

const COMMANDS: Record<string, Command> = {
	quickstart: {
		usage: "quickstart [--name <name>] [--url <url>] [--token <token>]",
		summary: "make a test account and an integration key; prints export lines for the shell",
		details:
			'Run it as eval "$(bookdrop quickstart)": it sets BOOKDROP_URL (the server it used),\n' +
			"BOOKDROP_API_KEY (an integration key, read and write) and BOOKDROP_DESKTOP_KEY (the account's\n" +
			"desktop key), which every other command reads. It needs the server's admin token: --token, else\n" +
			"$ADMIN_TOKEN, else the file a server started here keeps (./data/admin-token, or in $DATA_DIR).\n" +
			"Each run makes a new test account (docs/testing.md).",
		options: { ...ADMIN_OPTIONS, name: { type: "string" } },
		args: { min: 0, max: 0 },
		async run(_, values) {
			const { quickstart } = await import("./quickstart-command");
			const url = serverUrl(values);
			const lines = await quickstart({
				url,
				admin: adminTokenFrom(values.token as string | undefined),
				name: (values.name as string | undefined) ?? "Quickstart",
			});
			process.stdout.write(`${lines}\n`);
		},
	},
	serve: {
		usage: "serve",
		summary: "run the services named in SERVICES (default: all)",
		details:
			'Configured by environment variables (docs/operations.md, "Configuration"). With MIGRATIONS=wait it waits for\n`bookdrop migrate` instead of migrating. Start-up errors print one line; LOG_LEVEL=debug adds the stack.',
		options: {},
		args: { min: 0, max: 0 },
		async run() {
			try {
				const { serve } = await import("./serve-command");
				await serve();
			} catch (err) {
				if (process.env.LOG_LEVEL === "debug") process.stderr.write(`${(err as Error).stack}\n`);
				throw new Failure((err as Error).message);
			}
		},
	},
	migrate: {
		usage: "migrate",
		summary: "apply pending database migrations, then exit",
		details:
			"On DATABASE_URL, else the PGlite database in DATA_DIR. Safe to run any number of times, also\nconcurrently. Run it before starting a release whose processes have MIGRATIONS=wait.",
		options: {},
		args: { min: 0, max: 0 },
		async run() {
			const { loadConfig } = await import("../shared/platform/config");
			const { applyMigrations } = await import("../shared/platform/database");
			// a setting it cannot read fails like a database it cannot reach
			const applied = await Promise.resolve()
				.then(() => applyMigrations(loadConfig()))
				.catch((err: Error) => {
					throw new Failure(`migrate failed: ${err.message}`);
				});
			process.stdout.write(applied.length ? `applied ${applied.join(", ")}\n` : "nothing to apply: the database is up to date\n");
		},
	},
	"accounts create": {
		usage: "accounts create <name> [--mode test] [--url <url>] [--token <token>]",
		summary: "create an account; prints it and its desktop key",
		details: "--mode test makes a test account: ab_test_ keys, objects imported by a simulated importer (docs/testing.md).",
		options: { ...ADMIN_OPTIONS, mode: { type: "string" } },
		args: { min: 1, max: Infinity },
		run(args, values) {
			const mode = values.mode as string | undefined;
			if (mode !== undefined && mode !== "live" && mode !== "test") throw new UsageError(`--mode takes live or test, got '${mode}'`);
			return admin(values, (api) => api.admin.accounts.create({ name: args.join(" "), ...(mode ? { mode } : {}) }));
		},
	},
	"accounts list": {
		usage: "accounts list [--limit N] [--starting-after <acct_…>]",
		summary: "list accounts, newest first, one page",
		details: "Prints one page as the API answers it; when has_more is true, pass the last id to --starting-after.",
		options: { ...ADMIN_OPTIONS, ...PAGE_OPTIONS },
		args: { min: 0, max: 0 },
		run: (_, values) => admin(values, (api) => api.admin.accounts.list(pageParams(values))),
	},
	"keys create": {
		usage: "keys create --account <acct_…> --scopes read,write [--integration <int_…>] [--name <name>]",
		summary: "create an integrator key",
		details: "Without --integration the key starts a new integration; with it, the key joins that one.",
		options: { ...ADMIN_OPTIONS, account: { type: "string" }, scopes: { type: "string" }, integration: { type: "string" }, name: { type: "string" } },
		args: { min: 0, max: 0 },
		run(_, values) {
			const account = values.account as string | undefined;
			const scopes = values.scopes as string | undefined;
			if (!account || !scopes) throw new UsageError("keys create needs --account and --scopes");
			const body = {
				scopes: scopes.split(",").map((s) => s.trim()),
				...(values.integration ? { integration: values.integration } : {}),
				...(values.name ? { name: values.name } : {}),
			};
			return admin(values, (api) => api.admin.accounts.apiKeys.create(account, body as { scopes: Array<"read" | "write"> }));
		},
	},
	"keys list": {
		usage: "keys list --account <acct_…> [--limit N] [--starting-after <key_…>]",
		summary: "list an account's keys, newest first, revoked ones included (never a secret)",
		details: "integration null is the desktop key. Prints one page; when has_more is true, pass the last id to --starting-after.",
		options: { ...ADMIN_OPTIONS, ...PAGE_OPTIONS, account: { type: "string" } },
		args: { min: 0, max: 0 },
		run(_, values) {
			const account = values.account as string | undefined;
			if (!account) throw new UsageError("keys list needs --account");
			return admin(values, (api) => api.admin.accounts.apiKeys.list(account, pageParams(values)));
		},
	},
	"keys revoke": {
		usage: "keys revoke <key_…>",
		summary: "revoke any key at once, on every gateway",
		details: "Revoking a revoked key prints it unchanged. To replace a desktop key, use 'keys replace-desktop'.",
		options: ADMIN_OPTIONS,
		args: { min: 1, max: 1 },
		run: (args, values) => admin(values, (api) => api.admin.apiKeys.revoke(args[0])),
	},
	"keys replace-desktop": {
		usage: "keys replace-desktop --account <acct_…>",
		summary: "issue a new desktop key, revoking the old one in the same step; prints its secret once",
		details: "For a merchant who lost the desktop key or whose key leaked. Integration keys keep working.",
		options: { ...ADMIN_OPTIONS, account: { type: "string" } },
		args: { min: 0, max: 0 },
		run(_, values) {
			const account = values.account as string | undefined;
			if (!account) throw new UsageError("keys replace-desktop needs --account");
			return admin(values, (api) => api.admin.accounts.replaceDesktopKey(account));
		},
	},
	...KEY_COMMANDS,
	"desktop import": {
		usage: "desktop import [--type customers,expenses] [--limit N] [--state <file> [books options]] [--key <ab_…>]",
		summary: "import pending objects in dependency order, in batches of 1000",
		details:
			"--type takes a comma-separated list of types, by list name or object name (customers or\n" +
			"customer; categories or category); an unknown type is refused. Progress goes to stderr, the\n" +
			"result (imported, batches, skipped) to stdout. On 429 and 503 it waits as Retry-After says and\n" +
			"tries again, at most 5 times per request. With --state it claims, writes its books, then\n" +
			"completes, and first resumes the batches a crash left (the result's resumed); it publishes its\n" +
			"books (PUT /v1/books, then PATCH after each batch) and declines what they would decline (the\n" +
			"result's declined). The books options change the books' settings, kept in the file (docs/cli.md).",
		options: { ...DESKTOP_OPTIONS, type: { type: "string" }, limit: { type: "string" }, state: { type: "string" }, ...BOOKS_OPTIONS },
		args: { min: 0, max: 0 },
		async run(_, values) {
			const { resourceType, RESOURCE_TYPES } = await import("./desktop-simulator");
			const limit = values.limit === undefined ? undefined : Number(values.limit);
			if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError("--limit takes a whole number above 0");
			const types = (values.type as string | undefined)?.split(",").map((name) => {
				const type = resourceType(name.trim());
				if (!type) throw new UsageError(`unknown type '${name.trim()}' (known: ${RESOURCE_TYPES.join(", ")})`);
				return type;
			});
			const state = values.state as string | undefined;
			const change = settingsChangeFrom(values, state !== undefined);
			return desktop(values, (client) => client.importPending({ types, limit }), state === undefined ? undefined : { file: state, change });
		},
	},
	"desktop reject": {
		usage: "desktop reject <id> [--code <code>] [--reason <text>] [--field <name>] [--detail <text>] [--key <ab_…>]",
		summary: "decline a pending object, with a reason code and a reason",
		details:
			"--code says why, for the integration's code to act on: duplicate, invalid_data, missing_reference,\n" +
			"name_in_use, period_locked, not_wanted or other (the default); --reason is free text for people.\n" +
			"--field names the field at fault and --detail says what the books said of it (docs/declines.md).",
		options: { ...DESKTOP_OPTIONS, code: { type: "string" }, reason: { type: "string" }, field: { type: "string" }, detail: { type: "string" } },
		args: { min: 1, max: 1 },
		async run(args, values) {
			const { REJECTION_CODES } = await import("./desktop-simulator");
			const code = values.code as string | undefined;
			if (code !== undefined && !(REJECTION_CODES as readonly string[]).includes(code)) {
				throw new UsageError(`unknown code '${code}' (known: ${REJECTION_CODES.join(", ")})`);
			}
			const decline = { reason: values.reason, reason_code: code, field: values.field, detail: values.detail } as Record<string, string | undefined>;
			return desktop(values, (client) => client.reject(args[0], decline));
		},
	},
	"desktop revert": {
		usage: "desktop revert <imb_…> [--key <ab_…>]",
		summary: "undo an import batch",
		options: DESKTOP_OPTIONS,
		args: { min: 1, max: 1 },
		run: (args, values) => desktop(values, (client) => client.revert(args[0])),
	},
	listen: {
		usage: "listen --forward-to <url> [--events <type,…>] [--key <ab_…>]",
		summary: "forward the account's events as they happen, signed, to a local receiver",
		details:
			"Follows the key's event stream (GET /v1/events/stream, one connection, not charged to the\n" +
			"key's rate budget) from the moment it starts. Each new event is POSTed to --forward-to (http\n" +
			"or https, any address) exactly as a webhook delivery, signed with the key's listen secret\n" +
			"(whsec_…, printed at start, the same on every run), and one line is printed per event: time,\n" +
			"type, id, and the receiver's status. When the stream drops it reconnects with backoff, says so\n" +
			"on stderr, and misses no event. --events keeps only the named types. The key is any key with\n" +
			"'read' (--key, else $BOOKDROP_API_KEY). Ctrl-C stops it.",
		options: { ...DESKTOP_OPTIONS, "forward-to": { type: "string" }, events: { type: "string" } },
		args: { min: 0, max: 0 },
		async run(_, values) {
			const { listen } = await import("./listen-command");
			const { EVENT_TYPES } = await import("../shared/events/event-log");
			const forwardTo = values["forward-to"] as string | undefined;
			if (!forwardTo) throw new UsageError("listen needs --forward-to <url>, like http://localhost:4242/hooks");
			if (!/^https?:$/.test(URL.canParse(forwardTo) ? new URL(forwardTo).protocol : ""))
				throw new UsageError(`--forward-to takes an http or https URL, got '${forwardTo}'`);
			const events = ((values.events as string | undefined) ?? "")
				.split(",")
				.map((t) => t.trim())
				.filter(Boolean);
			const unknown = events.find((type) => !EVENT_TYPES.includes(type));
			if (unknown) throw new UsageError(`unknown event type '${unknown}' (known: ${EVENT_TYPES.join(", ")})`);
			const key = keyFrom(values, "listen");
			if (!key) throw new UsageError(`listen needs an API key: --key ab_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
			const stop = new Promise<void>((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
			try {
				const print = (line: string) => process.stdout.write(`${line}\n`);
				await listen({ url: serverUrl(values), key, forwardTo, events, print, warn: (line) => process.stderr.write(`${line}\n`) }, stop);
			} catch (err) {
				if (err instanceof UnreachableError) throw err;
				throw new Failure((err as Error).message);
			}
		},
	},
	trigger: {
		usage: "trigger <event-type> [--key <ab_test_…>] [--webhook-url <url>] [--code <code>] | trigger --scenario <name> [--webhook-endpoint <we_…>]",
		summary: "fire one event on a test account, printing its id; or run a sandbox scenario (--scenario)",
		details:
			"Makes what the event needs and runs the simulated importer at once (POST /v1/sandbox/run) until\n" +
			"the event is in the log, then prints its id alone on stdout; progress goes to stderr. The key is\n" +
			"a test key (--key, else $BOOKDROP_API_KEY); a live key is refused. Event types: every\n" +
			"<type>.imported, .rejected and .expired (which waits for the expiry sweep: EXPIRY_SWEEP_SECONDS),\n" +
			"import_batch.completed and .reverted, webhook_endpoint.test (to the key's newest endpoint, or one\n" +
			"made at --webhook-url), issue.opened, issue.resolved, account.pending_aging (integration keys).\n" +
			"A <type>.rejected is declined with --code <code> (any reason code of docs/declines.md; default other).\n" +
			"With --scenario <name> it runs that sandbox scenario instead, reading it every second until it\n" +
			'ends, and prints the run as JSON; exit 1 when it failed (docs/testing.md, "Scenarios").',
		options: { ...DESKTOP_OPTIONS, "webhook-url": STRING, code: STRING, scenario: STRING, "webhook-endpoint": STRING },
		args: { min: 0, max: 1 },
		async run([event], values) {
			const key = keyFrom(values, "api");
			const progress = (line: string) => process.stderr.write(`${line}\n`);
			if (values.scenario !== undefined) {
				if (event !== undefined) throw new UsageError(`trigger takes an event type or --scenario <name>, not both`);
				const { printScenarioRun } = await import("./scenario-command");
				const webhookEndpoint = values["webhook-endpoint"] as string | undefined;
				return printScenarioRun({ url: serverUrl(values), key, name: values.scenario as string, webhookEndpoint, progress });
			}
			if (event === undefined) throw new UsageError("missing argument; usage: bookdrop trigger <event-type> or bookdrop trigger --scenario <name>");
			if (values["webhook-endpoint"] !== undefined) throw new UsageError("--webhook-endpoint goes with --scenario");
			const { triggerCommand } = await import("./trigger-command");
			const id = await triggerCommand({
				url: serverUrl(values),
				key,
				event,
				webhookUrl: values["webhook-url"] as string | undefined,
				code: values.code as string | undefined,
				progress,
			});
			process.stdout.write(`${id}\n`);
		},
	},
	version: {
		usage: "version",
		summary: "print bookdrop's version (also: bookdrop --version)",
		options: {},
		args: { min: 0, max: 0 },
		async run() {
			process.stdout.write(`bookdrop ${packageVersion()}\n`);
		},
	},
	help: {
		usage: "help [<command>]",
		summary: "this text, or the details of one command",
		options: {},
		args: { min: 0, max: 2 },
		async run(args) {
			if (args.length === 0) return void process.stdout.write(`${usage()}\n`);
			const name = args.join(" ");
			const group = Object.keys(COMMANDS).filter((n) => n === name || n.startsWith(`${name} `));
			const meant = group.length === 0 ? suggestion(args, Object.keys(COMMANDS)) : undefined;
			if (meant) throw new UsageError(`unknown command '${name}'; did you mean 'bookdrop help ${meant}'?`);
			if (group.length === 0) throw new UsageError(`unknown command '${name}'; run 'bookdrop help'`);
			process.stdout.write(`${group.map(commandHelp).join("\n\n")}\n`);
		},
	},
};

function usage(): string {
	const line = (name: string) => `  bookdrop ${COMMANDS[name].usage}\n      ${COMMANDS[name].summary}`;
	const names = Object.keys(COMMANDS);
	return [
		"Usage:",
		...names.filter((n) => !n.startsWith("desktop ")).map(line),
		"",
		"The merchant's desktop software, simulated (with the account's desktop key):",
		...names.filter((n) => n.startsWith("desktop ")).map(line),
		"",
		"Options: --help on any command; 'bookdrop help <command>' for its details.",
	].join("\n");
}

function commandHelp(name: string): string {
	const { usage: synopsis, summary, details, options } = COMMANDS[name];
	const known = Object.keys(options).filter((o) => OPTION_HELP[o]);
	return [
		`bookdrop ${synopsis}`,
		`  ${summary}`,
		...(details ? details.split("\n").map((l) => `  ${l}`) : []),
		...(known.length ? ["  Options:", ...known.map((o) => `    ${OPTION_HELP[o]}`)] : []),
	].join("\n");
}

/** Calls the admin API through the typed client and prints the JSON answer; an error prints to stderr and exits 1. */
async function admin(values: Values, act: (api: Bookdrop) => Promise<unknown>): Promise<void> {
	const api = new Bookdrop({ apiKey: adminTokenFrom(values.token as string | undefined).token, baseUrl: serverUrl(values), retryNetworkErrors: false });
	await printAnswer(() => act(api));
}

/** Runs a desktop command; with `state`, over the books kept in its file, their settings changed as the options say. */
async function desktop(values: Values, act: (client: Desktop) => Promise<unknown>, state?: { file: string; change: SettingsChange }): Promise<void> {
	const { Desktop, DesktopError } = await import("./desktop-simulator");
	const { Books } = await import("./desktop-ledger");
	const { changedSettings } = await import("./desktop-books-options");
	const key = keyFrom(values, "desktop");
	if (!key) throw new UsageError(`desktop commands need the desktop key: --key ab_… or BOOKDROP_DESKTOP_KEY (${QUICKSTART_HINT})`);
	const books = state === undefined ? undefined : new Books(path.resolve(state.file));
	if (state && books) books.configure(changedSettings(books.settings(), state.change));
	const client = new Desktop(serverUrl(values), key, (line) => process.stderr.write(`${line}\n`), books);
	try {
		await printAnswer(() => act(client));
	} catch (err) {
		if (!(err instanceof DesktopError)) throw err;
		printJson(err.body, false);
	}
}

async function main(argv: string[]): Promise<void> {
	const { name, rest } = findCommand(argv, Object.keys(COMMANDS));
	const command = COMMANDS[name];
	let parsed: { values: Values; positionals: string[] };
	try {
		parsed = parseArgs({ args: rest, options: { ...command.options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
	} catch (err) {
		throw optionError(err as Error, name, Object.keys(command.options));
	}
	if (parsed.values.help) return void process.stdout.write(`${name === "help" ? usage() : commandHelp(name)}\n`);
	const { min, max } = command.args;
	if (parsed.positionals.length < min) throw new UsageError(`missing argument; usage: bookdrop ${command.usage}`);
	if (parsed.positionals.length > max) throw new UsageError(`unexpected argument '${parsed.positionals[max]}'; run 'bookdrop help ${name}'`);
	await command.run(parsed.positionals, parsed.values);
}

main(process.argv.slice(2)).catch((err: Error) => {
	const known = err instanceof UsageError || err instanceof Failure || err instanceof UnreachableError;
	process.stderr.write(`bookdrop: ${known ? err.message : err.stack}\n`);
	process.exit(err instanceof UsageError ? 2 : 1);
});
