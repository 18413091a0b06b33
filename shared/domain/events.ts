import type { Queryable, Row } from "../platform/db";
import { newId, nowSeconds } from "../platform/ids";
import { component, objectOf, ref, UNIX_TIME } from "../api/json-schema";
import { RESOURCES } from "./resources";
import { queueDeliveries } from "./outbox";

/** Every event type (docs/design.md, "Events and webhooks"; docs/events.md is the catalogue). */
export const EVENT_TYPES = [
	...RESOURCES.flatMap((decl) => [`${decl.object}.imported`, `${decl.object}.rejected`]),
	"import_batch.completed",
	"import_batch.reverted",
	"account.importer_stale",
	"account.importer_active",
	"webhook_endpoint.disabled",
	"webhook_endpoint.test",
];

/** Events stay readable for 90 days (docs/design.md, "Limits"). */
export const EVENT_RETENTION_SECONDS = 90 * 24 * 60 * 60;
/** Events created at or before this (unix seconds) are past retention: invisible, with their deliveries. */
export const retentionCutoff = () => nowSeconds() - EVENT_RETENTION_SECONDS;

export interface EventRecord {
	accountId: string;
	/** The integration whose object it is; null for objects the desktop key created. */
	integrationId: string | null;
	type: string;
	/** The object exactly as the API returns it at this moment. */
	object: unknown;
	/** More of `data` beside `object`, such as a rejection's `reason`. */
	extra?: Record<string, unknown>;
}

/**
 * Records events inside the transaction of the state change they report, with their webhook
 * deliveries, so that no change is ever without its event nor an event without its deliveries.
 * The caller nudges the webhook workers once the transaction has committed (`webhooks.due`).
 */
export async function recordEvents(tx: Queryable, events: EventRecord[]): Promise<void> {
	if (!events.length) return;
	await queueDeliveries(tx, await insertEvents(tx, events), Date.now());
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

/**
 * One variant per event type, so that the catalogue (which object `data.object` holds, what more
 * `data` says) is part of the contract: `<type>.imported` and `<type>.rejected` carry the object
 * as the API shows it then, a rejection its `reason`, `import_batch.*` the batch, `account.*` the
 * account as the integration sees it (`GET /v1/account`).
 */
export const EVENT = component("event", {
	oneOf: EVENT_TYPES.map((type) => {
		const [object, happened] = type.split(".");
		const schema = ref(object === "account" ? "account_summary" : object);
		const data = happened === "rejected" ? objectOf({ object: schema, reason: { type: ["string", "null"] } }) : objectOf({ object: schema });
		return objectOf({ id: { type: "string", pattern: "^evt_" }, object: { const: "event" }, type: { const: type }, created: UNIX_TIME, data });
	}),
});

export const presentEvent = (row: Row) => ({ id: row.id, object: "event", type: row.type, created: row.created, data: row.data });

/** Space of expired events; they are already invisible to reads. */
export async function purgeExpiredEvents(db: Queryable): Promise<void> {
	await db.query("DELETE FROM events WHERE created <= $1", [retentionCutoff()]);
}
