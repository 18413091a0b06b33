import { Database, openDatabase } from "../../shared/platform/database";
import { target } from "../support/suite-api";

// A transaction PostgreSQL aborts as a deadlock victim runs again instead of failing the request.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: target().env!.DATABASE_URL, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	await db.query("CREATE TABLE IF NOT EXISTS deadlock_probe (id int PRIMARY KEY, n int NOT NULL)");
	await db.query("INSERT INTO deadlock_probe VALUES (1, 0), (2, 0) ON CONFLICT (id) DO UPDATE SET n = 0");
});

afterAll(async () => {
	await db.query("DROP TABLE deadlock_probe");
	await db.close();
});

test("two transactions locking two rows in opposite order both complete", async () => {
	let attempts = 0;
	let bothHoldFirstLock: () => void;
	const firstLocks = new Promise<void>((resolve) => (bothHoldFirstLock = resolve));
	let holding = 0;
	const crossing = (first: number, second: number) =>
		db.transaction(async (tx) => {
			attempts++;
			await tx.query("UPDATE deadlock_probe SET n = n + 1 WHERE id = $1", [first]);
			if (++holding === 2) bothHoldFirstLock();
			await firstLocks; // on the retry this is already resolved
			await tx.query("UPDATE deadlock_probe SET n = n + 1 WHERE id = $1", [second]);
			return first;
		});
	expect(await Promise.all([crossing(1, 2), crossing(2, 1)])).toEqual([1, 2]);
	expect(attempts).toBe(3);
	const rows = await db.query("SELECT n FROM deadlock_probe ORDER BY id");
	expect(rows.map((row) => row.n)).toEqual([2, 2]);
}, 20_000);

test("other errors are not retried", async () => {
	let attempts = 0;
	const failing = db.transaction(async (tx) => {
		attempts++;
		await tx.query("SELECT 1 / 0");
	});
	await expect(failing).rejects.toMatchObject({ code: "22012" });
	expect(attempts).toBe(1);
});
