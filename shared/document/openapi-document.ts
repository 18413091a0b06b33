import type { ValidationRule, ValidationSchema } from "fastest-validator";
import { ErrorCode, ERROR_CODES } from "../actions/api-errors";
import { answerExample, exampleOf, idsBySegment, pathParameter } from "./schema-examples";
import { isOptional, paramsSchema, ruleSchema } from "./params-schema";
import { GUIDES, guidePath } from "./guide-index";
import { component, exampleId, JsonSchema, namedSchemas, objectOf } from "../actions/json-schema";
import { operationName } from "./operation-names";
import { FINDINGS } from "../books/findings";
import { HEADERS, headerRef, PARAMETERS } from "./openapi-headers";
import { WebhookEvent, webhooksOf } from "./openapi-webhooks";
import type { ApiAction, ApiServiceSchema } from "../actions/action-context";

/**
 * The OpenAPI 3.1 document of the API, built from the declarations that serve it: each action's
 * route, scope, params (fastest-validator rules, translated here), declared response and errors.
 * Nothing is listed by hand: a new action is documented as soon as a service serves it.
 */

/** The server docs/openapi.json names; a gateway serves the document naming itself (services/gateway/reference-pages.ts). */
export const LOCAL_SERVER = "http://localhost:3000";

/** A request id as the gateway makes them: `req_` and 20 base62 characters. */
const EXAMPLE_REQUEST_ID = exampleId("req").slice(0, 24);

/** The error object of the error body, and of each failed position of a bulk create's answer. */
export const ERROR_OBJECT = component("error_object", {
	type: "object",
	description: "What went wrong: `code` for code to switch on, `message` for people, `request_id` for support.",
	required: ["type", "code", "message", "request_id"],
	additionalProperties: false,
	properties: {
		type: { enum: [...new Set(Object.values(ERROR_CODES).map(([, type]) => type))], description: "The kind of error." },
		code: { enum: Object.keys(ERROR_CODES), description: 'What went wrong, from the error catalogue (docs/api.md, "Errors").' },
		message: { type: "string", description: "For people; switch on `code`.", examples: ["Missing required parameter: name."] },
		param: { type: "string", description: "The parameter, field or header at fault.", examples: ["name"] },
		refundable_amount: { type: "integer", description: "`refund_exceeds_remaining` on a refund: what is left to refund.", examples: [1999] },
		refunded_amount: { type: "integer", description: "`refund_exceeds_remaining` on a revenue: what was refunded.", examples: [1999] },
		objects: {
			type: "array",
			description: "`object_not_claimable`: each refused object and why.",
			items: objectOf({
				id: { type: "string", description: "The object refused.", examples: [exampleId("cus")] },
				reason: { enum: ["missing", "not_pending", "expired", "claimed", "dependency_not_imported"], description: "Why it cannot be claimed." },
			}),
		},
		dependent: {
			type: "string",
			description: "`batch_not_revertible`: an object of another batch that depends on this batch's objects.",
			examples: [exampleId("rev")],
		},
		batch: { type: "string", description: "`batch_not_revertible`: the batch holding `dependent`.", examples: [exampleId("imb")] },
		findings: { ...FINDINGS, description: "`books_conflict`: what the merchant's books would say, each field at fault (docs/books.md)." },
		request_id: { type: "string", description: "The request's id, as in its `Request-Id` header.", examples: [EXAMPLE_REQUEST_ID] },
	},
});

/** The one error body; an operation narrows `code` to the codes it can answer with at each status. */
const ERROR = component("error", {
	...objectOf({ error: { ...ERROR_OBJECT, description: "What went wrong." } }),
	description: "The body of every error answer.",
});

// ---- The document.

