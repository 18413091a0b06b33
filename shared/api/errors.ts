import { Errors } from "moleculer";

/** Error types of the error body (docs/design.md, "HTTP rules"). */
export type ErrorType =
	| "invalid_request_error"
	| "authentication_error"
	| "permission_error"
	| "rate_limit_error"
	| "idempotency_error"
	| "conflict_error"
	| "api_error";

/** Every error code the API can return (docs/design.md, "Error codes") with its status and type. */
export const ERROR_CODES = {
	parameter_missing: [400, "invalid_request_error"],
	parameter_unknown: [400, "invalid_request_error"],
	parameter_invalid: [400, "invalid_request_error"],
	parameter_invalid_amount: [400, "invalid_request_error"],
	invalid_json: [400, "invalid_request_error"],
	idempotency_key_missing: [400, "invalid_request_error"],
	version_invalid: [400, "invalid_request_error"],
	resource_missing: [404, "invalid_request_error"],
	tax_amount_exceeds_amount: [400, "invalid_request_error"],
	currency_mismatch: [400, "invalid_request_error"],
	refund_exceeds_remaining: [400, "invalid_request_error"],
	webhook_url_invalid: [400, "invalid_request_error"],
	api_key_missing: [401, "authentication_error"],
	api_key_invalid: [401, "authentication_error"],
	insufficient_scope: [403, "permission_error"],
	cross_origin_refused: [403, "permission_error"],
	owner_only: [403, "permission_error"],
	test_mode_only: [403, "permission_error"],
	route_missing: [404, "invalid_request_error"],
	method_not_allowed: [405, "invalid_request_error"],
	object_not_pending: [409, "conflict_error"],
	object_not_claimable: [409, "conflict_error"],
	resource_in_use: [409, "conflict_error"],
	batch_not_revertible: [409, "conflict_error"],
	batch_not_open: [409, "conflict_error"],
	endpoint_not_enabled: [409, "conflict_error"],
	idempotency_key_reused: [409, "idempotency_error"],
	idempotency_key_in_use: [409, "idempotency_error"],
	request_too_large: [413, "invalid_request_error"],
	unsupported_media_type: [415, "invalid_request_error"],
	rate_limited: [429, "rate_limit_error"],
	too_many_streams: [429, "rate_limit_error"],
	internal_error: [500, "api_error"],
	service_unavailable: [503, "api_error"],
} as const satisfies Record<string, readonly [number, ErrorType]>;

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

export const notFound = (what: string, id: string, param = "id") =>
	new ApiError("resource_missing", `No such ${what}: '${id}'`, { param });

export const isApiErrorCode = (value: unknown): value is ErrorCode =>
	typeof value === "string" && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
