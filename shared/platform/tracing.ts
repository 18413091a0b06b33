import {
	context,
	createContextKey,
	propagation,
	ROOT_CONTEXT,
	SpanKind,
	trace,
	TraceFlags,
	type Attributes,
	type Context,
	type Link,
	type Span,
	type SpanContext,
	type SpanOptions,
	type Tracer,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
	AlwaysOffSampler,
	AlwaysOnSampler,
	BatchSpanProcessor,
	ParentBasedSampler,
	RandomIdGenerator,
	SamplingDecision,
	TraceIdRatioBasedSampler,
	TracerProvider,
	type IdGenerator,
	type Sampler,
} from "@opentelemetry/sdk-trace";

// OpenTelemetry traces (docs/operations.md, "Traces"), on only when an OTLP endpoint is set: without
// one no SDK starts, the API stays its no-op, and `active()` is null for every caller to skip its work.

export type Env = Record<string, string | undefined>;

/** The tracing of this process, while it runs. */
export interface Tracing {
	tracer: Tracer;
	/**
	 * The sampler follows the parent (the `parentbased_*` ones, the default): a span whose parent was
	 * dropped is dropped too, so it need not be asked (see childSpan).
	 */
	followsParent: boolean;
	/** The sampler OTEL_TRACES_SAMPLER names, asked before a root span starts (see rootSpan). */
	sampler: Sampler;
	/** The ids of new traces and spans, the SDK's too. */
	ids: TraceIds;
	/** Sends the spans still queued; the process stops after it. */
	shutdown(): Promise<void>;
}

/**
 * The SDK's random ids, with one exception: the trace id a root's sampling decision was made for
 * is the id of the span the SDK then starts (see rootSpan). Set and taken within one synchronous
 * `startSpan`, so no other span can take it.
 */
export class TraceIds implements IdGenerator {
	private readonly random = new RandomIdGenerator();
	private next: string | undefined;

	generateTraceId(): string {
		const id = this.next ?? this.random.generateTraceId();
		this.next = undefined;
		return id;
	}

	generateSpanId(): string {
		return this.random.generateSpanId();
	}

	/** Runs `start`, whose new trace (the first trace id it asks for) is `traceId`. */
	startingTrace<T>(traceId: string, start: () => T): T {
		this.next = traceId;
		try {
			return start();
		} finally {
			this.next = undefined;
		}
	}
}

let running: Tracing | null = null;

/** The process's tracing, or null when it is off. */
export const activeTracing = (): Tracing | null => running;

/** Tracing is on when an OTLP endpoint for traces is set (OTEL_EXPORTER_OTLP_ENDPOINT or its traces-only form). */
export const tracingWanted = (env: Env): boolean => Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/** Where spans go: the traces endpoint as given, else the OTLP base URL's `/v1/traces`, as the specification says. */
const tracesUrl = (env: Env): string => env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "").replace(/\/+$/, "")}/v1/traces`;

/** The service name a process reports: OTEL_SERVICE_NAME, else bookdrop and its services (`bookdrop-catalog`; all of them: `bookdrop`). */
export function serviceName(env: Env): string {
	if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
	const services = (env.SERVICES ?? "")
		.split(",")
		.map((name) => name.trim())
		.filter(Boolean);
	return services.length ? `bookdrop-${services.join("-")}` : "bookdrop";
}

const samplerName = (env: Env): string => env.OTEL_TRACES_SAMPLER ?? "parentbased_always_on";

/**
 * The sampler OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG name, as the specification lists them
 * (the SDK's 3.x line no longer reads them itself). The default follows the parent, else records all.
 */
export function samplerFrom(env: Env): Sampler {
	const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? "1");
	if (env.OTEL_TRACES_SAMPLER_ARG !== undefined && !(ratio >= 0 && ratio <= 1)) {
		throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not '${env.OTEL_TRACES_SAMPLER_ARG}'.`);
	}
	const samplers: Record<string, () => Sampler> = {
		always_on: () => new AlwaysOnSampler(),
		always_off: () => new AlwaysOffSampler(),
		traceidratio: () => new TraceIdRatioBasedSampler(ratio),
		parentbased_always_on: () => new ParentBasedSampler({ root: new AlwaysOnSampler() }),
		parentbased_always_off: () => new ParentBasedSampler({ root: new AlwaysOffSampler() }),
		parentbased_traceidratio: () => new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
	};
	const name = samplerName(env);
	const make = samplers[name];
	if (!make) throw new Error(`OTEL_TRACES_SAMPLER must be one of ${Object.keys(samplers).join(", ")}, not '${name}'.`);
	return make();
}

