import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { sha256 } from "../../shared/platform/ids";
import { expireObjects } from "../../services/batches/expiry-sweep";
import { markStaleImporters } from "../../services/accounts/importer-presence";
import { staleImporters } from "../../services/accounts/importer-presence.store";
import { sweepPendingAging } from "../../services/accounts/pending-aging";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";
import { until } from "../support/wait";

// A clock per test account (docs/testing.md, "The account's clock"): POST /v1/sandbox/clock moves
// one test account's time; its stamps, expiry, events, Idempotency-Keys and keys follow it, while
// another test account and a live account keep the platform's time. The platform's clock stands
// still unless the test moves it; the services' own periodic sweeps are set far apart, so every
// sweep here is the advance's own catch-up or one the test runs.

const HOUR = 3_600;
const DAY = 24 * HOUR;
const platform = new TestClock();
let app: InProcess;
let db: Database;

interface Account {
	id: string;
	/** The integration's key, looked up again after each move as a gateway would. */
	secret: string;
	principal: Principal;
}
const accounts: Record<"moved" | "other" | "live", Account> = {} as never;

const authenticate = async (secret: string) => (await app.broker.call("accounts.authenticate", { secretHash: sha256(secret) })) as Principal | null;

async function account(name: string, mode: "live" | "test", expiresAt?: number): Promise<Account> {
	const made = await app.call<{ account: { id: string } }>("accounts.admin.createAccount", { name, mode }, null);
	const { secret } = await app.call<{ secret: string }>(
		"accounts.admin.createKey",
		{ account: made.account.id, scopes: ["read", "write"], ...(expiresAt ? { expires_at: expiresAt } : {}) },
		null,
	);
	return { id: made.account.id, secret, principal: (await authenticate(secret))! };
}

type Clock = { object: string; now: number; frozen: boolean; status: string };
const moveClock = async (who: Account, body: Record<string, unknown>) => {
	const answer = await app.call<Clock>("accounts.sandbox.moveClock", body, who.principal);
	who.principal = (await authenticate(who.secret))!;
	return answer;
};
const clockOf = (who: Account) => app.call<Clock>("accounts.sandbox.clock", {}, who.principal);
const ready = (who: Account) => until(async () => (await clockOf(who)).status === "ready", 10_000, "the clock's catch-up");

type Made = { id: string; created: number; import: { status: string } };
/** A customer the simulated importer leaves pending (on a live account, plain metadata). */
const customer = (who: Account, body: Record<string, unknown> = {}, idempotencyKey = key()) =>
	app.call<Made>("catalog.customers.create", { name: "Jane", metadata: { sandbox_outcome: "stay" }, ...body }, who.principal, idempotencyKey);
const statusOf = async (who: Account, id: string) => (await app.call<Made>("catalog.customers.retrieve", { id }, who.principal)).import.status;
const eventsOf = async (who: Account, type: string) =>
	(await app.call<{ data: Array<{ created: number; data: { object: { id: string } } }> }>("events.list", { type }, who.principal)).data;
const expiredEvents = (who: Account) => eventsOf(who, "customer.expired");

beforeAll(async () => {
	app = await startServices(
		["accounts", "catalog", "transactions", "batches", "events"],
		{ EXPIRY_SWEEP_SECONDS: "3600", IMPORTER_STALE_AFTER: String(7 * DAY) },
		platform,
	);
	db = await app.platform.database();
	accounts.moved = await account("Moved Ltd", "test", platform.seconds() + 2 * DAY);
	accounts.other = await account("Other Ltd", "test", platform.seconds() + 2 * DAY);
	accounts.live = await account("Live Ltd", "live", platform.seconds() + 2 * DAY);
}, 60_000);

afterAll(() => app.stop());

test("a live account has no clock: both actions answer test_mode_only", async () => {
	await expect(clockOf(accounts.live)).rejects.toMatchObject({ type: "test_mode_only", code: 403 });
	await expect(app.call("accounts.sandbox.moveClock", { advance: 60 }, accounts.live.principal)).rejects.toMatchObject({ type: "test_mode_only" });
});

test("a live account's row refuses a clock of its own", async () => {
	await expect(db.query("UPDATE accounts SET clock_offset = 60 WHERE id = $1", [accounts.live.id])).rejects.toThrow(/accounts_clock_test_only/);
	await expect(db.query("UPDATE accounts SET clock_frozen_at = 1 WHERE id = $1", [accounts.live.id])).rejects.toThrow(/accounts_clock_test_only/);
});

test("an untouched test account's clock reads the platform's time, running and ready", async () => {
	expect(await clockOf(accounts.other)).toEqual({ object: "sandbox_clock", now: platform.seconds(), frozen: false, status: "ready" });
	expect(accounts.other.principal.clock).toBeUndefined();
});

