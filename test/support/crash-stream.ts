import { Client, Reply } from "./suite-api";
import { Body, DAY, listAll } from "./fixtures";
import { sleep } from "./wait";

/**
 * A stream of idempotent creates for crash tests: customers, and every fifth op an expense with a
 * line item on it, each create with an Idempotency-Key of its own and a marker naming that key. It
 * remembers the answer of every key, so that after a crash it can send every create again and
 * check what the server holds: each acknowledged object exactly once, as it was answered.
 */

/** Sends one create; answers its 201 body, or null when it got no usable answer. */
export type Send = (key: string, path: string, body: Body) => Promise<Body | null>;

interface Sent {
	/** The first 201 answer; null while none came. */
	answer: Body | null;
	/** Attempts that got no answer, a 503 or a 409 idempotency_key_in_use. */
	failures: number;
}

/** Answers worth another attempt (docs/api.md "Retrying"): 503 and a key still in use. */
export const retryable = (reply: Reply) => reply.status === 503 || (reply.status === 409 && reply.body?.error?.code === "idempotency_key_in_use");

/**
 * Sends a request until it gets an answer that is not `retryable`, as docs/api.md "Retrying" says:
 * after a 409 idempotency_key_in_use a short wait (200 ms); after a 503 or no answer `Retry-After`
 * (1 s when absent), then doubling (capped at 4 s here, with jitter). `attempt` sends one attempt
 * (a caller with several gateways sends each to the next one); `failed` hears of each failed one.
 * Fails after `withinMs`.
 */
export async function untilAnswered(attempt: () => Promise<Reply>, withinMs = 40_000, failed: () => void = () => undefined): Promise<Reply> {
	const deadline = Date.now() + withinMs;
	let backOff = 0;
	for (;;) {
		const reply = await attempt().catch(() => null);
		if (reply && !retryable(reply)) return reply;
		failed();
		let wait = 200;
		if (reply?.status !== 409) {
			backOff = backOff ? Math.min(backOff * 2, 4000) : Number(reply?.headers.get("retry-after") ?? 1) * 1000;
			wait = backOff * (0.75 + Math.random() / 2);
		}
		if (Date.now() + wait > deadline)
			throw new Error(`no answer within ${withinMs} ms: ${reply ? `${reply.status} ${JSON.stringify(reply.body)}` : "no response"}`);
		await sleep(wait);
	}
}

export class CreateStream {
	readonly sent = new Map<string, Sent>();
	private started = 0;
	/** Creates being sent (retries included), with when their first attempt started. */
	private readonly sending = new Map<string, number>();

	constructor(private readonly name: string) {}

	/** Creates acknowledged so far (a 201 answer received). */
	get acknowledged(): number {
		return [...this.sent.values()].filter((s) => s.answer !== null).length;
	}

	/** Keys whose create got at least one failed attempt. */
	get interrupted(): number {
		return [...this.sent.values()].filter((s) => s.failures > 0).length;
	}

	/** Attempts so far that got no answer, a 503 or a 409 idempotency_key_in_use. */
	get failedAttempts(): number {
		return [...this.sent.values()].reduce((sum, s) => sum + s.failures, 0);
	}

	/** Resolves once `count` creates are acknowledged; fails after `timeoutMs`. */
	async acknowledgedAtLeast(count: number, timeoutMs = 60_000): Promise<void> {
		const deadline = Date.now() + timeoutMs;
		while (this.acknowledged < count) {
			if (Date.now() > deadline) throw new Error(`only ${this.acknowledged} of ${count} creates acknowledged after ${timeoutMs} ms`);
			await sleep(5);
		}
	}

	/** Resolves once every create whose sending started before `time` has ended; fails after `timeoutMs`. */
	async drained(time: number, timeoutMs = 60_000): Promise<void> {
		const deadline = Date.now() + timeoutMs;
		while ([...this.sending.values()].some((started) => started < time)) {
			if (Date.now() > deadline) throw new Error(`creates sent before ${new Date(time).toISOString()} still unanswered after ${timeoutMs} ms`);
			await sleep(20);
		}
	}

	/** Runs ops 0, 1, 2, … on `concurrency` workers until `done()` holds before an op starts. */
	async run(send: Send, concurrency: number, done: () => boolean): Promise<void> {
		const worker = async () => {
			while (!done()) await this.op(this.started++, send);
		};
		await Promise.all(Array.from({ length: concurrency }, worker));
	}