/**
 * Starts the SDK when an endpoint is set. It must run before `pg` is first required: its
 * instrumentation patches the module as it loads. SQL statements are parameterised, and their
 * values are never recorded. Redis commands are recorded by bookdrop itself (redisCommand).
 */
export function startTracing(env: Env): Tracing | null {
	if (running || !tracingWanted(env)) return running;
	const sampler = samplerFrom(env);
	const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY ?? "5000");
	const ids = new TraceIds();
	const provider = new TracerProvider({
		idGenerator: ids,
		resource: resourceFromAttributes({ "service.name": serviceName(env), "service.namespace": "bookdrop" }),
		sampler,
		// the exporter reads the OTLP headers and timeout itself; the URL is the one tracingWanted saw
		spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(env) }), scheduledDelayMillis: delay > 0 ? delay : 5000 })],
	});
	const manager = new AsyncLocalStorageContextManager().enable();
	context.setGlobalContextManager(manager);
	propagation.setGlobalPropagator(new W3CTraceContextPropagator());
	trace.setGlobalTracerProvider(provider);
	registerInstrumentations({
		tracerProvider: provider,
		instrumentations: [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true })],
	});
	running = {
		tracer: provider.getTracer("bookdrop"),
		followsParent: samplerName(env).startsWith("parentbased_"),
		sampler,
		ids,
		shutdown: () => provider.shutdown(),
	};
	return running;
}

/**
 * A trace the sampler dropped, as the work inside it carries it: its ids, to log, and the W3C
 * headers that pass it on, written once where the trace is dropped rather than at every call.
 */
export interface DroppedTrace {
	ids: SpanContext;
	headers: Readonly<Record<string, string>>;
}

/**
 * Where the work of a trace the sampler dropped runs: the context keeps the dropped trace under a
 * key of its own and holds no span, so the PostgreSQL and Redis instrumentations
 * (`requireParentSpan`) skip its statements at the cost of one lookup instead of building a span
 * nobody records for each.
 */
const DROPPED = createContextKey("bookdrop dropped trace");

const droppedIn = (ctx: Context): DroppedTrace | undefined => ctx.getValue(DROPPED) as DroppedTrace | undefined;

/** The trace `ctx` belongs to that the sampler dropped, if it does. */
export const unsampledTrace = (ctx: Context = context.active()): SpanContext | undefined => droppedIn(ctx)?.ids;

/**
 * A dropped trace from its ids. Without a trace state its `traceparent` is written here, as the W3C
 * propagator writes it (test/unit/tracing.test.ts holds the two equal): through the propagator it
 * took two contexts and a span wrapper for each request and each call.
 */
function dropped(ids: SpanContext): DroppedTrace {
	if (!ids.traceState) return { ids, headers: { traceparent: `00-${ids.traceId}-${ids.spanId}-0${(ids.traceFlags & 0xff).toString(16)}` } };
	const headers: Record<string, string> = {};
	propagation.inject(trace.setSpanContext(ROOT_CONTEXT, ids), headers);
	return { ids, headers };
}

/** A `traceparent` of version 00 whose flags say not sampled, and whose ids are valid (not all zeros). */
const DROPPED_TRACEPARENT = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-00$/;

/**
 * The dropped trace a call's meta carries, when the sampler follows the parent: a `traceparent`
 * flagged not sampled, with no trace state. Read from the string itself, to run the handler in at
 * the cost of one context; any other meta goes through the propagator (continuedFrom).
 */
export function droppedCall(tracing: Tracing, meta: Record<string, unknown>): DroppedTrace | undefined {
	const { traceparent } = meta;
	if (!tracing.followsParent || typeof traceparent !== "string" || meta.tracestate !== undefined || !DROPPED_TRACEPARENT.test(traceparent)) return undefined;
	const ids = { traceId: traceparent.slice(3, 35), spanId: traceparent.slice(36, 52), traceFlags: TraceFlags.NONE, isRemote: true };
	return { ids, headers: { traceparent } };
}

/** `parent` running the dropped trace: its span (a remote parent's ids) goes, the dropped trace comes. */
const inDropped = (parent: Context, droppedTrace: DroppedTrace): Context =>
	(trace.getSpan(parent) ? trace.deleteSpan(parent) : parent).setValue(DROPPED, droppedTrace);

