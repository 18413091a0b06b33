import { Client, expectError, newAccount } from "../support/suite-api";
import { Body, ok, pathOf } from "../support/fixtures";
import { waitFor } from "../support/wait";

// The sandbox scenarios (docs/testing.md, "Scenarios"), over HTTP against the suite's servers:
// POST /v1/sandbox/scenarios/<name> and its GET, refused to a live key, 404 for an unknown name or
// before a first run, one run at a time per name, and each scenario's events and final states.
// Each run's wall time, from the POST to the GET that shows it ended, is logged.

const testAccount = () => newAccount("Scenario merchant", undefined, "test");
const latest = (c: Client, name: string) => c.get(`/v1/sandbox/scenarios/${name}`);

/** Starts `name` and answers its run once ended (polling the GET while it runs), logging the wall time. */
async function runScenario(c: Client, name: string, body: Body = {}): Promise<Body> {
	const began = performance.now();
	const res = await c.update(`/v1/sandbox/scenarios/${name}`, body);
	expect([200, 202]).toContain(res.status);
	expect(res.body).toMatchObject({ object: "sandbox_scenario", name, status: res.status === 200 ? expect.stringMatching(/^(succeeded|failed)$/) : "running" });
	const run =
		res.status === 200
			? res.body
			: await waitFor(`${name} ended`, async () => {
					const now = await ok(latest(c, name));
					return now.status === "running" ? undefined : now;
				});
	console.log(`scenario ${name}: ${Math.round(performance.now() - began)} ms, ${run.status}`);
	expect(run).toMatchObject({ id: res.body.id, failure: null, status: "succeeded" });
	return run;
}

const types = (run: Body) => run.events.map((event: Body) => event.type);
const objectOf = (c: Client, id: string) => ok(c.get(pathOf(id)));

test("a live account's key is refused both, 403 test_mode_only", async () => {
	const live = await newAccount("Live scenario merchant");
	expectError(await live.desktop.update("/v1/sandbox/scenarios/lost_ack", {}), 403, "test_mode_only");
	expectError(await live.desktop.get("/v1/sandbox/scenarios/lost_ack"), 403, "test_mode_only");
});

test("an unknown name is 404, naming the scenarios; a known one is 404 before its first run", async () => {
	const { desktop } = await testAccount();
	const unknown = await desktop.update("/v1/sandbox/scenarios/merchant_gone", {});
	expectError(unknown, 404, "resource_missing", "name");
	expect(unknown.body.error.message).toContain("lost_ack");
	expectError(await latest(desktop, "merchant_gone"), 404, "resource_missing", "name");
	expectError(await latest(desktop, "lost_ack"), 404, "resource_missing", "name");
});

test("lost_ack: the batch the books took stays open without an event, then the recovery completes it, each object imported once", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const run = await runScenario(key, "lost_ack");
	expect(run.objects).toEqual([
		{ id: expect.stringMatching(/^cus_/), object: "customer", status: "imported" },
		{ id: expect.stringMatching(/^rev_/), object: "revenue", status: "imported" },
	]);
	// the claim recorded nothing; the recovery's complete recorded each object's import once, then the batch's
	expect(types(run)).toEqual(["customer.imported", "revenue.imported", "import_batch.completed"]);
	const [customer, revenue] = await Promise.all(run.objects.map((object: Body) => objectOf(key, object.id)));
	expect(customer.metadata).toEqual({ sandbox_scenario: run.id });
	expect(revenue.import.batch).toBe(customer.import.batch);
	expect(await ok(key.get(`/v1/import_batches/${customer.import.batch}`))).toMatchObject({ status: "completed" });
	// the GET answers the same run; the desktop key sees it whole too
	expect(await ok(latest(key, "lost_ack"))).toEqual(run);
	expect(await ok(latest(account.desktop, "lost_ack"))).toEqual(run);
	// another integration of the account sees the run, without the objects and events of the first
	expect(await ok(latest(await account.integration(), "lost_ack"))).toEqual({ ...run, objects: [], events: [] });
});
