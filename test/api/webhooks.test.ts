import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client, expectError, newAccount, Reply, request, target } from "../support/suite-api";
import { Account, allEvents, Body, EVENT_TYPES, listAll, made, make, nowSeconds, reject } from "../support/fixtures";
import { expectAttemptsAsAnswered, Hit, Receiver } from "../support/receiver";
import { waitFor } from "../support/wait";

// Webhook endpoints and deliveries: docs/webhooks.md and docs/design.md, "Events and webhooks".
// The servers of the suite run with WEBHOOK_ALLOW_PRIVATE=true, WEBHOOK_TIMEOUT_MS=1000 and
// WEBHOOK_RETRY_SCHEDULE="0,0.2,0.2,0.2,0.2,0.2" (seven attempts in about a second). No test sleeps for a
// fixed time: each waits for a condition, most often for the delivery log to say that nothing is pending,
// after which no further request can come.

const KEYS = [
	"id",
	"object",
	"url",
	"enabled_events",
	"description",
	"status",
	"disabled_reason",
	"disabled_at",
	"previous_secret_expires_at",
	"signing_secret",
	"created",
	"updated",
];
const KEYS_WITHOUT_SECRET = KEYS.filter((key) => key !== "signing_secret");
/** A port nobody listens on: endpoints that never see an event in these tests point there. */
const NOWHERE = "https://127.0.0.1:9/hook";

const withoutSecret = ({ signing_secret: _secret, ...rest }: Body) => rest;

/**
 * What a receiver's endpoint subscribes to unless a test says: every type but `issue.*`, which the
 * tests' declines open and test/api/issues.test.ts follows; here each decline is one delivery.
 */
const NO_ISSUES = [...EVENT_TYPES, "webhook_endpoint.disabled"];

const receiver = () => new Receiver().start();

afterAll(() => Receiver.stopAll());

/** Polls until `r` has at least `n` requests; fails with what it has after the deadline. */
async function waitForHits(r: Receiver, n: number, timeoutMs = 15_000): Promise<void> {
	await waitFor(`${n} requests to port ${r.port}`, () => (r.hits.length >= n ? true : undefined), timeoutMs).catch(() => {
		throw new Error(`receiver on port ${r.port} got ${r.hits.length} of ${n} expected requests within ${timeoutMs} ms: ${JSON.stringify(r.eventIds())}`);
	});
}

/** Every delivery of an endpoint, newest first. */
const deliveriesOf = (c: Client, endpointId: string, query = "") => listAll(c, `/v1/webhook_endpoints/${endpointId}/deliveries`, query);

/**
 * Waits until the endpoint has at least `n` deliveries and none is pending: from then on nothing more
 * is sent to it. Returns the deliveries, newest first.
 */
async function settled(c: Client, endpointId: string, n = 1): Promise<Body[]> {
	return waitFor(`${n} settled deliveries of ${endpointId}`, async () => {
		const all = await deliveriesOf(c, endpointId);
		return all.length >= n && all.every((d) => d.status !== "pending") ? all : undefined;
	});
}

/** Checks `Service-Signature` of a request against `secret`; returns its `t`. */
function verifySignature(hit: Hit, secret: string): number {
	const header = String(hit.headers["service-signature"]);
	const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
	expect({ header, matches: match !== null }).toEqual({ header, matches: true });
	const t = Number(match![1]);
	const expected = createHmac("sha256", secret)
		.update(Buffer.concat([Buffer.from(`${t}.`), hit.raw]))
		.digest("hex");
	expect(match![2]).toBe(expected);
	expect(Math.abs(t - hit.at / 1000)).toBeLessThanOrEqual(5);
	return t;
}

// ---- Fixtures: set-up steps insist on success, or a later assertion would mean nothing.

async function setStatus(c: Client, id: string, status: "enabled" | "disabled"): Promise<Body> {
	const res = await c.update(`/v1/webhook_endpoints/${id}`, { status });
	expect({ status: res.status, endpointStatus: res.body?.status }).toEqual({ status: 200, endpointStatus: status });
	expect(Object.keys(res.body)).toEqual(KEYS_WITHOUT_SECRET);
	return res.body;
}

async function listIds(c: Client, query = "limit=100"): Promise<string[]> {
	const res = await c.get("/v1/webhook_endpoints", query);
	if (res.status !== 200) throw new Error(`GET /v1/webhook_endpoints: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body.data.map((e: Body) => e.id);
}

/** The id of the event of `type` about `objectId`, as the desktop's event log shows it. */
async function eventOf(desktop: Client, type: string, objectId: string): Promise<string> {
	const event = (await allEvents(desktop, `type=${type}`)).find((e) => e.data.object.id === objectId);
	if (!event) throw new Error(`no ${type} event for ${objectId}`);
	return event.id;
}

/** A customer of `owner`, rejected by the desktop: one `customer.rejected` event. Returns the event id. */
async function rejectedCustomer(owner: Client, desktop: Client, name = "Jane Doe"): Promise<string> {
	const customer = await made(owner, "/v1/customers", { name });
	await reject(desktop, customer.id, "Duplicate");
	return eventOf(desktop, "customer.rejected", customer.id);
}

/** The exact bytes of GET /v1/events/<id>. */
async function rawEvent(key: string, id: string): Promise<{ status: number; raw: Buffer }> {
	const res = await fetch(`${target().url}/v1/events/${id}`, { headers: { Authorization: `Bearer ${key}` } });
	return { status: res.status, raw: Buffer.from(await res.arrayBuffer()) };
}

// ---------------------------------------------------------------------------------------------

describe("create", () => {
	let shop: Client;

	beforeAll(async () => {
		shop = await (await newAccount()).integration();
	});

	test("returns the endpoint with exactly its keys, enabled, with a signing secret", async () => {
		const before = nowSeconds();
		const res = await shop.create("/v1/webhook_endpoints", {
			url: "https://127.0.0.1:9/hooks/bookdrop?src=test",
			enabled_events: ["customer.imported", "import_batch.reverted"],
			description: "Sync service",
		});
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^we_[0-9A-Za-z]{24}$/),
			object: "webhook_endpoint",
			url: "https://127.0.0.1:9/hooks/bookdrop?src=test",
			enabled_events: ["customer.imported", "import_batch.reverted"],
			description: "Sync service",
			status: "enabled",
			disabled_reason: null,
			disabled_at: null,
			previous_secret_expires_at: null,
			signing_secret: expect.stringMatching(/^whsec_[0-9A-Za-z]{24,}$/),
			created: expect.any(Number),
			updated: expect.any(Number),
		});
		expect(Object.keys(res.body)).toEqual(KEYS);
		expect(res.body.created).toBeGreaterThanOrEqual(before);
		expect(res.body.created).toBeLessThanOrEqual(nowSeconds());
		expect(res.body.updated).toBe(res.body.created);
	});

	test('enabled_events defaults to ["*"] and description to null; each endpoint has its own secret', async () => {
		const first = await shop.create("/v1/webhook_endpoints", { url: NOWHERE });
		const second = await shop.create("/v1/webhook_endpoints", { url: NOWHERE });
		expect([first.status, second.status]).toEqual([201, 201]);
		expect(first.body).toMatchObject({ url: NOWHERE, enabled_events: ["*"], description: null, status: "enabled" });
		expect(second.body.id).not.toBe(first.body.id);
		expect(second.body.signing_secret).not.toBe(first.body.signing_secret);
	});

	test("retrieve shows the same endpoint without the signing secret", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE, description: "Read me" });
		const res = await shop.get(`/v1/webhook_endpoints/${created.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual(withoutSecret(created));
		expect(Object.keys(res.body)).toEqual(KEYS_WITHOUT_SECRET);
	});

	test('every event type, and ["*"], are accepted as enabled_events', async () => {
		const all = await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events: EVENT_TYPES });
		expect(all.status).toBe(201);
		expect(all.body.enabled_events).toEqual(EVENT_TYPES);
		const star = await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events: ["*"] });
		expect(star.status).toBe(201);
		expect(star.body.enabled_events).toEqual(["*"]);
	});

	test("of an unknown id: retrieve, update and delete are 404", async () => {
		expectError(await shop.get("/v1/webhook_endpoints/we_nope"), 404, "resource_missing");
		expectError(await shop.update("/v1/webhook_endpoints/we_nope", { description: "x" }), 404, "resource_missing");
		expectError(await shop.del("/v1/webhook_endpoints/we_nope"), 404, "resource_missing");
	});
});

