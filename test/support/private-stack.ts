import { ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { target } from "./api";
import { adminQuery } from "./setup-distributed";
import { freePort, Proc, startProcess, stopProcesses } from "./servers";

const NATS = fs.existsSync("/usr/sbin/nats-server") ? "/usr/sbin/nats-server" : "nats-server";

/**
 * A small distributed bookdrop of a test's own: its own database and NAMESPACE (and, with
 * `ownNats`, a NATS server of its own to kill and restart), on the shared Redis, so that the test
 * may stop, kill and restart its processes without touching the suite's.
 */
export interface PrivateStack {
	env: Record<string, string>;
	/** The database, for tests that hold locks in it. */
	databaseUrl: string;
	start(name: string, services: string[]): Promise<Proc>;
	startNats(): void;
	killNats(): void;
	close(): Promise<void>;
}

export async function privateStack(options: { ownNats?: boolean } = {}): Promise<PrivateStack> {
	const run = randomBytes(4).toString("hex");
	const database = `bookdrop_stack_${run}`;
	await adminQuery(`CREATE DATABASE ${database}`);
	const base = target().env!;
	const databaseUrl = base.DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);
	const natsPort = options.ownNats ? await freePort() : 0;
	let nats: ChildProcess | null = null;
	const procs: Proc[] = [];
	const env = {
		...base,
		DATABASE_URL: databaseUrl,
		NAMESPACE: `bookdrop-stack-${run}`,
		...(options.ownNats ? { TRANSPORTER: `nats://127.0.0.1:${natsPort}` } : {}),
	};
	const stack: PrivateStack = {
		env,
		databaseUrl,
		async start(name, services) {
			const proc = await startProcess(name, { ...env, SERVICES: services.join(","), NODE_ID: `${name}-${run}-${procs.length}` });
			procs.push(proc);
			return proc;
		},
		startNats() {
			nats = spawn(NATS, ["-a", "127.0.0.1", "-p", String(natsPort)], { stdio: "ignore" });
		},
		killNats() {
			nats?.kill("SIGKILL");
			nats = null;
		},
		async close() {
			await stopProcesses(procs);
			stack.killNats();
			await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
		},
	};
	if (options.ownNats) stack.startNats();
	return stack;
}

/** `/readyz` of a process: its status and report, or status 0 when it does not answer. */
export async function readiness(port: number): Promise<{ status: number; missing?: string[]; checks?: Record<string, string> }> {
	try {
		const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) });
		const body = (await res.json()) as { missing: string[]; checks: Record<string, string> };
		return { status: res.status, missing: body.missing, checks: body.checks };
	} catch {
		return { status: 0 };
	}
}

/** Polls `probe` until `done` holds; answers how long that took in ms, or fails with the last answer. */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<number> {
	const started = Date.now();
	let last = await probe();
	while (!done(last)) {
		if (Date.now() - started > timeoutMs) throw new Error(`after ${timeoutMs} ms still ${JSON.stringify(last)}`);
		await new Promise((r) => setTimeout(r, 100));
		last = await probe();
	}
	return Date.now() - started;
}

/**
 * Holds a SHARE lock on `table` in its own transaction, so that inserts into it wait: a create
 * stays in flight until `release`. `waiting` resolves once a statement queues behind the lock.
 */
export async function holdLock(databaseUrl: string, table: string) {
	const pg = new Client({ connectionString: databaseUrl });
	await pg.connect();
	await pg.query("BEGIN");
	await pg.query(`LOCK TABLE ${table} IN SHARE MODE`);
	return {
		async waiting(timeoutMs = 30_000) {
			await until(
				async () => (await pg.query("SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = $1::regclass", [table])).rows[0].n,
				(n) => n > 0,
				timeoutMs,
			);
		},
		async release() {
			await pg.query("COMMIT");
			await pg.end();
		},
	};
}

/** Sends SIGTERM (or `signal`) to `proc`; answers its exit code and how long it took to exit. */
export function stopTimed(proc: Proc, signal: NodeJS.Signals = "SIGTERM"): Promise<{ code: number | null; ms: number }> {
	return new Promise((resolve) => {
		const started = Date.now();
		proc.child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
		proc.child.kill(signal);
	});
}
