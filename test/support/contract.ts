import fs from "node:fs";
import path from "node:path";
import Ajv2020, { ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { UNROUTED_ERRORS } from "../../shared/document/openapi-document";

/**
 * The contract check every request of the API suite passes through (test/support/suite-api.ts): the
 * answer's status must be documented for its operation and its body must match (so an undocumented
 * field or error code fails), and a request the server accepted must be one the document allows.
 * It reads the committed docs/openapi.json, which test/contract.test.ts holds to the code.
 */

type Schema = Record<string, any>;
interface Operation {
	method: string;
	pattern: RegExp;
	template: string;
	spec: Schema;
}

export const DOCUMENT: Schema = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../docs/openapi.json"), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: false });
const queryAjv = new Ajv2020({ strict: false, coerceTypes: "array" });
for (const instance of [ajv, queryAjv]) {
	addFormats(instance, ["date", "uri"]);
	// The email rule is the pattern beside it (what the server checks), not ajv's stricter idea of an address.
	instance.addFormat("email", true);
	instance.addSchema({ $id: "doc", components: DOCUMENT.components });
}

/** A `$ref` of the document, resolved: `#/components/...` to the schema, a response to the response. */
export function resolve<T = Schema>(node: Schema): T {
	if (typeof node?.$ref !== "string") return node as T;
	return resolve(
		node.$ref
			.slice(2)
			.split("/")
			.reduce((at: Schema, key: string) => at[key], DOCUMENT),
	);
}

const compiled = new Map<Schema, ValidateFunction>();
function validator(schema: Schema, instance = ajv): ValidateFunction {
	let validate = compiled.get(schema);
	if (!validate) {
		const local = JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\/components\//g, '"$ref":"doc#/components/'));
		validate = instance.compile(local);
		compiled.set(schema, validate);
	}
	return validate;
}

const OPERATIONS: Operation[] = Object.entries(DOCUMENT.paths as Record<string, Record<string, Schema>>).flatMap(([template, methods]) =>
	Object.entries(methods).map(([method, spec]) => ({
		method: method.toUpperCase(),
		template,
		spec,
		pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`),
	})),
);

/** Paths outside the documented API: health checks, the document itself and its reference page. */
const UNDOCUMENTED = /^\/(healthz|readyz|docs)(\/|$)|^\/v1\/openapi\.json$/;

export interface Exchange {
	method: string;
	/** The path, possibly with a query string. */
	url: string;
	headers: Record<string, string>;
	/** The JSON body sent, if it was JSON. */
	body: unknown;
	status: number;
	responseHeaders: Headers;
	response: unknown;
}

function fail(exchange: Exchange, what: string, errors?: unknown): never {
	const detail = errors ? `\n${JSON.stringify(errors, null, 1)}` : "";
	throw new Error(
		`Contract violation: ${exchange.method} ${exchange.url} answered ${exchange.status}: ${what}${detail}\nresponse: ${JSON.stringify(exchange.response).slice(0, 2000)}`,
	);
}

function check(exchange: Exchange, schema: Schema, value: unknown, what: string, instance = ajv): void {
	const validate = validator(schema, instance);
	if (!validate(value)) fail(exchange, what, validate.errors);
}

/** Throws, naming what is wrong, when the exchange is not what docs/openapi.json promises. */
export function checkContract(exchange: Exchange): void {
	// Only the first "?" starts the query: a value may hold another.
	const at = exchange.url.indexOf("?");
	const [pathname, query] = at < 0 ? [exchange.url, ""] : [exchange.url.slice(0, at), exchange.url.slice(at + 1)];
	if (UNDOCUMENTED.test(pathname) || !/^\/(admin\/)?v1(\/|$)/.test(pathname)) return;
	if (!exchange.responseHeaders.get("request-id")) fail(exchange, "no Request-Id header");
	// a concrete path is matched before a templated one (OpenAPI, "Paths Object"): /v1/customers/bulk is not /v1/customers/{id}
	const matching = OPERATIONS.filter((candidate) => candidate.pattern.test(pathname));
	const concrete = matching.filter((candidate) => !candidate.template.includes("{"));
	// HEAD is the GET without its body (info.description of the document): its status and headers are the GET's
	const head = exchange.method === "HEAD";
	if (head && exchange.response !== null) fail(exchange, "an answer to HEAD has a body");
	const method = head ? "GET" : exchange.method;
	const op = (concrete.length ? concrete : matching).find((candidate) => candidate.method === method);
	if (!op) {
		const code = (exchange.response as Schema)?.error?.code;
		if (exchange.status < 400 || (!head && !UNROUTED_ERRORS.includes(code)))
			fail(exchange, `no documented operation, and ${code ?? "no error code"} is not an answer to an unrouted request`);
		if (!head) check(exchange, { $ref: "#/components/schemas/Error" }, exchange.response, "the error body");
		checkHeaders(exchange, UNROUTED_HEADERS, "an unrouted request");
		return;
	}
	const response = op.spec.responses[String(exchange.status)];
	if (!response) fail(exchange, `status ${exchange.status} is not documented for ${op.method} ${op.template}`);
	const documented = resolve<Schema>(response);
	if (!head)
		check(exchange, documented.content["application/json"].schema, exchange.response, `the body does not match ${op.method} ${op.template} ${exchange.status}`);
	checkHeaders(exchange, Object.keys(documented.headers ?? {}), `${op.method} ${op.template} ${exchange.status}`);
	if (exchange.status < 300) checkAcceptedRequest(exchange, op, query);
}

/** Headers of HTTP itself, which no operation lists. `Access-Control-*` is not one: the API never sends it. */
const TRANSPORT_HEADERS = ["content-type", "content-length", "date", "connection", "keep-alive", "transfer-encoding"];
/** What a request no operation matches may carry: the headers of every answer, and `Allow` on a 405 (info.description of the document). */
const UNROUTED_HEADERS = ["Request-Id", "X-Request-ID", "Service-Version", "traceparent", "tracestate", "Allow", "Retry-After"];

/** Every header of the answer is one HTTP itself sends or one the document lists for it. */
function checkHeaders(exchange: Exchange, listed: string[], what: string): void {
	const known = new Set([...TRANSPORT_HEADERS, ...listed.map((name) => name.toLowerCase())]);
	const unlisted = [...exchange.responseHeaders.keys()].filter((name) => !known.has(name.toLowerCase()));
	if (unlisted.length) fail(exchange, `header ${unlisted.join(", ")} is not documented for ${what}`);
}

/** A request the server accepted must be a documented one: its query, its body, its headers. */
function checkAcceptedRequest(exchange: Exchange, op: Operation, query: string): void {
	const parameters: Schema[] = (op.spec.parameters ?? []).map((p: Schema) => resolve(p));
	const queryParams = parameters.filter((p) => p.in === "query");
	const given: Record<string, string[]> = {};
	// `?=x` names no parameter: the server's query parser drops such a pair, so it is not checked either.
	for (const [name, value] of new URLSearchParams(query)) if (name) (given[name] ??= []).push(value);
	const values = Object.fromEntries(Object.entries(given).map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
	check(
		exchange,
		{
			type: "object",
			additionalProperties: false,
			required: queryParams.filter((p) => p.required).map((p) => p.name),
			properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
		},
		values,
		"the server accepted a query the document does not allow",
		queryAjv,
	);
	const headers = Object.fromEntries(Object.entries(exchange.headers).map(([name, value]) => [name.toLowerCase(), value]));
	// A dry run stores nothing: the document's dry_run parameter says it needs no Idempotency-Key.
	const dryRun = values.dry_run === "true" && parameters.some((p) => p.name === "dry_run");
	for (const p of parameters.filter((p) => p.in === "header" && p.required && !(dryRun && p.name === "Idempotency-Key"))) {
		if (headers[p.name.toLowerCase()] === undefined) fail(exchange, `the server accepted a request without the required header ${p.name}`);
	}
	const bodySchema = op.spec.requestBody?.content["application/json"].schema;
	const sent = exchange.body ?? {};
	if (bodySchema) check(exchange, bodySchema, sent, "the server accepted a body the document does not allow");
	else if (Object.keys(sent as object).length) fail(exchange, "the server accepted a body, but the operation documents none");
}
