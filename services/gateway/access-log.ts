import type { IncomingMessage, ServerResponse } from "node:http";
import type { Span } from "@opentelemetry/api";
import type { Logger } from "moleculer";
import { countReplay, Metrics, observeHttpRequest } from "../../shared/platform/metrics";
import type { Principal } from "../../shared/actions/principal";
import type { Clock } from "../../shared/platform/clock";
import { boundedError, IDEMPOTENCY_KEY_MAX, loggedPath, RequestLogEntry } from "../../shared/http/request-log-entries";
import { sentBySession } from "./authentication";
import type { RequestLogBuffer } from "./request-log-buffer";

/** What the gateway learnt about a request while serving it. */
export type ObservedRequest = IncomingMessage & {
	$requestId?: string;
	/** The matched alias's path template (`/v1/customers/:id`); unset when no route matched. */
	$template?: string;
	$ctx?: { meta?: { principal?: Principal } };
	/** The request's HTTP span, with tracing on (services/gateway/request-trace.ts). */
	$span?: Span;
	/** The `error` object of an error answer, as sent (GatewayService's renderError). */
	$error?: Record<string, unknown>;
	/** The URL as the client sent it: moleculer-web strips the route's prefix from `url`. */
	originalUrl?: string;
};

/** Where the request log's entries go, and the clock that dates them. */
export interface RequestLog {
	buffer: RequestLogBuffer;
	clock: Clock;
}

/**
 * Probes and scrapes come every few seconds from every orchestrator and scraper: their answers log
 * at debug unless they fail, so they do not bury the API's lines.
 */
const FREQUENT = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The one access line of a request, and its HTTP metrics, when its response ends (or its client
 * goes away first: status `null` in the line, `aborted` in the metrics). It names the route's
 * template, never the raw URL, and no header: secrets never reach the log this way.
 */
export function observeRequest(req: ObservedRequest, res: ServerResponse, logger: Logger, metrics: Metrics, requestLog?: RequestLog): void {
	const started = process.hrtime.bigint();
	res.once("close", () => {
		const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
		const route = req.$template ?? null;
		const status = res.writableFinished ? res.statusCode : null;
		const method = req.method ?? "";
		observeHttpRequest(metrics, method, route ?? "unmatched", status === null ? "aborted" : String(status), durationMs / 1000);
		if (res.getHeader("Idempotent-Replayed") === "true") countReplay(metrics, route ?? "unmatched");
		const principal = req.$ctx?.meta?.principal;
		// the line is written as the response closes, outside the request's span: it names the span itself
		const traced = req.$span?.spanContext();
		const line = {
			...(traced ? { trace_id: traced.traceId, span_id: traced.spanId } : {}),
			request_id: req.$requestId ?? null,
			method,
			route,
			status,
			duration_ms: Math.round(durationMs * 10) / 10,
			account_id: principal?.accountId ?? null,
			key_id: principal?.keyId ?? null,
			integration_id: principal?.integrationId ?? null,
		};
		if (route !== null && FREQUENT.has(route) && status !== null && status < 400) logger.debug(line, "request");
		else logger.info(line, "request");
		if (requestLog && principal && status !== null) {
			const entry = requestLogEntry(req, principal, status, line.duration_ms, requestLog.clock.now());
			if (entry) requestLog.buffer.add(entry);
		}
	});
}

/**
 * The request log's entry of an answered request a key made to the API (docs/requests.md): not
 * the portal's own calls with its session, whose pages are not the key's integration at work. No
 * header but the Idempotency-Key is kept, and no query string.
 */
function requestLogEntry(req: ObservedRequest, principal: Principal, status: number, durationMs: number, nowMs: number): RequestLogEntry | null {
	const path = loggedPath(req.originalUrl ?? req.url ?? "");
	if (!req.$requestId || !path.startsWith("/v1/") || sentBySession(req)) return null;
	const idempotencyKey = req.headers["idempotency-key"];
	return {
		id: req.$requestId,
		accountId: principal.accountId,
		integrationId: principal.integrationId,
		keyId: principal.keyId,
		created: Math.floor((nowMs - durationMs) / 1000),
		method: req.method ?? "",
		path,
		status,
		error: status >= 400 && req.$error ? boundedError(req.$error) : null,
		idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey.slice(0, IDEMPOTENCY_KEY_MAX) : null,
		durationMs,
	};
}
