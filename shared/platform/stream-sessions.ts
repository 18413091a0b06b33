import type { Clock } from "./clock";

// Open sessions per name (a key's event streams), capped: each lives ttlMs unless renewed, so a
// gateway that dies without closing its sessions frees them within ttlMs.

/** Drops expired sessions, then adds session ARGV[2] (until ARGV[4] ms) unless ARGV[1] are open; 1 when added. */
export const OPEN_SESSION = `redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[3]) if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end redis.call('zadd', KEYS[1], ARGV[4], ARGV[2]) redis.call('pexpire', KEYS[1], ARGV[5]) return 1`;

export type SessionScripts = {
	openSession(name: string, cap: number, id: string, now: number, until: number, ttlMs: number): Promise<number>;
};

/** The sessions of this process alone: embedded mode, and any gateway while Redis is unreachable. */
export class MemorySessions {
	private readonly open = new Map<string, Map<string, number>>();

	constructor(private readonly clock: Clock) {}

	private live(name: string): Map<string, number> {
		const sessions = this.open.get(name) ?? new Map<string, number>();
		for (const [id, until] of sessions) if (until <= this.clock.now()) sessions.delete(id);
		this.open.set(name, sessions);
		return sessions;
	}

	openSession(name: string, id: string, cap: number, ttlMs: number): boolean {
		const sessions = this.live(name);
		if (sessions.size >= cap) return false;
		sessions.set(id, this.clock.now() + ttlMs);
		return true;
	}

	renewSession(name: string, id: string, ttlMs: number): void {
		const sessions = this.live(name);
		if (sessions.has(id)) sessions.set(id, this.clock.now() + ttlMs);
	}

	closeSession(name: string, id: string): void {
		const sessions = this.live(name);
		sessions.delete(id);
		if (sessions.size === 0) this.open.delete(name);
	}
}
