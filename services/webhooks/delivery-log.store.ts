import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError } from "../../shared/actions/api-errors";
import { retentionCutoff } from "../../shared/events/event-log";
import type { PageRequest } from "../../shared/actions/pages";
import { Principal } from "../../shared/actions/principal";
import { visibleTo } from "../../shared/actions/principal.store";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import { Params } from "../../shared/platform/sql-params";

// The delivery log. A delivery lives as long as its event: once the event is past its retention
// (90 days) the delivery is neither listed, read, resent nor sent again by a worker, like the
// event itself, until the hourly purge deletes both.

/** A delivery (with its event's type, `event_type`) and its attempts, oldest first. */
export interface LoggedDelivery {
	delivery: Row;
	attempts: Row[];
}

/** Deliveries (`d`) of events (`e`) still in retention at `now` (unix seconds) that match `where`. */
const selectDeliveries = (params: Params, where: string, now: number) =>
	`SELECT d.*, e.type AS event_type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
	 WHERE e.created > ${params.add(retentionCutoff(now))} AND ${where}`;

/** A condition on a delivery `d`: its event is still in retention at `now`. */
const eventRetained = (params: Params, now: number) =>
	`EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id AND e.created > ${params.add(retentionCutoff(now))})`;

async function withAttempts(db: Queryable, deliveries: Row[]): Promise<LoggedDelivery[]> {
	const attempts = deliveries.length
		? await db.query("SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY seq", [deliveries.map((d) => d.id)])
		: [];
	return deliveries.map((d) => ({ delivery: d, attempts: attempts.filter((a) => a.delivery_id === d.id) }));
}

/**
 * A page of deliveries, newest first (by `d.id`, the order they were queued in), each with its
 * attempts. `where` selects them (columns of `d`, the delivery, and `e`, its event); a cursor must
 * be one of them.
 */
async function deliveryPage(db: Queryable, where: (params: Params) => string, request: PageRequest, now: number) {
	const { starting_after, ending_before } = request;
	if (starting_after && ending_before) throw new ApiError("parameter_invalid", "Pass starting_after or ending_before, not both.", { param: "ending_before" });
	const limit = request.limit ?? 10;
	const params = new Params();
	const conditions = [where(params)];
	const cursor = starting_after ?? ending_before;
	if (cursor) {
		const param = starting_after ? "starting_after" : "ending_before";
		const check = new Params();
		const [found] = await db.query(`${selectDeliveries(check, where(check), now)} AND d.public_id = ${check.add(cursor)}`, check.values);
		if (!found) throw new ApiError("resource_missing", `No such object for ${param}: '${cursor}'.`, { param, status: 400 });
		conditions.push(`d.id ${starting_after ? "<" : ">"} ${params.add(found.id)}`);
	}
	const rows = await db.query(
		`${selectDeliveries(params, conditions.join(" AND "), now)} ORDER BY d.id ${ending_before ? "ASC" : "DESC"} LIMIT ${limit + 1}`,
		params.values,
	);
	const page = rows.slice(0, limit);
	if (ending_before) page.reverse();
	return { deliveries: await withAttempts(db, page), hasMore: rows.length > limit };
}

/** A page of an endpoint's deliveries, of one `status` and of one `event` when given, at `now` (unix seconds). */
export function endpointDeliveries(db: Queryable, endpointId: string, only: { status?: string; event?: string }, request: PageRequest, now: number) {
	const where = (params: Params) =>
		[
			`d.endpoint_id = ${params.add(endpointId)}`,
			...(only.status ? [`d.status = ${params.add(only.status)}`] : []),
			...(only.event ? [`d.event_id = ${params.add(only.event)}`] : []),
		].join(" AND ");
	return deliveryPage(db, where, request, now);
}

/** The id of event `id` when `principal` sees it and it is still in retention at `now`. */
export async function retainedEvent(db: Queryable, principal: Principal, id: string, now: number): Promise<string | undefined> {
	const params = new Params();
	const [event] = await db.query(
		`SELECT id FROM events WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)} AND created > ${params.add(retentionCutoff(now))}`,
		params.values,
	);
	return event?.id;
}

/** A page of an event's deliveries to the endpoints `principal` sees, at `now`. */
export function eventDeliveries(db: Queryable, principal: Principal, eventId: string, request: PageRequest, now: number) {
	const where = (p: Params) => `d.event_id = ${p.add(eventId)} AND d.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE ${visibleTo(principal, p)})`;
	return deliveryPage(db, where, request, now);
}

/** One delivery of an endpoint with its attempts, while its event is in retention at `now`. */
export async function loggedDelivery(db: Queryable, endpointId: string, deliveryId: string, now: number): Promise<LoggedDelivery | undefined> {
	const params = new Params();
	const [row] = await db.query(
		selectDeliveries(params, `d.public_id = ${params.add(deliveryId)} AND d.endpoint_id = ${params.add(endpointId)}`, now),
		params.values,
	);
	if (!row) return undefined;
	const [logged] = await withAttempts(db, [row]);
	return logged;
}

/** Queues a delivery of event `eventId` to the endpoint, due at the clock's time; answers its public id. */
export async function queueDelivery(tx: Queryable, eventId: string, endpointId: string, clock: Clock): Promise<string> {
	const [row] = await tx.query(
		`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created, updated)
						 VALUES ($1, $2, 'pending', 0, $3, $4, $4) RETURNING public_id`,
		[eventId, endpointId, clock.now(), unixSeconds(clock)],
	);
	return row.public_id;
}

/**
 * Sends a delivery again at the clock's time: a pending one has its next attempt moved to now, a finished one
 * (failed, succeeded or dropped) gets one more attempt (`lastAttempt` counted before it). An
 * attempt under way is left alone; a delivery of an expired event is not touched.
 */
export async function resend(db: Queryable, endpointId: string, deliveryId: string, lastAttempt: number, clock: Clock): Promise<void> {
	const params = new Params();
	const now = unixSeconds(clock);
	await db.query(
		`UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = ${params.add(clock.now())}, updated = ${params.add(now)},
		   attempts = CASE WHEN d.status = 'pending' THEN d.attempts ELSE ${params.add(lastAttempt)} END
		 WHERE d.public_id = ${params.add(deliveryId)} AND d.endpoint_id = ${params.add(endpointId)} AND ${eventRetained(params, now)}
		   AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.delivery_id = d.id AND a.duration_ms IS NULL AND a.error IS NULL)`,
		params.values,
	);
}
