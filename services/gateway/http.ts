import http, { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { config } from "../../shared/config";
import { ApiError, ErrorCode, ERROR_CODES, isApiErrorCode } from "../../shared/errors";
import { checkQueryString, parseJsonBody, ParsedBody } from "./input";

export const API_VERSION = "2026-08-18";
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body: 415 unless `Content-Type: application/json`, 413 past 1 MiB,
 * 400 `invalid_json` unless it is a JSON object (see parseJsonBody). No body at all reads as `{}`.
 */
export async function readJsonBody(req: IncomingMessage): Promise<ParsedBody> {
	const length = Number(req.headers["content-length"] ?? 0);
	const chunked = req.headers["transfer-encoding"] !== undefined;
	if (!chunked && !(length > 0)) return { body: {}, numbers: [] };
	const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
	if (type !== "application/json") {
		throw new ApiError("unsupported_media_type", "Send request bodies as JSON with 'Content-Type: application/json'.");
	}
	if (length > MAX_BODY_BYTES) throw tooLarge();
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req) {
		size += chunk.length;
		if (size > MAX_BODY_BYTES) throw tooLarge();
		chunks.push(chunk);
	}
	return parseJsonBody(Buffer.concat(chunks));
}

/**
 * The gateway's HTTP server. Node's defaults keep a client that trickles its headers for 60 s and its
 * body for 300 s, and look for such clients only every 30 s: the limits come from the configuration
 * and are checked every second.
 */
export function createHttpServer(handler: RequestListener): http.Server {
	const { httpHeadersTimeoutMs, httpRequestTimeoutMs, httpKeepAliveTimeoutMs } = config();
	const server = http.createServer(
		{
			headersTimeout: httpHeadersTimeoutMs,
			requestTimeout: httpRequestTimeoutMs,
			connectionsCheckingInterval: Math.min(1000, httpHeadersTimeoutMs),
		},
		handler,
	);
	server.keepAliveTimeout = httpKeepAliveTimeoutMs;
	return server;
}

/** The checked query string and the parsed body of a request (see input.ts). */
export async function readRequestInput(req: IncomingMessage & { originalUrl?: string }): Promise<ParsedBody> {
	checkQueryString(req.originalUrl ?? req.url ?? "");
	return readJsonBody(req);
}

const tooLarge = () => new ApiError("request_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);

interface RenderedError {
	status: number;
	body: { error: Record<string, unknown> };
}

/** Error codes of a lost or refused connection: from Node's sockets, and PostgreSQL's shutdown and connection classes. */
const CONNECTION_CODES = new Set([
	"ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN",
	"57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006",
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
		// NATS refused the message: its max_payload is below what the API accepts (README "Distributed mode")
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