test("an advance answers at once, advancing, and the account's proposals expire at its new time, with events of that time", async () => {
	const expiresAt = platform.seconds() + HOUR;
	const mine = await customer(accounts.moved, { expires_at: expiresAt });
	const others = await customer(accounts.other, { expires_at: expiresAt });
	const live = await customer(accounts.live, { expires_at: expiresAt });
	const moved = await moveClock(accounts.moved, { advance: 2 * HOUR });
	expect(moved).toEqual({ object: "sandbox_clock", now: platform.seconds() + 2 * HOUR, frozen: false, status: "advancing" });
	await ready(accounts.moved);
	expect(await statusOf(accounts.moved, mine.id)).toBe("expired");
	expect((await expiredEvents(accounts.moved)).filter((e) => e.data.object.id === mine.id).map((e) => e.created)).toEqual([platform.seconds() + 2 * HOUR]);
	// nothing of the moved clock reaches the other accounts, nor does the platform's sweep
	await expireObjects(db, platform);
	expect(await statusOf(accounts.other, others.id)).toBe("pending");
	expect(await statusOf(accounts.live, live.id)).toBe("pending");
	expect(await expiredEvents(accounts.other)).toEqual([]);
});

test("the platform's sweep leaves a clocked account to its own time, and reaches the others at the platform's", async () => {
	// the moved account runs two hours ahead: its proposal expires three hours on, platform time one hour on
	const mine = await customer(accounts.moved, { expires_at: platform.seconds() + 3 * HOUR });
	const others = await customer(accounts.other, { expires_at: platform.seconds() + HOUR });
	platform.advance(HOUR);
	await expireObjects(db, platform);
	expect(await statusOf(accounts.other, others.id)).toBe("expired");
	expect(await statusOf(accounts.moved, mine.id)).toBe("expired");
	expect((await expiredEvents(accounts.moved)).find((e) => e.data.object.id === mine.id)?.created).toBe(platform.seconds() + 2 * HOUR);
});

test("creates are stamped with the account's time, the other accounts' with the platform's", async () => {
	expect((await customer(accounts.moved)).created).toBe(platform.seconds() + 2 * HOUR);
	expect((await customer(accounts.other)).created).toBe(platform.seconds());
	expect((await customer(accounts.live)).created).toBe(platform.seconds());
});

test("a frozen clock stands still while the platform's runs, and runs again from where it stood", async () => {
	const frozenAt = platform.seconds() + 2 * HOUR;
	expect(await moveClock(accounts.moved, { frozen: true })).toMatchObject({ now: frozenAt, frozen: true, status: "ready" });
	platform.advance(HOUR);
	expect((await customer(accounts.moved)).created).toBe(frozenAt);
	expect(await clockOf(accounts.moved)).toMatchObject({ now: frozenAt, frozen: true });
	// advancing a frozen clock moves its time, and it stays frozen
	expect(await moveClock(accounts.moved, { advance: 60 })).toMatchObject({ now: frozenAt + 60, frozen: true });
	await ready(accounts.moved);
	expect(await moveClock(accounts.moved, { frozen: false })).toMatchObject({ now: frozenAt + 60, frozen: false });
	platform.advance(10);
	expect((await clockOf(accounts.moved)).now).toBe(frozenAt + 70);
});

test("an Idempotency-Key's 24 hours are the account's: an advance frees it there and nowhere else", async () => {
	const idempotencyKey = key();
	await customer(accounts.moved, { name: "First" }, idempotencyKey);
	await customer(accounts.other, { name: "First" }, idempotencyKey);
	await moveClock(accounts.moved, { advance: DAY });
	await ready(accounts.moved);
	expect((await customer(accounts.moved, { name: "Second" }, idempotencyKey)).id).toMatch(/^cus_/);
	await expect(customer(accounts.other, { name: "Second" }, idempotencyKey)).rejects.toMatchObject({ type: "idempotency_key_reused" });
});

test("a key expires by its account's clock", async () => {
	// the three keys expire two days after they were made; the moved account is now past that, the others hours into it
	expect(await authenticate(accounts.moved.secret)).toMatchObject({ accountId: accounts.moved.id });
	await app.call("accounts.sandbox.moveClock", { advance: DAY }, accounts.moved.principal);
	expect(await authenticate(accounts.moved.secret)).toBeNull();
	expect(await authenticate(accounts.other.secret)).toMatchObject({ accountId: accounts.other.id });
	expect(await authenticate(accounts.live.secret)).toMatchObject({ accountId: accounts.live.id });
});

