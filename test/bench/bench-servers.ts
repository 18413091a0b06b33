import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client as PgClient } from "pg";
import { Database, openDatabase } from "../../shared/platform/database";
import { ADMIN_TOKEN, freePort, logTail, Proc, profiling, startEmbedded, stopProcesses } from "../support/servers";
import { adminQuery, startTargetStack, TargetStack } from "../support/setup-distributed";
import type { Run } from "./seed";

/** The servers the bench measures: bookdrop in either mode, and the hand-written baseline. */

export type Mode = "embedded" | "distributed";

// Far above what a run sends in a minute: the bench measures work, not the limiter refusing it.
const RATE_LIMIT_PER_MINUTE = "100000000";
const START_TIMEOUT_MS = 60_000;

export interface Bookdrop {
	mode: Mode;
	/** Its gateways; the embedded server has one. */
	urls(): string[];
	/** Direct access to its database for seeding; an embedded server is stopped meanwhile (PGlite's DATA_DIR is locked). */
	withDatabase<T>(fn: (run: Run) => Promise<T>): Promise<T>;
	/** PostgreSQL's URL of its database (distributed only): the baseline's database goes beside it. */
	databaseUrl: string | null;
	/** Its processes, by role, for CPU accounting (cpu.ts). */
	processes(): Record<string, number[]>;
	/** Its processes by service (the gateways together); the embedded server is one process, `bookdrop`. */
	services(): Record<string, number[]>;
	stop(): Promise<void>;
}

const pidsOf = (procs: Proc[]) => procs.map((proc) => proc.child.pid!).filter(Boolean);

