import { clockAt } from "../support/test-clock";
import type { Database } from "../../shared/platform/database";
import type { Principal } from "../../shared/actions/principal";
import { sweepPendingAging } from "../../services/accounts/pending-aging";
import { sha256 } from "../../shared/platform/ids";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// When pending objects will land (docs/lifecycle.md, "When will it land"), in process: the oldest
// pending object in each key's view, the importer's claim rhythm, and the aging sweep, whose clock
// the test hands it (later than the wall clock, so the services' own sweeps, at the wall clock's
// time, mark nothing before it does).

let app: InProcess;
let db: Database;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "batches", "events"]);
	db = await app.platform.database();
}, 60_000);

afterAll(() => app.stop());

const now = () => Math.floor(Date.now() / 1000);
const customer = async (by: Principal) => app.call<{ id: string; created: number }>("catalog.customers.create", { name: "Jane" }, by, key());
const summary = (by: Principal) => app.call<any>("accounts.summary", {}, by);
const setAlert = (by: Principal, after: number | null) => app.call<any>("accounts.update", { pending_alert_after: after }, by);
const claim = (by: Principal, objects: Array<{ id: string; local_ref?: string }>) => app.call<any>("batches.create", { objects }, by, key());
const agingEvents = async (accountId: string) =>
	db.query("SELECT integration_id, data FROM events WHERE account_id = $1 AND type = 'account.pending_aging' ORDER BY seq", [accountId]);
const mark = async (integrationId: string) => (await db.query("SELECT pending_aging_at, pending_check_at FROM integrations WHERE id = $1", [integrationId]))[0];

test("each key's view shows its own oldest pending object: an integration its own, the desktop the account's", async () => {
	const { id, desktop, integration } = await app.account();
	const other = await app.call<{ secret: string; integration: string }>("accounts.admin.createKey", { account: id, scopes: ["read", "write"] }, null);
	const otherKey = await app.broker.call<Principal, unknown>("accounts.authenticate", { secretHash: sha256(other.secret) });
	expect(await summary(integration)).toMatchObject({ oldest_pending_created: null, pending_alert_after: null });

	const first = await customer(otherKey);
	const second = await customer(integration);
	expect((await summary(integration)).oldest_pending_created).toBe(second.created);
	expect((await summary(otherKey)).oldest_pending_created).toBe(first.created);
	expect((await summary(desktop)).oldest_pending_created).toBe(Math.min(first.created, second.created));

	// a claimed object still waits; an imported one does not
	await claim(desktop, [{ id: second.id }]);
	expect((await summary(integration)).oldest_pending_created).toBe(second.created);
	await db.query("UPDATE customers SET import_status = 'imported' WHERE id = $1", [second.id]);
	expect((await summary(integration)).oldest_pending_created).toBeNull();
	expect((await summary(desktop)).oldest_pending_created).toBe(first.created);
});

test("a threshold is the integration's own: shown back in its view, cleared with null, refused to the desktop key", async () => {
	const { desktop, integration } = await app.account();
	expect(await setAlert(integration, 3600)).toMatchObject({ object: "account", pending_alert_after: 3600 });
	expect((await summary(integration)).pending_alert_after).toBe(3600);
	expect((await summary(desktop)).pending_alert_after).toBeNull();
	await expect(setAlert(desktop, 3600)).rejects.toMatchObject({ type: "integration_only", data: { param: "pending_alert_after" } });
	for (const refused of [0, 1.5, 30 * 86_400 + 1, "60"]) {
		await expect(app.call("accounts.update", { pending_alert_after: refused }, integration)).rejects.toMatchObject({ type: "parameter_invalid" });
	}
	expect((await setAlert(integration, null)).pending_alert_after).toBeNull();
	expect(await mark(integration.integrationId!)).toEqual({ pending_aging_at: null, pending_check_at: null });
});

