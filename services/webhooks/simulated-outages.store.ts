import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import type { Principal } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";

// Simulated outages of a test account's webhook endpoints (migration 037; docs/testing.md,
// "Scenarios"): while `simulated_outage_until` is ahead, the worker sends nothing to the endpoint
// and fails each delivery at its first attempt (delivery-worker.ts).

/**
 * The endpoint an outage is for, locked: `endpointId` when given, else the principal's newest
 * enabled endpoint; the key's own in either case (an integration's, or the desktop's own), as
 * only its owner may recover an endpoint. A live account's endpoint is never put down (403 `test_mode_only`, whatever
 * the caller), a disabled one cannot be (409 `endpoint_not_enabled`), and an unknown one, or none
 * at all, is 404.
 */
export async function outageEndpoint(tx: Queryable, principal: Principal, endpointId: string | undefined): Promise<Row> {
	const params = new Params();
	const which = endpointId === undefined ? "status = 'enabled'" : `id = ${params.add(endpointId)}`;
	const [row] = await tx.query(
		`SELECT w.*, (SELECT a.mode FROM accounts a WHERE a.id = w.account_id) AS mode FROM webhook_endpoints w
		 WHERE ${which} AND account_id = ${params.add(principal.accountId)} AND integration_id IS NOT DISTINCT FROM ${params.add(principal.integrationId)}
		 ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
		params.values,
	);
	if (!row && endpointId === undefined) {
		throw new ApiError("resource_missing", "This key has no enabled webhook endpoint to put down: create one, or name one with webhook_endpoint.", {
			param: "webhook_endpoint",
		});
	}
	if (!row) throw notFound("webhook_endpoint", endpointId!, "webhook_endpoint");
	if (row.mode !== "test") throw new ApiError("test_mode_only", "Only a test account's webhook endpoints can be put down; a live account's never are.");
	if (row.status !== "enabled") {
		throw new ApiError("endpoint_not_enabled", `Webhook endpoint '${row.id}' is disabled: enable it (status: enabled) before simulating an outage of it.`);
	}
	return row;
}

/**
 * Puts the endpoint down until `untilMs` (unix milliseconds). The account's mode is checked again
 * in the statement itself: no path sets the column on a live account's endpoint.
 */
export async function startOutage(tx: Queryable, endpointId: string, untilMs: number): Promise<void> {
	const started = await tx.query(
		`UPDATE webhook_endpoints w SET simulated_outage_until = $2 FROM accounts a
		 WHERE w.id = $1 AND a.id = w.account_id AND a.mode = 'test' RETURNING w.id`,
		[endpointId, untilMs],
	);
	if (!started.length) throw new ApiError("test_mode_only", "Only a test account's webhook endpoints can be put down; a live account's never are.");
}

/** Ends the endpoint's outage, locked; answers the endpoint, or nothing when it was deleted meanwhile. */
export async function endOutage(tx: Queryable, endpointId: string): Promise<Row | undefined> {
	const [row] = await tx.query("UPDATE webhook_endpoints SET simulated_outage_until = NULL WHERE id = $1 RETURNING *", [endpointId]);
	return row;
}

/** What an outage's run follows of the endpoint. */
export interface OutageState {
	status: string;
	/** Its outage still runs. */
	down: boolean;
	/** Its open `endpoint_disabled` issue; null when none is open. */
	issue: string | null;
}

/** The endpoint as an outage's run follows it at `nowMs` (unix milliseconds); nothing once deleted. */
export async function outageState(db: Queryable, endpointId: string, nowMs: number): Promise<OutageState | undefined> {
	const [row] = await db.query(
		"SELECT status, coalesce(simulated_outage_until > $2, false) AS down, open_issue AS issue FROM webhook_endpoints WHERE id = $1",
		[endpointId, nowMs],
	);
	return row && { status: row.status, down: row.down, issue: row.issue };
}
