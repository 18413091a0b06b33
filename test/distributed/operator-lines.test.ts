import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { target } from "../support/suite-api";
import { ALL_SERVICES, freePort, Proc, startProcess, stopProcesses, waitReady } from "../support/servers";
import { until } from "../support/wait";

// What an operator reads in a node's log at start and stop, on processes of this file's own: a
// NATS with too small a max_payload (a nats-server of its own, on its 1 MB default), where the
// probes and metrics are, a NATS that is not there, and the lines of a stop.
const NATS = fs.existsSync("/usr/sbin/nats-server") ? "/usr/sbin/nats-server" : "nats-server";
const SMALL_PAYLOAD_WARNING =
	"transporter max_payload is 1048576 bytes; bookdrop needs 8388608 (a 1 MiB request body plus Moleculer's envelope): set max_payload: 8MB in the NATS server's config";

let nats: ChildProcess | null = null;
const procs: Proc[] = [];

interface Line {
	level: string;
	mod?: string;
	msg: string;
	[field: string]: unknown;
}

/** The process's log lines (JSON, as stdout is a file). */
function lines(proc: Proc): Line[] {
	return fs
		.readFileSync(proc.logFile, "utf8")
		.split("\n")
		.filter((line) => line.startsWith("{"))
		.map((line) => JSON.parse(line) as Line);
}

async function start(name: string, env: Record<string, string>): Promise<Proc> {
	const proc = await startProcess(name, { ...target().env!, ...env });
	procs.push(proc);
	return proc;
}

afterAll(async () => {
	await stopProcesses(procs);
	nats?.kill("SIGKILL");
});

describe("a node on a NATS server with the default 1 MB max_payload", () => {
	let accounts: Proc;

	beforeAll(async () => {
		const natsPort = await freePort();
		nats = spawn(NATS, ["-a", "127.0.0.1", "-p", String(natsPort)], { stdio: "ignore" });
		accounts = await start("accounts-small-payload", {
			TRANSPORTER: `nats://127.0.0.1:${natsPort}`,
			NAMESPACE: `small-payload-${natsPort}`,
			SERVICES: "accounts",
			LOG_LEVEL: "info",
		});
		await waitReady(accounts, ["accounts"]);
	}, 90_000);

	test("logs one warning at start naming the server's max_payload, the one needed and the fix", () => {
		const warnings = lines(accounts).filter((line) => line.msg.includes("max_payload"));
		expect(warnings).toEqual([expect.objectContaining({ level: "warn", mod: "transporter", msg: SMALL_PAYLOAD_WARNING })]);
	});

	test("stays ready: /readyz answers 200 and lists the warning", async () => {
		const res = await fetch(`http://127.0.0.1:${accounts.port}/readyz`);
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ ready: true, checks: { transporter: "ok" }, warnings: [SMALL_PAYLOAD_WARNING] });
	});

	test("says where its ready checks and metrics are: both on PORT, metrics without a token", () => {
		const url = `http://127.0.0.1:${accounts.port}`;
		expect(lines(accounts).filter((line) => line.msg.startsWith("Ready checks at"))).toEqual([
			expect.objectContaining({ mod: "bookdrop", msg: `Ready checks at ${url}/readyz; metrics at ${url}/metrics` }),
		]);
	});

	test("SIGTERM: each service's stop is one line, the broker's good bye one, and it exits 0", async () => {
		const exited = new Promise<number | null>((resolve) => accounts.child.once("exit", resolve));
		accounts.child.kill("SIGTERM");
		expect(await exited).toBe(0);
		const stops = lines(accounts)
			.map((line) => /^Service '(.+)' stopped\.$/.exec(line.msg)?.[1])
			.filter((service) => service !== undefined)
			.sort();
		expect(stops).toEqual(["$node", "accounts"]);
		expect(lines(accounts).filter((line) => /Good bye/.test(line.msg))).toHaveLength(1);
	}, 30_000);
});

test("the suite's NATS (max_payload 8MB) gives no warning", async () => {
	const res = await fetch(`${target().url}/readyz`);
	expect(((await res.json()) as { warnings: string[] }).warnings).toEqual([]);
});

test("a gateway with METRICS_PORT says its ready checks are on PORT and its metrics on METRICS_PORT", async () => {
	const metricsPort = await freePort();
	const gateway = await start("gateway-metrics-port", { SERVICES: "gateway", METRICS_PORT: String(metricsPort) });
	await waitReady(gateway, ALL_SERVICES);
	expect(lines(gateway).filter((line) => line.msg.startsWith("Ready checks at"))).toEqual([
		expect.objectContaining({ msg: `Ready checks at http://127.0.0.1:${gateway.port}/readyz; metrics at http://127.0.0.1:${metricsPort}/metrics` }),
	]);
}, 90_000);

test("a NATS that is not there: the transporter's error lines name its URL, without the password", async () => {
	const port = await freePort();
	const proc = await start("accounts-no-nats", { TRANSPORTER: `nats://bookdrop:nats-secret@127.0.0.1:${port}`, SERVICES: "accounts" });
	const failures = () => lines(proc).filter((line) => line.mod === "transporter" || line.mod === "transit");
	await until(
		() => failures().length >= 2,
		30_000,
		() => `connection errors in the log:\n${fs.readFileSync(proc.logFile, "utf8")}`,
	);
	for (const line of failures()) {
		expect(line).toMatchObject({
			level: expect.stringMatching(/^(warn|error)$/),
			msg: expect.stringContaining("CONNECTION_REFUSED"),
			transporter: `nats://127.0.0.1:${port}`,
		});
	}
	expect(fs.readFileSync(proc.logFile, "utf8")).not.toContain("nats-secret");
}, 60_000);
