import { systemClock } from "./clock";
import fs from "node:fs";
import path from "node:path";
import { Pool, PoolClient, types } from "pg";
import { connectFailure } from "./connect-failure";

export type Row = Record<string, any>;

/** What both a connection and an open transaction offer. */
export interface Queryable {
	query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An open transaction: statements, and a script of several (a migration file) run whole. */
export interface Transaction extends Queryable {
	/** Runs `script`, several statements without parameters, as one string: PGlite's exec, pg's simple query protocol. */
	exec(script: string): Promise<void>;
}

/** Statements on one connection: what one of them leaves in the session (a pg_temp function, its kept plan) the next finds. */
export interface Session extends Queryable, Pick<Database, "transaction"> {
	/** Gives the connection back to the pool; `broken`: closes it instead (after a failure its state is unknown). */
	release(broken?: boolean): void;
}

export interface Database extends Queryable {
	readonly kind: "pglite" | "postgres";
	/** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
	transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
	/** A connection of the caller's own until it releases it (PGlite: its one connection, shared). */
	session(): Promise<Session>;
	/** The connection pool's clients now (PostgreSQL); null for PGlite, one connection inside the process. */
	poolUse(): PoolUse | null;
	close(): Promise<void>;
}

export interface PoolUse {
	total: number;
	idle: number;
	/** Queries waiting for a client: the pool is exhausted. */
	waiting: number;
}

// int8 and numeric come back as numbers in both drivers: our integers stay below 2^53 (money <= 10^15).
const toNumber = (value: string) => Number(value);
const INT8 = 20;
const NUMERIC = 1700;
// Dates stay the `YYYY-MM-DD` text the API speaks, never a JS Date shifted by a time zone.
const DATE = 1082;
const asText = (value: string) => value;

/** The Postgres error a delete of a still-referenced row raises; the engine answers resource_in_use. */
export const PG_FOREIGN_KEY_VIOLATION = "23503";

/** A transaction PostgreSQL aborted to break a deadlock or a serialization conflict: safe to run again. */
const RETRYABLE = new Set(["40P01", "40001"]);
const TRANSACTION_ATTEMPTS = 3;

const retryable = (err: unknown): boolean => RETRYABLE.has(String((err as { code?: unknown } | null)?.code));

/**
 * Waits a little, randomly, before a deadlock victim runs again: run at once, it can take its
 * first lock back before the winner takes that row, and deadlock with it a second time.
 */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 10)));

export const isPgError = (err: unknown, code: string): boolean => typeof err === "object" && err !== null && (err as { code?: unknown }).code === code;

/** Runs `statement` again when PostgreSQL chose it as a deadlock victim (it changed nothing), a few times. */
async function retried<T>(statement: () => Promise<T>): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await statement();
		} catch (err) {
			if (attempt >= TRANSACTION_ATTEMPTS || !retryable(err)) throw err;
		}
		await backOff(attempt);
	}
}

/** `fn` in one transaction on `client`. */
async function inTransaction<T>(client: PoolClient, fn: (tx: Transaction) => Promise<T>): Promise<T> {
	await client.query("BEGIN");
	try {
		const result = await fn({
			query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
			// without parameters pg sends the simple query protocol, which takes several statements
			exec: async (script) => {
				await client.query(script);
			},
		});
		await client.query("COMMIT");
		return result;
	} catch (err) {
		await client.query("ROLLBACK").catch(() => undefined);
		throw err;
	}
}

async function openPostgres(url: string): Promise<Database> {
	types.setTypeParser(INT8, toNumber);
	types.setTypeParser(NUMERIC, toNumber);
	types.setTypeParser(DATE, asText);
	const pool = new Pool({ connectionString: url, max: 10 });
	pool.on("error", () => undefined); // an idle client dropped by the server; the pool replaces it
	// Reached once before anything else: a failure names DATABASE_URL, not just the address pg could not reach.
	await pool
		.connect()
		.then((client) => client.release())
		.catch(async (err) => {
			await pool.end().catch(() => undefined);
			throw connectFailure("DATABASE_URL", url, 5432, err);
		});
	return {
		kind: "postgres",
		// A statement on its own is a transaction of its own: a deadlock victim changed nothing and runs again.
		// Not pool.query: it hands its statement to the next free client in the context of whoever
		// freed it, where a traced statement joined that request's trace; an awaited connect resumes here.
		query: async (sql, params) =>
			retried(async () => {
				const client = await pool.connect();
				try {
					const { rows } = await client.query(sql, params as unknown[]);
					client.release();
					return rows;
				} catch (err) {
					// as pool.query does: a client whose statement failed is not used again
					client.release(err as Error);
					throw err;
				}
			}),
		// Transaction bodies only touch the database, so one aborted as a deadlock victim runs again.
		transaction: (fn) =>
			retried(async () => {
				const client = await pool.connect();
				try {
					return await inTransaction(client, fn);
				} finally {
					client.release();
				}
			}),
		async session() {
			const client = await pool.connect();
			// held between statements, the client is not the pool's to watch: a connection the server drops fails the next statement
			const dropped = () => undefined;
			client.on("error", dropped);
			return {
				query: async (sql, params) => retried(async () => (await client.query(sql, params as unknown[])).rows),
				transaction: (fn) => retried(() => inTransaction(client, fn)),
				release(broken = false) {
					client.removeListener("error", dropped);
					client.release(broken);
				},
			};
		},
		poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
		close: () => pool.end(),
	};
}

