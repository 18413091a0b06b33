import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { retentionCutoff } from "../../shared/events/event-log";
import type { PageRequest } from "../../shared/actions/pages";
import { nowSeconds } from "../../shared/platform/ids";
import { Params } from "../../shared/platform/sql-params";
import { presentDelivery } from "./webhook-views";

// The delivery log. A delivery lives as long as its event: once the event is past its retention
// (90 days) the delivery is neither listed, read, resent nor sent again by a worker, like the
// event itself, until the hourly purge deletes both.

/** Deliveries (`d`) of events (`e`) still in retention that match `where`. */
const selectDeliveries = (params: Params, where: string) =>
	`SELECT d.*, e.type AS event_type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
	 WHERE e.created > ${params.add(retentionCutoff())} AND ${where}`;

/** A condition on a delivery `d`: its event is still in retention. */
export const eventRetained = (params: Params) =>
	`EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id AND e.created > ${params.add(retentionCutoff())})`;

async function withAttempts(db: Queryable, deliveries: Row[]) {
	const attempts = deliveries.length
		? await db.query("SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY seq", [deliveries.map((d) => d.id)])
		: [];
	return deliveries.map((d) => presentDelivery(d, attempts.filter((a) => a.delivery_id === d.id)));
}

/**
 * A page of deliveries, newest first (by `d.id`, the order they were queued in), each with its
 * attempts. `where` selects them (columns of `d`, the delivery, and `e`, its event); a cursor must
 * be one of them.
 */
export async function deliveryPage(db: Queryable, where: (params: Params) => string, request: PageRequest, url: string) {
	const { starting_after, ending_before } = request;
	if (starting_after && ending_before) throw new ApiError("parameter_invalid", "Pass starting_after or ending_before, not both.", { param: "ending_before" });
	const limit = request.limit ?? 10;
	const params = new Params();
	const conditions = [where(params)];
	const cursor = starting_after ?? ending_before;
	if (cursor) {
		const param = starting_after ? "starting_after" : "ending_before";
		const check = new Params();
		const [found] = await db.query(`${selectDeliveries(check, where(check))} AND d.public_id = ${check.add(cursor)}`, check.values);
		if (!found) throw new ApiError("resource_missing", `No such object for ${param}: '${cursor}'.`, { param, status: 400 });
		conditions.push(`d.id ${starting_after ? "<" : ">"} ${params.add(found.id)}`);
	}
	const rows = await db.query(`${selectDeliveries(params, conditions.join(" AND "))} ORDER BY d.id ${ending_before ? "ASC" : "DESC"} LIMIT ${limit + 1}`, params.values);
	const page = rows.slice(0, limit);
	if (ending_before) page.reverse();
	return { object: "list", url, has_more: rows.length > limit, data: await withAttempts(db, page) };
}

/** One delivery of an endpoint with its attempts, or 404. */
export async function deliveryOf(db: Queryable, endpointId: string, deliveryId: string) {
	const params = new Params();
	const [row] = await db.query(selectDeliveries(params, `d.public_id = ${params.add(deliveryId)} AND d.endpoint_id = ${params.add(endpointId)}`), params.values);
	if (!row) throw notFound("webhook_delivery", deliveryId, "delivery");
	const [presented] = await withAttempts(db, [row]);
	return presented;
}

/**
 * Sends a delivery again now: a pending one has its next attempt moved to now, a finished one
 * (failed, succeeded or dropped) gets one more attempt (`lastAttempt` counted before it). An
 * attempt under way is left alone; a delivery of an expired event is not touched.
 */
export async function resend(db: Queryable, endpointId: string, deliveryId: string, lastAttempt: number): Promise<void> {
	const params = new Params();
	await db.query(
		`UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = ${params.add(Date.now())}, updated = ${params.add(nowSeconds())},
		   attempts = CASE WHEN d.status = 'pending' THEN d.attempts ELSE ${params.add(lastAttempt)} END
		 WHERE d.public_id = ${params.add(deliveryId)} AND d.endpoint_id = ${params.add(endpointId)} AND ${eventRetained(params)}
		   AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.delivery_id = d.id AND a.duration_ms IS NULL AND a.error IS NULL)`,
		params.values,
	);
}
