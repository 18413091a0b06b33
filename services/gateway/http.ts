import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, ErrorCode, ERROR_CODES, isApiErrorCode } from "../../shared/errors";

export const API_VERSION = "2026-08-18";
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body: 415 unless `Content-Type: application/json`, 413 past 1 MiB,
 * 400 `invalid_json` unless it parses to an object. No body at all reads as `{}`.
 */
export async function readJsonBody(req: IncomingMessage): Promise<{ body: Record<string, unknown>; raw: string }> {
	const length = Number(req.headers["content-length"] ?? 0);
	const chunked = req.headers["transfer-encoding"] !== undefined;
	if (!chunked && !(length > 0)) return { body: {}, raw: "" };
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
	const raw = Buffer.concat(chunks).toString("utf8");
	let body: unknown;
	try {
		body = JSON.parse(raw);
	} catch {
		throw new ApiError("invalid_json", "The request body is not valid JSON.");
	}
	if (typeof body !== "object" || body === null || Array.isArray(body)) {
		throw new ApiError("invalid_json", "The request body must be a JSON object.");
	}
	return { body: body as Record<string, unknown>, raw };
}

const tooLarge = () => new ApiError("request_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);

/** JSON with object keys sorted, so that the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
	if (value && typeof value === "object") {
		const entries = Object.keys(value as object)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
		return `{${entries.join(",")}}`;
	}
	return JSON.stringify(value);
}

interface RenderedError {
	status: number;
	body: { error: Record<string, unknown> };
}

/** Errors Moleculer raises when the service behind a route is down or too slow. */
const UNAVAILABLE = new Set(["ServiceNotFoundError", "ServiceNotAvailableError", "ServiceUnavailableError", "RequestTimeoutError"]);

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
	} else if (UNAVAILABLE.has(err?.name)) {
		status = 503;
		message = "The service is temporarily unavailable. Retry shortly.";
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
