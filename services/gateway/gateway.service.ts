import type http from "node:http";
import type { AddressInfo } from "node:net";
import { isIPv6 } from "node:net";
import type { ServerResponse } from "node:http";
import type { Context, ServiceSchema } from "moleculer";
import ApiGateway from "moleculer-web";
import { requireScope } from "../../shared/actions/action-context";
import { KEYS_REVOKED_EVENT } from "../../shared/actions/principal";
import type { RequestMeta } from "../../shared/actions/action-context";
import { randomBase62 } from "../../shared/platform/ids";
import { importerSeenEveryMs } from "../../shared/platform/config";
import { listen } from "../../shared/platform/port-listen";
import { countRequestLogsDropped, registerHttpMetrics } from "../../shared/platform/metrics";
import { methodNotAllowed, renderError, routeMissing, sendError } from "../../shared/http/error-answers";
import { activeTracing, ownTrace } from "../../shared/platform/tracing";
import { opsRoutes, portOpsPaths } from "../../shared/http/ops-routes";
import { readsGet } from "../../shared/http/head-answers";
import { observeRequest, RequestLog } from "./access-log";
import { operatorToken } from "../../shared/platform/admin-token";
import { askForAdminToken, authenticateKey, authenticateOperator, OperatorLimits, sentBySession } from "./authentication";
import type { Gateway, GatewayRequest as Req } from "./gateway-types";
import { EventStreams } from "./event-stream";
import { API_VERSION, closeUnread, createHttpServer, readRequestInput } from "./http-server";
import { IdempotencyClaims } from "./idempotency-claims";
import { ImporterPresence } from "./presence-notices";
import { actionParams, checkRoutedInput, PlacedParams, takeDryRun } from "./input-checks";
import { addRoutes, edgeMethods, handleHttp, methodsAt } from "./moleculer-web-internals";
import { retryingRead } from "./read-retry";
import { traceErrorCode, traceRequest } from "./request-trace";
import { PortalPages } from "./portal-pages";
import { requestOrigin } from "./request-origin";
import { RequestLogBuffer, SEND_TIMEOUT_MS } from "./request-log-buffer";
import { ROUTE_SERVICES, routeTable } from "./route-table";

type RequestContext = Context<unknown, RequestMeta>;
type Edge = Gateway & { server: http.Server; presence: ImporterPresence; requestLog: RequestLog };

