import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { target } from "../support/suite-api";
import { freePort, Proc, startProcess, stopProcesses } from "../support/servers";

// /readyz tells the truth about the transporter: it answers 503 soon after NATS goes away (the
// transporter's own flag stays up while it reconnects) and 200 again once NATS is back, without
// a restart. The process talks to a NATS server of its own, which the test kills and restarts.
const NATS = fs.existsSync("/usr/sbin/nats-server") ? "/usr/sbin/nats-server" : "nats-server";
let nats: ChildProcess | null = null;
const procs: Proc[] = [];

const startNats = (port: number) => spawn(NATS, ["-a", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });

async function readiness(port: number): Promise<{ status: number; transporter?: string }> {
	try {
		const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) });
		const body = (await res.json()) as { checks: { transporter: string } };
		return { status: res.status, transporter: body.checks.transporter };
	} catch {
		return { status: 0 };
	}
}

/** Polls until `expected` holds; answers how long it took in ms, or fails with the last answer. */
async function until(port: number, expected: { status: number; transporter: string }, timeoutMs: number): Promise<number> {
	const started = Date.now();
	let last = await readiness(port);
	while (!(last.status === expected.status && last.transporter === expected.transporter)) {
		if (Date.now() - started > timeoutMs) throw new Error(`after ${timeoutMs} ms /readyz still answers ${JSON.stringify(last)}`);
		await new Promise((r) => setTimeout(r, 100));
		last = await readiness(port);
	}
	return Date.now() - started;
}

afterAll(async () => {
	nats?.kill("SIGKILL");
	await stopProcesses(procs);
});

test("/readyz answers 503 naming the transporter within 5 s of losing NATS, and 200 again once it is back", async () => {
	const natsPort = await freePort();
	nats = startNats(natsPort);
	const proc = await startProcess("accounts-own-nats", {
		...target().env!,
		TRANSPORTER: `nats://127.0.0.1:${natsPort}`,
		NAMESPACE: `readiness-${natsPort}`,
		SERVICES: "accounts",
	});
	procs.push(proc);
	await until(proc.port, { status: 200, transporter: "ok" }, 60_000);

	nats.kill("SIGKILL");
	expect(await until(proc.port, { status: 503, transporter: "failed" }, 5000)).toBeLessThan(5000);

	nats = startNats(natsPort);
	await until(proc.port, { status: 200, transporter: "ok" }, 30_000);
	expect(proc.child.exitCode).toBeNull();
}, 120_000);
