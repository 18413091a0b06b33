import os from "node:os";
import type { BrokerOptions } from "moleculer";
import { config } from "./shared/config";
import { IdempotencyMiddleware } from "./shared/idempotency";
import { loggerConfig } from "./shared/logging";
import { ReplicaLiveness } from "./shared/liveness";
import { ApiValidator, ScopeMiddleware } from "./shared/middlewares";
import { SettleLostCalls } from "./shared/shutdown";

const { transporter, nodeId, namespace } = config();

/**
 * One broker configuration for both modes: no transporter in embedded mode (all services in one
 * process), NATS (or any Moleculer transporter URL) from TRANSPORTER when distributed.
 */
const brokerConfig: BrokerOptions = {
	namespace,
	nodeID: nodeId ?? `${os.hostname()}-${process.pid}`,
	transporter,
	serializer: "JSON",
	// JSON lines for log collectors, text on a terminal (LOG_FORMAT; docs/operations.md, "Logs").
	logger: loggerConfig(),
	// No call waits forever, and none is retried: a retried write could run twice.
	requestTimeout: 10_000,
	retryPolicy: { enabled: false },
	registry: { strategy: "RoundRobin", preferLocal: true },
	heartbeatInterval: 5,
	heartbeatTimeout: 15,
	// On SIGTERM, requests already running finish before the node leaves.
	tracking: { enabled: true, shutdownTimeout: 10_000 },
	// Every action checks who may call it (scope) and with what (params) on the node that runs it;
	// creates go through the idempotency mechanism (shared/idempotency.ts).
	validator: new ApiValidator(),
	// A replica that died fails its pending calls within half a second (shared/liveness.ts); a call
	// whose reply was lost in a NATS outage ends at its timeout, so a stop no longer waits for it.
	middlewares: [IdempotencyMiddleware, ScopeMiddleware, ReplicaLiveness, SettleLostCalls],
	// The registry only: shared/metrics.ts serves it on /metrics (docs/operations.md, "Metrics").
	metrics: { enabled: true, collectProcessMetrics: true, reporter: null },
	tracing: false,
};

export default brokerConfig;
