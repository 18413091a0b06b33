import type { Queryable, Row } from "../../shared/platform/database";
import { oldestPendingSql } from "./accounts.store";

// An integration's pending alert (integrations.pending_alert_after, pending_aging_at, pending_check_at;
// migration 025); the rules are in pending-aging.ts.

/** How many integrations one sweep statement looks at: a bound on its transaction, the sweep repeats until none is due. */
export const AGING_BATCH = 200;

/** While an integration is marked, how often at most the sweep looks whether its oldest pending object left. */
export const AGING_RECHECK_SECONDS = 60;

/**
 * Sets the integration's threshold (null clears it, and its mark), due for the sweep's look at
 * once. Answers nothing when the integration is gone.
 */
export async function setPendingAlert(db: Queryable, integrationId: string, after: number | null, now: number): Promise<Row | undefined> {
	const [row] = await db.query(
		`UPDATE integrations SET pending_alert_after = $2, pending_check_at = CASE WHEN $2::integer IS NULL THEN NULL ELSE $3::bigint END,
		   pending_aging_at = CASE WHEN $2::integer IS NULL THEN NULL ELSE pending_aging_at END
		 WHERE id = $1 RETURNING id`,
		[integrationId, after, now],
	);
	return row;
}

/**
 * The sweep's statement: looks at most AGING_BATCH integrations due by `now`, earliest first, locked
 * (`SKIP LOCKED` splits them between replicas, and a row a replica has looked at is no longer due
 * when another gets its lock). For each, from its oldest pending object's age: marks it when the
 * age reached its threshold, clears the mark when it fell below, and sets its next look: when the
 * oldest pending object will reach the threshold (a new object would take the whole threshold),
 * or, while marked, within AGING_RECHECK_SECONDS. Returns each with `aging` true when this look
 * marked it. The search runs on `integrations_pending_due` (migration 025), condition and order whole.
 */
export function agingSweep(now: number): { sql: string; params: unknown[] } {
	return {
		// The threshold and the mark are read from the locked rows themselves: a threshold set since
		// the statement began is the one applied. The looked-at rows are found by their key.
		sql: `WITH due AS (
		        SELECT id, account_id, pending_alert_after AS after, pending_aging_at AS marked FROM integrations
		        WHERE pending_check_at <= $1 ORDER BY pending_check_at LIMIT ${AGING_BATCH} FOR UPDATE SKIP LOCKED),
		      looked AS (SELECT due.*, ${oldestPendingSql("due.account_id", "due.id")} AS oldest FROM due)
		      UPDATE integrations i SET
		        pending_aging_at = CASE WHEN l.oldest IS NULL OR l.oldest + l.after > $1 THEN NULL ELSE coalesce(l.marked, $1) END,
		        pending_check_at = CASE WHEN l.oldest IS NULL THEN $1 + l.after
		                                WHEN l.oldest + l.after > $1 THEN l.oldest + l.after
		                                ELSE $1 + least(l.after, ${AGING_RECHECK_SECONDS}) END
		      FROM looked l WHERE i.id = ANY(ARRAY(SELECT id FROM due)) AND i.id = l.id
		      RETURNING i.id, i.account_id, l.marked IS NULL AND i.pending_aging_at IS NOT NULL AS aging`,
		params: [now],
	};
}

/** Runs `agingSweep`: the integrations it looked at. */
export async function lookAtAging(tx: Queryable, now: number): Promise<Row[]> {
	const { sql, params } = agingSweep(now);
	return tx.query(sql, params);
}
