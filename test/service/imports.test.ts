import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// Claims, completes and reverts, in process, with the events they record: an import is all or
// nothing, an imported object is frozen, a revert makes it pending again.

let app: InProcess;
let integration: Principal;
let desktop: Principal;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events"]);
	({ integration, desktop } = await app.account());
}, 60_000);

afterAll(() => app.stop());

const customer = async () => (await app.call<{ id: string }>("catalog.customers.create", { name: "Jane" }, integration, key())).id;
const claim = (objects: Array<{ id: string; local_ref?: string }>) => app.call<any>("batches.create", { objects }, desktop, key());
const eventsOf = async (type: string) =>
	(await app.call<{ data: Array<{ type: string; data: { object: { id: string } } }> }>("events.list", { type, limit: "100" }, integration)).data;

test("a claim opens a batch that holds its objects; complete imports them and records one event per object and one per batch", async () => {
	const [a, b] = [await customer(), await customer()];
	const batch = await claim([{ id: a }, { id: b }]);
	expect(batch).toMatchObject({ object: "import_batch", status: "open", counts: { customer: 2 } });
	expect(await app.call("catalog.customers.retrieve", { id: a }, integration)).toMatchObject({ import: { status: "pending", batch: batch.id } });
	await expect(app.call("catalog.customers.update", { id: a, name: "Changed" }, integration)).rejects.toMatchObject({ type: "object_not_pending" });

	const done = await app.call("batches.complete", { id: batch.id, local_refs: { [a]: "QB-1", [b]: "QB-2" } }, desktop);
	expect(done).toMatchObject({ status: "completed" });
	expect(await app.call("catalog.customers.retrieve", { id: a }, integration)).toMatchObject({
		import: { status: "imported", batch: batch.id, local_ref: "QB-1" },
	});
	expect((await eventsOf("customer.imported")).map((e) => e.data.object.id)).toEqual(expect.arrayContaining([a, b]));
	expect((await eventsOf("import_batch.completed")).map((e) => e.data.object.id)).toContain(batch.id);
	await expect(app.call("batches.complete", { id: batch.id, local_refs: { [a]: "QB-1", [b]: "QB-2" } }, desktop)).rejects.toMatchObject({
		type: "batch_not_open",
	});
});

test("a revert makes the objects pending again, clears their import, and records import_batch.reverted once", async () => {
	const a = await customer();
	const batch = await claim([{ id: a, local_ref: "QB-9" }]);
	expect(batch.status).toBe("completed");
	expect(await app.call("batches.revert", { id: batch.id }, desktop)).toMatchObject({ status: "reverted" });
	expect(await app.call("catalog.customers.retrieve", { id: a }, integration)).toMatchObject({
		import: { status: "pending", batch: null, imported_at: null, local_ref: null },
	});
	expect((await eventsOf("import_batch.reverted")).filter((e) => e.data.object.id === batch.id)).toHaveLength(1);
	await expect(app.call("batches.revert", { id: batch.id }, desktop)).rejects.toMatchObject({ type: "batch_not_revertible" });
});

test("a claim with any object that cannot be claimed changes nothing and says why for each", async () => {
	const free = await customer();
	const taken = await customer();
	await claim([{ id: taken }]);
	const supplier = (await app.call<{ id: string }>("catalog.suppliers.create", { name: "Acme" }, integration, key())).id;
	const expense = (
		await app.call<{ id: string }>(
			"transactions.expenses.create",
			{ description: "Paper", amount: 100, currency: "EUR", occurred_on: "2026-05-01", supplier },
			integration,
			key(),
		)
	).id;
	await expect(claim([{ id: free }, { id: taken }, { id: "cus_missing" }, { id: expense }])).rejects.toMatchObject({
		type: "object_not_claimable",
		data: {
			objects: expect.arrayContaining([
				{ id: taken, reason: "claimed" },
				{ id: "cus_missing", reason: "missing" },
				{ id: expense, reason: "dependency_not_imported" },
			]),
		},
	});
	expect(await app.call("catalog.customers.retrieve", { id: free }, integration)).toMatchObject({ import: { status: "pending", batch: null } });
	// With its supplier in the same batch, the expense is claimable.
	expect(await claim([{ id: supplier }, { id: expense }])).toMatchObject({ status: "open", counts: { supplier: 1, expense: 1 } });
});

test("a rejected object is final: no update, no second reject, no claim", async () => {
	const a = await customer();
	expect(await app.call("batches.customers.reject", { id: a, reason: "duplicate" }, desktop)).toMatchObject({ import: { status: "rejected" } });
	await expect(app.call("catalog.customers.update", { id: a, name: "x" }, integration)).rejects.toMatchObject({ type: "object_not_pending" });
	await expect(app.call("batches.customers.reject", { id: a }, desktop)).rejects.toMatchObject({ type: "object_not_pending" });
	await expect(claim([{ id: a }])).rejects.toMatchObject({ type: "object_not_claimable", data: { objects: [{ id: a, reason: "not_pending" }] } });
	expect((await eventsOf("customer.rejected")).filter((e) => e.data.object.id === a)).toHaveLength(1);
});