/** Errors any request of a scope may meet, before or around its action. */
const COMMON_ERRORS: Record<"key" | "admin", ErrorCode[]> = {
	key: [
		"parameter_missing",
		"parameter_unknown",
		"parameter_invalid",
		"invalid_json",
		"version_invalid",
		"api_key_missing",
		"api_key_invalid",
		"insufficient_scope",
		"cross_origin_refused",
		"request_too_large",
		"unsupported_media_type",
		"rate_limited",
		"internal_error",
		"service_unavailable",
	],
	admin: [
		"parameter_missing",
		"parameter_unknown",
		"parameter_invalid",
		"invalid_json",
		"version_invalid",
		"api_key_missing",
		"api_key_invalid",
		// rate_limited: a wrong token from an address past REFUSALS_PER_MINUTE wrong ones (the right token still passes)
		"request_too_large",
		"unsupported_media_type",
		"rate_limited",
		"internal_error",
		"service_unavailable",
	],
};
const IDEMPOTENCY_ERRORS: ErrorCode[] = ["idempotency_key_missing", "idempotency_key_reused", "idempotency_key_in_use"];
/** Answered by the gateway for a request no operation matches (a query naming `__proto__` or `constructor` is refused before routing). */
export const UNROUTED_ERRORS: ErrorCode[] = [
	"route_missing",
	"method_not_allowed",
	"cross_origin_refused",
	"version_invalid",
	"invalid_json",
	"request_too_large",
	"unsupported_media_type",
	"parameter_invalid",
	"parameter_unknown",
	"internal_error",
	"service_unavailable",
];

const IDEMPOTENCY_NOTE: Record<string, string> = {
	true: " A create: send an `Idempotency-Key`.",
	optional: " Send an `Idempotency-Key` to make a retry after a lost answer replay that answer (without one, a repeat is refused).",
};

export interface RouteInfo {
	method: string;
	/** OpenAPI path, e.g. `/v1/customers/{id}`. */
	path: string;
	pathParams: string[];
	action: ApiAction & { name: string };
	operationId: string;
	tag: string;
}

/** Every operation, read from the services' actions, its operationId the client method (operation-names.ts). */
export function apiOperations(services: ApiServiceSchema[]): RouteInfo[] {
	const operations: RouteInfo[] = [];
	for (const service of services) {
		for (const [name, raw] of Object.entries(service.actions ?? {})) {
			const action = raw as ApiAction;
			if (!action.rest) continue;
			if (!action.summary || !action.description) throw new Error(`${service.name}.${name} needs a summary and a description`);
			const [method, route] = action.rest.split(" ");
			const segments = route.split("/").filter(Boolean);
			const pathParams = segments.filter((s) => s.startsWith(":")).map((s) => s.slice(1));
			const base = action.scope === "admin" ? "/admin/v1" : "/v1";
			const tag = action.scope === "admin" ? "admin" : segments[0];
			operations.push({
				method: method.toLowerCase(),
				path:
					base +
					segments
						.map((s) => (s.startsWith(":") ? `{${s.slice(1)}}` : s))
						.map((s) => `/${s}`)
						.join(""),
				pathParams,
				action: { ...action, name: `${service.name}.${name}` },
				operationId: "",
				tag,
			});
		}
	}
	for (const op of operations) op.operationId = operationName(op, operations);
	const ids = operations.map((op) => op.operationId);
	const twice = ids.find((id, i) => ids.indexOf(id) !== i);
	if (twice) throw new Error(`Two operations would be named ${twice}`);
	return operations;
}

