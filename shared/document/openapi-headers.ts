import type { JsonSchema } from "../actions/json-schema";

// The headers and parameters the operations of the OpenAPI document name by reference
// (components.headers, components.parameters): openapi-document.ts builds the operations.

const header = (description: string, schema: JsonSchema = { type: "string" }) => ({ description, schema });
export const HEADERS = (version: string) => ({
	"Request-Id": header("This request's id (`req_…`); error bodies repeat it. Quote it when asking for support."),
	"X-Request-ID": header("The same id as `Request-Id`, under the name tracing tools look for; the client's own `X-Request-ID` is never echoed."),
	"Service-Version": header("The API version that answered.", { type: "string", const: version }),
	traceparent: header(
		'With tracing on (docs/operations.md, "Traces"): the W3C trace context of this request, the client\'s `traceparent` continued when it sent a valid one.',
	),
	tracestate: header("With tracing on: the client's W3C `tracestate`, returned with the trace it belongs to."),
	"X-RateLimit-Limit": header("Requests per minute this key may make.", { type: "integer" }),
	"X-RateLimit-Remaining": header("Requests left in the current minute.", { type: "integer" }),
	"X-RateLimit-Reset": header("When the budget is full again, in unix seconds.", { type: "integer" }),
	"Retry-After": header("Seconds to wait before retrying.", { type: "integer" }),
	Location: header("Where the new object (or the collection it joined) is read."),
	"Idempotent-Replayed": header("`true` when this is the stored answer of an earlier request with the same Idempotency-Key.", { const: "true" }),
	Allow: {
		...header(
			"On every 405: the methods the path serves, comma-separated (`GET, HEAD, POST, DELETE`), exactly the operations this document lists at it and `HEAD` wherever `GET` is.",
			{
				type: "string",
				pattern: "^[A-Z]+(, [A-Z]+)*$",
			},
		),
		required: true,
	},
});
/** The parameters every operation may name: the Idempotency-Key (required or optional) and the version pin. */
export const PARAMETERS = (version: string) => ({
	"Idempotency-Key": {
		name: "Idempotency-Key",
		in: "header",
		required: true,
		description:
			"One per object you create; a retry with the same key and request answers the first response (24 hours). A dry run (`dry_run=true`) needs none.",
		schema: { type: "string", minLength: 1, maxLength: 255 },
	},
	"Idempotency-Key-Optional": {
		name: "Idempotency-Key",
		in: "header",
		required: false,
		description: "Optional: a retry with the same key and request answers the first response (24 hours), from any gateway. Store it before you send.",
		schema: { type: "string", minLength: 1, maxLength: 255 },
	},
	dry_run: {
		name: "dry_run",
		in: "query",
		required: false,
		description:
			"`true`: check the request as a create would (against the merchant's books too, whatever their `checks` say) and store nothing; " +
			"answers 200, sends no event and needs no Idempotency-Key (docs/books.md).",
		schema: { type: "string", enum: ["true", "false"] },
	},
	"Service-Version": {
		name: "Service-Version",
		in: "header",
		required: false,
		description: "Pins the API version.",
		schema: { type: "string", enum: [version] },
	},
});

export const headerRef = (name: keyof ReturnType<typeof HEADERS>) => ({ $ref: `#/components/headers/${name}` });
