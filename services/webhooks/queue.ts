import type { Config } from "../../shared/platform/config";
import type { Database, Queryable, Row } from "../../shared/platform/db";
import { recordEvents, retentionCutoff } from "../../shared/domain/events";
import { nowSeconds } from "../../shared/platform/ids";
import type { WebhookQueue } from "../../shared/platform/metrics";
import type { AttemptResult } from "./client";
import { presentEndpoint } from "./present";

/** An endpoint whose last this many deliveries all failed is disabled (docs/design.md, "Events and webhooks"). */
export const FAILED_DELIVERIES_BEFORE_DISABLE = 20;

/** The attempts a delivery gets on its schedule: the first, then one per WEBHOOK_RETRY_SCHEDULE entry. */
export const scheduledAttempts = (retrySchedule: number[]) => retrySchedule.length + 1;

/** What the queue needs of the configuration: the retry schedule, the lease and the bound per endpoint. */
export type QueueSettings = Pick<Config, "webhookRetrySchedule" | "webhookLeaseMs" | "webhookEndpointConcurrency">;

/** What happened to one claimed delivery. */
export interface Outcome {
	delivery: Row;
	/** null when the delivery was not sent: its last attempt was lost with a worker. */
	result: AttemptResult | null;
	status: "pending" | "succeeded" | "failed";
	nextAttemptAt: number | null;
}

/** What one statement records and claims: the due deliveries it took, and the endpoints the batch disabled. */
export interface Claimed {
	due: Row[];
	disabled: Row[];
}

/**
 * The worker's statement: migration 020 holds it, as a function whose plan is made once per
 * connection, and says how it records, locks and claims.
 */
const RECORD_AND_CLAIM = `SELECT * FROM webhook_record_and_claim(${Array.from({ length: 19 }, (_, i) => `$${i + 1}`).join(", ")})`;

/**
 * Records a batch of outcomes and claims up to `limit` due deliveries into the slots it frees, in
 * one statement (one round trip, one commit; without outcomes it only claims). A batch with a
 * delivery that failed for good may disable its endpoint: that statement and the disabling share a
 * transaction.
 */
export async function recordAndClaim(db: Database, outcomes: Outcome[], limit: number, settings: QueueSettings): Promise<Claimed> {
	const sql = RECORD_AND_CLAIM;
	const params = [...claimParams(settings), ...outcomeParams(outcomes), FAILED_DELIVERIES_BEFORE_DISABLE, limit];
	if (!outcomes.some((o) => o.status === "failed")) return { due: await db.query(sql, params), disabled: [] };
	return db.transaction(async (tx) => {
		const due = await tx.query(sql, params);
		const endpointIds = [...new Set(outcomes.map((o) => o.delivery.endpoint_id as string))].sort();
		const failing = await tx.query("SELECT * FROM webhook_endpoints WHERE id = ANY($1) AND status = 'enabled' AND failure_streak >= $2 ORDER BY id", [
			endpointIds,
			FAILED_DELIVERIES_BEFORE_DISABLE,
		]);
		const disabled: Row[] = [];
		for (const endpoint of failing) disabled.push(await disable(tx, endpoint));
		return { due, disabled };
	});
}

/** $1 to $5: now, the lease, the attempts a delivery gets, the bound per endpoint, the retention cutoff. */
function claimParams(settings: QueueSettings): unknown[] {
	const now = Date.now();
	return [now, now + settings.webhookLeaseMs, scheduledAttempts(settings.webhookRetrySchedule), settings.webhookEndpointConcurrency, retentionCutoff()];
}

/** $6 to $17: the batch's endpoints, its deliveries (in the order they finished: a streak counts in that order), the time, its attempts. */
function outcomeParams(outcomes: Outcome[]): unknown[] {
	const attempted = outcomes.filter((o) => o.result && o.delivery.attempt_seq !== null);
	return [
		[...new Set(outcomes.map((o) => o.delivery.endpoint_id as string))].sort(),
		outcomes.map((o) => o.delivery.delivery_id),
		outcomes.map((o) => o.status),
		outcomes.map((o) => o.nextAttemptAt),
		outcomes.map((o) => (o.result?.ok ? null : (o.result?.error ?? "worker_lost"))),
		nowSeconds(),
		attempted.map((o) => o.delivery.attempt_seq),
		attempted.map((o) => o.result!.durationMs),
		attempted.map((o) => o.result!.httpStatus),
		attempted.map((o) => o.result!.error),
		attempted.map((o) => o.result!.message),
		attempted.map((o) => o.result!.responseBody),
	];
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
