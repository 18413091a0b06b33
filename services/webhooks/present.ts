import type { Row } from "../../shared/db";

/** How endpoints, deliveries and attempts look in the API (docs/webhooks.md). */

export const presentEndpoint = (row: Row, withSecret = false) => ({
	id: row.id,
	object: "webhook_endpoint",
	url: row.url,
	enabled_events: row.enabled_events,
	description: row.description ?? null,
	status: row.status,
	disabled_reason: row.status === "disabled" ? (row.disabled_reason ?? "manual") : null,
	disabled_at: row.status === "disabled" ? (row.disabled_at ?? null) : null,
	...(withSecret ? { signing_secret: row.signing_secret } : {}),
	created: row.created,
	updated: row.updated,
});

/** A delivery's public id: its sequence number, which also orders the log. */
export const deliveryId = (seq: number | string) => `wd_${seq}`;

export const presentAttempt = (row: Row) => ({
	created: Math.floor(Number(row.created) / 1000),
	http_status: row.http_status ?? null,
	error: row.error ?? null,
	error_message: row.error_message ?? null,
	duration_ms: row.duration_ms ?? null,
});

/** `row` is a webhook_deliveries row with the event's type as `event_type`; attempts oldest first. */
export const presentDelivery = (row: Row, attempts: Row[]) => ({
	id: deliveryId(row.id),
	object: "webhook_delivery",
	endpoint: row.endpoint_id,
	event: row.event_id,
	event_type: row.event_type,
	status: row.status,
	next_attempt_at: row.status === "pending" ? Math.ceil(Number(row.next_attempt_at) / 1000) : null,
	attempts: attempts.map(presentAttempt),
	created: row.created,
	updated: row.updated,
});
