import type { Logger } from "moleculer";
import { admitClaim, readClaim, releaseEarlyClaim, settleClaim } from "../../shared/actions/idempotency";
import type { Principal } from "../../shared/actions/principal";
import type { IdempotencyClaim } from "../../shared/actions/action-context";
import type { SharedStore } from "../../shared/platform/shared-store";
import type { GatewayRequest } from "./gateway-types";

// The gateway's part of the one idempotency mechanism (shared/actions/idempotency.ts): it asks the
// shared store about a create's Idempotency-Key before the call (with the key's admission, in the
// same round trip, when it can), and tells it the outcome after, without holding the answer back.

/**
 * The request's claim on its Idempotency-Key: 409 for a duplicate still running or a reused key,
 * before any work. None for a batch step (complete, revert) sent without a key: it is optional there.
 */
export async function claimKey(req: GatewayRequest, principal: Principal, store: SharedStore, logger: Logger): Promise<IdempotencyClaim | undefined> {
	const optional = req.$action?.idempotent === "optional";
	const claim = readClaim(req.headers["idempotency-key"], { method: req.method!, path: req.parsedUrl, body: req.body ?? {} }, principal, optional);
	if (!claim) return undefined;
	await admitClaim(store, claim, req.$earlyClaim, (err) => logger.warn("Idempotency state unavailable, relying on the database:", err.message));
	return claim;
}

/** Makes the call; with a claim, the shared store then learns how the claimed request ended. */
export async function settling<T>(store: SharedStore, claim: IdempotencyClaim | undefined, call: () => Promise<T>): Promise<T> {
	if (!claim) return call();
	let succeeded = false;
	try {
		const sent = await call();
		succeeded = true;
		return sent;
	} finally {
		settleClaim(store, claim, succeeded);
	}
}

/** A request refused before its call frees the key its admission claimed. */
export function releaseUnreached(store: SharedStore, req: GatewayRequest): void {
	if (req.$earlyClaim && !req.$idempotency) releaseEarlyClaim(store, req.$earlyClaim);
}
