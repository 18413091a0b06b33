import type { Logger } from "moleculer";
import type { Config } from "../../shared/platform/config";
import type { Database, Queryable, Row } from "../../shared/platform/db";
import { presentEvent, recordEvents, retentionCutoff } from "../../shared/domain/events";
import { nowSeconds } from "../../shared/platform/ids";
import { countWebhookAttempt, Metrics, WebhookQueue } from "../../shared/platform/metrics";
import { AttemptResult, WebhookClient } from "./client";
import { presentEndpoint } from "./present";

/** An endpoint whose last this many deliveries all failed is disabled (docs/design.md, "Events and webhooks"). */
export const FAILED_DELIVERIES_BEFORE_DISABLE = 20;
/** Deliveries one claim takes at most; a full claim is followed at once by another. */
export const CLAIM_BATCH = 100;
/**
 * Attempts one process keeps under way at most, over all endpoints. Far above what a few slow
 * endpoints hold (WEBHOOK_ENDPOINT_CONCURRENCY each), so they leave the others room.
 */
export const IN_FLIGHT_PER_PROCESS = 1000;

/** The attempts a delivery gets on its schedule: the first, then one per WEBHOOK_RETRY_SCHEDULE entry. */
export const scheduledAttempts = (retrySchedule: number[]) => retrySchedule.length + 1;

/** What the worker needs of the configuration: the retry schedule, the lease, the bound per endpoint, and how its client sends. */
export type WorkerSettings = Pick<
	Config,
	"webhookRetrySchedule" | "webhookLeaseMs" | "webhookTimeoutMs" | "webhookAllowPrivate" | "webhookEndpointConcurrency"
>;

/** What happened to one claimed delivery. */
interface Outcome {
	delivery: Row;
	/** null when the delivery was not sent: its last attempt was lost with a worker. */
	result: AttemptResult | null;
	status: "pending" | "succeeded" | "failed";
	nextAttemptAt: number | null;
}

/**
 * Claims due deliveries with FOR UPDATE SKIP LOCKED, so any number of workers share the queue. The
 * claim counts the attempt and writes its row before anything is sent, and leases the delivery
 * (next_attempt_at moves past the timeout): a worker that dies mid-attempt leaves an attempt that
 * counts, so a delivery is retried at most as scheduled, and the claim after the lease (WEBHOOK_LEASE_MS)
 * marks it `worker_lost`. A delivery whose event is past its retention is never claimed again.
 *
 * It takes no more of an endpoint than WEBHOOK_ENDPOINT_CONCURRENCY minus the attempts already
 * under way there (unfinished attempt rows whose lease runs, on any worker), and passes over an
 * endpoint that is full: the deliveries of a slow endpoint never hold up the others, and a backlog
 * costs a claim nothing. It looks at each endpoint's oldest due deliveries (an index probe per
 * endpoint; ordered by time and id, which only that index gives, so that the planner never walks
 * the whole queue instead), the oldest first over all of them, without locks, and locks only the rows it takes
 * (checking again that they are due), each by its primary key: as a join, the planner read the whole
 * due queue to lock 40 rows (PGlite, whose statistics lag, and PostgreSQL alike), so every claim cost
 * more as the backlog grew. Each row says how many candidates it found (`seen`): when
 * that is `limit`, more may be due.
 */
