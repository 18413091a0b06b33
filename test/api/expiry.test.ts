import { Client, expectError, newAccount, target } from "../support/suite-api";
import { allEvents, Body, COUNT_KEYS, listAll, nowSeconds, ok } from "../support/fixtures";
import { blocks } from "../support/markdown";
import { scrape } from "../support/metrics-scrape";
import { runBookdrop, startEmbedded, stopProcesses } from "../support/servers";
import { startStack, Stack } from "../support/stack";
import { sleep, waitFor } from "../support/wait";

// Proposals that expire (docs/lifecycle.md, "Expiry"), on a server of its own with
// EXPIRY_SWEEP_SECONDS=1. Distributed: two replicas of the batches service sweep the same
// PostgreSQL database every second, racing for the same rows; each object must expire once, with
// one event, counted once over both replicas' metrics. `bookdrop trigger <type>.expired` runs here
// too, where the sweep answers in seconds, after the test that counts the expired customers.

const SWEEP_SECONDS = 1;
/** How far ahead the racing objects expire: their bulk create must be answered before that. */
const AHEAD = 5;
const EXPIRING = 60;

let url: string;
let metricsUrls: string[];
let stop: () => Promise<void>;

beforeAll(async () => {
	const env = { EXPIRY_SWEEP_SECONDS: String(SWEEP_SECONDS) };
	if (target().mode === "embedded") {
		const server = await startEmbedded(env);
		url = server.url;
		metricsUrls = [`${server.url}/metrics`];
		stop = () => stopProcesses(server.procs);
	} else {
		const stack: Stack = await startStack({ replicas: { batches: 2 }, env });
		url = stack.urls[0];
		metricsUrls = ["batches-1", "batches-2"].map((name) => `http://127.0.0.1:${stack.proc(name).port}/metrics`);
		stop = () => stack.stop();
	}
}, 120_000);

afterAll(async () => {
	await stop?.();
});

/** A value's fields and words: every number (or null time) 0, every id its prefix, so that a doc's example and a real event compare. */
const shape = (value: unknown): unknown =>
	typeof value === "number" || value === null
		? 0
		: typeof value === "string"
			? value.replace(/^([a-z]+)_[A-Za-z0-9]+$/, "$1_")
			: Array.isArray(value)
				? value.map(shape)
				: value && typeof value === "object"
					? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
					: value;

/** docs/events.md's example of `<object>.expired`, which this test runs. */
const documented = () => JSON.parse(blocks("docs/events.md").find((b) => b.directive === "run by: test/api/expiry.test.ts")!.text);

const bulk = async (key: Client, path: string, objects: Body[]) => (await ok(key.create(`${path}/bulk`, { objects }))).data.map((o: Body) => o.object);
const claim = (desktop: Client, objects: Body[]) => desktop.create("/v1/import_batches", { objects });
const expiredTotal = async () => {
	const scrapes = await Promise.all(metricsUrls.map((metrics) => scrape(metrics, target().adminToken)));
	return scrapes.reduce((sum, s) => sum + s.value("bookdrop_expired_objects_total", { type: "customer" }), 0);
};

test("a create's expires_at must lie ahead, and an update cannot change it", async () => {
	const account = await newAccount("Expiry rules Ltd", url);
	const shop = await account.integration();
	const passed = await shop.create("/v1/customers", { name: "Late", expires_at: nowSeconds() - 1 });
	expectError(passed, 400, "expires_at_passed", "expires_at");
	expectError(await shop.create("/v1/customers", { name: "Far", expires_at: nowSeconds() + 400 * 86_400 }), 400, "parameter_invalid", "expires_at");
	expectError(await shop.create("/v1/customers", { name: "Words", expires_at: "tomorrow" }), 400, "parameter_invalid", "expires_at");
	const made = await ok(shop.create("/v1/customers", { name: "Quote", expires_at: nowSeconds() + 86_400 }), 201);
	expectError(await shop.update(`/v1/customers/${made.id}`, { expires_at: nowSeconds() + 2 * 86_400 }), 400, "parameter_unknown", "expires_at");
});