/** Runs `work` in the dropped trace `droppedTrace` (see DROPPED). */
export const inDroppedTrace = <T>(droppedTrace: DroppedTrace, work: () => T): T => context.with(inDropped(context.active(), droppedTrace), work);

/** The context to run `span`'s work in: the span itself when it records, else its trace as dropped (see DROPPED). */
export function runningIn(parent: Context, span: Span): Context {
	if (!span.isRecording()) return inDropped(parent, dropped(span.spanContext()));
	const recorded = trace.setSpan(parent, span);
	return droppedIn(parent) ? recorded.deleteValue(DROPPED) : recorded;
}

/** `ctx` with the trace it belongs to as its parent span, a dropped trace's too, so that the sampler drops its children alike. */
const withDroppedParent = (ctx: Context): Context => {
	const ids = trace.getSpan(ctx) ? undefined : unsampledTrace(ctx);
	return ids ? trace.setSpanContext(ctx, ids) : ctx;
};

/** The W3C headers of `ctx` (`traceparent`, `tracestate` when there is one), a dropped trace's too. */
export function traceHeaders(ctx: Context = context.active()): Readonly<Record<string, string>> {
	const inTrace = trace.getSpan(ctx) ? undefined : droppedIn(ctx);
	if (inTrace) return inTrace.headers;
	const carrier: Record<string, string> = {};
	propagation.inject(ctx, carrier);
	return carrier;
}

/** The active span's `traceparent`, to store beside what it records; null with tracing off, outside a span or in a dropped trace. */
export const activeTraceparent = (): string | null => (running && trace.getActiveSpan() ? (traceHeaders().traceparent ?? null) : null);

/** The span context a stored `traceparent` names, for a link to it; null when there is none or it is malformed. */
export const storedSpan = (traceparent: unknown): SpanContext | null =>
	typeof traceparent === "string" ? (trace.getSpanContext(continuedFrom({ traceparent })) ?? null) : null;

/** The context that `traceparent` and `tracestate` in `carrier` continue (the active one when they are absent or malformed). */
export const continuedFrom = (carrier: Record<string, unknown>): Context =>
	propagation.extract(context.active(), carrier, {
		keys: (c) => Object.keys(c),
		get: (c, key) => (typeof c[key] === "string" ? (c[key] as string) : undefined),
	});

/**
 * The trace a child of `parent` runs in when the sampler drops it unasked: with a sampler that
 * follows the parent, a dropped parent's (one running in a dropped trace, or a remote parent whose
 * flags say not sampled).
 */
function droppedParent(tracing: Tracing, parent: Context): DroppedTrace | undefined {
	if (!tracing.followsParent || trace.getSpan(parent)?.isRecording()) return undefined;
	const carried = droppedIn(parent);
	if (carried) return carried;
	const ids = trace.getSpanContext(parent);
	return ids && trace.isSpanContextValid(ids) && !(ids.traceFlags & TraceFlags.SAMPLED) ? dropped(ids) : undefined;
}

/**
 * A new trace's first span, for `parent` holding no trace. The sampler is asked before any span
 * starts, with the id the trace would have: a root it drops costs an id pair, not the SDK's span
 * (its ids, attribute checks and self-metrics took more than the rest of a dropped request's
 * tracing). A root it records is the SDK's span, with that trace id (TraceIds), which the
 * specification's samplers decide by alone, so that asking twice agrees.
 */
function rootSpan(tracing: Tracing, name: string, options: SpanOptions, parent: Context): Span {
	const traceId = tracing.ids.generateTraceId();
	const { decision } = tracing.sampler.shouldSample(parent, traceId, name, options.kind ?? SpanKind.INTERNAL, options.attributes ?? {}, options.links ?? []);
	if (decision === SamplingDecision.NOT_RECORD) return trace.wrapSpanContext({ traceId, spanId: tracing.ids.generateSpanId(), traceFlags: TraceFlags.NONE });
	return tracing.ids.startingTrace(traceId, () => tracing.tracer.startSpan(name, options, parent));
}

/**
 * A new span, child of `parent`. Inside a dropped trace, when the sampler follows the parent, it is
 * not asked and no span starts: the span answered is the dropped trace's own ids, which the work
 * goes on under (starting one only to drop it took the sampler, new ids and the attributes' checks on every call).
 */
