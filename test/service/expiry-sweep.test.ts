import { systemClock, unixSeconds } from "../../shared/platform/clock";
import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { expireObjects } from "../../services/batches/expiry-sweep";
import { EXPIRY_BATCH } from "../../services/batches/expiry-sweep.store";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// Proposals that expire, in process (docs/lifecycle.md, "Expiry"): what a create takes, what a claim
// and a write refuse past the moment, and the sweep, with the clock moved by SQL instead of waited
// for. The service's own sweep waits an hour (EXPIRY_SWEEP_SECONDS), so only the sweeps a test runs mark anything.

const DAY = 86_400;
let app: InProcess;
let db: Database;
let integration: Principal;
let desktop: Principal;
let accountId: string;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events"], { EXPIRY_SWEEP_SECONDS: "3600" });
	db = await app.platform.database();
	({ id: accountId, integration, desktop } = await app.account());
}, 60_000);

afterAll(() => app.stop());

type Made = { id: string; import: Record<string, unknown> };
const inADay = () => unixSeconds(systemClock) + DAY;
const create = (type: "customers" | "suppliers" | "products", body: Record<string, unknown>) =>
	app.call<Made>(`catalog.${type}.create`, { name: "Jane", ...body }, integration, key());
const customer = async (expiresAt: number | null = inADay()) => (await create("customers", { expires_at: expiresAt })).id;
const retrieve = (id: string, type = "customers") => app.call<Made>(`catalog.${type}.retrieve`, { id }, integration);
const claim = (objects: Array<{ id: string; local_ref?: string }>) => app.call<any>("batches.create", { objects }, desktop, key());
/** As if `ids` had been created to expire a second ago: the moment passed, the sweep has not run. */
const pastTheirMoment = (table: string, ids: string[]) =>
	db.query(`UPDATE ${table} SET expires_at = $2 WHERE id = ANY($1)`, [ids, unixSeconds(systemClock) - 1]);
const expiredEvents = async (ids: string[]) =>
	(await db.query("SELECT type, data -> 'object' ->> 'id' AS id FROM events WHERE data -> 'object' ->> 'id' = ANY($1) AND type LIKE '%.expired'", [ids])).map(
		(e) => `${e.type} ${e.id}`,
	);
const pending = async () => Number((await db.query("SELECT coalesce(sum(count), 0) AS n FROM pending_counts WHERE account_id = $1", [accountId]))[0].n);

describe("a create's expires_at", () => {
	test("is shown as import.expires_at when given, and absent otherwise", async () => {
		const at = inADay();
		const made = await create("customers", { expires_at: at });
		expect(made.import).toEqual({ status: "pending", batch: null, imported_at: null, local_ref: null, expires_at: at });
		expect(await retrieve(made.id)).toEqual(made);
		for (const none of [undefined, null]) {
			expect((await create("customers", { expires_at: none })).import).toEqual({ status: "pending", batch: null, imported_at: null, local_ref: null });
		}
	});

	test("must lie after the create's moment, and at most 366 days after it", async () => {
		const now = unixSeconds(systemClock);
		for (const past of [0, now - 60]) {
			await expect(create("customers", { expires_at: past })).rejects.toMatchObject({
				type: "expires_at_passed",
				code: 400,
				data: { param: "expires_at" },
			});
		}
		await expect(create("customers", { expires_at: now + 367 * DAY })).rejects.toMatchObject({
			type: "parameter_invalid",
			data: { param: "expires_at" },
			message: expect.stringContaining("at most 366 days"),
		});
		expect((await create("customers", { expires_at: now + 365 * DAY })).import.expires_at).toBe(now + 365 * DAY);
	});

	test("is taken per object by a bulk create", async () => {
		const at = inADay();
		const { data } = await app.call<{ data: Array<{ status: number; object?: Made; error?: { code: string; param: string } }> }>(
			"catalog.customers.bulkCreate",
			{ objects: [{ name: "A", expires_at: at }, { name: "B", expires_at: 1 }, { name: "C" }] },
			integration,
			key(),
		);
		expect(data.map((o) => o.status)).toEqual([201, 400, 201]);
		expect(data[0].object!.import.expires_at).toBe(at);
		expect(data[1].error).toMatchObject({ code: "expires_at_passed", param: "expires_at" });
		expect(data[2].object!.import).not.toHaveProperty("expires_at");
	});
});

