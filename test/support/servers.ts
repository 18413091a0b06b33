import { ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { until } from "./wait";

/** Starts real bookdrop processes from the built entry point, as `npm start` does. */
export const ROOT = packageRoot(__dirname);
export const ENTRY = path.join(ROOT, "dist/bin/bookdrop.js");
/** What one `bookdrop …` command did: its exit code and output. */
export interface Outcome {
	code: number;
	stdout: string;
	stderr: string;
}

/** `bookdrop …` in a clean environment (plus `env`); its exit code and output, failing or not. */
export async function runBookdrop(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
	return promisify(execFile)(process.execPath, [ENTRY, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env }, timeout: 60_000 }).then(
		(done) => ({ code: 0, ...done }),
		(err) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
	);
}

export const ADMIN_TOKEN = "adm_test_token_for_the_suite";
/** Seconds a test account's object waits for the simulated importer on the suite's servers. */
export const SANDBOX_IMPORT_DELAY = 1;
const LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-test-logs-"));

/** The folder of package.json above `dir`: this file also runs compiled, from dist-bench/test/support (the bench). */
function packageRoot(dir: string): string {
	return fs.existsSync(path.join(dir, "package.json")) ? dir : packageRoot(path.dirname(dir));
}

const MAKE_CERT = `
const fs = require("node:fs");
const path = require("node:path");
const dir = process.argv[1];
const altNames = [{ type: 2, value: "localhost" }, { type: 7, ip: "127.0.0.1" }];
Promise.resolve(require("selfsigned").generate([{ name: "commonName", value: "localhost" }], { days: 3650, keySize: 2048, extensions: [{ name: "subjectAltName", altNames }] }))
	.then((pems) => {
		fs.writeFileSync(path.join(dir, "key.pem"), pems.private);
		fs.writeFileSync(path.join(dir, "cert.pem"), pems.cert);
	});
`;

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made once per machine: test webhook
 * receivers serve HTTPS with it, and every bookdrop process the tests start trusts it.
 */
export function testTls(): { cert: string; key: string; certFile: string } {
	const dir = path.join(os.tmpdir(), "bookdrop-test-tls");
	const certFile = path.join(dir, "cert.pem");
	const keyFile = path.join(dir, "key.pem");
	if (!fs.existsSync(certFile)) {
		const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-test-tls-"));
		// Made with the `selfsigned` package (npm, no openssl binary): `npm ci && npm test` needs Node only.
		// In a child process because its generator is asynchronous and this function is not.
		execFileSync(process.execPath, ["-e", MAKE_CERT, fresh], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
		try {
			fs.renameSync(fresh, dir);
		} catch {
			fs.rmSync(fresh, { recursive: true, force: true }); // another process made it first
		}
	}
	return { cert: fs.readFileSync(certFile, "utf8"), key: fs.readFileSync(keyFile, "utf8"), certFile };
}

/** How long test processes wait for a webhook receiver's answer: a receiver slower than this is retried. */
export const WEBHOOK_ANSWER_WAIT_MS = 1000;

/** Webhook settings of test processes: local receivers allowed and trusted, retries within a second. */
const WEBHOOK_TEST_ENV = () => ({
	NODE_EXTRA_CA_CERTS: testTls().certFile,
	WEBHOOK_ALLOW_PRIVATE: "true",
	WEBHOOK_RETRY_SCHEDULE: "0,0.2,0.2,0.2,0.2,0.2",
	WEBHOOK_TIMEOUT_MS: String(WEBHOOK_ANSWER_WAIT_MS),
});

export interface Proc {
	name: string;
	child: ChildProcess;
	logFile: string;
	port: number;
}

export interface Server {
	url: string;
	adminToken: string;
	procs: Proc[];
}

/**
 * Ports for test servers come from below Linux's ephemeral range (32768–60999): a port from bind(0) is closed before
 * the child listens, and in that gap any process's outgoing connection to 127.0.0.1 may take it (CI met "port in use").
 * Each jest worker draws from a slice of its own, so two workers never pick the same port; the probe skips ports
 * another program listens on.
 */
const PORT_BASE = 20_000;
const PORT_SLICE = 700;
let portCursor = Math.floor(Math.random() * PORT_SLICE);

export async function freePort(): Promise<number> {
	const slice = Number(process.env.JEST_WORKER_ID ?? 0) % 18;
	for (let tries = 0; tries < PORT_SLICE; tries++) {
		const port = PORT_BASE + slice * PORT_SLICE + (portCursor++ % PORT_SLICE);
		if (await canListen(port)) return port;
	}
	throw new Error(`no free port in ${PORT_BASE + slice * PORT_SLICE}–${PORT_BASE + (slice + 1) * PORT_SLICE - 1}`);
}

function canListen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = net.createServer();
		server.once("error", () => resolve(false));
		server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
	});
}

