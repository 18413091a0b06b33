import { ROOT_CONTEXT, SamplingDecision, SpanKind, TraceFlags } from "@opentelemetry/api";
import type { Sampler } from "@opentelemetry/sdk-trace";
import { childSpan, runningIn, startTracing, traceHeaders } from "../../shared/platform/tracing";
import { otlpReceiver } from "../support/otlp-receiver";

// A new trace's root is decided before any span starts (rootSpan in shared/platform/tracing.ts):
// the sampler is asked with the trace id the root then has. Were the SDK to make an id of its own
// after the decision, a recorded root's trace would be one the sampler was never asked about (and
// the ratio would apply twice: a quarter of the roots recorded, not half). One file per process: once started, the SDK stays the process's.

test("a root is recorded exactly when the ratio samples its trace id, and a dropped root still has ids to pass on", async () => {
	// a collector in this process, so the SDK has somewhere to send
	const collector = await otlpReceiver();
	const tracing = startTracing({
		OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
		OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
		OTEL_TRACES_SAMPLER_ARG: "0.5",
	})!;
	// the configured sampler, watched: which trace ids it was asked about, and what it said
	const asked = new Map<string, SamplingDecision>();
	const sampler: Sampler = {
		shouldSample(...args: Parameters<Sampler["shouldSample"]>) {
			const result = tracing.sampler.shouldSample(...args);
			asked.set(args[1], result.decision);
			return result;
		},
	};
	try {
		const roots = Array.from({ length: 400 }, () => childSpan({ ...tracing, sampler }, "GET request", { kind: SpanKind.SERVER, attributes: {} }, ROOT_CONTEXT));
		const recorded = roots.filter((span) => span.isRecording());
		// both kinds occur (each root is a fair coin: 400 all alike has odds of 2^-399)
		expect(recorded.length).toBeGreaterThan(0);
		expect(recorded.length).toBeLessThan(roots.length);
		for (const span of roots) {
			const { traceId, spanId, traceFlags } = span.spanContext();
			expect([traceId, spanId]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{16}$/)]);
			const decision = span.isRecording() ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD;
			expect([asked.get(traceId), traceFlags]).toEqual([decision, span.isRecording() ? TraceFlags.SAMPLED : TraceFlags.NONE]);
		}
		// a dropped root passes its trace on, flagged not sampled
		const dropped = roots.find((span) => !span.isRecording())!;
		const { traceId, spanId } = dropped.spanContext();
		expect(traceHeaders(runningIn(ROOT_CONTEXT, dropped))).toEqual({ traceparent: `00-${traceId}-${spanId}-00` });
		// the ids of later roots are the SDK's random ones again, not the last one decided
		expect(new Set(roots.map((span) => span.spanContext().traceId)).size).toBe(roots.length);
		for (const span of roots) span.end();
	} finally {
		await tracing.shutdown();
		await collector.close();
	}
});
