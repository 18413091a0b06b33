import { Database, openDatabase } from "../../shared/platform/database";
import { DEFAULT_NAME_RULES } from "../../shared/books/name-rules";
import { replaceBooks } from "../../shared/books/books-snapshot.store";
import { booksVerdict, VerdictInput } from "../../shared/books/books-verdict.store";

// Migration 038: the books' entries keyed by (account, key, kind), so that a check finds a name in
// one index descent whatever its namespace holds; the verdict answers as before, and the previous
// release's writers (which name all three columns) still insert and delete entries.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_m38', 'Books', 0)");
	await db.transaction((tx) =>
		replaceBooks(
			tx,
			"acct_m38",
			{
				read_at: 1795529600,
				checks: "warn",
				name_rules: { ...DEFAULT_NAME_RULES, shared: [["customers", "suppliers"]] },
				closed_through: null,
				names: { customers: ["Paper Co"], suppliers: ["Ink Ltd"], products: ["Desk"] },
				references: { expenses: ["INV-1"] },
			},
			1795529600,
		),
	);
}, 60_000);

afterAll(() => db?.close());

const input = (text: string): VerdictInput => ({ accountId: "acct_m38", text, selfId: null, day: null, currency: null, taxRate: null, force: false });

test("a name is found in every type of its namespace and in no other; a reference only under its own type", async () => {
	const found = async (type: string, text: string) => (await booksVerdict(db, type, input(text))).inBooks;
	expect(await found("customers", "Paper Co")).toBe(true);
	expect(await found("customers", "Ink Ltd")).toBe(true); // a supplier's name: customers share its namespace
	expect(await found("suppliers", "Paper Co")).toBe(true);
	expect(await found("customers", "Desk")).toBe(false); // a product's name: another namespace
	expect(await found("products", "Desk")).toBe(true);
	expect(await found("categories", "Desk")).toBe(false);
	expect(await found("expenses", "INV-1")).toBe(true);
	expect(await found("revenue", "INV-1")).toBe(false);
});

test("the books' look-up descends the index by account and key, with the kind a filter on the index's tuple", async () => {
	const [pkey] = await db.query("SELECT pg_get_indexdef('books_entries_pkey'::regclass) AS def");
	expect(pkey.def).toMatch(/\(account_id, key, kind\)$/); // the key before the kind: the descent needs no kind
	// The table is small here: without the index's cost beside a table's, a sequential scan would win.
	const plan = (await db.transaction(async (tx) => {
		await tx.query("SET LOCAL enable_seqscan = off");
		return tx.query("EXPLAIN SELECT 1 FROM books_entries e WHERE e.account_id = $1 AND e.key = $2 AND array_position($3::text[], e.kind) IS NOT NULL", [
			"acct_m38",
			Buffer.alloc(16),
			["customers", "suppliers"],
		]);
	})) as Array<{ "QUERY PLAN": string }>;
	const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
	expect(text).toMatch(/Index (Only )?Scan using books_entries_pkey/);
	expect(text).toMatch(/Index Cond: \(\(account_id = .*\) AND \(key = .*\)\)/);
	expect(text).toMatch(/Filter: \(array_position/);
});

test("the previous release's writers, which name all three columns, still insert, skip a duplicate and delete", async () => {
	const key = Buffer.alloc(16, 7);
	const count = async () => Number((await db.query("SELECT count(*) AS n FROM books_entries WHERE account_id = 'acct_m38' AND key = $1", [key]))[0].n);
	await db.query(
		"INSERT INTO books_entries (account_id, kind, key) VALUES ('acct_m38', 'customers', $1), ('acct_m38', 'suppliers', $1) ON CONFLICT DO NOTHING",
		[key],
	);
	await db.query("INSERT INTO books_entries (account_id, kind, key) VALUES ('acct_m38', 'customers', $1) ON CONFLICT DO NOTHING", [key]);
	expect(await count()).toBe(2);
	await expect(db.query("INSERT INTO books_entries (account_id, kind, key) VALUES ('acct_m38', 'customers', $1)", [key])).rejects.toThrow(/duplicate key/);
	await db.query("DELETE FROM books_entries WHERE account_id = 'acct_m38' AND kind = 'customers' AND key = $1", [key]);
	expect(await count()).toBe(1);
});
