import { admin, client, expectError, newAccount, request, target } from "../support/suite-api";
import { nowSeconds } from "../support/fixtures";
import { sleep } from "../support/wait";

/** A new desktop key as the admin API shows it, once, with its secret. */
function expectDesktopKey(key: { secret: string }) {
	expect(key).toEqual({
		id: expect.stringMatching(/^key_/),
		object: "api_key",
		name: "Desktop",
		scopes: ["read", "write", "import", "keys"],
		integration: null,
		secret: expect.stringMatching(/^ab_[0-9A-Za-z]{32}$/),
		secret_last4: key.secret.slice(-4),
		mode: "live",
		created: expect.any(Number),
		expires_at: null,
		revoked_at: null,
	});
}

describe("admin API", () => {
	test("needs the admin token", async () => {
		expectError(await request("POST", "/admin/v1/accounts", { body: { name: "X" } }), 401, "api_key_missing");
		expectError(await request("POST", "/admin/v1/accounts", { key: "wrong", body: { name: "X" } }), 401, "api_key_invalid");
	});

	test("an API key is not an admin token", async () => {
		const account = await newAccount();
		const res = await request("POST", "/admin/v1/accounts", { key: account.desktop.key, body: { name: "X" } });
		expectError(res, 401, "api_key_invalid");
	});

	test("the admin token is not an API key", async () => {
		expectError(await request("GET", "/v1/customers", { key: target().adminToken }), 401, "api_key_invalid");
	});

	test("creates an account with its desktop key, shown once", async () => {
		const res = await admin("/accounts", { name: "Acme Ltd" });
		expect(res.status).toBe(201);
		expect(res.body.account).toEqual({
			id: expect.stringMatching(/^acct_[0-9A-Za-z]{24}$/),
			object: "account",
			name: "Acme Ltd",
			mode: "live",
			created: expect.any(Number),
			last_import_at: null,
			importer: { last_seen_at: null, status: "never", last_claim_at: null, next_claim_expected_at: null },
		});
		expectDesktopKey(res.body.desktop_key);
		const read = await admin(`/accounts/${res.body.account.id}`);
		expect(read.body).toEqual(res.body.account);
	});

	test("validates the account name", async () => {
		expectError(await admin("/accounts", {}), 400, "parameter_missing", "name");
		expectError(await admin("/accounts", { name: "" }), 400, "parameter_invalid", "name");
		expectError(await admin("/accounts", { name: "A", plan: "gold" }), 400, "parameter_unknown", "plan");
	});

	test("an unknown account is 404", async () => {
		expectError(await admin("/accounts/acct_nope"), 404, "resource_missing");
		expectError(await admin("/accounts/acct_nope/api_keys", { scopes: ["read"] }), 404, "resource_missing");
	});

	test("creates integration keys: a new integration unless one is named", async () => {
		const { accountId } = await newAccount();
		const first = await admin(`/accounts/${accountId}/api_keys`, { scopes: ["read", "write"], name: "Shopify sync" });
		expect(first.status).toBe(201);
		expect(first.body).toMatchObject({ object: "api_key", name: "Shopify sync", scopes: ["read", "write"], integration: expect.stringMatching(/^int_/) });
		const second = await admin(`/accounts/${accountId}/api_keys`, { scopes: ["read"], integration: first.body.integration });
		expect(second.body.integration).toBe(first.body.integration);
		const third = await admin(`/accounts/${accountId}/api_keys`, { scopes: ["read"] });
		expect(third.body.integration).not.toBe(first.body.integration);
	});

	test("refuses scopes an integrator may not hold, and integrations of other accounts", async () => {
		const { accountId } = await newAccount();
		const other = await newAccount();
		const otherKey = await other.integration();
		expectError(await admin(`/accounts/${accountId}/api_keys`, { scopes: ["import"] }), 400, "parameter_invalid", "scopes[0]");
		expectError(await admin(`/accounts/${accountId}/api_keys`, { scopes: [] }), 400, "parameter_invalid", "scopes");
		expectError(await admin(`/accounts/${accountId}/api_keys`, {}), 400, "parameter_missing", "scopes");
		const foreign = await admin(`/accounts/${accountId}/api_keys`, { scopes: ["read"], integration: otherKey.keyObject.integration });
		expectError(foreign, 400, "resource_missing", "integration");
	});
});

