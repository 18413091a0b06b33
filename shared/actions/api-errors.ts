import { Errors } from "moleculer";

/** Error types of the error body (docs/design.md, "HTTP rules"). */
export type ErrorType =
	"invalid_request_error" | "authentication_error" | "permission_error" | "rate_limit_error" | "idempotency_error" | "conflict_error" | "api_error";

/**
 * Every error code the API can return (docs/design.md, "Error codes") with its status, type and when it
 * is answered: the OpenAPI document's error answers say it, and docs/api.md's table repeats it (test/unit/openapi-document.test.ts).
 */
export const ERROR_CODES = {
	parameter_missing: [400, "invalid_request_error", "A required field is absent."],
	parameter_unknown: [
		400,
		"invalid_request_error",
		"A field or query parameter the endpoint does not know (including `occurred_on[eq]`, `__proto__` and `constructor`), or one sent in the wrong place.",
	],
	parameter_invalid: [
		400,
		"invalid_request_error",
		'A string (body, query or path) holding NUL (U+0000) or an unpaired UTF-16 surrogate, or starting with U+FEFF (a byte order mark, which would not be read back); malformed percent-encoding in the path or query; a `__proto__` key in an object; a value of the wrong type, length, format or range; a required field set to `null` or `""`; a bad `expand[]`; both `starting_after` and `ending_before`; a category of the wrong kind; a category loop; more than 50 metadata keys or 500 line items; a body array of more than 1,000 items, object of more than 1,000 keys, or more than 7,000 values in all.',
	],
	parameter_invalid_amount: [
		400,
		"invalid_request_error",
		'A money field that is not an integer from 0 to 10^15 (`19.99`, `"1999"`, `true`, `-1`), or not written as a plain integer (`1.0`, `1e3`, `-0`): amounts are never rounded.',
	],
	invalid_json: [
		400,
		"invalid_request_error",
		"The body is not JSON, not a JSON object, not UTF-8, nested deeper than 32 levels, or repeats a key within one object.",
	],
	idempotency_key_missing: [400, "invalid_request_error", "A create without `Idempotency-Key`."],
	version_invalid: [400, "invalid_request_error", "`Service-Version` is not `2026-08-18`."],
	resource_missing: [
		404,
		"invalid_request_error",
		"The object in the path does not exist, was deleted, or belongs to another integration (404); a reference in the body (`param` = the field) or a pagination cursor names an object that does not exist or that the key cannot see (400).",
	],
	tax_amount_exceeds_amount: [400, "invalid_request_error", "`tax_amount` above `amount` (line items: above `unit_amount` × `quantity`)."],
	currency_mismatch: [400, "invalid_request_error", "A refund's currency differs from its revenue's; a revenue's currency changed while it has refunds."],
	refund_exceeds_remaining: [400, "invalid_request_error", "Refunds would exceed their revenue, or a revenue's amount would drop below what is refunded."],
	expires_at_passed: [400, "invalid_request_error", 'A create whose `expires_at` is not after the moment of the create (lifecycle.md, "Expiry").'],
	webhook_url_invalid: [400, "invalid_request_error", "A webhook endpoint's URL is refused (webhooks.md)."],
	limit_reached: [
		400,
		"invalid_request_error",
		'A create past an account\'s limit: a 33rd integration, a 17th webhook endpoint of one integration (or of the desktop key), a 513th of an account (design.md, "Limits").',
	],
	api_key_missing: [401, "authentication_error", "No `Authorization` header."],
	api_key_invalid: [401, "authentication_error", "Not `Bearer <key>`, or the key is unknown, revoked or expired; a wrong admin token."],
	insufficient_scope: [403, "permission_error", "The key lacks the scope the endpoint needs; the message names it."],
	cross_origin_refused: [403, "permission_error", "A `/v1` request with an `Origin` header."],
	test_mode_only: [
		403,
		"permission_error",
		"`POST /v1/sandbox/run`, `/v1/sandbox/clock` or `/v1/sandbox/scenarios/<name>` with a live account's key: only test accounts have a simulated importer, a clock and scenarios of their own.",
	],
	owner_only: [
		403,
		"permission_error",
		"The desktop key changing, testing, resending, rotating or deleting an integration's webhook endpoint: it may read, disable and see the deliveries of one, nothing more (webhooks.md).",
	],
	integration_only: [403, "permission_error", "`POST /v1/account` with the desktop key: the pending alert is an integration's own setting (lifecycle.md)."],
	route_missing: [404, "invalid_request_error", "No such path."],
	method_not_allowed: [405, "invalid_request_error", "`OPTIONS`, or a method the path does not serve; see `Allow`."],
	object_not_pending: [
		409,
		"conflict_error",
		"Update, delete, reject or line-item create on an object that is imported, rejected, expired (or past its `expires_at`) or claimed by an open import batch.",
	],
	object_not_claimable: [409, "conflict_error", "An import batch's create names objects that cannot be claimed (listed in `error.objects`; lifecycle.md)."],
	resource_in_use: [409, "conflict_error", "Delete of an object another object references; an API key revoking itself."],
	batch_not_revertible: [
		409,
		"conflict_error",
		"A revert refused: an object of another batch depends on this batch's objects (`error.dependent`, `error.batch`).",
	],
	books_conflict: [
		409,
		"conflict_error",
		"A create or update the merchant's books would decline, on an account whose books snapshot says `checks: refuse`; nothing was stored (each finding in `error.findings`; books.md).",
	],
	batch_not_open: [409, "conflict_error", "A complete of an import batch that is not open."],
	endpoint_not_enabled: [409, "conflict_error", "`recover` on a disabled webhook endpoint: enable it first (webhooks.md)."],
	idempotency_key_reused: [409, "idempotency_error", "The `Idempotency-Key` was used with a different request."],
	idempotency_key_in_use: [409, "idempotency_error", "A request with the same `Idempotency-Key` is still running."],
	request_too_large: [413, "invalid_request_error", "Body over 1 MiB."],
	unsupported_media_type: [415, "invalid_request_error", "A body without `Content-Type: application/json`."],
	rate_limited: [429, "rate_limit_error", "Over the rate limit; see `Retry-After`."],
	too_many_streams: [429, "rate_limit_error", "A third open event stream of one key: close one first."],
	internal_error: [500, "api_error", "Our failure; the message says nothing more."],
	service_unavailable: [503, "api_error", "A service, the database, Redis or the message bus is briefly unavailable: retry after `Retry-After` seconds."],
} as const satisfies Record<string, readonly [number, ErrorType, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Extra fields of the error body besides type, code, message and request_id. */
export interface ErrorDetails {
	param?: string;
	status?: number;
	[extra: string]: unknown;
}

/**
 * The one error class services throw. It is a MoleculerClientError so that it crosses the
 * transporter with its code, status and details intact; the gateway renders it.
 */
export class ApiError extends Errors.MoleculerClientError {
	constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
		const { status, ...rest } = details;
		super(message, status ?? ERROR_CODES[code][0], code, rest);
		this.name = "ApiError";
	}
}

export const notFound = (what: string, id: string, param = "id") => new ApiError("resource_missing", `No such ${what}: '${id}'`, { param });

export const isApiErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