async function embedded(extraEnv: Record<string, string> = {}): Promise<Bookdrop> {
	const env = { RATE_LIMIT_PER_MINUTE, ...extraEnv };
	let server = await startEmbedded(env);
	const dataDir = server.dataDir;
	return {
		mode: "embedded",
		urls: () => [server.url],
		databaseUrl: null,
		processes: () => ({ bookdrop: pidsOf(server.procs) }),
		services: () => ({ bookdrop: pidsOf(server.procs) }),
		async withDatabase(fn) {
			await stopProcesses(server.procs);
			let db: Database | null = null;
			try {
				const open = (db = await openDatabase({ databaseUrl: null, dataDir, migrations: "apply", migrationsWaitSeconds: 1 }));
				return await fn((sql, params) => open.query(sql, params));
			} finally {
				await db?.close();
				server = await startEmbedded({ ...env, DATA_DIR: dataDir });
			}
		},
		async stop() {
			await stopProcesses(server.procs);
			fs.rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

async function distributed(extraEnv: Record<string, string> = {}): Promise<Bookdrop> {
	let started: TargetStack;
	try {
		started = await startTargetStack({ RATE_LIMIT_PER_MINUTE, ...extraEnv });
	} catch (err) {
		throw new Error(`BENCH_MODES includes distributed, which needs PostgreSQL, Redis and NATS (see .ci/run): ${(err as Error).message}`);
	}
	const { stack, target } = started;
	const procs = [...stack.procs.values()];
	const grouped = (groupOf: (proc: Proc) => string) => {
		const groups: Record<string, number[]> = {};
		for (const proc of procs) (groups[groupOf(proc)] ??= []).push(...pidsOf([proc]));
		return groups;
	};
	const gateway = (proc: Proc) => proc.name.startsWith("gateway");
	return {
		mode: "distributed",
		urls: () => target.urls,
		databaseUrl: target.env.DATABASE_URL,
		processes: () => ({
			gateways: [],
			catalog: [],
			"other services": [],
			...grouped((proc) => (gateway(proc) ? "gateways" : proc.name === "catalog" ? "catalog" : "other services")),
		}),
		services: () => grouped((proc) => (gateway(proc) ? "gateways" : proc.name)),
		async withDatabase(fn) {
			const client = new PgClient({ connectionString: target.env.DATABASE_URL });
			await client.connect();
			try {
				return await fn((sql, params) => client.query(sql, params));
			} finally {
				await client.end();
			}
		},
		stop: () => stack.stop(),
	};
}

/**
 * A fresh bookdrop: one embedded process on PGlite, or the test suite's distributed topology (6
 * services, 2 gateways). It logs as in production, an access line per request (the baseline too).
 */
export function startBookdrop(mode: Mode): Promise<Bookdrop> {
	process.env.BOOKDROP_TEST_LOG_LEVEL = "info";
	return mode === "embedded" ? embedded() : distributed();
}

/** A fresh embedded bookdrop with more settings (the traces part: OTEL_*). */
export function startEmbeddedWith(env: Record<string, string>): Promise<Bookdrop> {
	process.env.BOOKDROP_TEST_LOG_LEVEL = "info";
	return embedded(env);
}

/** A fresh distributed bookdrop with more settings for every process. */
export function startDistributedWith(env: Record<string, string>): Promise<Bookdrop> {
	process.env.BOOKDROP_TEST_LOG_LEVEL = "info";
	return distributed(env);
}

export interface Keys {
	accountId: string;
	desktop: string;
	/** Integration A's key (`read write`) and the ids of integrations A and B. */
	integration: string;
	integrationA: string;
	integrationB: string;
}

async function admin(url: string, path: string, body: unknown): Promise<any> {
	const res = await fetch(`${url}/admin/v1${path}`, {
		method: "POST",
		headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify(body),
	});
	if (res.status !== 201) throw new Error(`POST /admin/v1${path} answered ${res.status}: ${await res.text()}`);
	return res.json();
}

/** A new account with its desktop key and two integrations. */
export async function createAccount(url: string, name: string): Promise<Keys> {
	const { account, desktop_key } = await admin(url, "/accounts", { name });
	const a = await admin(url, `/accounts/${account.id}/api_keys`, { scopes: ["read", "write"], name: "Integration A" });
	const b = await admin(url, `/accounts/${account.id}/api_keys`, { scopes: ["read", "write"], name: "Integration B" });
	return { accountId: account.id, desktop: desktop_key.secret, integration: a.secret, integrationA: a.integration, integrationB: b.integration };
}

export interface Baseline {
	url: string;
	key: string;
	pid: number;
	/** Its own PostgreSQL database (distributed only). */
	databaseUrl: string | null;
	stop(): Promise<void>;
}

async function waitHealthy(proc: Proc): Promise<void> {
	const deadline = Date.now() + START_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (proc.child.exitCode !== null) throw new Error(`The baseline exited with ${proc.child.exitCode}:\n${logTail(proc)}`);
		const ok = await fetch(`http://127.0.0.1:${proc.port}/healthz`).then(
			(res) => res.ok,
			() => false,
		);
		if (ok) return;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`The baseline did not answer within ${START_TIMEOUT_MS} ms:\n${logTail(proc)}`);
}

/**
 * The hand-written service in a child process of its own: on a fresh PostgreSQL database beside
 * bookdrop's (distributed), or on PGlite in a temp dir (embedded).
 */
export async function startBaseline(bookdrop: Bookdrop, lean = false): Promise<Baseline> {
	const key = `ab_${randomBytes(24).toString("base64url")}`;
	let store: Record<string, string>;
	let cleanup: () => Promise<void>;
	let databaseUrl: string | null = null;
	if (bookdrop.databaseUrl) {
		const name = `bookdrop_bench_baseline_${randomBytes(4).toString("hex")}`;
		const adminUrl = bookdrop.databaseUrl.replace(/\/[^/]*$/, "/postgres");
		await adminQuery(`CREATE DATABASE ${name}`, adminUrl);
		databaseUrl = bookdrop.databaseUrl.replace(/\/[^/]*$/, `/${name}`);
		store = { BASELINE_DATABASE_URL: databaseUrl };
		cleanup = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl);
	} else {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-bench-baseline-"));
		store = { BASELINE_DATA_DIR: dir };
		cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
	}
	const port = await freePort();
	const logFile = path.join(os.tmpdir(), `bookdrop-bench-baseline-${port}.log`);
	const out = fs.openSync(logFile, "a");
	const child = spawn(process.execPath, [path.join(__dirname, "baseline.js")], {
		// Profiled beside bookdrop (BOOKDROP_CPU_PROF), so that the two profiles compare the same load.
		env: {
			PATH: process.env.PATH ?? "",
			...store,
			PORT: String(port),
			BASELINE_SECRET: key,
			RATE_LIMIT_PER_MINUTE,
			BASELINE_LEAN: lean ? "1" : "0",
			...profiling(),
		},
		stdio: ["ignore", out, out],
	});
	fs.closeSync(out);
	const proc: Proc = { name: "baseline", child, logFile, port };
	const stop = async () => {
		await stopProcesses([proc]);
		await cleanup();
	};
	try {
		await waitHealthy(proc);
	} catch (err) {
		await stop();
		throw err;
	}
	return { url: `http://127.0.0.1:${port}`, key, pid: child.pid!, databaseUrl, stop };
}
