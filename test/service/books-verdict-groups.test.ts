import { Database, openDatabase, Queryable, Row } from "../../shared/platform/database";
import { WriteGroups } from "../../shared/platform/write-groups";
import { DEFAULT_NAME_RULES } from "../../shared/books/name-rules";
import { replaceBooks } from "../../shared/books/books-snapshot.store";
import { booksVerdict, booksVerdicts, VerdictInput } from "../../shared/books/books-verdict.store";
import { groupedVerdicts } from "../../shared/engine/books-checks";

// A create outside a transaction asks for its books' verdict together with the creates that reach
// the node meanwhile (docs/books.md, "Findings"): one statement for the group, and each
// object's verdict the same as it would be alone.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	for (const id of ["acct_grouped_books", "acct_grouped_none", "acct_grouped_off"])
		await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'Books', 0)", [id]);
	const snapshot = {
		read_at: 1795529600,
		checks: "warn" as const,
		name_rules: { ...DEFAULT_NAME_RULES, shared: [["customers" as const, "suppliers" as const]] },
		closed_through: "2025-12-31",
		currencies: ["EUR"],
		tax_rates: [19],
		names: { customers: ["Paper Co", "Zoë's Café"], suppliers: ["Ink Ltd"] },
		references: { expenses: ["INV-2026-0042"] },
	};
	await db.transaction((tx) => replaceBooks(tx, "acct_grouped_books", snapshot, 1795529600));
	await db.transaction((tx) => replaceBooks(tx, "acct_grouped_off", { ...snapshot, checks: "off" }, 1795529600));
	// a pending supplier: customers share its namespace
	const { key } = await booksVerdict(db, "suppliers", input("acct_grouped_books", "Pending Supplies"));
	await db.query(
		"INSERT INTO suppliers (id, account_id, created, updated, name, books_key, books_check) VALUES ('sup_grouped', 'acct_grouped_books', 0, 0, 'Pending Supplies', $1, 'checked')",
		[key],
	);
}, 60_000);

afterAll(() => db?.close());

const input = (accountId: string, text: string | null, more: Partial<VerdictInput> = {}): VerdictInput => ({
	accountId,
	text,
	selfId: null,
	day: null,
	currency: null,
	taxRate: null,
	force: false,
	...more,
});

const NAMES = [
	input("acct_grouped_books", "paper co"),
	input("acct_grouped_books", "A new customer"),
	input("acct_grouped_books", "ink ltd "),
	input("acct_grouped_books", null),
	input("acct_grouped_none", "Paper Co"),
	input("acct_grouped_books", "Zoë's Café", { force: true }),
	input("acct_grouped_books", "pending supplies"),
	input("acct_grouped_off", "Paper Co"),
	input("acct_grouped_off", "Paper Co", { force: true }),
];

/** Every statement `db` runs, counted by whether it asks for several verdicts at once. */
function countStatements() {
	const seen = { single: 0, grouped: 0 };
	const spied: Queryable = {
		query: <T extends Row>(sql: string, params?: unknown[]) => {
			if (sql.includes("books_verdicts(")) seen.grouped++;
			else if (sql.includes("books_verdict")) seen.single++;
			return db.query<T>(sql, params);
		},
	};
	return { seen, spied };
}

test("verdicts asked together are each the verdict asked alone, in order: names in and out of the books, shared namespaces, no name, no snapshot", async () => {
	const alone = await Promise.all(NAMES.map((one) => booksVerdict(db, "customers", one)));
	expect(alone.map((v) => [v.books?.version ?? null, v.inBooks])).toEqual([
		[1, true],
		[1, false],
		[1, true],
		[1, false],
		[null, false],
		[1, true],
		[1, false],
		[1, false],
		[1, true],
	]);
	expect(alone[6].pending).toBe(true);
	const { seen, spied } = countStatements();
	expect(await booksVerdicts(spied, "customers", NAMES)).toEqual(alone);
	expect(seen).toEqual({ single: 0, grouped: 1 });
});

test("references, days, currencies and tax rates are judged together as alone; a day the database cannot read fails its own object only", async () => {
	const expenses = [
		input("acct_grouped_books", "INV-2026-0042", { day: "2026-03-01", currency: "EUR" }),
		input("acct_grouped_books", "INV-2026-0043", { day: "2025-12-31", currency: "USD" }),
		input("acct_grouped_books", "INV-2026-0044", { day: "2026-02-30" }),
		input("acct_grouped_books", null, { day: "2026-01-01", taxRate: 7 }),
	];
	const readable = expenses.filter((_, i) => i !== 2);
	const alone = await Promise.all(readable.map((one) => booksVerdict(db, "expenses", one)));
	const { seen, spied } = countStatements();
	expect(await booksVerdicts(spied, "expenses", readable)).toEqual(alone);
	expect(seen).toEqual({ single: 0, grouped: 1 });
	const together = await booksVerdicts(db, "expenses", expenses);
	expect(together[2]).toBeInstanceOf(Error);
	expect(together.filter((_, i) => i !== 2)).toEqual(alone);
	expect(alone.map((v) => [v.inBooks, v.periodLocked, v.currencyUnknown, v.taxRateUnknown])).toEqual([
		[true, false, false, false],
		[false, true, true, false],
		[false, false, false, true],
	]);
});

test("creates that ask while a verdict of their type is under way are asked in one statement; a lone create asks alone", async () => {
	const { seen, spied } = countStatements();
	const ask = groupedVerdicts(new WriteGroups(), spied);
	const verdicts = await Promise.all(NAMES.map((one) => ask("customers", one)));
	expect(seen).toEqual({ single: 1, grouped: 1 });
	expect(verdicts).toEqual(await Promise.all(NAMES.map((one) => booksVerdict(db, "customers", one))));
	await ask("customers", NAMES[0]);
	expect(seen).toEqual({ single: 2, grouped: 1 });
});
