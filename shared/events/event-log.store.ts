import { ChunkedPurge, deleteInChunks } from "../platform/chunked-deletes.store";
import type { Queryable } from "../platform/database";
import { Clock, platformClock, unixSeconds } from "../platform/clock";
import { newId } from "../platform/ids";
import { activeTraceparent } from "../platform/tracing";
import { queueDeliveries } from "./delivery-outbox.store";
import { EventRecord, retentionCutoff } from "./event-log";
import { issueEvents } from "./issues";

// The event log's table (events): what records an event and what forgets it; the catalogue is event-log.ts.

/**
 * Records events inside the transaction of the state change they report, with their webhook
 * deliveries, so that no change is ever without its event nor an event without its deliveries.
 * The issues the events open or resolve change here too, with their own events (issues.ts).
 * The caller nudges the webhook workers once the transaction has committed (`webhooks.due`).
 * `clock` is the account's: the events and issues carry its time, the deliveries are due by the platform's.
 */
export async function recordEvents(tx: Queryable, events: EventRecord[], clock: Clock): Promise<void> {
	if (!events.length) return;
	const now = unixSeconds(clock);
	const all = [...events, ...(await issueEvents(tx, events, now))];
	await queueDeliveries(tx, await insertEvents(tx, all, now), platformClock(clock).now());
}

/** Writes events created at `now` (unix seconds) to the log without queueing deliveries; returns their ids in order. */
export async function insertEvents(tx: Queryable, events: EventRecord[], now: number): Promise<string[]> {
	const params: unknown[] = [];
	// with tracing on, the trace that recorded them: their webhook attempts link to it
	const traceParent = activeTraceparent();
	const rows = events.map((event) => {
		params.push(newId("evt"), event.accountId, event.integrationId, event.type, now, JSON.stringify({ object: event.object, ...event.extra }), traceParent);
		const n = params.length;
		return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
	});
	await tx.query(`INSERT INTO events (id, account_id, integration_id, type, created, data, trace_parent) VALUES ${rows.join(", ")}`, params);
	return events.map((_, i) => params[i * 7] as string);
}

/**
 * Deletes the events past their retention at `now` (unix seconds), already invisible to reads; their
 * webhook deliveries and attempts go with them (ON DELETE CASCADE). Answers how many events went.
 * A chunk is small because each event may take a delivery and its attempts per endpoint along.
 */
export async function purgeExpiredEvents(db: Queryable, now: number): Promise<number> {
	return deleteInChunks(db, EXPIRED_EVENTS, [retentionCutoff(now)]);
}
export const EXPIRED_EVENTS: ChunkedPurge = { table: "events", where: "created <= $1", chunk: 500 };
