import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, ServiceSchema } from "moleculer";
import ApiGateway from "moleculer-web";
import { config } from "../shared/config";
import { database } from "../shared/db";
import { ApiError } from "../shared/errors";
import { randomBase62, sha256 } from "../shared/ids";
import { deleteExpiredResults, findStoredResult, IdempotencyClaim } from "../shared/idempotency";
import type { Principal } from "../shared/principal";
import type { ApiAction, RequestMeta } from "../shared/request";
import { sharedStore } from "../shared/store";
import { categories, customers, expenses, products, refunds, RESOURCES, rejectRoutes, resourceRoutes, revenue, suppliers } from "../shared/resources";
import { API_VERSION, canonicalJson, readJsonBody, renderError, sendJson } from "./gateway/http";
import { checkReadiness } from "./health";

type Req = IncomingMessage & {
	$requestId: string;
	$action?: ApiAction & { name: string };
	$params: { body?: Record<string, unknown>; query?: Record<string, unknown>; params?: Record<string, unknown> };
	$idempotency?: IdempotencyClaim;
	$ctx: Context<unknown, RequestMeta>;
	parsedUrl: string;
	body?: Record<string, unknown>;
};
type Res = ServerResponse;
type Next = (err?: unknown) => void;

const IDEMPOTENCY_LOCK_MS = 30_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Routes of the public API; each names the action that serves it. */
const V1_ALIASES = {
	...resourceRoutes("catalog", [customers, suppliers, categories, products]),
	...resourceRoutes("transactions", [expenses, revenue, refunds]),
	...rejectRoutes(RESOURCES),
	"POST /import_batches": "batches.create",
	"GET /import_batches": "batches.list",
	"GET /import_batches/:id": "batches.retrieve",
	"POST /import_batches/:id/complete": "batches.complete",
	"POST /import_batches/:id/revert": "batches.revert",
	"GET /events": "events.list",
	"GET /events/:id": "events.retrieve",
	"POST /webhook_endpoints": "webhooks.create",
	"GET /webhook_endpoints": "webhooks.list",
	"GET /webhook_endpoints/:id": "webhooks.retrieve",
	"POST /webhook_endpoints/:id": "webhooks.update",
	"DELETE /webhook_endpoints/:id": "webhooks.delete",
	"GET /account": "accounts.summary",
	"POST /api_keys": "accounts.keys.create",
	"GET /api_keys": "accounts.keys.list",
	"DELETE /api_keys/:id": "accounts.keys.revoke",
};

