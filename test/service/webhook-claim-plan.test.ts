import type { Logger } from "moleculer";
import { Database, openDatabase } from "../../shared/platform/db";
import type { Metrics } from "../../shared/platform/metrics";
import { Worker } from "../../services/webhooks/worker";
import { prepareQueue, STATEMENT } from "../../services/webhooks/queue";
import { claimNext, ENDPOINTS, genericPlan, QUEUE_TABLES, queueEndpoints, queueEvents, SETTINGS, shapeOf } from "../support/claim-plans";

// The webhook worker's statement on PGlite runs in a function of the session, whose plan is made
// once, without values, and kept until PGlite's maintenance analyses a table that grew (db.ts).
// That generic plan, on a queue of 20,000 due deliveries after 5,000 delivered, as analysed, reads each row it needs by
// a key, the attempts under way or one endpoint's due index, never across a table.

const HISTORY = 500;
const EVENTS = 2_000;
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 0 });
	const now = Math.floor(Date.now() / 1000);
	await queueEndpoints(db, now);
	// a history of deliveries made, then a queue of due ones, as analysed
	await queueEvents(db, 1, HISTORY, now, true);
	await queueEvents(db, HISTORY + 1, HISTORY + EVENTS, now);
	await db.query(`ANALYZE ${QUEUE_TABLES.join(", ")}`);
}, 120_000);

afterAll(() => db?.close());

test("on PGlite the worker calls a function of the session; on PostgreSQL it sends the statement", async () => {
	expect(await prepareQueue(db)).toMatch(/^SELECT \* FROM pg_temp\.webhook_record_and_claim\(\$1, .*\$19\)$/);
	expect(await prepareQueue({ kind: "postgres" } as Database)).toBe(STATEMENT);
});

test("the generic plan reads one endpoint's due index at a time, the attempts under way from their own index, and every row by its key", async () => {
	const shape = shapeOf(await genericPlan(db));
	expect(shape).toEqual({ wide: [], reads: shape.reads });
	expect(shape.reads).toEqual(
		expect.arrayContaining([
			expect.stringMatching(/webhook_deliveries_endpoint_due \(\(endpoint_id = /),
			expect.stringMatching(/ webhook_attempts_under_way$/),
			expect.stringMatching(/webhook_deliveries_pkey/),
		]),
	);
});

test("through the function, claims and records go on until the queue is empty, each delivery once", async () => {
	let claimed = await claimNext(db);
	expect(claimed).toHaveLength(ENDPOINTS * SETTINGS.webhookEndpointConcurrency);
	const seen = new Set<number>();
	for (; claimed.length; claimed = await claimNext(db, claimed)) for (const row of claimed) seen.add(Number(row.delivery_id));
	expect(seen.size).toBe(EVENTS * ENDPOINTS);
	expect(await db.query("SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status")).toEqual([{ status: "succeeded", n: (HISTORY + EVENTS) * ENDPOINTS }]);
}, 120_000);

test("a session function that could not be made is made again on the worker's next pass, and the worker goes on", async () => {
	const sent: string[] = [];
	let refuse = true;
	const flaky = {
		...db,
		kind: "pglite",
		async query(sql: string, params?: unknown[]) {
			sent.push(sql.startsWith("CREATE") ? "create" : sql.startsWith("SELECT * FROM pg_temp.") ? "call" : "other");
			if (sql.startsWith("CREATE") && refuse) {
				refuse = false;
				throw new Error("could not create the function");
			}
			return db.query(sql, params);
		},
	} as Database;
	const warnings: unknown[][] = [];
	const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
	const worker = new Worker(flaky, { ...SETTINGS, webhookTimeoutMs: 1000, webhookAllowPrivate: true }, {} as Metrics, logger);
	try {
		await worker.run();
		expect({ sent, warned: warnings.map((w) => String(w[1])) }).toEqual({ sent: ["create"], warned: ["Error: could not create the function"] });
		await worker.run();
		expect(sent).toEqual(["create", "create", "call"]);
	} finally {
		worker.stop();
	}
});
