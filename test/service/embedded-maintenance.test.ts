import { Database, openDatabase } from "../../shared/platform/database";

// PGlite runs no autovacuum, so the embedded database applies its rules itself, checking every 5 s:
// a table where 50 rows plus a tenth of it changed is analysed (the planner learns how large it
// grew); one with 50 dead rows plus a fifth of it is vacuumed (updates leave no trail of dead rows
// and index entries behind for every later read).
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_mt', 'Maintained', 0)");
}, 60_000);

afterAll(() => db?.close());

const statsOf = async () =>
	(await db.query("SELECT n_dead_tup, last_analyze, last_vacuum FROM pg_stat_user_tables WHERE relname = 'customers'"))[0] as {
		n_dead_tup: number;
		last_analyze: Date | null;
		last_vacuum: Date | null;
	};

async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, seconds: number): Promise<T> {
	const deadline = Date.now() + seconds * 1000;
	for (;;) {
		const value = await read();
		if (holds(value) || Date.now() > deadline) return value;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

test("a table that grew is analysed within a check, and one that updates left dead rows in is vacuumed", async () => {
	const opened = await statsOf();
	const after = (previous: Date | null) => (s: { last_analyze: Date | null }) => s.last_analyze !== null && (previous === null || s.last_analyze > previous);
	await db.query(
		"INSERT INTO customers (id, account_id, created, updated, name) SELECT 'cus_mt_' || i, 'acct_mt', 1700000000 + i, 0, 'C' FROM generate_series(1, 400) AS i",
	);
	const analysed = await eventually(statsOf, after(opened.last_analyze), 12);
	expect(after(opened.last_analyze)(analysed)).toBe(true);
	expect(Number((await db.query("SELECT reltuples FROM pg_class WHERE relname = 'customers'"))[0].reltuples)).toBe(400);
	expect(analysed.last_vacuum).toBeNull();

	for (let round = 0; round < 2; round++) await db.query("UPDATE customers SET updated = updated + 1 WHERE account_id = 'acct_mt'");
	const vacuumed = await eventually(statsOf, (s) => s.last_vacuum !== null, 12);
	expect(vacuumed.last_vacuum).not.toBeNull();
	expect(Number(vacuumed.n_dead_tup)).toBe(0);
}, 40_000);
