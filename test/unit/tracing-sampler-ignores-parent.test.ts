import { SpanKind } from "@opentelemetry/api";
import { continuedFrom, inSpan, startTracing } from "../../shared/platform/tracing";
import { otlpReceiver } from "../support/otlp-receiver";

// shared/platform/tracing.ts: only a sampler that follows the parent may skip the question inside a
// dropped trace; `always_on` (and `traceidratio`) decide for each span whatever its parent was. Its
// own file: once started, the SDK stays the process's.

test("with a sampler that ignores the parent, a span inside a dropped trace is still asked for, and recorded", async () => {
	// a collector in this process, so the SDK has somewhere to send
	const collector = await otlpReceiver();
	const tracing = startTracing({
		OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
		OTEL_TRACES_SAMPLER: "always_on",
	})!;
	try {
		expect(tracing.followsParent).toBe(false);
		const parent = continuedFrom({ traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00" });
		const seen = await inSpan(tracing, "work", { kind: SpanKind.SERVER, attributes: {}, parent }, async (span) => ({
			recording: span.isRecording(),
			traceId: span.spanContext().traceId,
			spanId: span.spanContext().spanId,
		}));
		expect(seen.recording).toBe(true);
		expect(seen.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
		expect(seen.spanId).not.toBe("00f067aa0ba902b7");
	} finally {
		await tracing.shutdown();
		await collector.close();
	}
});