/** Routes of the operator's API, behind ADMIN_TOKEN. */
const ADMIN_ALIASES = {
	"POST /accounts": "accounts.admin.createAccount",
	"GET /accounts/:id": "accounts.admin.retrieveAccount",
	"POST /accounts/:account/api_keys": "accounts.admin.createKey",
};

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
	function refuseCrossOrigin(req: Req, _res: Res, next: Next) {
		if (req.headers.origin !== undefined && req.parsedUrl.startsWith("/v1")) {
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
		readJsonBody(req).then(({ body }) => {
			req.body = body;
			next();
		}, next);
	},
];

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
				authentication: "authenticateOperator",
				authorization: true,
				use: TRANSPORT_CHECKS,
			},
			{
				path: "/v1",
				aliases: V1_ALIASES,
				mappingPolicy: "restrict",
				bodyParsers: false,
				mergeParams: false,
				authentication: "authenticateKey",
				authorization: true,
				use: TRANSPORT_CHECKS,
			},
			{
				path: "/",
				mappingPolicy: "restrict",
				bodyParsers: false,
				use: TRANSPORT_CHECKS,
				aliases: {
					"GET /healthz"(this: any, _req: Req, res: Res) {
						sendJson(res, 200, { status: "ok" });
					},
					async "GET /readyz"(this: any, _req: Req, res: Res) {
						const report = await checkReadiness(this.broker);
						sendJson(res, report.ready ? 200 : 503, report);
					},
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
		logRequest: "debug",
		logResponseData: null,
	},

	created() {
		this.operatorToken = adminToken();
	},

	async started() {
		// Expired idempotency records only take space: lookups already ignore them.
		const db = await database();
		const purge = () => deleteExpiredResults(db).catch((err) => this.logger.warn("Idempotency purge failed:", err));
		await purge();
		this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
		this.purgeTimer.unref();
	},

	stopped() {
		clearInterval(this.purgeTimer);
	},

	methods: {
		/** HTTP methods served at a path, for 405 and its Allow header. */
		allowedMethods(url: string): string[] {
			const methods = this.aliases.filter((alias: any) => alias.match(url)).map((alias: any) => alias.method);
			return [...new Set<string>(methods)];
		},





		async authenticateKey(ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req, res: Res): Promise<Principal> {
			const secret = bearer(req);
			const principal = await this.principalFor(ctx, secret);
			if (!principal) throw new ApiError("api_key_invalid", "This API key is not valid: it is unknown, revoked or expired.");
			const decision = await sharedStore().chargeRequest(principal.keyId);
			res.setHeader("X-RateLimit-Limit", String(decision.limit));
			res.setHeader("X-RateLimit-Remaining", String(decision.remaining));
			res.setHeader("X-RateLimit-Reset", String(decision.resetAt));
			if (!decision.allowed) {
				res.setHeader("Retry-After", String(decision.retryAfter));
				throw new ApiError("rate_limited", `Too many requests: this key may make ${decision.limit} per minute. Retry after ${decision.retryAfter} s.`);
			}
			ctx.meta.principal = principal;
			return principal;
		},

		/** The key's principal, from the shared cache or the accounts service; null when not valid now. */
		async principalFor(ctx: Context, secret: string): Promise<Principal | null> {
			if (!secret.startsWith("ab_")) return null;
			const secretHash = sha256(secret);
			const store = sharedStore();
			let principal = await store.cachedKey(secretHash).catch(() => null);
			if (!principal) {
				principal = (await ctx.call("accounts.authenticate", { secretHash })) as Principal | null;
				if (principal) await store.cacheKey(secretHash, principal).catch(() => undefined);
			}
			if (principal && principal.expiresAt !== null && principal.expiresAt <= Date.now() / 1000) return null;
			return principal;
		},

		async authenticateOperator(_ctx: unknown, _route: unknown, req: Req) {
			const given = Buffer.from(bearer(req));
			const expected = Buffer.from(this.operatorToken as string);
			if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
				throw new ApiError("api_key_invalid", "This admin token is not valid.");
			}
			return { operator: true };
		},

		/** Scope, then the action's params, then the Idempotency-Key: all before the call is routed. */
		async authorize(ctx: Context<unknown, RequestMeta>, _route: unknown, req: Req) {
			const action = req.$action;
			if (!action?.scope) throw new Error(`Action ${action?.name} declares no scope`);
			const principal = ctx.meta.principal;
			const operator = (ctx.meta as { user?: { operator?: boolean } }).user?.operator === true;
			const allowed = action.scope === "admin" ? operator : principal?.scopes.includes(action.scope);
			if (!allowed) {
				throw new ApiError("insufficient_scope", `This API key lacks the '${action.scope}' scope that this request needs.`);
			}
			(req as any).$params = this.actionParams(req);
			if (action.idempotent) req.$idempotency = this.idempotencyClaim(req, principal);
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

		idempotencyClaim(req: Req, principal: Principal | undefined): IdempotencyClaim {
			const key = req.headers["idempotency-key"];
			if (typeof key !== "string" || key.length === 0) {
				throw new ApiError("idempotency_key_missing", "Creates need an 'Idempotency-Key' header (1 to 255 characters), unique per object you create.");
			}
			if (key.length > 255) {
				throw new ApiError("parameter_invalid", "The Idempotency-Key header may hold at most 255 characters.", { param: "Idempotency-Key" });
			}
			return {
				scope: principal ? (principal.integrationId ?? principal.accountId) : "operator",
				key,
				fingerprint: sha256(`${req.method} ${req.parsedUrl} ${canonicalJson(req.body ?? {})}`),
			};
		},

		/**
		 * Idempotent creates: a stored result is replayed, a different request with the same key is
		 * refused, a concurrent duplicate is refused; otherwise the action runs and stores its result.
		 */
		async callAction(route: unknown, actionName: string, req: Req, res: Res, params: unknown) {
			const callAction = (ApiGateway.methods as any).callAction;
			const claim = req.$idempotency;
			if (!claim) return callAction.call(this, route, actionName, req, res, params);
			const store = sharedStore();
			const lock = `idempotency:${claim.scope}:${sha256(claim.key)}`;
			// Without Redis the lock is skipped, not the request: the key's unique row in the database
			// still lets only one duplicate commit (the other answers idempotency_key_in_use).
			const acquired = await store.acquireLock(lock, IDEMPOTENCY_LOCK_MS).catch((err) => {
				this.logger.warn("Idempotency lock unavailable, relying on the database:", err.message);
				return null;
			});
			if (acquired === false) {
				throw new ApiError("idempotency_key_in_use", "A request with this Idempotency-Key is still in progress; retry once it has finished.");
			}
			try {
				if (await this.replay(claim, res)) return true;
				req.$ctx.meta.idempotency = claim;
				return await callAction.call(this, route, actionName, req, res, params);
			} finally {
				if (acquired) await store.releaseLock(lock).catch(() => undefined);
			}
		},

		async replay(claim: IdempotencyClaim, res: Res): Promise<boolean> {
			const stored = await findStoredResult(await database(), claim.scope, claim.key);
			if (!stored) return false;
			if (stored.fingerprint !== claim.fingerprint) {
				throw new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request. Use a new key for a new request.");
			}
			sendJson(res, stored.status, stored.body, { "Idempotent-Replayed": "true" });
			return true;
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
			if (status >= 500) this.logger.error(`Request ${req.$requestId} failed:`, err);
			sendJson(res, status, body);
		},
	},
};

export default GatewayService;