test("objects past their expires_at, unclaimed, expire once each with one event, however many replicas sweep; claimed ones are their batch's", async () => {
	const account = await newAccount("Expiry Ltd", url);
	const shop = await account.integration();
	const moment = nowSeconds() + AHEAD;
	const quotes = await bulk(
		shop,
		"/v1/customers",
		Array.from({ length: EXPIRING }, (_, i) => ({ name: `Quote ${i}`, expires_at: moment })),
	);
	const [claimedInTime, later, never] = await bulk(shop, "/v1/customers", [
		{ name: "Claimed", expires_at: moment },
		{ name: "Later", expires_at: moment + 86_400 },
		{ name: "Never" },
	]);
	const batch = await ok(claim(account.desktop, [{ id: claimedInTime.id }]), 201);

	const expired = await waitFor(
		"every quote expired",
		async () => {
			const listed = await listAll(shop, "/v1/customers", "import_status=expired");
			return listed.length === EXPIRING ? listed : undefined;
		},
		(AHEAD + 20) * 1000,
		250,
	);
	expect(expired.map((c) => c.id).sort()).toEqual(quotes.map((c: Body) => c.id).sort());
	await sleep(3 * SWEEP_SECONDS * 1000); // more sweeps by every replica: nothing more may happen

	const events = await allEvents(shop, "type=customer.expired");
	expect(events.map((e) => e.data.object.id).sort()).toEqual(quotes.map((c: Body) => c.id).sort());
	for (const event of events) {
		expect(event.data).toEqual({ object: expired.find((c) => c.id === event.data.object.id) });
		expect(event.data.object.import).toEqual({ status: "expired", batch: null, imported_at: null, local_ref: null, expires_at: moment });
		expect(event.created).toBeGreaterThanOrEqual(moment);
	}
	expect(shape(events.find((e) => e.data.object.id === quotes[0].id))).toEqual(shape(documented()));
	await waitFor("the expired counter of every replica", async () => ((await expiredTotal()) === EXPIRING ? true : undefined), 15_000, 250);

	// past the moment nothing claims or changes an expired object
	const refused = await claim(account.desktop, [{ id: quotes[0].id, local_ref: "C-1" }]);
	expectError(refused, 409, "object_not_claimable");
	expect(refused.body.error.objects).toEqual([{ id: quotes[0].id, reason: "expired" }]);
	expectError(await shop.update(`/v1/customers/${quotes[0].id}`, { name: "Renamed" }), 409, "object_not_pending");
	expectError(await shop.del(`/v1/customers/${quotes[0].id}`), 409, "object_not_pending");

	// the one claimed in time waits for its batch, past the moment, and is imported with it
	expect((await ok(shop.get(`/v1/customers/${claimedInTime.id}`))).import).toMatchObject({ status: "pending", batch: batch.id });
	await ok(account.desktop.update(`/v1/import_batches/${batch.id}/complete`, { local_refs: { [claimedInTime.id]: "C-7" } }));
	expect((await ok(shop.get(`/v1/customers/${claimedInTime.id}`))).import).toMatchObject({ status: "imported", local_ref: "C-7", expires_at: moment });
	for (const waiting of [later, never]) expect((await ok(shop.get(`/v1/customers/${waiting.id}`))).import.status).toBe("pending");
	expect((await ok(shop.get("/v1/account"))).pending.customer).toBe(2);
	expect(await expiredTotal()).toBe(EXPIRING);
}, 90_000);

test.each(COUNT_KEYS)(
	"trigger %s.expired makes an object that stays pending, expiring 3 s ahead, and prints the id of its expired event once the sweep marked it",
	async (type) => {
		const shop = await (await newAccount("Trigger expiry Ltd", url, "test")).integration();
		const started = nowSeconds();
		const outcome = await runBookdrop(["trigger", `${type}.expired`, "--url", url, "--key", shop.key]);
		expect({ code: outcome.code, stdout: outcome.stdout }).toEqual({ code: 0, stdout: expect.stringMatching(/^evt_[0-9A-Za-z]+\n$/) });
		expect(outcome.stderr).toContain("waiting for the server's expiry sweep to mark it expired: the sweep runs every EXPIRY_SWEEP_SECONDS");
		const event = await ok(shop.get(`/v1/events/${outcome.stdout.trim()}`));
		expect(event.type).toBe(`${type}.expired`);
		expect(event.data.object.metadata).toMatchObject({ sandbox_outcome: "stay" });
		expect(event.data.object.import).toMatchObject({ status: "expired", batch: null });
		expect(event.data.object.import.expires_at).toBeGreaterThan(started);
		expect(event.created).toBeGreaterThanOrEqual(event.data.object.import.expires_at);
	},
	60_000,
);
