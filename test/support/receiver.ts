import { IncomingHttpHeaders, ServerResponse } from "node:http";
import https from "node:https";
import { AddressInfo } from "node:net";
import { freePort, testTls, WEBHOOK_ANSWER_WAIT_MS } from "./servers";

/** One request a receiver got. */
export interface Hit {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	raw: Buffer;
	body: Record<string, any> | undefined;
	at: number;
	/** The status the receiver answered; undefined while it hangs. */
	status?: number;
}

/** A status, a status with headers, or "hang": the receiver does not answer (the test may, with `res`). */
export type Answer = number | { status: number; headers: Record<string, string> } | "hang";

const started = new Set<Receiver>();

/**
 * A webhook receiver on 127.0.0.1, over HTTPS with the certificate test processes trust: records
 * every request and answers as `answer` says.
 */
export class Receiver {
	hits: Hit[] = [];
	/** How to answer the n-th request (1-based). */
	answer: (n: number, hit: Hit, res: ServerResponse) => Answer = () => 200;
	port = 0;
	private server?: https.Server;

	/** Stops every receiver started and not yet stopped. */
	static async stopAll(): Promise<void> {
		await Promise.all([...started].map((r) => r.stop()));
	}

	/** A restarted receiver listens on its port again: one from freePort, which no outgoing connection takes meanwhile. */
	async start(port = this.port): Promise<this> {
		if (port === 0) port = await freePort();
		const { cert, key } = testTls();
		const server = https.createServer({ cert, key }, (req, res) => {
			const chunks: Buffer[] = [];
			req.on("data", (chunk: Buffer) => chunks.push(chunk));
			req.on("end", () => {
				const raw = Buffer.concat(chunks);
				let body: Hit["body"];
				try {
					body = JSON.parse(raw.toString("utf8"));
				} catch {
					body = undefined;
				}
				const hit: Hit = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, raw, body, at: Date.now() };
				this.hits.push(hit);
				let answer: Answer;
				try {
					answer = this.answer(this.hits.length, hit, res);
				} catch {
					answer = 599;
				}
				if (answer === "hang") return;
				const { status, headers } = typeof answer === "number" ? { status: answer, headers: {} } : answer;
				hit.status = status;
				res.writeHead(status, headers);
				res.end(status === 204 || status === 304 ? undefined : "received");
			});
		});
		await new Promise<void>((resolve, reject) => {
			server.once("error", reject);
			server.listen(port, "127.0.0.1", () => resolve());
		});
		this.port = (server.address() as AddressInfo).port;
		this.server = server;
		started.add(this);
		return this;
	}

	async stop(): Promise<void> {
		const server = this.server;
		if (!server) return;
		this.server = undefined;
		started.delete(this);
		await new Promise<void>((resolve) => {
			server.close(() => resolve());
			server.closeAllConnections();
		});
	}

	url(path = "/hook"): string {
		return `https://127.0.0.1:${this.port}${path}`;
	}

	eventIds(): string[] {
		return this.hits.map((hit) => hit.body?.id);
	}
}

/**
 * A delivery's attempts against what `r` heard of its event, as at-least-once delivery allows: the
 * receiver's requests are the attempts that reached it, in order. An attempt with an HTTP status
 * reached it and logs the status it answered; one that timed out lasted the whole wait and may or
 * may not have reached it (on a busy machine the wait can end before the receiver has read the
 * request, or before its late answer arrives); any other error never reached it.
 */
export function expectAttemptsAsAnswered(delivery: Record<string, any>, r: Receiver): void {
	const hits = r.hits.filter((hit) => hit.body?.id === delivery.event);
	const attempts: Array<Record<string, any>> = delivery.attempts;
	for (const attempt of attempts) if (attempt.error === "timeout") expect(attempt.duration_ms).toBeGreaterThanOrEqual(WEBHOOK_ANSWER_WAIT_MS * 0.9);
	// whether the attempts from the a-th on can account for the hits from the h-th on, each hit once
	const accounts = (a: number, h: number): boolean => {
		if (a === attempts.length) return h === hits.length;
		const { http_status: status, error } = attempts[a];
		if (status !== null) return hits[h]?.status === status && accounts(a + 1, h + 1);
		if (error !== "timeout") return accounts(a + 1, h);
		return (h < hits.length && accounts(a + 1, h + 1)) || accounts(a + 1, h);
	};
	const shown = { attempts: attempts.map((a) => a.http_status ?? a.error), requests: hits.map((hit) => hit.status ?? "no answer") };
	expect({ ...shown, consistent: accounts(0, 0) }).toEqual({ ...shown, consistent: true });
}

export interface EventReceiver {
	/** The endpoint URL to register. */
	url: string;
	close(): void;
}

/** A receiver that hands each event's id and the response to `onEvent`, which answers it (or holds it). */
export async function eventReceiver(onEvent: (eventId: string, res: ServerResponse) => void): Promise<EventReceiver> {
	const receiver = new Receiver();
	receiver.answer = (_n, hit, res) => {
		onEvent(hit.body?.id, res);
		return "hang";
	};
	await receiver.start();
	return { url: receiver.url(), close: () => void receiver.stop() };
}
