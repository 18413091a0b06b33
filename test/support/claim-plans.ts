import { systemClock } from "../../shared/platform/clock";
import type { Database, Row } from "../../shared/platform/database";
import { Lane, ONE_LANE, openQueue, Outcome, PLAN_SETTINGS, recordAndClaim, STATEMENT, STATEMENT_TYPES } from "../../services/webhooks/delivery-queue.store";

// A webhook queue for the plan tests of the worker's statement (test/service and test/distributed
// webhook-claim-plan): ten endpoints of one account, events each with a due delivery to every
// endpoint, and the plans the statement gets, read as the reads of the queue's tables they make.

export const ENDPOINTS = 10;
export const SETTINGS = {
	webhookRetrySchedule: [0, 60],
	webhookLeaseMs: 60_000,
	webhookEndpointConcurrency: 4,
	webhookAccountConcurrency: 100,
	webhookTimeoutMs: 1000,
};
export const QUEUE_TABLES = ["webhook_deliveries", "webhook_attempts", "events", "webhook_endpoints"];

export async function queueEndpoints(db: Database, now: number): Promise<void> {
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_plan', 'plans', $1)", [now]);
	await db.query(
		`INSERT INTO webhook_endpoints (id, account_id, url, enabled_events, status, signing_secret, created, updated, answers_promptly)
		 SELECT 'we_plan_' || g, 'acct_plan', 'https://example.com/hook', ARRAY['*'], 'enabled', 'whsec_plan', $1, $1, true FROM generate_series(1, $2) g`,
		[now, ENDPOINTS],
	);
}

/** Events `from`..`to`, each with a due delivery to every endpoint, or, when `delivered`, one that succeeded at its first attempt. */
export async function queueEvents(db: Database, from: number, to: number, now: number, delivered = false): Promise<void> {
	await db.query(
		`INSERT INTO events (id, account_id, type, created, data)
		 SELECT 'evt_plan_' || g, 'acct_plan', 'customer.imported', $1, '{}'::json FROM generate_series($2::int, $3::int) g`,
		[now, from, to],
	);
	await db.query(
		`WITH d AS (
		   INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created, updated)
		   SELECT 'evt_plan_' || g, w.id, CASE WHEN $5 THEN 'succeeded' ELSE 'pending' END, CASE WHEN $5 THEN 1 ELSE 0 END,
		          CASE WHEN $5 THEN NULL ELSE $1::bigint END, $2, $2
		   FROM generate_series($3::int, $4::int) g CROSS JOIN webhook_endpoints w RETURNING id)
		 INSERT INTO webhook_attempts (delivery_id, created, duration_ms, http_status) SELECT id, $1, 3, 200 FROM d WHERE $5`,
		[Date.now() - 1000, now, from, to, delivered],
	);
}

export const succeeded = (deliveries: Row[]): Outcome[] =>
	deliveries.map((delivery) => ({
		delivery,
		result: { ok: true, durationMs: 3, httpStatus: 200, error: null, message: null, responseBody: "" },
		status: "succeeded",
		nextAttemptAt: null,
	}));

/** Claims for `lane` (a first batch, or into the slots of `inFlight`, recorded as successes) as the worker does; answers what it claimed. */
export async function claimNext(db: Database, inFlight: Row[] = [], lane: Lane = ONE_LANE): Promise<Row[]> {
	const session = await openQueue(db);
	try {
		return (await recordAndClaim(session, succeeded(inFlight), inFlight.length || 100, SETTINGS, systemClock, lane)).due;
	} finally {
		session.release();
	}
}

export interface PlanNode {
	"Node Type": string;
	"Relation Name"?: string;
	"Index Name"?: string;
	"Index Cond"?: string;
	Plans?: PlanNode[];
}

const planOf = (rows: Row[]): PlanNode => rows[0]["QUERY PLAN"][0].Plan;

/** The plan the worker's session function keeps: made without values, with PLAN_SETTINGS. */
export async function genericPlan(db: Database): Promise<PlanNode> {
	// one transaction: the PREPARE, the settings and the EXPLAIN on one connection of a pool
	return db.transaction(async (tx) => {
		await tx.query(`PREPARE claim_plan (${STATEMENT_TYPES.join(", ")}) AS ${STATEMENT}`);
		for (const [name, value] of Object.entries(PLAN_SETTINGS)) await tx.query(`SET LOCAL ${name} = ${value}`);
		const plan = planOf(await tx.query(`EXPLAIN (FORMAT JSON) EXECUTE claim_plan (${STATEMENT_TYPES.map((type) => `NULL::${type}`).join(", ")})`));
		await tx.query("DEALLOCATE claim_plan");
		return plan;
	});
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan's reads of deliveries, attempts and events: node, table, index and index condition. */
export function queueReads(plan: PlanNode): string[] {
	return nodesOf(plan)
		.filter((n) => n["Node Type"].endsWith("Scan") && ["webhook_deliveries", "webhook_attempts", "events"].includes(n["Relation Name"] ?? ""))
		.map((n) => {
			// a bitmap scan names its index on its child
			const index = n["Node Type"] === "Bitmap Heap Scan" ? n.Plans?.[0] : n;
			return `${n["Node Type"]} ${n["Relation Name"]} ${index?.["Index Name"] ?? ""} ${index?.["Index Cond"] ?? ""}`.trim();
		});
}

/** A read that touches only the rows it needs: by a key, the attempts under way, or one endpoint's due deliveries in order. */
export const narrow = (read: string): boolean =>
	/_pkey \(/.test(read) ||
	/ events_id_key \(id = /.test(read) ||
	/ webhook_attempts_under_way$/.test(read) ||
	/ webhook_attempts_under_way \(delivery_id = ANY /.test(read) ||
	/ webhook_deliveries_endpoint_due \(\(endpoint_id = /.test(read);

/** The reads a plan of the statement on a large queue makes: one endpoint's due index at a time, the attempts under way from their own index, deliveries by key. */
export const KEYED_READS = [/webhook_deliveries_endpoint_due \(\(endpoint_id = /, / webhook_attempts_under_way$/, /webhook_deliveries_pkey/];

/** What a test expects of a plan: no read across a table (`wide` lists any, `reads` all of them). */
export const shapeOf = (plan: PlanNode) => {
	const reads = queueReads(plan);
	return { wide: reads.filter((read) => !narrow(read)), reads };
};
