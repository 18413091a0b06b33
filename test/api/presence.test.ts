import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { admin, client, Client, newAccount, target } from "../support/suite-api";
import { allEvents, Body } from "../support/fixtures";
import { blocks } from "../support/markdown";
import { scrapeUntil } from "../support/metrics-scrape";
import { Receiver } from "../support/receiver";
import { ENTRY, ROOT, startEmbedded, stopProcesses } from "../support/servers";
import { startStack, Stack } from "../support/stack";
import { waitFor } from "../support/wait";

// Importer presence (docs/design.md, "Importer presence"), on a server of its own with
// IMPORTER_STALE_AFTER=2: the shared suite's accounts must not turn stale under other tests.
// Distributed: two gateways and two replicas of the accounts service, whose sweeps must emit once.

const STALE_AFTER = 2;
const PRESENCE_EVENTS = ["account.importer_stale", "account.importer_active"];
/** The importer of these accounts never claims. */
const NO_CLAIMS = { last_claim_at: null, next_claim_expected_at: null };

let urls: string[];
let metricsUrl: string;
let stop: () => Promise<void>;

beforeAll(async () => {
	const env = { IMPORTER_STALE_AFTER: String(STALE_AFTER) };
	if (target().mode === "embedded") {
		const server = await startEmbedded(env);
		urls = [server.url];
		metricsUrl = `${server.url}/metrics`;
		stop = () => stopProcesses(server.procs);
	} else {
		const stack: Stack = await startStack({ gateways: 2, replicas: { accounts: 2 }, env });
		urls = stack.urls;
		metricsUrl = `http://127.0.0.1:${stack.proc("accounts-1").port}/metrics`;
		stop = () => stack.stop();
	}
}, 120_000);

