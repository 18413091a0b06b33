import type { Queryable, Row } from "../../shared/platform/database";
import { oldestPendingSql } from "./accounts.store";
import type { ClockScope } from "../../shared/actions/account-clocks";

// The importer's presence on the account's row (importer_seen_at, importer_stale_at); the rules are in importer-presence.ts.

/** How many accounts one sweep statement marks: a bound on its transaction, the sweep repeats until none is left. */
export const SWEEP_BATCH = 200;

/**
 * Writes that the importer was seen `now`, its row locked first, unless that was written since
 * `writtenSince` and the importer is not stale. Answers the account written, `returned` true when
 * the importer was stale; nothing when none was written.
 */
export async function markImporterSeen(tx: Queryable, accountId: string, now: number, writtenSince: number): Promise<Row | undefined> {
	const [row] = await tx.query(
		`WITH before AS (SELECT id, importer_stale_at FROM accounts WHERE id = $1 FOR UPDATE)
			 UPDATE accounts a SET importer_seen_at = $2, importer_stale_at = NULL FROM before
			 WHERE a.id = before.id AND (a.importer_seen_at IS NULL OR a.importer_seen_at <= $3 OR a.importer_stale_at IS NOT NULL)
			 RETURNING a.*, before.importer_stale_at IS NOT NULL AS returned`,
		[accountId, now, writtenSince],
	);
	return row;
}

/**
 * Every integration of the accounts, with what `GET /v1/account` shows it of its own: its pending
 * objects per type (`pending`), its oldest pending object's `created` and its alert threshold.
 */
export async function integrationsPending(tx: Queryable, accountIds: string[]): Promise<Row[]> {
	return tx.query(
		`SELECT i.account_id, i.id AS integration_id, i.pending_alert_after,
		        (SELECT json_object_agg(object, total) FROM (
		           SELECT object, sum(count) AS total FROM pending_counts WHERE account_id = i.account_id AND integration_id = i.id GROUP BY object) counts) AS pending,
		        ${oldestPendingSql("i.account_id", "i.id")} AS oldest_pending_created
		 FROM integrations i WHERE i.account_id = ANY($1) ORDER BY i.account_id, i.id`,
		[accountIds],
	);
}

/**
 * The sweep's statement: marks at most SWEEP_BATCH importers unseen since `now - staleAfterSeconds`,
 * longest unseen first, and returns their accounts. The platform's search runs on `accounts_importer_watch`
 * (migration 015), condition and order whole; a clocked account's (docs/testing.md) on its key.
 */
export function staleSweep(now: number, staleAfterSeconds: number, scope: ClockScope): { sql: string; params: unknown[] } {
	const accounts = "account" in scope ? "id = $3" : "NOT (id = ANY($3::text[]))";
	return {
		// `id = ANY(ARRAY(…))`: the marked rows are then found by their key, never by a join the
		// planner might make a scan of the table.
		sql: `UPDATE accounts SET importer_stale_at = $1 WHERE id = ANY(ARRAY(
		        SELECT id FROM accounts WHERE importer_stale_at IS NULL AND importer_seen_at IS NOT NULL AND importer_seen_at <= $2 AND ${accounts}
		        ORDER BY importer_seen_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED))
		      AND importer_stale_at IS NULL RETURNING *`,
		params: [now, now - staleAfterSeconds, "account" in scope ? scope.account : scope.except],
	};
}

/** Runs `staleSweep`: the accounts it marked stale. */
export async function markStaleBatch(tx: Queryable, now: number, staleAfterSeconds: number, scope: ClockScope): Promise<Row[]> {
	const { sql, params } = staleSweep(now, staleAfterSeconds, scope);
	return tx.query(sql, params);
}

/** Accounts whose importer is stale now, for the gauge. */
export async function staleImporters(db: Queryable): Promise<number> {
	// live accounts only: a test account's importer is the simulated one, and its clock may be moved days on (docs/testing.md)
	const [row] = await db.query("SELECT count(*) AS n FROM accounts WHERE importer_stale_at IS NOT NULL AND mode = 'live'");
	return Number(row.n);
}
