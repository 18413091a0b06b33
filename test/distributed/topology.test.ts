import { createHash } from "node:crypto";
import Redis from "ioredis";
import { Client as Pg } from "pg";
import { client, expectError, newAccount, request, target } from "../support/suite-api";
import { requestFrom, someLoopbackAddress } from "../support/from-address";
import { ALL_SERVICES, Proc, startProcess, stopProcesses, waitReady } from "../support/servers";
import { openStream, streamEnd } from "../support/listen-driver";
import { until } from "../support/wait";

// The distributed topology: every service in its own process, two gateways, PostgreSQL, Redis, NATS.
let redis: Redis;
let pg: Pg;
const extra: Proc[] = [];

beforeAll(async () => {
	redis = new Redis(target().env!.REDIS_URL);
	pg = new Pg({ connectionString: target().env!.DATABASE_URL });
	await pg.connect();
});

afterAll(async () => {
	redis.disconnect();
	await pg.end();
	await stopProcesses(extra);
});

test("each gateway sees every service, each in another process, and opens no database of its own", async () => {
	for (const baseUrl of target().urls) {
		const res = await request("GET", "/readyz", { baseUrl });
		expect(res.body).toMatchObject({ ready: true, checks: { database: "not used", transporter: "ok", redis: "ok" } });
		expect(Object.keys(res.body.services).filter((s) => res.body.services[s])).toEqual(ALL_SERVICES);
	}
});

test("a key revoked through one gateway is refused by the other at once", async () => {
	const [a, b] = target().urls;
	const account = await newAccount();
	const shop = await account.integration();
	expect((await client(shop.key, a).get("/v1/customers")).status).toBe(200);
	expect((await client(shop.key, b).get("/v1/customers")).status).toBe(200);
	expect((await client(account.desktop.key, a).del(`/v1/api_keys/${shop.keyObject.id}`)).status).toBe(200);
	expectError(await client(shop.key, b).get("/v1/customers"), 401, "api_key_invalid");
	expectError(await client(shop.key, a).get("/v1/customers"), 401, "api_key_invalid");
});

test("a revocation no gateway heard of (written to the database alone, as if the bus lost its announcement) ends the key's streams on both gateways within 10 s", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const streams = await Promise.all(target().urls.map((url) => openStream(shop.key, url)));
	try {
		for (const stream of streams) await until(() => stream.text().includes("event: ready"), 10_000, "ready");
		await pg.query("UPDATE api_keys SET revoked_at = extract(epoch FROM now())::bigint WHERE id = $1", [shop.keyObject.id]);
		const at = Date.now();
		for (const stream of streams) await until(() => stream.endedAt() !== undefined, 15_000, "the stream's end");
		const ms = streams.map((stream) => stream.endedAt()! - at);
		console.log(`streams of a key revoked in the database alone ended after ${ms.join(" and ")} ms`);
		expect(ms.filter((m) => m >= 10_000)).toEqual([]);
		expect(streams.map((stream) => streamEnd(stream.text())?.reason)).toEqual(["key_revoked", "key_revoked"]);
	} finally {
		for (const stream of streams) stream.close();
	}
}, 30_000);

/** Where the gateways share what they know of an Idempotency-Key (shared/platform/shared-store.ts). */
const idempotencyState = (scope: string, key: string) => `${target().env!.NAMESPACE}:idempotency:${scope}:${createHash("sha256").update(key).digest("hex")}`;

test("an object created through one gateway is replayed through the other", async () => {
	const [a, b] = target().urls;
	const shop = await (await newAccount()).integration();
	const first = await client(shop.key, a).create("/v1/customers", { name: "Across" }, "across-1");
	const again = await client(shop.key, b).create("/v1/customers", { name: "Across" }, "across-1");
	expect(again.headers.get("idempotent-replayed")).toBe("true");
	expect(again.body).toEqual(first.body);
});

test("a request whose Idempotency-Key is in flight on another replica is 409 idempotency_key_in_use", async () => {
	const shop = await (await newAccount()).integration();
	const lock = idempotencyState(shop.keyObject.integration, "in-flight");
	await redis.set(lock, "f:the-fingerprint-another-replica-holds", "PX", 10_000);
	expectError(await shop.create("/v1/customers", { name: "Busy" }, "in-flight"), 409, "idempotency_key_in_use");
	await redis.del(lock);
	expect((await shop.create("/v1/customers", { name: "Busy" }, "in-flight")).status).toBe(201);
});