describe("validation", () => {
	let shop: Client;

	beforeAll(async () => {
		shop = await (await newAccount()).integration();
	});

	afterEach(async () => {
		// a refused create leaves nothing behind
		expect(await listIds(shop)).toEqual([]);
	});

	test.each([
		["plain http to a public address", "http://93.184.216.34/hook", /plain http/i],
		["another scheme", "ftp://127.0.0.1:9/hook", /https/i],
		["user and password", "https://user:secret@127.0.0.1:9/hook", /credential/i],
		["a user name", "https://user@127.0.0.1:9/hook", /credential/i],
		["a malformed URL", "not a url", /URL/],
		["a malformed host", "https://exa mple.com/hook", /URL/],
		["an unresolvable host", "https://does-not-exist.invalid/x", /does-not-exist\.invalid/],
	])("url with %s is refused: webhook_url_invalid", async (_what, url, why) => {
		const res = await shop.create("/v1/webhook_endpoints", { url });
		expectError(res, 400, "webhook_url_invalid", "url");
		expect(res.body.error.message).toMatch(why);
	});

	test("url is a required string of at most 2048 characters", async () => {
		expectError(await shop.create("/v1/webhook_endpoints", {}), 400, "parameter_missing", "url");
		expectError(await shop.create("/v1/webhook_endpoints", { url: 443 }), 400, "parameter_invalid", "url");
		const base = "https://127.0.0.1:9/";
		expectError(await shop.create("/v1/webhook_endpoints", { url: base + "a".repeat(2049 - base.length) }), 400, "parameter_invalid", "url");
		const longest = base + "a".repeat(2048 - base.length);
		const ok = await shop.create("/v1/webhook_endpoints", { url: longest });
		expect(ok.status).toBe(201);
		expect(ok.body.url).toBe(longest);
		expect((await shop.del(`/v1/webhook_endpoints/${ok.body.id}`)).status).toBe(200);
	});

	test.each([
		["an empty array", []],
		["an unknown type", ["customer.created"]],
		["a duplicate", ["customer.imported", "customer.imported"]],
		["a non-string item", [12]],
		["a string instead of an array", "*"],
	])("enabled_events with %s is parameter_invalid", async (_what, enabled_events) => {
		const res = await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events });
		expectError(res, 400, "parameter_invalid");
		expect(res.body.error.param).toMatch(/^enabled_events/);
	});

	test('"*" together with a type is parameter_invalid on enabled_events', async () => {
		expectError(
			await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events: ["*", "customer.imported"] }),
			400,
			"parameter_invalid",
			"enabled_events",
		);
		expectError(
			await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events: ["refund.rejected", "*"] }),
			400,
			"parameter_invalid",
			"enabled_events",
		);
	});

	test("description is a string of at most 500 characters", async () => {
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, description: "d".repeat(501) }), 400, "parameter_invalid", "description");
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, description: 5 }), 400, "parameter_invalid", "description");
		const ok = await shop.create("/v1/webhook_endpoints", { url: NOWHERE, description: "d".repeat(500) });
		expect(ok.status).toBe(201);
		expect(ok.body.description).toBe("d".repeat(500));
		expect((await shop.del(`/v1/webhook_endpoints/${ok.body.id}`)).status).toBe(200);
	});

	test("null is not a url or an enabled_events list: parameter_invalid", async () => {
		expectError(await shop.create("/v1/webhook_endpoints", { url: null }), 400, "parameter_invalid", "url");
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, enabled_events: null }), 400, "parameter_invalid", "enabled_events");
	});

	test("unknown fields are parameter_unknown, status and signing_secret included", async () => {
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, colour: "red" }), 400, "parameter_unknown", "colour");
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, status: "disabled" }), 400, "parameter_unknown", "status");
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE, signing_secret: "whsec_mine" }), 400, "parameter_unknown", "signing_secret");
	});

	test("an Idempotency-Key is required", async () => {
		const res = await request("POST", "/v1/webhook_endpoints", { key: shop.key, body: { url: NOWHERE } });
		expectError(res, 400, "idempotency_key_missing");
	});
});

describe("list", () => {
	let shop: Client;
	const created: Body[] = [];

	beforeAll(async () => {
		shop = await (await newAccount()).integration();
		for (let i = 0; i < 3; i++) created.push(await make.endpoint(shop, { url: `${NOWHERE}/${i}`, description: `#${i}` }));
	});

	test("is a list object, newest first, without signing secrets", async () => {
		const res = await shop.get("/v1/webhook_endpoints");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			object: "list",
			url: "/v1/webhook_endpoints",
			has_more: false,
			data: created.slice().reverse().map(withoutSecret),
		});
		for (const row of res.body.data) expect(Object.keys(row)).toEqual(KEYS_WITHOUT_SECRET);
	});

	test("pages with limit, starting_after and ending_before", async () => {
		const [a, b, c] = created.map((e) => e.id);
		const first = await shop.get("/v1/webhook_endpoints", "limit=2");
		expect({ ids: first.body.data.map((e: Body) => e.id), has_more: first.body.has_more }).toEqual({ ids: [c, b], has_more: true });
		const next = await shop.get("/v1/webhook_endpoints", `limit=2&starting_after=${b}`);
		expect({ ids: next.body.data.map((e: Body) => e.id), has_more: next.body.has_more }).toEqual({ ids: [a], has_more: false });
		const back = await shop.get("/v1/webhook_endpoints", `limit=1&ending_before=${a}`);
		expect(back.body.data.map((e: Body) => e.id)).toEqual([b]);
	});

	test("limit outside 1..100 is parameter_invalid", async () => {
		expectError(await shop.get("/v1/webhook_endpoints", "limit=0"), 400, "parameter_invalid", "limit");
		expectError(await shop.get("/v1/webhook_endpoints", "limit=101"), 400, "parameter_invalid", "limit");
	});
});

