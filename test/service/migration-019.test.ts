import fs from "node:fs";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/database";
import * as resources from "../../shared/resources";

// Migration 019 on rows an earlier release wrote (`seq` from the sequence alone): each row's `seq`
// becomes (created << 20) | (its old seq & 0xFFFFF), so the list keeps its order by creation
// second; from then on every insert, also one that leaves `seq` to its default as the previous
// release does, gets a `seq` whose high bits are its `created`, and nothing may break that rule.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
}, 60_000);

afterAll(() => db?.close());

const MIGRATION = path.join(__dirname, "../../shared/migrations/019_seq_from_created.sql");
const SECONDS = 2 ** 20;

/** The schema as it was before 019: no trigger, no check, the created indexes, no function. */
async function before019(): Promise<void> {
	for (const decl of resources.RESOURCES) {
		await db.query(`DROP TRIGGER ${decl.table}_seq ON ${decl.table}`);
		await db.query(`ALTER TABLE ${decl.table} DROP CONSTRAINT ${decl.table}_seq_created`);
		await db.query(`CREATE INDEX ${decl.table}_account_created ON ${decl.table} (account_id, created, seq)`);
		await db.query(`CREATE INDEX ${decl.table}_integration_created ON ${decl.table} (account_id, integration_id, created, seq)`);
	}
	// a later table (the request log, migration 031) numbers its rows with 019's function too
	await db.query("DROP TRIGGER request_logs_seq ON request_logs");
	await db.query("DROP FUNCTION seq_from_created()");
}

async function customer(id: string, created: number): Promise<void> {
	await db.query("INSERT INTO customers (id, account_id, created, updated, name) VALUES ($1, 'acct_m19', $2, $2, 'C')", [id, created]);
}

const listed = async () =>
	(await db.query("SELECT id, seq, created FROM customers WHERE account_id = 'acct_m19' ORDER BY seq DESC")) as Array<{
		id: string;
		seq: number;
		created: number;
	}>;

test("old rows are renumbered by creation second, keeping their order within a second; new rows follow the rule; the rule holds", async () => {
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_m19', 'Old', 1)");
	await before019();
	// the previous release's rows: seq from the sequence, one of them with a `created` a second behind
	// its neighbours (another replica's clock)
	for (const [id, created] of [
		["cus_a", 1_764_000_000],
		["cus_b", 1_764_000_000],
		["cus_c", 1_764_000_002],
		["cus_d", 1_764_000_001],
		["cus_e", 1_764_000_002],
	] as const) {
		await customer(id, created);
	}
	const old = await listed();
	expect(old.every((row) => row.seq < SECONDS)).toBe(true);
	const [{ count: pending }] = await db.query("SELECT sum(count) AS count FROM pending_counts WHERE account_id = 'acct_m19'");

	// in one transaction, as migrations run
	await db.transaction((tx) => tx.exec(fs.readFileSync(MIGRATION, "utf8")));

	const renumbered = await listed();
	expect(renumbered.map((row) => row.id)).toEqual(["cus_e", "cus_c", "cus_d", "cus_b", "cus_a"]);
	for (const row of renumbered) {
		expect({ id: row.id, high: Math.floor(row.seq / SECONDS), low: row.seq % SECONDS }).toEqual({
			id: row.id,
			high: row.created,
			low: old.find((o) => o.id === row.id)!.seq,
		});
	}
	// the renumbering changed no status: the pending counters are as they were
	expect((await db.query("SELECT sum(count) AS count FROM pending_counts WHERE account_id = 'acct_m19'"))[0].count).toBe(pending);

	// an insert as the previous release makes it (seq left to its default), and one naming a seq
	await customer("cus_f", 1_764_000_001);
	await db.query("INSERT INTO customers (seq, id, account_id, created, updated, name) VALUES (7, 'cus_g', 'acct_m19', 1764000003, 1764000003, 'C')");
	const after = await listed();
	expect(after.map((row) => row.id)).toEqual(["cus_g", "cus_e", "cus_c", "cus_f", "cus_d", "cus_b", "cus_a"]);
	expect(after.every((row) => Math.floor(row.seq / SECONDS) === row.created && Number.isSafeInteger(row.seq))).toBe(true);
	await expect(db.query("UPDATE customers SET created = created - 1 WHERE id = 'cus_a'")).rejects.toThrow(/customers_seq_created/);
	await expect(db.query("UPDATE customers SET seq = seq + 1048576 WHERE id = 'cus_a'")).rejects.toThrow(/customers_seq_created/);
	const types = resources.RESOURCES.map((decl) => decl.table);
	expect(await db.query("SELECT indexname FROM pg_indexes WHERE tablename = ANY($1) AND indexname LIKE '%created%'", [types])).toEqual([]);
});