test("two sweeps at once send account.pending_aging once, to the integration that set the threshold; again only after the age fell below it", async () => {
	const { id, desktop, integration } = await app.account();
	// another integration of the account, without a threshold: it hears nothing
	await app.call("accounts.admin.createKey", { account: id, scopes: ["read", "write"] }, null);
	const AFTER = 600;
	await setAlert(integration, AFTER);
	const old = await customer(integration);

	// not yet: one second short of the threshold
	await Promise.all([sweepPendingAging(db, clockAt(old.created + AFTER - 1)), sweepPendingAging(db, clockAt(old.created + AFTER - 1))]);
	expect(await agingEvents(id)).toEqual([]);
	expect((await mark(integration.integrationId!)).pending_check_at).toBe(old.created + AFTER);

	const reached = old.created + AFTER;
	const sent = await Promise.all([sweepPendingAging(db, clockAt(reached)), sweepPendingAging(db, clockAt(reached))]);
	expect(sent.sort()).toEqual([0, 1]);
	const [event] = await agingEvents(id);
	expect(event.integration_id).toBe(integration.integrationId);
	expect(event.data.object).toEqual(await summary(integration));
	expect(event.data.object).toMatchObject({ oldest_pending_created: old.created, pending_alert_after: AFTER, pending: { customer: 1 } });

	// still past it, looked at again within a minute: nothing more
	expect(await sweepPendingAging(db, clockAt(reached + 60))).toBe(0);
	expect(await sweepPendingAging(db, clockAt(reached + 3 * 60))).toBe(0);
	expect(await agingEvents(id)).toHaveLength(1);

	// imported: nothing waits, the mark goes, and the next look is a whole threshold on
	await claim(desktop, [{ id: old.id, local_ref: "QB-1" }]);
	expect(await sweepPendingAging(db, clockAt(reached + 4 * 60))).toBe(0);
	expect(await mark(integration.integrationId!)).toEqual({ pending_aging_at: null, pending_check_at: reached + 4 * 60 + AFTER });

	// a new object, past the threshold by then: a second event
	const next = await customer(integration);
	expect(await sweepPendingAging(db, clockAt(reached + 4 * 60 + AFTER))).toBe(1);
	const events = await agingEvents(id);
	expect(events.map((e) => e.data.object.oldest_pending_created)).toEqual([old.created, next.created]);
});

test("setting a threshold looks at once: an age past it is announced then, setting it again while marked sends nothing, and with nothing pending the mark goes", async () => {
	const { id, desktop, integration } = await app.account();
	const made = await customer(integration);
	// as if it had been created two hours ago
	await db.query("UPDATE customers SET created = created - 7200, seq = seq - (7200::bigint << 20) WHERE id = $1", [made.id]);
	expect(await setAlert(integration, 3600)).toMatchObject({ oldest_pending_created: made.created - 7200, pending_alert_after: 3600 });
	expect(await agingEvents(id)).toHaveLength(1);
	expect((await mark(integration.integrationId!)).pending_aging_at).toBeGreaterThan(0);

	await setAlert(integration, 1800);
	expect(await agingEvents(id)).toHaveLength(1);

	await claim(desktop, [{ id: made.id, local_ref: "QB-3" }]);
	await setAlert(integration, 1800);
	expect((await mark(integration.integrationId!)).pending_aging_at).toBeNull();
	expect(await agingEvents(id)).toHaveLength(1);
});

test("a revert that returns old objects to pending is looked at at once, not when the sweep had planned", async () => {
	const { id, desktop, integration } = await app.account();
	const AFTER = 3600;
	const made = await customer(integration);
	const batch = await claim(desktop, [{ id: made.id, local_ref: "QB-7" }]);
	await setAlert(integration, AFTER);
	// nothing pending: the sweep plans its next look a whole threshold on
	await sweepPendingAging(db, clockAt(now() + 1));
	expect((await mark(integration.integrationId!)).pending_check_at).toBeGreaterThan(now() + AFTER - 5);

	// as if the object had been created and imported long ago
	await db.query("UPDATE customers SET created = created - $2, seq = seq - ($2::bigint << 20) WHERE id = $1", [made.id, 2 * AFTER]);
	await app.call("batches.revert", { id: batch.id }, desktop);
	expect((await mark(integration.integrationId!)).pending_check_at).toBeLessThanOrEqual(now());
	expect(await sweepPendingAging(db, clockAt(now() + 1))).toBe(1);
	expect((await agingEvents(id))[0].data.object.oldest_pending_created).toBe(made.created - 2 * AFTER);
});