describe("past the moment", () => {
	test("an unclaimed object is refused to a claim as expired, and to every write, before and after the sweep", async () => {
		const [late, fine] = [await customer(), await customer()];
		await pastTheirMoment("customers", [late]);
		const refused = [{ id: late, reason: "expired" }];
		await expect(
			claim([
				{ id: late, local_ref: "C-1" },
				{ id: fine, local_ref: "C-2" },
			]),
		).rejects.toMatchObject({ type: "object_not_claimable" });
		await expect(claim([{ id: late }])).rejects.toMatchObject({ data: { objects: refused } });
		const notPending = { type: "object_not_pending", message: "This customer is expired and can no longer change." };
		await expect(app.call("catalog.customers.update", { id: late, name: "Late" }, integration)).rejects.toMatchObject(notPending);
		await expect(app.call("catalog.customers.delete", { id: late }, integration)).rejects.toMatchObject(notPending);
		await expect(app.call("batches.customers.reject", { id: late }, desktop)).rejects.toMatchObject(notPending);
		expect((await retrieve(late)).import.status).toBe("pending");

		await expireObjects(db, systemClock);
		expect((await retrieve(late)).import.status).toBe("expired");
		await expect(claim([{ id: late }])).rejects.toMatchObject({ data: { objects: refused } });
		await expect(app.call("catalog.customers.update", { id: late, name: "Late" }, integration)).rejects.toMatchObject(notPending);
		expect((await retrieve(fine)).import.status).toBe("pending");
	});

	test("one a batch claimed in time is the batch's: completed it is imported, reverted it expires at the next sweep", async () => {
		const [kept, returned] = [await customer(), await customer()];
		const open = await claim([{ id: kept }]);
		const done = await claim([{ id: returned, local_ref: "C-9" }]);
		await pastTheirMoment("customers", [kept, returned]);
		await expireObjects(db, systemClock);
		expect((await retrieve(kept)).import).toMatchObject({ status: "pending", batch: open.id });
		await app.call("batches.complete", { id: open.id, local_refs: { [kept]: "C-8" } }, desktop);
		expect((await retrieve(kept)).import).toMatchObject({ status: "imported", local_ref: "C-8" });

		await app.call("batches.revert", { id: done.id }, desktop);
		expect((await retrieve(returned)).import).toMatchObject({ status: "pending", batch: null });
		await expireObjects(db, systemClock);
		expect((await retrieve(returned)).import.status).toBe("expired");
		expect(await expiredEvents([kept, returned])).toEqual([`customer.expired ${returned}`]);
	});

	test("an expired object is final: listed as expired, not pending, and its line items cannot change", async () => {
		const sale = await app.call<Made>(
			"transactions.revenue.create",
			{ description: "Quote", amount: 1000, currency: "EUR", occurred_on: "2026-11-01", expires_at: inADay() },
			integration,
			key(),
		);
		const before = await pending();
		await pastTheirMoment("revenue", [sale.id]);
		await expireObjects(db, systemClock);
		expect(await pending()).toBe(before - 1);
		const { data } = await app.call<{ data: Made[] }>("transactions.revenue.list", { import_status: "expired" }, integration);
		expect(data.map((o) => o.id)).toContain(sale.id);
		const listedPending = await app.call<{ data: Made[] }>("transactions.revenue.list", { import_status: "pending" }, integration);
		expect(listedPending.data.map((o) => o.id)).not.toContain(sale.id);
		await expect(
			app.call("transactions.revenue.lineItems.create", { id: sale.id, description: "Widget", unit_amount: 100 }, integration, key()),
		).rejects.toMatchObject({ type: "object_not_pending" });
	});

	test("a reference to an expired object is kept as to a rejected one: stored, never claimable; an expired refund does not count", async () => {
		const sale = await app.call<Made>(
			"transactions.revenue.create",
			{ description: "Order", amount: 1000, currency: "EUR", occurred_on: "2026-11-01", expires_at: inADay() },
			integration,
			key(),
		);
		const refund = (amount: number, expiresAt?: number) =>
			app.call<Made>(
				"transactions.refunds.create",
				{ revenue: sale.id, amount, currency: "EUR", occurred_on: "2026-11-02", expires_at: expiresAt },
				integration,
				key(),
			);
		const first = await refund(800, inADay());
		await expect(refund(300)).rejects.toMatchObject({ type: "refund_exceeds_remaining", data: { refundable_amount: 200 } });
		await pastTheirMoment("refunds", [first.id]);
		await expireObjects(db, systemClock);
		expect((await app.call<Made>("transactions.refunds.retrieve", { id: first.id }, integration)).import.status).toBe("expired");
		const second = await refund(1000);

		await pastTheirMoment("revenue", [sale.id]);
		await expireObjects(db, systemClock);
		const third = await refund(0);
		await expect(
			claim([
				{ id: second.id, local_ref: "R-2" },
				{ id: third.id, local_ref: "R-3" },
			]),
		).rejects.toMatchObject({
			data: { objects: [second.id, third.id].map((id) => ({ id, reason: "dependency_not_imported" })) },
		});
	});
});

