import { randomBytes } from "node:crypto";
import { signatureHeader } from "../shared/webhooks";
import { send } from "./http";

// `bookdrop listen`: the account's events, as they happen, forwarded signed to a local receiver.

const POLL_MS = 250;

export interface ListenOptions {
	url: string;
	key: string;
	forwardTo: string;
	/** Only these event types; all when empty. */
	events: string[];
	print: (line: string) => void;
}

/** A secret of the same form as an endpoint's; printed at start so the receiver can verify. */
export const listenSecret = () => `whsec_${randomBytes(24).toString("base64url").replace(/[-_]/g, "0")}`;

/** The receiver's answer as one word: its status, or why there was none. */
async function forward(target: string, body: string, secret: string): Promise<string> {
	try {
		const res = await fetch(target, {
			method: "POST",
			redirect: "manual",
			headers: {
				"Content-Type": "application/json",
				"User-Agent": "bookdrop-listen/1",
				"Service-Signature": signatureHeader([secret], Math.floor(Date.now() / 1000), body),
			},
			body,
			signal: AbortSignal.timeout(10_000),
		});
		await res.arrayBuffer();
		return String(res.status);
	} catch (err) {
		const cause = (err as { cause?: { code?: string } }).cause;
		return `error ${cause?.code ?? (err as Error).name}`;
	}
}

/** Reads one page of events newer than `after` (oldest first); throws the API's error as a line. */
async function newer(options: ListenOptions, after: string | null): Promise<{ events: any[]; more: boolean }> {
	const query = after ? `limit=100&ending_before=${encodeURIComponent(after)}` : "limit=1";
	const res = await send(`${options.url}/v1/events?${query}`, { headers: { Authorization: `Bearer ${options.key}` } });
	if (res.status !== 200) throw new Error(`GET /v1/events answered ${res.status}: ${res.body?.error?.message ?? "no message"}`);
	// with ending_before a page holds the oldest events after the cursor, newest first
	return { events: res.body.data.slice().reverse(), more: res.body.has_more };
}

/** Follows the event log until `stop` resolves; forwards each new event and prints a line for it. */
export async function listen(options: ListenOptions, secret: string, stop: Promise<void>): Promise<void> {
	let stopped = false;
	void stop.then(() => (stopped = true));
	// Start after the newest event: only what happens from now on is forwarded.
	let cursor: string | null = (await newer(options, null)).events[0]?.id ?? null;
	let first = cursor === null;
	options.print(`Ready! Forwarding events to ${options.forwardTo}. Your webhook signing secret is ${secret} (Ctrl-C to quit)`);
	while (!stopped) {
		// With no event yet, the first one seen is new: list everything, oldest first.
		const page = first ? await everything(options) : await newer(options, cursor);
		for (const event of page.events) {
			cursor = event.id;
			if (options.events.length && !options.events.includes(event.type)) continue;
			const answer = await forward(options.forwardTo, JSON.stringify(event), secret);
			options.print(`${new Date().toISOString()}  ${event.type}  ${event.id}  → ${answer}`);
		}
		first = first && cursor === null;
		if (!page.more) await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), stop]);
	}
}

/** The whole log, oldest first: only used before the account has any event, so it is short. */
async function everything(options: ListenOptions): Promise<{ events: any[]; more: boolean }> {
	const res = await send(`${options.url}/v1/events?limit=100`, { headers: { Authorization: `Bearer ${options.key}` } });
	if (res.status !== 200) throw new Error(`GET /v1/events answered ${res.status}: ${res.body?.error?.message ?? "no message"}`);
	return { events: res.body.data.slice().reverse(), more: res.body.has_more };
}
