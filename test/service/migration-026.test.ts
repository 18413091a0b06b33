import fs from "node:fs";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/database";

// Migration 026 on an event log an earlier release wrote: the events already there get their account's
// mode as `livemode`, and an insert that names no livemode, as the previous release's during a
// rollout, gets it too.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
}, 60_000);

afterAll(() => db?.close());

const MIGRATION = path.join(__dirname, "../../shared/migrations/026_event_account_livemode.sql");

/** An event as the previous release records it: no livemode. */
const oldEvent = (id: string, account: string) =>
	db.query("INSERT INTO events (id, account_id, type, created, data) VALUES ($1, $2, 'customer.imported', 1, '{}')", [id, account]);

const modes = async () =>
	Object.fromEntries(
		((await db.query("SELECT id, livemode FROM events WHERE id LIKE 'evt_m26%' ORDER BY id")) as Array<{ id: string; livemode: boolean }>).map((r) => [
			r.id,
			r.livemode,
		]),
	);

test("events written before 026 get their account's mode; the previous release's inserts after it get it too; none is left without", async () => {
	await db.query("INSERT INTO accounts (id, name, mode, created) VALUES ('acct_m26live', 'Live', 'live', 1), ('acct_m26test', 'Test', 'test', 1)");
	await db.query("DROP TRIGGER events_livemode ON events");
	await db.query("DROP FUNCTION events_livemode()");
	await db.query("ALTER TABLE events DROP COLUMN livemode");
	await oldEvent("evt_m26a", "acct_m26live");
	await oldEvent("evt_m26b", "acct_m26test");

	await db.transaction((tx) => tx.exec(fs.readFileSync(MIGRATION, "utf8")));
	expect(await modes()).toEqual({ evt_m26a: true, evt_m26b: false });

	await oldEvent("evt_m26c", "acct_m26test");
	await oldEvent("evt_m26d", "acct_m26live");
	expect(await modes()).toEqual({ evt_m26a: true, evt_m26b: false, evt_m26c: false, evt_m26d: true });
	await expect(db.query("UPDATE events SET livemode = NULL WHERE id = 'evt_m26a'")).rejects.toThrow(/null/i);
});
