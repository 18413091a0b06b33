import type { Queryable } from "../platform/database";
import { newId, nowSeconds } from "../platform/ids";
import { queueDeliveries } from "./delivery-outbox.store";
import { EventRecord, retentionCutoff } from "./event-log";
import { issueEvents } from "./issues";

// The event log's table (events): what records an event and what forgets it; the catalogue is event-log.ts.

/**
 * Records events inside the transaction of the state change they report, with their webhook
 * deliveries, so that no change is ever without its event nor an event without its deliveries.
 * The issues the events open or resolve change here too, with their own events (issues.ts).
 * The caller nudges the webhook workers once the transaction has committed (`webhooks.due`).
 */
export async function recordEvents(tx: Queryable, events: EventRecord[]): Promise<void> {
	if (!events.length) return;
	const all = [...events, ...(await issueEvents(tx, events))];
	await queueDeliveries(tx, await insertEvents(tx, all), Date.now());
}

/** Writes events to the log without queueing deliveries; returns their ids in order. */
export async function insertEvents(tx: Queryable, events: EventRecord[]): Promise<string[]> {
	const now = nowSeconds();
	const params: unknown[] = [];
	const rows = events.map((event) => {
		params.push(newId("evt"), event.accountId, event.integrationId, event.type, now, JSON.stringify({ object: event.object, ...event.extra }));
		const n = params.length;
		return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
	});
	await tx.query(`INSERT INTO events (id, account_id, integration_id, type, created, data) VALUES ${rows.join(", ")}`, params);
	return events.map((_, i) => params[i * 6] as string);
}

/** Space of expired events; they are already invisible to reads. */
export async function purgeExpiredEvents(db: Queryable): Promise<void> {
	await db.query("DELETE FROM events WHERE created <= $1", [retentionCutoff()]);
}
