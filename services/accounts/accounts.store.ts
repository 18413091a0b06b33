import type { Queryable, Row } from "../../shared/platform/database";
import { newId, nowSeconds } from "../../shared/platform/ids";
import { PageRequest } from "../../shared/actions/pages";
import { fetchPage } from "../../shared/actions/pages.store";
import type { AccountMode, Principal } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";

// The merchants' accounts (table accounts): made, found, listed, and summed up for GET /v1/account.

/**
 * GET /v1/account in one statement: the account's last import and what waits, per type, within
 * the key's visibility, summed from the counters the tables keep (migration 003), never by
 * counting objects, so its cost does not grow with the backlog.
 */
export function accountSummary(principal: Principal): { sql: string; params: unknown[] } {
	const params = new Params();
	const account = params.add(principal.accountId);
	const integration = principal.integrationId === null ? "" : ` AND integration_id = ${params.add(principal.integrationId)}`;
	return {
		sql: `SELECT id, last_import_at, importer_seen_at, importer_stale_at,
		        (SELECT json_object_agg(object, total) FROM (
		           SELECT object, sum(count) AS total FROM pending_counts WHERE account_id = ${account}${integration} GROUP BY object) counts) AS pending,
		        (SELECT json_build_object('version', version, 'read_at', read_at, 'checks', checks) FROM books WHERE account_id = ${account}) AS books
		      FROM accounts WHERE id = ${account}`,
		params: params.values,
	};
}

/** The principal's account as `accountSummary` reads it: `pending` holds the counts per type. */
export async function summaryOf(db: Queryable, principal: Principal): Promise<Row> {
	const { sql, params } = accountSummary(principal);
	const [account] = await db.query(sql, params);
	return account;
}

export async function insertAccount(tx: Queryable, name: string, mode: AccountMode): Promise<Row> {
	const [account] = await tx.query("INSERT INTO accounts (id, name, mode, created) VALUES ($1, $2, $3, $4) RETURNING *", [
		newId("acct"),
		name,
		mode,
		nowSeconds(),
	]);
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
