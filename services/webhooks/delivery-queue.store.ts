import type { Config } from "../../shared/platform/config";
import type { Database, Queryable, Row, Session } from "../../shared/platform/database";
import { retentionCutoff } from "../../shared/events/event-log";
import { recordEvents } from "../../shared/events/event-log.store";
import { endpointsAnswering } from "../../shared/events/issues";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import type { WebhookQueue } from "../../shared/platform/metrics";
import type { AttemptResult } from "./delivery-client";
import { presentEndpoint } from "./webhook-views";

/** An endpoint whose last this many deliveries all failed is disabled (docs/design.md, "Events and webhooks"). */
export const FAILED_DELIVERIES_BEFORE_DISABLE = 20;

/** The attempts a delivery gets on its schedule: the first, then one per WEBHOOK_RETRY_SCHEDULE entry. */
export const scheduledAttempts = (retrySchedule: number[]) => retrySchedule.length + 1;

/** What the queue needs of the configuration: the retry schedule, the lease and the bound per endpoint. */
export type QueueSettings = Pick<
	Config,
	"webhookRetrySchedule" | "webhookLeaseMs" | "webhookEndpointConcurrency" | "webhookAccountConcurrency" | "webhookTimeoutMs"
>;

/**
 * An attempt that ends within half of WEBHOOK_TIMEOUT_MS shows a receiver that answers: its endpoint
 * may have WEBHOOK_ENDPOINT_CONCURRENCY attempts under way; any other gets one (the claim's fair
 * share). Half, not a fixed second: a busy receiver or a loaded worker that slows a healthy
 * endpoint's attempts to a second or two must not cut it to one attempt under way, while a
 * receiver that does not answer always runs into the whole timeout.
 */
export const promptWithin = (settings: Pick<Config, "webhookTimeoutMs">) => settings.webhookTimeoutMs / 2;

/** What happened to one claimed delivery. */
export interface Outcome {
	delivery: Row;
	/** null when the delivery was not sent: its last attempt was lost with a worker. */
	result: AttemptResult | null;
	status: "pending" | "succeeded" | "failed";
	nextAttemptAt: number | null;
}

/**
 * A batch's outcomes ($6 to $18): each delivery's new status, each attempt's result, and each
 * endpoint's streak of failed deliveries (a success ends it). A delivery only counts when it is
 * finished: one pending between retries counts for nothing, so a receiver that is down for a while
 * during a burst is not disabled. A delivery dropped meanwhile (its endpoint was disabled) stays
 * dropped; one deleted with its endpoint is gone. A streak that does not change is not written.
 * Each endpoint's `answers_promptly` ($23, $24) is its last attempt's: whether it ended within
 * half of WEBHOOK_TIMEOUT_MS (the claim's fair share, below); it too is written only when it changes (one UPDATE of
 * the row: two in one statement would leave only one of them).
 *
 * Rows are locked as every other writer locks them: the endpoints first (in id order, so that
 * workers agree), then the deliveries, then their attempts; a delete cascades in that order too, and
 * in any other order a delete racing a batch deadlocked. Each step waits for the one before it
 * through a subquery on it (`>= 0` always holds), which runs before the step touches a row.
 * Each UPDATE names its rows by primary key (`= ANY`): joined to the unnested outcomes alone, the
 * planner scanned every pending delivery or every attempt; "not finished" rather than "pending"
 * leaves it the primary key over the queue's partial indexes. An attempt finds its result by its
 * place in the arrays: joined to them, a plan made on a tiny table read it through (delivery_id, seq)
 * without its first column.
 */
