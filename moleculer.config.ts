import os from "node:os";
import type { BrokerOptions } from "moleculer";
import type { Config } from "./shared/platform/config";
import { IdempotencyMiddleware } from "./shared/middlewares/idempotency.middleware";
import { SettleLostCalls } from "./shared/middlewares/lost-calls.middleware";
import { ApiValidator } from "./shared/middlewares/params.middleware";
import { providePlatform } from "./shared/middlewares/platform.middleware";
import { ReplicaLiveness } from "./shared/middlewares/replica-liveness.middleware";
import { ScopeMiddleware } from "./shared/middlewares/scope.middleware";
import { TraceCalls } from "./shared/middlewares/tracing.middleware";
import { loggerConfig } from "./shared/platform/logging";
import type { Platform } from "./shared/platform/platform";
import { activeTracing } from "./shared/platform/tracing";

/** No call waits longer than this for its answer. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One broker configuration for both modes: no transporter in embedded mode (all services in one
 * process), NATS from TRANSPORTER (`nats://` URLs only: shared/platform/config.ts) when distributed. Every
 * service it creates gets `platform` before its own `created` runs.
 */
export function brokerOptions(config: Config, platform: Platform): BrokerOptions {
	const { transporter, nodeId, namespace } = config;
	const tracing = activeTracing();
	return {
		namespace,
		nodeID: nodeId ?? `${os.hostname()}-${process.pid}`,
		// A transporter URL (`nats://…`) is resolved by Moleculer at runtime; its types name only the kinds.
		transporter: transporter as BrokerOptions["transporter"],
		serializer: "JSON",
		// JSON lines for log collectors, text on a terminal (LOG_FORMAT; docs/operations.md, "Logs").
		logger: loggerConfig(config),
		// No call waits forever, and none is retried: a retried write could run twice.
		requestTimeout: REQUEST_TIMEOUT_MS,
		retryPolicy: { enabled: false },
		registry: { strategy: "RoundRobin", preferLocal: true },
		heartbeatInterval: 5,
		heartbeatTimeout: 15,
		// The process runner (bin/node-runner.ts) alone answers SIGTERM and SIGINT: it drains, then stops the broker.
		// Moleculer's own handlers would stop the broker at once, under the requests still being answered.
		skipProcessEventRegistration: true,
		// On SIGTERM, requests already running finish before the node leaves.
		tracking: { enabled: true, shutdownTimeout: 10_000 },
		// Every action checks who may call it (scope) and with what (params) on the node that runs it;
		// creates go through the idempotency mechanism (shared/middlewares/idempotency.middleware.ts).
		validator: new ApiValidator({}),
		// A replica that died fails its pending calls within half a second (shared/middlewares/replica-liveness.middleware.ts); a call
		// whose reply was lost in a NATS outage ends at its timeout, so a stop no longer waits for it.
		// With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), a span per call on each side (shared/middlewares/tracing.middleware.ts).
		middlewares: [
			...(tracing ? [TraceCalls(tracing)] : []),
			providePlatform(platform),
			IdempotencyMiddleware,
			ScopeMiddleware,
			ReplicaLiveness,
			SettleLostCalls,
		],
		// The registry only: shared/platform/metrics.ts serves it on /metrics (docs/operations.md, "Metrics").
		// Without quantiles, which /metrics never shows (histograms go out as buckets, sum and count): Moleculer
		// would keep every call's time of the last minute for them and sort them all at each scrape. It merges a
		// list given here over its own, so only null leaves them out; its type does not allow for that.
		metrics: { enabled: true, collectProcessMetrics: true, reporter: null, defaultQuantiles: null as unknown as number[] },
		// Moleculer's own tracer stays off: OpenTelemetry's SDK records and exports the spans (shared/platform/tracing.ts).
		tracing: false,
	};
}