	/**
	 * The ops started so far (every `sampleEvery`-th one), again, with `send`: acknowledged creates
	 * must replay, the others complete.
	 */
	async again(send: Send, concurrency: number, sampleEvery = 1): Promise<void> {
		let next = 0;
		const total = this.started;
		const worker = async () => {
			while (next < total) {
				const i = next;
				next += sampleEvery;
				await this.op(i, send);
			}
		};
		await Promise.all(Array.from({ length: concurrency }, worker));
	}

	private async op(i: number, send: Send): Promise<void> {
		const tag = `${this.name}-${i}`;
		if (i % 5 !== 4) {
			await send(`cus-${tag}`, "/v1/customers", { name: `crash ${tag}`, metadata: { key: `cus-${tag}` } });
			return;
		}
		const expense = await send(`exp-${tag}`, "/v1/expenses", {
			description: `crash ${tag}`,
			amount: 1200,
			currency: "EUR",
			occurred_on: DAY,
			metadata: { key: `exp-${tag}` },
		});
		if (expense) await send(`li-${tag}`, `/v1/expenses/${expense.id}/line_items`, { description: `crash ${tag}`, unit_amount: 500 });
	}

	/** What `send` answers: records the 201, and insists that a key answered before replays that answer. */
	record(key: string, path: string, reply: Reply | null): Body | null {
		const sent = this.sent.get(key) ?? { answer: null, failures: 0 };
		this.sent.set(key, sent);
		if (reply === null || retryable(reply)) {
			sent.failures++;
			return null;
		}
		if (reply.status !== 201) throw new Error(`POST ${path} (${key}) answered ${reply.status} ${JSON.stringify(reply.body)}`);
		const replayed = reply.headers.get("idempotent-replayed") === "true";
		if (sent.answer === null) sent.answer = reply.body;
		else if (!replayed || JSON.stringify(reply.body) !== JSON.stringify(sent.answer)) {
			throw new Error(`${key} was answered ${JSON.stringify(sent.answer)}, then ${replayed ? "replayed" : "created again"} as ${JSON.stringify(reply.body)}`);
		}
		return reply.body;
	}

	/** One attempt per create: what a crash interrupts stays unanswered. */
	once(client: Client): Send {
		return async (key, path, body) => this.record(key, path, await client.create(path, body, key).catch(() => null));
	}

	/** Each create until it is answered (`untilAnswered`), each attempt through the next gateway. */
	retrying(clients: Client[], withinMs = 30_000): Send {
		let turn = 0;
		return async (key, path, body) => {
			this.sending.set(key, Date.now());
			try {
				const reply = await untilAnswered(
					() => clients[turn++ % clients.length].create(path, body, key),
					withinMs,
					() => this.record(key, path, null),
				);
				return this.record(key, path, reply);
			} finally {
				this.sending.delete(key);
			}
		};
	}

	/**
	 * What the server holds, read through `client`: every create answered, each object listed
	 * exactly once, with the answered id and fields, and nothing else of the stream.
	 */
	async check(client: Client): Promise<void> {
		const unanswered = [...this.sent].filter(([, s]) => s.answer === null).map(([key]) => key);
		expect(unanswered).toEqual([]);
		const answered = (prefix: string) => [...this.sent].filter(([key]) => key.startsWith(prefix)).map(([key, s]) => ({ key, object: s.answer! }));
		for (const [prefix, path] of [
			["cus-", "/v1/customers"],
			["exp-", "/v1/expenses"],
		]) {
			const listed = (await listAll(client, path)).filter((o) => o.metadata?.key?.startsWith(`${prefix}${this.name}-`));
			const expected = answered(prefix).map(({ key, object }) => ({ key, object: strip(object) }));
			const actual = listed.map((o) => ({ key: o.metadata.key, object: strip(o) }));
			const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
			expect(actual.sort(byKey)).toEqual(expected.sort(byKey));
		}
		for (const { key, object } of answered("exp-")) {
			const lineItem = this.sent.get(`li-${key.slice(4)}`)?.answer;
			const lines = await listAll(client, `/v1/expenses/${object.id}/line_items`);
			expect({ key, lines: lines.map(strip) }).toEqual({ key, lines: lineItem ? [strip(lineItem)] : [] });
		}
	}
}

/** An object without what changes after its create (its `updated` time), to compare with its answer. */
function strip(object: Body): Body {
	const { updated: _updated, ...rest } = object;
	return rest;
}
