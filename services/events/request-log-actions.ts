import type { ActionSchema } from "moleculer";
import { notFound } from "../../shared/actions/api-errors";
import { about, component, exampleId, listOf, nullable, objectOf, ref, time } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import { ApiAction, ApiContext, principalOf } from "../../shared/actions/action-context";
import type { CustomErrors } from "../../shared/actions/validation";
import { ID_RULE } from "../../shared/engine";
import { BATCH_MAX, IDEMPOTENCY_KEY_MAX, PATH_MAX, RequestLogEntry } from "../../shared/http/request-log-entries";
import { unixSeconds } from "../../shared/platform/clock";
import type { Row } from "../../shared/platform/database";
import type { DatabaseService } from "../../shared/platform/platform";
import { findVisibleRequestLog, insertRequestLogs, visibleRequestLogPage } from "./request-logs.store";

// The request log (docs/requests.md): GET /v1/request_logs and GET /v1/request_logs/<id> for
// either kind of key, and the gateways' batches of entries to write.

const presentRequestLog = (row: Row) => ({
	id: row.id,
	object: "request_log",
	created: Number(row.created),
	method: row.method,
	path: row.path,
	status: row.status,
	error_code: row.error_code ?? null,
	error: row.error ?? null,
	idempotency_key: row.idempotency_key ?? null,
	duration_ms: row.duration_ms,
	integration: row.integration_id ?? null,
	key: row.key_id,
});

const REQUEST_LOG = component("request_log", {
	...objectOf({
		id: { type: "string", pattern: "^req_", description: "The request's id, as its `Request-Id` header said.", examples: ["req_3kTMd9Xw2QmB7fLp0aZc"] },
		object: { const: "request_log", description: "The type of the object." },
		created: time("When the request arrived."),
		method: { type: "string", description: "The request's HTTP method.", examples: ["POST"] },
		path: { type: "string", description: "The path as sent, without the query string.", examples: ["/v1/customers"] },
		status: { type: "integer", minimum: 100, maximum: 599, description: "The answer's HTTP status.", examples: [400] },
		error_code: { type: ["string", "null"], description: "The error's code; null for a success.", examples: ["parameter_invalid"] },
		error: nullable({ ...ref("error_object"), description: "The answer's `error` object as the client received it; null for a success." }),
		idempotency_key: {
			type: ["string", "null"],
			maxLength: IDEMPOTENCY_KEY_MAX,
			description: "The request's `Idempotency-Key` header; null without one.",
			examples: ["order-1042"],
		},
		duration_ms: { type: "number", minimum: 0, description: "From the request's arrival to its answer's end, in milliseconds.", examples: [12.4] },
		integration: { type: ["string", "null"], description: "The integration whose key sent it; null for the desktop key.", examples: [exampleId("int")] },
		key: { type: "string", description: "The API key that sent it.", examples: [exampleId("key")] },
	}),
	description: "A request a key made, kept 7 days: what it asked and what it was answered.",
});

/** `status` comes from the query as text: an HTTP status code in decimal digits, not a class such as `4xx`. */
function statusCode(value: unknown, errors: CustomErrors): unknown {
	if (value === undefined) return value;
	if (typeof value !== "string" || !/^[1-5][0-9]{2}$/.test(value)) {
		errors.push({ type: "statusCode", actual: value });
		return value;
	}
	return Number(value);
}

const list: ApiAction<DatabaseService> = {
	rest: "GET /request_logs",
	summary: "List the request log",
	description:
		"Lists the requests the key can see (an integration key its integration's, the desktop key the account's), newest first, a page at a time, for 7 days; `status` and `path` narrow them (exact values).",
	scope: "read",
	params: {
		...PAGE_SCHEMA,
		status: {
			type: "any",
			optional: true,
			custom: statusCode,
			openapi: {
				type: "integer",
				minimum: 100,
				maximum: 599,
				description: "Only requests answered with this HTTP status (exact: `404`, not `4xx`).",
				examples: [400],
			},
		},
		path: {
			type: "string",
			min: 1,
			max: PATH_MAX,
			optional: true,
			...about("Only requests to this path, exactly as sent, without the query string.", "/v1/customers"),
		},
	},
	response: listOf(REQUEST_LOG),
	async handler(ctx: ApiContext) {
		const { rows, hasMore } = await visibleRequestLogPage(this.db, principalOf(ctx), ctx.params, unixSeconds(this.platform.clock));
		return { object: "list", url: "/v1/request_logs", has_more: hasMore, data: rows.map(presentRequestLog) };
	},
};

const retrieve: ApiAction<DatabaseService> = {
	rest: "GET /request_logs/:id",
	summary: "Retrieve a logged request",
	description: "Answers one request the key can see, within its 7 days, with the error it was answered.",
	scope: "read",
	params: { id: ID_RULE },
	response: REQUEST_LOG,
	async handler(ctx: ApiContext) {
		const row = await findVisibleRequestLog(this.db, principalOf(ctx), ctx.params.id, unixSeconds(this.platform.clock));
		if (!row) throw notFound("request in the log", ctx.params.id);
		return presentRequestLog(row);
	},
};

const nullableText = (max: number) => ({ type: "string", max, nullable: true });

/** A gateway's batch of entries: written in one statement. */
const record: ActionSchema<DatabaseService> = {
	visibility: "public",
	params: {
		entries: {
			type: "array",
			max: BATCH_MAX,
			items: {
				type: "object",
				props: {
					id: { type: "string", max: 64 },
					accountId: { type: "string", max: 64 },
					integrationId: nullableText(64),
					keyId: { type: "string", max: 64 },
					created: { type: "number", integer: true, min: 0 },
					method: { type: "string", max: 16 },
					path: { type: "string", max: PATH_MAX },
					status: { type: "number", integer: true, min: 100, max: 599 },
					error: { type: "object", nullable: true },
					idempotencyKey: nullableText(IDEMPOTENCY_KEY_MAX),
					durationMs: { type: "number", min: 0 },
				},
			},
		},
	},
	async handler(this: DatabaseService, ctx: ApiContext<{ entries: RequestLogEntry[] }>): Promise<void> {
		if (ctx.params.entries.length) await insertRequestLogs(this.db, ctx.params.entries);
	},
};

export const requestLogActions: Record<string, ActionSchema<DatabaseService>> = {
	"requestLogs.list": list,
	"requestLogs.retrieve": retrieve,
	"requestLogs.record": record,
};
