import { SpanKind } from "@opentelemetry/api";
import http from "node:http";
import { AddressInfo } from "node:net";
import { continuedFrom, inSpan, startTracing } from "../../shared/platform/tracing";

// shared/platform/tracing.ts: only a sampler that follows the parent may skip the question inside a
// dropped trace; `always_on` (and `traceidratio`) decide for each span whatever its parent was. Its
// own file: once started, the SDK stays the process's.

test("with a sampler that ignores the parent, a span inside a dropped trace is still asked for, and recorded", async () => {
	const collector = http.createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end("{}")));
	await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
	const tracing = startTracing({
		OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
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
		collector.close();
	}
});
