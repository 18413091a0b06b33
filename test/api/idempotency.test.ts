import { Client, expectError, newAccount, request } from "../support/suite-api";

let shop: Client;

beforeAll(async () => {
	shop = await (await newAccount()).integration();
});

const count = async (c: Client, name: string) => (await c.get("/v1/customers", `name=${encodeURIComponent(name)}&limit=100`)).body.data.length;

test("a create without Idempotency-Key is 400 idempotency_key_missing and creates nothing", async () => {
	const res = await request("POST", "/v1/customers", { key: shop.key, body: { name: "No key" } });
	expectError(res, 400, "idempotency_key_missing");
	expect(await count(shop, "No key")).toBe(0);
});

test("a key over 255 characters is refused", async () => {
	expectError(await shop.create("/v1/customers", { name: "Long key" }, "k".repeat(256)), 400, "parameter_invalid", "Idempotency-Key");
	expect((await shop.create("/v1/customers", { name: "Long key" }, "k".repeat(255))).status).toBe(201);
});

test("a replay returns the original status and body with Idempotent-Replayed, and creates nothing", async () => {
	const first = await shop.create("/v1/customers", { name: "Replay", metadata: { b: "2", a: "1" } }, "replay-1");
	expect(first.status).toBe(201);
	expect(first.headers.get("idempotent-replayed")).toBeNull();
	const again = await shop.create("/v1/customers", { metadata: { a: "1", b: "2" }, name: "Replay" }, "replay-1");
	expect(again.status).toBe(201);
	expect(again.headers.get("idempotent-replayed")).toBe("true");
	expect(again.body).toEqual(first.body);
	expect(again.headers.get("request-id")).not.toBe(first.headers.get("request-id"));
	expect(await count(shop, "Replay")).toBe(1);
});

test("the replay is the original even after the object changed", async () => {
	const first = await shop.create("/v1/customers", { name: "Snapshot" }, "replay-2");
	await shop.update(`/v1/customers/${first.body.id}`, { city: "Paris" });
	const again = await shop.create("/v1/customers", { name: "Snapshot" }, "replay-2");
	expect(again.body).toEqual(first.body);
});

test("the same key with a different body is 409 idempotency_key_reused", async () => {
	await shop.create("/v1/customers", { name: "Reused" }, "reused-1");
	expectError(await shop.create("/v1/customers", { name: "Reused 2" }, "reused-1"), 409, "idempotency_key_reused");
	expect(await count(shop, "Reused 2")).toBe(0);
});

test("the same key on another path is 409 idempotency_key_reused", async () => {
	await shop.create("/v1/customers", { name: "Path" }, "reused-path");
	const res = await request("POST", "/v1/api_keys", { key: shop.key, body: { name: "Path" }, idempotencyKey: "reused-path" });
	expect(res.status).toBe(403); // scope comes before idempotency: nothing was routed
	const account = await newAccount();
	await account.desktop.create("/v1/customers", { name: "Path" }, "shared-key");
	expectError(await account.desktop.create("/v1/api_keys", { scopes: ["read"] }, "shared-key"), 409, "idempotency_key_reused");
});

test("a failed request stores nothing: the key can then be used for a valid one", async () => {
	expectError(await shop.create("/v1/customers", { name: "Fixed", email: "bad" }, "retry-after-fix"), 400, "parameter_invalid");
	const fixed = await shop.create("/v1/customers", { name: "Fixed", email: "good@example.com" }, "retry-after-fix");
	expect(fixed.status).toBe(201);
	expect(fixed.headers.get("idempotent-replayed")).toBeNull();
});

test("keys are scoped to the integration: two integrations may use the same key", async () => {
	const account = await newAccount();
	const a = await account.integration();
	const b = await account.integration();
	const ra = await a.create("/v1/customers", { name: "Scoped" }, "same-key");
	const rb = await b.create("/v1/customers", { name: "Scoped" }, "same-key");
	expect(ra.status).toBe(201);
	expect(rb.status).toBe(201);
	expect(rb.headers.get("idempotent-replayed")).toBeNull();
	expect(ra.body.id).not.toBe(rb.body.id);
});

test("concurrent duplicates create exactly one object; the others replay it or are told it is in use", async () => {
	const replies = await Promise.all(Array.from({ length: 8 }, () => shop.create("/v1/customers", { name: "Race" }, "race-1")));
	const created = replies.filter((r) => r.status === 201);
	const inUse = replies.filter((r) => r.status === 409);
	expect(created.length + inUse.length).toBe(8);
	for (const r of inUse) expect(r.body.error.code).toBe("idempotency_key_in_use");
	expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
	expect(created.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
	expect(await count(shop, "Race")).toBe(1);
});

test("updates and deletes need no key", async () => {
	const { body } = await shop.create("/v1/customers", { name: "No key needed" });
	expect((await shop.update(`/v1/customers/${body.id}`, { city: "Rome" })).status).toBe(200);
	expect((await shop.del(`/v1/customers/${body.id}`)).status).toBe(200);
});
