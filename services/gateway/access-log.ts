import type { IncomingMessage, ServerResponse } from "node:http";
import type { Span } from "@opentelemetry/api";
import type { Logger } from "moleculer";
import { countReplay, Metrics, observeHttpRequest } from "../../shared/platform/metrics";
import type { Principal } from "../../shared/actions/principal";

/** What the gateway learnt about a request while serving it. */
export type ObservedRequest = IncomingMessage & {
	$requestId?: string;
	/** The matched alias's path template (`/v1/customers/:id`); unset when no route matched. */
	$template?: string;
	$ctx?: { meta?: { principal?: Principal } };
	/** The request's HTTP span, with tracing on (services/gateway/request-trace.ts). */
	$span?: Span;
};

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
export function observeRequest(req: ObservedRequest, res: ServerResponse, logger: Logger, metrics: Metrics): void {
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
	});
}
