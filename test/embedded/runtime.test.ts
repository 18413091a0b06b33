import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { client, expectError, request } from "../support/suite-api";
import { ENTRY, logTail, Proc, ROOT, Server, startEmbedded, startProcess, stopProcesses } from "../support/servers";

const run = promisify(execFile);

// One embedded server of its own: a tiny rate limit, and no ADMIN_TOKEN so it generates one.
let server: Server & { dataDir: string };

beforeAll(async () => {
	server = await startEmbedded({ RATE_LIMIT_PER_MINUTE: "3", ADMIN_TOKEN: "", WEBHOOK_ALLOW_PRIVATE: "false" });
}, 60_000);

afterAll(async () => {
	await stopProcesses(server.procs);
});

function cli(...args: string[]) {
	return run(process.execPath, [ENTRY, ...args, "--url", server.url], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: server.dataDir } });
}

async function newDesktopKey(): Promise<string> {
	const { stdout } = await cli("accounts", "create", "Rate", "Ltd");
	return JSON.parse(stdout).desktop_key.secret;
}

test("start-up prints the URL, where the admin token is, and where the ready checks and metrics are", () => {
	const log = logTail(server.procs[0], 200);
	expect(log).toContain(`bookdrop is listening on http://127.0.0.1:${server.procs[0].port}`);
	expect(log).toContain(`Admin token: ${path.join(server.dataDir, "admin-token")}`);
	expect(log).toContain(`Ready checks at ${server.url}/readyz; metrics at ${server.url}/metrics (admin token)`);
});

test("the generated admin token is in DATA_DIR/admin-token, readable by its owner only", () => {
	const file = path.join(server.dataDir, "admin-token");
	expect(fs.statSync(file).mode & 0o777).toBe(0o600);
	expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^adm_[0-9a-f]{48}$/);
});

describe("the CLI", () => {
	test("accounts create and keys create print JSON from the admin API", async () => {
		const account = JSON.parse((await cli("accounts", "create", "Acme", "Ltd")).stdout);
		expect(account.account.name).toBe("Acme Ltd");
		const key = JSON.parse((await cli("keys", "create", "--account", account.account.id, "--scopes", "read,write", "--name", "Shop")).stdout);
		expect(key).toMatchObject({ object: "api_key", scopes: ["read", "write"], name: "Shop", secret: expect.stringMatching(/^ab_/) });
		const same = JSON.parse((await cli("keys", "create", "--account", account.account.id, "--scopes", "read", "--integration", key.integration)).stdout);
		expect(same.integration).toBe(key.integration);
	});

	test("accounts list, keys list, keys revoke and keys replace-desktop print JSON from the admin API", async () => {
		const made = JSON.parse((await cli("accounts", "create", "Listed")).stdout);
		const accountId = made.account.id;
		const first = JSON.parse((await cli("accounts", "list", "--limit", "1")).stdout);
		expect(first).toMatchObject({ object: "list", url: "/admin/v1/accounts", has_more: true, data: [made.account] });
		const older = JSON.parse((await cli("accounts", "list", "--starting-after", accountId, "--limit", "100")).stdout);
		expect(older.data.length).toBeGreaterThan(0);
		expect(older.data.map((a: { id: string }) => a.id)).not.toContain(accountId);

		const shop = JSON.parse((await cli("keys", "create", "--account", accountId, "--scopes", "read")).stdout);
		const listed = await cli("keys", "list", "--account", accountId);
		expect(JSON.parse(listed.stdout).data.map((k: { id: string; integration: string | null }) => [k.id, k.integration])).toEqual([
			[shop.id, shop.integration],
			[made.desktop_key.id, null],
		]);
		expect(listed.stdout).not.toContain('"secret"');

		const revoked = JSON.parse((await cli("keys", "revoke", shop.id)).stdout);
		expect(revoked).toMatchObject({ id: shop.id, revoked_at: expect.any(Number) });
		expectError(await request("GET", "/v1/account", { key: shop.secret, baseUrl: server.url }), 401, "api_key_invalid");

		const replaced = JSON.parse((await cli("keys", "replace-desktop", "--account", accountId)).stdout);
		expect(replaced).toMatchObject({ object: "api_key", integration: null, secret: expect.stringMatching(/^ab_/) });
		expectError(await request("GET", "/v1/account", { key: made.desktop_key.secret, baseUrl: server.url }), 401, "api_key_invalid");
		expect((await request("GET", "/v1/account", { key: replaced.secret, baseUrl: server.url })).status).toBe(200);

		const unknown = await cli("keys", "revoke", "key_nope").catch((err) => err);
		expect({ code: unknown.code, error: JSON.parse(unknown.stderr).error.code }).toEqual({ code: 1, error: "resource_missing" });
	});

	test("an API error exits 1 with the error body on stderr", async () => {
		const failure = await cli("keys", "create", "--account", "acct_nope", "--scopes", "read").catch((err) => err);
		expect(failure.code).toBe(1);
		expect(JSON.parse(failure.stderr).error.code).toBe("resource_missing");
	});

	test("a missing token exits 2 and says where it looked", async () => {
		const failure = await run(process.execPath, [ENTRY, "accounts", "create", "X", "--url", server.url], {
			cwd: ROOT,
			env: { PATH: process.env.PATH, DATA_DIR: "/nonexistent" },
		}).catch((err) => err);
		expect(failure.code).toBe(2);
		expect(failure.stderr).toContain("No admin token");
	});
});

