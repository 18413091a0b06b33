import http, { IncomingMessage, RequestListener } from "node:http";
import type { Config } from "../../shared/platform/config";
import { ApiError } from "../../shared/actions/api-errors";
import { checkQueryString, parseJsonBody, ParsedBody } from "./input-checks";

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
	const type = String(req.headers["content-type"] ?? "")
		.split(";")[0]
		.trim()
		.toLowerCase();
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
export function createHttpServer(
	{
		httpHeadersTimeoutMs,
		httpRequestTimeoutMs,
		httpKeepAliveTimeoutMs,
	}: Pick<Config, "httpHeadersTimeoutMs" | "httpRequestTimeoutMs" | "httpKeepAliveTimeoutMs">,
	handler: RequestListener,
): http.Server {
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

/** The checked query string and the parsed body of a request (see input-checks.ts). */
export async function readRequestInput(req: IncomingMessage & { originalUrl?: string }): Promise<ParsedBody> {
	checkQueryString(req.originalUrl ?? req.url ?? "");
	return readJsonBody(req);
}

const tooLarge = () => new ApiError("request_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
