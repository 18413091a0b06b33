import type Redis from "ioredis";
import type { Clock } from "./clock";
import type { Config } from "./config";
import { MemorySessions, OPEN_SESSION, SessionScripts } from "./stream-sessions";
import { ADMIT, ADMIT_CLAIMING, ADMIT_VOUCHED, AdmissionScripts, CHARGE, CLAIM_IF_NEW, REFUSALS, RELEASE_IF_SAME } from "./admission-scripts";
import { connectRedis, OutageLog, RedisWatch, type TracedCommand } from "./redis-connection";
import { decide, ExpiringMap, MemoryRateLimiter, RateDecision, WINDOW_MS } from "./memory-windows";

/**
 * A known key's holder (the gateway caches who the key belongs to; the store only keeps it as JSON)
 * with the request charged to its budget.
 */
export interface Admission<Holder> {
	holder: Holder;
	rate: RateDecision;
}

/**
 * State the gateway replicas must share: the per-key rate budget, the API key cache and what they
 * know of Idempotency-Keys (in flight, done). Redis when REDIS_URL is set; process memory otherwise
 * (embedded mode). Keys are named by the SHA-256 of their secret.
 */
/**
 * A claim on an Idempotency-Key made with a key's admission, in the same round trip: `state` is
 * stored under `name` unless it holds one, and only when the request is within its budget.
 */
export interface ClaimWithAdmission {
	name: string;
	state: string;
	ttlMs: number;
}

/** What the claim found: null when it stored its state, what the key held otherwise; absent when it was not made (over budget). */
export type ClaimOutcome = { claimed: string | null } | undefined;

export interface SharedStore {
	/**
	 * The cached holder of a key, with the request charged (one round trip); null when not cached.
	 * With `claim`, the Idempotency-Key is claimed in that round trip too (`ClaimWithAdmission`).
	 */
	admit<Holder>(secretHash: string, claim?: ClaimWithAdmission): Promise<(Admission<Holder> & { claim?: ClaimOutcome }) | null>;
	/**
	 * Caches a holder the accounts service vouched for (unless it is being revoked) and charges the
	 * request. `askedAt` (ms) is when the accounts service was asked: the cached admission ends
	 * ADMISSION_MS after it, however late the cache is written.
	 */
	admitVouched<Holder>(secretHash: string, holder: Holder, askedAt: number): Promise<RateDecision>;
	/** How many requests without a valid key came from `address` this minute, and for how much longer it counts. */
	refusals(address: string): Promise<{ count: number; msLeft: number }>;
	/** Counts one more such request. */
	countRefusal(address: string): Promise<void>;
	/**
	 * Called around a revocation: before the commit (blocks refills) and after it (drops the entry).
	 * Never fails: a revocation commits whatever Redis does, and an entry it could not drop ends by
	 * itself within ADMISSION_MS.
	 */
	forgetKey(secretHash: string): Promise<void>;
	/**
	 * Idempotency-Key states (shared/actions/idempotency.ts gives them meaning): `claimKey` stores `state`
	 * unless the key has one, which it returns; `setKey` overwrites; `releaseKey` deletes the key
	 * if it still holds `state`.
	 */
	claimKey(name: string, state: string, ttlMs: number): Promise<string | null>;
	setKey(name: string, state: string, ttlMs: number): Promise<void>;
	releaseKey(name: string, state: string): Promise<void>;
	/**
	 * Capped sessions (a key's event streams): `openSession` adds session `id` of `name` unless `cap`
	 * are open and answers whether it did; a session lives `ttlMs` unless renewed, then ends by itself.
	 */
	openSession(name: string, id: string, cap: number, ttlMs: number): Promise<boolean>;
	renewSession(name: string, id: string, ttlMs: number): Promise<void>;
	closeSession(name: string, id: string): Promise<void>;
	ping(): Promise<void>;
	/** Where to tell that its server stopped answering, and that it is back (memory has no server: nothing to tell). */
	reportTo(log: OutageLog): void;
	/** Resolves once connected, or after `ms` without a connection (the store then runs degraded). */
	connected(ms: number): Promise<void>;
	close(): Promise<void>;
}

