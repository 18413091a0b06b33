/** An error answer of the API: switch on `code`, or on the class, which follows `type`. */
export class BookdropError extends Error {
	constructor(
		readonly status: number,
		readonly type: string,
		readonly code: string,
		message: string,
		readonly param: string | undefined,
		readonly requestId: string | undefined,
		/** The whole `error` object, with fields some codes add (`objects`, `refundable_amount`…). */
		readonly raw: Record<string, unknown>,
		/** The answer's headers, names in lowercase (`retry-after`, `x-ratelimit-remaining`…). */
		readonly headers: Record<string, string> = {},
	) {
		super(message);
		this.name = new.target.name;
	}
}

/** `invalid_request_error`: a parameter, the body, the path or a referenced object is wrong (400, 404, 405, 413, 415). */
export class InvalidRequestError extends BookdropError {}
/** `authentication_error`: no key, or one that is unknown, revoked or expired (401). */
export class AuthenticationError extends BookdropError {}
/** `permission_error`: the key may not do this (403). */
export class PermissionError extends BookdropError {}
/** `conflict_error`: the object's state forbids it (409). */
export class ConflictError extends BookdropError {}
/** `idempotency_error`: the `Idempotency-Key` was used with another request, or its first request still runs (409). */
export class IdempotencyError extends BookdropError {}
/** `rate_limit_error`: over the key's rate limit, or too many event streams (429). */
export class RateLimitError extends BookdropError {}
/** `api_error`, or a type this client does not know: bookdrop's own failure (500, 503). */
export class APIError extends BookdropError {}

/** The class of each `error.type` the API answers (docs/api.md, "Errors"). */
const CLASSES: Record<string, typeof BookdropError> = {
	invalid_request_error: InvalidRequestError,
	authentication_error: AuthenticationError,
	permission_error: PermissionError,
	conflict_error: ConflictError,
	idempotency_error: IdempotencyError,
	rate_limit_error: RateLimitError,
	api_error: APIError,
};

/** The error of an answer's `error` object, of the class its `type` names. */
export function errorOfType(
	status: number,
	error: { type?: string; code?: string; message?: string; param?: string; request_id?: string } & Record<string, unknown>,
	requestId: string | undefined,
	headers: Record<string, string>,
): BookdropError {
	const Class = (error.type !== undefined && Object.hasOwn(CLASSES, error.type) ? CLASSES[error.type] : undefined) ?? APIError;
	return new Class(
		status,
		error.type as string,
		error.code as string,
		error.message ?? `HTTP ${status}`,
		error.param,
		error.request_id ?? requestId,
		error,
		headers,
	);
}

/**
 * bookdrop could not be reached, did not answer within `timeout`, the call's `signal` aborted it, or
 * what answered was not bookdrop (after every retry the call allowed).
 */
export class BookdropConnectionError extends Error {
	constructor(
		message: string,
		override readonly cause?: unknown,
	) {
		super(message);
		this.name = "BookdropConnectionError";
	}
}

/** `client.webhooks.constructEvent` found no valid, fresh signature: the request is not bookdrop's. */
export class BookdropSignatureVerificationError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "BookdropSignatureVerificationError";
	}
}
