import { admin, client, expectError, newAccount, request, target } from "../support/api";

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
			created: expect.any(Number),
			last_import_at: null,
		});
		expect(res.body.desktop_key).toEqual({
			id: expect.stringMatching(/^key_/),
			object: "api_key",
			name: "Desktop",
			scopes: ["read", "write", "import", "keys"],
			integration: null,
			secret: expect.stringMatching(/^ab_[0-9A-Za-z]{32}$/),
			secret_last4: res.body.desktop_key.secret.slice(-4),
			created: expect.any(Number),
			expires_at: null,
			revoked_at: null,
		});
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
		const now = Math.floor(Date.now() / 1000);
		expectError(await account.desktop.create("/v1/api_keys", { scopes: ["read"], expires_at: now - 1 }), 400, "parameter_invalid", "expires_at");
		const res = await account.desktop.create("/v1/api_keys", { scopes: ["read"], expires_at: now + 2 });
		expect(res.body.expires_at).toBe(now + 2);
		const shortLived = client(res.body.secret);
		expect((await shortLived.get("/v1/customers")).status).toBe(200);
		await new Promise((r) => setTimeout(r, 3200));
		expectError(await shortLived.get("/v1/customers"), 401, "api_key_invalid");
	});
});