test("with the gateways' shared state lost (Redis flushed), a replay is still answered from the database", async () => {
	const shop = await (await newAccount()).integration();
	const first = await shop.create("/v1/customers", { name: "Remembered" }, "lost-1");
	await redis.del(idempotencyState(shop.keyObject.integration, "lost-1"));
	const again = await shop.create("/v1/customers", { name: "Remembered" }, "lost-1");
	expect({ status: again.status, replayed: again.headers.get("idempotent-replayed"), body: again.body }).toEqual({
		status: 201,
		replayed: "true",
		body: first.body,
	});
	await redis.del(idempotencyState(shop.keyObject.integration, "lost-1"));
	expectError(await shop.create("/v1/customers", { name: "Other" }, "lost-1"), 409, "idempotency_key_reused");
	expect((await shop.get("/v1/customers")).body.data.map((c: { id: string }) => c.id)).toEqual([first.body.id]);
});

test("with the gateways' shared state lost, a stored create is replayed even where running it again would now fail", async () => {
	const shop = await (await newAccount()).integration();
	const supplier = await shop.create("/v1/suppliers", { name: "Gone soon" });
	const body = { description: "Paper", amount: 1200, currency: "eur", occurred_on: "2026-05-01", supplier: supplier.body.id };
	const first = await shop.create("/v1/expenses", body, "lost-2");
	expect((await shop.del(`/v1/expenses/${first.body.id}`)).status).toBe(200);
	expect((await shop.del(`/v1/suppliers/${supplier.body.id}`)).status).toBe(200);
	await redis.del(idempotencyState(shop.keyObject.integration, "lost-2"));
	const again = await shop.create("/v1/expenses", body, "lost-2");
	expect({ status: again.status, replayed: again.headers.get("idempotent-replayed"), body: again.body }).toEqual({
		status: 201,
		replayed: "true",
		body: first.body,
	});
});