export function childSpan(tracing: Tracing, name: string, options: SpanOptions, parent: Context): Span {
	const inTrace = droppedParent(tracing, parent);
	if (inTrace) return trace.wrapSpanContext(inTrace.ids);
	const inherited = withDroppedParent(parent);
	const ids = trace.getSpanContext(inherited);
	return ids && trace.isSpanContextValid(ids) ? tracing.tracer.startSpan(name, options, inherited) : rootSpan(tracing, name, options, parent);
}

/**
 * Runs `work` in a new span (childSpan), child of `parent`, and ends the span when it settles; an
 * error thrown marks the span failed with the error's code, never its message (it may echo the
 * input). When the sampler drops the span, `work` runs in the dropped trace (see DROPPED), in the
 * active context itself when that is the dropped trace's already.
 */
export async function inSpan<T>(
	tracing: Tracing,
	name: string,
	options: { kind: SpanKind; attributes: Attributes; parent?: Context; links?: Link[] },
	work: (span: Span) => Promise<T>,
): Promise<T> {
	const { kind, attributes, links } = options;
	const parent = options.parent ?? context.active();
	const inTrace = droppedParent(tracing, parent);
	if (inTrace) {
		const span = trace.wrapSpanContext(inTrace.ids);
		return parent === context.active() && droppedIn(parent) === inTrace ? work(span) : context.with(inDropped(parent, inTrace), () => work(span));
	}
	const span = childSpan(tracing, name, { kind, attributes, links }, parent);
	try {
		return await context.with(runningIn(parent, span), () => work(span));
	} catch (err) {
		failed(span, err);
		throw err;
	} finally {
		span.end();
	}
}

/**
 * A Redis command's span (`redis admit`, kind client), child of the active span when its trace is
 * recorded; else the command alone. Named by the command or the script, never with its keys or
 * values (they may hold a key's hash or a session). bookdrop records them itself rather than through
 * the ioredis instrumentation: with auto-pipelining, ioredis sends a turn's commands, and those of
 * every turn after it while a pipeline is under way, in the context of the first command's request,
 * and the instrumentation put them all in that request's trace.
 */
export function redisCommand<T>(name: string, send: () => Promise<T>): Promise<T> {
	if (!running || !trace.getActiveSpan()?.isRecording()) return send();
	return inSpan(running, `redis ${name}`, { kind: SpanKind.CLIENT, attributes: { "db.system.name": "redis", "db.operation.name": name } }, () => send());
}

/** Marks a span failed with the error's code (`bookdrop.error_code`). */
export function failed(span: Span, err: unknown): void {
	const code = (err as { code?: unknown; type?: unknown } | null)?.type ?? (err as { code?: unknown } | null)?.code;
	span.setStatus({ code: 2 });
	if (typeof code === "string" || typeof code === "number") span.setAttribute("bookdrop.error_code", String(code));
}

/** The request contexts a write group runs in (write-groups.ts): OpenTelemetry's own, whose copies cost nothing to keep. */
export const requestContexts = {
	active: (): Context => context.active(),
	recorded: (ctx: Context): boolean => trace.getSpan(ctx)?.isRecording() ?? false,
	within: <R>(ctx: Context, fn: () => R): R => context.with(ctx, fn),
};

/** The active span's ids for a log line (a dropped trace's too): `trace_id` and `span_id`, or nothing outside a trace. */
export function logIds(): { trace_id?: string; span_id?: string } {
	if (!running) return {};
	const ids = trace.getActiveSpan()?.spanContext() ?? unsampledTrace();
	return ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}

/**
 * Work the process does in the background as a trace of its own (`name`, no parent), not inside
 * the trace of whichever request happened to start its timer; with tracing off, just the work.
 */
export function ownTrace<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
	if (!running) return work();
	return inSpan(running, name, { kind: SpanKind.INTERNAL, attributes, parent: ROOT_CONTEXT }, work);
}

/**
 * A sweep's pass as a trace of its own (`sweep expiry`, no parent), its statements inside it; with
 * tracing off, just the pass. A failed pass is marked so; the caller still sees its error.
 */
export function sweepTraced<T>(name: string, pass: () => Promise<T>): Promise<T> {
	if (!running) return pass();
	return inSpan(running, `sweep ${name}`, { kind: SpanKind.INTERNAL, attributes: { "bookdrop.sweep": name }, parent: ROOT_CONTEXT }, pass);
}
