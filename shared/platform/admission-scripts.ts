// The Lua scripts of the Redis store (shared-store.ts): each runs as one command, by SHA (EVALSHA).

// Charges a request to its key's budget: a fixed window of a minute, opened by the first request.
export const CHARGE = `local n = redis.call('incr', KEYS[1]) if n == 1 then redis.call('pexpire', KEYS[1], ARGV[1]) end`;
// One round trip admits a request of a cached key: its holder, and the charge. An entry past its
// validUntil (ARGV[2] is now) is no admission, whenever Redis wrote it.
export const ADMIT = `local p = redis.call('get', KEYS[2]) if not p or cjson.decode(p).validUntil <= tonumber(ARGV[2]) then return false end ${CHARGE} return {p, n, redis.call('pttl', KEYS[1])}`;
// Fill the key cache only while no revocation of that key is in progress (its tombstone is absent).
export const ADMIT_VOUCHED = `if redis.call('exists', KEYS[3]) == 0 then redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3]) end ${CHARGE} return {n, redis.call('pttl', KEYS[1])}`;
// The same, and a claim on an Idempotency-Key (KEYS[3]) when the request is within the budget
// (ARGV[5]): '' when it stored its in-flight mark, the key's state otherwise, 0 when not made.
export const ADMIT_CLAIMING = `local p = redis.call('get', KEYS[2]) if not p or cjson.decode(p).validUntil <= tonumber(ARGV[2]) then return false end ${CHARGE}
local c = 0 if n <= tonumber(ARGV[5]) then c = redis.call('get', KEYS[3]) or '' if c == '' then redis.call('set', KEYS[3], ARGV[3], 'PX', ARGV[4]) end end
return {p, n, redis.call('pttl', KEYS[1]), c}`;
export const REFUSALS = `return {redis.call('get', KEYS[1]), redis.call('pttl', KEYS[1])}`;
export const CLAIM_IF_NEW = `local v = redis.call('get', KEYS[1]) if v then return v end redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return false`;
export const RELEASE_IF_SAME = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export type AdmissionScripts = {
	admit(rate: string, key: string, windowMs: number, now: number): Promise<[string, number, number] | null>;
	admitClaiming(
		rate: string,
		key: string,
		claim: string,
		windowMs: number,
		now: number,
		state: string,
		ttlMs: number,
		limit: number,
	): Promise<[string, number, number, string | 0] | null>;
	admitVouched(rate: string, key: string, tombstone: string, windowMs: number, entry: string, cacheMs: number): Promise<[number, number]>;
	claimKey(name: string, state: string, ttlMs: number): Promise<string | null>;
	countRefusal(name: string, windowMs: number): Promise<unknown>;
	refusals(name: string): Promise<[string | null, number]>;
	releaseKey(name: string, state: string): Promise<number>;
};
