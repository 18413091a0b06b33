import type { ActionSchema, Context } from "moleculer";
import type { ValidationSchema } from "fastest-validator";
import { ApiError, ErrorCode } from "./errors";
import type { Created, IdempotencyClaim } from "./idempotency";
import type { JsonSchema } from "./openapi";
import type { Principal, Scope } from "./principal";
import type { Input } from "./validation";

/** What the gateway puts in `ctx.meta` for every routed call. */
export interface RequestMeta {
	requestId?: string;
	principal?: Principal;
	/** The caller is the operator, authenticated with ADMIN_TOKEN on /admin/v1. */
	operator?: boolean;
	idempotency?: IdempotencyClaim;
	$statusCode?: number;
	$responseHeaders?: Record<string, string>;
}

export type ApiContext<P = Record<string, any>> = Context<P, RequestMeta>;

/**
 * An action of the public or the admin API. The route (`rest`, relative to /v1 or /admin/v1) is
 * declared beside the handler, and the broker's middlewares enforce the rest for every caller:
 * `scope` (a key must carry it; "admin" is the operator), `params` (checked with the API's error
 * codes before the handler runs, after `prepare` normalises them), `idempotent` (a create that
 * needs an Idempotency-Key and answers 201 with a `Created`). `response` (the JSON Schema of the
 * success body), `status` (201 for the operator's creates) and `errors` (the codes the handler
 * raises beyond those every request may meet) document it: shared/openapi.ts.
 */
export type ApiAction = ActionSchema & {
	rest: string;
	scope: Scope | "admin";
	params: ValidationSchema;
	prepare?: (params: Input) => Input;
	response: JsonSchema;
	status?: 201;
	errors?: ErrorCode[];
} & (
		| { idempotent: true; handler(ctx: ApiContext): Promise<Created> }
		| { idempotent?: false; handler(ctx: ApiContext): Promise<unknown> }
	);

/** The caller of a routed call; an action reached without one is a wiring bug, not a client error. */
export function principalOf(ctx: ApiContext): Principal {
	const principal = ctx.meta.principal;
	if (!principal) throw new ApiError("internal_error", "Missing principal.");
	return principal;
}

/** Marks a successful create that needs no Idempotency-Key (the operator's): 201. */
export function created<T>(ctx: ApiContext, body: T): T {
	ctx.meta.$statusCode = 201;
	return body;
}
