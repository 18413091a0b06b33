import Redis from "ioredis";
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "./config";
import type { Principal } from "./principal";

/** Outcome of charging one request to a key's budget; `resetAt` in unix seconds. */
export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	resetAt: number;
	retryAfter: number;
}

/**
 * State the gateway replicas must share: the per-key rate budget, idempotency in-flight locks and
 * the API key cache. Redis when REDIS_URL is set; process memory otherwise (embedded mode).
 */
export interface SharedStore {
	chargeRequest(keyId: string): Promise<RateDecision>;
	/** true when the lock was free; it frees itself after `ttlMs` if its holder dies. */
	acquireLock(name: string, ttlMs: number): Promise<boolean>;
	releaseLock(name: string): Promise<void>;
	cachedKey(secretHash: string): Promise<Principal | null>;
	cacheKey(secretHash: string, principal: Principal): Promise<void>;
	/** Called around a revocation: before the commit (blocks refills) and after it (drops the entry). */
	forgetKey(secretHash: string): Promise<void>;
	ping(): Promise<void>;
	close(): Promise<void>;
}

const KEY_CACHE_MS = 60_000;
const WINDOW_SECONDS = 60;

function decide(limit: number, res: RateLimiterRes, allowed: boolean): RateDecision {
	const msLeft = Math.max(0, res.msBeforeNext);
	return {
		allowed,
		limit,
		remaining: Math.max(0, res.remainingPoints),
		resetAt: Math.ceil((Date.now() + msLeft) / 1000),
		retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
	};
}

async function charge(limiter: RateLimiterAbstract, limit: number, keyId: string): Promise<RateDecision> {
	try {
		return decide(limit, await limiter.consume(keyId), true);
	} catch (rejection) {
		if (rejection instanceof RateLimiterRes) return decide(limit, rejection, false);
		throw rejection;
	}
}

class MemoryStore implements SharedStore {
	private readonly limiter: RateLimiterMemory;
	private readonly locks = new Map<string, number>();
	private readonly keys = new Map<string, { principal: Principal; until: number }>();

	constructor(
		private readonly limit: number,
		/** Only a single process may cache keys in memory: another process could not tell it of a revocation. */
		private readonly cacheKeys: boolean,
	) {
		this.limiter = new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS });
	}

	chargeRequest(keyId: string) {
		return charge(this.limiter, this.limit, keyId);
	}

	async acquireLock(name: string, ttlMs: number) {
		const until = this.locks.get(name);
		if (until !== undefined && until > Date.now()) return false;
		this.locks.set(name, Date.now() + ttlMs);
		return true;
	}

	async releaseLock(name: string) {
		this.locks.delete(name);
	}

	async cachedKey(secretHash: string) {
		const entry = this.keys.get(secretHash);
		if (!entry || entry.until < Date.now()) return null;
		return entry.principal;
	}

	async cacheKey(secretHash: string, principal: Principal) {
		if (this.cacheKeys) this.keys.set(secretHash, { principal, until: Date.now() + KEY_CACHE_MS });
	}

	async forgetKey(secretHash: string) {
		this.keys.delete(secretHash);
	}

	async ping() {}
	async close() {}
}

// Fill the key cache only while no revocation of that key is in progress (its tombstone is absent).
const FILL_UNLESS_TOMBSTONE = `if redis.call('exists', KEYS[2]) == 0 then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end return 1`;
const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

class RedisStore implements SharedStore {
	private readonly limiter: RateLimiterRedis;
	private readonly owner = `${process.pid}:${Math.random().toString(36).slice(2)}`;

	constructor(
		private readonly redis: Redis,
		private readonly limit: number,
	) {
		this.limiter = new RateLimiterRedis({
			storeClient: redis,
			keyPrefix: "bookdrop:rate",
			points: limit,
			duration: WINDOW_SECONDS,
			// While Redis is unreachable each replica keeps counting on its own rather than failing requests.
			insuranceLimiter: new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS }),
		});
	}

	chargeRequest(keyId: string) {
		return charge(this.limiter, this.limit, keyId);
	}

	async acquireLock(name: string, ttlMs: number) {
		return (await this.redis.set(`bookdrop:lock:${name}`, this.owner, "PX", ttlMs, "NX")) === "OK";
	}

	async releaseLock(name: string) {
		await this.redis.eval(RELEASE_IF_OWNER, 1, `bookdrop:lock:${name}`, this.owner);
	}

	async cachedKey(secretHash: string) {
		const raw = await this.redis.get(`bookdrop:key:${secretHash}`);
		return raw ? (JSON.parse(raw) as Principal) : null;
	}

	async cacheKey(secretHash: string, principal: Principal) {
		await this.redis.eval(
			FILL_UNLESS_TOMBSTONE,
			2,
			`bookdrop:key:${secretHash}`,
			`bookdrop:key-revoking:${secretHash}`,
			JSON.stringify(principal),
			KEY_CACHE_MS,
		);
	}

	async forgetKey(secretHash: string) {
		await this.redis
			.multi()
			.set(`bookdrop:key-revoking:${secretHash}`, "1", "PX", KEY_CACHE_MS * 2)
			.del(`bookdrop:key:${secretHash}`)
			.exec();
	}

	async ping() {
		await this.redis.ping();
	}

	async close() {
		this.redis.disconnect();
	}
}

let current: SharedStore | null = null;

/** The process's shared store, chosen by REDIS_URL. */
export function sharedStore(): SharedStore {
	if (!current) {
		const { redisUrl, rateLimitPerMinute, transporter } = config();
		current = redisUrl
			? new RedisStore(new Redis(redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true }), rateLimitPerMinute)
			: new MemoryStore(rateLimitPerMinute, transporter === null);
	}
	return current;
}

export async function closeSharedStore(): Promise<void> {
	await current?.close();
	current = null;
}
