import type { Context } from "moleculer";
import { ApiError } from "./errors";
import type { Queryable } from "./db";
import { IdempotencyClaim, storeResult } from "./idempotency";
import type { Principal, Scope } from "./principal";

/** What the gateway puts in `ctx.meta` for every routed call. */
export interface RequestMeta {
	requestId?: string;
	principal?: Principal;
	idempotency?: IdempotencyClaim;
	$statusCode?: number;
}

export type ApiContext<P = Record<string, any>> = Context<P, RequestMeta>;

/**
 * How an action is exposed through the gateway. `scope` is what a key needs to call it;
 * `idempotent` actions require an Idempotency-Key and store their result with it.
 */
export interface ApiAction {
	scope: Scope | "admin";
	idempotent?: boolean;
}

/** The caller of a routed call; an action reached without one is a wiring bug, not a client error. */
export function principalOf(ctx: ApiContext): Principal {
	const principal = ctx.meta.principal;
	if (!principal) throw new ApiError("internal_error", "Missing principal.");
	return principal;
}

/** Marks a successful create: 201. */
export function created<T>(ctx: ApiContext, body: T): T {
	ctx.meta.$statusCode = 201;
	return body;
}

/** Answers a create with 201 and stores that answer with its Idempotency-Key, in the create's own transaction. */
export async function createdOnce<T>(tx: Queryable, ctx: ApiContext, body: T): Promise<T> {
	await storeResult(tx, ctx.meta.idempotency, 201, body);
	return created(ctx, body);
}