describe("/v1/api_keys (the desktop's key management)", () => {
	test("needs the keys scope", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		expectError(await shop.get("/v1/api_keys"), 403, "insufficient_scope");
		expectError(await shop.create("/v1/api_keys", { scopes: ["read"] }), 403, "insufficient_scope");
	});

	test("creates a key that works at once; its secret is never shown again", async () => {
		const account = await newAccount();
		const res = await account.desktop.create("/v1/api_keys", { scopes: ["read", "write"], name: "Time tracker" });
		expect(res.status).toBe(201);
		expect(res.body.secret).toMatch(/^ab_/);
		const shop = client(res.body.secret);
		expect((await shop.create("/v1/customers", { name: "Via new key" })).status).toBe(201);
		const list = await account.desktop.get("/v1/api_keys");
		expect(list.body.object).toBe("list");
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([res.body.id, account.desktopKey.id]);
		for (const key of list.body.data) expect(key).not.toHaveProperty("secret");
	});

	test("a replayed key create returns the same key, secret included", async () => {
		const account = await newAccount();
		const first = await account.desktop.create("/v1/api_keys", { scopes: ["read"] }, "key-create-1");
		const again = await account.desktop.create("/v1/api_keys", { scopes: ["read"] }, "key-create-1");
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(again.body).toEqual(first.body);
		expect((await account.desktop.get("/v1/api_keys")).body.data).toHaveLength(2);
	});

	test("revocation takes effect on the next request", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		expect((await shop.get("/v1/customers")).status).toBe(200);
		const res = await account.desktop.del(`/v1/api_keys/${shop.keyObject.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id: shop.keyObject.id, object: "api_key", revoked_at: expect.any(Number) });
		expectError(await shop.get("/v1/customers"), 401, "api_key_invalid");
		const again = await account.desktop.del(`/v1/api_keys/${shop.keyObject.id}`);
		expect(again.body.revoked_at).toBe(res.body.revoked_at);
	});

	test("a key cannot revoke itself, nor a key of another account", async () => {
		const account = await newAccount();
		expectError(await account.desktop.del(`/v1/api_keys/${account.desktopKey.id}`), 409, "resource_in_use");
		const other = await newAccount();
		expectError(await account.desktop.del(`/v1/api_keys/${other.desktopKey.id}`), 404, "resource_missing");
		expect((await other.desktop.get("/v1/api_keys")).status).toBe(200);
	});

	test("expires_at must be in the future; an expired key is refused", async () => {
		const account = await newAccount();
		const now = nowSeconds();
		expectError(await account.desktop.create("/v1/api_keys", { scopes: ["read"], expires_at: now - 1 }), 400, "parameter_invalid", "expires_at");
		const res = await account.desktop.create("/v1/api_keys", { scopes: ["read"], expires_at: now + 2 });
		expect(res.body.expires_at).toBe(now + 2);
		const shortLived = client(res.body.secret);
		expect((await shortLived.get("/v1/customers")).status).toBe(200);
		await sleep(3200);
		expectError(await shortLived.get("/v1/customers"), 401, "api_key_invalid");
	});
});

describe("admin: the operator's accounts and keys", () => {
	const gateways = () => target().urls;
	/** The status `key` gets on GET /v1/account through every gateway. */
	const statusEverywhere = async (key: string) =>
		Promise.all(gateways().map(async (baseUrl) => (await request("GET", "/v1/account", { key, baseUrl })).status));

	test("lists accounts newest first, paginated like every list", async () => {
		const made = [];
		for (const name of ["Oldest", "Middle", "Newest"]) made.push((await admin("/accounts", { name })).body.account);
		const [oldest, middle, newest] = made;

		const first = await admin("/accounts?limit=1");
		expect(first.status).toBe(200);
		expect(first.body).toMatchObject({ object: "list", url: "/admin/v1/accounts", has_more: true });
		expect(first.body.data).toHaveLength(1);

		const older = await admin(`/accounts?starting_after=${newest.id}&limit=100`);
		const ids = older.body.data.map((a: { id: string }) => a.id);
		expect(ids).not.toContain(newest.id);
		expect(ids.indexOf(middle.id)).toBeGreaterThanOrEqual(0);
		expect(ids.indexOf(middle.id)).toBeLessThan(ids.indexOf(oldest.id));
		expect(older.body.data[ids.indexOf(oldest.id)]).toEqual(oldest);

		const newer = await admin(`/accounts?ending_before=${oldest.id}&limit=100`);
		expect(newer.body.data.map((a: { id: string }) => a.id).slice(-2)).toEqual([newest.id, middle.id]);
	});

	test("refuses bad list parameters", async () => {
		expectError(await admin("/accounts?limit=0"), 400, "parameter_invalid", "limit");
		expectError(await admin("/accounts?starting_after=acct_nope"), 400, "resource_missing", "starting_after");
		expectError(await admin("/accounts?plan=gold"), 400, "parameter_unknown", "plan");
		expectError(await request("GET", "/admin/v1/accounts", { key: (await newAccount()).desktop.key }), 401, "api_key_invalid");
	});

	test("lists an account's keys, newest first, revoked ones included, never a secret", async () => {
		const account = await newAccount();
		const shop = await account.integration(["read"]);
		expect((await account.desktop.del(`/v1/api_keys/${shop.keyObject.id}`)).status).toBe(200);

		const res = await admin(`/accounts/${account.accountId}/api_keys`);
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ object: "list", url: `/admin/v1/accounts/${account.accountId}/api_keys`, has_more: false });
		expect(res.body.data.map((k: { id: string }) => k.id)).toEqual([shop.keyObject.id, account.desktopKey.id]);
		const [integrationKey, desktopKey] = res.body.data;
		expect(integrationKey).toMatchObject({ integration: shop.keyObject.integration, scopes: ["read"], revoked_at: expect.any(Number) });
		expect(desktopKey).toMatchObject({ integration: null, name: "Desktop", revoked_at: null, secret_last4: account.desktopKey.secret_last4 });
		expect(JSON.stringify(res.body)).not.toContain('secret"');
		expect(JSON.stringify(res.body)).not.toContain(account.desktopKey.secret);

		expect((await admin(`/accounts/${account.accountId}/api_keys?limit=1`)).body).toMatchObject({ has_more: true, data: [{ id: shop.keyObject.id }] });
		expectError(await admin("/accounts/acct_nope/api_keys"), 404, "resource_missing");
	});

	test("revokes any key by id: refused at once by every gateway, revoking again answers the same", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		expect(await statusEverywhere(shop.key)).toEqual(gateways().map(() => 200));

		const res = await admin(`/api_keys/${shop.keyObject.id}`, undefined, "DELETE");
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id: shop.keyObject.id, object: "api_key", revoked_at: expect.any(Number) });
		expect(res.body).not.toHaveProperty("secret");
		for (const baseUrl of gateways()) expectError(await request("GET", "/v1/account", { key: shop.key, baseUrl }), 401, "api_key_invalid");
		expect(await statusEverywhere(account.desktop.key)).toEqual(gateways().map(() => 200));

		const again = await admin(`/api_keys/${shop.keyObject.id}`, undefined, "DELETE");
		expect(again.body).toEqual(res.body);
		expectError(await admin("/api_keys/key_nope", undefined, "DELETE"), 404, "resource_missing");
	});

	test("issues a new desktop key, revoking the old one in the same step; integration keys keep working", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		expect(await statusEverywhere(account.desktop.key)).toEqual(gateways().map(() => 200));

		const res = await admin(`/accounts/${account.accountId}/desktop_key`, {});
		expect(res.status).toBe(201);
		expectDesktopKey(res.body);
		for (const baseUrl of gateways()) expectError(await request("GET", "/v1/account", { key: account.desktop.key, baseUrl }), 401, "api_key_invalid");
		expect(await statusEverywhere(res.body.secret)).toEqual(gateways().map(() => 200));
		expect(await statusEverywhere(shop.key)).toEqual(gateways().map(() => 200));

		const keys = (await admin(`/accounts/${account.accountId}/api_keys`)).body.data;
		expect(keys.map((k: { id: string; revoked_at: number | null }) => [k.id, k.revoked_at === null])).toEqual([
			[res.body.id, true],
			[shop.keyObject.id, true],
			[account.desktopKey.id, false],
		]);
	});

	test("a new desktop key needs a known account and takes no parameters", async () => {
		expectError(await admin("/accounts/acct_nope/desktop_key", {}), 404, "resource_missing");
		const { accountId } = await newAccount();
		expectError(await admin(`/accounts/${accountId}/desktop_key`, { name: "Mine" }), 400, "parameter_unknown", "name");
	});
});
