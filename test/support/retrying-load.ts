import { randomUUID } from "node:crypto";
import { sleep } from "./wait";

/**
 * A client under load that follows the retry rule of docs/api.md ("Retrying"): a 503, a 429, a
 * 409 `idempotency_key_in_use` or a lost connection is sent again (a create with the same
 * Idempotency-Key), to the next gateway after a lost connection; anything else is final.
 */
export interface Attempt {
	method: string;
	/** The logical request this attempt belongs to. */
	logical: number;
	status: number;
	code?: string;
	retryAfter: string | null;
	startedAt: number;
	ms: number;
	gateway: string;
}

export interface Outcome {
	logical: number;
	method: string;
	status: number;
	body: any;
}

const RETRIED_CODES = new Set(["service_unavailable", "rate_limited", "idempotency_key_in_use"]);

export const retriable = (attempt: Attempt) => attempt.status === 0 || RETRIED_CODES.has(attempt.code ?? "");

export class LoadClient {
	readonly attempts: Attempt[] = [];
	readonly outcomes: Outcome[] = [];
	private next = 0;
	private gateway = 0;

	constructor(
		private readonly key: string,
		private readonly gateways: string[],
		private readonly giveUpMs = 60_000,
	) {}

	/** A create with a fresh Idempotency-Key, retried until a final answer. */
	create(path: string, body: unknown): Promise<Outcome> {
		return this.send("POST", path, body, randomUUID());
	}

	get(path: string): Promise<Outcome> {
		return this.send("GET", path);
	}

	private async send(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Outcome> {
		const logical = this.next++;
		const started = Date.now();
		for (;;) {
			const gateway = this.gateways[this.gateway % this.gateways.length];
			const attempt = await this.once(method, gateway, path, logical, body, idempotencyKey);
			this.attempts.push(attempt.attempt);
			if (!retriable(attempt.attempt) || Date.now() - started > this.giveUpMs) {
				const outcome = { logical, method, status: attempt.attempt.status, body: attempt.body };
				this.outcomes.push(outcome);
				return outcome;
			}
			if (attempt.attempt.status === 0) this.gateway++;
			const wait = attempt.attempt.retryAfter ? Number(attempt.attempt.retryAfter) * 1000 : 100;
			await sleep(Math.min(wait, 1000));
		}
	}

	private async once(method: string, gateway: string, path: string, logical: number, body?: unknown, idempotencyKey?: string) {
		const headers: Record<string, string> = { Authorization: `Bearer ${this.key}` };
		if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
		if (body !== undefined) headers["Content-Type"] = "application/json";
		const startedAt = Date.now();
		try {
			const res = await fetch(`${gateway}${path}`, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
				signal: AbortSignal.timeout(30_000),
			});
			const parsed: any = await res.json().catch(() => null);
			const attempt: Attempt = {
				method,
				logical,
				status: res.status,
				code: parsed?.error?.code,
				retryAfter: res.headers.get("retry-after"),
				startedAt,
				ms: Date.now() - startedAt,
				gateway,
			};
			return { attempt, body: parsed };
		} catch {
			return { attempt: { method, logical, status: 0, retryAfter: null, startedAt, ms: Date.now() - startedAt, gateway }, body: null };
		}
	}
}

/** Runs `worker` on `concurrency` loops until `stop()` resolves, then waits for the loops to end. */
export async function underLoad(concurrency: number, worker: () => Promise<unknown>, stop: () => Promise<unknown>): Promise<void> {
	let running = true;
	const loops = Array.from({ length: concurrency }, async () => {
		while (running) await worker();
	});
	try {
		await stop();
	} finally {
		running = false;
		await Promise.all(loops);
	}
}
