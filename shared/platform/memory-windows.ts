// Fixed windows and expiring entries in process memory: the embedded mode's shared store, and a
// gateway's own count while Redis is unreachable.

/** Outcome of charging one request to a key's budget; `resetAt` in unix seconds. */
export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	resetAt: number;
	retryAfter: number;
}

/** A rate window's length. */
export const WINDOW_MS = 60_000;
const MEMORY_ENTRIES = 100_000;

export function decide(limit: number, count: number, msLeft: number): RateDecision {
	const now = Date.now();
	return {
		allowed: count <= limit,
		limit,
		remaining: Math.max(0, limit - count),
		resetAt: Math.ceil((now + msLeft) / 1000),
		retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
	};
}

/** A map whose entries expire, bounded: the oldest go first when it is full. */
export class ExpiringMap<V> {
	private readonly entries = new Map<string, { value: V; until: number }>();

	get(name: string): V | undefined {
		const entry = this.entries.get(name);
		if (!entry) return undefined;
		if (entry.until > Date.now()) return entry.value;
		this.entries.delete(name);
		return undefined;
	}

	msLeft(name: string): number {
		return Math.max(0, (this.entries.get(name)?.until ?? 0) - Date.now());
	}

	set(name: string, value: V, ttlMs: number, keepExpiry = false): void {
		const until = keepExpiry && this.get(name) !== undefined ? this.entries.get(name)!.until : Date.now() + ttlMs;
		this.entries.delete(name);
		this.entries.set(name, { value, until });
		for (const [oldest] of this.entries) {
			if (this.entries.size <= MEMORY_ENTRIES) break;
			this.entries.delete(oldest);
		}
	}

	delete(name: string): void {
		this.entries.delete(name);
	}
}

/** Fixed windows of a minute per name (a key, an address), opened by the first request. */
export class MemoryRateLimiter {
	private readonly counts = new ExpiringMap<number>();

	constructor(private readonly limit: number) {}

	charge(name: string): RateDecision {
		const count = (this.counts.get(name) ?? 0) + 1;
		this.counts.set(name, count, WINDOW_MS, true);
		return decide(this.limit, count, this.counts.msLeft(name));
	}

	peek(name: string): { count: number; msLeft: number } {
		return { count: this.counts.get(name) ?? 0, msLeft: this.counts.msLeft(name) };
	}
}