const RECORD = `
 locked AS (SELECT id FROM webhook_endpoints WHERE id = ANY($6::text[]) ORDER BY id FOR NO KEY UPDATE),
 finished AS (
   UPDATE webhook_deliveries d SET status = r.status, next_attempt_at = r.next_attempt_at, last_error = r.last_error, updated = $11
   FROM unnest($7::bigint[], $8::text[], $9::bigint[], $10::text[]) WITH ORDINALITY AS r(id, status, next_attempt_at, last_error, ord)
   WHERE d.id = r.id AND d.id = ANY($7::bigint[]) AND d.status NOT IN ('succeeded', 'failed', 'dropped') AND (SELECT count(*) FROM locked) >= 0
   RETURNING d.id, d.endpoint_id, d.status, r.ord),
 recorded AS (
   UPDATE webhook_attempts a SET duration_ms = ($13::int[])[array_position($12::bigint[], a.seq)],
     http_status = ($14::int[])[array_position($12::bigint[], a.seq)], error = ($15::text[])[array_position($12::bigint[], a.seq)],
     error_message = ($16::text[])[array_position($12::bigint[], a.seq)], response_body = ($17::text[])[array_position($12::bigint[], a.seq)]
   WHERE a.seq = ANY($12::bigint[]) AND (SELECT count(*) FROM finished) >= 0),
 ended AS (
   SELECT endpoint_id, status, ord, max(ord) FILTER (WHERE status = 'succeeded') OVER (PARTITION BY endpoint_id) AS last_success
   FROM finished WHERE status <> 'pending'),
 streaks AS (
   SELECT endpoint_id, bool_or(last_success IS NOT NULL) AS reset, count(*) FILTER (WHERE status = 'failed' AND ord > coalesce(last_success, 0)) AS failed_after
   FROM ended GROUP BY endpoint_id),
 paces AS (
   SELECT p.endpoint_id, p.prompt, coalesce(s.reset, false) AS reset, coalesce(s.failed_after, 0) AS failed_after
   FROM unnest($23::text[], $24::boolean[]) AS p(endpoint_id, prompt) LEFT JOIN streaks s ON s.endpoint_id = p.endpoint_id),
 streaked AS (
   UPDATE webhook_endpoints w SET failure_streak = CASE WHEN s.reset THEN 0 ELSE w.failure_streak END + s.failed_after, answers_promptly = s.prompt
   FROM paces s WHERE w.id = s.endpoint_id AND (s.failed_after > 0 OR (s.reset AND w.failure_streak > 0) OR w.answers_promptly <> s.prompt)
   RETURNING w.id, w.status, w.failure_streak)`;

/**
 * Claims due deliveries with FOR UPDATE SKIP LOCKED, so any number of workers share the queue. The
 * claim counts the attempt and writes its row before anything is sent, and leases the delivery
 * (next_attempt_at moves past the timeout): a worker that dies mid-attempt leaves an attempt that
 * counts, so a delivery is retried at most as scheduled, and the claim after the lease (WEBHOOK_LEASE_MS)
 * marks it `worker_lost`. A delivery whose event is past its retention is never claimed again.
 *
 * Fair share (docs/webhooks.md, "Fair share"): an endpoint whose last attempt did not end within
 * half of WEBHOOK_TIMEOUT_MS (promptWithin: a receiver that does not answer, or a new endpoint) gets one attempt under way, not
 * WEBHOOK_ENDPOINT_CONCURRENCY ($4); the endpoints of one account together get no more than
 * WEBHOOK_ACCOUNT_CONCURRENCY ($22) minus the account's attempts under way; and a claim takes each
 * account's oldest due delivery before any account's second (`place`), so a claim cut short by its
 * limit is shared among the accounts that wait. The attempts under way are counted once per
 * endpoint and per account into two JSON objects (`held`) that each endpoint looks itself up in:
 * joined to the endpoints instead, the plan (made without values, which guesses one row for a
 * CTE) compared every endpoint with every count, 250,000 comparisons and a second of PGlite's time
 * for 500 endpoints with attempts under way (so `lost` names its deliveries by id: joined to
 * `claimed`, it compared every attempt under way with every row claimed). An endpoint that is full, or whose account is, is
 * passed over before its queue is read.
 *
 * It takes no more of an endpoint than WEBHOOK_ENDPOINT_CONCURRENCY minus the attempts already
 * under way there (unfinished attempt rows whose lease runs, on any worker, less the batch's, which
 * this statement finishes), and passes over an endpoint that is full or that the batch's streak is
 * about to disable: the deliveries of a slow endpoint never hold up the others, and a backlog costs a
 * claim nothing. It looks at each endpoint's oldest due deliveries (an index probe per endpoint;
 * ordered by time and id, which only that index gives, so that the planner never walks the whole
 * queue instead), the oldest first over all of them, without locks, and locks only the rows it takes
 * (checking again that they are due), each by its primary key, and updates and reads them by it: as
 * joins, the planner read the whole due queue, or every event, to take 40 rows; the event's retention
 * is read by its key for each candidate (as an EXISTS, a plan made on a tiny table joined it, or read
 * the events by creation time, whole). It claims only the endpoints of its lane ($21 of $20, by a
 * hash of the id), so that the lanes of one worker never race for an endpoint (delivery-worker.ts). Each row
 * says how many candidates it found (`seen`): when that is `limit` ($19), more may be due. The attempts under
 * way are read from their own partial index, each one's delivery by its primary key (a LATERAL that
 * is not flattened); there and in the lock, "not finished" keeps the queue's partial indexes out:
 * a plan made on a small queue took (endpoint_id, next_attempt_at, id) without its first column,
 * a walk of every pending delivery for each row taken. Each row says whether its endpoint is in a
 * simulated outage (`simulated_outage`, a test account's: simulated-outages.store.ts), whose attempt is not sent.
 */
