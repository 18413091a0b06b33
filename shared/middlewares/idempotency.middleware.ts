import type { ActionHandler, ActionSchema, Middleware } from "moleculer";
import type { ApiContext, IdempotencyClaim } from "../actions/action-context";
import { Created } from "../actions/action-context";
import { ApiError } from "../actions/api-errors";
import { claimOf, inUse, reused } from "../actions/idempotency";
import { findStoredResult, KeyTaken, StoredResult } from "../actions/idempotency.store";
import type { DatabaseService } from "../platform/platform";
import { accountClock, unixSeconds } from "../platform/clock";

/** The stored answer, as the first response was: same status, same body, marked as a replay. */
function replay(ctx: ApiContext, claim: IdempotencyClaim, stored: StoredResult): unknown {
	if (stored.fingerprint !== claim.fingerprint) throw reused();
	ctx.meta.$statusCode = stored.status;
	ctx.meta.$responseHeaders = { ...ctx.meta.$responseHeaders, "Idempotent-Replayed": "true" };
	return stored.body;
}

/** The handler's answer, which must carry the proof that it was stored with its key (when there was one). */
async function answered(ctx: ApiContext, action: ActionSchema, run: () => Promise<unknown>): Promise<unknown> {
	const result = await run();
	if (!(result instanceof Created)) throw new Error(`${action.name} answered without storing its result with the Idempotency-Key`);
	ctx.meta.$statusCode = result.status;
	return result.body;
}

/**
 * Wraps every action declared `idempotent`: a stored answer is replayed, a new request runs and
 * answers its status (201 for a create). When the shared store vouched that the key is new, the
 * database is asked only if the request fails, so the common path costs no extra statement. An
 * action whose key is optional runs as is when none was sent, and so does a dry run, which stores nothing.
 */
export const IdempotencyMiddleware: Middleware = {
	localAction(handler: ActionHandler, action: ActionSchema) {
		if (!action.idempotent) return handler;
		// Moleculer calls the wrapped handler without its service: the action names it. Creates are
		// actions of services with DatabaseMixin, whose database holds the stored answers.
		const service = action.service as DatabaseService;
		const run = (ctx: ApiContext) => () => handler.call(service, ctx);
		return async function idempotentRequest(ctx: ApiContext) {
			const { db } = service;
			// the key's window is measured by the account's clock (a test account's may be moved)
			if (ctx.meta.idempotency) ctx.meta.idempotency.at = unixSeconds(accountClock(service.platform.clock, ctx.meta.principal?.clock));
			if (ctx.meta.dryRun || (action.idempotent === "optional" && !ctx.meta.idempotency)) return answered(ctx, action, run(ctx));
			const claim = claimOf(ctx);
			const prior = claim.fresh ? null : await findStoredResult(db, claim);
			if (prior) return replay(ctx, claim, prior);
			try {
				return await answered(ctx, action, run(ctx));
			} catch (err) {
				const taken = err instanceof KeyTaken;
				// A retry the shared store forgot can fail now where it first succeeded: its stored answer wins.
				const stored = taken || (claim.fresh && err instanceof ApiError) ? await findStoredResult(db, claim) : null;
				if (stored) return replay(ctx, claim, stored);
				if (taken) throw inUse();
				throw err;
			}
		};
	},
};
