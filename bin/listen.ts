import { randomBytes } from "node:crypto";
import { Bookdrop, BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { signedHeaders } from "../services/webhooks/signature";
import { UnreachableError } from "./http";

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
async function forward(target: string, body: string, eventId: string, secret: string): Promise<string> {
	try {
		const res = await fetch(target, {
			method: "POST",
			redirect: "manual",
			headers: {
				"Content-Type": "application/json",
				"User-Agent": "bookdrop-listen/1",
				...signedHeaders([secret], eventId, body),
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

/**
 * One page of events, oldest first: newer than `after`, or the newest one, or (`everything`, only
 * before the account has any event, so it is short) the whole log. Throws the API's error as a line.
 */
async function eventsPage(api: Bookdrop, after: string | null, everything = false): Promise<{ events: any[]; more: boolean }> {
	try {
		const page = await api.events.list(after ? { limit: 100, ending_before: after } : { limit: everything ? 100 : 1 });
		// lists are newest first, also a page before a cursor
		return { events: page.data.slice().reverse(), more: page.has_more };
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (err instanceof BookdropError) throw new Error(`GET /v1/events answered ${err.status}: ${err.message}`);
		throw err;
	}
}

/** Follows the event log until `stop` resolves; forwards each new event and prints a line for it. */
export async function listen(options: ListenOptions, secret: string, stop: Promise<void>): Promise<void> {
	let stopped = false;
	void stop.then(() => (stopped = true));
	const api = new Bookdrop({ apiKey: options.key, baseUrl: options.url, retryNetworkErrors: false });
	// Start after the newest event: only what happens from now on is forwarded.
	let cursor: string | null = (await eventsPage(api, null)).events[0]?.id ?? null;
	let first = cursor === null;
	options.print(`Ready! Forwarding events to ${options.forwardTo}. Your webhook signing secret is ${secret} (Ctrl-C to quit)`);
	while (!stopped) {
		// With no event yet, the first one seen is new: list everything, oldest first.
		const page = await eventsPage(api, cursor, first);
		for (const event of page.events) {
			cursor = event.id;
			if (options.events.length && !options.events.includes(event.type)) continue;
			const answer = await forward(options.forwardTo, JSON.stringify(event), event.id, secret);
			options.print(`${new Date().toISOString()}  ${event.type}  ${event.id}  → ${answer}`);
		}
		first = first && cursor === null;
		if (!page.more) await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), stop]);
	}
}