/**
 * How long a cached admission lasts after the accounts service vouched for the key. It bounds how
 * long a revoked key may still pass when the revocation could not reach Redis (README
 * "Guarantees": 10 s, leaving room for clock skew between gateways).
 */
export const ADMISSION_MS = 5_000;
/** The longest a Redis command may take; past it the caller goes on without Redis. */
const REDIS_COMMAND_MS = 250;
/** After a command timed out, commands fail at once for this long: a request pays one timeout, not one per command. */
const SILENCE_MS = 1_000;

class MemoryStore implements SharedStore {
	private readonly rates: MemoryRateLimiter;
	private readonly refused: MemoryRateLimiter;
	private readonly keys: ExpiringMap<unknown>;
	/** The database stays the authority on Idempotency-Keys; this only answers the common cases early. */
	private readonly idempotency: ExpiringMap<string>;
	private readonly sessions: MemorySessions;

	constructor(
		limit: number,
		/** Only a single process may cache keys in memory: another process could not tell it of a revocation. */
		private readonly cacheKeys: boolean,
		private readonly clock: Clock,
	) {
		this.rates = new MemoryRateLimiter(limit, clock);
		this.refused = new MemoryRateLimiter(Infinity, clock);
		this.keys = new ExpiringMap(clock);
		this.idempotency = new ExpiringMap(clock);
		this.sessions = new MemorySessions(clock);
	}

	async admit<Holder>(secretHash: string, claim?: ClaimWithAdmission) {
		const holder = this.cacheKeys ? (this.keys.get(secretHash) as Holder | undefined) : undefined;
		if (!holder) return null;
		const rate = this.rates.charge(secretHash);
		const claimed = claim && rate.allowed ? { claimed: await this.claimKey(claim.name, claim.state, claim.ttlMs) } : undefined;
		return { holder, rate, claim: claimed };
	}

	async admitVouched<Holder>(secretHash: string, holder: Holder, askedAt: number) {
		if (this.cacheKeys) this.keys.set(secretHash, holder, askedAt + ADMISSION_MS - this.clock.now());
		return this.rates.charge(secretHash);
	}

	async refusals(address: string) {
		return this.refused.peek(address);
	}

	async countRefusal(address: string) {
		this.refused.charge(address);
	}

	async forgetKey(secretHash: string) {
		this.keys.delete(secretHash);
	}

	async claimKey(name: string, state: string, ttlMs: number) {
		const stored = this.idempotency.get(name);
		if (stored !== undefined) return stored;
		this.idempotency.set(name, state, ttlMs);
		return null;
	}

	async setKey(name: string, state: string, ttlMs: number) {
		this.idempotency.set(name, state, ttlMs);
	}

	async releaseKey(name: string, state: string) {
		if (this.idempotency.get(name) === state) this.idempotency.delete(name);
	}

	async openSession(name: string, id: string, cap: number, ttlMs: number) {
		return this.sessions.openSession(name, id, cap, ttlMs);
	}

	async renewSession(name: string, id: string, ttlMs: number) {
		this.sessions.renewSession(name, id, ttlMs);
	}

	async closeSession(name: string, id: string) {
		this.sessions.closeSession(name, id);
	}

	async ping() {}
	reportTo() {}
	async connected() {}
	async close() {}
}

/** What the key cache holds of a key: its holder, and until when it admits (ms). */
interface CachedAdmission<Holder> {
	validUntil: number;
	holder: Holder;
}

class RedisStore implements SharedStore {
	private readonly redis: Redis & AdmissionScripts & SessionScripts;
	/** While Redis is unreachable each replica keeps counting on its own rather than failing requests. */
	private readonly insurance: MemoryRateLimiter;
	/** Likewise each replica caps the sessions it holds itself while Redis is unreachable. */
	private readonly ownSessions: MemorySessions;
	/** Until when commands fail at once, Redis having let one time out. */
	private silentUntil = 0;