/** Where this gateway answers itself: its listening address, the loopback one when it listens on every interface. */
function loopbackUrl(server: http.Server): string {
	const { address, port } = server.address() as AddressInfo;
	if (address === "0.0.0.0" || address === "::") return `http://127.0.0.1:${port}`;
	return isIPv6(address) ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/** What the admin token is checked against, and where its refusals are counted and told. */
function operatorLimits(gateway: Gateway): OperatorLimits {
	const { store, config } = gateway.platform;
	return { store, refusalsPerMinute: config.refusalsPerMinute, metrics: gateway.platform.metrics, token: gateway.operatorToken, logger: gateway.logger };
}

/** The HTTP edge: every request's checks, then one call to the service that owns its route (docs/architecture.md, "The request path"). */
// moleculer-web's settings and hooks are typed with its own request class; ours carries more (Req).
const GatewayService: ServiceSchema<Record<string, any>, Record<string, any>, Record<string, any>, Edge> = {
	name: "gateway",
	mixins: [ApiGateway],

	settings: {
		// The gateway owns its HTTP server (created, started, stopped below): moleculer-web's own
		// ends the process on a taken port with a stack in the log.
		server: false,
		qsOptions: { arrayLimit: 100, depth: 3, parameterLimit: 200 },
		// No routes here: which ops paths the port serves is a setting of the process, so the route
		// table (services/gateway/route-table.ts) is added as the service is created.
		// Our own Request-Id on every response (the client's X-Request-ID is never echoed) and the version.
		rootCallOptions(this: Gateway, options: Record<string, unknown>, req: Req, res: ServerResponse) {
			req.$requestId = `req_${randomBase62(20)}`;
			options.requestID = req.$requestId;
			options.meta = { requestId: req.$requestId, origin: this.platform.config.publicUrl ?? requestOrigin(req) };
			res.setHeader("Request-Id", req.$requestId);
			res.setHeader("Service-Version", API_VERSION);
		},
		onError(this: Gateway, req: Req, res: ServerResponse, err: unknown) {
			this.renderError(req, res, err);
		},
		log4XXResponses: false,
		// The route table is for debugging: at info it buried the start-up lines under a hundred.
		logRouteRegistration: "debug",
		logRequest: "debug",
		// Our own access line replaces moleculer-web's (services/gateway/access-log.ts).
		logResponse: null,
		logResponseData: null,
	},

	actions: {
		// moleculer-web's action that routes a request: the request's HTTP span (request-trace.ts) is
		// its span already, so it makes none of its own (its call's span is the HTTP span's child).
		rest: { tracing: false },
	},

	created(this: Edge) {
		const { config } = this.platform;
		this.operatorToken = operatorToken(config);
		const paths = portOpsPaths(config.metricsPort);
		// `/metrics` on the public port needs the admin token: series names, routes and volumes are no
		// business of the internet. With METRICS_PORT set it is served there instead (bin/node-runner.ts).
		this.ops = opsRoutes<Req>(this.broker, this.platform, {
			paths,
			needs: ROUTE_SERVICES,
			admitScraper: async (req, res) =>
				authenticateOperator(req.$ctx, req, res, operatorLimits(this)).catch((err) => {
					throw askForAdminToken(err);
				}),
		});
		addRoutes(this, routeTable(paths));
		this.presence = new ImporterPresence(importerSeenEveryMs(config), this.platform.clock, this.logger);
		this.claims = new IdempotencyClaims(this.platform.store, this.logger);
		this.streams = new EventStreams(
			{ store: this.platform.store, refusalsPerMinute: config.refusalsPerMinute, metrics: this.platform.metrics, clock: this.platform.clock },
			this.logger,
			() => this.server.listening,
		);
		this.portal = new PortalPages({
			call: (action, params) => this.broker.call(action, params),
			limits: { store: this.platform.store, refusalsPerMinute: config.refusalsPerMinute, metrics: this.platform.metrics },
			clock: this.platform.clock,
			publicUrl: config.publicUrl,
			apiUrl: () => loopbackUrl(this.server),
		});
		registerHttpMetrics(this);
		// The request log's entries go to the events service in batches (docs/requests.md). A batch is
		// not one of the calls a stop waits for: the buffer's drain bounds that wait itself.
		const buffer = new RequestLogBuffer({
			send: (entries) =>
				ownTrace("request log batch", { "bookdrop.entries": entries.length }, () =>
					this.broker.call("events.requestLogs.record", { entries }, { timeout: SEND_TIMEOUT_MS, tracking: false }),
				),
			dropped: (reason, count) => countRequestLogsDropped(this.platform.metrics, reason, count),
			logger: this.logger,
		});
		this.requestLog = { buffer, clock: this.platform.clock };
		// Ours cuts off slow senders (HTTP_HEADERS_TIMEOUT_MS…) and logs and counts every request it answers.
		// With tracing on, each request runs in its HTTP span (services/gateway/request-trace.ts).
		const tracing = activeTracing();
		this.server = createHttpServer(config, (req, res) => {
			observeRequest(req, res, this.logger, this.platform.metrics, config.requestLog ? this.requestLog : undefined);
			if (tracing) traceRequest(tracing, req, res, () => handleHttp(this, req, res));
			else handleHttp(this, req, res);
		});
	},

	async started(this: Edge) {
		const { port, host } = this.platform.config;
		await listen(this.server, port, host);
	},

	async stopped(this: Edge) {
		if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
		await this.requestLog.buffer.drain();
	},

	events: {
		/** A revocation committed (the accounts service broadcasts it): the keys' open event streams end now. */
		[KEYS_REVOKED_EVENT](this: Edge, ctx: Context<{ keyIds: string[] }>) {
			this.streams.revoked(ctx.params.keyIds);
		},
	},

	methods: {
		...edgeMethods<Gateway, Req>({
			matched(req, template) {
				req.$template = template;
			},
			call(gateway, req, call) {
				return readsGet(req.method) ? retryingRead(call) : gateway.claims.settling(req, call.run);
			},
		}),

		allowedMethods(this: Gateway, path: string): string[] {
			return methodsAt(this, path);
		},

		async authenticateKey(this: Edge, ctx: RequestContext, _route: unknown, req: Req, res: ServerResponse) {
			const { store, config } = this.platform;
			const principal = await authenticateKey(ctx, req, res, {
				store,
				refusalsPerMinute: config.refusalsPerMinute,
				metrics: this.platform.metrics,
				claims: this.claims,
				clock: this.platform.clock,
			});
			// The merchant reading the portal with the desktop key's rights is not the importer at work.
			if (!sentBySession(req)) await this.presence.seen(ctx, principal);
			return principal;
		},

		async authenticateOperator(this: Gateway, ctx: RequestContext, _route: unknown, req: Req, res: ServerResponse) {
			return authenticateOperator(ctx, req, res, operatorLimits(this));
		},

		/**
		 * Once the key is known and charged (authentication): scope, then the query and the body, then
		 * the call's params, then the Idempotency-Key, all before the call is routed, so a refused
		 * request costs no service a thing. Services check scope and params again themselves.
		 */
		async authorize(this: Gateway, ctx: RequestContext, _route: unknown, req: Req) {
			const action = req.$action;
			if (!action) throw new Error(`No action behind ${req.parsedUrl}`);
			requireScope(action.scope, ctx.meta, action.testScope);
			const placed = req.$params as PlacedParams;
			const { body, numbers } = await readRequestInput(req, action.bodyLimits);
			req.body = placed.body = body;
			checkRoutedInput(action.params, placed.params, numbers);
			ctx.meta.dryRun = takeDryRun(action, placed);
			req.$params = actionParams(req.method, placed);
			if (action.idempotent && ctx.meta.principal && !ctx.meta.dryRun) {
				ctx.meta.idempotency = await this.claims.claim(req, ctx.meta.principal);
			}
		},

		renderError(this: Gateway, req: Req, res: ServerResponse, err: unknown) {
			this.claims.releaseUnreached(req);
			closeUnread(req, res);
			if ((err as Error | undefined)?.name === "NotFoundError") {
				const allowed = this.allowedMethods(req.parsedUrl ?? "");
				err = allowed.length ? methodNotAllowed(res, req.method, allowed) : routeMissing(req.method, req.parsedUrl);
			}
			if (activeTracing()) traceErrorCode(req, renderError(err, req.$requestId).body.error.code);
			req.$error = sendError(res, err, req.$requestId, this.logger);
		},
	},
};

export default GatewayService;
