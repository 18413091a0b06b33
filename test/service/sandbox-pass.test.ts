import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { nowSeconds } from "../../shared/platform/ids";
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
const pass = async (accountId: string) => simulateImports(await app.platform.database(), accountId, nowSeconds(), () => undefined);

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
	const late = simulateImports(stale, sandbox.id, nowSeconds(), () => undefined);
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
