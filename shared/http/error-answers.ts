import type { ServerResponse } from "node:http";
import type { Logger } from "moleculer";
import { ApiError, ErrorCode, ERROR_CODES, isApiErrorCode } from "../actions/api-errors";

// The one way an HTTP answer of bookdrop says something failed, on the gateway and on the ops
// routes of every node (shared/http/ops-routes.ts): `sendError`.

interface RenderedError {
	status: number;
	body: { error: Record<string, unknown> };
}

/** Error codes of a lost or refused connection: from Node's sockets, and PostgreSQL's shutdown and connection classes. */
const CONNECTION_CODES = new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ETIMEDOUT",
	"EPIPE",
	"EHOSTUNREACH",
	"ENETUNREACH",
	"ENOTFOUND",
	"EAI_AGAIN",
	"57P01",
	"57P02",
	"57P03",
	"53300",
	"08000",
	"08001",
	"08003",
	"08004",
	"08006",
]);
/** The same for errors without a code: pg's dropped connection and pool timeout, ioredis's closed or unconnected one. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable)/;

/**
 * Failures that a retry may cure, answered 503 `service_unavailable`: Moleculer's errors for a node
 * that died, lost the transporter, is too slow or serves no such action (all `retryable`, whatever
 * their `code`), and lost connections to PostgreSQL or Redis (their `code` and message survive the
 * transporter). Nothing of the request was done, or it committed whole: a retry with the same
 * Idempotency-Key is safe (docs/api.md "Retrying").
 */
export function isUnavailable(err: any): boolean {
	return (
		err?.retryable === true ||
		err?.code === 503 ||
		err?.name === "MaxRetriesPerRequestError" ||
		CONNECTION_CODES.has(err?.code) ||
		CONNECTION_MESSAGES.test(String(err?.message))
	);
}

/** A 503's Retry-After: a replica, NATS, Redis or PostgreSQL back within seconds is the usual case. */
export const RETRY_UNAVAILABLE_AFTER_S = 1;

/**
 * The one error body of the API: `{ error: { type, code, message, param?, …, request_id } }`.
 * Anything that is not one of our errors becomes `internal_error` and says nothing of its cause.
 */
export function renderError(err: any, requestId: string): RenderedError {
	let code: ErrorCode = "internal_error";
	let status = 500;
	let message = "Something went wrong on our side. Retry later; if it persists, contact support with the request id.";
	let details: Record<string, unknown> = {};
	if (err?.name === "ApiError" && isApiErrorCode(err.type)) {
		code = err.type;
		status = typeof err.code === "number" ? err.code : ERROR_CODES[code][0];
		message = err.message;
		details = typeof err.data === "object" && err.data !== null ? err.data : {};
	} else if (err?.code === "MAX_PAYLOAD_EXCEEDED") {
		// NATS refused the message: its max_payload is below what the API accepts (docs/operations.md, "The two modes")
		code = "request_too_large";
		status = 413;
		message = "The request is too large for this deployment's message bus.";
	} else if (err?.type === "UNABLE_DECODE_PARAM") {
		// moleculer-web could not percent-decode a path segment
		code = "parameter_invalid";
		status = 400;
		message = "The URL path holds malformed percent-encoding (UTF-8 escapes such as %C3%A9 are expected).";
	} else if (isUnavailable(err)) {
		code = "service_unavailable";
		status = 503;
		message = "A service this request needs is unavailable for a moment. Retry with the same Idempotency-Key.";
	} else if (err?.name === "ValidationError" && Array.isArray(err.data)) {
		code = "parameter_invalid";
		status = 400;
		message = String(err.data[0]?.message ?? "Invalid parameters.");
		details = { param: err.data[0]?.field };
	}
	return {
		status,
		body: { error: { type: ERROR_CODES[code][1], code, message, ...details, request_id: requestId } },
	};
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
	if (res.headersSent) return;
	for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
	res.setHeader("Content-Type", "application/json; charset=utf-8");
	res.statusCode = status;
	res.end(JSON.stringify(body));
}

/**
 * Answers `err` as rendered above, and answers its `error` object (for the request log); a 5xx is
 * logged first with its stack, which the client never sees.
 */
export function sendError(res: ServerResponse, err: unknown, requestId: string, logger: Logger): Record<string, unknown> {
	const { status, body } = renderError(err, requestId);
	if (status >= 500) logger.error({ request_id: requestId }, "request failed:", err);
	sendJson(res, status, body, status === 503 ? { "Retry-After": String(RETRY_UNAVAILABLE_AFTER_S) } : {});
	return body.error;
}

/** 404 `route_missing`: nothing is served at `path`; `hint` says why, when it is not plain. */
export function routeMissing(method: string | undefined, path: string, hint?: string): ApiError {
	return new ApiError("route_missing", `Unrecognized request URL (${method} ${path})${hint ? `: ${hint}` : ""}.`);
}

/** 405 `method_not_allowed`, with the methods the path does serve in `Allow`. */
export function methodNotAllowed(res: ServerResponse, method: string | undefined, allowed: string[]): ApiError {
	res.setHeader("Allow", allowed.join(", "));
	return new ApiError("method_not_allowed", `${method} is not allowed here. Allowed: ${allowed.join(", ")}.`);
}