describe("update", () => {
	let shop: Client;

	beforeAll(async () => {
		shop = await (await newAccount()).integration();
	});

	test("changes url, enabled_events and description, moves updated, and shows no secret", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE, enabled_events: ["customer.imported"], description: "Before" });
		// `updated` is in seconds: wait for the next one
		await waitFor("the next second", () => (nowSeconds() > created.updated ? true : undefined));
		const res = await shop.update(`/v1/webhook_endpoints/${created.id}`, {
			url: "https://127.0.0.1:9/moved",
			enabled_events: ["refund.rejected", "import_batch.completed"],
			description: "After",
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			...withoutSecret(created),
			url: "https://127.0.0.1:9/moved",
			enabled_events: ["refund.rejected", "import_batch.completed"],
			description: "After",
			updated: expect.any(Number),
		});
		expect(Object.keys(res.body)).toEqual(KEYS_WITHOUT_SECRET);
		expect(res.body.updated).toBeGreaterThan(created.updated);
		expect((await shop.get(`/v1/webhook_endpoints/${created.id}`)).body).toEqual(res.body);
	});

	test("changes only what is sent; description null clears it", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE, enabled_events: ["customer.rejected"], description: "Keep?" });
		const res = await shop.update(`/v1/webhook_endpoints/${created.id}`, { description: null });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...withoutSecret(created), description: null, updated: expect.any(Number) });
	});

	test("status moves between enabled and disabled", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE });
		const disabled = await setStatus(shop, created.id, "disabled");
		expect(disabled).toEqual({
			...withoutSecret(created),
			status: "disabled",
			disabled_reason: "manual",
			disabled_at: expect.any(Number),
			updated: expect.any(Number),
		});
		expect(disabled.disabled_at).toBeGreaterThanOrEqual(created.created);
		expect((await shop.get(`/v1/webhook_endpoints/${created.id}`)).body.status).toBe("disabled");
		const enabled = await setStatus(shop, created.id, "enabled");
		expect(enabled).toMatchObject({ status: "enabled", disabled_reason: null, disabled_at: null });
		expect((await shop.get(`/v1/webhook_endpoints/${created.id}`)).body.status).toBe("enabled");
	});

	test("validates like create and changes nothing on error", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE, enabled_events: ["customer.imported"], description: "Stable" });
		const path = `/v1/webhook_endpoints/${created.id}`;
		expectError(await shop.update(path, { url: "http://93.184.216.34/hook" }), 400, "webhook_url_invalid", "url");
		expectError(await shop.update(path, { url: "https://u:p@127.0.0.1:9/hook" }), 400, "webhook_url_invalid", "url");
		expectError(await shop.update(path, { url: "https://does-not-exist.invalid/x" }), 400, "webhook_url_invalid", "url");
		expectError(await shop.update(path, { status: "paused" }), 400, "parameter_invalid", "status");
		expectError(await shop.update(path, { enabled_events: ["*", "customer.imported"] }), 400, "parameter_invalid", "enabled_events");
		const empty = await shop.update(path, { enabled_events: [] });
		expectError(empty, 400, "parameter_invalid");
		expect(empty.body.error.param).toMatch(/^enabled_events/);
		expectError(await shop.update(path, { description: "d".repeat(501) }), 400, "parameter_invalid", "description");
		expectError(await shop.update(path, { colour: "red" }), 400, "parameter_unknown", "colour");
		expectError(await shop.update(path, { signing_secret: "whsec_mine" }), 400, "parameter_unknown", "signing_secret");
		expectError(await shop.update(path, { description: "Changed", url: "ftp://127.0.0.1:9/x" }), 400, "webhook_url_invalid", "url");
		expect((await shop.get(path)).body).toEqual(withoutSecret(created));
	});

	test("null for url, enabled_events or status is parameter_invalid and changes nothing", async () => {
		const created = await make.endpoint(shop, { url: NOWHERE, enabled_events: ["customer.imported"], description: "Stable" });
		const path = `/v1/webhook_endpoints/${created.id}`;
		expectError(await shop.update(path, { status: null }), 400, "parameter_invalid", "status");
		expectError(await shop.update(path, { enabled_events: null }), 400, "parameter_invalid", "enabled_events");
		expectError(await shop.update(path, { url: null }), 400, "parameter_invalid", "url");
		expect((await shop.get(path)).body).toEqual(withoutSecret(created));
	});
});

describe("delete", () => {
	test("200 with deleted, then 404 everywhere, and gone from the list", async () => {
		const shop = await (await newAccount()).integration();
		const keep = await make.endpoint(shop, { url: NOWHERE });
		const gone = await make.endpoint(shop, { url: NOWHERE });
		const res = await shop.del(`/v1/webhook_endpoints/${gone.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id: gone.id, object: "webhook_endpoint", deleted: true });
		expectError(await shop.get(`/v1/webhook_endpoints/${gone.id}`), 404, "resource_missing");
		expectError(await shop.update(`/v1/webhook_endpoints/${gone.id}`, { status: "enabled" }), 404, "resource_missing");
		expectError(await shop.del(`/v1/webhook_endpoints/${gone.id}`), 404, "resource_missing");
		expect(await listIds(shop)).toEqual([keep.id]);
	});
});

describe("idempotent create", () => {
	test("a replay returns the original endpoint, secret included, and creates nothing", async () => {
		const shop = await (await newAccount()).integration();
		const key = randomUUID();
		const body = { url: NOWHERE, description: "Once" };
		const first = await shop.create("/v1/webhook_endpoints", body, key);
		expect(first.status).toBe(201);
		const replay = await shop.create("/v1/webhook_endpoints", body, key);
		expect(replay.status).toBe(201);
		expect(replay.headers.get("idempotent-replayed")).toBe("true");
		expect(replay.body).toEqual(first.body);
		expect(replay.body.signing_secret).toBe(first.body.signing_secret);
		expectError(await shop.create("/v1/webhook_endpoints", { ...body, description: "Twice" }, key), 409, "idempotency_key_reused");
		expect(await listIds(shop)).toEqual([first.body.id]);
		expect((await shop.get(`/v1/webhook_endpoints/${first.body.id}`)).body).toEqual(withoutSecret(first.body));
	});
});

describe("limit", () => {
	test("an account holds 32 integrations and 512 endpoints: the 33rd integration and the 513th endpoint are limit_reached", async () => {
		const account = await newAccount();
		const shops = [];
		for (let i = 0; i < 32; i++) shops.push(await account.integration());
		expectError(await account.desktop.create("/v1/api_keys", { scopes: ["read"] }), 400, "limit_reached");
		// a key may still join an integration the account has
		const joined = await account.desktop.create("/v1/api_keys", { scopes: ["read"], integration: shops[0].keyObject.integration });
		expect(joined.status).toBe(201);
		await Promise.all(
			shops.map(async (shop, n) => {
				for (let i = 0; i < 16; i++) await make.endpoint(shop, { url: `${NOWHERE}/${n}/${i}` });
			}),
		);
		expectError(await account.desktop.create("/v1/webhook_endpoints", { url: NOWHERE }), 400, "limit_reached");
	}, 120_000);

	test("16 endpoints per integration; the desktop has its own 16", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const other = await account.integration();
		const mine: string[] = [];
		for (let i = 0; i < 16; i++) mine.push((await make.endpoint(shop, { url: `${NOWHERE}/${i}` })).id);
		expectError(await shop.create("/v1/webhook_endpoints", { url: NOWHERE }), 400, "limit_reached");
		expect(await listIds(shop)).toEqual(mine.slice().reverse());

		// another integration and the desktop are counted apart
		expect((await other.create("/v1/webhook_endpoints", { url: NOWHERE })).status).toBe(201);
		for (let i = 0; i < 16; i++) {
			const res = await account.desktop.create("/v1/webhook_endpoints", { url: `${NOWHERE}/d${i}` });
			expect({ i, status: res.status }).toEqual({ i, status: 201 });
		}
		expectError(await account.desktop.create("/v1/webhook_endpoints", { url: NOWHERE }), 400, "limit_reached");
		expect(await listIds(account.desktop)).toHaveLength(16 + 1 + 16);

		// the limit counts the endpoints that exist
		expect((await shop.del(`/v1/webhook_endpoints/${mine[0]}`)).status).toBe(200);
		expect((await shop.create("/v1/webhook_endpoints", { url: NOWHERE })).status).toBe(201);
		expect(await listIds(shop)).toHaveLength(16);
	});
});

describe("visibility", () => {
	test("an integration sees and changes only its own endpoints; the desktop all of its account", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const other = await account.integration();
		const mine = await make.endpoint(shop, { url: NOWHERE, description: "shop" });
		const theirs = await make.endpoint(other, { url: NOWHERE, description: "other" });
		const desktops = await make.endpoint(account.desktop, { url: NOWHERE, description: "desktop" });

		for (const id of [theirs.id, desktops.id]) {
			expectError(await shop.get(`/v1/webhook_endpoints/${id}`), 404, "resource_missing");
			expectError(await shop.update(`/v1/webhook_endpoints/${id}`, { status: "disabled" }), 404, "resource_missing");
			expectError(await shop.del(`/v1/webhook_endpoints/${id}`), 404, "resource_missing");
		}
		expect(await listIds(shop)).toEqual([mine.id]);
		expect(await listIds(other)).toEqual([theirs.id]);
		expect((await account.desktop.get(`/v1/webhook_endpoints/${theirs.id}`)).body).toEqual(withoutSecret(theirs));
		expect((await account.desktop.get(`/v1/webhook_endpoints/${desktops.id}`)).body).toEqual(withoutSecret(desktops));

		expect(await listIds(account.desktop)).toEqual([desktops.id, theirs.id, mine.id]);
		const changed = await account.desktop.update(`/v1/webhook_endpoints/${desktops.id}`, { description: "by the merchant" });
		expect(changed.status).toBe(200);
		expect((await account.desktop.del(`/v1/webhook_endpoints/${desktops.id}`)).status).toBe(200);
		expectError(await account.desktop.get(`/v1/webhook_endpoints/${desktops.id}`), 404, "resource_missing");

		const stranger = await newAccount();
		expectError(await stranger.desktop.get(`/v1/webhook_endpoints/${theirs.id}`), 404, "resource_missing");
		expect(await listIds(stranger.desktop)).toEqual([]);
	});

	test("the desktop key reads, disables and sees the deliveries of an integration's endpoint; everything else on it is 403 owner_only", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const hooks = await receiver();
		const theirs = await make.endpoint(shop, { url: `https://127.0.0.1:${hooks.port}/shop`, description: "shop" });
		const path = `/v1/webhook_endpoints/${theirs.id}`;
		const [sent] = await Promise.all([shop.update(`${path}/test`, {}), waitForHits(hooks, 1)]);
		const [delivery] = await settled(shop, theirs.id);
		expect(delivery.id).toBe(sent.body.id);

		expect((await account.desktop.get(path)).body).toEqual(withoutSecret(theirs));
		expect((await account.desktop.get(`${path}/deliveries`)).body.data).toEqual([delivery]);
		expect((await account.desktop.get(`${path}/deliveries/${delivery.id}`)).body).toEqual(delivery);
		expect((await account.desktop.get(`/v1/events/${delivery.event}/deliveries`)).body.data).toEqual([delivery]);

		const refused: Array<[string, Promise<Reply>]> = [
			["url", account.desktop.update(path, { url: "https://127.0.0.1:9/merchant" })],
			["enabled_events", account.desktop.update(path, { enabled_events: ["customer.imported"] })],
			["description", account.desktop.update(path, { description: "by the merchant" })],
			["disable with more", account.desktop.update(path, { status: "disabled", description: "by the merchant" })],
			["rotate_secret", account.desktop.create(`${path}/rotate_secret`, {})],
			["test", account.desktop.update(`${path}/test`, {})],
			["retry", account.desktop.update(`${path}/deliveries/${delivery.id}/retry`, {})],
			["recover", account.desktop.create(`${path}/recover`, { since: 0 })],
			["delete", account.desktop.del(path)],
		];
		for (const [what, pending] of refused) {
			const res = await pending;
			expect({ what, status: res.status, code: res.body.error?.code, type: res.body.error?.type }).toEqual({
				what,
				status: 403,
				code: "owner_only",
				type: "permission_error",
			});
			expect(res.body.error.message).toContain(theirs.id);
		}
		// nothing changed, nothing was sent
		expect((await shop.get(path)).body).toEqual(withoutSecret(theirs));
		expect(await deliveriesOf(shop, theirs.id)).toEqual([delivery]);
		expect(hooks.hits).toHaveLength(1);

		const disabled = await setStatus(account.desktop, theirs.id, "disabled");
		expect(disabled.disabled_reason).toBe("manual");
		expect((await shop.get(path)).body.status).toBe("disabled");
		expectError(await account.desktop.update(path, { status: "enabled" }), 403, "owner_only");
		expect((await setStatus(shop, theirs.id, "enabled")).status).toBe("enabled");
	});

	test("a second key of the same integration sees the same endpoints", async () => {
		const account = await newAccount();
		const first = await account.integration();
		const second = await account.integration(["read", "write"], first.keyObject.integration);
		const created = await make.endpoint(first, { url: NOWHERE });
		expect((await second.get(`/v1/webhook_endpoints/${created.id}`)).body).toEqual(withoutSecret(created));
	});
});

describe("scopes", () => {
	test("a read-only key reads endpoints but cannot create, update or delete them", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const reader = await account.integration(["read"], shop.keyObject.integration);
		const created = await make.endpoint(shop, { url: NOWHERE, description: "Untouched" });
		const path = `/v1/webhook_endpoints/${created.id}`;

		expectError(await reader.create("/v1/webhook_endpoints", { url: NOWHERE }), 403, "insufficient_scope");
		expectError(await reader.update(path, { status: "disabled" }), 403, "insufficient_scope");
		expectError(await reader.del(path), 403, "insufficient_scope");

		expect((await reader.get(path)).body).toEqual(withoutSecret(created));
		expect(await listIds(reader)).toEqual([created.id]);
	});

	test("no key is 401", async () => {
		expectError(await request("GET", "/v1/webhook_endpoints"), 401, "api_key_missing");
	});
});

