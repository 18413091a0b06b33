import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ENTRY, freePort, Outcome, ROOT, runBookdrop as bookdrop } from "../support/servers";

const run = promisify(execFile);

// The `bookdrop` command's own behaviour: help, refusals of wrong calls, one-line errors, and the
// two commands that run without a server (serve refusing a taken port, migrate). The commands
// that talk to a server are tested in runtime.test.ts (admin) and desktop-cli.test.ts (desktop).

/** A refusal: exit `code`, nothing on stdout, exactly one line on stderr, and no stack trace. */
function expectOneLine(outcome: Outcome, code: number, message: string | RegExp): void {
	expect(outcome.code).toBe(code);
	expect(outcome.stdout).toBe("");
	const lines = outcome.stderr.trimEnd().split("\n");
	expect(lines).toHaveLength(1);
	expect(lines[0]).toMatch(message);
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-cli-"));

describe("help", () => {
	test("bookdrop without arguments, help and --help print the list of commands and exit 0", async () => {
		for (const args of [[], ["help"], ["--help"], ["-h"]]) {
			const { code, stdout, stderr } = await bookdrop(args);
			expect(code).toBe(0);
			expect(stderr).toBe("");
			expect(stdout).toMatch(/^Usage:\n/);
			for (const command of [
				"quickstart",
				"version",
				"serve",
				"migrate",
				"accounts create <name>",
				"accounts list",
				"keys create",
				"keys list",
				"keys revoke <key_…>",
				"keys replace-desktop",
				"issues list",
				"requests list",
				"portal",
				"sandbox clock",
				"desktop import",
				"desktop reject <id>",
				"desktop revert",
				"help",
			]) {
				expect(stdout).toContain(`bookdrop ${command}`);
			}
		}
	});

	test("help <command> and <command> --help print that command's details and options", async () => {
		const viaHelp = await bookdrop(["help", "desktop", "import"]);
		const viaFlag = await bookdrop(["desktop", "import", "--help"]);
		expect(viaHelp.code).toBe(0);
		expect(viaFlag).toEqual(viaHelp);
		expect(viaHelp.stdout).toMatch(/^bookdrop desktop import /);
		expect(viaHelp.stdout).toContain("customers or\n  customer");
		expect(viaHelp.stdout).toContain("Retry-After");
		expect(viaHelp.stdout).toContain("--key <ab_…>");
		expect(viaHelp.stdout).not.toContain("bookdrop desktop revert");

		const group = await bookdrop(["help", "desktop"]);
		expect(group.code).toBe(0);
		expect(group.stdout.match(/^bookdrop desktop \w+/gm)).toEqual(["bookdrop desktop import", "bookdrop desktop reject", "bookdrop desktop revert"]);
		expect((await bookdrop(["desktop", "--help"])).stdout).toBe(group.stdout);
		const reject = await bookdrop(["help", "desktop", "reject"]);
		expect(reject.stdout).toMatch(/^bookdrop desktop reject <id> \[--code <code>\] \[--reason <text>\]/);
		expect(reject.stdout).toContain("duplicate, invalid_data, missing_reference,\n  name_in_use, period_locked, not_wanted or other (the default)");
		expect(reject.stdout).toContain("--code <code>");

		const keys = await bookdrop(["keys", "create", "-h"]);
		expect(keys.stdout).toContain("--token <token>");
		expect((await bookdrop(["help", "migrate"])).stdout).toContain("MIGRATIONS=wait");
	});
});

test("bookdrop --version and bookdrop version print the package's version", async () => {
	const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
	for (const args of [["--version"], ["version"]]) expect(await bookdrop(args)).toEqual({ code: 0, stdout: `bookdrop ${version}\n`, stderr: "" });
});

describe("a mistyped command or option is refused with the closest one named", () => {
	test.each([
		[["accounts", "crete", "Acme"], "unknown command 'accounts crete'; did you mean 'bookdrop accounts create'? Run 'bookdrop help accounts create'"],
		[["acounts", "list"], "unknown command 'acounts list'; did you mean 'bookdrop accounts list'? Run 'bookdrop help accounts list'"],
		[["desktop", "imprt"], "unknown command 'desktop imprt'; did you mean 'bookdrop desktop import'? Run 'bookdrop help desktop import'"],
		[["lisen", "--forward-to", "http://localhost:1"], "unknown command 'lisen'; did you mean 'bookdrop listen'? Run 'bookdrop help listen'"],
		[["triger", "customer.imported"], "unknown command 'triger'; did you mean 'bookdrop trigger'? Run 'bookdrop help trigger'"],
		[["quickstrat"], "unknown command 'quickstrat'; did you mean 'bookdrop quickstart'? Run 'bookdrop help quickstart'"],
		[["help", "keys", "revok"], "unknown command 'keys revok'; did you mean 'bookdrop help keys revoke'?"],
		[["keys", "create", "--acount", "acct_1"], "Unknown option '--acount'; did you mean '--account'? Run 'bookdrop help keys create'"],
		[["desktop", "import", "--limt", "5"], "Unknown option '--limt'; did you mean '--limit'? Run 'bookdrop help desktop import'"],
		[
			["trigger", "customer.imported", "--webhook-ulr", "https://x"],
			"Unknown option '--webhook-ulr'; did you mean '--webhook-url'? Run 'bookdrop help trigger'",
		],
	])("bookdrop %j", async (args, message) => {
		expectOneLine(await bookdrop(args as string[], { DATA_DIR: "/nonexistent" }), 2, `bookdrop: ${message}`);
	});
});

describe("wrong calls are refused with one line and exit 2", () => {
	test.each([
		[["frobnicate"], /^bookdrop: unknown command 'frobnicate'; run 'bookdrop help'$/],
		[["help", "frobnicate"], /^bookdrop: unknown command 'frobnicate'/],
		[["desktop"], /^bookdrop: 'desktop' needs one of: import, reject, revert/],
		[["accounts", "create", "Acme", "--bogus"], /^bookdrop: Unknown option '--bogus'; run 'bookdrop help accounts create'$/],
		[["serve", "--port", "3000"], /^bookdrop: Unknown option '--port'/],
		[["accounts", "create", "Acme", "--url"], /^bookdrop: Option '--url <value>' argument missing/],
		[["--url", "http://127.0.0.1:1", "accounts", "create", "Acme"], /^bookdrop: the command comes first/],
		[["accounts", "create"], /^bookdrop: missing argument; usage: bookdrop accounts create <name>/],
		[["desktop", "revert", "imb_1", "imb_2", "--key", "ab_x"], /^bookdrop: unexpected argument 'imb_2'/],
		[["serve", "now"], /^bookdrop: unexpected argument 'now'/],
		[["keys", "create", "--account", "acct_1", "--token", "t"], /^bookdrop: keys create needs --account and --scopes$/],
		[["keys", "list", "--token", "t"], /^bookdrop: keys list needs --account$/],
		[["keys", "replace-desktop", "--token", "t"], /^bookdrop: keys replace-desktop needs --account$/],
		[["keys", "revoke", "--token", "t"], /^bookdrop: missing argument; usage: bookdrop keys revoke <key_…>/],
		[["accounts", "list", "--limit", "ten", "--token", "t"], /^bookdrop: --limit takes a whole number above 0$/],
		[["keys"], /^bookdrop: 'keys' needs one of: create, list, revoke, replace-desktop;/],
		[["desktop", "import", "--limit", "0", "--key", "ab_x"], /^bookdrop: --limit takes a whole number above 0$/],
		[
			["desktop", "import", "--type", "customers,invoices", "--key", "ab_x"],
			/^bookdrop: unknown type 'invoices' \(known: customers, suppliers, categories, products, expenses, revenue, refunds\)$/,
		],
		[
			["desktop", "import"],
			/^bookdrop: desktop commands need the desktop key: --key ab_… or BOOKDROP_DESKTOP_KEY \(eval "\$\(bookdrop quickstart\)" sets it for a new test account\)$/,
		],
		[
			["listen", "--forward-to", "http://localhost:9/hooks"],
			/^bookdrop: listen needs an API key: --key ab_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/,
		],
		[["issues", "list", "--status", "closed", "--key", "ab_x"], /^bookdrop: --status takes open or resolved, got 'closed'$/],
		[["issues", "list"], /^bookdrop: issues list needs an API key: --key ab_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/],
		[["requests", "list", "--status", "4xx", "--key", "ab_x"], /^bookdrop: --status takes an HTTP status code such as 404, got '4xx'$/],
		[["requests", "list"], /^bookdrop: requests list needs an API key: --key ab_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/],
		[["sandbox", "clock"], /^bookdrop: sandbox clock needs a test key: --key ab_test_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/],
		[["sandbox", "clock", "--freeze", "--advance", "60", "--key", "ab_test_x"], /^bookdrop: sandbox clock takes one of --advance, --freeze and --unfreeze$/],
		[["sandbox", "clock", "--advance", "1h", "--key", "ab_test_x"], /^bookdrop: --advance takes whole seconds, got '1h'$/],
		[["portal"], /^bookdrop: portal needs an API key: --key ab_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/],
		[["trigger", "customer.imported"], /^bookdrop: trigger needs a test key: --key ab_test_… or BOOKDROP_API_KEY \(eval "\$\(bookdrop quickstart\)"/],
		[
			["desktop", "reject", "cus_1", "--code", "Duplicate", "--key", "ab_x"],
			/^bookdrop: unknown code 'Duplicate' \(known: duplicate, invalid_data, missing_reference, name_in_use, period_locked, not_wanted, other\)$/,
		],
		[["accounts", "create", "Acme", "--token", "t", "--url", "not a url"], /^bookdrop: --url takes a URL like/],
	])("bookdrop %j", async (args, message) => {
		expectOneLine(await bookdrop(args as string[], { DATA_DIR: "/nonexistent" }), 2, message as RegExp);
	});
});

describe("a server that is down", () => {
	test("admin and desktop commands say they cannot reach it, in one line, and exit 1", async () => {
		const url = `http://127.0.0.1:${await freePort()}`;
		const message = `bookdrop: cannot reach bookdrop at ${url} (ECONNREFUSED): start the server (npm start), or set BOOKDROP_URL (or --url) to where it runs`;
		expectOneLine(await bookdrop(["accounts", "create", "Acme", "--url", url, "--token", "t".repeat(24)]), 1, message);
		expectOneLine(await bookdrop(["keys", "create", "--account", "acct_1", "--scopes", "read", "--url", url, "--token", "t".repeat(24)]), 1, message);
		expectOneLine(await bookdrop(["desktop", "import", "--key", "ab_x", "--url", url]), 1, message);
		expectOneLine(await bookdrop(["desktop", "revert", "imb_1", "--key", "ab_x"], { PORT: url.split(":")[2] }), 1, message);
		expectOneLine(await bookdrop(["desktop", "revert", "imb_1"], { BOOKDROP_URL: url, BOOKDROP_DESKTOP_KEY: "ab_x" }), 1, message);
		expectOneLine(await bookdrop(["quickstart"], { BOOKDROP_URL: url, ADMIN_TOKEN: "t".repeat(24) }), 1, message);
		expectOneLine(await bookdrop(["trigger", "customer.imported"], { BOOKDROP_URL: url, BOOKDROP_API_KEY: "ab_test_x" }), 1, message);
		// listen too, on its own connection: it used to say only ECONNREFUSED
		expectOneLine(await bookdrop(["listen", "--forward-to", "http://localhost:9/hooks"], { BOOKDROP_URL: url, BOOKDROP_API_KEY: "ab_x" }), 1, message);
	});

	test("something that answers but is not bookdrop is named as such", async () => {
		const server = net.createServer((socket) => socket.end("HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\nContent-Length: 5\r\n\r\n<h1/>"));
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		try {
			const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
			expectOneLine(
				await bookdrop(["desktop", "revert", "imb_1", "--key", "ab_x", "--url", url]),
				1,
				`bookdrop: ${url} answered HTTP 502 without JSON: is it bookdrop? Set BOOKDROP_URL (or --url) to bookdrop's address.`,
			);
		} finally {
			server.close();
		}
	});
});

describe("bookdrop serve with a PORT another process holds", () => {
	let holder: net.Server;
	let port: number;

	beforeAll(async () => {
		holder = net.createServer();
		await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
		port = (holder.address() as net.AddressInfo).port;
	});
	afterAll(() => holder.close());

	// The gateway listens as its service starts, every other process through its health server;
	// the port is refused before either, at the default log level too: one line, nothing on stdout.
	const COMBINATIONS: Array<[string, Record<string, string>]> = [
		["every service (SERVICES unset)", {}],
		["the gateway alone", { SERVICES: "gateway" }],
		["the gateway and a service", { SERVICES: "gateway,accounts" }],
		["a service without the gateway", { SERVICES: "accounts" }],
		["every service but the gateway", { SERVICES: "accounts,catalog,transactions,batches,events,webhooks" }],
	];

	async function serveOnTakenPort(env: Record<string, string>): Promise<Outcome> {
		const dataDir = tempDir();
		try {
			return await bookdrop(["serve"], { HOST: "127.0.0.1", DATA_DIR: dataDir, ...env });
		} finally {
			fs.rmSync(dataDir, { recursive: true, force: true });
		}
	}

	test.each(COMBINATIONS)(
		"PORT, %s: exits 1 with one line saying the port is in use",
		async (_, services) => {
			expectOneLine(
				await serveOnTakenPort({ ...services, PORT: String(port) }),
				1,
				`bookdrop: port ${port} is in use: stop the other process or set another PORT`,
			);
		},
		60_000,
	);

	test.each(COMBINATIONS)(
		"METRICS_PORT, %s: exits 1 with one line naming METRICS_PORT",
		async (_, services) => {
			const env = { ...services, PORT: String(await freePort()), METRICS_PORT: String(port) };
			expectOneLine(await serveOnTakenPort(env), 1, `bookdrop: port ${port} is in use: stop the other process or set another METRICS_PORT`);
		},
		60_000,
	);
});

describe("bookdrop migrate", () => {
	const shipped = fs
		.readdirSync(path.join(ROOT, "shared/migrations"))
		.filter((f) => f.endsWith(".sql"))
		.sort();

	test("applies every migration to a fresh PGlite DATA_DIR, then has nothing left to apply", async () => {
		const dataDir = tempDir();
		const first = await bookdrop(["migrate"], { DATA_DIR: dataDir });
		expect(first).toEqual({ code: 0, stdout: `applied ${shipped.join(", ")}\n`, stderr: "" });
		const again = await bookdrop(["migrate"], { DATA_DIR: dataDir });
		expect(again).toEqual({ code: 0, stdout: "nothing to apply: the database is up to date\n", stderr: "" });
		// the lock file is gone: a server may start on the directory now
		expect(fs.existsSync(path.join(dataDir, "bookdrop.lock"))).toBe(false);
		fs.rmSync(dataDir, { recursive: true, force: true });
	}, 60_000);

	test("a database it cannot reach fails in one line, exit 1", async () => {
		const port = await freePort();
		const outcome = await bookdrop(["migrate"], { DATABASE_URL: `postgres://nobody:pg-secret@127.0.0.1:${port}/none` });
		expectOneLine(outcome, 1, `bookdrop: migrate failed: DATABASE_URL: cannot connect to 127.0.0.1:${port} (ECONNREFUSED)`);
	});

	test("MIGRATIONS=wait without DATABASE_URL, or an unknown MIGRATIONS, stops serve in one line", async () => {
		const dataDir = tempDir();
		expectOneLine(await bookdrop(["serve"], { DATA_DIR: dataDir, MIGRATIONS: "wait" }), 1, /^bookdrop: MIGRATIONS=wait needs DATABASE_URL/);
		expectOneLine(await bookdrop(["serve"], { DATA_DIR: dataDir, MIGRATIONS: "skip" }), 1, /^bookdrop: MIGRATIONS must be "apply" or "wait", got "skip"$/);
		fs.rmSync(dataDir, { recursive: true, force: true });
	});
});

test("a server URL of the wrong kind stops serve in one line naming the setting, exit 1, and never shows its password", async () => {
	const cases: Array<[Record<string, string>, string]> = [
		[
			{ DATABASE_URL: "mysql://root:db-secret@127.0.0.1/bookdrop" },
			"DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://bookdrop:password@127.0.0.1:5432/bookdrop; got mysql://…",
		],
		[{ REDIS_URL: "memcached://cache-secret@127.0.0.1" }, "REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379; got memcached://…"],
		[{ TRANSPORTER: "nats://127.0.0.1:4222,redis://127.0.0.1" }, "TRANSPORTER must be a nats:// URL, such as nats://127.0.0.1:4222; got redis://…"],
		[
			{ DATABASE_URL: "127.0.0.1:5432" },
			"DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://bookdrop:password@127.0.0.1:5432/bookdrop; got no URL",
		],
	];
	for (const [env, message] of cases) expectOneLine(await bookdrop(["serve"], { DATA_DIR: "/nonexistent", ...env }), 1, `bookdrop: ${message}`);
});

test("a database serve cannot reach stops it with a line naming DATABASE_URL and the address, never the password, exit 1", async () => {
	const [port, dataDir] = [await freePort(), tempDir()];
	const env = {
		DATABASE_URL: `postgres://bookdrop:pg-secret@127.0.0.1:${port}/bookdrop`,
		PORT: String(await freePort()),
		HOST: "127.0.0.1",
		DATA_DIR: dataDir,
	};
	const outcome = await bookdrop(["serve"], env);
	fs.rmSync(dataDir, { recursive: true, force: true });
	expect(outcome.code).toBe(1);
	expect(outcome.stderr.trimEnd().split("\n").at(-1)).toBe(`bookdrop: DATABASE_URL: cannot connect to 127.0.0.1:${port} (ECONNREFUSED)`);
	expect(outcome.stdout + outcome.stderr).not.toContain("pg-secret");
});

test("a boolean setting other than true or false stops serve in one line, exit 1", async () => {
	const outcome = await bookdrop(["serve"], { DATA_DIR: "/nonexistent", WEBHOOK_ALLOW_PRIVATE: "1" });
	expectOneLine(outcome, 1, /^bookdrop: WEBHOOK_ALLOW_PRIVATE must be "true" or "false", got "1"$/);
});

test("on a Node.js older than 22, every command exits 1 with one line naming the requirement", async () => {
	// Node 20 as bookdrop sees it: process.versions.node is configurable, so a preload can change it.
	const dir = tempDir();
	const preload = path.join(dir, "node20.js");
	fs.writeFileSync(preload, 'Object.defineProperty(process.versions, "node", { value: "20.20.2" });\n');
	for (const args of [["serve"], ["help"]]) {
		const outcome = await run(process.execPath, ["-r", preload, ENTRY, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "" } }).then(
			(ok) => ({ code: 0, ...ok }),
			(err) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
		);
		expectOneLine(outcome, 1, "bookdrop needs Node.js 22 or later (24 LTS recommended); this is Node.js 20.20.2.");
	}
	fs.rmSync(dir, { recursive: true, force: true });
});
