import type { IncomingMessage } from "node:http";
import { claimScope, claimWithAdmission, EarlyClaim } from "../../shared/actions/idempotency";
import type { Principal } from "../../shared/actions/principal";
import type { ClaimWithAdmission } from "../../shared/platform/shared-store";

/** What a key's admission reads of a request, and where it leaves what its claim found. */
export type KeyRequest = IncomingMessage & { $requestId: string; $action?: { idempotent?: boolean | "optional" }; $earlyClaim?: EarlyClaim };

/** The most keys whose scope a gateway remembers; past it the oldest is forgotten (its next create costs a round trip more). */
const MAX_SCOPES = 100_000;

/**
 * Claims a create's Idempotency-Key in the round trip that admits its API key. The claim is named
 * by the key's scope (its integration, or account), which the admission itself returns: so the
 * gateway claims with the admission only for API keys whose scope it has learnt (a key's scope never
 * changes), and the first create of any other key claims in a round trip of its own.
 */
export class AdmissionClaims {
	private readonly scopes = new Map<string, string>();

	/** The claim to make with this request's admission, if any. */
	claimFor(req: KeyRequest, secretHash: string): ClaimWithAdmission | undefined {
		if (!req.$action?.idempotent) return undefined;
		const scope = this.scopes.get(secretHash);
		return scope === undefined ? undefined : claimWithAdmission(req.headers["idempotency-key"], scope, req.$requestId);
	}

	learn(secretHash: string, principal: Principal): void {
		if (this.scopes.has(secretHash)) return;
		if (this.scopes.size >= MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
		this.scopes.set(secretHash, claimScope(principal));
	}
}