// ---- Deliveries.

describe("delivery", () => {
	test("POSTs the event's exact JSON with a valid signature", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const r = await receiver();
		const ep = await make.endpoint(shop, { url: r.url("/hooks/bookdrop?src=test"), enabled_events: NO_ISSUES });
		// Non-ASCII, quotes, slashes and a tag: the raw bytes must survive unchanged.
		const eventId = await rejectedCustomer(shop, account.desktop, 'Jürgen "JJ" Müller / 東京 </script> ✓');
		await waitForHits(r, 1);

		const [hit] = r.hits;
		expect(hit.method).toBe("POST");
		expect(hit.path).toBe("/hooks/bookdrop?src=test");
		expect(hit.headers["content-type"]).toMatch(/^application\/json(;|$)/);
		verifySignature(hit, ep.signing_secret);

		const fromApi = await rawEvent(shop.key, eventId);
		expect(fromApi.status).toBe(200);
		expect(hit.raw.toString("utf8")).toBe(fromApi.raw.toString("utf8"));
		expect(hit.raw.equals(fromApi.raw)).toBe(true);
		expect(hit.body).toEqual({
			id: eventId,
			object: "event",
			type: "customer.rejected",
			created: expect.any(Number),
			account: account.accountId,
			livemode: true,
			data: expect.objectContaining({ object: expect.objectContaining({ name: 'Jürgen "JJ" Müller / 東京 </script> ✓' }) }),
		});
		expect(hit.body!.data.object.import.status).toBe("rejected");
		expect(Math.abs(hit.body!.created - nowSeconds())).toBeLessThanOrEqual(5);
	});

	test("each endpoint signs with its own secret", async () => {
		const account = await newAccount();
		const [first, second] = await Promise.all([receiver(), receiver()]);
		const one = await make.endpoint(account.desktop, { url: first.url(), enabled_events: NO_ISSUES });
		const two = await make.endpoint(account.desktop, { url: second.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		await Promise.all([waitForHits(first, 1), waitForHits(second, 1)]);
		expect([[...new Set(first.eventIds())], [...new Set(second.eventIds())]]).toEqual([[eventId], [eventId]]);
		await settled(account.desktop, one.id);
		await settled(account.desktop, two.id);
		await expectDeliveredOnce(account.desktop, one.id, first);
		await expectDeliveredOnce(account.desktop, two.id, second);
		expect(first.hits[0].raw.equals(second.hits[0].raw)).toBe(true);
		verifySignature(first.hits[0], one.signing_secret);
		verifySignature(second.hits[0], two.signing_secret);
		const [, v1] = /v1=([0-9a-f]+)/.exec(String(first.hits[0].headers["service-signature"]))!;
		const t = /t=(\d+)/.exec(String(first.hits[0].headers["service-signature"]))![1];
		const withOtherSecret = createHmac("sha256", two.signing_secret).update(`${t}.`).update(first.hits[0].raw).digest("hex");
		expect(v1).not.toBe(withOtherSecret);
	});
});

describe("routing", () => {
	test("an integration's endpoint gets its own events, the desktop's all; enabled_events filters", async () => {
		const account = await newAccount();
		const stranger = await newAccount();
		const { desktop } = account;
		const shop = await account.integration();
		const other = await account.integration();
		// Every 2xx is a success: each receiver answers another one and must not see a retry for it.
		const [shopAll, shopRejected, otherAll, desktopAll, desktopSome, strangers] = await Promise.all(Array.from({ length: 6 }, receiver));
		[shopAll, shopRejected, otherAll, desktopAll, desktopSome, strangers].forEach((r, i) => (r.answer = () => [200, 201, 202, 204, 299, 200][i]));
		const endpoints = new Map<Receiver, Body>([
			[shopAll, await make.endpoint(shop, { url: shopAll.url(), enabled_events: NO_ISSUES })],
			[shopRejected, await make.endpoint(shop, { url: shopRejected.url(), enabled_events: ["customer.rejected"] })],
			[otherAll, await make.endpoint(other, { url: otherAll.url(), enabled_events: ["*"] })],
			[desktopAll, await make.endpoint(desktop, { url: desktopAll.url(), enabled_events: NO_ISSUES })],
			[desktopSome, await make.endpoint(desktop, { url: desktopSome.url(), enabled_events: ["import_batch.completed", "supplier.rejected"] })],
		]);
		await make.endpoint(stranger.desktop, { url: strangers.url(), enabled_events: NO_ISSUES });

		// customer.rejected (shop), supplier.rejected (other), customer.rejected (desktop's own),
		// then one batch: customer.imported ×3 and import_batch.completed ×3 (one per group).
		await rejectedCustomer(shop, desktop);
		const supplier = await made(other, "/v1/suppliers", { name: "Paper Co" });
		expect((await desktop.update(`/v1/suppliers/${supplier.id}/reject`, {})).status).toBe(200);
		await rejectedCustomer(desktop, desktop);
		const toImport = [
			await made(shop, "/v1/customers", { name: "S" }),
			await made(other, "/v1/customers", { name: "O" }),
			await made(desktop, "/v1/customers", { name: "D" }),
		];
		const batch = await desktop.create("/v1/import_batches", { objects: toImport.map((c, i) => ({ id: c.id, local_ref: `QB-${i}` })) });
		expect({ status: batch.status, batchStatus: batch.body.status }).toEqual({ status: 201, batchStatus: "completed" });

		const [shopEvents, otherEvents, desktopEvents] = await Promise.all([allEvents(shop), allEvents(other), allEvents(desktop)]);
		const types = (events: Body[]) => events.map((e) => e.type).sort();
		expect(types(shopEvents)).toEqual(["customer.imported", "customer.rejected", "import_batch.completed"]);
		expect(types(otherEvents)).toEqual(["customer.imported", "import_batch.completed", "supplier.rejected"]);
		expect(desktopEvents).toHaveLength(9);

		const sorted = (ids: string[]) => ids.slice().sort();
		const idsOf = (events: Body[], only?: string[]) => sorted(events.filter((e) => !only || only.includes(e.type)).map((e) => e.id));
		const expected = new Map<Receiver, string[]>([
			[shopAll, idsOf(shopEvents)],
			[shopRejected, idsOf(shopEvents, ["customer.rejected"])],
			// `*` takes every type: also the issue the supplier's decline opened (issues.md)
			[otherAll, idsOf(await listAll(other, "/v1/events"))],
			[desktopAll, idsOf(desktopEvents)],
			[desktopSome, idsOf(desktopEvents, ["import_batch.completed", "supplier.rejected"])],
		]);
		expect([...expected.values()].map((ids) => ids.length)).toEqual([3, 1, 4, 9, 4]);
		for (const [r, ids] of expected) await waitForHits(r, ids.length);
		for (const id of await listIds(desktop)) await settled(desktop, id, 0);

		for (const [r, ids] of expected) expect(sorted([...new Set(r.eventIds())])).toEqual(ids);
		expect(strangers.hits).toHaveLength(0);
		// no attempt failed for its 2xx: a receiver meets an event again only after an attempt that timed
		// out while this machine was busy (the suite's servers wait 1 s for an answer; at-least-once)
		for (const [r, endpoint] of endpoints) await expectDeliveredOnce(desktop, endpoint.id, r);
		for (const [r, endpoint] of endpoints) for (const hit of r.hits) verifySignature(hit, endpoint.signing_secret);
		// the body each endpoint got is the event as its owner reads it
		for (const hit of desktopAll.hits) expect(hit.raw.equals((await rawEvent(desktop.key, hit.body!.id)).raw)).toBe(true);
	});
});

/**
 * The attempts of `delivery` as `[http_status, error]` pairs: exactly `expected`, unless an attempt
 * timed out that `expected` does not foresee; then what at-least-once delivery promises instead.
 */
function expectAttempts(delivery: Body, r: Receiver, expected: Array<[number | null, string | null]>): void {
	const attempts = delivery.attempts.map((a: Body) => [a.http_status, a.error]);
	const timeouts = (list: Array<Array<unknown>>) => list.filter(([, error]) => error === "timeout").length;
	expectAttemptsAsAnswered(delivery, r);
	if (timeouts(attempts) === timeouts(expected)) expect(attempts).toEqual(expected);
}

/** Every delivery of `endpointId` succeeded, and `r` met its event again only after an attempt that timed out. */
async function expectDeliveredOnce(c: Client, endpointId: string, r: Receiver): Promise<void> {
	for (const d of await deliveriesOf(c, endpointId)) {
		expect({ event: d.event, status: d.status }).toEqual({ event: d.event, status: "succeeded" });
		expectAttemptsAsAnswered(d, r);
	}
}

describe("retries", () => {
	let account: Account;

	beforeEach(async () => {
		account = await newAccount();
	});

	test("two 500s then 200: exactly three attempts of the same event with fresh timestamps", async () => {
		const r = await receiver();
		r.answer = (n) => (n <= 2 ? 500 : 200);
		const ep = await make.endpoint(account.desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		await waitForHits(r, 3);
		const [delivery] = await settled(account.desktop, ep.id);
		expectAttempts(delivery, r, [
			[500, "http_status"],
			[500, "http_status"],
			[200, null],
		]);
		expect(delivery.status).toBe("succeeded");
		expect(r.eventIds()).toEqual(Array(delivery.attempts.length).fill(eventId));
		const stamps = r.hits.map((hit) => verifySignature(hit, ep.signing_secret));
		expect(stamps).toEqual(stamps.slice().sort((a, b) => a - b));
		const raw = await rawEvent(account.desktop.key, eventId);
		for (const hit of r.hits) expect(hit.raw.equals(raw.raw)).toBe(true);
		expect((await account.desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
	});

	test("a receiver that always fails (4xx or 5xx) gets exactly seven attempts, then nothing more", async () => {
		const r = await receiver();
		const failures = [500, 404, 503, 400, 410, 502, 429, 500, 500];
		r.answer = (n) => failures[(n - 1) % failures.length];
		const ep = await make.endpoint(account.desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		const [delivery] = await settled(account.desktop, ep.id);
		expectAttempts(
			delivery,
			r,
			failures.slice(0, 7).map((status) => [status, "http_status"]),
		);
		expect({ status: delivery.status, attempts: delivery.attempts.length }).toEqual({ status: "failed", attempts: 7 });
		expect(r.eventIds()).toEqual(Array(7).fill(eventId));
		const stamps = r.hits.map((hit) => verifySignature(hit, ep.signing_secret));
		expect(stamps).toEqual(stamps.slice().sort((a, b) => a - b));
		// one failed delivery is far from the 20 that disable an endpoint
		expect((await account.desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
	});

	test("a 302 is a failure and is not followed: its Location gets nothing", async () => {
		const r = await receiver();
		const elsewhere = await receiver();
		r.answer = (n) => (n === 1 ? { status: 302, headers: { Location: elsewhere.url("/elsewhere") } } : 200);
		const ep = await make.endpoint(account.desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		const [delivery] = await settled(account.desktop, ep.id);
		expectAttempts(delivery, r, [
			[302, "redirect"],
			[200, null],
		]);
		expect(r.eventIds()).toEqual(Array(delivery.attempts.length).fill(eventId));
		expect(elsewhere.hits).toHaveLength(0);
	});

	test("no answer within the timeout is a failure and is retried", async () => {
		const r = await receiver();
		r.answer = (n) => (n === 1 ? "hang" : 200);
		const ep = await make.endpoint(account.desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		const [delivery] = await settled(account.desktop, ep.id);
		expectAttempts(delivery, r, [
			[null, "timeout"],
			[200, null],
		]);
		expect([delivery.attempts[0].error, delivery.status]).toEqual(["timeout", "succeeded"]);
		expect(r.eventIds()).toEqual(Array(delivery.attempts.length).fill(eventId));
		// the second attempt waited for the 1 s timeout of the first
		expect(r.hits[1].at - r.hits[0].at).toBeGreaterThanOrEqual(900);
		expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(900);
		for (const hit of r.hits) verifySignature(hit, ep.signing_secret);
	});

	test("a refused connection is a failure and is retried", async () => {
		const r = await receiver();
		const ep = await make.endpoint(account.desktop, { url: r.url(), enabled_events: NO_ISSUES });
		await r.stop();
		const eventId = await rejectedCustomer(account.desktop, account.desktop);
		await waitFor("a refused attempt", async () => ((await deliveriesOf(account.desktop, ep.id))[0]?.attempts.length ? true : undefined));
		await r.start();
		await waitForHits(r, 1);
		const [delivery] = await settled(account.desktop, ep.id);
		const errors = delivery.attempts.map((a: Body) => a.error);
		const reachedFrom = errors.indexOf(errors.find((error: string | null) => error !== "connection_refused"));
		// refused until the receiver was back; from then on as it answered (a 200, or one too late for the wait)
		expect(reachedFrom).toBeGreaterThan(0);
		expect(new Set(errors.slice(0, reachedFrom))).toEqual(new Set(["connection_refused"]));
		expect(delivery.status).toBe("succeeded");
		expectAttemptsAsAnswered(delivery, r);
		expect(new Set(r.eventIds())).toEqual(new Set([eventId]));
		verifySignature(r.hits[0], ep.signing_secret);
	});

	test("a receiver that is down for a while during a burst is not disabled and gets every event once it is back", async () => {
		const { desktop } = account;
		const r = await receiver();
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: NO_ISSUES });
		await r.stop();
		// 30 customers imported at once: 31 events, each failing again and again while the receiver is down
		const customers = await Promise.all(Array.from({ length: 30 }, (_, i) => made(desktop, "/v1/customers", { name: `Burst ${i}` })));
		const batch = await desktop.create("/v1/import_batches", { objects: customers.map((c, i) => ({ id: c.id, local_ref: `B-${i}` })) });
		expect(batch.status).toBe(201);
		// 31 deliveries with at least 62 failed attempts: under the old rule, 20 failed attempts disabled the endpoint
		await waitFor("62 refused attempts", async () => {
			const attempts = (await deliveriesOf(desktop, ep.id)).flatMap((d) => d.attempts);
			return attempts.length >= 62 ? attempts : undefined;
		});
		await r.start();
		const deliveries = await settled(desktop, ep.id, 31);
		expect(deliveries.map((d) => d.status)).toEqual(Array(31).fill("succeeded"));
		// refused while the receiver was down (and, on a busy machine, a late answer's timeout since)
		const earlier = new Set(deliveries.flatMap((d) => d.attempts.slice(0, -1).map((a: Body) => a.error)));
		expect(earlier).toContain("connection_refused");
		expect([...earlier].filter((error) => !["connection_refused", "timeout"].includes(error))).toEqual([]);
		for (const d of deliveries) expectAttemptsAsAnswered(d, r);
		const events = await allEvents(desktop);
		expect([...new Set(r.eventIds())].sort()).toEqual(events.map((e) => e.id).sort());
		expect((await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body).toMatchObject({ status: "enabled", disabled_reason: null });
	});
});

describe("disabling", () => {
	let account: Account;

	beforeEach(async () => {
		account = await newAccount();
	});

	test("20 failed deliveries in a row disable the endpoint, with a reason, a time and an event; re-enabling delivers again", async () => {
		const { desktop } = account;
		const shop = await account.integration();
		const r = await receiver();
		r.answer = () => 500;
		const before = nowSeconds();
		const ep = await make.endpoint(shop, { url: r.url(), enabled_events: NO_ISSUES });
		// another endpoint of the same integration hears about it
		const watcher = await receiver();
		await make.endpoint(shop, { url: watcher.url(), enabled_events: ["webhook_endpoint.disabled"] });
		// 21 events at once (20 customer.imported and an import_batch.completed): the 20th failed delivery disables it
		const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => made(shop, "/v1/customers", { name: `Failing ${i}` })));
		expect((await desktop.create("/v1/import_batches", { objects: customers.map((c, i) => ({ id: c.id, local_ref: `F-${i}` })) })).status).toBe(201);
		const disabled = await waitFor("the endpoint disabled", async () => {
			const res = await shop.get(`/v1/webhook_endpoints/${ep.id}`);
			return res.body.status === "disabled" ? res.body : undefined;
		});
		expect(disabled).toMatchObject({ status: "disabled", disabled_reason: "deliveries_failing" });
		expect(disabled.disabled_at).toBeGreaterThanOrEqual(before);
		expect(disabled.disabled_at).toBeLessThanOrEqual(nowSeconds());

		// the owner's event log says so, and so does its other endpoint
		const [event] = await allEvents(shop, "type=webhook_endpoint.disabled");
		expect(event.data.object).toEqual(disabled);
		await waitForHits(watcher, 1);
		expect([...new Set(watcher.eventIds())]).toEqual([event.id]);

		// every delivery is finished: 20 or 21 failed after seven attempts each, or dropped when it was disabled
		const deliveries = await settled(shop, ep.id, 21);
		const failed = deliveries.filter((d) => d.status === "failed");
		expect(failed.length).toBeGreaterThanOrEqual(20);
		for (const d of failed) expect(d.attempts).toHaveLength(7);
		expect(deliveries.every((d) => ["failed", "dropped"].includes(d.status))).toBe(true);
		expect(r.hits.length).toBe(deliveries.reduce((n, d) => n + d.attempts.length, 0));

		// disabled: a new event is not delivered, even to a receiver that would now accept it
		r.answer = () => 200;
		const missed = await rejectedCustomer(shop, desktop, "While disabled");
		expect(await deliveriesOf(shop, ep.id, `event=${missed}`)).toEqual([]);

		// re-enabled with a fresh count: one failed delivery does not disable it again
		const enabled = await setStatus(shop, ep.id, "enabled");
		expect(enabled).toMatchObject({ disabled_reason: null, disabled_at: null });
		r.answer = () => 500;
		const next = await rejectedCustomer(shop, desktop, "After re-enable");
		const [latest] = await settled(shop, ep.id, 22);
		expect({ event: latest.event, status: latest.status }).toEqual({ event: next, status: "failed" });
		expect(r.eventIds()).not.toContain(missed);
		expect((await shop.get(`/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
	});

	test("a successful delivery resets the count: 19 failed, one succeeded, 19 failed leave it enabled", async () => {
		const { desktop } = account;
		const r = await receiver();
		const lucky = await made(desktop, "/v1/customers", { name: "Succeeds" });
		// only the event about this customer is accepted
		r.answer = (_n, hit) => (hit.body?.data?.object?.id === lucky.id ? 200 : 500);
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
		const rejectMany = async (label: string) => {
			const customers = await Promise.all(Array.from({ length: 19 }, (_, i) => made(desktop, "/v1/customers", { name: `${label} ${i}` })));
			await Promise.all(customers.map((c) => desktop.update(`/v1/customers/${c.id}/reject`, {})));
		};
		await rejectMany("First");
		await settled(desktop, ep.id, 19);
		expect((await desktop.update(`/v1/customers/${lucky.id}/reject`, {})).status).toBe(200);
		await settled(desktop, ep.id, 20);
		await rejectMany("Last");
		const deliveries = await settled(desktop, ep.id, 39);
		expect(deliveries.filter((d) => d.status === "failed")).toHaveLength(38);
		expect(deliveries.filter((d) => d.status === "succeeded")).toHaveLength(1);
		expect((await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
	});

	test("disabling drops what was queued, queues nothing while disabled, and re-enabling does not bring it back", async () => {
		const { desktop } = account;
		const r = await receiver();
		r.answer = (n) => (n === 1 ? "hang" : 200);
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const dropped = await rejectedCustomer(desktop, desktop, "Dropped");
		await waitForHits(r, 1);
		// the first attempt hangs; it will time out and would be retried, but the endpoint is disabled meanwhile
		await setStatus(desktop, ep.id, "disabled");
		const whileDisabled = await rejectedCustomer(desktop, desktop, "While disabled");
		// the hanging attempt ends with its timeout; the delivery stays dropped
		const [delivery] = await waitFor("the hanging attempt to end", async () => {
			const all = await deliveriesOf(desktop, ep.id);
			return all[0]?.attempts[0]?.error ? all : undefined;
		});
		expect({ event: delivery.event, status: delivery.status, errors: delivery.attempts.map((a: Body) => a.error) }).toEqual({
			event: dropped,
			status: "dropped",
			errors: ["timeout"],
		});
		expect((await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body).toMatchObject({ status: "disabled", disabled_reason: "manual" });

		await setStatus(desktop, ep.id, "enabled");
		const after = await rejectedCustomer(desktop, desktop, "After");
		await waitForHits(r, 2);
		await settled(desktop, ep.id, 2);
		expect([...new Set(r.eventIds())]).toEqual([dropped, after]);
		expect(r.eventIds()).not.toContain(whileDisabled);
		const [afterDelivery] = await deliveriesOf(desktop, ep.id, `event=${after}`);
		expect(afterDelivery.status).toBe("succeeded");
		expectAttemptsAsAnswered(afterDelivery, r);
	});

	test("deleting an endpoint deletes its deliveries, so nothing more is sent", async () => {
		const { desktop } = account;
		const r = await receiver();
		r.answer = (n) => (n === 1 ? "hang" : 500);
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(desktop, desktop);
		await waitForHits(r, 1);
		const res = await desktop.del(`/v1/webhook_endpoints/${ep.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id: ep.id, object: "webhook_endpoint", deleted: true });
		const next = await rejectedCustomer(desktop, desktop, "After delete");
		for (const id of [eventId, next]) expect((await desktop.get(`/v1/events/${id}/deliveries`)).body.data).toEqual([]);
		expectError(await desktop.get(`/v1/webhook_endpoints/${ep.id}`), 404, "resource_missing");
		expectError(await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`), 404, "resource_missing");
		expect(r.eventIds()).toEqual([eventId]);
	});
});

describe("delivery log", () => {
	test("lists deliveries newest first with their attempts; filters by status and event; pages", async () => {
		const account = await newAccount();
		const { desktop } = account;
		const r = await receiver();
		// events about customers named "Bad …" fail
		r.answer = (_n, hit) => (String(hit.body?.data?.object?.name).startsWith("Bad") ? 503 : 200);
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
		const good = await rejectedCustomer(desktop, desktop, "Good 1");
		const bad = await rejectedCustomer(desktop, desktop, "Bad 1");
		const good2 = await rejectedCustomer(desktop, desktop, "Good 2");
		const all = await settled(desktop, ep.id, 3);

		expect(all.map((d) => [d.event, d.status])).toEqual([
			[good2, "succeeded"],
			[bad, "failed"],
			[good, "succeeded"],
		]);
		const [latest] = all;
		expect(latest).toEqual({
			id: expect.stringMatching(/^wd_[0-9A-Za-z]{24}$/),
			object: "webhook_delivery",
			endpoint: ep.id,
			event: good2,
			event_type: "customer.rejected",
			status: "succeeded",
			next_attempt_at: null,
			attempts: [
				{ created: expect.any(Number), http_status: 200, error: null, error_message: null, duration_ms: expect.any(Number), response_body: "received" },
			],
			created: expect.any(Number),
			updated: expect.any(Number),
		});
		expect(Math.abs(latest.attempts[0].created - nowSeconds())).toBeLessThanOrEqual(10);
		expect(all[1].attempts).toHaveLength(7);
		expect(all[1].attempts[0]).toMatchObject({ http_status: 503, error: "http_status", error_message: "answered 503", response_body: "received" });

		const res = await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`, "status=failed");
		expect(res.body).toMatchObject({ object: "list", url: `/v1/webhook_endpoints/${ep.id}/deliveries`, has_more: false });
		expect(res.body.data.map((d: Body) => d.event)).toEqual([bad]);
		expect((await deliveriesOf(desktop, ep.id, "status=succeeded")).map((d) => d.event)).toEqual([good2, good]);
		expect(await deliveriesOf(desktop, ep.id, "status=pending")).toEqual([]);
		expect((await deliveriesOf(desktop, ep.id, `event=${good}`)).map((d) => d.id)).toEqual([all[2].id]);

		const page = await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`, "limit=2");
		expect({ ids: page.body.data.map((d: Body) => d.id), has_more: page.body.has_more }).toEqual({ ids: [all[0].id, all[1].id], has_more: true });
		const next = await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`, `limit=2&starting_after=${all[1].id}`);
		expect({ ids: next.body.data.map((d: Body) => d.id), has_more: next.body.has_more }).toEqual({ ids: [all[2].id], has_more: false });
		const back = await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`, `limit=1&ending_before=${all[2].id}`);
		expect(back.body.data.map((d: Body) => d.id)).toEqual([all[1].id]);

		// one delivery, and the deliveries of one event
		expect((await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries/${all[1].id}`)).body).toEqual(all[1]);
		const perEvent = await desktop.get(`/v1/events/${bad}/deliveries`);
		expect(perEvent.body).toEqual({ object: "list", url: `/v1/events/${bad}/deliveries`, has_more: false, data: [all[1]] });
	});

	test("refuses bad filters and cursors, unknown deliveries, and what the key cannot see", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const other = await account.integration();
		const r = await receiver();
		const mine = await make.endpoint(shop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(shop, account.desktop);
		const [delivery] = await settled(shop, mine.id);
		const path = `/v1/webhook_endpoints/${mine.id}/deliveries`;

		expectError(await shop.get(path, "status=lost"), 400, "parameter_invalid", "status");
		expectError(await shop.get(path, "limit=0"), 400, "parameter_invalid", "limit");
		expectError(await shop.get(path, "starting_after=wd_999999999"), 400, "resource_missing", "starting_after");
		expectError(await shop.get(path, "ending_before=evt_nope"), 400, "resource_missing", "ending_before");
		expectError(await shop.get(`${path}/wd_999999999`), 404, "resource_missing", "delivery");
		expectError(await shop.get(`${path}/nonsense`), 404, "resource_missing", "delivery");
		expectError(await shop.get(`/v1/events/evt_nope/deliveries`), 404, "resource_missing");

		// another integration sees neither the endpoint nor its deliveries; the desktop sees both
		expectError(await other.get(path), 404, "resource_missing");
		expectError(await other.update(`${path}/${delivery.id}/retry`, {}), 404, "resource_missing");
		expectError(await other.get(`/v1/events/${eventId}/deliveries`), 404, "resource_missing");
		expect((await account.desktop.get(`/v1/events/${eventId}/deliveries`)).body.data.map((d: Body) => d.id)).toEqual([delivery.id]);
		// a delivery id is only found under its own endpoint
		const theirs = await make.endpoint(other, { url: NOWHERE });
		expectError(await other.get(`/v1/webhook_endpoints/${theirs.id}/deliveries/${delivery.id}`), 404, "resource_missing", "delivery");
		expectError(await other.update(`/v1/webhook_endpoints/${theirs.id}/deliveries/${delivery.id}/retry`, {}), 404, "resource_missing", "delivery");
	});
});

describe("resend", () => {
	test("a delivery that failed for good is sent again on request, and succeeds", async () => {
		const account = await newAccount();
		const { desktop } = account;
		const r = await receiver();
		r.answer = () => 500;
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const eventId = await rejectedCustomer(desktop, desktop);
		const [failed] = await settled(desktop, ep.id);
		expect(failed).toMatchObject({ status: "failed", next_attempt_at: null });
		expect(failed.attempts).toHaveLength(7);

		r.answer = () => 200;
		const res = await desktop.update(`/v1/webhook_endpoints/${ep.id}/deliveries/${failed.id}/retry`, {});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id: failed.id, object: "webhook_delivery", event: eventId });
		expect(["pending", "succeeded"]).toContain(res.body.status);
		const [done] = await settled(desktop, ep.id);
		expectAttempts(done, r, [...Array(7).fill([500, "http_status"]), [200, null]]);
		expect({ status: done.status, last: done.attempts[done.attempts.length - 1].http_status }).toEqual({ status: "succeeded", last: 200 });
		expect(r.eventIds()).toEqual(Array(done.attempts.length).fill(eventId));
		verifySignature(r.hits[7], ep.signing_secret);
	});

	test("a retry that fails again is one more attempt, then failed again; a read key cannot retry", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const reader = await account.integration(["read"], shop.keyObject.integration);
		const r = await receiver();
		r.answer = () => 500;
		const ep = await make.endpoint(shop, { url: r.url(), enabled_events: NO_ISSUES });
		await rejectedCustomer(shop, account.desktop);
		const [failed] = await settled(shop, ep.id);
		const retry = `/v1/webhook_endpoints/${ep.id}/deliveries/${failed.id}/retry`;
		expectError(await reader.update(retry, {}), 403, "insufficient_scope");
		// no Idempotency-Key needed: a retry acts on an existing delivery
		expect((await request("POST", retry, { key: shop.key, body: {} })).status).toBe(200);
		await waitForHits(r, 8);
		const [again] = await settled(shop, ep.id);
		expect({ status: again.status, attempts: again.attempts.length }).toEqual({ status: "failed", attempts: 8 });
		expectError(await shop.update(retry, { now: true }), 400, "parameter_unknown", "now");
	});
});

describe("test events", () => {
	test("POST …/test sends a signed webhook_endpoint.test to that endpoint only, before any import", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const [r, bystander] = await Promise.all([receiver(), receiver()]);
		const ep = await make.endpoint(shop, { url: r.url(), enabled_events: ["customer.imported"] });
		await make.endpoint(shop, { url: bystander.url(), enabled_events: NO_ISSUES });
		const res = await request("POST", `/v1/webhook_endpoints/${ep.id}/test`, { key: shop.key, body: {} });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ object: "webhook_delivery", endpoint: ep.id, event_type: "webhook_endpoint.test" });
		await waitForHits(r, 1);
		const [hit] = r.hits;
		verifySignature(hit, ep.signing_secret);
		expect(hit.body).toMatchObject({ id: res.body.event, type: "webhook_endpoint.test", data: { object: { id: ep.id, object: "webhook_endpoint" } } });
		expect(hit.body!.data.object.signing_secret).toBeUndefined();
		expect(hit.raw.equals((await rawEvent(shop.key, res.body.event)).raw)).toBe(true);
		const [delivery] = await settled(shop, ep.id);
		expect({ id: delivery.id, status: delivery.status }).toEqual({ id: res.body.id, status: "succeeded" });
		// the bystander subscribes to every type, but a test is only for the endpoint tested
		expect(
			await deliveriesOf(
				shop,
				(await listIds(shop)).find((id) => id !== ep.id)!,
			),
		).toEqual([]);
		expect(bystander.hits).toHaveLength(0);
		expectError(await shop.update(`/v1/webhook_endpoints/we_nope/test`, {}), 404, "resource_missing");
	});
});