/** The error codes an operation may answer with, by status. */
export function operationErrors(op: RouteInfo): Map<number, ErrorCode[]> {
	const { action } = op;
	const codes = new Set<ErrorCode>([
		...COMMON_ERRORS[action.scope === "admin" ? "admin" : "key"],
		...(action.idempotent ? IDEMPOTENCY_ERRORS : []),
		...(action.errors ?? []),
	]);
	const params = action.params as Record<string, Record<string, unknown>>;
	if (Object.values(params).some((rule) => rule?.amount === true || (rule?.itemAmounts as unknown[] | undefined)?.length))
		codes.add("parameter_invalid_amount");
	const byStatus = new Map<number, ErrorCode[]>();
	const add = (status: number, code: ErrorCode) => byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
	for (const code of codes) if (code !== "resource_missing") add(ERROR_CODES[code][0], code);
	// resource_missing is 404 for the object in the path, 400 for one named by a parameter (a cursor, a reference).
	if (op.pathParams.length || action.notFound) add(404, "resource_missing");
	if (codes.has("resource_missing") || "starting_after" in params) add(400, "resource_missing");
	return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * The error answer of one status with its codes, shared by the operations that answer alike: named
 * after the status and the codes beyond those every request of its API may meet.
 */
function errorResponse(status: number, codes: ErrorCode[], op: RouteInfo, shared: Map<string, unknown>) {
	const api = op.action.scope === "admin" ? "admin" : "key";
	const extra = codes.filter((code) => !COMMON_ERRORS[api].includes(code)).sort();
	const name = [`${api === "admin" ? "Admin" : ""}Error${status}`, ...extra].join("_");
	if (!shared.has(name)) shared.set(name, errorBody(status, codes, op));
	return { $ref: `#/components/responses/${name}` };
}

function errorBody(status: number, codes: ErrorCode[], op: RouteInfo) {
	const headers: Record<string, unknown> = everyResponseHeaders();
	if (status === 429) headers["Retry-After"] = headerRef("Retry-After");
	if (status === 503) headers["Retry-After"] = headerRef("Retry-After");
	if (op.action.scope !== "admin" && status !== 401) Object.assign(headers, rateHeaders());
	const [type, when] = ERROR_CODES[codes[0]].slice(1);
	const example = { error: { type, code: codes[0], message: when, request_id: EXAMPLE_REQUEST_ID } };
	return {
		description: [`Refused, with one of these codes in \`error.code\`:`, ...codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code][2]}`)].join("\n"),
		headers,
		content: {
			"application/json": {
				schema: {
					allOf: [
						ERROR,
						{ properties: { error: { description: "What went wrong.", properties: { code: { enum: codes, description: "One of the codes above." } } } } },
					],
				},
				example,
			},
		},
	};
}

/**
 * The 405 of a method a path does not serve, or of `OPTIONS`: no operation can list it, so it is a
 * response of the components that info.description names (test/api/document-fuzz.test.ts checks
 * `Allow` against the paths).
 */
const methodNotAllowed = () => ({
	description: `A method the path does not serve, or \`OPTIONS\`: 405 \`method_not_allowed\`, with \`Allow\` naming the path's methods (\`HEAD\` wherever \`GET\` is).`,
	headers: { ...everyResponseHeaders(), Allow: headerRef("Allow") },
	content: {
		"application/json": {
			schema: ERROR,
			example: {
				error: {
					type: "invalid_request_error",
					code: "method_not_allowed",
					message: "PUT is not allowed here. Allowed: POST.",
					request_id: EXAMPLE_REQUEST_ID,
				},
			},
		},
	},
});

/** On every answer of the API, whatever its status (test/support/contract.ts holds each answer to its operation's list). */
const everyResponseHeaders = (): Record<string, unknown> => ({
	"Request-Id": headerRef("Request-Id"),
	"X-Request-ID": headerRef("X-Request-ID"),
	"Service-Version": headerRef("Service-Version"),
});

const rateHeaders = () => ({
	"X-RateLimit-Limit": headerRef("X-RateLimit-Limit"),
	"X-RateLimit-Remaining": headerRef("X-RateLimit-Remaining"),
	"X-RateLimit-Reset": headerRef("X-RateLimit-Reset"),
});

/** `expand` arrives as `expand[]=…` and date ranges as `occurred_on[gte]=…`: the query names them so. */
const queryName = (name: string, rule: ValidationRule) => ((rule as { type?: string }).type === "array" ? `${name}[]` : name);

/** What the operations of one document share: the error answers named so far, and an example id per path segment. */
interface Shared {
	responses: Map<string, unknown>;
	ids: Map<string, { object: string; id: string }>;
}

