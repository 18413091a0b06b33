import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { quantile } from "./closed-loop-load";
import { count, judge, ms, printTable } from "./report";
import { createAccount, Mode } from "./bench-servers";

// Ten endpoints whose receivers never answer (each attempt runs into WEBHOOK_TIMEOUT_MS,
// 1 s on the bench's servers) beside one healthy endpoint of another account; how long after its
// event each delivery to the healthy endpoint arrives. Knobs: BENCH_SLOW_SAMPLES (200).

const SILENT_ENDPOINTS = 10;
/** Deliveries queued to each silent endpoint: fewer than the 20 failures that disable it. */
const SILENT_BACKLOG = 16;
/** Attempts one endpoint may have under way (WEBHOOK_ENDPOINT_CONCURRENCY's default). */
const ENDPOINT_CONCURRENCY = 4;
const SAMPLES = Math.max(1, Math.round(Number(process.env.BENCH_SLOW_SAMPLES || 200)));
/** One healthy event every this many ms: 50 a second. */
const PACE_MS = 20;
const GOAL_P99_MS = 1000;

interface Local {
	url: string;
	server: http.Server;
}

/** A plain-HTTP receiver on 127.0.0.1 (the bench's servers run with WEBHOOK_ALLOW_PRIVATE). */
async function listen(handle: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void): Promise<Local> {
	const server = http.createServer((req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => handle(req, res, body));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

const close = (local: Local) => {
	local.server.close();
	local.server.closeAllConnections();
};

function api(base: string, key: string) {
	return async (path: string, body: unknown): Promise<any> => {
		const res = await fetch(`${base}${path}`, {
			method: "POST",
			headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
			body: JSON.stringify(body),
		});
		if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
		return res.json();
	};
}

const waitUntil = async (what: string, condition: () => boolean, timeoutMs: number) => {
	const deadline = Date.now() + timeoutMs;
	while (!condition()) {
		if (Date.now() > deadline) throw new Error(`slow receivers: ${what} within ${timeoutMs / 1000} s`);
		await new Promise((resolve) => setTimeout(resolve, 5));
	}
};

/** Runs the scenario on a started bookdrop and prints its table. */
export async function slowReceivers(mode: Mode, base: string): Promise<void> {
	let held = 0;
	const silent = await Promise.all(Array.from({ length: SILENT_ENDPOINTS }, () => listen(() => held++)));
	const arrived = new Map<string, number>();
	const healthy = await listen((_req, res, body) => {
		arrived.set(JSON.parse(body).id, performance.now());
		res.writeHead(200).end();
	});
	try {
		const silentOwner = api(base, (await createAccount(base, "Silent receivers")).desktop);
		const silentIds: string[] = [];
		for (const s of silent) silentIds.push((await silentOwner("/v1/webhook_endpoints", { url: s.url })).id);
		for (let i = 0; i < SILENT_BACKLOG; i++) await Promise.all(silentIds.map((id) => silentOwner(`/v1/webhook_endpoints/${id}/test`, {})));
		await waitUntil("the silent endpoints full", () => held >= SILENT_ENDPOINTS * ENDPOINT_CONCURRENCY, 30_000);

		const healthyOwner = api(base, (await createAccount(base, "Healthy receiver")).desktop);
		const { id } = await healthyOwner("/v1/webhook_endpoints", { url: healthy.url });
		const sent = new Map<string, number>();
		const sends: Promise<void>[] = [];
		for (let i = 0; i < SAMPLES; i++) {
			const at = performance.now();
			sends.push(healthyOwner(`/v1/webhook_endpoints/${id}/test`, {}).then((delivery) => void sent.set(delivery.event, at)));
			await new Promise((resolve) => setTimeout(resolve, PACE_MS));
		}
		await Promise.all(sends);
		await waitUntil(`${SAMPLES} deliveries to the healthy endpoint`, () => [...sent.keys()].every((event) => arrived.has(event)), 60_000);
		const latencies = [...sent].map(([event, at]) => arrived.get(event)! - at).sort((a, b) => a - b);
		for (const silentId of silentIds) await silentOwner(`/v1/webhook_endpoints/${silentId}`, { status: "disabled" });

		const p99 = quantile(latencies, 0.99);
		printTable(
			["scenario", "deliveries", "p50 after the event", "p99", "max", "goal"],
			[
				[
					`healthy endpoint beside ${SILENT_ENDPOINTS} silent ones (${held} attempts held)`,
					count(SAMPLES),
					ms(quantile(latencies, 0.5)),
					ms(p99),
					ms(latencies[latencies.length - 1]),
					judge(mode, `healthy endpoint beside ${SILENT_ENDPOINTS} silent ones: p99 ≤ 1 s after the event`, ms(p99), p99 <= GOAL_P99_MS),
				],
			],
		);
	} finally {
		for (const local of [...silent, healthy]) close(local);
	}
}