/**
 * PGlite stores its files in DATA_DIR; two processes on one directory corrupt it, so the first
 * process takes an exclusive lock file and any other is refused with a clear message.
 */
function lockDataDir(dir: string): () => void {
	fs.mkdirSync(dir, { recursive: true });
	const lockFile = path.join(dir, "bookdrop.lock");
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
			return () => fs.rmSync(lockFile, { force: true });
		} catch (err) {
			if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
			const owner = Number(fs.readFileSync(lockFile, "utf8"));
			if (owner && owner !== process.pid && processAlive(owner)) {
				throw new Error(`DATA_DIR ${dir} is in use by another bookdrop process (pid ${owner}). ` + "Stop it, or start this one with another DATA_DIR.");
			}
			fs.rmSync(lockFile, { force: true }); // left behind by a process that died
		}
	}
	throw new Error(`Could not lock DATA_DIR ${dir}`);
}

function processAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return (err as NodeJS.ErrnoException).code === "EPERM";
	}
}

/** How often the embedded database looks for tables that changed enough to vacuum or analyse. */
const MAINTENANCE_CHECK_MS = 5000;

/**
 * PostgreSQL's autovacuum rules, which PGlite does not run itself: VACUUM a table once its dead rows
 * pass 50 plus a fifth of it, ANALYZE it once 50 rows plus a tenth of it changed since the last one.
 * A queue that fills in a second (an import's 10,000 webhook deliveries) otherwise kept the
 * statistics of an empty table for minutes, and the planner read the whole queue for each batch it
 * claimed; and every update (a delivery is updated twice per attempt) left a dead row and index
 * entries that each later read stepped over, for as long as the process ran.
 */
async function maintainTables(db: {
	query: (sql: string) => Promise<{ rows: Array<{ name: string; needs_vacuum: boolean; needs_analyze: boolean }> }>;
}): Promise<void> {
	const { rows } = await db.query(
		`SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name,
		        s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) AS needs_vacuum, s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS needs_analyze
		 FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid`,
	);
	const vacuum = rows.filter((row) => row.needs_vacuum).map((row) => row.name);
	const analyze = rows.filter((row) => row.needs_analyze && !row.needs_vacuum).map((row) => row.name);
	if (vacuum.length) await db.query(`VACUUM (ANALYZE) ${vacuum.join(", ")}`);
	if (analyze.length) await db.query(`ANALYZE ${analyze.join(", ")}`);
}

async function openPglite(dir: string | null): Promise<Database> {
	const unlock = dir === null ? () => undefined : lockDataDir(dir);
	const { PGlite } = await import("@electric-sql/pglite");
	const options = { parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText } };
	const db = dir === null ? new PGlite(options) : new PGlite(path.join(dir, "pgdata"), options);
	await db.waitReady;
	process.once("exit", unlock);
	// PGlite runs no autovacuum: its planner would never learn how large the tables grew, and dead rows would stay.
	let maintaining = false;
	const maintenance = setInterval(() => {
		if (maintaining) return;
		maintaining = true;
		maintainTables(db)
			.catch(() => undefined)
			.finally(() => (maintaining = false));
	}, MAINTENANCE_CHECK_MS);
	maintenance.unref();
	const query: Queryable["query"] = async (sql, params) => (await db.query<any>(sql, params as unknown[])).rows;
	const transaction: Database["transaction"] = (fn) =>
		db.transaction((tx) =>
			fn({
				query: async (sql, params) => (await tx.query<any>(sql, params as unknown[])).rows,
				exec: async (script) => {
					await tx.exec(script);
				},
			}),
		);
	return {
		kind: "pglite",
		query,
		transaction,
		session: async () => ({ query, transaction, release: () => undefined }),
		poolUse: () => null,
		async close() {
			clearInterval(maintenance);
			await db.close();
			unlock();
		},
	};
}

