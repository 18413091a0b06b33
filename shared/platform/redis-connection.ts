import Redis from "ioredis";
import type { Logger } from "moleculer";
import { connectFailure } from "./connect-failure";

/** When the client drops a command nobody waits for any more (the store went on after REDIS_COMMAND_MS). */
const REDIS_ABANDON_MS = 5_000;

/**
 * While Redis is unreachable its commands fail at once instead of queueing for the reconnection
 * (processes wait for the first connection at start, `connected`); while it does not answer, each
 * fails after the store's REDIS_COMMAND_MS (shared-store.ts, `bounded`). Every caller has a way on without it (the database, the accounts
 * service, a per-replica count), and a request must not wait seconds per command. Its errors
 * reach the callers; the log reads one line when it stops answering and one when it is back (`watch`).
 */
export function connectRedis(url: string, watch: RedisWatch): Redis {
	const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true, commandTimeout: REDIS_ABANDON_MS });
	redis.on("error", (err) => watch.lost(err));
	redis.on("ready", () => watch.answered());
	return redis;
}

/**
 * Sends one Redis command (`name`: the command or the script) in the calling request's trace
 * (tracing.ts, redisCommand).
 */
export type TracedCommand = <T>(name: string, send: () => Promise<T>) => Promise<T>;

/** Where a shared store tells of its server's outages: the process's logger. */
export type OutageLog = Pick<Logger, "warn" | "info">;

/**
 * Tells the operator when Redis stops answering and when it answers again, one line each: while it
 * is down, ioredis tries to connect again every few seconds and every command fails, and a line for
 * each would bury the log (docs/operations.md, "Running it"). The URL's password is never shown.
 */
export class RedisWatch {
	private log: OutageLog | null = null;
	/** The line of the outage under way, and whether it was told (an outage may begin before the log is given). */
	private outage: { line: string; told: boolean } | null = null;
	private readonly address: string;

	constructor(private readonly url: string) {
		const { hostname, port } = new URL(url);
		this.address = `${hostname || "localhost"}:${port || 6379}`;
	}

	/** From now on lines go to `log`; an outage seen before it is told now. */
	reportTo(log: OutageLog): void {
		this.log = log;
		this.tell();
	}

	/** The connection failed with `err`, or (no `err`) a command ran out of time on an open one. */
	lost(err?: unknown): void {
		if (this.outage) return;
		const what = err === undefined ? `REDIS_URL: ${this.address} does not answer in time` : connectFailure("REDIS_URL", this.url, 6379, err).message;
		this.outage = { line: `${what}; until it answers, rate limits count per replica and keys are read from the database`, told: false };
		this.tell();
	}

	/** Redis answered: the end of an outage that was told is told too. */
	answered(): void {
		if (!this.outage) return;
		const { told } = this.outage;
		this.outage = null;
		if (told) this.log?.info(`REDIS_URL: ${this.address} answers again`);
	}

	private tell(): void {
		if (!this.outage || this.outage.told || !this.log) return;
		this.outage.told = true;
		this.log.warn(this.outage.line);
	}
}
