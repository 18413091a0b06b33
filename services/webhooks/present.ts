import type { Row } from "../../shared/platform/db";
import { EVENT_TYPES } from "../../shared/domain/events";
import { component, nullable, objectOf, UNIX_TIME } from "../../shared/api/json-schema";
import { nowSeconds } from "../../shared/platform/ids";

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
	previous_secret_expires_at: row.previous_secret && row.previous_secret_expires > nowSeconds() ? Number(row.previous_secret_expires) : null,
	...(withSecret ? { signing_secret: row.signing_secret } : {}),
	created: row.created,
	updated: row.updated,
});

export const presentAttempt = (row: Row) => ({
	created: Math.floor(Number(row.created) / 1000),
	http_status: row.http_status ?? null,
	error: row.error ?? null,
	error_message: row.error_message ?? null,
	duration_ms: row.duration_ms ?? null,
	response_body: row.response_body ?? null,
});

/** `row` is a webhook_deliveries row with the event's type as `event_type`; attempts oldest first. */
export const presentDelivery = (row: Row, attempts: Row[]) => ({
	id: row.public_id,
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

// The same, as the API's contract (docs/openapi.json).
const endpointProperties = {
	id: { type: "string", pattern: "^we_" },
	object: { const: "webhook_endpoint" },
	url: { type: "string" },
	enabled_events: { type: "array", items: { enum: ["*", ...EVENT_TYPES] } },
	description: { type: ["string", "null"] },
	status: { enum: ["enabled", "disabled"] },
	disabled_reason: { enum: ["deliveries_failing", "manual", null], description: "Why the endpoint is disabled; null while enabled." },
	disabled_at: nullable(UNIX_TIME),
	previous_secret_expires_at: {
		...nullable(UNIX_TIME),
		description: "After a rotation, until when the previous secret still signs deliveries too; null outside that overlap.",
	},
	created: UNIX_TIME,
	updated: UNIX_TIME,
};
const signingSecret = { type: "string", pattern: "^whsec_", description: "Signs deliveries; shown only in this answer." };
export const ENDPOINT = component("webhook_endpoint", objectOf(endpointProperties));
/** What a create answers: the endpoint with its signing secret, shown only then. */
export const NEW_ENDPOINT = component("new_webhook_endpoint", objectOf({ ...endpointProperties, signing_secret: signingSecret }));
/** What a rotation answers: the new secret, and until when the previous one still signs too. */
export const ROTATED_ENDPOINT = component(
	"rotated_webhook_endpoint",
	objectOf({ ...endpointProperties, signing_secret: signingSecret, previous_secret_expires_at: UNIX_TIME }),
);
const ATTEMPT = component(
	"webhook_attempt",
	objectOf({
		created: UNIX_TIME,
		http_status: { type: ["integer", "null"] },
		error: {
			enum: ["http_status", "redirect", "timeout", "connection_refused", "tls", "dns", "address_refused", "connection", "worker_lost", null],
		},
		error_message: { type: ["string", "null"] },
		duration_ms: { type: ["integer", "null"], description: "null while the attempt is under way." },
		response_body: {
			type: ["string", "null"],
			description: "The first 1024 bytes of the receiver's answer, as UTF-8 text; null when no answer came.",
		},
	}),
);
export const DELIVERY = component(
	"webhook_delivery",
	objectOf({
		id: { type: "string", pattern: "^wd_[0-9A-Za-z]+$" },
		object: { const: "webhook_delivery" },
		endpoint: { type: "string", pattern: "^we_" },
		event: { type: "string", pattern: "^evt_" },
		event_type: { type: "string" },
		status: { enum: ["pending", "succeeded", "failed", "dropped"] },
		next_attempt_at: nullable(UNIX_TIME),
		attempts: { type: "array", items: ATTEMPT },
		created: UNIX_TIME,
		updated: UNIX_TIME,
	}),
);
