import type { Queryable } from "../platform/database";

/**
 * Queues a delivery of each new event to every enabled endpoint that subscribes to it, in the
 * event's own transaction: an integration's endpoints get its events, the desktop's all of the
 * account's. `next_attempt_at` is in milliseconds. The endpoints are locked (KEY SHARE, as the
 * foreign key would) while they are chosen: one deleted meanwhile is left out rather than failing
 * the change with a foreign-key violation.
 */
export async function queueDeliveries(tx: Queryable, eventIds: string[], nowMs: number): Promise<void> {
	await tx.query(
		`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created, updated)
		 SELECT e.id, w.id, 'pending', 0, $2, $3, $3
		 FROM events e JOIN webhook_endpoints w ON w.account_id = e.account_id
		 WHERE e.id = ANY($1) AND w.status = 'enabled'
		   AND (w.integration_id IS NULL OR w.integration_id = e.integration_id)
		   AND ('*' = ANY(w.enabled_events) OR e.type = ANY(w.enabled_events))
		 FOR KEY SHARE OF w`,
		[eventIds, nowMs, Math.floor(nowMs / 1000)],
	);
}
