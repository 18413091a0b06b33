import type { Row } from "../../shared/platform/database";
import { EVENT_TYPES } from "../../shared/events/event-log";
import { component, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";

/** How endpoints, deliveries, attempts and recoveries look in the API (docs/webhooks.md). */

/** An endpoint as the API shows it at `now` (unix seconds): the previous secret's end only while it still signs. */
export const presentEndpoint = (row: Row, now: number, withSecret = false) => ({
	id: row.id,
	object: "webhook_endpoint",
	url: row.url,
	enabled_events: row.enabled_events,
	description: row.description ?? null,
	status: row.status,
	disabled_reason: row.status === "disabled" ? (row.disabled_reason ?? "manual") : null,
	disabled_at: row.status === "disabled" ? (row.disabled_at ?? null) : null,
	previous_secret_expires_at: row.previous_secret && row.previous_secret_expires > now ? Number(row.previous_secret_expires) : null,
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
	id: { type: "string", pattern: "^we_", description: "The endpoint's id.", examples: [exampleId("we")] },
	object: { const: "webhook_endpoint", description: "The type of the object." },
	url: {
		type: "string",
		format: "uri",
		description: "Where deliveries are POSTed: a public HTTPS URL.",
		examples: ["https://shop.example.com/bookdrop/webhooks"],
	},
	enabled_events: {
		type: "array",
		items: { enum: ["*", ...EVENT_TYPES] },
		description: 'The event types it receives; `["*"]`: every type.',
		examples: [["customer.imported", "customer.rejected", "import_batch.reverted"]],
	},
	description: { type: ["string", "null"], description: "A note for people.", examples: ["Shop order sync"] },
	status: { enum: ["enabled", "disabled"], description: "Only an enabled endpoint receives deliveries." },
	disabled_reason: { enum: ["deliveries_failing", "manual", null], description: "Why the endpoint is disabled; null while enabled.", examples: [null] },
	disabled_at: nullable(time("When it was disabled; null while enabled.", null)),
	previous_secret_expires_at: nullable(time("After a rotation, until when the previous secret still signs deliveries too; null outside that overlap.", null)),
	created: time("When it was created."),
	updated: time("When it last changed."),
};
const signingSecret = {
	type: "string",
	pattern: "^whsec_",
	description: "Signs deliveries; shown only in this answer.",
	examples: [`whsec_${exampleId("s").slice(2)}${exampleId("t").slice(2, 10)}`],
};
export const ENDPOINT = component("webhook_endpoint", {
	...objectOf(endpointProperties),
	description: "A URL that receives the events it subscribes to, signed.",
});
/** What a create answers: the endpoint with its signing secret, shown only then. */
export const NEW_ENDPOINT = component("new_webhook_endpoint", {
	...objectOf({ ...endpointProperties, signing_secret: signingSecret }),
	description: "A new webhook endpoint with its signing secret, which no later answer shows.",
});
/** What a rotation answers: the new secret, and until when the previous one still signs too. */
export const ROTATED_ENDPOINT = component("rotated_webhook_endpoint", {
	...objectOf({
		...endpointProperties,
		signing_secret: signingSecret,
		previous_secret_expires_at: time("Until when the previous secret still signs deliveries too."),
	}),
	description: "A webhook endpoint after a rotation, with its new signing secret.",
});
const ATTEMPT = component("webhook_attempt", {
	...objectOf({
		created: time("When the attempt began."),
		http_status: { type: ["integer", "null"], description: "The receiver's status; null when no answer came.", examples: [200] },
		error: {
			enum: [
				"http_status",
				"redirect",
				"timeout",
				"connection_refused",
				"tls",
				"dns",
				"address_refused",
				"connection",
				"worker_lost",
				"simulated_outage",
				null,
			],
			description: "Why the attempt failed; null when it succeeded.",
			examples: [null],
		},
		error_message: { type: ["string", "null"], description: "The failure, for people; null when it succeeded.", examples: [null] },
		duration_ms: { type: ["integer", "null"], description: "How long it took, in milliseconds; null while the attempt is under way.", examples: [184] },
		response_body: {
			type: ["string", "null"],
			description: "The first 1024 bytes of the receiver's answer, as UTF-8 text; null when no answer came.",
			examples: ["ok"],
		},
	}),
	description: "One POST of a delivery to its endpoint.",
});
export const DELIVERY = component("webhook_delivery", {
	...objectOf({
		id: { type: "string", pattern: "^wd_[0-9A-Za-z]+$", description: "The delivery's id.", examples: [exampleId("wd")] },
		object: { const: "webhook_delivery", description: "The type of the object." },
		endpoint: { type: "string", pattern: "^we_", description: "The endpoint it goes to.", examples: [exampleId("we")] },
		event: { type: "string", pattern: "^evt_", description: "The event it carries.", examples: [exampleId("evt")] },
		event_type: { type: "string", description: "The event's type.", examples: ["customer.imported"] },
		status: {
			enum: ["pending", "succeeded", "failed", "dropped"],
			description: "pending while attempts remain; succeeded on a 2xx; failed after the last attempt; dropped when the endpoint went away.",
			examples: ["succeeded"],
		},
		next_attempt_at: nullable(time("When the next attempt is due; null unless pending.", null)),
		attempts: { type: "array", items: ATTEMPT, description: "Its attempts, oldest first." },
		created: time("When it was created."),
		updated: time("When it last changed."),
	}),
	description: "An event's delivery to one webhook endpoint, with its attempts.",
});

/** What `POST /v1/webhook_endpoints/<id>/recover` answers (docs/webhooks.md, "Recovering after an outage"). */
export const RECOVERY = component("webhook_recovery", {
	...objectOf({
		object: { const: "webhook_recovery", description: "The type of the object." },
		endpoint: { type: "string", pattern: "^we_", description: "The endpoint recovered.", examples: [exampleId("we")] },
		since: time("The earliest delivery queued again, as the request said."),
		queued: { type: "integer", minimum: 0, description: "How many failed or dropped deliveries since `since` were queued again.", examples: [12] },
		created: time("When the recovery was made."),
	}),
	description: "A recovery of an endpoint's failed deliveries.",
});

export const presentRecovery = (endpointId: string, since: number, { queued, created }: { queued: number; created: number }) => ({
	object: "webhook_recovery",
	endpoint: endpointId,
	since,
	queued,
	created,
});
