import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, ServiceSchema } from "moleculer";
import ApiGateway from "moleculer-web";
import { config } from "../shared/config";
import { ApiError } from "../shared/errors";
import { randomBase62, sha256 } from "../shared/ids";
import { admitClaim, IdempotencyClaim, readClaim, settleClaim } from "../shared/idempotency";
import { countRateLimited, sendMetrics } from "../shared/metrics";
import { requireScope } from "../shared/middlewares";
import type { Principal } from "../shared/principal";
import type { ApiAction, RequestMeta } from "../shared/request";
import { Admission, SharedStore, sharedStore } from "../shared/store";
import { observeRequest } from "./gateway/access";
import { API_VERSION, createHttpServer, readRequestInput, renderError, RETRY_UNAVAILABLE_AFTER_S, sendJson } from "./gateway/http";
import { checkRoutedInput, NumberLiteral } from "./gateway/input";
import { apiDocument, OPENAPI_PATH, serveReference } from "./gateway/reference";
import { apiRoutes } from "./gateway/routes";
import { checkReadiness } from "./health";

type Req = IncomingMessage & {
	$requestId: string;
	$action?: ApiAction & { name: string };
	$params: { body?: Record<string, unknown>; query?: Record<string, unknown>; params?: Record<string, unknown> };
	$idempotency?: IdempotencyClaim;
	$ctx: Context<unknown, RequestMeta>;
	parsedUrl: string;
	body?: Record<string, unknown>;
	$numbers?: NumberLiteral[];
};
type Res = ServerResponse;
type Next = (err?: unknown) => void;

const { v1: V1_ALIASES, admin: ADMIN_ALIASES } = apiRoutes();
const OPENAPI_JSON = JSON.stringify(apiDocument());
/** The services that serve the gateway's routes: it is ready only while it can reach them all. */
const ROUTE_SERVICES = [...new Set(Object.values({ ...V1_ALIASES, ...ADMIN_ALIASES }).map((action) => action.split(".")[0]))];