describe("the sweep", () => {
	test("two sweeps at once expire each object once, with one event each; the rest stay pending", async () => {
		const customers = await Promise.all(Array.from({ length: EXPIRY_BATCH + 30 }, () => customer()));
		const products = await Promise.all(Array.from({ length: 3 }, async () => (await create("products", { expires_at: inADay() })).id));
		const [notYet, never] = [await customer(), await customer(null)];
		await pastTheirMoment("customers", customers);
		await pastTheirMoment("products", products);
		const before = await pending();

		const swept = await Promise.all([expireObjects(db, systemClock), expireObjects(db, systemClock)]);
		const total = (type: string) => swept.reduce((sum, marked) => sum + (marked.get(type) ?? 0), 0);
		expect([total("customer"), total("product")]).toEqual([customers.length, products.length]);
		expect((await expiredEvents([...customers, ...products])).sort()).toEqual(
			[...customers.map((id) => `customer.expired ${id}`), ...products.map((id) => `product.expired ${id}`)].sort(),
		);
		const statuses = await db.query("SELECT import_status, count(*) AS n FROM customers WHERE id = ANY($1) GROUP BY 1", [customers]);
		expect(statuses).toEqual([{ import_status: "expired", n: customers.length }]);
		expect(await pending()).toBe(before - customers.length - products.length);
		for (const id of [notYet, never]) expect((await retrieve(id)).import.status).toBe("pending");
		expect((await expireObjects(db, systemClock)).size).toBe(0);
	});

	test("an expired event carries the object as the API shows it then", async () => {
		const id = await customer();
		await pastTheirMoment("customers", [id]);
		await expireObjects(db, systemClock);
		const { data } = await app.call<{ data: Array<{ type: string; data: { object: Made } }> }>(
			"events.list",
			{ type: "customer.expired", limit: "100" },
			integration,
		);
		const event = data.find((e) => e.data.object.id === id)!;
		expect(event.data).toEqual({ object: await retrieve(id) });
		expect(event.data.object.import).toMatchObject({ status: "expired", batch: null, expires_at: expect.any(Number) });
	});

	test("the batches service's sweep counts what it expired in bookdrop_expired_objects_total, by type, every type from 0", async () => {
		const value = async (type: string) =>
			(await app.platform.metrics.getSingleMetric("bookdrop_expired_objects_total")!.get()).values.find(({ labels }) => labels.type === type)?.value;
		expect(await value("refund")).toBe(0);
		const before = (await value("customer"))!;
		const ids = [await customer(), await customer()];
		await pastTheirMoment("customers", ids);
		await (app.broker.getLocalService("batches") as unknown as { sweepExpired(): Promise<void> }).sweepExpired();
		expect(await value("customer")).toBe(before + 2);
		expect(await value("refund")).toBe(0);
	});
});