afterAll(async () => {
	await Receiver.stopAll();
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

/** The example of `type` in docs/events.md, which this test runs. */
const documented = (type: string) =>
	JSON.parse(blocks("docs/events.md").find((b) => b.directive === "run by: test/api/presence.test.ts" && b.text.includes(`"type": "${type}"`))!.text);

const presenceEvents = async (c: Client) => (await allEvents(c)).filter((e) => PRESENCE_EVENTS.includes(e.type)).reverse();
const eventsOf = (c: Client, type: string) =>
	waitFor(
		`${type} in the log`,
		async () => {
			const found = (await presenceEvents(c)).filter((e) => e.type === type);
			return found.length ? found : undefined;
		},
		15_000,
		100,
	);

describe("importer presence", () => {
	test("never seen, active, stale once, active again: in GET /v1/account, the admin's list, the event log of every integration and its webhooks", async () => {
		const account = await newAccount("Presence Ltd", urls[0]);
		const quiet = await newAccount("Never opened Ltd", urls[0]);
		const shop = await account.integration();
		const pay = await account.integration();
		const quietShop = await quiet.integration();
		const receivers = new Map<Client, Receiver>();
		for (const integration of [shop, pay]) {
			const receiver = await new Receiver().start();
			receivers.set(integration, receiver);
			const made = await integration.create("/v1/webhook_endpoints", { url: `https://127.0.0.1:${receiver.port}/hook`, enabled_events: PRESENCE_EVENTS });
			expect(made.status).toBe(201);
		}
		expect((await shop.get("/v1/account")).body.importer).toEqual({ last_seen_at: null, status: "never", ...NO_CLAIMS });
		expect((await admin(`/accounts/${account.accountId}`, undefined, "GET", urls[0])).body.importer).toEqual({
			last_seen_at: null,
			status: "never",
			...NO_CLAIMS,
		});

		// a request with the desktop key: the importer is seen, from any gateway
		const before = Math.floor(Date.now() / 1000);
		const desktop = client(account.desktop.key, urls[urls.length - 1]);
		const seen = (await desktop.get("/v1/account")).body.importer;
		expect(seen).toEqual({ last_seen_at: expect.any(Number), status: "active", ...NO_CLAIMS });
		expect(seen.last_seen_at).toBeGreaterThanOrEqual(before);
		expect((await shop.get("/v1/account")).body.importer).toEqual(seen);

		// after IMPORTER_STALE_AFTER without a desktop request: one account.importer_stale per integration
		const [stale] = await eventsOf(shop, "account.importer_stale");
		const shopView = (await shop.get("/v1/account")).body;
		expect(shopView.importer).toEqual({ last_seen_at: seen.last_seen_at, status: "stale", ...NO_CLAIMS });
		expect(stale.data).toEqual({ object: shopView });
		// no later than a tenth of the time after the mark (at least a second), to within the second the times are counted in
		expect(stale.created - seen.last_seen_at).toBeGreaterThanOrEqual(STALE_AFTER);
		expect(stale.created - seen.last_seen_at).toBeLessThanOrEqual(STALE_AFTER + 1 + 1);
		const [payStale] = await eventsOf(pay, "account.importer_stale");
		expect(payStale.data.object).toEqual((await pay.get("/v1/account")).body);
		expect(payStale.id).not.toBe(stale.id);
		const listed = await admin("/accounts?limit=100", undefined, "GET", urls[0]);
		expect(listed.body.data.find((a: Body) => a.id === account.accountId).importer).toEqual(shopView.importer);
		// `bookdrop accounts list` prints the same presence
		const cli = await promisify(execFile)(process.execPath, [ENTRY, "accounts", "list", "--limit", "100", "--url", urls[0], "--token", target().adminToken], {
			cwd: ROOT,
			env: { PATH: process.env.PATH ?? "" },
		});
		expect(JSON.parse(cli.stdout).data.find((a: Body) => a.id === account.accountId).importer).toEqual(shopView.importer);
		await scrapeUntil(metricsUrl, target().adminToken, (s) => s.value("bookdrop_stale_importers") >= 1);

		// the next desktop request: one account.importer_active per integration; the importer is active
		await desktop.get("/v1/customers");
		const [active] = await eventsOf(shop, "account.importer_active");
		const back = (await shop.get("/v1/account")).body;
		expect(back.importer).toEqual({ last_seen_at: expect.any(Number), status: "active", ...NO_CLAIMS });
		expect(active.data).toEqual({ object: back });
		await eventsOf(pay, "account.importer_active");
		// more desktop requests while active announce nothing; the next silence is one more stale event
		await client(account.desktop.key, urls[0]).get("/v1/account");
		await waitFor("a second account.importer_stale", async () => ((await presenceEvents(shop)).length === 3 ? true : undefined), 15_000, 100);
		for (const integration of [shop, pay]) {
			expect((await presenceEvents(integration)).map((e) => e.type)).toEqual(["account.importer_stale", "account.importer_active", "account.importer_stale"]);
		}
		// an importer never seen is `never` and announces nothing
		expect((await quietShop.get("/v1/account")).body.importer).toEqual({ last_seen_at: null, status: "never", ...NO_CLAIMS });
		expect(await presenceEvents(quietShop)).toEqual([]);

		// docs/events.md shows these two events as they are
		expect(shape(stale)).toEqual(shape(documented("account.importer_stale")));
		expect(shape(active)).toEqual(shape(documented("account.importer_active")));

		// every integration's webhook got its own events, each once (or more: at least once)
		for (const [integration, receiver] of receivers) {
			const logged = await presenceEvents(integration);
			await waitFor("the presence webhooks", () => (logged.every((e) => receiver.hits.some((hit) => hit.body?.id === e.id)) ? true : undefined), 15_000, 100);
			for (const hit of receiver.hits) expect(logged.map((e) => e.id)).toContain(hit.body?.id);
			for (const event of logged) expect(receiver.hits.find((hit) => hit.body?.id === event.id)!.body).toEqual(event);
		}
	}, 60_000);
});
