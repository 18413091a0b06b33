import type { Clock } from "../../shared/platform/clock";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Logger } from "moleculer";
import { ApiError } from "../../shared/actions/api-errors";
import { requireScope } from "../../shared/actions/action-context";
import type { RequestMeta } from "../../shared/actions/action-context";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import type { Metrics } from "../../shared/platform/metrics";
import type { SharedStore } from "../../shared/platform/shared-store";
import { parseBearer, vouchedPrincipal } from "./authentication";
import { countRefusal, refuseBusyAddress } from "./rate-limit";
import { OpenStream, StreamKey } from "./stream-endings";

// GET /v1/events/stream (docs/api.md, "Event stream"): the key's events as Server-Sent Events, for
// `bookdrop listen`. It is not charged to the key's request budget: a key holds at most
// STREAMS_PER_KEY open streams instead, across gateways when the shared store is Redis.

export const EVENT_STREAM_PATH = "/v1/events/stream";
export const STREAMS_PER_KEY = 2;
/** How often a stream asks the events service for what is new. */
const POLL_MS = 500;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** An open stream is renewed this often; one whose gateway died without closing it ends after SESSION_MS. */
const SESSION_MS = 30_000;
const EVENT_ID = /^evt_[0-9A-Za-z]{1,64}$/;

type RequestContext = Context<unknown, RequestMeta>;
type StreamRequest = IncomingMessage & { $ctx: RequestContext };

/** What streams stand on: the shared store (the cap, refusals), REFUSALS_PER_MINUTE, where 429s are counted, and the clock keys expire by. */
export interface StreamLimits {
	store: SharedStore;
	refusalsPerMinute: number;
	metrics: Metrics;
	clock: Clock;
}

const invalidKey = () => new ApiError("api_key_invalid", "This API key is not valid: it is unknown, revoked or expired.");

/** The key's principal, asked of the accounts service and charged to nothing; a refused key counts against its address. */
async function streamKey(ctx: RequestContext, req: StreamRequest, res: ServerResponse, limits: StreamLimits): Promise<StreamKey> {
	const address = req.socket.remoteAddress ?? "";
	try {
		const bearer = parseBearer(req.headers.authorization);
		const secretHash = typeof bearer === "string" && bearer.startsWith("ab_") ? sha256(bearer) : null;
		const principal = await vouchedPrincipal(ctx, bearer, secretHash, () =>
			refuseBusyAddress(limits.store, address, limits.refusalsPerMinute, res, limits.metrics),
		);
		if (principal.expiresAt !== null && principal.expiresAt <= limits.clock.now() / 1000) throw invalidKey();
		return { principal, secretHash: secretHash! };
	} catch (err) {
		await countRefusal(limits.store, address, err);
		throw err;
	}
}

/** Where the stream starts: after Last-Event-ID when the client sends one, else after the newest event (null: none yet). */
async function startingPoint(ctx: RequestContext, req: StreamRequest): Promise<string | null> {
	const given = req.headers["last-event-id"];
	if (typeof given === "string" && given !== "") {
		if (!EVENT_ID.test(given)) throw new ApiError("parameter_invalid", "Last-Event-ID must be an event id (evt_…).", { param: "Last-Event-ID" });
		// one the key cannot see, or past its 90 days, would leave the stream with nothing to follow
		await ctx.call("events.retrieve", { id: given }).catch((err) => {
			throw (err as ApiError).type === "resource_missing"
				? new ApiError("resource_missing", `No such event: '${given}' (Last-Event-ID).`, { param: "Last-Event-ID" })
				: err;
		});
		return given;
	}
	const page = (await ctx.call("events.list", { limit: "1" })) as { data: { id: string }[] };
	return page.data[0]?.id ?? null;
}

/** Writes to the stream; when the client reads slower than events come, waits until it has read (or gone). */
async function send(res: ServerResponse, text: string): Promise<void> {
	if (res.write(text) || res.destroyed) return;
	await new Promise<void>((resolve) => {
		const done = () => (res.off("drain", done), res.off("close", done), resolve());
		res.on("drain", done).on("close", done);
	});
}

const frame = (event: { id: string; type: string }) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** The event streams of this gateway. */
export class EventStreams {
	/** The open streams by key id: a revocation ends them at once (`revoked`). */
	private readonly open = new Map<string, Set<OpenStream>>();

