import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { Principal, visibleTo } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";

// Who may do what to an endpoint, and the row locks that keep concurrent changes apart. Every
// writer locks an endpoint's row before its deliveries and their attempts (a delete takes them in
// that order through its cascade, the worker's record of a round too), so racing a delete ends in
// an answer or a 404, never in a deadlock or a foreign-key violation.

/** At most this many endpoints per integration; the desktop's own are one more such group. */
export const MAX_ENDPOINTS = 16;

/** How a change holds the endpoint: UPDATE to change its row, KEY SHARE to add a delivery to it. */
export type EndpointLock = "FOR UPDATE" | "FOR KEY SHARE";

/** The endpoint of the path as `principal` sees it, or 404; `lock` holds its row until the transaction ends. */
export async function endpointOf(db: Queryable, principal: Principal, id: string, lock?: EndpointLock): Promise<Row> {
	const params = new Params();
	const [row] = await db.query(
		`SELECT * FROM webhook_endpoints WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)}${lock ? ` ${lock}` : ""}`,
		params.values,
	);
	if (!row) throw notFound("webhook_endpoint", id);
	return row;
}

/**
 * The desktop key sees every endpoint of its account, and may read an integration's, see its
 * deliveries and disable it (the merchant's stop button); the rest is the integration's, whose
 * events the endpoint receives: 403 `owner_only`, naming what was refused.
 */
export function requireOwner(principal: Principal, endpoint: Row, what: string): void {
	if (principal.integrationId !== null || endpoint.integration_id === null) return;
	throw new ApiError(
		"owner_only",
		`Only the integration that made webhook endpoint '${endpoint.id}' may ${what}; the desktop key may read it, see its deliveries and disable it.`,
	);
}

/**
 * Before a create counts the caller's endpoints: locks the row of the group they belong to (the
 * integration, or the account for the desktop's own), so concurrent creates count one after
 * another and the 17th is refused. NO KEY UPDATE: rows that reference it do not wait for it.
 */
export async function countEndpointsLocked(tx: Queryable, principal: Principal): Promise<number> {
	if (principal.integrationId === null) await tx.query("SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE", [principal.accountId]);
	else await tx.query("SELECT 1 FROM integrations WHERE id = $1 FOR NO KEY UPDATE", [principal.integrationId]);
	const [{ count }] = await tx.query(
		"SELECT count(*) AS count FROM webhook_endpoints WHERE account_id = $1 AND integration_id IS NOT DISTINCT FROM $2",
		[principal.accountId, principal.integrationId],
	);
	return Number(count);
}
