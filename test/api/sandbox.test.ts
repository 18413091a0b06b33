import { admin, Client, expectError, newAccount, request } from "../support/suite-api";
import { rejectionOf } from "../support/declines";
import { allEvents, Body, make, ok, PENDING, pathOf } from "../support/fixtures";
import type { RejectionCode } from "../../shared/engine/decline-catalogue";
import { SANDBOX_IMPORT_DELAY } from "../support/servers";
import { sleep, waitFor } from "../support/wait";

// Test mode (docs/testing.md): test accounts and their ab_test_ keys, and the simulated importer
// of the batches service, which the suite's servers run with SANDBOX_IMPORT_DELAY=1. Every
// sandbox_outcome is left to the importer's own passes (no POST /v1/sandbox/run) unless said.

const REJECTION_CODES: RejectionCode[] = ["duplicate", "invalid_data", "missing_reference", "name_in_use", "period_locked", "not_wanted", "other"];

/** Long enough for several passes after the delay: what the importer would have done, it has done. */
const SEVERAL_PASSES_MS = (SANDBOX_IMPORT_DELAY + 4) * 1000;

const testAccount = () => newAccount("Sandbox merchant", undefined, "test");
const objectOf = async (c: Client, id: string) => ok(c.get(pathOf(id)));
const eventsAbout = async (c: Client, id: string) =>
	(await allEvents(c))
		.filter((e) => e.data.object.id === id)
		.map((e) => e.type)
		.reverse();

/** The object once its import status is no longer pending, or pending with a batch. */
const settled = (c: Client, id: string) =>
	waitFor(
		`${id} taken by the simulated importer`,
		async () => {
			const object = await objectOf(c, id);
			return object.import.status !== "pending" || object.import.batch !== null ? object : undefined;
		},
		20_000,
		100,
	);

describe("test accounts and their keys", () => {
	test("an account is live unless created with mode test; its mode shows on create, get and list", async () => {
		const live = await ok(admin("/accounts", { name: "Live" }), 201);
		const test = await ok(admin("/accounts", { name: "Test", mode: "test" }), 201);
		expect([live.account.mode, test.account.mode]).toEqual(["live", "test"]);
		expect((await ok(admin(`/accounts/${test.account.id}`))).mode).toBe("test");
		expect((await ok(admin(`/accounts/${live.account.id}`))).mode).toBe("live");
		const listed = (await ok(admin("/accounts?limit=100"))).data;
		expect(listed.find((a: Body) => a.id === test.account.id).mode).toBe("test");
		expect(listed.find((a: Body) => a.id === live.account.id).mode).toBe("live");
		expectError(await admin("/accounts", { name: "Odd", mode: "sandbox" }), 400, "parameter_invalid", "mode");
	});

	test("every key of a test account starts ab_test_ and is listed as test; a live account's keys keep their form", async () => {
		const test = await testAccount();
		const live = await newAccount("Live merchant");
		expect(test.desktopKey.secret).toMatch(/^ab_test_[0-9A-Za-z]{32}$/);
		expect(live.desktopKey.secret).toMatch(/^ab_[0-9A-Za-z]{32}$/);
		expect([test.desktopKey.mode, live.desktopKey.mode]).toEqual(["test", "live"]);
		const byOperator = await test.integration();
		const byDesktop = await ok(test.desktop.create("/v1/api_keys", { scopes: ["read"] }), 201);
		const replaced = await ok(admin(`/accounts/${test.accountId}/desktop_key`, {}), 201);
		for (const key of [byOperator.keyObject, byDesktop, replaced])
			expect({ secret: key.secret.slice(0, 8), mode: key.mode }).toEqual({ secret: "ab_test_", mode: "test" });
		expect((await live.integration()).keyObject.secret).not.toMatch(/^ab_test_/);
		const adminList = (await ok(admin(`/accounts/${test.accountId}/api_keys`))).data;
		expect(adminList.map((k: Body) => k.mode)).toEqual(["test", "test", "test", "test"]);
		expect((await ok(byOperator.get("/v1/account"))).id).toBe(test.accountId);
		const desktop = (await testAccount()).desktop;
		expect((await ok(desktop.get("/v1/api_keys"))).data.map((k: Body) => k.mode)).toEqual(["test"]);
		expect((await ok(admin(`/accounts/${live.accountId}/api_keys`))).data.map((k: Body) => k.mode)).toEqual(["live", "live"]);
	});

	test("a test account is whole: its own objects, events and webhook endpoints, invisible to another account", async () => {
		const test = await testAccount();
		const other = await testAccount();
		const key = await test.integration();
		const customer = await make.customer(key);
		await settled(key, customer.id);
		expect((await other.desktop.get(pathOf(customer.id))).status).toBe(404);
		expect(await eventsAbout(other.desktop, customer.id)).toEqual([]);
		expect(await eventsAbout(key, customer.id)).toEqual(["customer.imported"]);
		const [event] = (await allEvents(key)).filter((e) => e.data.object.id === customer.id);
		expect({ account: event.account, livemode: event.livemode }).toEqual({ account: test.accountId, livemode: false });
	});

	test("on a test account an unknown sandbox_outcome is refused where it is written; on a live account it is metadata", async () => {
		const key = await (await testAccount()).integration();
		const odd = { metadata: { sandbox_outcome: "reject:because" } };
		expectError(await key.create("/v1/customers", { name: "Odd", ...odd }), 400, "parameter_invalid", "metadata.sandbox_outcome");
		for (const sandbox_outcome of ["reject:other:", `reject:other:${"f".repeat(101)}`, "reject:because:name"])
			expectError(await key.create("/v1/customers", { name: "Odd", metadata: { sandbox_outcome } }), 400, "parameter_invalid", "metadata.sandbox_outcome");
		expect((await make.customer(key, { metadata: { sandbox_outcome: `reject:other:${"f".repeat(100)}` } })).import.status).toBe("pending");
		const stay = await make.customer(key, { metadata: { sandbox_outcome: "stay" } });
		expectError(await key.update(pathOf(stay.id), odd), 400, "parameter_invalid", "metadata.sandbox_outcome");
		const bulk = await ok(key.create("/v1/customers/bulk", { objects: [{ name: "Fine" }, { name: "Odd", ...odd }] }));
		expect(bulk.data.map((d: Body) => d.status)).toEqual([201, 400]);
		const live = await (await newAccount("Live merchant")).integration();
		expect((await make.customer(live, odd)).metadata).toEqual({ sandbox_outcome: "reject:because" });
	});
});

