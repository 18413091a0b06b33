import type { Queryable, Row } from "../../shared/platform/database";
import { oldestPendingSql } from "./accounts.store";
import type { ClockScope } from "../../shared/actions/account-clocks";

// An integration's pending alert (integrations.pending_alert_after, pending_aging_at, pending_check_at;
// migration 025); the rules are in pending-aging.ts.

/** How many integrations one sweep statement looks at: a bound on its transaction, the sweep repeats until none is due. */
export const AGING_BATCH = 200;

/** While an integration is marked, how often at most a look checks whether its oldest pending object left. */
export const AGING_RECHECK_SECONDS = 60;

/**
 * A look at the integrations `due` names (a locking query answering `id`, `account_id`, `after`:
 * the threshold to apply, and `marked`: the mark as it is), at `now` ($1). For each, from its
 * oldest pending object's age: the threshold written, the mark set when the age reached it and
 * cleared when it fell below, and the next look planned: when the oldest pending object will
 * reach the threshold (a new object would take the whole threshold), or, while marked, within
 * AGING_RECHECK_SECONDS. Returns each with `aging` true when this look set the mark. The threshold
 * and the mark are read from the locked rows, so a threshold set since the statement began is the
 * one applied; the looked-at rows are found by their key. `looked` is materialized: each integration's
 * oldest pending object is read once, not once per use in the update.
 */
function look(due: string): string {
	return `WITH due AS (${due}),
	        looked AS MATERIALIZED (SELECT due.*, ${oldestPendingSql("due.account_id", "due.id")} AS oldest FROM due)
	      UPDATE integrations i SET
	        pending_alert_after = l.after,
	        pending_aging_at = CASE WHEN l.oldest IS NULL OR l.oldest + l.after > $1 THEN NULL ELSE coalesce(l.marked, $1) END,
	        pending_check_at = CASE WHEN l.oldest IS NULL THEN $1 + l.after
	                                WHEN l.oldest + l.after > $1 THEN l.oldest + l.after
	                                ELSE $1 + least(l.after, ${AGING_RECHECK_SECONDS}) END
	      FROM looked l WHERE i.id = ANY(ARRAY(SELECT id FROM due)) AND i.id = l.id
	      RETURNING i.id, i.account_id, l.marked IS NULL AND i.pending_aging_at IS NOT NULL AS aging`;
}

/**
 * The sweep's statement: a look at most AGING_BATCH integrations due by `now`, earliest first,
 * locked (`SKIP LOCKED` splits them between replicas, and a row another replica has just looked at
 * is no longer due when its lock is granted). The platform's search runs on `integrations_pending_due`
 * (migration 025), condition and order whole; a clocked account's (docs/testing.md) on
 * `integrations_account`, among its few integrations.
 */
export function agingSweep(now: number, scope: ClockScope): { sql: string; params: unknown[] } {
	const accounts = "account" in scope ? "account_id = $2" : "NOT (account_id = ANY($2::text[]))";
	return {
		sql: look(`SELECT id, account_id, pending_alert_after AS after, pending_aging_at AS marked FROM integrations
		           WHERE pending_check_at <= $1::bigint AND ${accounts} ORDER BY pending_check_at LIMIT ${AGING_BATCH} FOR UPDATE SKIP LOCKED`),
		params: [now, "account" in scope ? scope.account : scope.except],
	};
}

/** Runs `agingSweep`: the integrations it looked at. */
export async function lookAtDue(tx: Queryable, now: number, scope: ClockScope): Promise<Row[]> {
	const { sql, params } = agingSweep(now, scope);
	return tx.query(sql, params);
}

/** Sets the integration's threshold and looks at it at once (`look`); answers it, or nothing when it is gone. */
export async function lookWithThreshold(tx: Queryable, integrationId: string, after: number, now: number): Promise<Row | undefined> {
	const [row] = await tx.query(look(`SELECT id, account_id, $2::integer AS after, pending_aging_at AS marked FROM integrations WHERE id = $3 FOR UPDATE`), [
		now,
		after,
		integrationId,
	]);
	return row;
}

/** Clears the integration's threshold, its mark and its looks; answers it, or nothing when it is gone. */
export async function clearThreshold(tx: Queryable, integrationId: string): Promise<Row | undefined> {
	const [row] = await tx.query(
		"UPDATE integrations SET pending_alert_after = NULL, pending_aging_at = NULL, pending_check_at = NULL WHERE id = $1 RETURNING id",
		[integrationId],
	);
	return row;
}
