import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Block, blocks } from "../support/markdown";
import { ENTRY, freePort, Server, startEmbedded, stopProcesses } from "../support/servers";

// `bookdrop quickstart` and the README's walk-through ("A first walk-through"), run as printed in a
// new shell beside a server started as `npm start` starts it on a clean data directory: no
// ADMIN_TOKEN, so the token is the one the server generated into ./data.

const run = promisify(execFile);

let server: Server;
/** The directory the server was started in: `data/` is its DATA_DIR. */
let home: string;

beforeAll(async () => {
	home = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-quickstart-"));
	server = await startEmbedded({ DATA_DIR: path.join(home, "data"), ADMIN_TOKEN: "" });
}, 90_000);

afterAll(async () => {
	if (server) await stopProcesses(server.procs);
	fs.rmSync(home, { recursive: true, force: true });
});

/** A reader's shell: nothing of bookdrop's set, but the PORT the server listens on (3000 for `npm start`). */
const shellEnv = (more: Record<string, string> = {}) => ({ PATH: process.env.PATH ?? "", HOME: os.homedir(), PORT: new URL(server.url).port, ...more });

async function bookdrop(args: string[], cwd: string, env: Record<string, string> = {}) {
	return run(process.execPath, [ENTRY, ...args], { cwd, env: shellEnv(env) }).then(
		(done) => ({ code: 0, ...done }),
		(err) => ({ code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string }),
	);
}

/** The README's blocks from "## A first walk-through" to the next heading of its own level or below. */
function walkThrough(): Block[] {
	const lines = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8").split("\n");
	const start = lines.indexOf("## A first walk-through") + 1;
	const end = lines.findIndex((line, i) => i >= start && /^##/.test(line)) + 1;
	expect(start).toBeGreaterThan(0);
	return blocks("README.md").filter((b) => b.line > start && b.line < end);
}

test("the walk-through runs as printed: quickstart's exports reach every command after it, with nothing copied by hand", async () => {
	const shell = walkThrough().filter((b) => b.lang === "sh" && !b.directive);
	expect(shell[0].text).toBe('eval "$(npx bookdrop quickstart)"');
	const script = [
		"set -euo pipefail",
		// `npx bookdrop` is the built command, as in a checkout after `npm ci`
		`npx() { [ "$1" = bookdrop ] || return 2; shift; node "${ENTRY}" "$@"; }`,
		...shell.map((b) => b.text),
		'printf "\\n%s %s %s\\n" "$BOOKDROP_URL" "$BOOKDROP_API_KEY" "$BOOKDROP_DESKTOP_KEY"',
	].join("\n");
	const { stdout } = await run("bash", ["-c", script], { cwd: home, env: shellEnv() });
	const [url, apiKey, desktopKey] = stdout.trimEnd().split("\n").at(-1)!.split(" ");
	expect(url).toBe(server.url);
	expect(apiKey).toMatch(/^ab_test_/);
	expect(desktopKey).toMatch(/^ab_test_/);

	const get = async (key: string, pathAndQuery: string) =>
		(await (await fetch(`${server.url}${pathAndQuery}`, { headers: { Authorization: `Bearer ${key}` } })).json()) as any;
	const customers = (await get(apiKey, "/v1/customers?limit=10")).data as Array<{ name: string; import: { status: string } }>;
	expect(customers.map((c) => c.name).sort()).toEqual(["Jane Doe", "Trigger customer"]);
	const events = (await get(apiKey, "/v1/events?type=customer.imported&limit=10")).data;
	expect(events.length).toBeGreaterThanOrEqual(1);
	// the desktop key is the same account's: it sees the integration's customers
	expect((await get(desktopKey, "/v1/customers?limit=10")).data).toHaveLength(2);
}, 90_000);

test("quickstart prints the lines the README shows, and each run makes a new test account", async () => {
	const shown = walkThrough().find((b) => /^not run: what quickstart prints/.test(b.directive ?? ""))!;
	const pattern = (line: string) =>
		new RegExp(
			`^${line
				.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
				.replace(/…/g, "[0-9A-Za-z]+")
				.replace(":3000", `:${new URL(server.url).port}`)}$`,
		);
	const first = await bookdrop(["quickstart"], home);
	expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: "" });
	const lines = first.stdout.trimEnd().split("\n");
	expect(lines).toHaveLength(shown.text.split("\n").length);
	shown.text.split("\n").forEach((line, i) => expect(lines[i]).toMatch(pattern(line)));

	const second = await bookdrop(["quickstart", "--name", "Shop's sandbox"], home);
	expect(second.stdout).toContain(`("Shop's sandbox")`);
	const account = (out: string) => /acct_[0-9A-Za-z]+/.exec(out)![0];
	expect(account(second.stdout)).not.toBe(account(first.stdout));
});

test("without an admin token, or with another server's, quickstart stops in one line that names the fix", async () => {
	const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-quickstart-elsewhere-"));
	try {
		const none = await bookdrop(["quickstart"], elsewhere);
		expect({ code: none.code, stdout: none.stdout }).toEqual({ code: 2, stdout: "" });
		expect(none.stderr).toBe(
			`bookdrop: No admin token: ${path.join(fs.realpathSync(elsewhere), "data/admin-token")} does not exist. Run this where the server was started (npm start keeps the token in ./data), set DATA_DIR to its data directory, or set ADMIN_TOKEN (or pass --token).\n`,
		);
		// DATA_DIR points at the server's directory from anywhere
		expect((await bookdrop(["quickstart"], elsewhere, { DATA_DIR: path.join(home, "data") })).code).toBe(0);

		const wrong = await bookdrop(["quickstart"], elsewhere, { ADMIN_TOKEN: "adm_of_another_server_000000" });
		expect({ code: wrong.code, stdout: wrong.stdout }).toEqual({ code: 1, stdout: "" });
		expect(wrong.stderr).toMatch(
			new RegExp(
				`^bookdrop: ${server.url} refused the admin token from ADMIN_TOKEN \\(api_key_invalid, request req_\\w+\\): run this where that server was started, or set ADMIN_TOKEN to its token \\(npm start prints where it is\\)\\n$`,
			),
		);

		const port = await freePort();
		const down = await bookdrop(["quickstart"], home, { PORT: String(port) });
		expect(down).toEqual({
			code: 1,
			stdout: "",
			stderr: `bookdrop: cannot reach bookdrop at http://127.0.0.1:${port} (ECONNREFUSED): start the server (npm start), or set BOOKDROP_URL (or --url) to where it runs\n`,
		});
	} finally {
		fs.rmSync(elsewhere, { recursive: true, force: true });
	}
});
