import { Client, newAccount, target } from "../support/suite-api";
import { Body, listAll, make, ok } from "../support/fixtures";
import { Receiver } from "../support/receiver";
import { runBookdrop as bookdrop } from "../support/servers";
import { waitFor } from "../support/wait";

// The sandbox scenario `endpoint_down` (docs/testing.md, "Scenarios") over HTTP, with a real
// receiver that answers 200: the endpoint is put down (nothing reaches the receiver), 20 deliveries
// fail at their first attempt and disable it, its issue opens; then it is enabled, the 20 are sent
// again to the receiver and the first success resolves the issue. Run by `bookdrop trigger
// --scenario` too. Each run's wall time is logged.

afterAll(() => Receiver.stopAll());

const runPath = "/v1/sandbox/scenarios/endpoint_down";
const deliveriesOf = (c: Client, endpointId: string) => listAll(c, `/v1/webhook_endpoints/${endpointId}/deliveries`);

/** Starts endpoint_down with `body` and answers its run once ended, logging its wall time. */
async function endpointDown(c: Client, body: Body = {}): Promise<Body> {
	const began = performance.now();
	const res = await c.update(runPath, body);
	expect([200, 202]).toContain(res.status);
	const run =
		res.status === 200
			? res.body
			: await waitFor("endpoint_down ended", async () => {
					const now = await ok(c.get(runPath));
					return now.status === "running" ? undefined : now;
				});
	console.log(`scenario endpoint_down: ${Math.round(performance.now() - began)} ms, ${run.status}`);
	return run;
}

test("endpoint_down disables the endpoint by 20 failed deliveries that never reach it, opens its issue, then enables it, delivers them to its URL and resolves the issue", async () => {
	const account = await newAccount("Outage merchant", undefined, "test");
	const shop = await account.integration();
	const receiver = await new Receiver().start();
	const endpoint = await make.endpoint(shop, { url: receiver.url() });
	// an older endpoint of the key's: named in the body, it is the one put down, not the newest
	const newest = await make.endpoint(shop, { url: receiver.url("/newest") });

	const run = await endpointDown(shop, { webhook_endpoint: endpoint.id });
	expect(run).toMatchObject({ object: "sandbox_scenario", name: "endpoint_down", status: "succeeded", failure: null, objects: [] });
	const types: string[] = run.events.map((e: Body) => e.type);
	expect(types.filter((t) => t === "webhook_endpoint.test")).toHaveLength(20);
	expect(types.filter((t) => t !== "webhook_endpoint.test")).toEqual(["webhook_endpoint.disabled", "issue.opened", "issue.resolved"]);
	expect(types.indexOf("webhook_endpoint.disabled")).toBeGreaterThan(types.lastIndexOf("webhook_endpoint.test"));

	const byType = async (type: string) => ok(shop.get(`/v1/events/${run.events.find((e: Body) => e.type === type).id}`));
	expect((await byType("webhook_endpoint.disabled")).data.object).toMatchObject({ id: endpoint.id, status: "disabled", disabled_reason: "deliveries_failing" });
	const opened = (await byType("issue.opened")).data.object;
	expect(opened).toMatchObject({ kind: "endpoint_disabled", endpoint: endpoint.id, status: "open" });
	expect((await byType("issue.resolved")).data.object).toMatchObject({ id: opened.id, status: "resolved" });
	expect(await ok(shop.get(`/v1/issues/${opened.id}`))).toMatchObject({ status: "resolved" });
	expect(await ok(shop.get(`/v1/webhook_endpoints/${endpoint.id}`))).toMatchObject({ status: "enabled", disabled_reason: null });

	// each test event: its first attempt refused by the outage, its last delivered to the receiver (a loaded server may time out in between)
	const tests = run.events.filter((e: Body) => e.type === "webhook_endpoint.test").map((e: Body) => e.id);
	const delivered = await waitFor("the 20 recovered deliveries succeeded", async () => {
		const all = (await deliveriesOf(shop, endpoint.id)).filter((d) => d.event_type === "webhook_endpoint.test");
		return all.length === 20 && all.every((d) => d.status === "succeeded") ? all : undefined;
	});
	for (const delivery of delivered) {
		const attempts = delivery.attempts.map((a: Body) => [a.error, a.http_status]);
		expect(attempts[0]).toEqual(["simulated_outage", null]);
		expect(attempts.at(-1)).toEqual([null, 200]);
		expect(attempts.slice(1).filter(([error]: string[]) => error === "simulated_outage")).toEqual([]);
	}
	await waitFor("every test event at the receiver", () => (tests.every((id: string) => receiver.hits.some((h) => h.body?.id === id)) ? true : undefined));
	// what reached the receiver at this endpoint's URL: the 20 test events (each at least once: a loaded server may time out and send one again)
	expect(new Set(receiver.hits.filter((h) => h.body?.type === "webhook_endpoint.test" && h.path === "/hook").map((h) => h.body!.id))).toEqual(new Set(tests));
	// the other endpoint was never down
	expect(await ok(shop.get(`/v1/webhook_endpoints/${newest.id}`))).toMatchObject({ status: "enabled" });
	expect((await deliveriesOf(shop, newest.id)).every((d) => d.attempts.every((a: Body) => a.error !== "simulated_outage"))).toBe(true);
}, 60_000);

