import path from "node:path";
import type { ServerResponse } from "node:http";
import { routeMissing, sendJson } from "../../shared/http/error-answers";
import type { OpsPath } from "../../shared/http/ops-routes";
import type { Gateway, GatewayRequest } from "./gateway-types";
import { EVENT_STREAM_PATH } from "./event-stream";
import { API_VERSION } from "./http-server";
import { locateCreated } from "./location";
import { GUIDES_PATH } from "../../shared/document/guide-index";
import { serveGuide } from "./guide-pages";
import { servedOrigin } from "./request-origin";
import { OPENAPI_PATH, servedDocument, serveReferenceFile, serveReferencePage } from "./reference-pages";
import { apiRoutes } from "./api-routes";
import { PORTAL_ALIASES } from "./portal-routes";
import { TRANSPORT_CHECKS } from "./transport-checks";

const { v1: V1_ALIASES, admin: ADMIN_ALIASES } = apiRoutes();
const openApiJson = servedDocument();

/** The services that serve the gateway's routes: it is ready only while it can reach them all. */
export const ROUTE_SERVICES = [...new Set(Object.values({ ...V1_ALIASES, ...ADMIN_ALIASES }).map((action) => action.split(".")[0]))];

/** `aliases` with HEAD answered wherever GET is, by the same action or handler (docs/api.md, "Requests"). */
function answeringHead(aliases: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(aliases).flatMap(([route, target]) =>
			route.startsWith("GET ")
				? [
						[route, target],
						[`HEAD ${route.slice(4)}`, target],
					]
				: [[route, target]],
		),
	);
}

/**
 * What the API's routes share: the aliases read from the actions and nothing else, paths as
 * written, the transport checks first, our own body reader, and params kept by where they came
 * from (the gateway's `actionParams` merges them).
 */
const API_ROUTE = {
	mappingPolicy: "restrict",
	bodyParsers: false,
	mergeParams: false,
	pathToRegexpOptions: { sensitive: true },
	authorization: true,
	use: TRANSPORT_CHECKS,
	onAfterCall: locateCreated,
};

/** The ops paths as aliases of the "/" route (shared/http/ops-routes.ts); their errors are the gateway's to render. */
function opsAliases(paths: readonly OpsPath[]) {
	const answer = (path: OpsPath) =>
		function answerOps(this: Gateway, req: GatewayRequest, res: ServerResponse) {
			this.ops.answer(path, req, res).catch((err) => this.renderError(req, res, err));
		};
	return Object.fromEntries(paths.map((path) => [`GET ${path}`, answer(path)]));
}

/** The event stream authenticates its key itself: it is charged to no budget (services/gateway/event-stream.ts). */
const STREAM_ALIASES = {
	[`GET ${EVENT_STREAM_PATH}`](this: Gateway, req: GatewayRequest, res: ServerResponse) {
		this.streams.serve(req, res).catch((err) => (res.headersSent ? res.end() : this.renderError(req, res, err)));
	},
};

/** What `GET /` answers on a gateway: where to read on (docs/api.md "Requests"). */
export const SERVICE_ANSWER = { object: "service", name: "bookdrop", docs: "/docs", openapi: OPENAPI_PATH, version: API_VERSION };

const REFERENCE_ALIASES = {
	"GET /"(_req: GatewayRequest, res: ServerResponse) {
		sendJson(res, 200, SERVICE_ANSWER);
	},
	[`GET ${OPENAPI_PATH}`](this: Gateway, req: GatewayRequest, res: ServerResponse) {
		const origin = servedOrigin(this.platform.config.publicUrl, req, res);
		res.setHeader("Content-Type", "application/json; charset=utf-8");
		res.end(openApiJson(origin));
	},
	"GET /docs"(this: Gateway, req: GatewayRequest, res: ServerResponse) {
		serveReferencePage(res, servedOrigin(this.platform.config.publicUrl, req, res));
	},
	"GET /docs/:file"(this: Gateway, req: GatewayRequest, res: ServerResponse) {
		if (!serveReferenceFile(res, path.posix.basename(req.parsedUrl))) this.renderError(req, res, routeMissing(req.method, req.parsedUrl));
	},
	[`GET ${GUIDES_PATH}/:name`](this: Gateway, req: GatewayRequest, res: ServerResponse) {
		if (!serveGuide(res, path.posix.basename(req.parsedUrl))) this.renderError(req, res, routeMissing(req.method, req.parsedUrl));
	},
};

/**
 * The gateway's routes in moleculer-web's terms: the API for keys (/v1) and for the operator
 * (/admin/v1), each authenticated by the gateway method it names, and "/" for the ops paths this
 * port serves, the event stream, the portal, the OpenAPI document, the reference page, the guides and `/` pointing to both.
 */
export function routeTable(opsPaths: readonly OpsPath[]): object[] {
	return [
		{ path: "/admin/v1", aliases: answeringHead(ADMIN_ALIASES), authentication: "authenticateOperator", ...API_ROUTE },
		{ path: "/v1", aliases: answeringHead(V1_ALIASES), authentication: "authenticateKey", ...API_ROUTE },
		{
			path: "/",
			mappingPolicy: "restrict",
			bodyParsers: false,
			pathToRegexpOptions: { sensitive: true },
			use: TRANSPORT_CHECKS,
			aliases: answeringHead({ ...opsAliases(opsPaths), ...STREAM_ALIASES, ...PORTAL_ALIASES, ...REFERENCE_ALIASES }),
		},
	];
}