async function claim(db: Queryable, limit: number, settings: WorkerSettings): Promise<Row[]> {
	const now = Date.now();
	const lease = now + settings.webhookLeaseMs;
	return db.query(
		`WITH under_way AS (
		   SELECT d.endpoint_id, count(*) AS attempts FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
		   WHERE a.duration_ms IS NULL AND a.error IS NULL AND d.status = 'pending' AND d.next_attempt_at > $1
		   GROUP BY d.endpoint_id),
		 candidates AS (
		   SELECT d.id, d.next_attempt_at FROM webhook_endpoints w LEFT JOIN under_way u ON u.endpoint_id = w.id
		   CROSS JOIN LATERAL (
		     SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
		     WHERE d.endpoint_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= $1
		       AND EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id AND e.created > $5)
		     ORDER BY d.next_attempt_at, d.id LIMIT greatest($4 - coalesce(u.attempts, 0), 0)) d
		   ORDER BY d.next_attempt_at LIMIT ${limit}),
		 due AS (
		   SELECT d.id FROM candidates c CROSS JOIN LATERAL (
		     SELECT d.id FROM webhook_deliveries d WHERE d.id = c.id AND d.status = 'pending' AND d.next_attempt_at <= $1
		     FOR UPDATE SKIP LOCKED) d),
		 claimed AS (
		   UPDATE webhook_deliveries d SET next_attempt_at = $2, attempts = d.attempts + 1 FROM due WHERE d.id = due.id
		   RETURNING d.id, d.public_id, d.event_id, d.endpoint_id, d.attempts),
		 lost AS (
		   UPDATE webhook_attempts a SET error = 'worker_lost', error_message = 'the worker delivering it stopped before it finished'
		   FROM claimed c WHERE a.delivery_id = c.id AND a.duration_ms IS NULL AND a.error IS NULL),
		 started AS (
		   INSERT INTO webhook_attempts (delivery_id, created) SELECT id, $1 FROM claimed WHERE attempts <= $3 RETURNING seq, delivery_id)
		 SELECT c.id AS delivery_id, c.public_id, c.endpoint_id, c.attempts, s.seq AS attempt_seq, (SELECT count(*) FROM candidates) AS seen,
		        w.url, w.signing_secret, w.previous_secret, w.previous_secret_expires, w.account_id AS endpoint_account,
		        e.id, e.type, e.created, e.data
		 FROM claimed c LEFT JOIN started s ON s.delivery_id = c.id
		   JOIN events e ON e.id = c.event_id JOIN webhook_endpoints w ON w.id = c.endpoint_id`,
		[now, lease, scheduledAttempts(settings.webhookRetrySchedule), settings.webhookEndpointConcurrency, retentionCutoff()],
	);
}

/** The secrets a delivery is signed with: the current one, and the previous one during a rotation's overlap. */
const secretsOf = (row: Row): string[] =>
	row.previous_secret && row.previous_secret_expires > nowSeconds() ? [row.signing_secret, row.previous_secret] : [row.signing_secret];

/** Where a delivery goes after an attempt: done, failed for good, or due again per the schedule. */
function outcomeOf(delivery: Row, result: AttemptResult | null, retrySchedule: number[]): Outcome {
	if (result?.ok) return { delivery, result, status: "succeeded", nextAttemptAt: null };
	const retryIn = result ? retrySchedule[delivery.attempts - 1] : undefined;
	if (retryIn === undefined) return { delivery, result, status: "failed", nextAttemptAt: null };
	return { delivery, result, status: "pending", nextAttemptAt: Date.now() + retryIn * 1000 };
}

/**
 * Delivers due webhooks. Each claimed delivery is sent on its own; none waits for another. One loop
 * per process writes the outcomes that have ended (in one batch) and then claims into the slots they
 * freed, so claims and writes never race and each claim takes what a whole batch freed; an endpoint
 * that answers fast gets its next deliveries at once, one that does not answer only holds its own slots.
 */
export class Worker {
	private running = false;
	private again = false;
	private stopped = false;
	/** Attempts this process has claimed and not yet recorded. */
	private inFlight = 0;
	/** Attempts that have ended, waiting for the next write. */
	private finished: Outcome[] = [];
	private timer: NodeJS.Timeout | null = null;
	private timerAt = Infinity;
	private readonly client: WebhookClient;

	constructor(
		private readonly db: Database,
		private readonly settings: WorkerSettings,
		private readonly metrics: Metrics,
		private readonly logger: Logger,
	) {
		this.client = new WebhookClient(settings);
	}

	/** Writes what has ended, then claims until none is due or this process is full; a call meanwhile asks for one more pass. */
	async run(): Promise<void> {
		if (this.stopped) return;
		if (this.running) {
			this.again = true;
			return;
		}
		this.running = true;
		try {
			do {
				this.again = false;
				// attempts that end in the same turn of the event loop join one batch
				await new Promise((resolve) => setImmediate(resolve));
				if (this.finished.length) await this.writeFinished();
				while (!this.stopped && (await this.claimSome()));
			} while (this.again && !this.stopped);
		} catch (err) {
			this.logger.warn("Claiming webhook deliveries failed:", err);
		} finally {
			this.running = false;
		}
	}

	/** No claim starts after this; the client's connections close. */
	stop(): void {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.client.close();
	}

	/** A retry due sooner than the next poll (the first retry is immediate) gets a claim of its own. */
	private wakeAt(ms: number): void {
		if (ms >= this.timerAt || this.stopped) return;
		if (this.timer) clearTimeout(this.timer);
		this.timerAt = ms;
		this.timer = setTimeout(() => {
			this.timer = null;
			this.timerAt = Infinity;
			void this.run();
		}, Math.max(0, ms - Date.now()));
	}