	constructor(
		redis: Redis,
		private readonly watch: RedisWatch,
		private readonly limit: number,
		/** Keys of one deployment (NAMESPACE) never meet another's on a shared Redis. */
		private readonly prefix: string,
		private readonly clock: Clock,
		/** Sends a command as a span of the calling request's trace (tracing on). */
		private readonly traced: TracedCommand = (_name, send) => send(),
	) {
		this.ownSessions = new MemorySessions(clock);
		// Defined commands run by SHA (EVALSHA): the scripts are not sent with every request.
		redis.defineCommand("admit", { numberOfKeys: 2, lua: ADMIT });
		redis.defineCommand("admitClaiming", { numberOfKeys: 3, lua: ADMIT_CLAIMING });
		redis.defineCommand("admitVouched", { numberOfKeys: 3, lua: ADMIT_VOUCHED });
		redis.defineCommand("claimKey", { numberOfKeys: 1, lua: CLAIM_IF_NEW });
		redis.defineCommand("countRefusal", { numberOfKeys: 1, lua: CHARGE });
		redis.defineCommand("refusals", { numberOfKeys: 1, lua: REFUSALS });
		redis.defineCommand("releaseKey", { numberOfKeys: 1, lua: RELEASE_IF_SAME });
		redis.defineCommand("openSession", { numberOfKeys: 1, lua: OPEN_SESSION });
		this.redis = redis as Redis & AdmissionScripts & SessionScripts;
		this.insurance = new MemoryRateLimiter(limit, clock);
	}