	constructor(
		private readonly limits: StreamLimits,
		private readonly logger: Logger,
		/** False once the gateway's server stopped accepting: its streams end, so that its stop waits for none of them. */
		private readonly serving: () => boolean,
	) {}

	/** Answers a stream request: its errors are thrown before the 200, then it runs until either side ends it. */
	async serve(req: StreamRequest, res: ServerResponse): Promise<void> {
		const ctx = req.$ctx;
		const key = await streamKey(ctx, req, res, this.limits);
		const { principal } = key;
		ctx.meta.principal = principal;
		requireScope("read", ctx.meta);
		const sessions = `streams:${principal.keyId}`;
		const session = randomBase62(16);
		if (!(await this.limits.store.openSession(sessions, session, STREAMS_PER_KEY, SESSION_MS))) {
			throw new ApiError("too_many_streams", `This key already has ${STREAMS_PER_KEY} open event streams, the most a key may hold. Close one, or retry later.`);
		}
		try {
			const cursor = await startingPoint(ctx, req);
			const secret = (await ctx.call("accounts.listenSecret", { keyId: principal.keyId })) as string | null;
			if (!secret) throw invalidKey();
			res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" });
			// HEAD asks for the headers alone: the stream it would open ends with them
			if (req.method === "HEAD") return void res.end();
			res.write(`retry: 1000\nevent: ready\ndata: ${JSON.stringify({ signing_secret: secret, last_event_id: cursor })}\n\n`);
			const stream = new OpenStream(res, key, this.limits.clock);
			const held = this.open.get(principal.keyId) ?? new Set<OpenStream>();
			this.open.set(principal.keyId, held.add(stream));
			try {
				await this.follow(ctx, stream, cursor, () => this.limits.store.renewSession(sessions, session, SESSION_MS));
			} finally {
				held.delete(stream);
				if (held.size === 0 && this.open.get(principal.keyId) === held) this.open.delete(principal.keyId);
			}
		} finally {
			await this.limits.store.closeSession(sessions, session);
		}
	}

	/** The accounts service revoked these keys (KEYS_REVOKED_EVENT): their streams end now. */
	revoked(keyIds: string[]): void {
		for (const keyId of keyIds) for (const stream of this.open.get(keyId) ?? []) stream.finish("key_revoked");
	}

	/** Sends every event after `cursor`, oldest first, until the connection or the key's standing ends. */
	private async follow(ctx: RequestContext, stream: OpenStream, cursor: string | null, renew: () => Promise<void>): Promise<void> {
		const { clock } = this.limits;
		let lastBeat = clock.now();
		let lastRenewal = clock.now();
		while (!stream.ended) {
			// the client reconnects (with Last-Event-ID), to another gateway if there is one
			const ending = this.serving() ? await stream.standing(ctx, this.logger) : "reconnect";
			if (ending) return stream.finish(ending);
			const page = await this.newEvents(ctx, cursor);
			for (const event of page.events) if (!stream.ended) await send(stream.res, frame(event));
			cursor = page.events.at(-1)?.id ?? cursor;
			if (clock.now() - lastBeat >= HEARTBEAT_MS) {
				stream.write(": heartbeat\n\n");
				lastBeat = clock.now();
			}
			if (clock.now() - lastRenewal >= SESSION_MS / 3) {
				await renew();
				lastRenewal = clock.now();
			}
			if (!page.more) await stream.pause(POLL_MS);
		}
	}

	/** What is newer than `cursor`, oldest first (with no cursor: all there is); nothing while the events service fails. */
	private async newEvents(ctx: RequestContext, cursor: string | null): Promise<{ events: { id: string; type: string }[]; more: boolean }> {
		try {
			// params as a query string carries them
			const params = cursor ? { limit: "100", ending_before: cursor } : { limit: "100" };
			const page = (await ctx.call("events.list", params)) as { data: { id: string; type: string }[]; has_more: boolean };
			// lists are newest first, also a page before a cursor
			return { events: page.data.slice().reverse(), more: page.has_more && cursor !== null };
		} catch (err) {
			this.logger.warn(`event stream: listing events failed, retrying: ${(err as Error).message}`);
			return { events: [], more: false };
		}
	}
}
