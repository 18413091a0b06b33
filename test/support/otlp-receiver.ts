import http from "node:http";
import { AddressInfo } from "node:net";

/** One span as the receiver read it from OTLP/HTTP JSON, with the service that sent it. */
export interface ReceivedSpan {
	service: string;
	traceId: string;
	spanId: string;
	parentSpanId: string;
	name: string;
	kind: number;
	attributes: Record<string, string | number | boolean>;
	/** The spans it links to (trace and span ids). */
	links: Array<{ traceId: string; spanId: string }>;
}

export interface OtlpReceiver {
	url: string;
	spans: ReceivedSpan[];
	/** Every request it got, with its content type (the exporter sends http/json). */
	contentTypes: string[];
	close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

const valueOf = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ""));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** An OTLP/HTTP trace receiver in this process (POST /v1/traces, JSON), as a collector would run it. */
export async function otlpReceiver(): Promise<OtlpReceiver> {
	const spans: ReceivedSpan[] = [];
	const contentTypes: string[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => chunks.push(chunk));
		req.on("end", () => {
			if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
			contentTypes.push(String(req.headers["content-type"]));
			const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
			for (const resourceSpans of body.resourceSpans ?? []) {
				const service = String(attributesOf(resourceSpans.resource?.attributes)["service.name"]);
				for (const scope of resourceSpans.scopeSpans ?? [])
					for (const span of scope.spans ?? [])
						spans.push({
							service,
							traceId: span.traceId,
							spanId: span.spanId,
							parentSpanId: span.parentSpanId ?? "",
							name: span.name,
							kind: span.kind,
							attributes: attributesOf(span.attributes),
							links: (span.links ?? []).map((link: { traceId: string; spanId: string }) => ({ traceId: link.traceId, spanId: link.spanId })),
						});
			}
			res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		spans,
		contentTypes,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}
