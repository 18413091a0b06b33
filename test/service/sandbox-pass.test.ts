import { systemClock } from "../../shared/platform/clock";
import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { simulateImports } from "../../services/batches/sandbox-pass";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// The simulated importer's passes (docs/testing.md), in process. The services' own looks wait an
// hour (SANDBOX_IMPORT_DELAY=3600), so only the passes a test runs take anything.

let app: InProcess;
let sandbox: { id: string; desktop: Principal; integration: Principal };
let live: { id: string; desktop: Principal; integration: Principal };

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events"], { SANDBOX_IMPORT_DELAY: "3600" });
	sandbox = await app.account("Sandbox Ltd", "test");
	live = await app.account("Live Ltd");
}, 60_000);

afterAll(() => app.stop());

const customer = async (principal: Principal, outcome?: string) =>
	(
		await app.call<{ id: string }>(
			"catalog.customers.create",
			{ name: "Jane", ...(outcome ? { metadata: { sandbox_outcome: outcome } } : {}) },
			principal,
			key(),
		)
	).id;
const events = async (principal: Principal) =>
	(await app.call<{ data: Array<{ type: string; data: { object: { id: string } } }> }>("events.list", { limit: "100" }, principal)).data;
const pass = async (accountId: string) => simulateImports(await app.platform.database(), systemClock, accountId, 0, () => undefined);

test("a pass that read its candidates before another imported and reverted them, and passes at once, without the lease, take each object once", async () => {
	const ids = {
		import: [await customer(sandbox.integration), await customer(sandbox.integration)],
		revert: [await customer(sandbox.integration, "revert"), await customer(sandbox.integration, "revert")],
		outcome_unknown: [await customer(sandbox.integration, "outcome_unknown")],
	};
	// a pass that read its candidates, then waited while another pass imported and reverted them all
	const db = await app.platform.database();
	let release: () => void = () => undefined;
	const released = new Promise<void>((resolve) => (release = resolve));
	const stale: Database = { ...db, query: db.query.bind(db), transaction: async (work) => (await released, db.transaction(work)) };
	const late = simulateImports(stale, systemClock, sandbox.id, 0, () => undefined);
	await pass(sandbox.id);
	release();
	await late;
	await Promise.all([pass(sandbox.id), pass(sandbox.id), pass(sandbox.id)]);
	await app.call(
		"batches.revert",
		{ id: (await app.call<any>("catalog.customers.retrieve", { id: ids.outcome_unknown[0] }, sandbox.integration)).import.batch },
		sandbox.desktop,
	);
	await Promise.all([pass(sandbox.id), pass(sandbox.id)]);
	const log = await events(sandbox.integration);
	for (const id of [...ids.import, ...ids.revert]) expect(log.filter((e) => e.type === "customer.imported" && e.data.object.id === id)).toHaveLength(1);
	for (const id of [...ids.revert, ...ids.outcome_unknown]) {
		expect(await app.call("catalog.customers.retrieve", { id }, sandbox.integration)).toMatchObject({ import: { status: "pending", batch: null } });
	}
	expect(log.filter((e) => e.type === "import_batch.reverted")).toHaveLength(3);
});

test("a pass over a live account takes nothing, and its keys cannot ask for one", async () => {
	const id = await customer(live.integration);
	expect(await pass(live.id)).toEqual({ batches: [], rejected: [] });
	expect(await app.call("catalog.customers.retrieve", { id }, live.integration)).toMatchObject({ import: { status: "pending", batch: null } });
	await expect(app.call("batches.sandbox.run", {}, live.integration)).rejects.toMatchObject({ type: "test_mode_only", code: 403 });
});

test("a pass skips what it cannot claim: 1,000 revenues waiting on a customer that stays do not keep later objects pending", async () => {
	const starved = await app.account("Starved Ltd", "test");
	const staying = await customer(starved.integration, "stay");
	for (let i = 0; i < 10; i++) {
		const objects = Array.from({ length: 100 }, () => ({ description: "Waits", amount: 100, currency: "EUR", occurred_on: "2026-03-04", customer: staying }));
		await app.call("transactions.revenue.bulkCreate", { objects }, starved.integration, key());
	}
	const make = async (action: string, params: Record<string, unknown>) => (await app.call<{ id: string }>(action, params, starved.integration, key())).id;
	const sale = { description: "Sale", amount: 500, currency: "EUR", occurred_on: "2026-03-05" };
	// after the 1,000: objects the pass can take, alone or with what they depend on in the same pass
	const buyer = await customer(starved.integration);
	const parent = await make("catalog.categories.create", { name: "Income", kind: "revenue" });
	const takeable: Record<string, string> = {
		alone: await make("transactions.revenue.create", sale),
		buyer,
		withBuyer: await make("transactions.revenue.create", { ...sale, customer: buyer }),
		parent,
		child: await make("catalog.categories.create", { name: "Consulting", kind: "revenue", parent }),
	};
	takeable.refund = await make("transactions.refunds.create", { revenue: takeable.alone, amount: 100, currency: "EUR", occurred_on: "2026-03-06" });
	// and objects it cannot: a refund of a waiting revenue, a revenue whose customer is imported and reverted by the same pass
	const waiting = (await app.call<{ data: Array<{ id: string }> }>("transactions.revenue.list", { limit: "1", customer: staying }, starved.integration)).data[0]
		.id;
	const reverted = await customer(starved.integration, "revert");
	const blocked = {
		refund: await make("transactions.refunds.create", { revenue: waiting, amount: 100, currency: "EUR", occurred_on: "2026-03-06" }),
		afterRevert: await make("transactions.revenue.create", { ...sale, customer: reverted }),
	};
	const run = await pass(starved.id);
	const status = async (id: string) => {
		const action = { cus: "catalog.customers", cat: "catalog.categories", rev: "transactions.revenue", re: "transactions.refunds" }[
			id.slice(0, id.indexOf("_"))
		];
		return (await app.call<{ import: { status: string } }>(`${action}.retrieve`, { id }, starved.integration)).import.status;
	};
	for (const [name, id] of Object.entries(takeable)) expect({ name, status: await status(id) }).toEqual({ name, status: "imported" });
	for (const [name, id] of Object.entries(blocked)) expect({ name, status: await status(id) }).toEqual({ name, status: "pending" });
	expect(await status(waiting)).toBe("pending");
	// one batch of what it imports, one imported and reverted: nothing claimed and refused on the way
	expect(run.batches).toHaveLength(2);
}, 120_000);