test("a gateway killed mid-create leaves its Idempotency-Key usable within seconds, and the object is created once", async () => {
	const doomed = await startProcess("gateway-doomed", { ...target().env!, SERVICES: "gateway" });
	extra.push(doomed);
	await waitReady(doomed, ["catalog"], [doomed]);
	const shop = await (await newAccount()).integration();
	// Inserts into customers wait behind this lock, so the create is still running when its gateway dies.
	const blocker = new Pg({ connectionString: target().env!.DATABASE_URL });
	await blocker.connect();
	await blocker.query("BEGIN");
	await blocker.query("LOCK TABLE customers IN SHARE MODE");
	const body = { name: "Exactly once" };
	void client(shop.key, `http://127.0.0.1:${doomed.port}`)
		.create("/v1/customers", body, "crash-1")
		.catch(() => null);
	const mark = idempotencyState(shop.keyObject.integration, "crash-1");
	for (const deadline = Date.now() + 10_000; !(await redis.exists(mark)) && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
	await new Promise((r) => setTimeout(r, 200)); // the call crosses NATS to the catalog
	doomed.child.kill("SIGKILL");
	await blocker.query("COMMIT");
	await blocker.end();
	const started = Date.now();
	let retry = await shop.create("/v1/customers", body, "crash-1");
	while (retry.status === 409 && Date.now() - started < 10_000) {
		await new Promise((r) => setTimeout(r, 100));
		retry = await shop.create("/v1/customers", body, "crash-1");
	}
	expect({ status: retry.status, within5s: Date.now() - started < 5000 }).toEqual({ status: 201, within5s: true });
	const listed = (await shop.get("/v1/customers")).body.data;
	expect(listed.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([[retry.body.id, "Exactly once"]]);
}, 60_000);

test("two gateway replicas share one rate budget per key", async () => {
	const env = { ...target().env!, RATE_LIMIT_PER_MINUTE: "4", SERVICES: "gateway" };
	const limited = [await startProcess("gateway-limited-1", env), await startProcess("gateway-limited-2", env)];
	extra.push(...limited);
	for (const gateway of limited) await waitReady(gateway, ["accounts", "catalog"], limited);
	const [one, two] = limited.map((g) => `http://127.0.0.1:${g.port}`);
	const shop = await (await newAccount()).integration();
	const statuses = [];
	for (const baseUrl of [one, two, one, two]) statuses.push((await request("GET", "/v1/customers", { key: shop.key, baseUrl })).status);
	expect(statuses).toEqual([200, 200, 200, 200]);
	expectError(await request("GET", "/v1/customers", { key: shop.key, baseUrl: one }), 429, "rate_limited");
	const fromTwo = await request("GET", "/v1/customers", { key: shop.key, baseUrl: two });
	expectError(fromTwo, 429, "rate_limited");
	expect(fromTwo.headers.get("x-ratelimit-limit")).toBe("4");
}, 60_000);

test("gateways count requests without a valid key per address together, and refuse past the limit on every replica", async () => {
	const env = { ...target().env!, REFUSALS_PER_MINUTE: "2", SERVICES: "gateway" };
	const strict = [await startProcess("gateway-strict-1", env), await startProcess("gateway-strict-2", env)];
	extra.push(...strict);
	for (const gateway of strict) await waitReady(gateway, ["accounts"], strict);
	const address = someLoopbackAddress();
	const [one, two] = strict.map((g) => `http://127.0.0.1:${g.port}/v1/customers`);
	const unknown = { Authorization: "Bearer ab_unknown" };
	expect([(await requestFrom(address, one, unknown)).status, (await requestFrom(address, two, unknown)).status]).toEqual([401, 401]);
	for (const url of [one, two]) expect((await requestFrom(address, url, unknown)).body.error.code).toBe("rate_limited");
}, 60_000);

test("API keys are stored only as SHA-256 hashes", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const { rows } = await pg.query("SELECT * FROM api_keys WHERE id = $1", [shop.keyObject.id]);
	expect(rows[0].secret_hash).toBe(createHash("sha256").update(shop.key).digest("hex"));
	expect(JSON.stringify(rows)).not.toContain(shop.key);
});

test("an Idempotency-Key is free again after 24 hours", async () => {
	const shop = await (await newAccount()).integration();
	const first = await shop.create("/v1/customers", { name: "Day one" }, "daily");
	expectError(await shop.create("/v1/customers", { name: "Day two" }, "daily"), 409, "idempotency_key_reused");
	// A day passes for the database's record and for the gateways' shared state alike.
	await pg.query("UPDATE idempotency_keys SET created = created - 86400 WHERE scope = $1 AND key = 'daily'", [shop.keyObject.integration]);
	await redis.del(idempotencyState(shop.keyObject.integration, "daily"));
	const second = await shop.create("/v1/customers", { name: "Day two" }, "daily");
	expect(second.status).toBe(201);
	expect(second.headers.get("idempotent-replayed")).toBeNull();
	expect(second.body.id).not.toBe(first.body.id);
	const replay = await shop.create("/v1/customers", { name: "Day two" }, "daily");
	expect(replay.body.id).toBe(second.body.id);
});

test("starting replicas purge expired idempotency records and events", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const old = Math.floor(Date.now() / 1000) - 91 * 86400;
	await pg.query("INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) VALUES ($1, 'ancient', 'x', 201, '{}', $2)", [
		shop.keyObject.integration,
		old,
	]);
	await pg.query(
		"INSERT INTO events (id, account_id, integration_id, type, created, data) VALUES ('evt_ancient_purge_test', $1, $2, 'customer.imported', $3, '{}')",
		[account.accountId, shop.keyObject.integration, old],
	);
	const env = { ...target().env!, SERVICES: "gateway,events" };
	const replica = await startProcess("purging-replica", env);
	extra.push(replica);
	await waitReady(replica, ["gateway", "events"], [replica]);
	const keys = await pg.query("SELECT 1 FROM idempotency_keys WHERE key = 'ancient'");
	const events = await pg.query("SELECT 1 FROM events WHERE id = 'evt_ancient_purge_test'");
	expect({ keys: keys.rowCount, events: events.rowCount }).toEqual({ keys: 0, events: 0 });
}, 60_000);

test("a gateway with PUBLIC_URL names it in the document, whatever Host a request carries, and does not vary on Host", async () => {
	const env = { ...target().env!, PUBLIC_URL: "https://api.example.com", SERVICES: "gateway" };
	const gateway = await startProcess("gateway-public-url", env);
	extra.push(gateway);
	await waitReady(gateway, ["accounts"], [gateway]);
	const res = await fetch(`http://127.0.0.1:${gateway.port}/v1/openapi.json`, { headers: { "X-Forwarded-Host": "evil.example" } });
	expect(((await res.json()) as { servers: unknown }).servers).toEqual([{ url: "https://api.example.com", description: expect.any(String) }]);
	expect(res.headers.get("vary")).toBeNull();
}, 60_000);