describe("secret rotation", () => {
	/** A Stripe-style verifier, written apart from bookdrop: any `v1` computed with `secret` matches. */
	function verifies(hit: Hit, secret: string): boolean {
		const parts = String(hit.headers["service-signature"])
			.split(",")
			.map((kv) => kv.split("="));
		const t = parts.find(([k]) => k === "t")?.[1];
		const expected = createHmac("sha256", secret).update(`${t}.`).update(hit.raw).digest("hex");
		return parts.some(([k, v]) => k === "v1" && v === expected);
	}

	test("for the overlap, every delivery is signed with the new and the old secret; after it, with the new one", async () => {
		const account = await newAccount();
		const { desktop } = account;
		const r = await receiver();
		const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: NO_ISSUES });
		const old = ep.signing_secret;

		expectError(await request("POST", `/v1/webhook_endpoints/${ep.id}/rotate_secret`, { key: desktop.key, body: {} }), 400, "idempotency_key_missing");
		const key = randomUUID();
		const rotated = await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, {}, key);
		expect(rotated.status).toBe(201);
		expect(rotated.body).toMatchObject({ id: ep.id, object: "webhook_endpoint", signing_secret: expect.stringMatching(/^whsec_/) });
		expect(rotated.body.signing_secret).not.toBe(old);
		expect(rotated.body.previous_secret_expires_at - nowSeconds()).toBeGreaterThan(24 * 3600 - 60);
		// a replay answers the same secret and rotates nothing
		const replay = await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, {}, key);
		expect(replay.body.signing_secret).toBe(rotated.body.signing_secret);
		// the endpoint says until when the old secret signs too, in GET and in the list
		const during = (await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body;
		expect(during.previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);
		expect((await desktop.get("/v1/webhook_endpoints")).body.data[0]).toEqual(during);

		await rejectedCustomer(desktop, desktop, "Overlap");
		await waitForHits(r, 1);
		expect(String(r.hits[0].headers["service-signature"])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
		expect([verifies(r.hits[0], old), verifies(r.hits[0], rotated.body.signing_secret), verifies(r.hits[0], "whsec_other")]).toEqual([true, true, false]);

		// a rotation without overlap: only the newest secret signs
		const sharp = await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { overlap_seconds: 0 });
		expect(sharp.status).toBe(201);
		await rejectedCustomer(desktop, desktop, "After");
		await waitForHits(r, 2);
		verifySignature(r.hits[1], sharp.body.signing_secret);
		expect([verifies(r.hits[1], old), verifies(r.hits[1], rotated.body.signing_secret)]).toEqual([false, false]);
		expect((await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body.previous_secret_expires_at).toBeNull();
		expectError(
			await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { overlap_seconds: 8 * 24 * 3600 }),
			400,
			"parameter_invalid",
			"overlap_seconds",
		);
	});
});

