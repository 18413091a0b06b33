import http, { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Config } from "../../shared/platform/config";
import { keepHeadLength } from "../../shared/http/head-answers";
import { ApiError } from "../../shared/actions/api-errors";
import { gunzipSync } from "node:zlib";
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
	const raw = await readAtMost(req, limits);
	return parseJsonBody(encoding === "gzip" ? gunzipped(raw, limits) : raw, limits);
}

/** A gzip body, inflated to at most the limit (a small body that inflates past it is refused as large, never inflated whole). */
function gunzipped(raw: Buffer, limits: BodyLimits): Buffer {
	try {
		return gunzipSync(raw, { maxOutputLength: limits.bytes });
	} catch (err) {
		if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge(limits);
		throw new ApiError("invalid_json", "The request body is not valid gzip.");
	}
}

/**
 * The body, unless it grows past `limit`: then reading stops (the request stays whole, unlike a
 * `for await` that destroys it, so the 413 is answered and the connection closed by `closeUnread`).
 */
function readAtMost(req: IncomingMessage, limits: BodyLimits): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		const settle = (err: Error | null) => {
			req.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose);
			req.pause();
			if (err) reject(err);
			else resolve(Buffer.concat(chunks));
		};
		const onData = (chunk: Buffer) => {
			size += chunk.length;
			if (size > limits.bytes) settle(tooLarge(limits));
			else chunks.push(chunk);
		};
		const onEnd = () => settle(null);
		const onClose = () => settle(new Error("The client closed the connection before its body ended."));
		req.on("data", onData).on("end", onEnd).on("error", settle).on("close", onClose);
	});
}

/**
 * The gateway's HTTP server. Node's defaults keep a client that trickles its headers for 60 s and its
 * body for 300 s, and look for such clients only every 30 s: the limits come from the configuration
 * and are checked every second. An answer to HEAD keeps its GET's Content-Length.
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
		(req, res) => {
			keepHeadLength(req, res);
			handler(req, res);
		},
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

/** How long a refused client has to read its answer and close before the gateway cuts the connection. */
const LINGER_MS = 2_000;

/**
 * An answer given before the request's body arrived whole (a refusal for the key, the rate limit,
 * the size) says `Connection: close` and ends the connection once it is sent, without reading the
 * rest of the body, however large or endless. Once such an answer is sent, Node.js drains the body
 * to reuse the connection: it sets the body flowing, and its parser drops the bytes and never stops
 * the socket again. So the socket is paused (and once more when the drain resumes it, a turn later),
 * and then holds what arrives in its buffers unread. Node.js would also destroy the socket as soon
 * as the answer is written, and with bytes unread that is a reset, which can reach the client before
 * it read the answer: the gateway sends its end of the connection instead, and cuts it LINGER_MS later.
 */
export function closeUnread(req: IncomingMessage, res: ServerResponse): void {
	if (req.complete || res.headersSent) return;
	res.setHeader("Connection", "close");
	// runs after Node.js's own listener, which started the drain and scheduled the socket's destruction
	res.once("finish", () => {
		const { socket } = req;
		req.pause();
		socket.pause();
		socket.once("resume", () => socket.pause());
		socket.removeListener("finish", socket.destroy);
		socket.end();
		setTimeout(() => socket.destroy(), LINGER_MS).unref();
	});
}
