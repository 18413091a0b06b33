import http, { IncomingMessage, ServerResponse } from "node:http";
import type { Logger, ServiceBroker } from "moleculer";
import { checkReadiness } from "../platform/readiness";
import { randomBase62 } from "../platform/ids";
import { sendMetrics } from "../platform/metrics";
import type { Platform } from "../platform/platform";
import { methodNotAllowed, routeMissing, sendError, sendJson } from "./error-answers";
import { keepHeadLength, readsGet, withHead } from "./head-answers";

/**
 * What every node answers for orchestrators and the scraper (docs/operations.md, "Running it"), the same on a
 * gateway (its "/" route) and on a node without one (`opsServer` on PORT), and `/metrics` alone on
 * METRICS_PORT.
 */
export type OpsPath = "/healthz" | "/readyz" | "/metrics";

export interface OpsRoutes<Req extends IncomingMessage = IncomingMessage> {
	/** The paths served, each on GET and HEAD. */
	readonly paths: readonly OpsPath[];
	/** Answers GET (or HEAD) `path`; rejects with the error to answer instead (a scraper refused). */
	answer(path: OpsPath, req: Req, res: ServerResponse): Promise<void>;
}

export interface OpsOptions<Req> {
	paths: readonly OpsPath[];
	/** The services the node is not ready without (a gateway: those behind its routes). */
	needs?: string[];
	/** Refuses a scraper that may not read the metrics here, by rejecting (the gateway's public port: the admin token). */
	admitScraper?: (req: Req, res: ServerResponse) => Promise<unknown>;
}

/** The paths PORT serves besides the API: the probes, and `/metrics` unless METRICS_PORT takes it. */
export function portOpsPaths(metricsPort: number | null): OpsPath[] {
	return metricsPort === null ? ["/healthz", "/readyz", "/metrics"] : ["/healthz", "/readyz"];
}

/** The paths METRICS_PORT serves: its metrics, without a token (keep that port off the public network). */
export const METRICS_PORT_PATHS: readonly OpsPath[] = ["/metrics"];

export function opsRoutes<Req extends IncomingMessage>(broker: ServiceBroker, platform: Platform, options: OpsOptions<Req>): OpsRoutes<Req> {
	const { paths, needs = [], admitScraper } = options;
	const answers: Record<OpsPath, (req: Req, res: ServerResponse) => Promise<void>> = {
		async "/healthz"(_req, res) {
			sendJson(res, 200, { status: "ok" });
		},
		async "/readyz"(_req, res) {
			const report = await checkReadiness(broker, platform, needs);
			sendJson(res, report.ready ? 200 : 503, report);
		},
		async "/metrics"(req, res) {
			await admitScraper?.(req, res);
			await sendMetrics(broker, platform.metrics, res);
		},
	};
	return { paths, answer: (path, req, res) => answers[path](req, res) };
}

/**
 * A server of the ops routes alone, for a node without a gateway and for METRICS_PORT: any other
 * path is 404 `route_missing`, another method 405, as on a gateway.
 */
export function opsServer(routes: OpsRoutes, logger: Logger): http.Server {
	return http.createServer((req, res) => {
		const requestId = `req_${randomBase62(20)}`;
		res.setHeader("Request-Id", requestId);
		keepHeadLength(req, res);
		answerOps(routes, req, res).catch((err) => sendError(res, err, requestId, logger));
	});
}

async function answerOps(routes: OpsRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
	const path = (req.url ?? "").split("?")[0];
	const served = routes.paths.find((known) => known === path);
	if (!served) throw routeMissing(req.method, path);
	if (!readsGet(req.method)) throw methodNotAllowed(res, req.method, withHead(["GET"]));
	await routes.answer(served, req, res);
}