export function logTail(proc: Proc, lines = 30): string {
	const text = fs.existsSync(proc.logFile) ? fs.readFileSync(proc.logFile, "utf8") : "";
	return text.split("\n").slice(-lines).join("\n");
}

/** BOOKDROP_CPU_PROF=<dir>: every process writes a V8 CPU profile there when it stops (docs/benchmarks.md). */
export const profiling = (): Record<string, string> => {
	const dir = process.env.BOOKDROP_CPU_PROF;
	return dir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(dir)}` } : {};
};

/** One bookdrop process with `env` on top of a quiet default environment (BOOKDROP_TEST_LOG_LEVEL: the bench logs as in production). */
export async function startProcess(name: string, env: Record<string, string>): Promise<Proc> {
	if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run 'npm run build' first ('npm test' does).`);
	const port = env.PORT ? Number(env.PORT) : await freePort();
	const logFile = path.join(LOG_DIR, `${name}-${port}.log`);
	const out = fs.openSync(logFile, "a");
	const child = spawn(process.execPath, [ENTRY, "serve"], {
		cwd: ROOT,
		// Every test client speaks from 127.0.0.1: only tests of the per-address limit lower it.
		env: {
			PATH: process.env.PATH ?? "",
			LOG_LEVEL: process.env.BOOKDROP_TEST_LOG_LEVEL ?? "warn",
			HOST: "127.0.0.1",
			REFUSALS_PER_MINUTE: "1000000",
			...WEBHOOK_TEST_ENV(),
			...profiling(),
			...env,
			PORT: String(port),
		},
		stdio: ["ignore", out, out],
	});
	fs.closeSync(out);
	return { name, child, logFile, port };
}

/** Waits until `/readyz` of `proc` is ready and sees every service in `services`. */
export async function waitReady(proc: Proc, services: string[], watch: Proc[] = [proc], timeoutMs = 60_000): Promise<void> {
	let last = "no answer yet";
	const ready = async () => {
		const dead = watch.find((p) => p.child.exitCode !== null);
		if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode} during start-up:\n${logTail(dead)}`);
		try {
			const res = await fetch(`http://127.0.0.1:${proc.port}/readyz`);
			const report = (await res.json()) as { ready: boolean; services: Record<string, boolean> };
			last = JSON.stringify(report);
			return report.ready && services.every((s) => report.services[s]);
		} catch (err) {
			last = String(err);
			return false;
		}
	};
	await until(ready, timeoutMs, () => `${proc.name} ready (last: ${last}; its log ends:\n${logTail(proc)}\n)`, 200);
}

/** Waits until `/healthz` of `proc` answers: the process runs, whether or not it is ready. */
export async function waitAlive(proc: Proc, timeoutMs = 60_000): Promise<void> {
	const alive = async () => {
		if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${logTail(proc)}`);
		return fetch(`http://127.0.0.1:${proc.port}/healthz`).then(
			(res) => res.ok,
			() => false,
		);
	};
	await until(alive, timeoutMs, () => `${proc.name} answering /healthz (its log ends:\n${logTail(proc)}\n)`, 200);
}

export async function stopProcesses(procs: Proc[]): Promise<void> {
	await Promise.all(
		procs.map(
			(p) =>
				new Promise<void>((resolve) => {
					if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
					const timer = setTimeout(() => p.child.kill("SIGKILL"), 15_000);
					p.child.once("exit", () => {
						clearTimeout(timer);
						resolve();
					});
					p.child.kill("SIGTERM");
				}),
		),
	);
}

export const ALL_SERVICES = ["gateway", "accounts", "catalog", "transactions", "batches", "events", "webhooks"];

/** An embedded bookdrop (all services, PGlite) in a fresh DATA_DIR. */
export async function startEmbedded(env: Record<string, string> = {}): Promise<Server & { dataDir: string }> {
	const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-test-data-"));
	const proc = await startProcess("embedded", { DATA_DIR: dataDir, ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE: "1000000", ...env });
	try {
		await waitReady(proc, ALL_SERVICES);
	} catch (err) {
		await stopProcesses([proc]);
		throw err;
	}
	return { url: `http://127.0.0.1:${proc.port}`, adminToken: ADMIN_TOKEN, procs: [proc], dataDir };
}
