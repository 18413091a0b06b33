import { systemClock } from "../../shared/platform/clock";
import { randomBytes } from "node:crypto";
import { expireObjects } from "../../services/batches/expiry-sweep";
import { EXPIRY_BATCH } from "../../services/batches/expiry-sweep.store";
import { Database, openDatabase } from "../../shared/platform/database";
import { adminQuery } from "../support/setup-distributed";

// The expiry sweep's statement racing itself on PostgreSQL (docs/lifecycle.md, "Expiry"): four
// sweeps at once, over two connection pools as two batches replicas would, on objects of two
// types, several statements' worth each. Each object is marked once, with one event; a claimed,
// an imported and a later one are left alone. On a database of its own, dropped afterwards.

const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `bookdrop_expiry_race_${randomBytes(4).toString("hex")}`;
const CUSTOMERS = 5 * EXPIRY_BATCH + 17;
const PRODUCTS = 2 * EXPIRY_BATCH + 3;
let replicas: Database[] = [];

beforeAll(async () => {
	await adminQuery(`CREATE DATABASE ${database}`);
	const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
	for (let i = 0; i < 2; i++) replicas.push(await openDatabase({ databaseUrl: url, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 }));
}, 60_000);

afterAll(async () => {
	await Promise.all(replicas.map((db) => db.close()));
	replicas = [];
	await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test("four sweeps at once over two pools expire each object once, with one event each", async () => {
	const [db] = replicas;
	const past = Math.floor(Date.now() / 1000) - 60;
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_race', 'race', 0)");
	await db.query("INSERT INTO import_batches (id, account_id, status, created, updated) VALUES ('imb_race', 'acct_race', 'open', 0, 0)");
	for (const [table, prefix, count] of [
		["customers", "cus", CUSTOMERS],
		["products", "prd", PRODUCTS],
	] as const) {
		await db.query(
			`INSERT INTO ${table} (id, account_id, created, updated, name, expires_at)
			 SELECT '${prefix}_race' || i, 'acct_race', $1::bigint, $1::bigint, 'race', $1::bigint + i % 30 FROM generate_series(1, ${count}) AS i`,
			[past - 30],
		);
	}
	await db.query(
		`INSERT INTO customers (id, account_id, created, updated, name, expires_at, import_status, import_batch) VALUES
		   ('cus_claimed', 'acct_race', $1::bigint, $1, 'claimed', $1, 'pending', 'imb_race'),
		   ('cus_imported', 'acct_race', $1, $1, 'imported', $1, 'imported', 'imb_race'),
		   ('cus_later', 'acct_race', $1, $1, 'later', $1::bigint + 86400, 'pending', NULL)`,
		[past],
	);

	const swept = await Promise.all([...replicas, ...replicas].map((replica) => expireObjects(replica, systemClock)));
	const total = (type: string) => swept.reduce((sum, marked) => sum + (marked.get(type) ?? 0), 0);
	expect({ customers: total("customer"), products: total("product") }).toEqual({ customers: CUSTOMERS, products: PRODUCTS });

	const statuses = await db.query("SELECT id, import_status FROM customers WHERE id IN ('cus_claimed', 'cus_imported', 'cus_later') ORDER BY id");
	expect(statuses).toEqual([
		{ id: "cus_claimed", import_status: "pending" },
		{ id: "cus_imported", import_status: "imported" },
		{ id: "cus_later", import_status: "pending" },
	]);
	const expired = await db.query(
		`SELECT (SELECT count(*) FROM customers WHERE import_status = 'expired') AS customers,
		        (SELECT count(*) FROM products WHERE import_status = 'expired') AS products`,
	);
	expect(expired).toEqual([{ customers: CUSTOMERS, products: PRODUCTS }]);
	const events = await db.query(
		`SELECT type, count(*) AS events, count(DISTINCT data -> 'object' ->> 'id') AS objects,
		        bool_and(data -> 'object' -> 'import' ->> 'status' = 'expired') AS all_expired
		 FROM events GROUP BY type ORDER BY type`,
	);
	expect(events).toEqual([
		{ type: "customer.expired", events: CUSTOMERS, objects: CUSTOMERS, all_expired: true },
		{ type: "product.expired", events: PRODUCTS, objects: PRODUCTS, all_expired: true },
	]);
	expect((await Promise.all(replicas.map((replica) => expireObjects(replica, systemClock)))).map((marked) => marked.size)).toEqual([0, 0]);
}, 60_000);
