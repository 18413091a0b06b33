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

test("crash_mid_batch: the batch claimed before the crash is reverted, its objects pending again, then imported in a new batch", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const run = await runScenario(key, "crash_mid_batch");
	expect(run.objects).toEqual([
		{ id: expect.stringMatching(/^cus_/), object: "customer", status: "imported" },
		{ id: expect.stringMatching(/^rev_/), object: "revenue", status: "imported" },
	]);
	expect(types(run)).toEqual(["import_batch.reverted", "customer.imported", "revenue.imported", "import_batch.completed"]);
	const [reverted, completed] = await Promise.all([run.events[0], run.events[3]].map((event: Body) => ok(key.get(`/v1/events/${event.id}`))));
	expect(reverted.data.object).toMatchObject({ object: "import_batch", status: "reverted" });
	expect(completed.data.object).toMatchObject({ object: "import_batch", status: "completed" });
	expect(completed.data.object.id).not.toBe(reverted.data.object.id);
	const customer = await objectOf(key, run.objects[0].id);
	expect(customer.import).toMatchObject({ status: "imported", batch: completed.data.object.id });
});

test("closed_period: the expense dated in the closed period is warned and declined period_locked, the one after imported", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const run = await runScenario(key, "closed_period");
	expect(run.objects).toEqual([
		{ id: expect.stringMatching(/^exp_/), object: "expense", status: "rejected" },
		{ id: expect.stringMatching(/^exp_/), object: "expense", status: "imported" },
	]);
	expect(types(run).filter((type: string) => !type.startsWith("issue."))).toEqual(["expense.rejected", "expense.imported", "import_batch.completed"]);
	const [locked, open] = await Promise.all(run.objects.map((object: Body) => objectOf(key, object.id)));
	expect(locked.books_warnings).toEqual([expect.objectContaining({ code: "period_locked", field: "occurred_on" })]);
	expect(locked.import.rejection).toMatchObject({ code: "period_locked", field: "occurred_on", by: "merchant" });
	expect(open.books_warnings).toEqual([]);
	const books = await ok(key.get("/v1/books"));
	expect(books.closed_through < open.occurred_on && books.closed_through >= locked.occurred_on).toBe(true);
});

test("name_collision: a customer named as a supplier of the books, and the second of two new customers of one name, are warned and declined name_in_use", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const run = await runScenario(key, "name_collision");
	expect(run.objects.map((object: Body) => object.status)).toEqual(["rejected", "imported", "rejected"]);
	expect(types(run).filter((type: string) => !type.startsWith("issue."))).toEqual([
		"customer.rejected",
		"customer.rejected",
		"customer.imported",
		"import_batch.completed",
	]);
	const [taken, first, second] = await Promise.all(run.objects.map((object: Body) => objectOf(key, object.id)));
	expect([taken.name, first.name, second.name]).toEqual(["harbor supplies", "Northwind Traders", "Northwind Traders"]);
	for (const declined of [taken, second]) {
		expect(declined.books_warnings).toEqual([expect.objectContaining({ code: "name_in_use", field: "name" })]);
		expect(declined.import.rejection).toMatchObject({ code: "name_in_use", field: "name", by: "merchant" });
	}
	expect(first.books_warnings).toEqual([]);
});

test("merchant_away: stale, pending alert and expiry in turn over 14 days of the account's time, then the importer back imports the rest", async () => {
	const account = await testAccount();
	const key = await account.integration();
	await ok(key.update("/v1/account", { pending_alert_after: 7_200 }));
	const clockBefore = (await ok(key.get("/v1/sandbox/clock"))).now;
	const run = await runScenario(key, "merchant_away");
	expect(run.objects).toEqual([
		{ id: expect.stringMatching(/^cus_/), object: "customer", status: "imported" },
		{ id: expect.stringMatching(/^rev_/), object: "revenue", status: "imported" },
		{ id: expect.stringMatching(/^prd_/), object: "product", status: "expired" },
	]);
	expect(types(run)).toEqual([
		"account.importer_stale",
		// the stale importer is an issue of the account's, resolved when it is back (docs/issues.md)
		"issue.opened",
		"account.pending_aging",
		"product.expired",
		"account.importer_active",
		"issue.resolved",
		"customer.imported",
		"revenue.imported",
		"import_batch.completed",
	]);
	// the account's clock stays 14 days on; the alert is put back as it was
	expect(run.ended - run.started).toBeGreaterThanOrEqual(14 * 86_400);
	expect((await ok(key.get("/v1/sandbox/clock"))).now - clockBefore).toBeGreaterThanOrEqual(14 * 86_400);
	const summary = await ok(key.get("/v1/account"));
	expect(summary).toMatchObject({ pending_alert_after: 7_200, importer: { status: "active" } });
	// the desktop key sees the run's objects too, and every integration's account events
	expect((await ok(latest(account.desktop, "merchant_away"))).objects).toEqual(run.objects);
});

test("a POST while a run of the name is under way answers that run, 202, and starts none", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const [one, two] = await Promise.all([key.update("/v1/sandbox/scenarios/merchant_away", {}), key.update("/v1/sandbox/scenarios/merchant_away", {})]);
	expect(one.body.id).toBe(two.body.id);
	expect([one.status, two.status]).toContain(202);
	const ended = await waitFor("merchant_away ended", async () => {
		const now = await ok(latest(key, "merchant_away"));
		return now.status === "running" ? undefined : now;
	});
	expect(ended).toMatchObject({ id: one.body.id, status: "succeeded" });
	expect(ended.objects).toHaveLength(3);
});
