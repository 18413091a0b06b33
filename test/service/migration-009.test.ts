import fs from "node:fs";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/database";

// Migration 009 on a database where racing desktop key replacements of an earlier release left
// several live desktop keys: the newest stays live, the others are revoked, and from then on the
// database refuses a second live desktop key.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
}, 60_000);

afterAll(() => db?.close());

const MIGRATION = path.join(__dirname, "../../shared/migrations/009_invariants.sql");

async function desktopKey(accountId: string, id: string): Promise<void> {
	await db.query("INSERT INTO api_keys (id, account_id, integration_id, scopes, secret_hash, secret_last4, created) VALUES ($1, $2, NULL, $3, $4, 'abcd', 1)", [
		id,
		accountId,
		["read", "write", "import", "keys"],
		`hash-${id}`,
	]);
}

test("duplicate live desktop keys: the newest stays, the others are revoked, and a second live one is refused", async () => {
	for (const id of ["acct_mig009a", "acct_mig009b"]) await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'Raced', 1)", [id]);
	// the state before 009: no index, and three live desktop keys for one account
	await db.query("DROP INDEX api_keys_live_desktop");
	for (const id of ["key_old", "key_middle", "key_newest"]) await desktopKey("acct_mig009a", id);
	await desktopKey("acct_mig009b", "key_alone");
	// whole, in one transaction, as migrations run
	await db.transaction((tx) => tx.exec(fs.readFileSync(MIGRATION, "utf8")));

	const keys = await db.query("SELECT id, revoked_at FROM api_keys WHERE account_id = ANY($1) ORDER BY seq", [["acct_mig009a", "acct_mig009b"]]);
	expect(keys.map((key) => [key.id, key.revoked_at === null])).toEqual([
		["key_old", false],
		["key_middle", false],
		["key_newest", true],
		["key_alone", true],
	]);
	await expect(desktopKey("acct_mig009a", "key_second")).rejects.toMatchObject({ code: "23505" });
});
