import type { Clock } from "../../shared/platform/clock";
import type { ServerResponse } from "node:http";
import type { Context, Logger } from "moleculer";
import type { Principal } from "../../shared/actions/principal";
import type { RequestMeta } from "../../shared/actions/action-context";

// An event stream does not outlive its key (docs/api.md, "Event stream"). It ends at once when the
// accounts service announces the key's revocation (KEYS_REVOKED_EVENT, on every gateway the bus
// reaches), when the key expires, and, for a revocation this gateway did not hear of, at the next
// check of the key with the accounts service. Its last message says why: `event: end`.

/** Why the server ends a stream: the `reason` of its `end` message. */
export type StreamEnding = "key_revoked" | "key_expired" | "reconnect";

const ENDINGS: Record<StreamEnding, string> = {
	key_revoked: "This API key was revoked (or replaced): the stream ends, and the key opens no other.",
	key_expired: "This API key expired: the stream ends, and the key opens no other.",
	reconnect: "The server ends this stream (it is stopping, or cannot check the key just now): reconnect with Last-Event-ID.",
};

/** How often a stream asks the accounts service whether its key still stands. */
const CHECK_EVERY_MS = 4_000;
/**
 * A stream whose key could not be checked for this long ends (`reconnect`): a revoked key's stream
 * ends within 10 s of the revocation on every gateway, also while the bus or the accounts service fails.
 */
const UNCHECKED_MS = 8_000;
/** The longest a Node.js timer waits (about 24.8 days); a later expiry is found by the stream's loop. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A client that has stopped reading is cut this long after its stream's end was written. */
const END_GRACE_MS = 1_000;

/** A stream's key: who it is, and the hash of its secret by which the stream checks that it still stands. */
export interface StreamKey {
	principal: Principal;
	secretHash: string;
}

/** One open stream: its response, its key, and how it ends. */
export class OpenStream {
	/** True once the client went or the server ended the stream: nothing more is written. */
	ended = false;
	private checkedAt: number;
	private wake: (() => void) | undefined;

	constructor(
		readonly res: ServerResponse,
		private readonly key: StreamKey,
		private readonly clock: Clock,
	) {
		this.checkedAt = clock.now();
		// ends at the key's expiry to the millisecond, not at the next turn of the stream's loop
		const untilExpiry = key.principal.expiresAt === null ? Infinity : key.principal.expiresAt * 1000 - clock.now();
		const expiry = untilExpiry < MAX_TIMER_MS ? setTimeout(() => this.finish("key_expired"), untilExpiry) : undefined;
		res.once("close", () => {
			clearTimeout(expiry);
			this.ended = true;
			this.wake?.();
		});
	}

	write(text: string): void {
		if (!this.ended) this.res.write(text);
	}

	/** Null while the key stands, else why the stream ends: expiry is checked each time, revocation every CHECK_EVERY_MS. */
	async standing(ctx: Context<unknown, RequestMeta>, logger: Logger): Promise<StreamEnding | null> {
		const { principal, secretHash } = this.key;
		const expired = () => principal.expiresAt !== null && principal.expiresAt <= this.clock.now() / 1000;
		if (expired()) return "key_expired";
		if (this.clock.now() - this.checkedAt < CHECK_EVERY_MS) return null;
		try {
			const found = (await ctx.call("accounts.authenticate", { secretHash })) as Principal | null;
			if (!found) return expired() ? "key_expired" : "key_revoked";
			this.checkedAt = this.clock.now();
			return null;
		} catch (err) {
			logger.warn(`event stream: checking its key failed: ${(err as Error).message}`);
			return this.clock.now() - this.checkedAt >= UNCHECKED_MS ? "reconnect" : null;
		}
	}

	/** Waits `ms`, or less when the stream ends meanwhile. */
	pause(ms: number): Promise<void> {
		return new Promise<void>((resolve) => {
			const done = () => {
				clearTimeout(timer);
				this.wake = undefined;
				resolve();
			};
			const timer = setTimeout(done, ms);
			this.wake = done;
		});
	}

	/** Ends the stream with its last message, saying why; a client that no longer reads is cut after END_GRACE_MS. */
	finish(ending: StreamEnding): void {
		if (this.ended) return;
		this.ended = true;
		this.wake?.();
		const { res } = this;
		res.end(`event: end\ndata: ${JSON.stringify({ reason: ending, message: ENDINGS[ending] })}\n\n`);
		const cut = setTimeout(() => res.destroy(), END_GRACE_MS).unref();
		res.once("close", () => clearTimeout(cut));
	}
}
