import type { IncomingMessage, ServerResponse } from "node:http";
import { context, SpanKind } from "@opentelemetry/api";
import { childSpan, continuedFrom, runningIn, traceHeaders, type Tracing } from "../../shared/platform/tracing";
import type { ObservedRequest } from "./access-log";

/**
 * The HTTP span of a request (docs/operations.md, "Traces"): it continues the client's W3C
 * `traceparent` (and `tracestate`) when it sent a valid one, else starts a trace, and the answer's
 * `traceparent` header names it, whether or not it was sampled. Named by the route's template,
 * never the raw URL; it carries the request id, the account and the status, and no header. A
 * request the sampler drops runs in the dropped trace and records nothing.
 */
export function traceRequest(tracing: Tracing, req: IncomingMessage, res: ServerResponse, handle: () => void): void {
	const traced = req as ObservedRequest;
	const method = req.method ?? "";
	const parent = continuedFrom(req.headers as Record<string, unknown>);
	const span = childSpan(tracing, `${method} request`, { kind: SpanKind.SERVER, attributes: { "http.request.method": method } }, parent);
	const active = runningIn(parent, span);
	traced.$span = span;
	for (const [name, value] of Object.entries(traceHeaders(active))) res.setHeader(name, value);
	if (span.isRecording())
		res.once("close", () => {
			const route = traced.$template ?? "unmatched";
			const accountId = traced.$ctx?.meta?.principal?.accountId;
			span.updateName(`${method} ${route}`);
			span.setAttributes({
				"http.route": route,
				"bookdrop.request_id": traced.$requestId ?? "",
				...(accountId ? { "bookdrop.account_id": accountId } : {}),
				...(res.writableFinished ? { "http.response.status_code": res.statusCode } : { "bookdrop.aborted": true }),
			});
			if (!res.writableFinished || res.statusCode >= 500) span.setStatus({ code: 2 });
			span.end();
		});
	context.with(active, handle);
}

/** The error code the answer gives, on the request's span. */
export function traceErrorCode(req: IncomingMessage, code: unknown): void {
	if (typeof code === "string") (req as ObservedRequest).$span?.setAttribute("bookdrop.error_code", code);
}