describe("speed", () => {
	test("a delivery starts within 100 ms of the commit that queued it (median of five)", async () => {
		const account = await newAccount();
		const { desktop } = account;
		const r = await receiver();
		await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
		const delays: number[] = [];
		for (let i = 0; i < 5; i++) {
			const customer = await made(desktop, "/v1/customers", { name: `Fast ${i}` });
			const res = await desktop.update(`/v1/customers/${customer.id}/reject`, {});
			const answered = Date.now();
			expect(res.status).toBe(200);
			await waitForHits(r, i + 1);
			delays.push(r.hits[i].at - answered);
		}
		delays.sort((a, b) => a - b);
		expect({ median: delays[2] < 100, delays }).toEqual({ median: true, delays });
	});
});

describe("plain http for local development", () => {
	test("with WEBHOOK_ALLOW_PRIVATE, an http endpoint on loopback gets signed deliveries", async () => {
		const hits: Array<{ raw: Buffer; signature: string }> = [];
		const server = http.createServer((req, res) => {
			const chunks: Buffer[] = [];
			req.on("data", (c: Buffer) => chunks.push(c));
			req.on("end", () => {
				hits.push({ raw: Buffer.concat(chunks), signature: String(req.headers["service-signature"]) });
				res.writeHead(200).end();
			});
		});
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		try {
			const account = await newAccount();
			const url = `http://localhost:${(server.address() as AddressInfo).port}/hooks`;
			const ep = await make.endpoint(account.desktop, { url, enabled_events: NO_ISSUES });
			expect(ep.url).toBe(url);
			const eventId = await rejectedCustomer(account.desktop, account.desktop);
			await waitFor("a plain http delivery", () => (hits.length ? true : undefined));
			expect(JSON.parse(hits[0].raw.toString()).id).toBe(eventId);
			const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hits[0].signature)!;
			expect(createHmac("sha256", ep.signing_secret).update(`${t}.`).update(hits[0].raw).digest("hex")).toBe(v1);
		} finally {
			server.close();
		}
	});
});