const CLAIM = `
 under_way AS (
   SELECT d.endpoint_id, count(*) AS attempts FROM webhook_attempts a CROSS JOIN LATERAL (
     SELECT d.endpoint_id FROM webhook_deliveries d
     WHERE d.id = a.delivery_id AND d.status NOT IN ('succeeded', 'failed', 'dropped') AND d.next_attempt_at > $1 OFFSET 0) d
   WHERE a.duration_ms IS NULL AND a.error IS NULL AND a.seq <> ALL($12::bigint[])
   GROUP BY d.endpoint_id),
 held AS (
   SELECT (SELECT coalesce(jsonb_object_agg(endpoint_id, attempts), '{}') FROM under_way) AS endpoints,
          (SELECT coalesce(jsonb_object_agg(account_id, attempts), '{}') FROM (
             SELECT w.account_id, sum(u.attempts) AS attempts FROM under_way u JOIN webhook_endpoints w ON w.id = u.endpoint_id GROUP BY w.account_id) a) AS accounts),
 eligible AS (
   SELECT d.id, d.next_attempt_at, row_number() OVER (PARTITION BY w.account_id ORDER BY d.next_attempt_at, d.id) AS place,
          $22 - coalesce(((SELECT accounts FROM held) ->> w.account_id)::int, 0) AS account_room
   FROM webhook_endpoints w
   CROSS JOIN LATERAL (
     SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
     WHERE d.endpoint_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= $1 AND d.id <> ALL($7::bigint[])
       AND (SELECT e.created FROM events e WHERE e.id = d.event_id) > $5
     ORDER BY d.next_attempt_at, d.id LIMIT CASE WHEN w.answers_promptly THEN $4 ELSE 1 END - coalesce(((SELECT endpoints FROM held) ->> w.id)::int, 0)) d
   WHERE w.id NOT IN (SELECT id FROM streaked WHERE status = 'enabled' AND failure_streak >= $18) AND (hashtext(w.id) & 2147483647) % $20 = $21
     AND coalesce(((SELECT endpoints FROM held) ->> w.id)::int, 0) < CASE WHEN w.answers_promptly THEN $4 ELSE 1 END
     AND coalesce(((SELECT accounts FROM held) ->> w.account_id)::int, 0) < $22),
 candidates AS (
   SELECT id, next_attempt_at FROM eligible WHERE place <= account_room ORDER BY place, next_attempt_at LIMIT $19),
 due AS (
   SELECT array_agg(d.id) AS ids FROM candidates c CROSS JOIN LATERAL (
     SELECT d.id FROM webhook_deliveries d WHERE d.id = c.id AND d.status NOT IN ('succeeded', 'failed', 'dropped') AND d.next_attempt_at <= $1
     FOR UPDATE SKIP LOCKED) d),
 claimed AS (
   UPDATE webhook_deliveries d SET next_attempt_at = $2, attempts = d.attempts + 1 WHERE d.id = ANY((SELECT ids FROM due)::bigint[])
   RETURNING d.id, d.public_id, d.event_id, d.endpoint_id, d.attempts),
 lost AS (
   UPDATE webhook_attempts a SET error = 'worker_lost', error_message = 'the worker delivering it stopped before it finished'
   WHERE a.delivery_id = ANY((SELECT ids FROM due)::bigint[]) AND a.duration_ms IS NULL AND a.error IS NULL AND (SELECT count(*) FROM claimed) >= 0),
 started AS (
   INSERT INTO webhook_attempts (delivery_id, created) SELECT id, $1 FROM claimed WHERE attempts <= $3 RETURNING seq, delivery_id)
 SELECT c.id AS delivery_id, c.public_id, c.endpoint_id, c.attempts, s.seq AS attempt_seq, (SELECT count(*) FROM candidates) AS seen,
        w.url, w.signing_secret, w.previous_secret, w.previous_secret_expires, w.account_id AS endpoint_account, w.open_issue,
        coalesce(w.simulated_outage_until > $1, false) AS simulated_outage, e.id, e.type, e.created, e.account_id, e.livemode, e.data, e.trace_parent
 FROM claimed c LEFT JOIN started s ON s.delivery_id = c.id
   CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = c.event_id OFFSET 0) e JOIN webhook_endpoints w ON w.id = c.endpoint_id`;

