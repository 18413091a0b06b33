import type { IncomingMessage } from "node:http";
import type { Logger } from "moleculer";
import { admitClaim, claimScope, claimWithAdmission, EarlyClaim, readClaim, releaseEarlyClaim, settleClaim } from "../../shared/actions/idempotency";
import type { IdempotencyClaim } from "../../shared/actions/action-context";
import type { Principal } from "../../shared/actions/principal";
import type { ClaimWithAdmission, SharedStore } from "../../shared/platform/shared-store";
import { namesDryRun, PlacedParams } from "./input-checks";

// The gateway's part of the one idempotency mechanism (shared/actions/idempotency.ts): it asks the
// shared store about a create's Idempotency-Key before the call (with the key's admission, in the
// same round trip, when it can), and tells it the outcome after, without holding the answer back.

/** What the gateway reads of a request for its claim, and where the admission leaves what it found. */
export type ClaimingRequest = IncomingMessage & {
	$requestId: string;
	$action?: { idempotent?: boolean | "optional" };
	$earlyClaim?: EarlyClaim;
	$idempotency?: IdempotencyClaim;
	parsedUrl?: string;
	$params?: unknown;
	body?: Record<string, unknown>;
};

/** The request's Idempotency-Key header: the one place the gateway reads it. */
const keyHeader = (req: ClaimingRequest) => req.headers["idempotency-key"];

/** The most keys whose scope a gateway remembers; past it the oldest is forgotten (its next create costs a round trip more). */
const MAX_SCOPES = 100_000;

/**
 * A create's claim on its Idempotency-Key, from the key's admission to the call's outcome.
 *
 * The claim can ride in the round trip that admits the API key. It is named by the key's scope
 * (its integration, or account), which the admission itself returns: so the gateway claims with the
 * admission only for API keys whose scope it has learnt (a key's scope never changes), and the first
 * create of any other key claims in a round trip of its own, once the key is known.
 */
export class IdempotencyClaims {
	private readonly scopes = new Map<string, string>();

	constructor(
		private readonly store: SharedStore,
		private readonly logger: Logger,
	) {}

	/** The claim to make with this request's admission, if any. */
	withAdmission(req: ClaimingRequest, secretHash: string): ClaimWithAdmission | undefined {
		// A dry run stores nothing and claims no key.
		if (!req.$action?.idempotent || namesDryRun(req.$params as PlacedParams | undefined)) return undefined;
		const scope = this.scopes.get(secretHash);
		return scope === undefined ? undefined : claimWithAdmission(keyHeader(req), scope, req.$requestId);
	}

	/** What the admission's claim found, kept for `claim`. */
	admitted(req: ClaimingRequest, early: EarlyClaim): void {
		req.$earlyClaim = early;
	}

	learn(secretHash: string, principal: Principal): void {
		if (this.scopes.has(secretHash)) return;
		if (this.scopes.size >= MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
		this.scopes.set(secretHash, claimScope(principal));
	}

	/**
	 * The request's claim on its Idempotency-Key: 409 for a duplicate still running or a reused key,
	 * before any work. None for a batch step (complete, revert) sent without a key: it is optional there.
	 */
	async claim(req: ClaimingRequest, principal: Principal): Promise<IdempotencyClaim | undefined> {
		const optional = req.$action?.idempotent === "optional";
		const claim = readClaim(keyHeader(req), { method: req.method!, path: req.parsedUrl!, body: req.body ?? {} }, principal, optional);
		if (!claim) return undefined;
		await admitClaim(this.store, claim, req.$earlyClaim, (err) => this.logger.warn("Idempotency state unavailable, relying on the database:", err.message));
		req.$idempotency = claim;
		return claim;
	}

	/** Makes the call; with a claim, the shared store then learns how the claimed request ended. */
	async settling<T>(req: ClaimingRequest, call: () => Promise<T>): Promise<T> {
		const claim = req.$idempotency;
		if (!claim) return call();
		let succeeded = false;
		try {
			const sent = await call();
			succeeded = true;
			return sent;
		} finally {
			settleClaim(this.store, claim, succeeded);
		}
	}

	/** A request refused before its call frees the key its admission claimed. */
	releaseUnreached(req: ClaimingRequest): void {
		if (req.$earlyClaim && !req.$idempotency) releaseEarlyClaim(this.store, req.$earlyClaim);
	}
}
