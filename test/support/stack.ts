import { ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Client } from "pg";
import { newAccount, target } from "./suite-api";
import { adminQuery } from "./setup-distributed";
import { ALL_SERVICES, freePort, ROOT } from "./servers";
import { launchStack, type Stack } from "./stack-processes";
import { until } from "./wait";

/**
 * A private distributed stack for tests that stop, kill, restart or cut what the shared one depends
 * on: every service in its own process (some more than once) unless grouped, N gateways, a fresh
 * database and NAMESPACE; NATS and Redis are the machine's unless private ones are given.
 */
export interface StackOptions {
	gateways?: number;
	/** Replicas per service (1 unless named), e.g. `{ catalog: 2 }`. */
	replicas?: Record<string, number>;
	/** The service processes by name instead, e.g. `{ rest: [...], catalog: ["catalog"] }`; `replicas` then does not apply. */
	processes?: Record<string, string[]>;
	natsUrl?: string;
	redisUrl?: string;
	/** Where the processes reach PostgreSQL (e.g. through a proxy the test cuts); the database is made on the machine's. */
	databaseHost?: string;
	env?: Record<string, string>;
}

export type { Stack } from "./stack-processes";

export async function startStack(options: StackOptions = {}): Promise<Stack> {
	const run = randomBytes(4).toString("hex");
	const database = `bookdrop_stack_${run}`;
	const shared = target().env!;
	await adminQuery(`CREATE DATABASE ${database}`);
	const databaseUrl = new URL(shared.DATABASE_URL);
	databaseUrl.pathname = `/${database}`;
	if (options.databaseHost) databaseUrl.host = options.databaseHost;
	const env: Record<string, string> = {
		...shared,
		DATABASE_URL: databaseUrl.toString(),
		TRANSPORTER: options.natsUrl ?? shared.TRANSPORTER,
		REDIS_URL: options.redisUrl ?? shared.REDIS_URL,
		NAMESPACE: `bookdrop-stack-${run}`,
		...options.env,
	};
	const services: [string, string[]][] = [];
	if (options.processes) services.push(...Object.entries(options.processes));
	else
		for (const service of ALL_SERVICES.filter((s) => s !== "gateway")) {
			const count = options.replicas?.[service] ?? 1;
			for (let i = 1; i <= count; i++) services.push([count === 1 ? service : `${service}-${i}`, [service]]);
		}
	const gateways = Array.from({ length: options.gateways ?? 1 }, (_, i) => `gateway-${i + 1}`);
	return launchStack({ env, services, gateways, run, dropDatabase: () => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) });
}

/**
 * A private server (NATS, Redis) on a free port, which a test may kill and start again on the same
 * port, or pause (SIGSTOP: its connections stay open, nothing answers) and resume.
 */
export interface Private {
	url: string;
	port: number;
	kill(): Promise<void>;
	start(): Promise<void>;
	pause(): void;
	resume(): void;
}

/** bookdrop's NATS settings (max_payload), as CI runs the shared one. */
const NATS_CONF = path.join(ROOT, ".ci/nats.conf");
const NATS_BIN = fs.existsSync("/usr/sbin/nats-server") ? "/usr/sbin/nats-server" : "nats-server";

export const privateNats = () =>
	privateServer("nats", (port) => spawn(NATS_BIN, ["-a", "127.0.0.1", "-p", String(port), "-c", NATS_CONF], { stdio: "ignore" }));

export const privateRedis = () =>
	privateServer("redis", (port) =>
		spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" }),
	);

async function privateServer(scheme: string, spawnAt: (port: number) => ChildProcess): Promise<Private> {
	const port = await freePort();
	let child: ChildProcess | null = null;
	const server: Private = {
		url: `${scheme}://127.0.0.1:${port}`,
		port,
		async kill() {
			const running = child;
			child = null;
			if (!running || running.exitCode !== null) return;
			await new Promise((resolve) => {
				running.once("exit", resolve);
				running.kill("SIGKILL");
			});
		},
		async start() {
			child = spawnAt(port);
			await acceptsConnections(port);
		},
		pause() {
			child?.kill("SIGSTOP");
		},
		resume() {
			child?.kill("SIGCONT");
		},
	};
	await server.start();
	return server;
}

/** Whether a TCP connection to 127.0.0.1:`port` is accepted now (false: refused or failed). */
export const connects = (port: number) =>
	new Promise<boolean>((resolve) => {
		const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
		socket.once("error", () => resolve(false));
	});

async function acceptsConnections(port: number, timeoutMs = 10_000): Promise<void> {
	await until(() => connects(port), timeoutMs, `a server accepting connections on port ${port}`);
}

/**
 * A TCP proxy to `to` (host:port) that a test can cut: `cut()` closes every connection and refuses
 * new ones, `mend()` forwards again.
 */
export async function cuttableProxy(to: { host: string; port: number }) {
	const sockets = new Set<net.Socket>();
	let open = true;
	const server = net.createServer((client) => {
		if (!open) return client.destroy();
		const upstream = net.connect(to.port, to.host);
		for (const [a, b] of [
			[client, upstream],
			[upstream, client],
		]) {
			sockets.add(a);
			a.pipe(b);
			a.once("error", () => b.destroy());
			a.once("close", () => (sockets.delete(a), b.destroy()));
		}
	});
	const cut = () => {
		open = false;
		for (const socket of sockets) socket.destroy();
	};
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as net.AddressInfo;
	return {
		host: `127.0.0.1:${port}`,
		cut,
		mend() {
			open = true;
		},
		close: () => new Promise<void>((resolve) => (cut(), server.close(() => resolve()))),
	};
}

/** A fresh account on a stack's gateway: its desktop key, and an integration key with read and write. */
export async function stackAccount(url: string) {
	const account = await newAccount("Stack merchant", url);
	const shop = await account.integration();
	return { desktopKey: account.desktop.key, key: shop.key, keyId: shop.keyObject.id as string };
}

/** `/readyz` of the process at `baseUrl`: its status and report, or status 0 and why when it does not answer. */
export async function readiness(baseUrl: string): Promise<{ status: number; missing?: string[]; checks?: Record<string, string>; error?: string }> {
	try {
		const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
		const body = (await res.json()) as { missing: string[]; checks: Record<string, string> };
		return { status: res.status, missing: body.missing, checks: body.checks };
	} catch (err) {
		return { status: 0, error: `${(err as Error).name}: ${(err as Error).message} ${String((err as Error).cause ?? "")}` };
	}
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
	let released = false;
	const queued = async () => (await pg.query("SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = $1::regclass", [table])).rows[0].n > 0;
	return {
		waiting: (timeoutMs = 30_000) => until(queued, timeoutMs, `a statement waiting on ${table}`),
		/** Commits and disconnects; a second call does nothing (a test's cleanup may repeat it). */
		async release() {
			if (released) return;
			released = true;
			await pg.query("COMMIT");
			await pg.end();
		},
	};
}
