import { Client, IntegrationClient, newAccount, target } from "../support/suite-api";
import { EVENT_TYPES, ok } from "../support/fixtures";
import { Outcome, runBookdrop as bookdrop } from "../support/servers";
import { interrupt, plainReceiver, startListenWith } from "../support/listen-driver";
import { until } from "../support/wait";

// `bookdrop trigger <event-type>` (docs/testing.md) against the suite's server: each event it can
// fire is in the key's log under the id it printed, alone on stdout.

/** The event `trigger` printed: one line, an event id, found in the key's log with the type asked for. */
async function expectTriggered(c: Client, outcome: Outcome, type: string): Promise<void> {
	expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
	expect(outcome.stdout).toMatch(/^evt_[0-9A-Za-z]+\n$/);
	const event = await ok(c.get(`/v1/events/${outcome.stdout.trim()}`));
	expect(event.type).toBe(type);
}

/** What trigger fires beside the objects' and batches' events; `<type>.expired` is tested in expiry.test.ts, on a server whose sweep runs every second. */
const ISSUE_AND_ALERT_TYPES = ["issue.opened", "issue.resolved", "account.pending_aging"];

let key: IntegrationClient;

beforeAll(async () => {
	key = await (await newAccount("Trigger merchant", undefined, "test")).integration();
});

test.each([...EVENT_TYPES, ...ISSUE_AND_ALERT_TYPES])(
	"trigger %s prints the id of that event, with --url and --key",
	async (type) => {
		await expectTriggered(key, await bookdrop(["trigger", type, "--url", target().url, "--key", key.key]), type);
	},
	60_000,
);

test("trigger webhook_endpoint.test makes an endpoint at --webhook-url when the key has none, then tests the newest; BOOKDROP_URL and BOOKDROP_API_KEY stand in for the options", async () => {
	const fresh = await (await newAccount("Trigger merchant", undefined, "test")).integration();
	const env = { BOOKDROP_URL: target().url, BOOKDROP_API_KEY: fresh.key };
	const without = await bookdrop(["trigger", "webhook_endpoint.test"], env);
	expect({ code: without.code, stdout: without.stdout }).toEqual({ code: 1, stdout: "" });
	expect(without.stderr).toMatch(/^bookdrop: webhook_endpoint\.test needs a webhook endpoint.*--webhook-url/);
	await expectTriggered(
		fresh,
		await bookdrop(["trigger", "webhook_endpoint.test", "--webhook-url", "https://127.0.0.1:9/hooks"], env),
		"webhook_endpoint.test",
	);
	await expectTriggered(fresh, await bookdrop(["trigger", "webhook_endpoint.test"], env), "webhook_endpoint.test");
	expect((await ok(fresh.get("/v1/webhook_endpoints"))).data).toHaveLength(1);
}, 60_000);

/** Runs `trigger <type>` with the key and answers the event it printed, which must be of that type. */
async function triggered(c: IntegrationClient, type: string): Promise<{ event: any; stderr: string }> {
	const outcome = await bookdrop(["trigger", type, "--url", target().url, "--key", c.key]);
	await expectTriggered(c, outcome, type);
	return { event: await ok(c.get(`/v1/events/${outcome.stdout.trim()}`)), stderr: outcome.stderr };
}

const declineIssue = { object: "issue", kind: "decline", code: "other", object_type: "customer" };

test("trigger issue.opened opens an issue with a decline of its own; with one open already, it resolves that one by an import and opens another", async () => {
	const shop = await (await newAccount("Issue merchant", undefined, "test")).integration();
	const first = await triggered(shop, "issue.opened");
	expect(first.event.data.object).toMatchObject({ ...declineIssue, status: "open", integration: shop.keyObject.integration, count: 1 });
	expect(first.stderr).not.toContain("was open already");

	const second = await triggered(shop, "issue.opened");
	expect(second.stderr).toContain("an issue of customers declined with 'other' was open already and counted this decline");
	expect(second.event.data.object).toMatchObject({ ...declineIssue, status: "open", count: 1 });
	expect(second.event.data.object.id).not.toBe(first.event.data.object.id);
	const before = await ok(shop.get(`/v1/issues/${first.event.data.object.id}`));
	expect(before).toMatchObject({ status: "resolved", count: 2 });
	expect((await ok(shop.get("/v1/issues", "status=open"))).data.map((i: { id: string }) => i.id)).toEqual([second.event.data.object.id]);
}, 60_000);

test("trigger issue.resolved declines a customer, then imports one: the issue the decline counted in resolves", async () => {
	const shop = await (await newAccount("Issue merchant", undefined, "test")).integration();
	const { event } = await triggered(shop, "issue.resolved");
	expect(event.data.object).toMatchObject({ ...declineIssue, status: "resolved", resolved_at: expect.any(Number) });
	const [declined] = event.data.object.objects;
	expect((await ok(shop.get(`/v1/customers/${declined}`))).import.status).toBe("rejected");
	expect((await ok(shop.get("/v1/issues", "status=open"))).data).toEqual([]);
}, 60_000);

