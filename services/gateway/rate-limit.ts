import type { ServerResponse } from "node:http";
import { ApiError } from "../../shared/actions/api-errors";
import { countRateLimited, Metrics } from "../../shared/platform/metrics";
import type { SharedStore } from "../../shared/platform/shared-store";
import type { RateDecision } from "../../shared/platform/memory-windows";

// Two budgets: each key's requests per minute (RATE_LIMIT_PER_MINUTE, charged with the key's
// admission by the shared store), and each client address's requests without a valid key
// (REFUSALS_PER_MINUTE), which are never charged to a key.

/** The key's budget in the X-RateLimit-* headers; 429 when this request is over it. */
export function chargeKey(res: ServerResponse, rate: RateDecision, metrics: Metrics): void {
	res.setHeader("X-RateLimit-Limit", String(rate.limit));
	res.setHeader("X-RateLimit-Remaining", String(rate.remaining));
	res.setHeader("X-RateLimit-Reset", String(rate.resetAt));
	if (rate.allowed) return;
	countRateLimited(metrics, "key");
	res.setHeader("Retry-After", String(rate.retryAfter));
	throw new ApiError("rate_limited", `Too many requests: this key may make ${rate.limit} per minute. Retry after ${rate.retryAfter} s.`);
}

/** 429 for an address past `limit` requests without a valid key this minute: it costs the accounts service no lookup. */
export async function refuseBusyAddress(store: SharedStore, address: string, limit: number, res: ServerResponse, metrics: Metrics): Promise<void> {
	const { count, msLeft } = await store.refusals(address).catch(() => ({ count: 0, msLeft: 0 }));
	if (count < limit) return;
	const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
	countRateLimited(metrics, "address");
	res.setHeader("Retry-After", String(retryAfter));
	throw new ApiError("rate_limited", `Too many requests without a valid API key from your address. Retry after ${retryAfter} s.`);
}

/** A request refused for its key (none, malformed, unknown, revoked, expired) counts against its address. */
export async function countRefusal(store: SharedStore, address: string, err: unknown): Promise<void> {
	if (err instanceof ApiError && (err.type === "api_key_missing" || err.type === "api_key_invalid")) {
		await store.countRefusal(address).catch(() => undefined);
	}
}
