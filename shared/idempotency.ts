import { ApiError } from "./errors";
import type { Queryable } from "./db";
import { nowSeconds } from "./ids";

/** How long a create's result is kept for replays (SPEC.md "Limits"). */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The gateway's claim on an Idempotency-Key, passed to the action in `ctx.meta.idempotency`.
 * `scope` is the integration (the account for the desktop key); `fingerprint` hashes method,
 * path and canonical body.
 */
export interface IdempotencyClaim {
	scope: string;
	key: string;
	fingerprint: string;
}

export interface StoredResult {
	fingerprint: string;
	status: number;
	body: unknown;
}

export async function findStoredResult(db: Queryable, scope: string, key: string): Promise<StoredResult | null> {
	const [row] = await db.query(
		"SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created > $3",
		[scope, key, nowSeconds() - IDEMPOTENCY_WINDOW_SECONDS],
	);
	return row ? { fingerprint: row.fingerprint, status: row.status, body: row.body } : null;
}

/**
 * Stores a create's response inside the create's own transaction, so an object never exists
 * without its key nor a key without its object. An expired record with the same key is replaced.
 */
export async function storeResult(tx: Queryable, claim: IdempotencyClaim | undefined, status: number, body: unknown): Promise<void> {
	if (!claim) return;
	const now = nowSeconds();
	const stored = await tx.query(
		`INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) VALUES ($1, $2, $3, $4, $5, $6)
		 ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status,
		   body = EXCLUDED.body, created = EXCLUDED.created
		 WHERE idempotency_keys.created <= $7
		 RETURNING 1`,
		[claim.scope, claim.key, claim.fingerprint, status, JSON.stringify(body), now, now - IDEMPOTENCY_WINDOW_SECONDS],
	);
	if (!stored.length) {
		throw new ApiError("idempotency_key_in_use", "Another request with this Idempotency-Key completed first; retry to get its result.");
	}
}

export async function deleteExpiredResults(db: Queryable): Promise<void> {
	await db.query("DELETE FROM idempotency_keys WHERE created <= $1", [nowSeconds() - IDEMPOTENCY_WINDOW_SECONDS]);
}