test("claims less than a minute apart are one run; the next claim is expected a median interval after the last run's start, from the third run", async () => {
	const { id, desktop, integration } = await app.account();
	const importer = async () => (await summary(integration)).importer;
	expect(await importer()).toMatchObject({ last_claim_at: null, next_claim_expected_at: null });

	await claim(desktop, [{ id: (await customer(integration)).id }]);
	const [{ last_claim_at: started }] = await db.query("SELECT last_claim_at FROM accounts WHERE id = $1", [id]);
	await claim(desktop, [{ id: (await customer(integration)).id }]);
	const [row] = await db.query("SELECT last_claim_at, claim_runs FROM accounts WHERE id = $1", [id]);
	// one run, started by the first claim, whether or not the second fell in the same second
	expect(row.claim_runs.map(Number)).toEqual([started]);
	expect(row.last_claim_at - started).toBeLessThan(60);
	expect(await importer()).toMatchObject({ last_claim_at: row.last_claim_at, next_claim_expected_at: null });

	// as if the importer had run about every hour, five runs before this one
	const last = row.last_claim_at;
	const history = [last - 5 * 3600, last - 4 * 3600 - 600, last - 3 * 3600, last - 2 * 3600, last - 3600 - 120];
	await db.query("UPDATE accounts SET claim_runs = $2::bigint[], last_claim_at = $3 WHERE id = $1", [id, history, last - 3600 - 120]);
	await claim(desktop, [{ id: (await customer(integration)).id }]);
	const [after] = await db.query("SELECT last_claim_at, claim_runs FROM accounts WHERE id = $1", [id]);
	// five runs kept, the oldest dropped
	expect(after.claim_runs.map(Number)).toEqual([...history.slice(1), after.last_claim_at]);
	const intervals = [3600 + 600, 3600, 3600 - 120, after.last_claim_at - (last - 3600 - 120)].sort((a, b) => a - b);
	expect((await importer()).next_claim_expected_at).toBe(after.last_claim_at + Math.round((intervals[1] + intervals[2]) / 2));
});

test("bookdrop_pending_aging_alerts_total counts each alert recorded, by a threshold set or by the service's sweep; published from 0", async () => {
	const series = app.platform.metrics.getSingleMetric("bookdrop_pending_aging_alerts_total")!;
	const total = async () => (await series.get()).values[0].value;
	const before = await total();
	const aged = (id: string, seconds: number) =>
		db.query("UPDATE customers SET created = created - $2, seq = seq - ($2::bigint << 20) WHERE id = $1", [id, seconds]);

	// a threshold set with an object past it: announced at once
	const first = await app.account();
	await aged((await customer(first.integration)).id, 7200);
	await setAlert(first.integration, 3600);
	expect(await total()).toBe(before + 1);

	// an object below it, then older than it as time goes on: the service's sweep (its own timer, or this call) announces it
	const second = await app.account();
	const made = await customer(second.integration);
	await setAlert(second.integration, 3600);
	expect(await total()).toBe(before + 1);
	await aged(made.id, 7200);
	await db.query("UPDATE integrations SET pending_check_at = pending_check_at - 7200 WHERE id = $1", [second.integration.integrationId]);
	await (app.broker.getLocalService("accounts") as unknown as { sweepAging(): Promise<void> }).sweepAging();
	expect(await total()).toBe(before + 2);
	expect(await agingEvents(second.id)).toHaveLength(1);
});