function operation(op: RouteInfo, shared: Shared) {
	const { action } = op;
	const params = action.params as ValidationSchema;
	const own = Object.fromEntries(Object.entries(params).filter(([name]) => !op.pathParams.includes(name)));
	const parameters: unknown[] = op.pathParams.map((name) => pathParameter(op, name, shared.ids));
	if (op.method === "get") {
		for (const [name, rule] of Object.entries(own)) {
			const schema = ruleSchema(rule);
			const query = { name: queryName(name, rule), in: "query", description: schema.description, required: !isOptional(rule), schema };
			parameters.push({ ...query, ...(query.name !== name ? { style: "form", explode: true } : {}) });
		}
	}
	if (action.dryRun) parameters.push({ $ref: "#/components/parameters/dry_run" });
	if (action.idempotent)
		parameters.push({ $ref: `#/components/parameters/${action.idempotent === "optional" ? "Idempotency-Key-Optional" : "Idempotency-Key"}` });
	parameters.push({ $ref: "#/components/parameters/Service-Version" });
	const body = op.method !== "get" && Object.keys(own).length ? paramsSchema(own) : undefined;
	const status = action.status ?? (action.idempotent === true ? 201 : 200);
	const headers: Record<string, unknown> = everyResponseHeaders();
	if (action.scope !== "admin") Object.assign(headers, rateHeaders());
	if (status === 201) headers.Location = headerRef("Location");
	if (action.idempotent) headers["Idempotent-Replayed"] = headerRef("Idempotent-Replayed");
	const answer = { schema: action.response, example: answerExample(op, shared.ids) };
	const responses: Record<string, unknown> = {
		[status]: { description: status === 201 ? "Created." : "OK.", headers, content: { "application/json": answer } },
	};
	if (action.dryRun?.response) {
		const dryRunHeaders = { ...everyResponseHeaders(), ...(action.scope !== "admin" ? rateHeaders() : {}) };
		const example = { ...(answer.example as Record<string, unknown>), id: null };
		responses[200] = {
			description: "A dry run (`?dry_run=true`): nothing was stored.",
			headers: dryRunHeaders,
			content: { "application/json": { schema: action.dryRun.response, example } },
		};
	}
	for (const [code, codes] of operationErrors(op)) responses[code] = errorResponse(code, codes, op, shared.responses);
	const testScope = action.testScope ? ` (on a test account, or the \`${action.testScope}\` scope)` : "";
	const scope = action.scope === "admin" ? "the operator's admin token" : `a key with the \`${action.scope}\` scope${testScope}`;
	return {
		operationId: op.operationId,
		tags: [op.tag],
		summary: action.summary,
		description: `${action.description}\n\nNeeds ${scope}.${IDEMPOTENCY_NOTE[String(action.idempotent)] ?? ""}`,
		"x-scope": action.scope,
		security: [{ [action.scope === "admin" ? "adminToken" : "apiKey"]: [] }],
		parameters,
		...(body
			? { requestBody: { required: (body.required as string[]).length > 0, content: { "application/json": { schema: body, example: exampleOf(body, true) } } } }
			: {}),
		responses,
	};
}

export function openApiDocument(services: ApiServiceSchema[], version: string, events: WebhookEvent[] = []): JsonSchema {
	const operations = apiOperations(services);
	const paths: Record<string, Record<string, unknown>> = {};
	const shared: Shared = { responses: new Map(), ids: idsBySegment(operations) };
	for (const op of operations) (paths[op.path] ??= {})[op.method] = operation(op, shared);
	const responses = shared.responses;
	const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({
		name,
		description: name === "admin" ? "The operator's API, under /admin/v1." : `Operations on /v1/${name}.`,
	}));
	return {
		openapi: "3.1.0",
		info: {
			title: "bookdrop API",
			version,
			description:
				"An inbound queue for accounting data. Integrators push customers, suppliers, categories, products, expenses, revenue and refunds; " +
				"the merchant's desktop software imports them in batches; an event log and signed webhooks tell integrators what happened. " +
				`A request no operation matches answers 404 \`route_missing\` or 405 \`method_not_allowed\` with \`Allow\` (the response \`MethodNotAllowed\` of the components); \`OPTIONS\` is always 405. \`HEAD\` is answered wherever \`GET\` is, with the headers of the \`GET\` and no body; no operation lists it.\n\n` +
				`The guides, served by every bookdrop server:\n\n${GUIDES.map((g) => `- [${g.title}](${guidePath(g.name)}): ${g.about}.`).join("\n")}`,
			license: { name: "UNLICENSED", identifier: "LicenseRef-UNLICENSED" },
		},
		servers: [{ url: LOCAL_SERVER, description: "A local bookdrop, started with npm start." }],
		tags: events.length
			? [...tags, { name: "webhooks", description: "What bookdrop POSTs to your webhook endpoints: one event type each (docs/events.md)." }]
			: tags,
		paths,
		...(events.length ? { webhooks: webhooksOf(events) } : {}),
		components: {
			securitySchemes: {
				apiKey: { type: "http", scheme: "bearer", description: "An API key, `ab_…`. Its scopes (`read`, `write`, `import`, `keys`) decide what it may do." },
				adminToken: { type: "http", scheme: "bearer", description: "The operator's ADMIN_TOKEN, for /admin/v1 only." },
			},
			parameters: PARAMETERS(version),
			headers: HEADERS(version),
			responses: Object.fromEntries([...responses, ["MethodNotAllowed", methodNotAllowed()] as const].sort(([a], [b]) => a.localeCompare(b))),
			schemas: Object.fromEntries([...namedSchemas()].sort(([a], [b]) => a.localeCompare(b))),
		},
	};
}
