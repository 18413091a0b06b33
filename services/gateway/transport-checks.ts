import type { ServerResponse } from "node:http";
import { ApiError } from "../../shared/actions/api-errors";
import { methodNotAllowed, routeMissing } from "../../shared/http/error-answers";
import type { Gateway, GatewayRequest, Next } from "./gateway-types";
import { API_VERSION } from "./http-server";
import { OPENAPI_PATH } from "./reference-pages";

function refuseOptions(this: Gateway, req: GatewayRequest, res: ServerResponse, next: Next) {
	if (req.method === "OPTIONS") {
		res.setHeader("Allow", this.allowedMethods(req.parsedUrl).join(", "));
		return next(new ApiError("method_not_allowed", "OPTIONS is not supported: this API is for servers only and answers no CORS preflight."));
	}
	// A path a route names word for word is that route's: GET /v1/customers/bulk is 405 (Allow: POST),
	// as the document says (a concrete path before a templated one), not a read of a customer named "bulk".
	const allowed = this.allowedMethods(req.parsedUrl);
	if (allowed.length && !allowed.includes(req.method ?? "")) return next(methodNotAllowed(res, req.method, allowed));
	next();
}

// A path names one resource exactly: as paths are case-sensitive, `/v1/customers/` is not `/v1/customers`.
function refuseTrailingSlash(req: GatewayRequest, _res: ServerResponse, next: Next) {
	// req.url lacks the route's prefix (`/v1`), parsedUrl lacks the query: the client's path is originalUrl's.
	const path = (req.originalUrl ?? req.url ?? "").split("?")[0];
	if (path.length > 1 && path.endsWith("/")) {
		return next(routeMissing(req.method, path, `paths end without a slash (${path.replace(/\/+$/, "") || "/"})`));
	}
	next();
}

// The OpenAPI document is public and needs no key: the reference page (/docs) may fetch it.
function refuseCrossOrigin(req: GatewayRequest, _res: ServerResponse, next: Next) {
	if (req.headers.origin !== undefined && req.parsedUrl.startsWith("/v1") && req.parsedUrl !== OPENAPI_PATH) {
		return next(new ApiError("cross_origin_refused", "Requests from browsers are refused: an API key must never be used in a browser."));
	}
	next();
}

function checkVersion(req: GatewayRequest, _res: ServerResponse, next: Next) {
	const pinned = req.headers["service-version"];
	if (pinned !== undefined && pinned !== API_VERSION) {
		return next(new ApiError("version_invalid", `Unknown Service-Version '${pinned}'. Known versions: ${API_VERSION}.`, { param: "Service-Version" }));
	}
	next();
}

/**
 * Checks every request passes before anything else, in this order; moleculer-web runs them (a
 * route's `use`) with `this` bound to the gateway. They read headers only: the body is read once
 * the key is known and charged (the gateway's `authorize`), so a request without a valid key costs
 * no parsing whatever it carries (docs/architecture.md, "The request path").
 */
export const TRANSPORT_CHECKS = [refuseOptions, refuseTrailingSlash, refuseCrossOrigin, checkVersion];
