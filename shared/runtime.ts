import http from "node:http";
import path from "node:path";
import { ServiceBroker, ServiceSchema } from "moleculer";
import brokerConfig from "../moleculer.config";
import { checkReadiness } from "../services/health";
import { config, usesDatabase } from "./config";
import { closeDatabase, database } from "./db";
import { processLine } from "./logging";
import { sendMetrics, startMetrics } from "./metrics";
import { trackRequests } from "./shutdown";
import { closeSharedStore, sharedStore } from "./store";

const REDIS_CONNECT_MS = 10_000;
/** A request runs at most the broker's request timeout; a stop waits that long (and a little) for the last ones. */
const DRAIN_MS = (brokerConfig.requestTimeout ?? 10_000) + 1000;
/** Kubernetes kills a pod 30 s after it began to stop, 5 s of which its preStop hook sleeps. */
const STOP_LIMIT_MS = 24_000;

/** Tells whoever ran `npm start` where the API is and how to reach the admin API. */
function announce(): void {
	const { port, host, adminToken, dataDir } = config();
	const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
	const token = adminToken ? "the ADMIN_TOKEN environment variable" : path.join(dataDir, "admin-token");
	processLine(`bookdrop is listening on http://${shownHost}:${port}`);
	processLine(`Admin token: ${token}`);
}

/** A listen error as one clear line: the usual one is a port another process holds. */
function listenError(err: NodeJS.ErrnoException, port: number, setting: string): Error {
	return err.code === "EADDRINUSE" ? new Error(`port ${port} is in use: stop the other process or set another ${setting}`) : err;
}

/** Rejects when `server` fails to listen. */
function listenFailure(server: http.Server, port: number, setting = "PORT"): Promise<never> {
	return new Promise((_, reject) => server.once("error", (err) => reject(listenError(err, port, setting))));
}

function listen(server: http.Server, port: number, host: string, setting = "PORT"): Promise<void> {
	return Promise.race([new Promise<void>((resolve) => server.listen(port, host, resolve)), listenFailure(server, port, setting)]);
}

/** Serves /metrics alone on METRICS_PORT, for the scraper; keep that port off the public network. */
function metricsServer(): http.Server {
	return http.createServer((req, res) => {
		if (req.method === "GET" && req.url === "/metrics") return void sendMetrics(res);
		res.writeHead(404, { "Content-Type": "application/json" });
		res.end(JSON.stringify({ error: "not found" }));
	});
}

/**
 * Starts this process's node: the services named in SERVICES (all by default). A process without
 * the gateway still answers /healthz, /readyz and /metrics on PORT, for orchestrators and the
 * scraper; with METRICS_PORT set, /metrics moves there.
 */
export async function startNode(): Promise<ServiceBroker> {
	const { services, port, host, metricsPort } = config();
	const broker = new ServiceBroker(brokerConfig);
	startMetrics(broker, services);
	// Migrate before any service takes traffic; a gateway alone never opens the database.
	if (usesDatabase(services)) await database();
	// Connected before serving, so that a first revocation or rate check does not find Redis still connecting.
	await sharedStore().connected(REDIS_CONNECT_MS);
	for (const name of services) {
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		const schema: ServiceSchema = require(`../services/${name}.service`).default;
		broker.createService(schema);
	}
	let healthServer: http.Server | null = null;
	if (!services.includes("gateway")) {
		healthServer = http.createServer(async (req, res) => {
			if (req.url === "/metrics" && metricsPort === null) return sendMetrics(res);
			const report = req.url === "/readyz" ? await checkReadiness(broker) : null;
			const status = req.url === "/healthz" ? 200 : report ? (report.ready ? 200 : 503) : 404;
			res.writeHead(status, { "Content-Type": "application/json" });
			res.end(JSON.stringify(report ?? (status === 200 ? { status: "ok" } : { error: "not found" })));
		});
		await listen(healthServer, port, host);
	}
	const scrapeServer = metricsPort === null ? null : metricsServer();
	if (scrapeServer) await listen(scrapeServer, metricsPort!, host, "METRICS_PORT");
	// moleculer-web listens in the gateway's `started` and only logs a listen error, so start-up
	// would hang: a taken port must end the start instead.
	const gatewayServer = (broker.getLocalService("gateway") as unknown as { server?: http.Server } | undefined)?.server;
	const requests = gatewayServer ? trackRequests(gatewayServer) : null;
	await (gatewayServer ? Promise.race([broker.start(), listenFailure(gatewayServer, port)]) : broker.start());
	if (services.includes("gateway")) announce();

	// Stop accepting, answer the requests already received, leave the cluster (other nodes stop
	// routing to this one at once), finish the calls still running, exit.
	let stopping = false;
	const stop = async (signal: string) => {
		if (stopping) return;
		stopping = true;
		broker.logger.info(`${signal} received, stopping`);
		setTimeout(() => {
			broker.logger.error(`Still stopping after ${STOP_LIMIT_MS / 1000} s: exiting now.`);
			process.exit(1);
		}, STOP_LIMIT_MS).unref();
		healthServer?.close();
		scrapeServer?.close();
		await requests?.drain(DRAIN_MS);
		await broker.stop();
		await closeSharedStore();
		await closeDatabase();
		process.exit(0);
	};
	process.on("SIGTERM", () => void stop("SIGTERM"));
	process.on("SIGINT", () => void stop("SIGINT"));
	return broker;
}
