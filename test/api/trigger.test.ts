import { Client, IntegrationClient, newAccount, target } from "../support/suite-api";
import { EVENT_TYPES, ok } from "../support/fixtures";
import { Outcome, runBookdrop as bookdrop } from "../support/servers";

// `bookdrop trigger <event-type>` (docs/testing.md) against the suite's server: each event it can
// fire is in the key's log under the id it printed, alone on stdout.

/** The event `trigger` printed: one line, an event id, found in the key's log with the type asked for. */
async function expectTriggered(c: Client, outcome: Outcome, type: string): Promise<void> {
	expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
	expect(outcome.stdout).toMatch(/^evt_[0-9A-Za-z]+\n$/);
	const event = await ok(c.get(`/v1/events/${outcome.stdout.trim()}`));
	expect(event.type).toBe(type);
}

let key: IntegrationClient;

beforeAll(async () => {
	key = await (await newAccount("Trigger merchant", undefined, "test")).integration();
});

test.each(EVENT_TYPES)(
	"trigger %s prints the id of that event, with --url and --key",
	async (type) => {
		await expectTriggered(key, await bookdrop(["trigger", type, "--url", target().url, "--key", key.key]), type);
	},
	60_000,
);

test("trigger webhook_endpoint.test makes an endpoint at --webhook-url when the key has none, then tests the newest; BOOKDROP_URL and BOOKDROP_KEY stand in for the options", async () => {
	const fresh = await (await newAccount("Trigger merchant", undefined, "test")).integration();
	const env = { BOOKDROP_URL: target().url, BOOKDROP_KEY: fresh.key };
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

test("a live key is refused in one line before any request, and an event trigger cannot fire is a usage error", async () => {
	const live = await newAccount("Live merchant");
	const refused = await bookdrop(["trigger", "customer.imported", "--url", target().url, "--key", live.desktopKey.secret]);
	expect(refused).toEqual({ code: 1, stdout: "", stderr: "bookdrop: trigger acts on test accounts only: this key is live (test keys start ab_test_)\n" });
	const unknown = await bookdrop(["trigger", "account.importer_stale", "--url", target().url, "--key", key.key]);
	expect({ code: unknown.code, stdout: unknown.stdout, lines: unknown.stderr.trimEnd().split("\n").length }).toEqual({ code: 2, stdout: "", lines: 1 });
	expect(await live.desktop.get("/v1/customers")).toMatchObject({ status: 200, body: { data: [] } });
});
