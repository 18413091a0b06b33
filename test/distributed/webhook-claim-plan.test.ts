import { randomBytes } from "node:crypto";
import { Database, openDatabase, Row } from "../../shared/platform/db";
import { adminQuery } from "../support/setup-distributed";
import { claimNext, customPlan, ENDPOINTS, QUEUE_TABLES, queueEndpoints, queueEvents, SETTINGS, shapeOf } from "../support/claim-plans";

// The webhook worker's statement on PostgreSQL, which plans it for each batch: with 30,000
// deliveries made and analysed (autovacuum is then off on the queue's tables) and a burst of 20,000
// due deliveries since, each read of the queue goes by a key, the attempts under way or one
// endpoint's due index, never across a table. On a database of its own, dropped afterwards.

const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `bookdrop_claim_plan_${randomBytes(4).toString("hex")}`;
const HISTORY = 3_000;
const EVENTS = 2_000;
let db: Database;
let inFlight: Row[] = [];

beforeAll(async () => {
	await adminQuery(`CREATE DATABASE ${database}`);
	db = await openDatabase({ databaseUrl: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	for (const table of QUEUE_TABLES) await db.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
	const now = Math.floor(Date.now() / 1000);
	await queueEndpoints(db, now);
	await queueEvents(db, 1, HISTORY, now, true);
	await db.query(`ANALYZE ${QUEUE_TABLES.join(", ")}`);
	await queueEvents(db, HISTORY + 1, HISTORY + EVENTS, now);
}, 120_000);

afterAll(async () => {
	await db?.close();
	await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test("a first claim from 20,000 due deliveries reads one endpoint's due index at a time and each delivery by its key", async () => {
	const shape = shapeOf(await customPlan(db, []));
	expect(shape).toEqual({ wide: [], reads: shape.reads });
	expect(shape.reads).toEqual(expect.arrayContaining([expect.stringMatching(/webhook_deliveries_endpoint_due \(\(endpoint_id = /)]));
	inFlight = await claimNext(db);
	expect(inFlight).toHaveLength(ENDPOINTS * SETTINGS.webhookEndpointConcurrency);
});

test("recording a batch and claiming into its slots reads the attempts under way from their own index and the rest by key", async () => {
	const shape = shapeOf(await customPlan(db, inFlight));
	expect(shape).toEqual({ wide: [], reads: shape.reads });
	expect(shape.reads).toEqual(expect.arrayContaining([expect.stringMatching(/ webhook_attempts_under_way$/), expect.stringMatching(/webhook_deliveries_pkey/)]));
	expect(await claimNext(db, inFlight)).toHaveLength(inFlight.length);
});
