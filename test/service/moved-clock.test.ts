import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { sha256 } from "../../shared/platform/ids";
import { expireObjects } from "../../services/batches/expiry-sweep";
import { markStaleImporters } from "../../services/accounts/importer-presence";
import { sweepPendingAging } from "../../services/accounts/pending-aging";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";

// What bookdrop decides by time follows the clock the platform hands the services
// (shared/platform/clock.ts): the clock is moved on here, never waited for, and every sweep is run
// by the test at once. The clock stands still between the test's moves; the services' own sweeps
// may run meanwhile, so the tests look at what the account shows, not at which sweep marked it.

const HOUR = 3_600;
const DAY = 24 * HOUR;
const clock = new TestClock();
let app: InProcess;
let db: Database;
let accountId: string;
let integration: Principal;

beforeAll(async () => {
	app = await startServices(
		["accounts", "catalog", "transactions", "batches", "events"],
		{ EXPIRY_SWEEP_SECONDS: "3600", IMPORTER_STALE_AFTER: String(7 * DAY) },
		clock,
	);
	db = await app.platform.database();
	({ id: accountId, integration } = await app.account("Moved clock Ltd"));
}, 60_000);

afterAll(() => app.stop());

type Made = { id: string; created: number; import: { status: string } };
const customer = (body: Record<string, unknown> = {}, idempotencyKey = key()) =>
	app.call<Made>("catalog.customers.create", { name: "Jane", ...body }, integration, idempotencyKey);
const eventsOf = async (type: string) =>
	(await app.call<{ data: Array<{ id: string; created: number; data: { object: { id?: string } } }> }>("events.list", { type, limit: "100" }, integration))
		.data;

test("an object and its event are stamped with the clock's time", async () => {
	clock.advance(3 * DAY);
	const made = await customer();
	expect(made.created).toBe(clock.seconds());
	await app.call("batches.customers.reject", { id: made.id, reason_code: "not_wanted" }, integration);
	const [rejected] = await eventsOf("customer.rejected");
	expect(rejected.data.object.id).toBe(made.id);
	expect(rejected.created).toBe(clock.seconds());
});

test("a proposal expires once the clock passes its expires_at, and not before", async () => {
	const made = await customer({ expires_at: clock.seconds() + HOUR });
	clock.advance(HOUR - 1);
	expect((await expireObjects(db, clock)).get("customer")).toBeUndefined();
	clock.advance(1);
	expect((await expireObjects(db, clock)).get("customer")).toBe(1);
	expect((await app.call<Made>("catalog.customers.retrieve", { id: made.id }, integration)).import.status).toBe("expired");
	const expired = (await eventsOf("customer.expired")).filter((e) => e.data.object.id === made.id);
	expect(expired.map((e) => e.created)).toEqual([clock.seconds()]);
});

test("a key stops working once the clock passes its expires_at", async () => {
	const made = await app.call<{ secret: string }>(
		"accounts.admin.createKey",
		{ account: accountId, scopes: ["read"], expires_at: clock.seconds() + DAY },
		null,
	);
	const authenticate = () => app.broker.call("accounts.authenticate", { secretHash: sha256(made.secret) });
	expect(await authenticate()).toMatchObject({ accountId });
	clock.advance(DAY);
	expect(await authenticate()).toBeNull();
});

test("an Idempotency-Key is held for 24 hours of the clock, then free for a new request", async () => {
	const idempotencyKey = key();
	const first = await customer({ name: "First" }, idempotencyKey);
	await expect(customer({ name: "Second" }, idempotencyKey)).rejects.toMatchObject({ type: "idempotency_key_reused" });
	clock.advance(DAY + 1);
	const again = await customer({ name: "Second" }, idempotencyKey);
	expect(again.id).not.toBe(first.id);
});

test("events leave the log 90 days after they were recorded by the clock", async () => {
	const before = await eventsOf("customer.rejected");
	expect(before.length).toBeGreaterThan(0);
	clock.advance(90 * DAY);
	expect(await eventsOf("customer.rejected")).toEqual([]);
	expect(await app.call("events.retrieve", { id: before[0].id }, integration).catch((err) => err.type)).toBe("resource_missing");
});

test("the pending alert and the stale importer come when the clock says so", async () => {
	await app.call("accounts.update", { pending_alert_after: HOUR }, integration);
	await customer();
	clock.advance(HOUR);
	await sweepPendingAging(db, clock);
	expect(await eventsOf("account.pending_aging")).toHaveLength(1);

	// the service's own sweep may look first: what counts is what the account shows, not which sweep marked it
	await app.call("accounts.importerSeen", { accountId }, null);
	clock.advance(7 * DAY - 1);
	await markStaleImporters(db, clock, 7 * DAY);
	expect(await eventsOf("account.importer_stale")).toEqual([]);
	clock.advance(1);
	await markStaleImporters(db, clock, 7 * DAY);
	expect(await eventsOf("account.importer_stale")).toHaveLength(1);
});
