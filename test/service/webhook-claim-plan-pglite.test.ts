import { systemClock } from "../../shared/platform/clock";
import type { Logger } from "moleculer";
import { Database, openDatabase, Session } from "../../shared/platform/database";
import type { Metrics } from "../../shared/platform/metrics";
import { Worker } from "../../services/webhooks/delivery-worker";
import { openQueue, PLAN_SETTINGS } from "../../services/webhooks/delivery-queue.store";
import { claimNext, ENDPOINTS, genericPlan, KEYED_READS, QUEUE_TABLES, queueEndpoints, queueEvents, SETTINGS, shapeOf } from "../support/claim-plans";

// The webhook worker's statement runs in a function of its session, whose plan is made once,
// without values, and kept until PGlite's maintenance analyses a table that grew (shared/platform/database.ts). That
// plan, on a queue of 20,000 due deliveries after 5,000 delivered, as analysed, reads each row it
// needs by a key, the attempts under way or one endpoint's due index, never across a table.
// (PGlite is PostgreSQL 18: on a queue of one event its plan reads a delivery by id through a skip
// scan of (event_id, id), which is as cheap there; the analysis of the grown queue makes it again.
// test/distributed/webhook-claim-plan-postgres.test.ts holds PostgreSQL 15 to an empty and a tiny queue too.)

const HISTORY = 500;
const EVENTS = 2_000;
let db: Database;
const shapes: Record<string, ReturnType<typeof shapeOf>> = {};

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 0 });
	const now = Math.floor(Date.now() / 1000);
	await queueEndpoints(db, now);
	// a history of deliveries made, then a queue of due ones, as analysed
	await queueEvents(db, 1, HISTORY, now, true);
	await queueEvents(db, HISTORY + 1, HISTORY + EVENTS, now);
	await db.query(`ANALYZE ${QUEUE_TABLES.join(", ")}`);
	shapes.large = shapeOf(await genericPlan(db));
}, 120_000);

afterAll(() => db?.close());

test("the queue's session holds the worker's function, with the settings its plan is made with", async () => {
	const session = await openQueue(db);
	try {
		const config = await session.query("SELECT proconfig FROM pg_proc WHERE proname = 'webhook_record_and_claim' AND pronamespace = pg_my_temp_schema()");
		expect(config).toEqual([{ proconfig: Object.entries(PLAN_SETTINGS).map(([name, value]) => `${name}=${value}`) }]);
	} finally {
		session.release();
	}
});

test("the plan reads one endpoint's due index at a time, the attempts under way from their own index, and every row by its key", () => {
	expect(shapes.large).toEqual({ wide: [], reads: shapes.large.reads });
	expect(shapes.large.reads).toEqual(expect.arrayContaining(KEYED_READS.map((read) => expect.stringMatching(read))));
});

test("through the function, claims and records go on until the queue is empty, each delivery once", async () => {
	let claimed = await claimNext(db);
	expect(claimed).toHaveLength(ENDPOINTS * SETTINGS.webhookEndpointConcurrency);
	const seen = new Set<number>();
	for (; claimed.length; claimed = await claimNext(db, claimed)) for (const row of claimed) seen.add(Number(row.delivery_id));
	expect(seen.size).toBe(EVENTS * ENDPOINTS);
	expect(await db.query("SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status")).toEqual([
		{ status: "succeeded", n: (HISTORY + EVENTS) * ENDPOINTS },
	]);
}, 120_000);

test("a session whose function could not be made is closed, another is opened on the worker's next pass, and the worker goes on", async () => {
	const sent: string[] = [];
	const released: boolean[] = [];
	let refuse = true;
	const flaky = {
		...db,
		async session(): Promise<Session> {
			const inner = await db.session();
			return {
				...inner,
				async query(sql: string, params?: unknown[]) {
					sent.push(sql.startsWith("CREATE") ? "create" : sql.startsWith("SELECT * FROM pg_temp.") ? "call" : "other");
					if (sql.startsWith("CREATE") && refuse) {
						refuse = false;
						throw new Error("could not create the function");
					}
					return inner.query(sql, params);
				},
				release(broken = false) {
					released.push(broken);
					inner.release(broken);
				},
			};
		},
	} as Database;
	const warnings: unknown[][] = [];
	const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
	const worker = new Worker(flaky, { ...SETTINGS, webhookTimeoutMs: 1000, webhookAllowPrivate: true }, systemClock, {} as Metrics, logger);
	try {
		await worker.run();
		expect({ sent, released, warned: warnings.map((w) => String(w[1])) }).toEqual({
			sent: ["create"],
			released: [true],
			warned: ["Error: could not create the function"],
		});
		await worker.run();
		expect(sent).toEqual(["create", "create", "call"]);
	} finally {
		await worker.stop();
	}
	expect(released).toEqual([true, false]);
});