test("endpoint_down without webhook_endpoint takes the key's newest enabled endpoint; with none, the run fails saying so", async () => {
	const account = await newAccount("Outage merchant", undefined, "test");
	const shop = await account.integration();
	const none = await endpointDown(shop);
	expect(none).toMatchObject({ status: "failed", events: [] });
	expect(none.failure).toContain("no enabled webhook endpoint");

	const receiver = await new Receiver().start();
	const older = await make.endpoint(shop, { url: receiver.url("/older") });
	const newest = await make.endpoint(shop, { url: receiver.url("/newest") });
	const run = await endpointDown(shop);
	expect(run).toMatchObject({ status: "succeeded", failure: null });
	const disabled = await ok(shop.get(`/v1/events/${run.events.find((e: Body) => e.type === "webhook_endpoint.disabled").id}`));
	expect(disabled.data.object.id).toBe(newest.id);
	expect((await deliveriesOf(shop, older.id)).filter((d) => d.event_type === "webhook_endpoint.test")).toEqual([]);
}, 60_000);

test("a live account's key cannot put an endpoint down: 403 test_mode_only, its endpoint untouched", async () => {
	const live = await newAccount("Live outage merchant");
	const receiver = await new Receiver().start();
	const endpoint = await make.endpoint(live.desktop, { url: receiver.url() });
	const refused = await live.desktop.update(runPath, { webhook_endpoint: endpoint.id });
	expect(refused.status).toBe(403);
	expect(refused.body.error.code).toBe("test_mode_only");
	expect(await ok(live.desktop.get(`/v1/webhook_endpoints/${endpoint.id}`))).toMatchObject({ status: "enabled" });
	expect(await deliveriesOf(live.desktop, endpoint.id)).toEqual([]);
});

test("bookdrop trigger --scenario endpoint_down --webhook-endpoint prints the run as JSON once it ended; a failed run exits 1 after printing it", async () => {
	const account = await newAccount("Outage merchant", undefined, "test");
	const shop = await account.integration();
	const failed = await bookdrop(["trigger", "--scenario", "endpoint_down", "--url", target().url, "--key", shop.key]);
	expect(failed.code).toBe(1);
	expect(JSON.parse(failed.stdout)).toMatchObject({ object: "sandbox_scenario", name: "endpoint_down", status: "failed" });
	expect(failed.stderr).toMatch(/running the scenario endpoint_down\n/);
	expect(failed.stderr).toMatch(/bookdrop: the scenario endpoint_down failed: .*no enabled webhook endpoint/);

	const receiver = await new Receiver().start();
	const endpoint = await make.endpoint(shop, { url: receiver.url() });
	const began = performance.now();
	const outcome = await bookdrop(["trigger", "--scenario", "endpoint_down", "--webhook-endpoint", endpoint.id], {
		BOOKDROP_URL: target().url,
		BOOKDROP_API_KEY: shop.key,
	});
	console.log(`bookdrop trigger --scenario endpoint_down: ${Math.round(performance.now() - began)} ms`);
	expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: expect.stringContaining(`on webhook endpoint ${endpoint.id}`) });
	const run = JSON.parse(outcome.stdout);
	expect(run).toMatchObject({ object: "sandbox_scenario", name: "endpoint_down", status: "succeeded" });
	expect(await ok(shop.get(runPath))).toEqual(run);

	const both = await bookdrop(["trigger", "customer.imported", "--scenario", "lost_ack", "--url", target().url, "--key", shop.key]);
	expect({ code: both.code, stdout: both.stdout }).toEqual({ code: 2, stdout: "" });
}, 90_000);
