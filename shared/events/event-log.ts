import type { Row } from "../platform/database";
import { exampleOf } from "../document/schema-examples";
import { component, EXAMPLE_TIME, exampleId, exampleLater, JsonSchema, objectOf, ref, time } from "../actions/json-schema";
import { RESOURCES } from "../resources";
import { EXAMPLE_REJECTION } from "../engine";

/** Every event type (docs/design.md, "Events and webhooks"; docs/events.md is the catalogue). */
export const EVENT_TYPES = [
	...RESOURCES.flatMap((decl) => [`${decl.object}.imported`, `${decl.object}.rejected`, `${decl.object}.expired`]),
	"import_batch.completed",
	"import_batch.reverted",
	"account.importer_stale",
	"account.importer_active",
	"account.pending_aging",
	"webhook_endpoint.disabled",
	"webhook_endpoint.test",
	"issue.opened",
	"issue.resolved",
];

/** An event as it is recorded, in the transaction of the change it reports (event-log.store.ts). */
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

/** Events stay readable for 90 days (docs/design.md, "Limits"). */
export const EVENT_RETENTION_SECONDS = 90 * 24 * 60 * 60;
/** Events created at or before this (unix seconds), seen at `now`, are past retention: invisible, with their deliveries. */
export const retentionCutoff = (now: number) => now - EVENT_RETENTION_SECONDS;

/**
 * The event catalogue: when each type is sent and to whom, `<object>` standing for each of the seven
 * types. docs/events.md's table says the same (test/unit/openapi-document.test.ts); the OpenAPI document's
 * `webhooks` describe each type with it.
 */
export const EVENT_CATALOGUE: { type: string; when: string; to: string }[] = [
	{
		type: "<object>.imported",
		when: "The merchant's software imported the object (a completed import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.",
		to: "The integration that created the object; the desktop's endpoints and log (all events of the account).",
	},
	{
		type: "<object>.rejected",
		when: "The object was declined (`POST /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.",
		to: "The integration that created the object; the desktop's endpoints and log (all events of the account).",
	},
	{
		type: "<object>.expired",
		when: 'The object was created with `expires_at` and was still pending, claimed by no batch, when that moment passed: it is `expired`, a final state, and will never be imported (lifecycle.md, "Expiry"). Sent once, within `EXPIRY_SWEEP_SECONDS` of the moment (a minute by default). `data.object.import.expires_at` holds the moment.',
		to: "The integration that created the object; the desktop's endpoints and log (all events of the account).",
	},
	{
		type: "import_batch.completed",
		when: "A batch was completed: its objects are imported. One event per integration with objects in the batch, showing what that integration may see; one for the desktop.",
		to: "Each integration with objects in the batch; the desktop.",
	},
	{
		type: "import_batch.reverted",
		when: "The merchant undid a batch: its objects are `pending` again and may be imported later.",
		to: "Each integration with objects in the batch; the desktop.",
	},
	{
		type: "account.importer_stale",
		when: "The merchant's importer (the desktop software) made no request with the account's desktop key for `IMPORTER_STALE_AFTER` seconds (a day by default): objects will wait until it is back. Sent once, within a tenth of that time after the mark (at least a second, at most a minute); never for an importer that was never seen. `data.object` is the account as `GET /v1/account` shows it to the integration: its own pending objects, and `importer`.",
		to: "Every integration of the account, one event each; the desktop's endpoints and log (one per integration).",
	},
	{
		type: "account.importer_active",
		when: "The first request with the desktop key after `account.importer_stale`: the importer is back. Only a stale importer's return sends it.",
		to: "Every integration of the account, one event each; the desktop's endpoints and log (one per integration).",
	},
	{
		type: "account.pending_aging",
		when: "The integration's oldest pending object has waited its `pending_alert_after` seconds (`POST /v1/account`). Sent once, within a second or two; again only after the age fell below the threshold (the object was imported, declined or deleted) and reached it once more. `data.object` is the account as `GET /v1/account` shows it to the integration: `oldest_pending_created`, its own pending objects, and `importer` with its rhythm.",
		to: "The integration whose threshold it is; the desktop's endpoints and log (all events of the account).",
	},
	{
		type: "webhook_endpoint.disabled",
		when: "bookdrop disabled an endpoint because its last 20 deliveries failed (`disabled_reason: deliveries_failing`). Not sent when the owner disables it.",
		to: "The endpoint's owner (its integration, or the desktop) through the event log and its other endpoints that subscribe; never the disabled endpoint itself.",
	},
	{
		type: "webhook_endpoint.test",
		when: "`POST /v1/webhook_endpoints/<id>/test` was called.",
		to: "Only the endpoint tested, whatever its `enabled_events` or status; it is also in the owner's event log.",
	},
	{
		type: "issue.opened",
		when: "The first occurrence of a condition to act on opened an issue (issues.md): a decline of an integration's object of a type with a code no open issue counts yet, bookdrop disabling an endpoint, the importer going stale. Later occurrences count in the open issue without an event. `data.object` is the issue.",
		to: "The issue's integration; the desktop's endpoints and log (all events of the account).",
	},
	{
		type: "issue.resolved",
		when: "The cause of an open issue was seen gone: an object of that integration and type imported (`decline`), a delivery succeeding at the endpoint enabled again, or the endpoint deleted (`endpoint_disabled`), the importer back (`importer_stale`). `data.object` is the issue, `resolved`.",
		to: "The issue's integration; the desktop's endpoints and log (all events of the account).",
	},
];