	/**
	 * Runs one command. A Redis that stops answering with its connection open (a paused process, a
	 * peer gone without a reset) lets each command run into REDIS_COMMAND_MS; after one did, the
	 * next SILENCE_MS fail at once, so that a request pays one timeout, not one per command.
	 *
	 * The bound is checked one turn of the event loop after its timer: timers run before sockets are
	 * read, so after this process itself stalled (a burst of requests, a long GC) Redis's answer may
	 * be waiting unread, and a timer alone would take a Redis that answered in time for a silent one
	 * and let every gateway count the key's budget on its own.
	 */
	private async bounded<T>(name: string, command: () => Promise<T>): Promise<T> {
		if (this.clock.now() < this.silentUntil) throw new Error("Redis did not answer in time");
		let settled = false;
		let timer: NodeJS.Timeout | undefined;
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => {
				setImmediate(() => {
					if (settled) return;
					this.silentUntil = this.clock.now() + SILENCE_MS;
					this.watch.lost();
					reject(new Error("Redis did not answer in time"));
				});
			}, REDIS_COMMAND_MS);
		});
		try {
			const answer = await Promise.race([this.traced(name, command), late]);
			this.watch.answered();
			return answer;
		} finally {
			settled = true;
			clearTimeout(timer);
		}
	}

	private names(secretHash: string) {
		return {
			rate: `${this.prefix}:rate:${secretHash}`,
			admission: `${this.prefix}:admission:${secretHash}`,
			tombstone: `${this.prefix}:key-revoking:${secretHash}`,
		};
	}

	async admit<Holder>(secretHash: string, claim?: ClaimWithAdmission) {
		const { rate, admission } = this.names(secretHash);
		const found = claim
			? await this.bounded("admitClaiming", () =>
					this.redis.admitClaiming(rate, admission, this.idempotencyName(claim.name), WINDOW_MS, this.clock.now(), claim.state, claim.ttlMs, this.limit),
				)
			: await this.bounded("admit", () => this.redis.admit(rate, admission, WINDOW_MS, this.clock.now()));
		if (!found) return null;
		const [entry, count, msLeft, claimed] = found as [string, number, number, (string | 0)?];
		const outcome: ClaimOutcome = claimed === undefined || claimed === 0 ? undefined : { claimed: claimed === "" ? null : claimed };
		return { holder: (JSON.parse(entry) as CachedAdmission<Holder>).holder, rate: decide(this.limit, count, msLeft, this.clock.now()), claim: outcome };
	}

	private idempotencyName(name: string): string {
		return `${this.prefix}:idempotency:${name}`;
	}

	async admitVouched<Holder>(secretHash: string, holder: Holder, askedAt: number) {
		const { rate, admission, tombstone } = this.names(secretHash);
		const entry: CachedAdmission<Holder> = { validUntil: askedAt + ADMISSION_MS, holder };
		try {
			const [count, msLeft] = await this.bounded("admitVouched", () =>
				this.redis.admitVouched(rate, admission, tombstone, WINDOW_MS, JSON.stringify(entry), ADMISSION_MS),
			);
			return decide(this.limit, count, msLeft, this.clock.now());
		} catch {
			return this.insurance.charge(secretHash);
		}
	}

	async refusals(address: string) {
		const [count, msLeft] = await this.bounded("refusals", () => this.redis.refusals(`${this.prefix}:refused:${address}`));
		return { count: Number(count ?? 0), msLeft: Math.max(0, msLeft) };
	}

	async countRefusal(address: string) {
		await this.bounded("countRefusal", () => this.redis.countRefusal(`${this.prefix}:refused:${address}`, WINDOW_MS));
	}

	async forgetKey(secretHash: string) {
		const { admission, tombstone } = this.names(secretHash);
		// `key:` is where gateways of the previous release cache keys: a revocation holds on them at once during an upgrade.
		const previous = `${this.prefix}:key:${secretHash}`;
		await this.bounded("multi", () =>
			this.redis
				.multi()
				.set(tombstone, "1", "PX", ADMISSION_MS * 2)
				.del(admission, previous)
				.exec(),
		).catch(() => undefined);
	}

	async claimKey(name: string, state: string, ttlMs: number) {
		return this.bounded("claimKey", () => this.redis.claimKey(this.idempotencyName(name), state, ttlMs));
	}

	async setKey(name: string, state: string, ttlMs: number) {
		await this.bounded("set", () => this.redis.set(this.idempotencyName(name), state, "PX", ttlMs));
	}

	async releaseKey(name: string, state: string) {
		await this.bounded("releaseKey", () => this.redis.releaseKey(this.idempotencyName(name), state));
	}

	async openSession(name: string, id: string, cap: number, ttlMs: number) {
		const now = this.clock.now();
		const opened = await this.bounded("openSession", () => this.redis.openSession(`${this.prefix}:sessions:${name}`, cap, id, now, now + ttlMs, ttlMs)).catch(
			() => null,
		);
		return opened === null ? this.ownSessions.openSession(name, id, cap, ttlMs) : opened === 1;
	}

	async renewSession(name: string, id: string, ttlMs: number) {
		this.ownSessions.renewSession(name, id, ttlMs);
		const key = `${this.prefix}:sessions:${name}`;
		await this.bounded("multi", () =>
			this.redis
				.multi()
				.zadd(key, "XX", this.clock.now() + ttlMs, id)
				.pexpire(key, ttlMs)
				.exec(),
		).catch(() => undefined);
	}

	async closeSession(name: string, id: string) {
		this.ownSessions.closeSession(name, id);
		await this.bounded("zrem", () => this.redis.zrem(`${this.prefix}:sessions:${name}`, id)).catch(() => undefined);
	}

	async ping() {
		await this.bounded("ping", () => this.redis.ping());
	}

	reportTo(log: OutageLog) {
		this.watch.reportTo(log);
	}

	async connected(ms: number) {
		if (this.redis.status === "ready") return;
		await new Promise<void>((resolve) => {
			const timer = setTimeout(resolve, ms);
			this.redis.once("ready", () => {
				clearTimeout(timer);
				resolve();
			});
		});
	}

	async close() {
		this.redis.disconnect();
	}
}

type StoreSettings = Pick<Config, "redisUrl" | "rateLimitPerMinute" | "transporter" | "namespace">;

/** The shared store a deployment's settings choose: Redis when `redisUrl` is set, else this process's memory; its windows run on `clock`. */
export function openSharedStore(settings: StoreSettings, clock: Clock, traced?: TracedCommand): SharedStore {
	const { redisUrl, rateLimitPerMinute, transporter, namespace } = settings;
	if (!redisUrl) return new MemoryStore(rateLimitPerMinute, transporter === null, clock);
	const watch = new RedisWatch(redisUrl);
	return new RedisStore(connectRedis(redisUrl, watch), watch, rateLimitPerMinute, namespace, clock, traced);
}