	/**
	 * Claims what this process has room for and starts sending it. Answers whether to claim again:
	 * when it looked at as many candidates as it may take, some of an endpoint it has just filled,
	 * others may lie past them (no outcome is written in between, so those endpoints stay full).
	 */
	private async claimSome(): Promise<boolean> {
		const limit = Math.min(CLAIM_BATCH, IN_FLIGHT_PER_PROCESS - this.inFlight);
		if (limit <= 0) return false;
		const due = await claim(this.db, limit, this.settings);
		this.inFlight += due.length;
		for (const row of due) void this.deliver(row);
		return due.length > 0 && due[0].seen === limit;
	}

	private async deliver(row: Row): Promise<void> {
		const { webhookRetrySchedule } = this.settings;
		const result = row.attempt_seq === null ? null : await this.client.post(row.url, JSON.stringify(presentEvent(row)), secretsOf(row), row.id);
		this.finished.push(outcomeOf(row, result, webhookRetrySchedule));
		void this.run();
	}

	/** Writes every outcome that has ended, in one transaction, and frees their slots. */
	private async writeFinished(): Promise<void> {
		const outcomes = this.finished.splice(0);
		try {
			await this.writeOutcomes(outcomes);
		} catch (err) {
			// the attempts stay unfinished: past their lease, a claim marks them worker_lost and retries
			this.logger.warn("Recording webhook attempts failed:", err);
		} finally {
			this.inFlight -= outcomes.length;
		}
	}

	private async writeOutcomes(outcomes: Outcome[]): Promise<void> {
		for (const outcome of outcomes) this.logFailure(outcome);
		for (const { result } of outcomes) if (result) countWebhookAttempt(this.metrics, result.error ?? "succeeded");
		const disabled = await this.db.transaction((tx) => record(tx, outcomes));
		const retries = outcomes.filter((o) => o.nextAttemptAt !== null).map((o) => o.nextAttemptAt!);
		if (retries.length) this.wakeAt(Math.min(...retries));
		for (const endpoint of disabled) {
			this.logger.warn(`webhook endpoint ${endpoint.id} disabled: its last ${FAILED_DELIVERIES_BEFORE_DISABLE} deliveries failed (deliveries_failing)`);
		}
	}

	private logFailure({ delivery, result, status, nextAttemptAt }: Outcome): void {
		if (result?.ok) return;
		const why = result ? `${result.error}${result.httpStatus ? ` ${result.httpStatus}` : ""} (${result.message})` : "worker_lost (its last attempt was lost with a worker)";
		const then = status === "pending" ? `next attempt in ${Math.round(((nextAttemptAt ?? 0) - Date.now()) / 1000)} s` : "failed for good";
		this.logger.warn(
			`webhook attempt ${delivery.attempts} failed: endpoint ${delivery.endpoint_id} event ${delivery.id} delivery ${delivery.public_id}: ${why}; ${then}`,
		);
	}
}

/**
 * A batch of outcomes, in one transaction: each attempt's result, each delivery's new status,
 * and each endpoint's streak of failed deliveries (a success ends it). A delivery only counts when
 * it is finished: one pending between retries counts for nothing, so a receiver that is down for a
 * while during a burst is not disabled. Returns the endpoints this disabled.
 *
 * Each UPDATE also names its rows by primary key (`= ANY`): joined to the unnested outcomes alone,
 * the planner scanned every pending delivery or every attempt for a batch of a few dozen.
 *
 * Rows are locked as every other writer locks them: the endpoints first (in id order, so that
 * workers agree), then the deliveries, then their attempts. A delete cascades in that order too;
 * in any other order, a delete racing a batch's record deadlocked.
 */