test("trigger account.pending_aging fires again on each run, then deletes its customer and sets the key's threshold back; the desktop key, which has none, is refused", async () => {
	const account = await newAccount("Aging merchant", undefined, "test");
	const shop = await account.integration();
	await ok(shop.create("/v1/account", { pending_alert_after: 3600 }));
	const fired: string[] = [];
	for (let run = 0; run < 2; run++) {
		const { event, stderr } = await triggered(shop, "account.pending_aging");
		expect(stderr).toContain("set pending_alert_after to 1 s (it was 3600)");
		expect(event.data.object).toMatchObject({ pending_alert_after: 1, oldest_pending_created: expect.any(Number) });
		fired.push(event.id);
	}
	expect(new Set(fired).size).toBe(2);
	expect(await ok(shop.get("/v1/account"))).toMatchObject({ pending_alert_after: 3600, oldest_pending_created: null });
	expect((await ok(shop.get("/v1/customers"))).data).toEqual([]);

	const refused = await bookdrop(["trigger", "account.pending_aging", "--url", target().url, "--key", account.desktopKey.secret]);
	expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: "" });
	expect(refused.stderr).toMatch(/^bookdrop: integration_only: The desktop key has no pending alert/);
	expect((await ok(account.desktop.get("/v1/customers"))).data).toEqual([]);
}, 60_000);

test("a live key is refused in one line before any request, and an event trigger cannot fire is a usage error", async () => {
	const live = await newAccount("Live merchant");
	const refused = await bookdrop(["trigger", "customer.imported", "--url", target().url, "--key", live.desktopKey.secret]);
	expect(refused).toEqual({
		code: 1,
		stdout: "",
		stderr:
			'bookdrop: trigger acts on test accounts only: this key is live (test keys start ab_test_; eval "$(bookdrop quickstart)" sets it for a new test account)\n',
	});
	const unknown = await bookdrop(["trigger", "account.importer_stale", "--url", target().url, "--key", key.key]);
	expect({ code: unknown.code, stdout: unknown.stdout, lines: unknown.stderr.trimEnd().split("\n").length }).toEqual({ code: 2, stdout: "", lines: 1 });
	expect(await live.desktop.get("/v1/customers")).toMatchObject({ status: 200, body: { data: [] } });
});

test("BOOKDROP_KEY, the old name of the key, still works, with a one-line notice first; BOOKDROP_API_KEY wins over it", async () => {
	const old = await bookdrop(["trigger", "customer.imported"], { BOOKDROP_URL: target().url, BOOKDROP_KEY: key.key });
	await expectTriggered(key, old, "customer.imported");
	expect(old.stderr.split("\n")[0]).toBe(
		"bookdrop: took the key from BOOKDROP_KEY, which this command reads only for old setups; set BOOKDROP_API_KEY (or pass --key) instead",
	);
	const both = await bookdrop(["trigger", "customer.imported"], { BOOKDROP_URL: target().url, BOOKDROP_API_KEY: key.key, BOOKDROP_KEY: "ab_live_key" });
	await expectTriggered(key, both, "customer.imported");
	expect(both.stderr).not.toContain("BOOKDROP_KEY");
}, 60_000);

test("every event trigger fires reaches a bookdrop listen started on the same variables, as quickstart sets them", async () => {
	const account = await newAccount("Listening merchant", undefined, "test");
	const integration = await account.integration();
	const env = { BOOKDROP_URL: target().url, BOOKDROP_API_KEY: integration.key, BOOKDROP_DESKTOP_KEY: account.desktopKey.secret };
	const receiver = await plainReceiver();
	const listen = startListenWith(env, receiver.url);
	try {
		await until(() => listen.secret() !== undefined, 30_000, "the ready line");
		const fired: string[] = [];
		// webhook_endpoint.test last: its endpoint (nothing listens on port 9) would be sent the others too
		for (const type of [...EVENT_TYPES, ...ISSUE_AND_ALERT_TYPES, "webhook_endpoint.test"]) {
			const outcome = await bookdrop(["trigger", type, "--webhook-url", "http://127.0.0.1:9/hooks"], env);
			await expectTriggered(integration, outcome, type);
			fired.push(outcome.stdout.trim());
		}
		await until(
			() => fired.every((id) => receiver.ids().includes(id)),
			30_000,
			() => `every triggered event forwarded (missing: ${fired.filter((id) => !receiver.ids().includes(id))})`,
		);
		expect(listen.err()).toBe("");
		expect(await interrupt(listen)).toBe(0);
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}
}, 240_000);
