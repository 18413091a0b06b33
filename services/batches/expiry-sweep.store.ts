import type { Queryable, Row } from "../../shared/platform/database";
import type { ResourceDeclaration } from "../../shared/engine";
import type { ClockScope } from "../../shared/actions/account-clocks";

// The expiry sweep's statement (docs/lifecycle.md, "Expiry"); the rules are in expiry-sweep.ts.

/** How many objects one sweep statement marks: a bound on its transaction, the sweep repeats until none is left. */
export const EXPIRY_BATCH = 200;

/**
 * Marks expired at most EXPIRY_BATCH objects of `decl` still pending and unclaimed at their
 * `expires_at` (at or before `now`), soonest first, and returns their rows. The platform's search
 * runs on `<table>_expiry` (migration 024), an account's on `<table>_expiry_by_account` (039),
 * condition and order whole. `SKIP LOCKED` leaves a row another
 * sweep, a claim or a write holds (NO KEY UPDATE, as writes lock: the KEY SHARE locks of creates
 * referencing the row do not hold it up); the outer condition lets only one sweep mark each row,
 * and never one a claim took meanwhile.
 */
export function expirySweep(decl: ResourceDeclaration, now: number, scope: ClockScope): { sql: string; params: unknown[] } {
	const accounts = "account" in scope ? "account_id = $2" : "NOT (account_id = ANY($2::text[]))";
	return {
		// `id = ANY(ARRAY(…))`: the marked rows are then found by their key, never by a join the
		// planner might make a scan of the table.
		sql: `UPDATE ${decl.table} SET import_status = 'expired', updated = $1 WHERE id = ANY(ARRAY(
		        SELECT id FROM ${decl.table} WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL AND expires_at <= $1 AND ${accounts}
		        ORDER BY expires_at LIMIT ${EXPIRY_BATCH} FOR NO KEY UPDATE SKIP LOCKED))
		      AND import_status = 'pending' AND import_batch IS NULL RETURNING *`,
		params: [now, "account" in scope ? scope.account : scope.except],
	};
}

/** Runs `expirySweep`: the objects it marked expired. */
export async function markExpiredBatch(tx: Queryable, decl: ResourceDeclaration, now: number, scope: ClockScope): Promise<Row[]> {
	const { sql, params } = expirySweep(decl, now, scope);
	return tx.query(sql, params);
}