/** What one statement records and claims: the due deliveries it took, and the endpoints the batch disabled. */
export interface Claimed {
	due: Row[];
	disabled: Row[];
}

/** The worker's statement, and the types of its parameters ($1 to $24: recordAndClaim). */
export const STATEMENT = `WITH ${RECORD}, ${CLAIM}`;
export const STATEMENT_TYPES = [
	...["bigint", "bigint", "integer", "integer", "bigint"],
	...["text[]", "bigint[]", "text[]", "bigint[]", "text[]", "bigint", "bigint[]", "integer[]", "integer[]", "text[]", "text[]", "text[]"],
	...["integer", "integer", "integer", "integer", "integer", "text[]", "boolean[]"],
];

/** Which endpoints a lane of the worker claims for: those whose id hashes to `index` of `count`. */
export interface Lane {
	count: number;
	index: number;
}
export const ONE_LANE: Lane = { count: 1, index: 0 };

/**
 * How the session function's plan is made: once, without values (generic), and with index reads
 * only. A generic plan lives until the statistics of a table change; made on a tiny or young
 * queue, with sequential scans allowed it read every table whole for each batch until then. Every
 * read of the statement has an index that serves it (the plan tests hold that for an empty, a tiny
 * and a large queue), so forbidding the scans costs nothing.
 */
export const PLAN_SETTINGS = { plan_cache_mode: "force_generic_plan", enable_seqscan: "off" };

/**
 * The statement runs inside a function of the worker's session (pg_temp), whose plan is made once
 * and kept (PLAN_SETTINGS): sent as text, it was parsed and planned again for every batch, 6.5 ms of
 * PGlite's time against 1.1 ms, and on PostgreSQL 2.6 of a batch's 7.6 ms of CPU. No migration
 * holds it, so it always matches the code that runs.
 */
const SESSION_FUNCTION = `CREATE OR REPLACE FUNCTION pg_temp.webhook_record_and_claim(${STATEMENT_TYPES.join(", ")})
RETURNS TABLE (
  delivery_id bigint, public_id text, endpoint_id text, attempts integer, attempt_seq bigint, seen bigint,
  url text, signing_secret text, previous_secret text, previous_secret_expires bigint, endpoint_account text, open_issue text,
  simulated_outage boolean, id text, type text, created bigint, account_id text, livemode boolean, data json, trace_parent text)
LANGUAGE plpgsql ${Object.entries(PLAN_SETTINGS)
	.map(([name, value]) => `SET ${name} = ${value}`)
	.join(" ")} AS $fn$
#variable_conflict use_column
BEGIN
RETURN QUERY ${STATEMENT};
END
$fn$`;
const CALL_SESSION_FUNCTION = `SELECT * FROM pg_temp.webhook_record_and_claim(${STATEMENT_TYPES.map((_, i) => `$${i + 1}`).join(", ")})`;

/** A session of `db` of the worker's own, with its statement made ready there (a function of the session). */
export async function openQueue(db: Database): Promise<Session> {
	const session = await db.session();
	try {
		await session.query(SESSION_FUNCTION);
		return session;
	} catch (err) {
		session.release(true);
		throw err;
	}
}

/**
 * Records a batch of outcomes and claims up to `limit` due deliveries of `lane` into the slots it
 * frees, in one statement on `session` (from openQueue: one round trip, one commit; without outcomes
 * it only claims). A batch with a delivery that failed for good may disable its endpoint: that
 * statement and the disabling share a transaction. A success at an endpoint enabled again after
 * bookdrop disabled it resolves its `endpoint_disabled` issue, in a short transaction of its own.
 */
export async function recordAndClaim(
	session: Session,
	outcomes: Outcome[],
	limit: number,
	settings: QueueSettings,
	clock: Clock,
	lane = ONE_LANE,
): Promise<Claimed> {
	const claimed = await recordAndClaimOnly(session, outcomes, limit, settings, clock, lane);
	// Only an endpoint that had an open issue when its delivery was claimed costs a second statement.
	const answering = [...new Set(outcomes.filter((o) => o.status === "succeeded" && o.delivery.open_issue).map((o) => o.delivery.endpoint_id as string))];
	if (answering.length) await session.transaction(async (tx) => recordEvents(tx, await endpointsAnswering(tx, answering.sort(), unixSeconds(clock)), clock));
	return claimed;
}