describe("the simulated importer", () => {
	test("an object without sandbox_outcome is imported within the delay, with a sim_ local_ref and every event of a real import", async () => {
		const account = await testAccount();
		const key = await account.integration();
		const category = await make.category(key);
		const expense = await make.expense(key, { category: category.id });
		const revenue = await make.revenue(key);
		const refund = await make.refund(key, revenue.id);
		const started = Date.now();
		await settled(key, refund.id);
		expect(Date.now() - started).toBeLessThan(SANDBOX_IMPORT_DELAY * 1000 + 5000);
		// the objects were made over a second or two: one pass may have taken them, or several
		const batches = new Set<string>();
		for (const { id } of [category, expense, revenue, refund]) {
			const object = await objectOf(key, id);
			expect(object.import).toEqual({
				status: "imported",
				batch: expect.stringMatching(/^imb_/),
				imported_at: expect.any(Number),
				local_ref: expect.stringMatching(/^sim_[0-9A-Za-z]+$/),
			});
			batches.add(object.import.batch);
		}
		const events = await allEvents(key);
		const completed = Array.from(batches, () => "import_batch.completed");
		expect(events.map((e) => e.type).sort()).toEqual(["category.imported", "expense.imported", ...completed, "refund.imported", "revenue.imported"]);
		for (const id of batches) expect((await ok(account.desktop.get(`/v1/import_batches/${id}`))).status).toBe("completed");
		expect((await ok(account.desktop.get("/v1/account"))).last_import_at).toEqual(expect.any(Number));
	});

	test.each(REJECTION_CODES)(
		"reject:%s: declined by the merchant with that code, with its rejected event; with a field and a detail when asked",
		async (code) => {
			const key = await (await testAccount()).integration();
			const supplier = await make.supplier(key, { metadata: { sandbox_outcome: `reject:${code}` } });
			const detail = `The books say no to ${code}.`;
			const named = await make.supplier(key, { metadata: { sandbox_outcome: `reject:${code}:tax_number`, sandbox_detail: detail } });
			const rejected = await settled(key, supplier.id);
			expect(rejected.import).toEqual({ ...PENDING, status: "rejected", rejection: rejectionOf(code, expect.any(String), "merchant") });
			expect(await eventsAbout(key, supplier.id)).toEqual(["supplier.rejected"]);
			const withField = await settled(key, named.id);
			const rejection = rejectionOf(code, expect.any(String), "merchant", { field: "tax_number", detail });
			expect(withField.import).toEqual({ ...PENDING, status: "rejected", rejection });
			const [event] = (await allEvents(key)).filter((e) => e.data.object.id === named.id);
			expect(event.data.object.import.rejection).toEqual(rejection);
		},
	);

	test("every code of the served catalogue (GET /v1/reason_codes) can be rehearsed with a field and a detail, shown with its entry, on the object and in its event", async () => {
		const key = await (await testAccount()).integration();
		const { data: catalogue } = await ok(key.get("/v1/reason_codes"));
		expect(catalogue.length).toBeGreaterThan(0);
		const asked: Array<{ code: string; detail: string; object: Body }> = [];
		for (const { id: code } of catalogue) {
			const detail = `The books have no room for ${code}.`;
			asked.push({ code, detail, object: await make.customer(key, { metadata: { sandbox_outcome: `reject:${code}:email`, sandbox_detail: detail } }) });
		}
		const settledAll: Body[] = [];
		for (const { object } of asked) settledAll.push(await settled(key, object.id));
		const events = await allEvents(key);
		asked.forEach(({ code, detail, object }, i) => {
			const { id, object: _, ...entry } = catalogue.find((e: Body) => e.id === code);
			const rejection = {
				code: id,
				reason: "Declined by the simulated importer, as metadata.sandbox_outcome asked.",
				by: "merchant",
				field: "email",
				detail,
				...entry,
			};
			expect(settledAll[i].import).toEqual({ ...PENDING, status: "rejected", rejection });
			expect(events.find((e) => e.type === "customer.rejected" && e.data.object.id === object.id)?.data.object.import.rejection).toEqual(rejection);
		});
	});

	test("revert: imported in a batch of its own, which is reverted once; the object stays pending and is not taken again", async () => {
		const account = await testAccount();
		const key = await account.integration();
		const other = await make.product(key);
		const reverted = await make.product(key, { metadata: { sandbox_outcome: "revert" } });
		const events = await waitFor(
			"the revert",
			async () => {
				const all = (await allEvents(key)).reverse();
				return all.some((e) => e.type === "import_batch.reverted") ? all : undefined;
			},
			20_000,
			100,
		);
		const own = events.find((e) => e.type === "product.imported" && e.data.object.id === reverted.id)!.data.object.import.batch;
		expect(events.filter((e) => e.data.object.id === own).map((e) => e.type)).toEqual(["import_batch.completed", "import_batch.reverted"]);
		expect((await ok(account.desktop.get(`/v1/import_batches/${own}`))).counts.product).toBe(1);
		expect((await objectOf(key, other.id)).import.batch).not.toBe(own);
		await sleep(SEVERAL_PASSES_MS);
		expect((await objectOf(key, reverted.id)).import).toEqual(PENDING);
		expect((await allEvents(key)).filter((e) => e.data.object.id === reverted.id)).toHaveLength(1);
		expect((await ok(account.desktop.get("/v1/import_batches", "limit=100"))).data).toHaveLength(2);
	});

	test("stay: left pending, in no batch; outcome_unknown: claimed in a batch left open, and not taken again", async () => {
		const account = await testAccount();
		const key = await account.integration();
		const stay = await make.customer(key, { metadata: { sandbox_outcome: "stay" } });
		const unknown = await make.customer(key, { metadata: { sandbox_outcome: "outcome_unknown" } });
		const claimed = await settled(key, unknown.id);
		expect(claimed.import).toEqual({ ...PENDING, batch: expect.stringMatching(/^imb_/) });
		expect((await ok(account.desktop.get(`/v1/import_batches/${claimed.import.batch}`))).status).toBe("open");
		// the batch is the desktop's to finish, as after a lost acknowledgement
		await ok(account.desktop.update(`/v1/import_batches/${claimed.import.batch}/revert`, {}));
		await sleep(SEVERAL_PASSES_MS);
		expect((await objectOf(key, stay.id)).import).toEqual(PENDING);
		expect((await objectOf(key, unknown.id)).import).toEqual(PENDING);
		expect((await allEvents(key)).map((e) => e.type)).toEqual(["import_batch.reverted"]);
	});

	test("POST /v1/sandbox/run takes a test account's objects at once and answers what it did, as the key may see it", async () => {
		const account = await testAccount();
		const [mine, theirs] = [await account.integration(), await account.integration()];
		const imported = await make.customer(mine);
		const declined = await make.customer(mine, { metadata: { sandbox_outcome: "reject:duplicate" } });
		const other = await make.customer(theirs, { metadata: { sandbox_outcome: "reject:other" } });
		const run = await ok(mine.update("/v1/sandbox/run", {}));
		// the pass may have come first: then this run found nothing left
		if (run.batches.length) {
			expect(run).toEqual({ object: "sandbox_run", batches: [(await objectOf(mine, imported.id)).import.batch], rejected: [declined.id] });
		}
		expect((await objectOf(mine, imported.id)).import.status).toBe("imported");
		expect((await objectOf(mine, declined.id)).import.status).toBe("rejected");
		expect((await objectOf(theirs, other.id)).import.status).toBe("rejected");
		expect(run.rejected).not.toContain(other.id);
	});

	test("what waits on an object that stays never holds up the rest: 1,000 revenues of a staying customer, then one of its own, imported within the delay", async () => {
		const key = await (await testAccount()).integration();
		const staying = await make.customer(key, { metadata: { sandbox_outcome: "stay" } });
		const waiting = { description: "Waits", amount: 100, currency: "EUR", occurred_on: "2026-03-04", customer: staying.id };
		for (let i = 0; i < 10; i++) await ok(key.create("/v1/revenue/bulk", { objects: Array.from({ length: 100 }, () => waiting) }));
		const own = await make.revenue(key);
		expect((await settled(key, own.id)).import.status).toBe("imported");
		const stillWaiting = (await ok(key.get("/v1/revenue", `customer=${staying.id}&limit=100`))).data;
		expect(stillWaiting.map((r: Body) => r.import.status)).toEqual(Array(100).fill("pending"));
	});

	test("with 150 test accounts holding an object that stays, the objects of 10 new test accounts are all imported", async () => {
		const holders = await Promise.all(
			Array.from({ length: 150 }, async () => {
				const account = await testAccount();
				return { account, staying: await make.customer(account.desktop, { metadata: { sandbox_outcome: "stay" } }) };
			}),
		);
		try {
			// a look takes 100 accounts: in no rotating order, most of these would wait for ever
			const newcomers = await Promise.all(
				Array.from({ length: 10 }, async () => {
					const key = await (await testAccount()).integration();
					return { key, customer: await make.customer(key) };
				}),
			);
			for (const { key, customer } of newcomers) expect((await settled(key, customer.id)).import.status).toBe("imported");
		} finally {
			// the importer has nothing left to look at in them
			await Promise.all(holders.map(({ account, staying }) => ok(account.desktop.update(`${pathOf(staying.id)}/reject`, {}))));
		}
	}, 60_000);

	test("a live account is never touched: its objects stay pending whatever they ask, and its keys cannot run the importer", async () => {
		const live = await newAccount("Live merchant");
		const key = await live.integration();
		const objects = [
			await make.customer(key),
			...(await Promise.all(
				["reject:duplicate", "revert", "outcome_unknown"].map((outcome) => make.customer(key, { metadata: { sandbox_outcome: outcome } })),
			)),
		];
		expectError(await request("POST", "/v1/sandbox/run", { key: key.key, body: {} }), 403, "test_mode_only");
		expectError(await live.desktop.update("/v1/sandbox/run", {}), 403, "test_mode_only");
		await sleep(SEVERAL_PASSES_MS);
		for (const { id } of objects) expect((await objectOf(key, id)).import).toEqual(PENDING);
		expect(await allEvents(live.desktop)).toEqual([]);
		expect((await ok(live.desktop.get("/v1/import_batches"))).data).toEqual([]);
	});
});
