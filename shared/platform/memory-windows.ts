// Fixed windows and expiring entries in process memory: the embedded mode's shared store, and a
// gateway's own count while Redis is unreachable. Their time is the platform's clock.

import type { Clock } from "./clock";

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

/** The decision on the `count`th request of a window with `msLeft` to run at `now` (ms). */
export function decide(limit: number, count: number, msLeft: number, now: number): RateDecision {
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

	constructor(private readonly clock: Clock) {}

	get(name: string): V | undefined {
		const entry = this.entries.get(name);
		if (!entry) return undefined;
		if (entry.until > this.clock.now()) return entry.value;
		this.entries.delete(name);
		return undefined;
	}

	msLeft(name: string): number {
		return Math.max(0, (this.entries.get(name)?.until ?? 0) - this.clock.now());
	}

	set(name: string, value: V, ttlMs: number, keepExpiry = false): void {
		const until = keepExpiry && this.get(name) !== undefined ? this.entries.get(name)!.until : this.clock.now() + ttlMs;
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
	private readonly counts: ExpiringMap<number>;

	constructor(
		private readonly limit: number,
		private readonly clock: Clock,
	) {
		this.counts = new ExpiringMap(clock);
	}

	charge(name: string): RateDecision {
		const count = (this.counts.get(name) ?? 0) + 1;
		this.counts.set(name, count, WINDOW_MS, true);
		return decide(this.limit, count, this.counts.msLeft(name), this.clock.now());
	}

	peek(name: string): { count: number; msLeft: number } {
		return { count: this.counts.get(name) ?? 0, msLeft: this.counts.msLeft(name) };
	}
}
