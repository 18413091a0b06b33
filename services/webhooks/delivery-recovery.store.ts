import type { Queryable } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { retentionCutoff } from "../../shared/events/event-log";
import { Clock, unixSeconds } from "../../shared/platform/clock";

/**
 * Queues again every delivery to the endpoint created at or after `since` that failed or was
 * dropped, as if new: attempted at once, then on the retry schedule; its earlier attempts stay in
 * its log. Once each: a queued delivery is pending, so a second recovery passes it by. One with an
 * attempt under way (dropped mid-attempt) is left to that attempt, unless that began more than a
 * lease ago: its worker is gone, and the claim of the recovered delivery marks it `worker_lost`.
 * A delivery of an event past its retention stays as it is. The endpoint row is locked, so a disable cannot slip between the check and the queueing.
 * Answers how many it queued, and when.
 */
export async function recoverDeliveries(
	tx: Queryable,
	endpointId: string,
	since: number,
	leaseMs: number,
	clock: Clock,
): Promise<{ queued: number; created: number }> {
	const [endpoint] = await tx.query("SELECT status FROM webhook_endpoints WHERE id = $1 FOR UPDATE", [endpointId]);
	// deleted since the caller found it
	if (!endpoint) throw notFound("webhook_endpoint", endpointId);
	if (endpoint.status !== "enabled") {
		throw new ApiError("endpoint_not_enabled", `Webhook endpoint '${endpointId}' is disabled: enable it (status: enabled) before recovering its deliveries.`);
	}
	const now = unixSeconds(clock);
	const nowMs = clock.now();
	const [{ queued }] = await tx.query(
		`WITH queued AS (
		   UPDATE webhook_deliveries d SET status = 'pending', attempts = 0, next_attempt_at = $3, updated = $4
		   WHERE d.endpoint_id = $1 AND d.status IN ('failed', 'dropped') AND d.created >= $2
		     AND EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id AND e.created > $6)
		     AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.delivery_id = d.id AND a.duration_ms IS NULL AND a.error IS NULL AND a.created > $5)
		   RETURNING 1)
		 SELECT count(*)::int AS queued FROM queued`,
		[endpointId, since, nowMs, now, nowMs - leaseMs, retentionCutoff(now)],
	);
	return { queued, created: now };
}
