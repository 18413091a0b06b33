import { context, propagation, ROOT_CONTEXT, SpanKind, trace, TraceFlags } from "@opentelemetry/api";
import { processLine } from "../../shared/platform/logging";
import {
	activeTraceparent,
	activeTracing,
	continuedFrom,
	droppedCall,
	inSpan,
	logIds,
	ownTrace,
	samplerFrom,
	serviceName,
	startTracing,
	sweepTraced,
	traceHeaders,
	tracingWanted,
	type Tracing,
} from "../../shared/platform/tracing";
import { otlpReceiver } from "../support/otlp-receiver";

// shared/platform/tracing.ts: which OTEL_* settings it reads, and that without an endpoint nothing
// starts. One file per process: once started, the SDK stays the process's (jest runs each file in its own).

test("tracing is wanted only with an OTLP endpoint; off, nothing starts and sweeps run untraced", async () => {
	expect([tracingWanted({}), tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })]).toEqual([false, false]);
	expect([
		tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" }),
		tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/v1/traces" }),
	]).toEqual([true, true]);
	expect(startTracing({ SERVICES: "catalog" })).toBeNull();
	expect(activeTracing()).toBeNull();
	expect(logIds()).toEqual({});
	expect(await sweepTraced("expiry", async () => trace.getActiveSpan())).toBeUndefined();
	expect(await ownTrace("batch", {}, async () => trace.getActiveSpan())).toBeUndefined();
});

test("the service name is OTEL_SERVICE_NAME, else bookdrop and the process's services", () => {
	expect(serviceName({ OTEL_SERVICE_NAME: "books-api", SERVICES: "catalog" })).toBe("books-api");
	expect(serviceName({ SERVICES: "catalog" })).toBe("bookdrop-catalog");
	expect(serviceName({ SERVICES: "accounts, batches" })).toBe("bookdrop-accounts-batches");
	expect(serviceName({})).toBe("bookdrop");
});

test("the sampler follows OTEL_TRACES_SAMPLER and its argument; others stop the start with a clear message", () => {
	expect(samplerFrom({}).toString()).toBe(
		"ParentBased{root=AlwaysOnSampler, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}",
	);
	expect(samplerFrom({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" }).toString()).toMatch(
		/^ParentBased\{root=TraceIdRatioBased\{0\.1\}/,
	);
	expect(samplerFrom({ OTEL_TRACES_SAMPLER: "always_off" }).toString()).toBe("AlwaysOffSampler");
	expect(() => samplerFrom({ OTEL_TRACES_SAMPLER: "sometimes" })).toThrow("OTEL_TRACES_SAMPLER must be one of always_on, always_off, traceidratio");
	expect(() => samplerFrom({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "half" })).toThrow(
		"OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not 'half'.",
	);
});

test("on, a log line written inside a span names its trace and span; outside one, none", async () => {
	// a collector in this process, so the SDK has somewhere to send
	const collector = await otlpReceiver();
	const tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url })!;
	const lines: string[] = [];
	const write = process.stdout.write.bind(process.stdout);
	process.stdout.write = ((chunk: string) => lines.push(String(chunk)) > 0) as typeof process.stdout.write;
	try {
		const ids = await inSpan(tracing, "work", { kind: SpanKind.INTERNAL, attributes: {} }, async (span) => {
			processLine("inside", "json");
			return span.spanContext();
		});
		processLine("outside", "json");
		const [inside, outside] = lines.map((line) => JSON.parse(line));
		expect([inside.msg, inside.trace_id, inside.span_id]).toEqual(["inside", ids.traceId, ids.spanId]);
		expect([outside.msg, outside.trace_id, outside.span_id]).toEqual(["outside", undefined, undefined]);
		expect(trace.getSpan(context.active())).toBeUndefined();
		// background work started inside a request's span is a trace of its own
		const [request, batch] = await inSpan(tracing, "request", { kind: SpanKind.SERVER, attributes: {} }, async (span) => [
			span.spanContext().traceId,
			await ownTrace("batch", {}, async () => trace.getActiveSpan()!.spanContext().traceId),
		]);
		expect(batch).not.toBe(request);
		// a trace the sampler drops (the default follows the parent): its work holds no span for the
		// PostgreSQL and Redis instrumentations to child, yet logs the trace and passes it on unsampled
		const dropped = "4bf92f3577b34da6a3ce929d0e0e4736";
		const parent = continuedFrom({ traceparent: `00-${dropped}-00f067aa0ba902b7-00` });
		lines.length = 0;
		const seen = await inSpan(tracing, "dropped", { kind: SpanKind.SERVER, attributes: {}, parent }, async (span) => {
			processLine("dropped", "json");
			return {
				recording: span.isRecording(),
				active: trace.getSpan(context.active()),
				headers: traceHeaders(),
				stored: activeTraceparent(),
				own: span.spanContext().spanId,
			};
		});
		expect(seen).toMatchObject({ recording: false, active: undefined, stored: null });
		// the sampler follows the parent, so it is not asked and no span starts: the work goes on under the ids it was handed
		expect(seen.own).toBe("00f067aa0ba902b7");
		expect(seen.headers).toEqual({ traceparent: `00-${dropped}-${seen.own}-00` });
		// written by bookdrop itself, the header is the one the W3C propagator writes
		const injected: Record<string, string> = {};
		propagation.inject(trace.setSpanContext(ROOT_CONTEXT, { traceId: dropped, spanId: seen.own, traceFlags: TraceFlags.NONE }), injected);
		expect(seen.headers).toEqual(injected);
		expect([JSON.parse(lines[0]).trace_id, JSON.parse(lines[0]).span_id]).toEqual([dropped, seen.own]);
	} finally {
		process.stdout.write = write;
		await tracing.shutdown();
		await collector.close();
	}
});

test("a call's meta names a dropped trace only with a valid traceparent flagged not sampled, no trace state, and a sampler that follows the parent", () => {
	const follows = { followsParent: true } as Tracing;
	const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00";
	expect(droppedCall(follows, { traceparent, principal: {} })).toEqual({
		ids: { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", traceFlags: TraceFlags.NONE, isRemote: true },
		headers: { traceparent },
	});
	// each of these goes through the propagator instead (continuedFrom), which reads or refuses it
	for (const meta of [
		{},
		{ traceparent: traceparent.replace(/-00$/, "-01") },
		{ traceparent: traceparent.replace(/-00$/, "-02") },
		{ traceparent, tracestate: "vendor=1" },
		{ traceparent: `00-${"0".repeat(32)}-00f067aa0ba902b7-00` },
		{ traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-${"0".repeat(16)}-00` },
		{ traceparent: traceparent.toUpperCase() },
		{ traceparent: `${traceparent}-extra` },
		{ traceparent: `01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00` },
		{ traceparent: 42 },
	]) {
		expect(droppedCall(follows, meta)).toBeUndefined();
	}
	expect(droppedCall({ followsParent: false } as Tracing, { traceparent })).toBeUndefined();
});
