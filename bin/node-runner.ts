import http from "node:http";
import { ServiceBroker, ServiceSchema } from "moleculer";
import { brokerOptions, REQUEST_TIMEOUT_MS } from "../moleculer.config";
import { adminTokenWhere, operatorToken } from "../shared/platform/admin-token";
import { METRICS_PORT_PATHS, OpsPath, opsRoutes, opsServer, portOpsPaths } from "../shared/http/ops-routes";
import { Config, loadConfig, usesDatabase } from "../shared/platform/config";
import { processLine } from "../shared/platform/logging";
import { listen } from "../shared/platform/port-listen";
import { openPlatform, Platform } from "../shared/platform/platform";
import { trackRequests } from "../shared/platform/request-drain";
import { transporterWarnings } from "../shared/platform/transporter-check";
import type { Tracing } from "../shared/platform/tracing";

const REDIS_CONNECT_MS = 10_000;
/** A request runs at most the broker's request timeout; a stop waits that long (and a little) for the last ones. */
const DRAIN_MS = REQUEST_TIMEOUT_MS + 1000;
/** Kubernetes kills a pod 30 s after it began to stop, 5 s of which its preStop hook sleeps. */
const STOP_LIMIT_MS = 24_000;

/** The URL a person uses for HOST:PORT: a wildcard address is this machine. */
function shownUrl(host: string, port: number): string {
	const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
	return `http://${shownHost}:${port}`;
}

/** Tells whoever ran `npm start` where the API is and how to reach the admin API. */
function announce(config: Config): void {
	const { port, host, logFormat } = config;
	processLine(`bookdrop is listening on ${shownUrl(host, port)}`, logFormat);
	processLine(`Admin token: ${adminTokenWhere(config)}`, logFormat);
}

/** Tells the operator where the orchestrator's probe and the scraper find this node, gateway or not. */
function announceOps({ port, host, metricsPort, services, logFormat }: Config): void {
	const token = services.includes("gateway") ? " (admin token)" : "";
	const metrics = metricsPort === null ? `${shownUrl(host, port)}/metrics${token}` : `${shownUrl(host, metricsPort)}/metrics`;
	processLine(`Ready checks at ${shownUrl(host, port)}/readyz; metrics at ${metrics}`, logFormat);
}

/**
 * A taken port stops the start at once with one line, before the database and the broker: the
 * gateway listens only as its service starts, where Moleculer would first log the failure with
 * its stack.
 */
async function refuseTakenPorts(host: string, ports: Array<[number, string]>): Promise<void> {
	for (const [port, setting] of ports) {
		const probe = http.createServer();
		await listen(probe, port, host, setting);
		await new Promise((resolve) => probe.close(resolve));
	}
}

/**
 * On SIGTERM or SIGINT: stop accepting, answer the requests already received, leave the cluster
 * (other nodes stop routing to this one at once), finish the calls still running, exit 0.
 */
function stopOnSignals(
	broker: ServiceBroker,
	platform: Platform,
	opsServers: Array<http.Server | null>,
	requests: ReturnType<typeof trackRequests> | null,
	tracing: Tracing | null,
): void {
	let stopping = false;
	const stop = async (signal: string) => {
		if (stopping) return;
		stopping = true;
		broker.logger.info(`${signal} received, stopping`);
		setTimeout(() => {
			broker.logger.error(`Still stopping after ${STOP_LIMIT_MS / 1000} s: exiting now.`);
			process.exit(1);
		}, STOP_LIMIT_MS).unref();
		for (const server of opsServers) server?.close();
		await requests?.drain(DRAIN_MS);
		await broker.stop();
		await platform.close();
		// the spans of the last requests are still queued for the collector
		await tracing?.shutdown().catch((err) => broker.logger.warn("Sending the last spans failed:", err));
		process.exit(0);
	};
	process.on("SIGTERM", () => void stop("SIGTERM"));
	process.on("SIGINT", () => void stop("SIGINT"));
}

/**
 * Starts this process's node: the services named in SERVICES (all by default), on one platform
 * (configuration, database, shared store) read and opened here and handed to every service. A
 * process without the gateway still answers /healthz, /readyz and /metrics on PORT, for
 * orchestrators and the scraper, as a gateway does (shared/http/ops-routes.ts); with METRICS_PORT set,
 * /metrics moves there.
 */
export async function startNode(tracing: Tracing | null = null): Promise<ServiceBroker> {
	const config = loadConfig();
	const { services, port, host, metricsPort } = config;
	// A gateway's admin token is checked before the database opens: a weak or missing one stops the start at once.
	if (services.includes("gateway")) operatorToken(config);
	await refuseTakenPorts(
		host,
		metricsPort === null
			? [[port, "PORT"]]
			: [
					[port, "PORT"],
					[metricsPort, "METRICS_PORT"],
				],
	);
	const platform = openPlatform(config);
	const broker = new ServiceBroker(brokerOptions(config, platform));
	platform.store.reportTo(broker.getLogger("redis"));
	// Migrate before any service takes traffic; a gateway alone never opens the database.
	if (usesDatabase(services)) await platform.database();
	// Connected before serving, so that a first revocation or rate check does not find Redis still connecting.
	await platform.store.connected(REDIS_CONNECT_MS);
	for (const name of services) {
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		const schema: ServiceSchema = require(`../services/${name}/${name}.service`).default;
		broker.createService(schema);
	}
	const opsLogger = broker.getLogger("ops");
	const serveOps = (paths: readonly OpsPath[]) => opsServer(opsRoutes(broker, platform, { paths }), opsLogger);
	const healthServer = services.includes("gateway") ? null : serveOps(portOpsPaths(metricsPort));
	if (healthServer) await listen(healthServer, port, host);
	const scrapeServer = metricsPort === null ? null : serveOps(METRICS_PORT_PATHS);
	if (scrapeServer) await listen(scrapeServer, metricsPort!, host, "METRICS_PORT");
	const gatewayServer = (broker.getLocalService("gateway") as unknown as { server?: http.Server } | undefined)?.server;
	const requests = gatewayServer ? trackRequests(gatewayServer) : null;
	await broker.start();

	// Listening before the URL is printed: whoever reads it may signal at once, and a signal with no
	// listener yet would kill the process (and `npm start`, seeing its child die of it, would end by the signal too).
	stopOnSignals(broker, platform, [healthServer, scrapeServer], requests, tracing);
	if (services.includes("gateway")) announce(config);
	announceOps(config);
	for (const warning of transporterWarnings(broker)) broker.getLogger("transporter").warn(warning);
	return broker;
}
