import http, { IncomingMessage, RequestListener } from "node:http";
import type { Config } from "../../shared/platform/config";
import { ApiError } from "../../shared/actions/api-errors";
import { createGunzip } from "node:zlib";
import type { BodyLimits } from "../../shared/actions/action-context";
import { checkQueryString, DEFAULT_BODY_LIMITS, parseJsonBody, ParsedBody } from "./input-checks";

export const API_VERSION = "2026-08-18";
/**
 * Reads a JSON object body: 415 unless `Content-Type: application/json` (and `Content-Encoding`
 * gzip or none), 413 past the limit (counted after gzip), 400 `invalid_json` unless it is a JSON
 * object (see parseJsonBody). No body at all reads as `{}`.
 */
export async function readJsonBody(req: IncomingMessage, limits: BodyLimits = DEFAULT_BODY_LIMITS): Promise<ParsedBody> {
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
	const encoding = String(req.headers["content-encoding"] ?? "identity")
		.trim()
		.toLowerCase();
	if (encoding !== "identity" && encoding !== "gzip") {
		throw new ApiError("unsupported_media_type", "Send request bodies uncompressed or with 'Content-Encoding: gzip'.");
	}
	if (length > limits.bytes) throw tooLarge(limits);
	const chunks: Buffer[] = [];
	let size = 0;
	const source = encoding === "gzip" ? req.pipe(createGunzip()) : req;
	try {
		for await (const chunk of source) {
			size += chunk.length;
			if (size > limits.bytes) throw tooLarge(limits);
			chunks.push(chunk);
		}
	} catch (err) {
		if (err instanceof ApiError) throw err;
		if (encoding === "gzip") throw new ApiError("invalid_json", "The request body is not valid gzip.");
		throw err;
	}
	return parseJsonBody(Buffer.concat(chunks), limits);
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
export async function readRequestInput(req: IncomingMessage & { originalUrl?: string }, limits?: BodyLimits): Promise<ParsedBody> {
	checkQueryString(req.originalUrl ?? req.url ?? "");
	return readJsonBody(req, limits);
}

const tooLarge = (limits: BodyLimits) => new ApiError("request_too_large", `Request bodies are limited to ${limits.bytes} bytes.`);