async function record(tx: Queryable, outcomes: Outcome[]): Promise<Row[]> {
	const now = nowSeconds();
	const endpointIds = [...new Set(outcomes.map((o) => o.delivery.endpoint_id as string))].sort();
	await tx.query("SELECT 1 FROM webhook_endpoints WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE", [endpointIds]);
	// A delivery dropped meanwhile (its endpoint was disabled) stays dropped; one deleted with its endpoint is gone.
	// "Not finished" rather than "pending": the planner matched `status = 'pending'` to the partial
	// indexes of the queue and read all of it for the ids; this form leaves it the primary key.
	const finished = await tx.query(
		`UPDATE webhook_deliveries d SET status = r.status, next_attempt_at = r.next_attempt_at, last_error = r.last_error, updated = $5
		 FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[]) AS r(id, status, next_attempt_at, last_error)
		 WHERE d.id = r.id AND d.id = ANY($1) AND d.status NOT IN ('succeeded', 'failed', 'dropped')
		 RETURNING d.id, d.endpoint_id, d.status`,
		[
			outcomes.map((o) => o.delivery.delivery_id),
			outcomes.map((o) => o.status),
			outcomes.map((o) => o.nextAttemptAt),
			outcomes.map((o) => (o.result?.ok ? null : (o.result?.error ?? "worker_lost"))),
			now,
		],
	);
	const attempted = outcomes.filter((o) => o.result && o.delivery.attempt_seq !== null);
	if (attempted.length) {
		await tx.query(
			`UPDATE webhook_attempts a SET duration_ms = r.duration_ms, http_status = r.http_status, error = r.error, error_message = r.error_message,
			   response_body = r.response_body
			 FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) AS r(seq, duration_ms, http_status, error, error_message, response_body)
			 WHERE a.seq = r.seq AND a.seq = ANY($1)`,
			[
				attempted.map((o) => o.delivery.attempt_seq),
				attempted.map((o) => o.result!.durationMs),
				attempted.map((o) => o.result!.httpStatus),
				attempted.map((o) => o.result!.error),
				attempted.map((o) => o.result!.message),
				attempted.map((o) => o.result!.responseBody),
			],
		);
	}
	return recordStreaks(tx, outcomes, finished);
}

/**
 * Per endpoint, in the order the outcomes finished: the streak after this batch; disables the
 * failing ones. Their rows are already locked (`record`).
 */
async function recordStreaks(tx: Queryable, outcomes: Outcome[], finished: Row[]): Promise<Row[]> {
	const order = new Map(outcomes.map((o, i) => [o.delivery.delivery_id, (o.result?.durationMs ?? 0) + i / 1e6]));
	const byEndpoint = new Map<string, Row[]>();
	for (const row of finished.filter((r) => r.status !== "pending")) byEndpoint.set(row.endpoint_id, [...(byEndpoint.get(row.endpoint_id) ?? []), row]);
	const streaks = [...byEndpoint].map(([endpointId, rows]) => {
		const statuses = rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((r) => r.status);
		const lastSuccess = statuses.lastIndexOf("succeeded");
		return { endpointId, reset: lastSuccess >= 0, failedAfter: statuses.length - 1 - lastSuccess };
	});
	if (!streaks.length) return [];
	const endpoints = await tx.query(
		`UPDATE webhook_endpoints w SET failure_streak = CASE WHEN r.reset THEN 0 ELSE w.failure_streak END + r.failed_after
		 FROM unnest($1::text[], $2::boolean[], $3::int[]) AS r(id, reset, failed_after) WHERE w.id = r.id RETURNING w.*`,
		[streaks.map((s) => s.endpointId), streaks.map((s) => s.reset), streaks.map((s) => s.failedAfter)],
	);
	const disabled: Row[] = [];
	for (const endpoint of endpoints.sort((a, b) => (a.id < b.id ? -1 : 1))) {
		if (endpoint.status === "enabled" && endpoint.failure_streak >= FAILED_DELIVERIES_BEFORE_DISABLE) disabled.push(await disable(tx, endpoint));
	}
	return disabled;
}

/** Disables an endpoint whose deliveries keep failing, drops its queue, and tells its owner. */
async function disable(tx: Queryable, endpoint: Row): Promise<Row> {
	const now = nowSeconds();
	const [row] = await tx.query(
		"UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = 'deliveries_failing', disabled_at = $2, updated = $2 WHERE id = $1 RETURNING *",
		[endpoint.id, now],
	);
	await dropQueued(tx, endpoint.id);
	await recordEvents(tx, [{ accountId: row.account_id, integrationId: row.integration_id, type: "webhook_endpoint.disabled", object: presentEndpoint(row) }]);
	return row;
}

/**
 * Due deliveries: pending and past their time, of events in retention (the others are never sent).
 * One a worker holds has its time moved past its lease.
 */
export async function dueDeliveries(db: Queryable): Promise<WebhookQueue> {
	const now = Date.now();
	const [row] = await db.query(
		`SELECT count(*) AS due, min(d.next_attempt_at) AS oldest FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
		 WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND e.created > $2`,
		[now, retentionCutoff()],
	);
	return { due: Number(row.due), oldestDueSeconds: row.oldest === null ? 0 : Math.max(0, (now - Number(row.oldest)) / 1000) };
}

/** Pending deliveries of an endpoint that is disabled are dropped: catch up through GET /v1/events. */
export async function dropQueued(tx: Queryable, endpointId: string): Promise<void> {
	await tx.query("UPDATE webhook_deliveries SET status = 'dropped', updated = $2 WHERE endpoint_id = $1 AND status = 'pending'", [endpointId, nowSeconds()]);
}
