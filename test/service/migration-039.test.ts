import { Database, openDatabase } from "../../shared/platform/database";

// Migration 039: books_verdicts answers a group of creates in one statement whose look-ups are each
// an index probe per object. Its answers are tested beside books_verdict's in
// books-verdict-groups.test.ts; here, the plan of the statement it runs, as a session caches it.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
}, 60_000);

afterAll(() => db?.close());

/** The function's statement, its arguments and variables as parameters of a prepared statement. */
async function preparedStatement(): Promise<string> {
	const [{ src }] = await db.query("SELECT prosrc AS src FROM pg_proc WHERE proname = 'books_verdicts'");
	const body = /RETURN QUERY([\s\S]*);\s*END\s*$/.exec(src as string);
	if (!body) throw new Error("books_verdicts has no RETURN QUERY statement");
	const names = ["p_type", "p_accounts", "p_f1", "p_f2", "p_f3", "p_f4", "p_days", "p_currencies", "p_taxes", "p_force"];
	return names
		.reduce((sql, name, i) => sql.replace(new RegExp(`\\b${name}\\b`, "g"), `$${i + 1}`), body[1])
		.replace(/\bv_name\b/g, "($1 IN ('customers', 'suppliers', 'products', 'categories'))");
}

test("the group's statement finds the books, the entries and each type's pending objects by index, one probe per object, never by a hash of a table", async () => {
	const statement = await preparedStatement();
	const plan = await db.transaction(async (tx) => {
		await tx.query("SET LOCAL plan_cache_mode = force_generic_plan");
		// The tables are empty here: without the indexes' cost beside a table's, sequential scans would win.
		await tx.query("SET LOCAL enable_seqscan = off");
		await tx.query(`PREPARE verdicts (text, text[], text[], text[], text[], text[], date[], text[], numeric[], boolean[]) AS ${statement}`);
		const rows = await tx.query(
			"EXPLAIN EXECUTE verdicts ('customers', '{a,b}', '{x,y}', '{x,y}', '{x,y}', '{x,y}', '{NULL,NULL}', '{NULL,NULL}', '{NULL,NULL}', '{f,f}')",
		);
		await tx.query("DEALLOCATE verdicts");
		return rows.map((row) => row["QUERY PLAN"] as string).join("\n");
	});
	expect(plan).not.toMatch(/hashed SubPlan|Hash Join/);
	expect(plan).toMatch(/Index Scan using books_pkey on books .*\n\s+Index Cond: \(account_id = /);
	expect(plan).toMatch(/Index Only Scan using books_entries_pkey on books_entries .*\n\s+Index Cond: \(\(account_id = .*\) AND \(key = .*\)\)/);
	for (const table of ["customers", "suppliers", "products", "categories", "expenses", "revenue", "refunds"]) {
		expect(plan).toMatch(
			new RegExp(`Index Scan using ${table}_books_key on ${table} .*\\n\\s+Index Cond: \\(\\(account_id = .*\\) AND \\(books_key = .*\\)\\)`),
		);
	}
});
