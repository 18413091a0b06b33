import type { ValidationRule, ValidationSchema } from "fastest-validator";
import { ErrorCode, ERROR_CODES } from "../actions/api-errors";
import { DESKTOP_SCOPES, INTEGRATION_SCOPES } from "../actions/principal";
import { answerExample, exampleOf, idsBySegment, pathParameter } from "./schema-examples";
import { isOptional, paramsSchema, ruleSchema } from "./params-schema";
import { linkDescriptions } from "./guide-index";
import { codeSamples, SampleRequest } from "./code-samples";
import { introduction, tagOf } from "./openapi-introduction";
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

/**
 * The error object with `code` one of `codes`: of the error body, of each failed position of a bulk
 * create's answer, and of each error answer with that answer's codes (an `allOf` narrowing `code`
 * would make the other properties unknown to validators that close every object).
 */
const errorObject = (codes: ErrorCode[], description: string): JsonSchema => ({
	type: "object",
	description,
	required: ["type", "code", "message", "request_id"],
	additionalProperties: false,
	properties: {
		type: { enum: [...new Set(codes.map((code) => ERROR_CODES[code][1]))], description: "The kind of error." },
		code: { enum: codes, description: "What went wrong, from the table of codes under [Errors](#section/Errors)." },
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

export const ERROR_OBJECT = component(
	"error_object",
	errorObject(Object.keys(ERROR_CODES) as ErrorCode[], "What went wrong: `code` for code to switch on, `message` for people, `request_id` for support."),
);

/** The body of every error answer, any code; an error answer of an operation is this with `code` one of its codes. */
const ERROR = component("error", {
	...objectOf({ error: { ...ERROR_OBJECT, description: "What went wrong." } }),
	description: "The body of every error answer.",
});

const errorBodySchema = (codes: ErrorCode[]): JsonSchema => ({
	...objectOf({ error: errorObject(codes, "What went wrong: `code` is one of this answer's codes.") }),
	description: "The body of every error answer, here with one of this answer's codes.",
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
		description: `Refused with one of these codes in \`error.code\`, each explained under [Errors](#section/Errors): ${codes.map((code) => `\`${code}\``).join(", ")}.`,
		headers,
		content: { "application/json": { schema: errorBodySchema(codes), example } },
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
	traceparent: headerRef("traceparent"),
	tracestate: headerRef("tracestate"),
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

/** The request an operation's code samples send, from the examples of its parameters, its body and its answer. */
/** The key a sample sends: the operator's token, the desktop key for what only it may do, else an integration's. */
const keyVariable = (scope: unknown) =>
	scope === "admin"
		? "ADMIN_TOKEN"
		: (DESKTOP_SCOPES as unknown[]).includes(scope) && !(INTEGRATION_SCOPES as unknown[]).includes(scope)
			? "BOOKDROP_DESKTOP_KEY"
			: "BOOKDROP_API_KEY";

function sampleRequest(
	op: RouteInfo,
	examples: { path: { name: string; example: string }[]; query: Record<string, unknown>; body: unknown; answer: Record<string, unknown> },
): SampleRequest {
	const list = examples.answer.object === "list";
	const answered = list ? (examples.answer.data as Record<string, unknown>[])[0] : examples.answer;
	return {
		method: op.method,
		path: op.path,
		operationId: op.operationId,
		keyVariable: keyVariable(op.action.scope),
		pathValues: Object.fromEntries(examples.path.map(({ name, example }) => [name, example])),
		query: examples.query,
		body: examples.body,
		idempotent: op.action.idempotent === true,
		list,
		object: typeof answered?.object === "string" ? answered.object : undefined,
	};
}

function operation(op: RouteInfo, shared: Shared) {
	const { action } = op;
	const params = action.params as ValidationSchema;
	const own = Object.fromEntries(Object.entries(params).filter(([name]) => !op.pathParams.includes(name)));
	const pathParameters = op.pathParams.map((name) => pathParameter(op, name, shared.ids));
	const parameters: unknown[] = [...pathParameters];
	const requiredQuery: Record<string, unknown> = {};
	if (op.method === "get") {
		for (const [name, rule] of Object.entries(own)) {
			const schema = ruleSchema(rule);
			const query = { name: queryName(name, rule), in: "query", description: schema.description, required: !isOptional(rule), schema };
			parameters.push({ ...query, ...(query.name !== name ? { style: "form", explode: true } : {}) });
			if (query.required) requiredQuery[name] = exampleOf(schema, false);
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
	const answer = { schema: action.response, example: answerExample(op, shared.ids) as Record<string, unknown> };
	const responses: Record<string, unknown> = {
		[status]: { description: status === 201 ? "Created." : "OK.", headers, content: { "application/json": answer } },
	};
	if (action.accepted) responses[202] = { description: action.accepted, headers, content: { "application/json": answer } };
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
	const bodyExample = body && exampleOf(body, true);
	const samples = codeSamples(sampleRequest(op, { path: pathParameters, query: requiredQuery, body: bodyExample, answer: answer.example }));
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
			? { requestBody: { required: (body.required as string[]).length > 0, content: { "application/json": { schema: body, example: bodyExample } } } }
			: {}),
		responses,
		"x-codeSamples": samples,
	};
}

export function openApiDocument(services: ApiServiceSchema[], version: string, events: WebhookEvent[] = []): JsonSchema {
	const operations = apiOperations(services);
	const paths: Record<string, Record<string, unknown>> = {};
	const shared: Shared = { responses: new Map(), ids: idsBySegment(operations) };
	for (const op of operations) (paths[op.path] ??= {})[op.method] = operation(op, shared);
	const responses = shared.responses;
	const tags = [...new Set([...operations.map((op) => op.tag), ...(events.length ? ["webhooks"] : [])])].map(tagOf);
	return linkDescriptions({
		openapi: "3.1.0",
		info: {
			title: "bookdrop API",
			version,
			description: introduction(version),
			license: { name: "UNLICENSED", identifier: "LicenseRef-UNLICENSED" },
		},
		servers: [{ url: LOCAL_SERVER, description: "A local bookdrop, started with npm start." }],
		tags,
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
	});
}
