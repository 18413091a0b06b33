import http from "node:http";
import { randomUUID } from "node:crypto";
import { ADMIN_TOKEN, Server, startEmbedded } from "../support/servers";
import startDistributed from "../support/setup-distributed";
import stopAll from "../support/teardown";

// `npm run bench`: throughput and latency of the hot paths, on loopback only. Against a fresh
// embedded server by default; BENCH_DISTRIBUTED=1 starts the distributed topology of the tests
// (one process per service on the local PostgreSQL, Redis and NATS) instead; BENCH_URL and
// BENCH_KEY point it at any running bookdrop.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(url: string, method: string, path: string, key: string, body?: unknown, headers: Record<string, string> = {}): Promise<number> {
	return new Promise((resolve, reject) => {
		const payload = body === undefined ? undefined : JSON.stringify(body);
		const req = http.request(`${url}${path}`, {
			method,
			agent,
			headers: { Authorization: `Bearer ${key}`, ...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}), ...headers },
		});
		req.on("response", (res) => {
			res.resume();
			res.on("end", () => resolve(res.statusCode ?? 0));
		});
		req.on("error", reject);
		req.end(payload);
	});
}

interface Scenario {
	name: string;
	request: (url: string, key: string) => Promise<number>;
	expect: number;
}

async function measure(url: string, key: string, scenario: Scenario) {
	const latencies: number[] = [];
	let failures = 0;
	const deadline = Date.now() + SECONDS * 1000;
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (Date.now() < deadline) {
				const start = process.hrtime.bigint();
				const status = await scenario.request(url, key);
				latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
				if (status !== scenario.expect) failures++;
			}
		}),
	);
	latencies.sort((a, b) => a - b);
	const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
	return { scenario: scenario.name, "req/s": Math.round(latencies.length / SECONDS), "p50 ms": at(0.5), "p99 ms": at(0.99), failures };
}

const SCENARIOS: Scenario[] = [
	{
		name: "POST /v1/customers",
		expect: 201,
		request: (url, key) => send(url, "POST", "/v1/customers", key, { name: "Bench", email: "bench@example.com" }, { "Idempotency-Key": randomUUID() }),
	},
	{ name: "GET /v1/customers?limit=10", expect: 200, request: (url, key) => send(url, "GET", "/v1/customers?limit=10", key) },
	{ name: "GET /v1/account", expect: 200, request: (url, key) => send(url, "GET", "/v1/account", key) },
];

/** A server of our own: the embedded one, or the distributed topology (its first gateway). */
async function startServer(): Promise<Pick<Server, "url">> {
	if (process.env.BENCH_DISTRIBUTED !== "1") {
		const server = await startEmbedded({ RATE_LIMIT_PER_MINUTE: "100000000" });
		(globalThis as any).__bookdropProcs = server.procs;
		return server;
	}
	await startDistributed();
	return { url: JSON.parse(process.env.BOOKDROP_TARGET_DISTRIBUTED!).url };
}

async function main(): Promise<void> {
	let url = process.env.BENCH_URL;
	let key = process.env.BENCH_KEY;
	const server = url ? null : await startServer();
	try {
		if (server) {
			url = server.url;
			const res = await fetch(`${url}/admin/v1/accounts`, {
				method: "POST",
				headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
				body: JSON.stringify({ name: "Bench" }),
			});
			key = ((await res.json()) as { desktop_key: { secret: string } }).desktop_key.secret;
		}
		if (!url || !key) throw new Error("Set both BENCH_URL and BENCH_KEY, or neither.");
		const where = server ? (process.env.BENCH_DISTRIBUTED === "1" ? "distributed topology" : "embedded server") : url;
		console.log(`bookdrop bench: ${SECONDS} s per scenario, ${CONCURRENCY} concurrent requests, ${where}`);
		const results = [];
		for (const scenario of SCENARIOS) results.push(await measure(url, key, scenario));
		console.table(results);
	} finally {
		agent.destroy();
		if (server) await stopAll();
	}
}

main().catch((err) => {
	console.error(err);
	process.exit(1);
});
