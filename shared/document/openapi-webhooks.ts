import { EXAMPLE_TIME, exampleId, JsonSchema } from "../actions/json-schema";

/** An event type as the document describes it (shared/events/event-log.ts, `documentedEvents`). */
export interface WebhookEvent {
	type: string;
	when: string;
	to: string;
	schema: JsonSchema;
	example: () => unknown;
}

const header = (name: string, description: string, example: string) => ({
	name,
	in: "header",
	required: true,
	description,
	schema: { type: "string" },
	example,
});

/** The headers every delivery carries: our signature and Standard Webhooks' three (docs/webhooks.md, "Verifying a signature"). */
const SIGNATURE_HEADERS = [
	header(
		"Service-Signature",
		"`t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid secret, the new one first.",
		`t=${EXAMPLE_TIME},v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e`,
	),
	header("webhook-id", "Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.", exampleId("evt")),
	header("webhook-timestamp", "Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from your clock.", String(EXAMPLE_TIME)),
	header(
		"webhook-signature",
		'Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after `whsec_`; one per valid secret.',
		"v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=",
	),
];

/** The document's `webhooks`: one POST per event type, as bookdrop delivers it to a subscribed endpoint. */
export function webhooksOf(events: WebhookEvent[]): Record<string, unknown> {
	return Object.fromEntries(
		events.map((event) => [
			event.type,
			{
				post: {
					operationId: `webhooks.${event.type.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase())}`,
					summary: `The ${event.type} event`,
					description: `What bookdrop POSTs when this happens: ${event.when}\n\nSent to: ${event.to}\n\nPOSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds (docs/webhooks.md).`,
					tags: ["webhooks"],
					// deliveries are signed, not authenticated: the signature headers say who sent them
					security: [],
					parameters: SIGNATURE_HEADERS,
					requestBody: { required: true, content: { "application/json": { schema: event.schema, example: event.example() } } },
					responses: { "200": { description: "Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is retried." } },
				},
			},
		]),
	);
}