async function recordAndClaimOnly(session: Session, outcomes: Outcome[], limit: number, settings: QueueSettings, clock: Clock, lane: Lane): Promise<Claimed> {
	const params = [
		...claimParams(settings, clock),
		...outcomeParams(outcomes, clock),
		...[FAILED_DELIVERIES_BEFORE_DISABLE, limit, lane.count, lane.index, settings.webhookAccountConcurrency],
		...paceParams(outcomes, promptWithin(settings)),
	];
	if (!outcomes.some((o) => o.status === "failed")) return { due: await session.query(CALL_SESSION_FUNCTION, params), disabled: [] };
	return session.transaction(async (tx) => {
		const due = await tx.query(CALL_SESSION_FUNCTION, params);
		const endpointIds = [...new Set(outcomes.map((o) => o.delivery.endpoint_id as string))].sort();
		const failing = await tx.query("SELECT * FROM webhook_endpoints WHERE id = ANY($1) AND status = 'enabled' AND failure_streak >= $2 ORDER BY id", [
			endpointIds,
			FAILED_DELIVERIES_BEFORE_DISABLE,
		]);
		const disabled: Row[] = [];
		for (const endpoint of failing) disabled.push(await disable(tx, endpoint, clock));
		return { due, disabled };
	});
}

/** $1 to $5: now, the lease, the attempts a delivery gets, the bound per endpoint, the retention cutoff. */
function claimParams(settings: QueueSettings, clock: Clock): unknown[] {
	const now = clock.now();
	return [
		now,
		now + settings.webhookLeaseMs,
		scheduledAttempts(settings.webhookRetrySchedule),
		settings.webhookEndpointConcurrency,
		retentionCutoff(unixSeconds(clock)),
	];
}

/** $6 to $17: the batch's endpoints, its deliveries (in the order they finished: a streak counts in that order), the time, its attempts. */
function outcomeParams(outcomes: Outcome[], clock: Clock): unknown[] {
	const attempted = outcomes.filter((o) => o.result && o.delivery.attempt_seq !== null);
	return [
		[...new Set(outcomes.map((o) => o.delivery.endpoint_id as string))].sort(),
		outcomes.map((o) => o.delivery.delivery_id),
		outcomes.map((o) => o.status),
		outcomes.map((o) => o.nextAttemptAt),
		outcomes.map((o) => (o.result?.ok ? null : (o.result?.error ?? "worker_lost"))),
		unixSeconds(clock),
		attempted.map((o) => o.delivery.attempt_seq),
		attempted.map((o) => o.result!.durationMs),
		attempted.map((o) => o.result!.httpStatus),
		attempted.map((o) => o.result!.error),
		attempted.map((o) => o.result!.message),
		attempted.map((o) => o.result!.responseBody),
	];
}

/** $23 and $24: each endpoint of the batch, and whether its last attempt (in the order they finished) ended within `withinMs`. */
function paceParams(outcomes: Outcome[], withinMs: number): unknown[] {
	const prompt = new Map<string, boolean>();
	for (const { delivery, result } of outcomes) prompt.set(delivery.endpoint_id, result !== null && result.durationMs < withinMs);
	return [[...prompt.keys()], [...prompt.values()]];
}

/** Disables an endpoint whose deliveries keep failing, drops its queue, and tells its owner. */
async function disable(tx: Queryable, endpoint: Row, clock: Clock): Promise<Row> {
	const now = unixSeconds(clock);
	const [row] = await tx.query(
		"UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = 'deliveries_failing', disabled_at = $2, updated = $2 WHERE id = $1 RETURNING *",
		[endpoint.id, now],
	);
	await dropQueued(tx, endpoint.id, now);
	await recordEvents(
		tx,
		[{ accountId: row.account_id, integrationId: row.integration_id, type: "webhook_endpoint.disabled", object: presentEndpoint(row, now) }],
		clock,
	);
	return row;
}

/**
 * Due deliveries: pending and past their time, of events in retention (the others are never sent).
 * One a worker holds has its time moved past its lease.
 */
export async function dueDeliveries(db: Queryable, clock: Clock): Promise<WebhookQueue> {
	const now = clock.now();
	const [row] = await db.query(
		`SELECT count(*) AS due, min(d.next_attempt_at) AS oldest FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
		 WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND e.created > $2`,
		[now, retentionCutoff(unixSeconds(clock))],
	);
	return { due: Number(row.due), oldestDueSeconds: row.oldest === null ? 0 : Math.max(0, (now - Number(row.oldest)) / 1000) };
}

/** Pending deliveries of an endpoint that is disabled are dropped at `now` (unix seconds): catch up through GET /v1/events. */
export async function dropQueued(tx: Queryable, endpointId: string, now: number): Promise<void> {
	await tx.query("UPDATE webhook_deliveries SET status = 'dropped', updated = $2 WHERE endpoint_id = $1 AND status = 'pending'", [endpointId, now]);
}
