import type { ServerResponse } from "node:http";
import type { Context } from "moleculer";
import type { ApiAction, RequestMeta } from "../../shared/actions/action-context";
import type { PlatformService } from "../../shared/platform/platform";
import type { OpsRoutes } from "../../shared/http/ops-routes";
import type { EventStreams } from "./event-stream";
import type { ClaimingRequest, IdempotencyClaims } from "./idempotency-claims";
import type { PlacedParams } from "./input-checks";
import type { PortalPages } from "./portal-pages";

/** A request as it crosses the gateway: what moleculer-web sets on it, and what the gateway learns. */
export type GatewayRequest = ClaimingRequest & {
	$requestId: string;
	$action?: ApiAction & { name: string };
	/** Where moleculer-web found the params; once authorized, the action's params (`actionParams`). */
	$params: PlacedParams | Record<string, unknown>;
	$ctx: Context<unknown, RequestMeta>;
	/** The matched alias's path template, for the access line. */
	$template?: string;
	parsedUrl: string;
	/** The URL as the client sent it, with the route's prefix and the query. */
	originalUrl?: string;
	body?: Record<string, unknown>;
	/** The `error` object of an error answer, as sent: the request log keeps it. */
	$error?: Record<string, unknown>;
};

export type Next = (err?: unknown) => void;

/** The gateway service as its parts see it: `this` of the hooks moleculer-web calls. */
export type Gateway = PlatformService & {
	operatorToken: string;
	ops: OpsRoutes<GatewayRequest>;
	/** Creates' claims on their Idempotency-Keys, from admission to outcome. */
	claims: IdempotencyClaims;
	/** The portal's pages (/portal). */
	portal: PortalPages;
	/** The open event streams (GET /v1/events/stream). */
	streams: EventStreams;
	/** HTTP methods served at a path, for 405 and its Allow header. */
	allowedMethods(path: string): string[];
	/** Answers an error of a request (shared/http/error-answers.ts), moleculer-web's 404 as route_missing or 405. */
	renderError(req: GatewayRequest, res: ServerResponse, err: unknown): void;
};