test("a move is refused unless it names one of advance and frozen, or advances past 60 days", async () => {
	const refused = (body: Record<string, unknown>) => app.call("accounts.sandbox.moveClock", body, accounts.other.principal);
	await expect(refused({})).rejects.toMatchObject({ type: "parameter_invalid" });
	await expect(refused({ advance: 60, frozen: true })).rejects.toMatchObject({ type: "parameter_invalid" });
	await expect(refused({ advance: 0 })).rejects.toMatchObject({ type: "parameter_invalid", data: { param: "advance" } });
	await expect(refused({ advance: 60 * DAY + 1 })).rejects.toMatchObject({ type: "parameter_invalid", data: { param: "advance" } });
	expect(await clockOf(accounts.other)).toMatchObject({ now: platform.seconds(), status: "ready" });
});

test("the pending alert and the stale importer come at the account's time, at once after an advance, and to it alone", async () => {
	const moved = await account("Aging Ltd", "test");
	const others = [await account("Still Ltd", "test"), await account("Live still Ltd", "live")];
	for (const who of [moved, ...others]) {
		await app.call("accounts.update", { pending_alert_after: HOUR }, who.principal);
		await customer(who);
		await app.call("accounts.importerSeen", { accountId: who.id }, who.principal);
	}
	await moveClock(moved, { advance: 7 * DAY });
	await ready(moved);
	const movedTime = platform.seconds() + 7 * DAY;
	expect((await eventsOf(moved, "account.pending_aging")).map((e) => e.created)).toEqual([movedTime]);
	expect((await eventsOf(moved, "account.importer_stale")).map((e) => e.created)).toEqual([movedTime]);
	// the platform's sweeps, at the platform's time, find nothing due elsewhere
	await sweepPendingAging(db, platform);
	await markStaleImporters(db, platform, 7 * DAY);
	for (const who of others) {
		expect(await eventsOf(who, "account.pending_aging")).toEqual([]);
		expect(await eventsOf(who, "account.importer_stale")).toEqual([]);
	}
	// the operators' gauge counts live merchants' importers alone: an integrator's moved sandbox is no outage
	const [{ n: staleTest }] = await db.query("SELECT count(*)::int AS n FROM accounts WHERE importer_stale_at IS NOT NULL AND mode = 'test'");
	expect(staleTest).toBeGreaterThanOrEqual(1);
	const [{ n: staleLive }] = await db.query("SELECT count(*)::int AS n FROM accounts WHERE importer_stale_at IS NOT NULL AND mode = 'live'");
	expect(await staleImporters(db)).toBe(staleLive);
});

test("the simulated importer takes a moved account's objects by its time", async () => {
	const moved = await account("Importing Ltd", "test");
	const other = await account("Waiting Ltd", "test");
	const [mine, theirs] = [await customer(moved, { metadata: {} }), await customer(other, { metadata: {} })];
	// the importer takes an object SANDBOX_IMPORT_DELAY (5 s) after it was made: by the moved account's time, it is
	await moveClock(moved, { advance: 10 });
	await until(async () => (await statusOf(moved, mine.id)) === "imported", 10_000, "the simulated importer's pass");
	const [imported] = await eventsOf(moved, "customer.imported");
	expect(imported.created).toBeGreaterThanOrEqual(mine.created + 10);
	expect(await statusOf(other, theirs.id)).toBe("pending");
});

test("an event leaves the account's log 90 days after it was recorded by the account's clock, and stays in another's", async () => {
	const moved = await account("Forgetting Ltd", "test");
	const other = await account("Remembering Ltd", "test");
	for (const who of [moved, other]) {
		const made = await customer(who);
		await app.call("batches.customers.reject", { id: made.id, reason_code: "not_wanted" }, who.principal);
	}
	await moveClock(moved, { advance: 60 * DAY });
	expect(await eventsOf(moved, "customer.rejected")).toHaveLength(1);
	await moveClock(moved, { advance: 30 * DAY });
	expect(await eventsOf(moved, "customer.rejected")).toEqual([]);
	expect(await eventsOf(other, "customer.rejected")).toHaveLength(1);
});

test("an issue a decline opens on a moved account is first seen at the account's time", async () => {
	const moved = await account("Declining Ltd", "test");
	await moveClock(moved, { advance: DAY });
	await ready(moved);
	const made = await customer(moved);
	await app.call("batches.customers.reject", { id: made.id, reason_code: "duplicate" }, moved.principal);
	const issues = await app.call<{ data: Array<{ kind: string; first_seen_at: number }> }>("events.issues.list", {}, moved.principal);
	expect(issues.data.map((issue) => [issue.kind, issue.first_seen_at])).toEqual([["decline", platform.seconds() + DAY]]);
});