describe("rate limit", () => {
	test("counts per key, with headers on every response and 429 past the limit", async () => {
		const key = await newDesktopKey();
		const replies = [];
		for (let i = 0; i < 3; i++) replies.push(await request("GET", "/v1/customers", { key, baseUrl: server.url }));
		expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
		expect(replies.map((r) => r.headers.get("x-ratelimit-remaining"))).toEqual(["2", "1", "0"]);
		for (const r of replies) {
			expect(r.headers.get("x-ratelimit-limit")).toBe("3");
			const reset = Number(r.headers.get("x-ratelimit-reset"));
			expect(reset).toBeGreaterThan(Date.now() / 1000 - 1);
			expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
		}
		const limited = await request("GET", "/v1/customers", { key, baseUrl: server.url });
		expectError(limited, 429, "rate_limited");
		const retryAfter = Number(limited.headers.get("retry-after"));
		expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
		expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
		// another key has its own budget
		const other = await newDesktopKey();
		expect((await request("GET", "/v1/customers", { key: other, baseUrl: server.url })).status).toBe(200);
	});

	test("a bad body is refused after the rate limit: it counts, and past the budget it is 429 whatever it holds", async () => {
		const key = await newDesktopKey();
		const post = (rawBody: string) =>
			request("POST", "/v1/customers", {
				key,
				rawBody,
				idempotencyKey: `k-${rawBody.length}`,
				headers: { "Content-Type": "application/json" },
				baseUrl: server.url,
			});
		const refused = [await post("{"), await post('{"name": '), await post("[1]")];
		expect(refused.map((r) => [r.status, r.body.error.code, r.headers.get("x-ratelimit-remaining")])).toEqual([
			[400, "invalid_json", "2"],
			[400, "invalid_json", "1"],
			[400, "invalid_json", "0"],
		]);
		const limited = await post("{");
		expectError(limited, 429, "rate_limited");
		expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
	});

	test("requests with an invalid key are not charged to anyone and carry no rate headers", async () => {
		const res = await request("GET", "/v1/customers", { key: "ab_unknown", baseUrl: server.url });
		expectError(res, 401, "api_key_invalid");
		expect(res.headers.get("x-ratelimit-limit")).toBeNull();
	});
});

test("a short or placeholder ADMIN_TOKEN stops the start with a clear message", async () => {
	for (const token of ["short", "REPLACE_ME_WITH_A_LONG_RANDOM_STRING"]) {
		const proc = await startProcess("weak-token", { DATA_DIR: `${server.dataDir}-weak`, ADMIN_TOKEN: token });
		await new Promise<void>((resolve) => proc.child.once("exit", () => resolve()));
		expect(proc.child.exitCode).not.toBe(0);
		expect(logTail(proc)).toContain("ADMIN_TOKEN must be a random string of at least 24 characters");
	}
}, 30_000);

test("without WEBHOOK_ALLOW_PRIVATE, webhook endpoints on private or loopback addresses are refused, naming bookdrop listen and the setting", async () => {
	// a key per URL: this server allows 3 requests a minute per key
	for (const url of [
		"http://localhost:4242/hooks",
		"https://127.0.0.1:8443/hook",
		"https://localhost/hook",
		"https://[::1]/hook",
		"https://[::127.0.0.1]/hook",
		"https://192.168.0.10/hook",
	]) {
		const desktop = client(await newDesktopKey(), server.url);
		const refused = await desktop.create("/v1/webhook_endpoints", { url });
		expectError(refused, 400, "webhook_url_invalid", "url");
		expect(refused.body.error.message).toMatch(
			/run `bookdrop listen --forward-to <url>`, or start the server with WEBHOOK_ALLOW_PRIVATE=true \(development only\)\.$/,
		);
		expect((await desktop.get("/v1/webhook_endpoints")).body.data).toEqual([]);
	}
});

describe("DATA_DIR", () => {
	test("a second process on the same DATA_DIR is refused with a clear message", async () => {
		const second: Proc = await startProcess("second", { DATA_DIR: server.dataDir, ADMIN_TOKEN: "adm_a_valid_token_of_enough_characters" });
		await new Promise<void>((resolve) => second.child.once("exit", () => resolve()));
		expect(second.child.exitCode).not.toBe(0);
		expect(logTail(second)).toContain(`DATA_DIR ${server.dataDir} is in use by another bookdrop process`);
		// and the first one is unharmed
		expect((await request("GET", "/healthz", { baseUrl: server.url })).status).toBe(200);
	});

	test("data and the admin token survive a restart", async () => {
		const key = await newDesktopKey();
		const desktop = client(key, server.url);
		const created = await desktop.create("/v1/customers", { name: "Survivor" });
		const token = fs.readFileSync(path.join(server.dataDir, "admin-token"), "utf8");
		await stopProcesses(server.procs);
		server = await startEmbedded({ DATA_DIR: server.dataDir, RATE_LIMIT_PER_MINUTE: "3", ADMIN_TOKEN: "", WEBHOOK_ALLOW_PRIVATE: "false" });
		expect(fs.readFileSync(path.join(server.dataDir, "admin-token"), "utf8")).toBe(token);
		const again = await client(key, server.url).get(`/v1/customers/${created.body.id}`);
		expect(again.body).toEqual(created.body);
	}, 60_000);
});
