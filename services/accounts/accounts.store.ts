import type { Queryable, Row } from "../../shared/platform/database";
import { newId } from "../../shared/platform/ids";
import { PageRequest } from "../../shared/actions/pages";
import { fetchPage } from "../../shared/actions/pages.store";
import type { AccountMode, Principal } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";
import { RESOURCES } from "../../shared/resources";

// The merchants' accounts (table accounts): made, found, listed, and summed up for GET /v1/account.

/** Whose view of the account: an integration's own objects, or the desktop's whole account (integration null). */
export type Viewer = Pick<Principal, "accountId" | "integrationId">;

/**
 * The `created` of the oldest pending object of an account (`integration` null) or of one
 * integration, as an SQL expression over the two given expressions: the first pending row of
 * each table by the list order, on its status index (`seq >> 20` is `created`, migration 019),
 * so it reads one index entry per table whatever the backlog.
 */
export function oldestPendingSql(account: string, integration: string | null): string {
	const visible = integration === null ? `account_id = ${account}` : `account_id = ${account} AND integration_id = ${integration}`;
	const firsts = RESOURCES.map((decl) => `(SELECT seq FROM ${decl.table} WHERE ${visible} AND import_status = 'pending' ORDER BY seq LIMIT 1)`);
	return `(least(${firsts.join(", ")}) >> 20)`;
}

/**
 * GET /v1/account in one statement: the account's last import and what waits, per type, within
 * the key's visibility, summed from the counters the tables keep (migration 003), never by
 * counting objects, so its cost does not grow with the backlog; the oldest pending object's
 * `created` (`oldestPendingSql`), and an integration's own alert threshold.
 */
export function accountSummary(viewer: Viewer): { sql: string; params: unknown[] } {
	const params = new Params();
	const account = params.add(viewer.accountId);
	const integrationId = viewer.integrationId === null ? null : params.add(viewer.integrationId);
	const integration = integrationId === null ? "" : ` AND integration_id = ${integrationId}`;
	const threshold = integrationId === null ? "NULL::integer" : `(SELECT pending_alert_after FROM integrations WHERE id = ${integrationId})`;
	return {
		sql: `SELECT id, mode, last_import_at, importer_seen_at, importer_stale_at, last_claim_at, claim_runs,
		        (SELECT json_object_agg(object, total) FROM (
		           SELECT object, sum(count) AS total FROM pending_counts WHERE account_id = ${account}${integration} GROUP BY object) counts) AS pending,
		        ${oldestPendingSql(account, integrationId)} AS oldest_pending_created,
		        ${threshold} AS pending_alert_after,
		        (SELECT json_build_object('version', version, 'read_at', read_at, 'checks', checks) FROM books WHERE account_id = ${account}) AS books
		      FROM accounts WHERE id = ${account}`,
		params: params.values,
	};
}

/** The account as `accountSummary` reads it for the viewer: `pending` holds the counts per type. */
export async function summaryOf(db: Queryable, viewer: Viewer): Promise<Row> {
	const { sql, params } = accountSummary(viewer);
	const [account] = await db.query(sql, params);
	return account;
}

export async function insertAccount(tx: Queryable, name: string, mode: AccountMode, now: number): Promise<Row> {
	const [account] = await tx.query("INSERT INTO accounts (id, name, mode, created) VALUES ($1, $2, $3, $4) RETURNING *", [newId("acct"), name, mode, now]);
	return account;
}

/**
 * The account `id`; `lock` holds its row until the transaction ends (NO KEY UPDATE: the inserts
 * that reference the account do not wait for it).
 */
export async function findAccount(db: Queryable, id: string, lock = false): Promise<Row | undefined> {
	const [account] = await db.query(`SELECT * FROM accounts WHERE id = $1${lock ? " FOR NO KEY UPDATE" : ""}`, [id]);
	return account;
}

/** A page of every account, newest first. */
export function accountsPage(db: Queryable, request: PageRequest) {
	return fetchPage(db, { table: "accounts", visible: () => "TRUE", request });
}
