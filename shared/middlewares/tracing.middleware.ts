import { context, SpanKind, trace } from "@opentelemetry/api";
import type { ActionHandler, ActionSchema, Context, Middleware, Service } from "moleculer";
import type { RequestMeta } from "../actions/action-context";
import { calledAction } from "../platform/moleculer-internals";
import {
	childSpan,
	continuedFrom,
	droppedCall,
	failed,
	inDroppedTrace,
	inSpan,
	runningIn,
	traceHeaders,
	unsampledTrace,
	type Tracing,
} from "../platform/tracing";

type CallOptions = { meta?: Record<string, unknown> } & Record<string, unknown>;
/** An action's name, or the endpoint moleculer-web picked for it. */
type Call = (target: unknown, params?: unknown, opts?: CallOptions) => Promise<unknown> & { ctx?: unknown };

/**
 * A span per broker call on both sides (docs/operations.md, "Traces"): the caller's (`call
 * catalog.create`, kind client) and the handler's (`catalog.create`, kind server), its child. The
 * caller's span travels in the call's meta as W3C `traceparent` and `tracestate`, so NATS carries
 * it with the call; the handler continues it. A call in a trace the sampler dropped makes no span
 * and passes the dropped trace on. Only in a process whose tracing is on.
 */
export function TraceCalls(tracing: Tracing): Middleware {
	return {
		name: "TraceCalls",
		// Moleculer's types give a `call` hook the wrong shape: it wraps broker.call and answers the wrapper.
		call: ((next: Call): Call => {
			return (target, params, opts = {}) => {
				const parent = context.active();
				if (!trace.getSpan(parent) && unsampledTrace(parent)) return next(target, params, { ...opts, meta: { ...opts.meta, ...traceHeaders(parent) } });
				const name = calledAction(target);
				const span = childSpan(tracing, `call ${name}`, { kind: SpanKind.CLIENT, attributes: { "rpc.system": "moleculer", "rpc.method": name } }, parent);
				const active = runningIn(parent, span);
				const called = context.with(active, () => next(target, params, { ...opts, meta: { ...opts.meta, ...traceHeaders(active) } }));
				// the caller gets Moleculer's own promise: its `ctx` carries the answer's meta back
				called.then(
					() => span.end(),
					(err: unknown) => {
						failed(span, err);
						span.end();
					},
				);
				return called;
			};
		}) as unknown as Middleware["call"],
		localAction(handler: ActionHandler, action: ActionSchema) {
			// Moleculer's own switch: an action that says `tracing: false` gets no span (the gateway's
			// `rest`, whose request the HTTP span covers whole).
			if (action.tracing === false) return handler;
			return function traced(this: Service, ctx: Context<unknown, RequestMeta>) {
				const dropped = droppedCall(tracing, ctx.meta as Record<string, unknown>);
				if (dropped) return inDroppedTrace(dropped, () => handler.call(this, ctx));
				const attributes = {
					"rpc.system": "moleculer",
					"rpc.method": action.name ?? "",
					"bookdrop.request_id": ctx.requestID ?? "",
					...(ctx.meta.principal ? { "bookdrop.account_id": ctx.meta.principal.accountId } : {}),
				};
				const parent = continuedFrom(ctx.meta as Record<string, unknown>);
				return inSpan(tracing, action.name ?? "action", { kind: SpanKind.SERVER, attributes, parent }, () => Promise.resolve(handler.call(this, ctx)));
			} as ActionHandler;
		},
	};
}
