import http from "node:http";

/** Closed-loop load over keep-alive connections to 127.0.0.1, and its statistics. */

const REQUEST_TIMEOUT_MS = 30_000;
/** A cap on requests per measurement, beside its deadline: a server answering instantly (say, with errors) cannot spin forever. */
const MAX_REQUESTS = 2_000_000;

export interface Answer {
	status: number;
	body: string;
}

export interface Request {
	method: "GET" | "POST";
	/** http://127.0.0.1:<port><path> */
	url: string;
	key: string;
	body?: unknown;
	/** A body sent as it is (Content-Type JSON), instead of `body` serialised. */
	rawBody?: string;
	headers?: Record<string, string>;
}

export class Client {
	private readonly agent: http.Agent;

	constructor(connections: number) {
		this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
	}

	/** One request; a network error or timeout answers status 0 rather than throwing. */
	send({ method, url, key, body, rawBody, headers = {} }: Request): Promise<Answer> {
		if (!url.startsWith("http://127.0.0.1:")) throw new Error(`The bench only talks to 127.0.0.1, not ${url}`);
		const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
		return new Promise((resolve) => {
			const req = http.request(url, {
				method,
				agent: this.agent,
				headers: {
					Authorization: `Bearer ${key}`,
					...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}),
					...headers,
				},
			});
			req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timeout")));
			req.on("response", (res) => {
				const chunks: Buffer[] = [];
				res.on("data", (chunk: Buffer) => chunks.push(chunk));
				res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
				res.on("error", (err) => resolve({ status: 0, body: String(err) }));
			});
			req.on("error", (err) => resolve({ status: 0, body: String(err) }));
			req.end(payload);
		});
	}

	close(): void {
		this.agent.destroy();
	}
}

export interface Stats {
	/** Every latency in ms, sorted: rounds merge by concatenating them. */
	latencies: number[];
	seconds: number;
	requests: number;
	/** Successful requests per second. */
	rps: number;
	p50: number;
	p99: number;
	failures: number;
	/** The first unexpected answer, to tell why a run failed. */
	firstFailure?: string;
}

/** The q-quantile of sorted milliseconds. */
export function quantile(sorted: number[], q: number): number {
	if (!sorted.length) return NaN;
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function statsOf(latencies: number[], seconds: number, failures: number, firstFailure?: string): Stats {
	const sorted = [...latencies].sort((a, b) => a - b);
	return {
		latencies: sorted,
		seconds,
		requests: sorted.length,
		rps: (sorted.length - failures) / seconds,
		p50: quantile(sorted, 0.5),
		p99: quantile(sorted, 0.99),
		failures,
		firstFailure,
	};
}

/** Rounds of one side taken together. */
export function merge(rounds: Stats[]): Stats {
	const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
	const failures = rounds.reduce((sum, r) => sum + r.failures, 0);
	return statsOf(
		rounds.flatMap((r) => r.latencies),
		seconds,
		failures,
		rounds.find((r) => r.firstFailure)?.firstFailure,
	);
}

/** Times one request in milliseconds, with its answer. */
export async function timed(client: Client, request: Request): Promise<{ ms: number; answer: Answer }> {
	const start = process.hrtime.bigint();
	const answer = await client.send(request);
	return { ms: Number(process.hrtime.bigint() - start) / 1e6, answer };
}

/**
 * `concurrency` workers send `next(worker)` requests back to back for `seconds`; an answer other
 * than `expect` is a failure. Latencies of failures count too: a fast error is no success.
 */
export async function measure(
	client: Client,
	options: { seconds: number; concurrency: number; expect: number; next: (worker: number) => Request },
): Promise<Stats> {
	const latencies: number[] = [];
	let failures = 0;
	let firstFailure: string | undefined;
	const start = Date.now();
	const deadline = start + options.seconds * 1000;
	await Promise.all(
		Array.from({ length: options.concurrency }, async (_, worker) => {
			while (Date.now() < deadline && latencies.length < MAX_REQUESTS) {
				const { ms, answer } = await timed(client, options.next(worker));
				latencies.push(ms);
				if (answer.status !== options.expect) {
					failures++;
					firstFailure ??= `${answer.status} ${answer.body.slice(0, 300)}`;
				}
			}
		}),
	);
	return statsOf(latencies, (Date.now() - start) / 1000, failures, firstFailure);
}