/** What `data` of an event of each kind shows beside the object as it was then: an example's changes to the object's own example. */
const HAPPENINGS: Record<string, { object: Record<string, unknown>; extra?: Record<string, unknown> }> = {
	imported: { object: { import: { status: "imported", batch: exampleId("imb"), imported_at: EXAMPLE_TIME, local_ref: "C-1001" } } },
	rejected: {
		object: {
			import: {
				status: "rejected",
				batch: null,
				imported_at: null,
				local_ref: null,
				rejection: EXAMPLE_REJECTION,
			},
		},
		extra: { reason: EXAMPLE_REJECTION.reason },
	},
	expired: { object: { import: { status: "expired", batch: null, imported_at: null, local_ref: null, expires_at: EXAMPLE_TIME } } },
	"import_batch.completed": { object: { status: "completed" } },
	"import_batch.reverted": { object: { status: "reverted", reverted_at: EXAMPLE_TIME } },
	"account.importer_stale": {
		object: { importer: { last_seen_at: EXAMPLE_TIME - 86400, status: "stale", last_claim_at: null, next_claim_expected_at: null } },
	},
	"account.importer_active": { object: { importer: { last_seen_at: EXAMPLE_TIME, status: "active", last_claim_at: null, next_claim_expected_at: null } } },
	"account.pending_aging": { object: { oldest_pending_created: EXAMPLE_TIME - 3600, pending_alert_after: 3600 } },
	"webhook_endpoint.disabled": { object: { status: "disabled", disabled_reason: "deliveries_failing", disabled_at: EXAMPLE_TIME } },
	"webhook_endpoint.test": { object: {} },
	"issue.opened": { object: { count: 1, last_seen_at: EXAMPLE_TIME, objects: [exampleId("cus")] } },
	"issue.resolved": { object: { status: "resolved", resolved_at: EXAMPLE_TIME } },
};

/** An event type as the document describes it: its catalogue entry, the schema of its event, and an example. */
export interface DocumentedEvent {
	type: string;
	when: string;
	to: string;
	schema: JsonSchema;
	/** Composed once every schema is named (the objects of some events are the services'). */
	example: () => unknown;
}

/** An event of the type as it would be delivered: its object's own example, changed as the happening changed it. */
function eventExample(type: string): unknown {
	const [object, happened] = type.split(".");
	const { object: changes, extra } = HAPPENINGS[type] ?? HAPPENINGS[happened];
	const objectExample = exampleOf(ref(objectSchemaName(object)), false) as Record<string, unknown>;
	return {
		id: EVENT_ID,
		object: "event",
		type,
		created: EXAMPLE_TIME,
		account: exampleId("acct"),
		livemode: true,
		data: { object: { ...objectExample, ...changes }, ...extra },
	};
}

const EVENT_ID = exampleId("evt");
/** The schema of the object an event of this object type holds: the account as `GET /v1/account` shows it, else the object's own. */
const objectSchemaName = (object: string) => (object === "account" ? "account_summary" : object);
const variantName = (type: string) => `${type.replace(".", "_")}_event`;
const entryOf = (type: string) => EVENT_CATALOGUE.find((entry) => entry.type === type || entry.type === `<object>.${type.split(".")[1]}`)!;

/**
 * One variant per event type, so that the catalogue (which object `data.object` holds, what more
 * `data` says) is part of the contract: `<type>.imported` and `<type>.rejected` carry the object
 * as the API shows it then, a rejection its `reason`, `import_batch.*` the batch, `account.*` the
 * account as the integration sees it (`GET /v1/account`).
 */
const VARIANTS = EVENT_TYPES.map((type) => {
	const [object, happened] = type.split(".");
	const schema = { ...ref(objectSchemaName(object)), description: "The object as the API showed it when the event happened." };
	const reason = { type: ["string", "null"], description: "The reason given, or null.", examples: ["Already in the books."] };
	const data = happened === "rejected" ? objectOf({ object: schema, reason }) : objectOf({ object: schema });
	exampleLater(variantName(type), () => eventExample(type));
	return component(variantName(type), {
		...objectOf({
			id: { type: "string", pattern: "^evt_", description: "The event's id; deliveries send it as `webhook-id` too.", examples: [EVENT_ID] },
			object: { const: "event", description: "The type of the object." },
			type: { const: type, description: "The event type." },
			created: time("When it happened."),
			account: { type: "string", pattern: "^acct_", description: "The id of the account the event belongs to.", examples: [exampleId("acct")] },
			livemode: { type: "boolean", description: "False on a test account (keys starting `ab_test_`, docs/testing.md); true on a live one.", examples: [true] },
			data: { ...data, description: "What the event is about." },
		}),
		description: `\`${type}\`: ${entryOf(type).when}`,
	});
});

export const EVENT = component("event", { oneOf: VARIANTS, description: "Something that happened to an object the key can see; `type` says what." });

/** Every event type with its catalogue entry, schema and example, for the document's `webhooks`. */
export const documentedEvents = (): DocumentedEvent[] =>
	EVENT_TYPES.map((type, i) => ({ type, when: entryOf(type).when, to: entryOf(type).to, schema: VARIANTS[i], example: () => eventExample(type) }));

export const presentEvent = (row: Row) => ({
	id: row.id,
	object: "event",
	type: row.type,
	created: row.created,
	account: row.account_id,
	livemode: row.livemode,
	data: row.data,
});
