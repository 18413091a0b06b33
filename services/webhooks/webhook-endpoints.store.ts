import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { newId } from "../../shared/platform/ids";
import { PageRequest } from "../../shared/actions/pages";
import { fetchPage } from "../../shared/actions/pages.store";
import { Principal } from "../../shared/actions/principal";
import { visibleTo } from "../../shared/actions/principal.store";
import { Params } from "../../shared/platform/sql-params";

// Webhook endpoints (table webhook_endpoints), and the row locks that keep concurrent changes apart.
// Every writer locks an endpoint's row before its deliveries and their attempts (a delete takes
// them in that order through its cascade, the worker's record of a round too), so racing a delete
// ends in an answer or a 404, never in a deadlock or a foreign-key violation.

/** How a change holds the endpoint: to `change` its row (FOR UPDATE), or to `addDelivery` to it (FOR KEY SHARE). */
export type EndpointLock = "change" | "addDelivery";
const LOCKS: Record<EndpointLock, string> = { change: "FOR UPDATE", addDelivery: "FOR KEY SHARE" };

/** The endpoint of the path as `principal` sees it, or 404; `lock` holds its row until the transaction ends. */
export async function endpointOf(db: Queryable, principal: Principal, id: string, lock?: EndpointLock): Promise<Row> {
	const params = new Params();
	const [row] = await db.query(
		`SELECT * FROM webhook_endpoints WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)}${lock ? ` ${LOCKS[lock]}` : ""}`,
		params.values,
	);
	if (!row) throw notFound("webhook_endpoint", id);
	return row;
}

/** A page of the endpoints `principal` sees, newest first. */
export function endpointsPage(db: Queryable, principal: Principal, request: PageRequest) {
	return fetchPage(db, { table: "webhook_endpoints", visible: (params) => visibleTo(principal, params), request });
}

/** At most this many endpoints per integration; the desktop's own are one more such group. */
const MAX_ENDPOINTS = 16;
/**
 * At most this many endpoints per account (docs/design.md, "Limits"): what one account's fan-out
 * may cost, its attempts under way being bounded apart (WEBHOOK_ACCOUNT_CONCURRENCY).
 */
const MAX_ACCOUNT_ENDPOINTS = 512;

/**
 * Before a create counts the caller's endpoints: locks the account's row, so concurrent creates of
 * the account count one after another, and refuses (`limit_reached`) the 17th of a group (the
 * integration, or the desktop's own) and the 513th of the account. NO KEY UPDATE: rows that
 * reference it do not wait for it.
 */
export async function checkEndpointLimits(tx: Queryable, principal: Principal): Promise<void> {
	await tx.query("SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE", [principal.accountId]);
	const [count] = await tx.query(
		"SELECT count(*) FILTER (WHERE integration_id IS NOT DISTINCT FROM $2) AS group, count(*) AS account FROM webhook_endpoints WHERE account_id = $1",
		[principal.accountId, principal.integrationId],
	);
	if (Number(count.group) >= MAX_ENDPOINTS) {
		throw new ApiError("limit_reached", `An integration (or the desktop key) may have at most ${MAX_ENDPOINTS} webhook endpoints.`);
	}
	if (Number(count.account) >= MAX_ACCOUNT_ENDPOINTS)
		throw new ApiError("limit_reached", `An account may have at most ${MAX_ACCOUNT_ENDPOINTS} webhook endpoints.`);
}

/** A new enabled endpoint of `principal`'s, signed with `signingSecret`, made at `now` (unix seconds). */
export async function insertEndpoint(
	tx: Queryable,
	principal: Principal,
	endpoint: { url: string; events: string[]; description: string | null; signingSecret: string },
	now: number,
): Promise<Row> {
	const [row] = await tx.query(
		`INSERT INTO webhook_endpoints (id, account_id, integration_id, url, enabled_events, description, status, signing_secret, created, updated)
						 VALUES ($1, $2, $3, $4, $5, $6, 'enabled', $7, $8, $8) RETURNING *`,
		[newId("we"), principal.accountId, principal.integrationId, endpoint.url, endpoint.events, endpoint.description, endpoint.signingSecret, now],
	);
	return row;
}

/** What an update changes; what it leaves out stays as it is. */
export interface EndpointChange {
	url?: string;
	events?: string[];
	description?: string | null;
	status?: "enabled" | "disabled";
}

/** Writes `change` to the endpoint at `at` (unix seconds); enabling clears the failure streak. Answers the endpoint as changed. */
export async function updateEndpoint(tx: Queryable, id: string, change: EndpointChange, at: number): Promise<Row> {
	const { url, events, description, status } = change;
	const params = new Params();
	const now = params.add(at);
	const sets = [`updated = ${now}`];
	if (url !== undefined) sets.push(`url = ${params.add(url)}`);
	if (events !== undefined) sets.push(`enabled_events = ${params.add(events)}`);
	if (description !== undefined) sets.push(`description = ${params.add(description)}`);
	if (status === "enabled") sets.push("status = 'enabled'", "failure_streak = 0", "disabled_reason = NULL", "disabled_at = NULL");
	if (status === "disabled") {
		// disabling an endpoint that is already disabled keeps the reason and the time
		sets.push(
			"status = 'disabled'",
			"disabled_reason = CASE WHEN status = 'disabled' THEN disabled_reason ELSE 'manual' END",
			`disabled_at = CASE WHEN status = 'disabled' THEN disabled_at ELSE ${now} END`,
		);
	}
	const [row] = await tx.query(`UPDATE webhook_endpoints SET ${sets.join(", ")} WHERE id = ${params.add(id)} RETURNING *`, params.values);
	return row;
}

/** Deletes an endpoint, its deliveries and their attempts (ON DELETE CASCADE, locked after its row); false when it was gone. */
export async function deleteEndpoint(db: Queryable, id: string): Promise<boolean> {
	const [gone] = await db.query("DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id", [id]);
	return gone !== undefined;
}

/**
 * A new signing secret for the endpoint, `secret`; the previous one keeps signing until
 * `previousExpires`. Answers the endpoint as changed, nothing when it was gone.
 */
export async function rotateSigningSecret(tx: Queryable, id: string, secret: string, previousExpires: number, now: number): Promise<Row | undefined> {
	const [row] = await tx.query(
		`UPDATE webhook_endpoints SET previous_secret = signing_secret, previous_secret_expires = $2, signing_secret = $3, updated = $4
						 WHERE id = $1 RETURNING *`,
		[id, previousExpires, secret, now],
	);
	return row;
}
