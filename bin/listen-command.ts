import { signedHeaders } from "../shared/events/webhook-signatures";
import { UnreachableError } from "./cli-errors";

// `bookdrop listen`: the account's events, as they happen, over one event stream
// (GET /v1/events/stream), forwarded signed to a local receiver.

/** Waits before reconnecting, one after another, the last one repeated. */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** The server sends a heartbeat every 15 s: this long without a byte, the stream is taken for dropped. */
const SILENCE_MS = 45_000;

export interface ListenOptions {
	url: string;
	key: string;
	forwardTo: string;
	/** Only these event types; all when empty. */
	events: string[];
	print: (line: string) => void;
	/** What it says about the stream (dropped, reconnecting): stderr. */
	warn: (line: string) => void;
}

/** One message of the stream. */
interface StreamMessage {
	id?: string;
	event: string;
	data: string;
}

/** A refusal the next attempt would meet again (a key that is invalid, or lacks 'read'): listen stops. */
class Refused extends Error {}

/** The receiver's answer as one word: its status, or why there was none. */
async function forward(target: string, body: string, eventId: string, secret: string): Promise<string> {
	try {
		const res = await fetch(target, {
			method: "POST",
			redirect: "manual",
			headers: {
				"Content-Type": "application/json",
				"User-Agent": "bookdrop-listen/1",
				...signedHeaders([secret], eventId, body, Math.floor(Date.now() / 1000)),
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

function parseMessage(block: string): StreamMessage | null {
	const message: StreamMessage = { event: "message", data: "" };
	for (const line of block.split("\n")) {
		if (line === "" || line.startsWith(":")) continue;
		const [, field, value] = /^([^:]*):? ?(.*)$/.exec(line)!;
		if (field === "id") message.id = value;
		else if (field === "event") message.event = value;
		else if (field === "data") message.data += value;
	}
	return message.data === "" ? null : message;
}

/** The stream's messages as they arrive; ends when the stream does, throws when it breaks or falls silent. */
async function* messages(body: ReadableStream<Uint8Array>, silence: () => void): AsyncGenerator<StreamMessage> {
	const decoder = new TextDecoder();
	let buffer = "";
	for await (const chunk of body) {
		silence();
		buffer += decoder.decode(chunk, { stream: true });
		let end: number;
		while ((end = buffer.indexOf("\n\n")) >= 0) {
			const message = parseMessage(buffer.slice(0, end));
			buffer = buffer.slice(end + 2);
			if (message) yield message;
		}
	}
}

/** Opens the stream after `lastEventId`; throws Refused for an answer that retrying would not change. */
async function connect(options: ListenOptions, lastEventId: string | null, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
	const res = await fetch(new URL("/v1/events/stream", options.url), {
		headers: { Authorization: `Bearer ${options.key}`, Accept: "text/event-stream", ...(lastEventId ? { "Last-Event-ID": lastEventId } : {}) },
		signal,
	});
	if (res.ok && res.body) return res.body;
	const error = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
	const line = `GET /v1/events/stream answered ${res.status}: ${error.error?.message ?? res.statusText}`;
	throw res.status === 429 || res.status >= 500 ? new Error(line) : new Refused(line);
}

/** Listen's state across connections: where the stream is, and the secret it signs with. */
interface Session {
	lastEventId: string | null;
	secret: string | null;
	connected: boolean;
}

/** The server's last message: a revoked or expired key ends listen with the server's words; any other end is reconnected. */
function endOf(data: string): void {
	const { reason, message } = JSON.parse(data) as { reason: string; message: string };
	if (reason === "key_revoked" || reason === "key_expired") throw new Refused(`the event stream ended: ${message}`);
}

/** Follows one connection until it ends; forwards each event after the session's last one. */
async function follow(options: ListenOptions, session: Session, signal: AbortSignal): Promise<void> {
	const connection = new AbortController();
	const abort = () => connection.abort(new Error(signal.aborted ? "stopped" : `no byte for ${SILENCE_MS / 1000} s`));
	signal.addEventListener("abort", abort);
	let timer = setTimeout(abort, SILENCE_MS);
	const silence = () => (clearTimeout(timer), (timer = setTimeout(abort, SILENCE_MS)));
	try {
		const body = await connect(options, session.lastEventId, connection.signal);
		for await (const message of messages(body, silence)) {
			if (message.event === "ready") {
				if (session.connected) options.warn("bookdrop: listen reconnected to the event stream");
				session.connected = true;
				if (session.secret === null) {
					session.secret = JSON.parse(message.data).signing_secret as string;
					options.print(`Ready! Forwarding events to ${options.forwardTo}. Your webhook signing secret is ${session.secret} (Ctrl-C to quit)`);
				}
				continue;
			}
			if (message.event === "end") return endOf(message.data);
			session.lastEventId = message.id ?? session.lastEventId;
			if (options.events.length && !options.events.includes(message.event)) continue;
			const answer = await forward(options.forwardTo, message.data, message.id ?? "", session.secret!);
			options.print(`${new Date().toISOString()}  ${message.event}  ${message.id}  → ${answer}`);
		}
	} finally {
		clearTimeout(timer);
		signal.removeEventListener("abort", abort);
	}
}

const reason = (err: unknown) => {
	const cause = (err as { cause?: { code?: string; message?: string } }).cause;
	return cause?.code ?? cause?.message ?? (err as Error).message;
};

/** Follows the key's events until `stop` resolves, reconnecting with backoff (on stderr) when the stream drops. */
export async function listen(options: ListenOptions, stop: Promise<void>): Promise<void> {
	const stopping = new AbortController();
	void stop.then(() => stopping.abort());
	const session: Session = { lastEventId: null, secret: null, connected: false };
	for (let attempt = 0; !stopping.signal.aborted; attempt++) {
		try {
			await follow(options, session, stopping.signal);
			attempt = -1;
			if (stopping.signal.aborted) return;
			options.warn("bookdrop: the event stream ended; reconnecting");
		} catch (err) {
			if (stopping.signal.aborted) return;
			if (err instanceof Refused) throw err;
			// before the first connection, an unreachable server is the usual error of the CLI
			if (!session.connected)
				throw (err as Error).name === "TypeError" ? new UnreachableError(`cannot reach bookdrop at ${options.url} (${reason(err)})`) : err;
			const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
			options.warn(`bookdrop: the event stream dropped (${reason(err)}); reconnecting in ${wait / 1000} s`);
			await Promise.race([new Promise((resolve) => setTimeout(resolve, wait)), stop]);
		}
	}
}