const MIGRATIONS_DIR = path.join(__dirname, "..", "migrations");
const MIGRATION_LOCK = 4_207_311; // pg_advisory_xact_lock key: one migrator at a time across processes
const MIGRATIONS_POLL_MS = 1000;
const UNDEFINED_TABLE = "42P01";

/** The migration files this build ships, in the order they apply. */
const shippedMigrations = (): string[] =>
	fs
		.readdirSync(MIGRATIONS_DIR)
		.filter((f) => f.endsWith(".sql"))
		.sort();

/**
 * Applies every migration file not yet recorded, in name order, in one transaction that holds an
 * advisory lock: processes starting together migrate one after another. Each file runs whole, as
 * PostgreSQL reads it (comments, dollar-quoted bodies). Returns the files applied.
 */
async function migrate(db: Database): Promise<string[]> {
	return db.transaction(async (tx) => {
		await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
		await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
		const applied = new Set((await tx.query("SELECT version FROM schema_migrations")).map((row) => row.version));
		const pending = shippedMigrations().filter((f) => !applied.has(f));
		for (const file of pending) {
			await tx.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"));
			await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
		}
		return pending;
	});
}

/** The shipped migrations schema_migrations does not record yet (all of them before the first migrate). */
async function missingMigrations(db: Database): Promise<string[]> {
	try {
		const applied = new Set((await db.query("SELECT version FROM schema_migrations")).map((row) => row.version));
		return shippedMigrations().filter((f) => !applied.has(f));
	} catch (err) {
		if (isPgError(err, UNDEFINED_TABLE)) return shippedMigrations();
		throw err;
	}
}

/**
 * MIGRATIONS=wait: another process (`bookdrop migrate`, a Kubernetes Job) applies the migrations;
 * this one starts only once every migration it ships is recorded, and gives up after `seconds`.
 */
async function waitForMigrations(db: Database, seconds: number, announce: (line: string) => void): Promise<void> {
	// the database opens before the platform has a clock to hand: the start-up wait is the system's time
	const deadline = systemClock.now() + seconds * 1000;
	let missing = await missingMigrations(db);
	if (missing.length === 0) return;
	announce(`Waiting up to ${seconds} s for migrations ${missing.join(", ")} (MIGRATIONS=wait: run \`bookdrop migrate\`)`);
	while (missing.length > 0) {
		if (systemClock.now() >= deadline) {
			throw new Error(`Migrations ${missing.join(", ")} are still not applied after ${seconds} s (MIGRATIONS=wait): run \`bookdrop migrate\``);
		}
		await new Promise((resolve) => setTimeout(resolve, MIGRATIONS_POLL_MS));
		missing = await missingMigrations(db);
	}
	announce("Migrations applied; starting");
}

/** Where the data lives: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (null: in memory, for tests). */
export interface DatabaseSettings {
	databaseUrl: string | null;
	dataDir: string | null;
	migrations: "apply" | "wait";
	migrationsWaitSeconds: number;
}

/**
 * Opens a database and migrates it, or waits for it to be migrated with MIGRATIONS=wait, telling
 * `announce` how long it waits (the process prints it; a test needs no word).
 */
export async function openDatabase(settings: DatabaseSettings, announce: (line: string) => void = () => undefined): Promise<Database> {
	const { databaseUrl, dataDir, migrations, migrationsWaitSeconds } = settings;
	const db = await (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir));
	try {
		if (migrations === "wait") await waitForMigrations(db, migrationsWaitSeconds, announce);
		else await migrate(db);
		if (db.kind === "pglite") await db.query("ANALYZE");
		return db;
	} catch (err) {
		// A database that cannot be used is closed: PGlite's DATA_DIR lock goes with it.
		await db.close().catch(() => undefined);
		throw err;
	}
}

/** `bookdrop migrate`: applies what is pending, whatever MIGRATIONS says, and closes. */
export async function applyMigrations(settings: Pick<DatabaseSettings, "databaseUrl" | "dataDir">): Promise<string[]> {
	const { databaseUrl, dataDir } = settings;
	const db = await (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir));
	try {
		return await migrate(db);
	} finally {
		await db.close();
	}
}

/** What a transaction answered, carried out of it by the throw that rolls it back. */
class RolledBack<T> {
	constructor(readonly value: T) {}
}

/** Runs `fn` in a transaction that is always rolled back, and answers what it answered: a dry run's writes, undone. */
export async function rolledBack<T>(db: Pick<Database, "transaction">, fn: (tx: Transaction) => Promise<T>): Promise<T> {
	try {
		await db.transaction(async (tx) => {
			throw new RolledBack(await fn(tx));
		});
	} catch (err) {
		if (err instanceof RolledBack) return err.value as T;
		throw err;
	}
	throw new Error("unreachable: the transaction always throws");
}