/** ADMIN_TOKEN, or the token generated once into DATA_DIR/admin-token (mode 0600) in embedded mode. */
export function adminToken(): string {
	const { adminToken: fromEnv, dataDir, transporter } = config();
	if (fromEnv) {
		if (fromEnv.length < 24 || /REPLACE_ME/i.test(fromEnv)) {
			throw new Error("ADMIN_TOKEN must be a random string of at least 24 characters; it is shorter, or still the placeholder.");
		}
		return fromEnv;
	}
	if (transporter) throw new Error("ADMIN_TOKEN must be set when the gateway runs distributed (TRANSPORTER is set).");
	const file = path.join(dataDir, "admin-token");
	if (!fs.existsSync(file)) {
		fs.mkdirSync(dataDir, { recursive: true });
		fs.writeFileSync(file, `adm_${randomBytes(24).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
	}
	return fs.readFileSync(file, "utf8").trim();
}

function bearer(req: Req): string {
	const header = req.headers.authorization;
	if (!header) throw new ApiError("api_key_missing", "Send your API key as 'Authorization: Bearer <key>'.");
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	if (!match) throw new ApiError("api_key_invalid", "The Authorization header must be 'Bearer <key>'.");
	return match[1];
}

function firstKey(source: Record<string, unknown> | undefined): string | undefined {
	return source ? Object.keys(source)[0] : undefined;
}

const invalidKey = () => new ApiError("api_key_invalid", "This API key is not valid: it is unknown, revoked or expired.");

const unknownParam = (param: string) => new ApiError("parameter_unknown", `Received unknown parameter: ${param}.`, { param });


/**
 * Checks every request passes before anything else, in this order; moleculer-web runs them with
 * `this` bound to the gateway service.
 */
const TRANSPORT_CHECKS = [
	function refuseOptions(this: any, req: Req, res: Res, next: Next) {
		if (req.method !== "OPTIONS") return next();
		res.setHeader("Allow", this.allowedMethods(req.parsedUrl).join(", "));
		next(new ApiError("method_not_allowed", "OPTIONS is not supported: this API is for servers only and answers no CORS preflight."));
	},
	// A path names one resource exactly: as paths are case-sensitive, `/v1/customers/` is not `/v1/customers`.
	function refuseTrailingSlash(req: Req, _res: Res, next: Next) {
		const path = (req.url ?? "").split("?")[0];
		if (path.length > 1 && path.endsWith("/")) {
			return next(new ApiError("route_missing", `Unrecognized request URL (${req.method} ${path}): paths end without a slash.`));
		}
		next();
	},
	// The OpenAPI document is public and needs no key: the reference page (/docs) may fetch it.
	function refuseCrossOrigin(req: Req, _res: Res, next: Next) {
		if (req.headers.origin !== undefined && req.parsedUrl.startsWith("/v1") && req.parsedUrl !== OPENAPI_PATH) {
			return next(new ApiError("cross_origin_refused", "Requests from browsers are refused: an API key must never be used in a browser."));
		}
		next();
	},
	function checkVersion(req: Req, _res: Res, next: Next) {
		const pinned = req.headers["service-version"];
		if (pinned !== undefined && pinned !== API_VERSION) {
			return next(
				new ApiError("version_invalid", `Unknown Service-Version '${pinned}'. Known versions: ${API_VERSION}.`, { param: "Service-Version" }),
			);
		}
		next();
	},
	function readBody(req: Req, _res: Res, next: Next) {
		readRequestInput(req).then(({ body, numbers }) => {
			req.body = body;
			req.$numbers = numbers;
			next();
		}, next);
	},
];

/**
 * `/metrics` on the public port needs the admin token: series names, routes and volumes are no
 * business of the internet. With METRICS_PORT set it is served there instead (shared/runtime.ts).
 */
const METRICS_ALIAS = config().metricsPort === null
	? {
			async "GET /metrics"(this: any, req: Req, res: Res) {
				try {
					await this.authenticateOperator(req.$ctx, null, req);
				} catch (err) {
					return this.renderError(req, res, err);
				}
				await sendMetrics(res);
			},
		}
	: {};

function locateCreated(this: any, ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req, _res: Res, data: any) {
	this.locate(ctx, req, data);
	return data;
}

const GatewayService: ServiceSchema = {
	name: "gateway",
	mixins: [ApiGateway],

	settings: {
		port: config().port,
		ip: config().host,
		qsOptions: { arrayLimit: 100, depth: 3, parameterLimit: 200 },
		routes: [
			{
				path: "/admin/v1",
				aliases: ADMIN_ALIASES,
				mappingPolicy: "restrict",
				bodyParsers: false,
				mergeParams: false,
				pathToRegexpOptions: { sensitive: true },
				authentication: "authenticateOperator",
				authorization: true,
				use: TRANSPORT_CHECKS,
				onAfterCall: locateCreated,
			},
			{
				path: "/v1",
				aliases: V1_ALIASES,
				mappingPolicy: "restrict",
				bodyParsers: false,
				mergeParams: false,
				pathToRegexpOptions: { sensitive: true },
				authentication: "authenticateKey",
				authorization: true,
				use: TRANSPORT_CHECKS,
				onAfterCall: locateCreated,
			},
			{
				path: "/",
				mappingPolicy: "restrict",
				bodyParsers: false,
				pathToRegexpOptions: { sensitive: true },
				use: TRANSPORT_CHECKS,
				aliases: {
					"GET /healthz"(this: any, _req: Req, res: Res) {
						sendJson(res, 200, { status: "ok" });
					},
					async "GET /readyz"(this: any, _req: Req, res: Res) {
						const report = await checkReadiness(this.broker, ROUTE_SERVICES);
						sendJson(res, report.ready ? 200 : 503, report);
					},
					[`GET ${OPENAPI_PATH}`](_req: Req, res: Res) {
						res.setHeader("Content-Type", "application/json; charset=utf-8");
						res.end(OPENAPI_JSON);
					},
					"GET /docs"(_req: Req, res: Res) {
						serveReference(res, undefined);
					},
					"GET /docs/:file"(this: any, req: Req, res: Res) {
						if (!serveReference(res, path.posix.basename(req.parsedUrl))) {
							this.renderError(req, res, new ApiError("route_missing", `Unrecognized request URL (${req.method} ${req.parsedUrl}).`));
						}
					},
					...METRICS_ALIAS,
				},
			},
		],
		// Our own Request-Id on every response (the client's X-Request-ID is never echoed) and the version.
		rootCallOptions(options: Record<string, unknown>, req: Req, res: Res) {
			req.$requestId = `req_${randomBase62(20)}`;
			options.requestID = req.$requestId;
			options.meta = { requestId: req.$requestId };
			res.setHeader("Request-Id", req.$requestId);
			res.setHeader("Service-Version", API_VERSION);
		},
		onError(this: any, req: Req, res: Res, err: unknown) {
			this.renderError(req, res, err);
		},
		log4XXResponses: false,
		// The route table is for debugging: at info it buried the start-up lines under a hundred.
		logRouteRegistration: "debug",
		logRequest: "debug",
		// Our own access line replaces moleculer-web's (services/gateway/access.ts).
		logResponse: null,
		logResponseData: null,
	},

	created() {
		this.operatorToken = adminToken();
	},

	methods: {
		/**
		 * Replaces moleculer-web's server: ours cuts off slow senders (HTTP_HEADERS_TIMEOUT_MS…) and
		 * logs and counts every request it answers.
		 */
		createServer() {
			this.server = createHttpServer((req, res) => {
				observeRequest(req, res, this.logger);
				this.httpHandler(req, res);
			});
			this.isHTTPS = false;
		},

		/** Notes the matched route's template for the access line before the route's checks run. */
		routeHandler(ctx: Context, route: unknown, req: Req, res: Res, found?: { alias: { fullPath: string } }) {
			if (found) (req as { $template?: string }).$template = found.alias.fullPath;
			return (ApiGateway.methods as any).routeHandler.call(this, ctx, route, req, res, found);
		},

		/** moleculer-web's own handler logged a 5xx, then renderError logged it again: renderError's line is the one. */
		errorHandler(req: Req, res: Res, err: unknown) {
			this.sendError(req, res, err);
		},

		/** HTTP methods served at a path, for 405 and its Allow header. */
		allowedMethods(url: string): string[] {
			const methods = this.aliases.filter((alias: any) => alias.match(url)).map((alias: any) => alias.method);
			return [...new Set<string>(methods)];
		},

		/**
		 * The key's principal and the charge to its budget: one round trip to the shared store for a
		 * cached key; the accounts service vouches for any other. A request without a valid key is
		 * never charged to a key; it counts against its client address instead, and an address past
		 * REFUSALS_PER_MINUTE is refused before it costs the accounts service a lookup.
		 */
		async authenticateKey(ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req, res: Res): Promise<Principal> {
			const store = sharedStore();
			const address = req.socket.remoteAddress ?? "";
			try {
				const { principal, rate } = await this.admitKey(ctx, req, res, store, address);
				// set before the rate check: a 429's access line names the key it refused
				ctx.meta.principal = principal;
				res.setHeader("X-RateLimit-Limit", String(rate.limit));
				res.setHeader("X-RateLimit-Remaining", String(rate.remaining));
				res.setHeader("X-RateLimit-Reset", String(rate.resetAt));
				if (!rate.allowed) {
					countRateLimited("key");
					res.setHeader("Retry-After", String(rate.retryAfter));
					throw new ApiError("rate_limited", `Too many requests: this key may make ${rate.limit} per minute. Retry after ${rate.retryAfter} s.`);
				}
				return principal;
			} catch (err) {
				if (err instanceof ApiError && (err.type === "api_key_missing" || err.type === "api_key_invalid")) {
					await store.countRefusal(address).catch(() => undefined);
				}
				throw err;
			}
		},

		async admitKey(ctx: Context, req: Req, res: Res, store: SharedStore, address: string): Promise<Admission> {
			const secret = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
			const secretHash = secret?.startsWith("ab_") ? sha256(secret) : null;
			const cached = secretHash ? await store.admit(secretHash).catch(() => null) : null;
			if (cached) return this.unexpired(cached);
			const { count, msLeft } = await store.refusals(address).catch(() => ({ count: 0, msLeft: 0 }));
			if (count >= config().refusalsPerMinute) {
				const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
				countRateLimited("address");
				res.setHeader("Retry-After", String(retryAfter));
				throw new ApiError("rate_limited", `Too many requests without a valid API key from your address. Retry after ${retryAfter} s.`);
			}
			bearer(req); // a missing or malformed header says so
			if (!secretHash) throw invalidKey();
			const principal = (await ctx.call("accounts.authenticate", { secretHash })) as Principal | null;
			if (!principal) throw invalidKey();
			return this.unexpired({ principal, rate: await store.admitVouched(secretHash, principal) });
		},

		unexpired(admission: Admission): Admission {
			const { expiresAt } = admission.principal;
			if (expiresAt !== null && expiresAt <= Date.now() / 1000) throw invalidKey();
			return admission;
		},

		async authenticateOperator(ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req) {
			const given = Buffer.from(bearer(req));
			const expected = Buffer.from(this.operatorToken as string);
			if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
				throw new ApiError("api_key_invalid", "This admin token is not valid.");
			}
			ctx.meta.operator = true;
			return { operator: true };
		},

		/**
		 * Scope, then the call's params, then the Idempotency-Key: all before the call is routed, so a
		 * refused request costs no service a thing. Services check scope and params again themselves.
		 */
		async authorize(ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req) {
			const action = req.$action;
			if (!action) throw new Error(`No action behind ${req.parsedUrl}`);
			requireScope(action.scope, ctx.meta);
			checkRoutedInput(action.params, req.$params.params, req.$numbers ?? []);
			(req as any).$params = this.actionParams(req);
			if (action.idempotent && ctx.meta.principal) {
				const claim = readClaim(req.headers["idempotency-key"], { method: req.method!, path: req.parsedUrl, body: req.body ?? {} }, ctx.meta.principal);
				await admitClaim(sharedStore(), claim, (err) => this.logger.warn("Idempotency state unavailable, relying on the database:", err.message));
				ctx.meta.idempotency = claim;
				req.$idempotency = claim;
			}
		},

		/**
		 * GET reads the query, other methods the JSON body; the path's own parameters come on top.
		 * Anything sent in the other place, or repeating a path parameter, is an unknown parameter.
		 */
		actionParams(req: Req): Record<string, unknown> {
			const { body, query, params: path = {} } = req.$params;
			const [source, other] = req.method === "GET" ? [query, body] : [body, query];
			const stray = firstKey(other);
			if (stray !== undefined) throw unknownParam(stray);
			const clash = Object.keys(path).find((name) => source && name in source);
			if (clash !== undefined) throw unknownParam(clash);
			return { ...source, ...path };
		},

		/**
		 * Creates: the shared store learns how the claimed Idempotency-Key's request ended. Reads: one
		 * whose replica died while serving it (RequestRejectedError, see shared/liveness.ts) is sent
		 * once more, to a live replica; a read can run twice, anything else is answered 503.
		 */
		async callAction(route: unknown, actionName: string, req: Req, res: Res, params: unknown) {
			const callAction = (ApiGateway.methods as any).callAction;
			const claim = req.$idempotency;
			if (req.method === "GET") {
				return callAction.call(this, route, actionName, req, res, params).catch((err: Error) => {
					if (err?.name !== "RequestRejectedError") throw err;
					// moleculer-web calls the endpoint it picked before; the dead one has left the registry since.
					const endpoint = this.broker.findNextActionEndpoint(actionName, (route as any).callOptions, req.$ctx);
					if (endpoint instanceof Error) throw endpoint;
					(req as any).$endpoint = endpoint;
					return callAction.call(this, route, actionName, req, res, params);
				});
			}
			if (!claim) return callAction.call(this, route, actionName, req, res, params);
			let succeeded = false;
			try {
				const sent = await callAction.call(this, route, actionName, req, res, params);
				succeeded = true;
				return sent;
			} finally {
				await settleClaim(sharedStore(), claim, succeeded);
			}
		},

		/** A 201 names where the new object can be read: its own URL, or the collection it joined. */
		locate(ctx: Context<unknown, RequestMeta>, req: Req, data: { id?: unknown; account?: { id?: unknown } }) {
			if (ctx.meta.$statusCode !== 201) return;
			const id = data?.id ?? data?.account?.id;
			const collection = req.parsedUrl;
			const own = typeof id === "string" && this.allowedMethods(`${req.parsedUrl}/${id}`).includes("GET");
			(ctx.meta as { $location?: string }).$location = own ? `${collection}/${id}` : collection;
		},

		renderError(req: Req, res: Res, err: any) {
			if (err?.name === "NotFoundError") {
				const allowed = this.allowedMethods(req.parsedUrl ?? "");
				err = allowed.length
					? new ApiError("method_not_allowed", `${req.method} is not allowed here. Allowed: ${allowed.join(", ")}.`)
					: new ApiError("route_missing", `Unrecognized request URL (${req.method} ${req.parsedUrl}).`);
				if (allowed.length) res.setHeader("Allow", allowed.join(", "));
			}
			const { status, body } = renderError(err, req.$requestId);
			if (status >= 500) this.logger.error({ request_id: req.$requestId }, "request failed:", err);
			sendJson(res, status, body, status === 503 ? { "Retry-After": String(RETRY_UNAVAILABLE_AFTER_S) } : {});
		},
	},
};

export default GatewayService;
