import { systemClock } from "../../shared/platform/clock";
import { randomBytes } from "node:crypto";
import type { Logger } from "moleculer";
import type { Metrics } from "../../shared/platform/metrics";
import { LANES, Worker } from "../../services/webhooks/delivery-worker";
import { Database, openDatabase, Row } from "../../shared/platform/database";
import { openQueue } from "../../services/webhooks/delivery-queue.store";
import { adminQuery } from "../support/setup-distributed";
import { claimNext, ENDPOINTS, genericPlan, KEYED_READS, QUEUE_TABLES, queueEndpoints, queueEvents, SETTINGS, shapeOf } from "../support/claim-plans";

// The webhook worker's statement on PostgreSQL runs in a function of its session, whose plan is
// made once, without values, and kept until the statistics of a table change. Made on an empty
// queue never analysed, on a tiny one analysed, or on a queue whose statistics are stale (3,000
// events delivered and analysed, autovacuum then off, a burst of 2,000 events to 10 endpoints
// since), each read of the queue goes by a key, the attempts under way or one endpoint's due
// index, never across a table. On a database of its own, dropped afterwards.

const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `bookdrop_claim_plan_${randomBytes(4).toString("hex")}`;
const HISTORY = 3_000;
const EVENTS = 2_000;
let db: Database;
const shapes: Record<string, ReturnType<typeof shapeOf>> = {};

beforeAll(async () => {
	await adminQuery(`CREATE DATABASE ${database}`);
	db = await openDatabase({ databaseUrl: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	for (const table of QUEUE_TABLES) await db.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
	shapes.empty = shapeOf(await genericPlan(db));
	const now = Math.floor(Date.now() / 1000);
	await queueEndpoints(db, now);
	await queueEvents(db, 1, 1, now, true);
	await db.query(`ANALYZE ${QUEUE_TABLES.join(", ")}`);
	shapes.tiny = shapeOf(await genericPlan(db));
	await queueEvents(db, 2, HISTORY, now, true);
	await db.query(`ANALYZE ${QUEUE_TABLES.join(", ")}`);
	await queueEvents(db, HISTORY + 1, HISTORY + EVENTS, now);
	shapes.stale = shapeOf(await genericPlan(db));
}, 120_000);

afterAll(async () => {
	await db?.close();
	await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test.each(["empty", "tiny", "stale"])("the plan made on a queue %s reads nothing across a table", (state) => {
	expect(shapes[state]).toEqual({ wide: [], reads: shapes[state].reads });
});

test("on stale statistics it reads one endpoint's due index at a time, the attempts under way from their own index, and every row by its key", () => {
	expect(shapes.stale.reads).toEqual(expect.arrayContaining(KEYED_READS.map((read) => expect.stringMatching(read))));
});

test("the queue's session is a connection of its own, and its function lives there only", async () => {
	const session = await openQueue(db);
	try {
		const pid = async (q: { query: Database["query"] }) => (await q.query("SELECT pg_backend_pid() AS pid"))[0].pid;
		const own = await pid(session);
		expect([await pid(session), await pid(session)]).toEqual([own, own]);
		const functionHere = "SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'webhook_record_and_claim' AND pronamespace = pg_my_temp_schema()";
		expect(await session.query(functionHere)).toEqual([{ n: 1 }]);
		expect(await db.query(functionHere)).toEqual([{ n: 0 }]);
	} finally {
		session.release();
	}
});

test("two lanes claim disjoint endpoints, at most the bound each, and together drain the queue once each", async () => {
	const lanes = [0, 1].map((index) => ({ count: 2, index }));
	const seen = new Map<number, number>();
	let claimed = await Promise.all(lanes.map((lane) => claimNext(db, [], lane)));
	const endpointsOf = (rows: Row[]) => new Set(rows.map((row) => row.endpoint_id as string));
	const [first, second] = claimed.map(endpointsOf);
	expect([...first].filter((id) => second.has(id))).toEqual([]);
	expect(first.size + second.size).toBe(ENDPOINTS);
	while (claimed.some((rows) => rows.length)) {
		for (const rows of claimed) {
			for (const row of rows) seen.set(Number(row.delivery_id), (seen.get(Number(row.delivery_id)) ?? 0) + 1);
			const perEndpoint = new Map<string, number>();
			for (const row of rows) perEndpoint.set(row.endpoint_id, (perEndpoint.get(row.endpoint_id) ?? 0) + 1);
			expect(Math.max(0, ...perEndpoint.values())).toBeLessThanOrEqual(SETTINGS.webhookEndpointConcurrency);
		}
		claimed = await Promise.all(lanes.map((lane, i) => claimNext(db, claimed[i], lane)));
	}
	expect(seen.size).toBe(EVENTS * ENDPOINTS);
	expect([...seen.values()].every((times) => times === 1)).toBe(true);
}, 120_000);

test("the worker holds a session per lane while it runs and gives each back when it stops", async () => {
	const logger = { warn: () => undefined } as unknown as Logger;
	const worker = new Worker(db, { ...SETTINGS, webhookTimeoutMs: 1000, webhookAllowPrivate: true }, systemClock, {} as Metrics, logger);
	const held = () => {
		const use = db.poolUse()!;
		return use.total - use.idle;
	};
	try {
		await worker.run();
		expect(held()).toBe(LANES.postgres);
	} finally {
		await worker.stop();
	}
	expect(held()).toBe(0);
});
