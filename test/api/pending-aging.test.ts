import { Bookdrop } from "@bookdrop/client";
import { checkedFetch } from "../support/contract-fetch";
import { allEvents, Body, importAll, make } from "../support/fixtures";
import { blocks } from "../support/markdown";
import { Receiver } from "../support/receiver";
import { startStack, Stack } from "../support/stack";
import { Client, expectError, newAccount, target } from "../support/suite-api";
import { waitFor } from "../support/wait";

// When pending objects will land (docs/lifecycle.md, "When will it land"): an integration's own
// threshold and `account.pending_aging`, sent once and again only after the age fell below it.
// Embedded: the suite's server. Distributed: two gateways and two replicas of the accounts
// service, whose sweeps must send each event once.

const AFTER = 2;

let url: string;
let stack: Stack | undefined;

beforeAll(async () => {
	if (target().mode === "embedded") {
		url = target().url;
	} else {
		stack = await startStack({ gateways: 2, replicas: { accounts: 2 } });
		url = stack.urls[0];
	}
}, 120_000);

afterAll(async () => {
	await Receiver.stopAll();
	await stack?.stop();
});

/** A value's fields and words: every number (or null) 0, every id its prefix, so that a doc's example and a real event compare. */
const shape = (value: unknown): unknown =>
	typeof value === "number" || value === null
		? 0
		: typeof value === "string"
			? value.replace(/^([a-z]+)_[A-Za-z0-9]+$/, "$1_")
			: value && typeof value === "object"
				? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
				: value;

/** The example of docs/events.md, which this test runs. */
const documented = () =>
	JSON.parse(
		blocks("docs/events.md").find((b) => b.directive === "run by: test/api/pending-aging.test.ts" && b.text.includes('"type": "account.pending_aging"'))!.text,
	);

const agingEvents = async (c: Client) => (await allEvents(c, "type=account.pending_aging")).reverse();
const eventsOf = (c: Client, count: number) =>
	waitFor(
		`${count} account.pending_aging in the log`,
		async () => {
			const found = await agingEvents(c);
			return found.length >= count ? found : undefined;
		},
		20_000,
		100,
	);

test("POST /v1/account takes a threshold of whole seconds or null, from an integration key with `write` only", async () => {
	const account = await newAccount("Threshold Ltd", url);
	const shop = await account.integration();
	const reader = await account.integration(["read"]);
	const set = (c: Client, body: Body) => c.update("/v1/account", body);
	expectError(await set(account.desktop, { pending_alert_after: 3600 }), 403, "integration_only", "pending_alert_after");
	expectError(await set(reader, { pending_alert_after: 3600 }), 403, "insufficient_scope");
	expectError(await set(shop, {}), 400, "parameter_missing", "pending_alert_after");
	for (const refused of [0, -5, 1.5, 30 * 86_400 + 1, "60", true]) {
		expectError(await set(shop, { pending_alert_after: refused }), 400, "parameter_invalid", "pending_alert_after");
	}
	expectError(await set(shop, { pending_alert_after: 60, notify: true }), 400, "parameter_unknown", "notify");

	const answered = (await set(shop, { pending_alert_after: 30 * 86_400 })).body;
	expect(answered).toEqual((await shop.get("/v1/account")).body);
	expect(answered).toMatchObject({ object: "account", pending_alert_after: 30 * 86_400, oldest_pending_created: null });
	// each key's view: another integration's and the desktop's show none
	expect((await (await account.integration()).get("/v1/account")).body.pending_alert_after).toBeNull();
	expect((await account.desktop.get("/v1/account")).body.pending_alert_after).toBeNull();
	expect((await set(shop, { pending_alert_after: null })).body.pending_alert_after).toBeNull();
	expect((await shop.get("/v1/account")).body.pending_alert_after).toBeNull();
});

test("account.pending_aging: sent once to the integration when its oldest pending object waited its threshold, again only after the age fell below it", async () => {
	const account = await newAccount("Aging Ltd", url);
	const shop = await account.integration();
	const quiet = await account.integration();
	const receiver = await new Receiver().start();
	const endpoint = await shop.create("/v1/webhook_endpoints", { url: `https://127.0.0.1:${receiver.port}/hook`, enabled_events: ["account.pending_aging"] });
	expect(endpoint.status).toBe(201);
	await make.customer(quiet);

	// through the client, as client/README.md shows it
	const bookdrop = new Bookdrop({ apiKey: shop.key, baseUrl: url, fetch: checkedFetch });
	expect((await bookdrop.account.update({ pending_alert_after: AFTER })).pending_alert_after).toBe(AFTER);

	const first = await make.customer(shop);
	expect((await shop.get("/v1/account")).body.oldest_pending_created).toBe(first.created);
	const [aging] = await eventsOf(shop, 1);
	expect(aging.created - first.created).toBeGreaterThanOrEqual(AFTER);
	const view = (await shop.get("/v1/account")).body;
	expect(aging.data).toEqual({ object: view });
	expect(view).toMatchObject({ oldest_pending_created: first.created, pending_alert_after: AFTER, pending: { customer: 1 } });
	expect(shape(aging)).toEqual(shape(documented()));
	// setting the threshold again while the object still waits is a look of its own: nothing more
	await bookdrop.account.update({ pending_alert_after: AFTER });
	expect(await agingEvents(shop)).toHaveLength(1);

	// imported: the age fell below (this look finds nothing pending); the next object to wait that long sends it again
	const batch = await importAll(account.desktop, [first.id]);
	expect((await bookdrop.account.update({ pending_alert_after: AFTER })).oldest_pending_created).toBeNull();
	const second = await make.customer(shop);
	const both = await eventsOf(shop, 2);
	expect(both.map((e) => e.data.object.oldest_pending_created)).toEqual([first.created, second.created]);
	expect(both[1].data.object.importer.last_claim_at).toBe(batch.created);

	// to the integration only (its webhook too), and in the desktop's log, which holds every event of the account
	expect(await agingEvents(quiet)).toEqual([]);
	const desktopLog = (await agingEvents(account.desktop)).map((e) => e.id);
	expect(desktopLog).toEqual(both.map((e) => e.id));
	await waitFor("both webhooks", () => (both.every((e) => receiver.hits.some((hit) => hit.body?.id === e.id)) ? true : undefined), 20_000, 100);
	for (const hit of receiver.hits) expect(both.map((e) => e.id)).toContain(hit.body?.id);

	// cleared: no more looks; every event above was sent once, over every replica's sweeps
	expect((await bookdrop.account.update({ pending_alert_after: null })).pending_alert_after).toBeNull();
	expect(await agingEvents(shop)).toHaveLength(2);
}, 60_000);
