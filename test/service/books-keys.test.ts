import { createHmac } from "node:crypto";
import { Database, openDatabase } from "../../shared/platform/database";
import { DEFAULT_NAME_RULES, newBooksKey, normalName } from "../../shared/books/name-rules";
import { readBooks, replaceBooks } from "../../shared/books/books-snapshot.store";
import { booksVerdict } from "../../shared/books/books-verdict.store";

// docs/books.md, "What bookdrop keeps": names and references only as an HMAC-SHA256 under the
// account's key, which PostgreSQL computes from the key's pads; nothing of a list in the clear; the
// snapshot goes with its account.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
}, 60_000);

afterAll(() => db?.close());

const SECRET = Buffer.from("a key of the account's own, 32 bytes long!!");
const NAMES = ["Ärzte am Markt GmbH", "  Paper Co ", "Zoë's Café"];

async function account(id: string): Promise<void> {
	await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'Books', 0)", [id]);
}

const snapshot = (names: string[]) => ({
	read_at: 1795529600,
	checks: "warn" as const,
	name_rules: DEFAULT_NAME_RULES,
	closed_through: null,
	names: { customers: names },
	references: { expenses: ["INV-2026-0042"] },
});

test("the key the database stores for a name is HMAC-SHA256 (its first 128 bits) of the name as the books compare it, under the account's key, as an HMAC library computes it", async () => {
	await account("acct_books_hmac");
	await db.transaction((tx) => replaceBooks(tx, "acct_books_hmac", snapshot(NAMES), 1795529600, newBooksKey(SECRET)));
	const stored = (await db.query("SELECT key FROM books_entries WHERE account_id = 'acct_books_hmac' AND kind = 'customers'")).map((row) =>
		Buffer.from(row.key).toString("hex"),
	);
	// cut to 128 bits (docs/books.md)
	const expected = NAMES.map((name) =>
		createHmac("sha256", SECRET).update(normalName(name, DEFAULT_NAME_RULES), "utf8").digest().subarray(0, 16).toString("hex"),
	);
	expect(stored.sort()).toEqual(expected.sort());
	// the per-create statement hashes a create's name the same way, and finds it
	const verdict = await booksVerdict(db, "customers", {
		accountId: "acct_books_hmac",
		text: "ÄRZTE AM MARKT GMBH",
		selfId: null,
		day: null,
		currency: null,
		taxRate: null,
		force: false,
	});
	expect({ key: verdict.key?.toString("hex"), inBooks: verdict.inBooks }).toEqual({ key: expected[0], inBooks: true });
});

test("no name or reference of a snapshot is stored in the clear, and the snapshot goes with its account", async () => {
	await account("acct_books_gone");
	await db.transaction((tx) => replaceBooks(tx, "acct_books_gone", snapshot(NAMES), 1795529600));
	const everything = JSON.stringify([
		...(await db.query("SELECT * FROM books WHERE account_id = 'acct_books_gone'")),
		...(await db.query("SELECT kind, encode(key, 'escape') AS key FROM books_entries WHERE account_id = 'acct_books_gone'")),
	]);
	for (const text of [...NAMES.map((n) => n.trim()), "Paper", "INV-2026-0042"]) expect(everything).not.toContain(text);
	expect((await readBooks(db, "acct_books_gone"))?.counts).toEqual({ customers: 3, "ref:expenses": 1 });
	await db.query("DELETE FROM accounts WHERE id = 'acct_books_gone'");
	expect(await readBooks(db, "acct_books_gone")).toBeNull();
	expect(await db.query("SELECT 1 FROM books_entries WHERE account_id = 'acct_books_gone'")).toEqual([]);
});
