import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { Registry } from "prom-client";
import { Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { Database, openDatabase } from "./database";
import { processLine } from "./logging";
import { Metrics, registerPoolMetrics } from "./metrics";
import { openSharedStore, SharedStore } from "./shared-store";
import { activeTracing, redisCommand, requestContexts } from "./tracing";
import { WriteGroups } from "./write-groups";

/**
 * What the services of one process stand on: its configuration, its database, its shared store and
 * the registry of bookdrop's metrics. The process runner (bin/node-runner.ts) opens one and hands it
 * to the broker (shared/middlewares/platform.middleware.ts); a test
 * opens one of its own (PGlite in memory, a memory store). Nothing reaches these through a module.
 */
export interface Platform {
	readonly config: Config;
	/** The time every service reads (clock.ts). */
	readonly clock: Clock;
	/** Opened and migrated on first use, once: a process that runs only the gateway never opens it. */
	database(): Promise<Database>;
	readonly store: SharedStore;
	/** bookdrop's series of this process, which /metrics serves beside Moleculer's. */
	readonly metrics: Metrics;
	/** Closes what was opened: the store, then the database. */
	close(): Promise<void>;
}

/** A platform from `config`; `database` replaces how the database is opened (tests: PGlite in memory), `clock` the system's time. */
export function openPlatform(config: Config, opens: { database?: () => Promise<Database>; store?: SharedStore; clock?: Clock } = {}): Platform {
	let opening: Promise<Database> | null = null;
	const clock = opens.clock ?? systemClock;
	const store = opens.store ?? openSharedStore(config, clock, activeTracing() ? redisCommand : undefined);
	return {
		config,
		clock,
		database() {
			opening ??= (opens.database ?? (() => openDatabase(config, (line) => processLine(line, config.logFormat))))();
			return opening;
		},
		store,
		metrics: new Registry(),
		async close() {
			await store.close();
			if (opening) await (await opening).close();
		},
	};
}

/** A service of this process, as `providePlatform` leaves it. */
export type PlatformService = Service & { platform: Platform };

/** A service that keeps state in the database: `this.db` once it has started, and its creates' write groups. */
export type DatabaseService = PlatformService & { db: Database; groups: WriteGroups };

/** The schema of a service with DatabaseMixin: its handlers see `this.db`, `this.platform` and its `Own` members, typed. */
export type DatabaseServiceSchema<Own = unknown> = ServiceSchema<ServiceSettingSchema, Record<string, never>, Record<string, never>, DatabaseService & Own>;

/**
 * Opens (on first use, once per process) and migrates the process's database as the service
 * starts, and hands it to the service as `this.db`: handlers and the code they call get it from
 * there, and `this.groups`, which writes its concurrent creates together. The pool's gauge reads it too.
 */
export const DatabaseMixin: Partial<ServiceSchema> = {
	created() {
		// Moleculer types a mixin's `this` as any service; providePlatform gave this one its platform.
		const service = this as DatabaseService;
		// PGlite runs each statement on this thread: its groups gather for a turn of the event loop.
		// With tracing on, each group's statement runs in the trace of a member (write-groups.ts).
		service.groups = new WriteGroups({ gatherOneTurn: !service.platform.config.databaseUrl, contexts: activeTracing() ? requestContexts : undefined });
		// `db` is set once the service has started: no pool to show before. PGlite has no pool, and no gauge.
		if (service.platform.config.databaseUrl) registerPoolMetrics(service, () => service.db?.poolUse() ?? null);
	},
	async started() {
		const service = this as DatabaseService;
		service.db = await service.platform.database();
	},
};
