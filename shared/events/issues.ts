import type { Queryable, Row } from "../platform/database";
import { component, exampleId, nullable, objectOf, time } from "../actions/json-schema";
import { REJECTION_CODES } from "../engine";
import type { EventRecord } from "./event-log";
import { countOccurrence, Occurrence, resolveDeclines, resolveEndpointIssues, resolveKeys } from "./issues.store";

/**
 * Issues (docs/issues.md): the conditions an integrator must act on, grouped. Each follows from the
 * events that report its cause, in their transaction: `recordEvents` hands them here, and what
 * opens or resolves is recorded as `issue.opened` / `issue.resolved` beside them.
 */

export const ISSUE_KINDS = ["decline", "endpoint_disabled", "importer_stale"] as const;
export const ISSUE_STATUSES = ["open", "resolved"] as const;
/** How many of a decline issue's objects it names, the most recent first. */
export const ISSUE_OBJECTS_MAX = 10;

export const presentIssue = (row: Row) => ({
	id: row.id,
	object: "issue",
	status: row.status,
	kind: row.kind,
	code: row.code ?? null,
	integration: row.integration_id ?? null,
	object_type: row.object_type ?? null,
	objects: row.objects,
	endpoint: row.endpoint_id ?? null,
	count: row.count,
	first_seen_at: Number(row.first_seen_at),
	last_seen_at: Number(row.last_seen_at),
	resolved_at: row.resolved_at === null ? null : Number(row.resolved_at),
});

export const ISSUE = component("issue", {
	...objectOf({
		id: { type: "string", pattern: "^iss_", description: "The issue's id.", examples: [exampleId("iss")] },
		object: { const: "issue", description: "The type of the object." },
		status: { enum: [...ISSUE_STATUSES], description: "`open` until the cause is gone, then `resolved` (on its own, for good).", examples: ["open"] },
		kind: {
			enum: [...ISSUE_KINDS],
			description:
				"What must be acted on: `decline` (objects of one integration and type declined with one code), `endpoint_disabled` (bookdrop disabled a webhook endpoint), `importer_stale` (the merchant's importer is away).",
			examples: ["decline"],
		},
		code: { enum: [...REJECTION_CODES, null], description: "A decline's reason code (docs/declines.md); null for the other kinds.", examples: ["duplicate"] },
		integration: {
			type: ["string", "null"],
			description: "The integration concerned; null for the desktop's own objects and endpoints.",
			examples: [exampleId("int")],
		},
		object_type: {
			type: ["string", "null"],
			description: "A decline's object type (`customer` …); null for the other kinds.",
			examples: ["customer"],
		},
		objects: {
			type: "array",
			items: { type: "string" },
			maxItems: ISSUE_OBJECTS_MAX,
			description: `A decline's most recently declined objects, newest first, at most ${ISSUE_OBJECTS_MAX} (\`count\` counts them all); empty for the other kinds.`,
			examples: [[exampleId("cus")]],
		},
		endpoint: { type: ["string", "null"], description: "The disabled endpoint of `endpoint_disabled`; null for the other kinds.", examples: [null] },
		count: {
			type: "integer",
			minimum: 1,
			description: "How many times it occurred while open: declines, disablings of the endpoint, stale marks.",
			examples: [3],
		},
		first_seen_at: time("Its first occurrence, when it opened."),
		last_seen_at: time("Its latest occurrence."),
		resolved_at: nullable(time("When the cause was seen gone; null while open.", null)),
	}),
	description: "A condition an integrator must act on, grouped: it opens at its first occurrence and resolves on its own once the cause is gone.",
});

const issueEvent = (row: Row, happened: "opened" | "resolved"): EventRecord => ({
	accountId: row.account_id,
	integrationId: row.integration_id,
	type: `issue.${happened}`,
	object: presentIssue(row),
});

/** What an event says happened, as an occurrence of an issue; undefined for an event that opens none. */
function occurrenceOf(event: EventRecord): Occurrence | undefined {
	const [objectType, happened] = event.type.split(".");
	const object = event.object as { id: string; import?: { rejection?: { code: string } } };
	const integration = event.integrationId ?? "desktop";
	const base = { accountId: event.accountId, integrationId: event.integrationId };
	if (happened === "rejected" && object.import?.rejection) {
		const code = object.import.rejection.code;
		return { ...base, key: `decline/${integration}/${objectType}/${code}`, kind: "decline", code, objectType, objectId: object.id };
	}
	if (event.type === "webhook_endpoint.disabled") return { ...base, key: `endpoint_disabled/${object.id}`, kind: "endpoint_disabled", endpointId: object.id };
	if (event.type === "account.importer_stale") return { ...base, key: `importer_stale/${integration}`, kind: "importer_stale" };
	return undefined;
}

/**
 * The issue events that `events` cause, with the issues changed in `tx`: a decline, a disabled
 * endpoint or a stale importer counts in the open issue of its kind (opening one at the first); an
 * object of an integration and type imported resolves its open decline issues of that type, and the
 * importer's return its `importer_stale` issues.
 */
export async function issueEvents(tx: Queryable, events: EventRecord[], now: number): Promise<EventRecord[]> {
	const changes: EventRecord[] = [];
	for (const event of events) {
		const occurrence = occurrenceOf(event);
		if (!occurrence) continue;
		const row = await countOccurrence(tx, occurrence, now);
		if (row.opened) changes.push(issueEvent(row, "opened"));
	}
	const imported = events.filter((event) => event.type.endsWith(".imported"));
	if (imported.length) {
		const kinds = new Map(imported.map((e) => [`${e.accountId}/${e.integrationId}/${e.type}`, { ...e, objectType: e.type.split(".")[0] }]));
		for (const row of await resolveDeclines(tx, [...kinds.values()], now)) changes.push(issueEvent(row, "resolved"));
	}
	const returned = events.filter((event) => event.type === "account.importer_active");
	if (returned.length) {
		const keys = returned.map((e) => ({ accountId: e.accountId, key: `importer_stale/${e.integrationId ?? "desktop"}` }));
		for (const row of await resolveKeys(tx, keys, now)) changes.push(issueEvent(row, "resolved"));
	}
	return changes;
}

/**
 * A delivery to each of `endpointIds` succeeded: their open `endpoint_disabled` issues resolve, if
 * the endpoint is enabled again, at `now` (unix seconds). Answers the issue events to record in the same transaction.
 */
export async function endpointsAnswering(tx: Queryable, endpointIds: string[], now: number): Promise<EventRecord[]> {
	const rows = await resolveEndpointIssues(tx, endpointIds, now);
	return rows.map((row) => issueEvent(row, "resolved"));
}

/** An endpoint was deleted: its open issue resolves, nothing being left to act on. */
export async function endpointGone(tx: Queryable, accountId: string, endpointId: string, now: number): Promise<EventRecord[]> {
	const rows = await resolveKeys(tx, [{ accountId, key: `endpoint_disabled/${endpointId}` }], now);
	return rows.map((row) => issueEvent(row, "resolved"));
}
