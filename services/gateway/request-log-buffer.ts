import type { Logger } from "moleculer";
import { BATCH_MAX, RequestLogEntry } from "../../shared/http/request-log-entries";

// The gateway's side of the request log (docs/requests.md): entries wait here and go to the
// events service in batches, one call each, so that a request costs the gateway a push onto an array.

/** A batch leaves this long after its first entry arrived, or as soon as it holds BATCH_MAX. */
export const FLUSH_AFTER_MS = 250;
/** The most entries waiting and on their way at once; past it a request is not recorded (counted). */
export const HELD_MAX = 5_000;
/** How long a stopping gateway waits for its last batches: a stop must not hang on a lost bus. */
export const DRAIN_LIMIT_MS = 1_000;
/** How long one batch may take to land before it counts as lost: the buffer must not hold it longer. */
export const SEND_TIMEOUT_MS = 5_000;
/**
 * The most `429 rate_limited` answers of one key logged per minute by one gateway: a client past
 * its budget cannot make the log cost more than its budget does (every other answer counts in it).
 */
export const RATE_LIMITED_PER_MINUTE = 10;

export type DropReason = "full" | "failed";

/** Where batches go and what is told of those lost. */
export interface RequestLogSink {
	send(entries: RequestLogEntry[]): Promise<unknown>;
	dropped(reason: DropReason, count: number): void;
	logger: Logger;
}

/**
 * Entries buffered in memory: what a crashed gateway held (a quarter of a second's requests) is
 * lost, and so is a batch the events service did not take; both are counted, never retried, so
 * that a slow or absent events service never makes the buffer grow past HELD_MAX.
 */
export class RequestLogBuffer {
	private entries: RequestLogEntry[] = [];
	private sending = 0;
	private timer: NodeJS.Timeout | undefined;
	/** Whether the last batch was lost: an outage of the events service is told once, and its end once. */
	private failing = false;
	/** The minute (of the entries' `created`) whose rate_limited answers `limited` counts, per key. */
	private minute = 0;
	private readonly limited = new Map<string, number>();
	private readonly flights = new Set<Promise<void>>();

	constructor(private readonly sink: RequestLogSink) {}

	add(entry: RequestLogEntry): void {
		if (entry.status === 429 && entry.error?.code === "rate_limited" && !this.keepRateLimited(entry)) return;
		if (this.entries.length + this.sending >= HELD_MAX) {
			this.sink.dropped("full", 1);
			return;
		}
		this.entries.push(entry);
		if (this.entries.length >= BATCH_MAX) this.flush();
		else if (!this.timer) {
			this.timer = setTimeout(() => this.flush(), FLUSH_AFTER_MS);
			this.timer.unref();
		}
	}

	private keepRateLimited({ keyId, created }: RequestLogEntry): boolean {
		const minute = Math.floor(created / 60);
		if (minute !== this.minute) {
			this.minute = minute;
			this.limited.clear();
		}
		const count = (this.limited.get(keyId) ?? 0) + 1;
		this.limited.set(keyId, count);
		return count <= RATE_LIMITED_PER_MINUTE;
	}

	/** Sends what waits now, as one batch. */
	flush(): void {
		clearTimeout(this.timer);
		this.timer = undefined;
		const batch = this.entries;
		if (!batch.length) return;
		this.entries = [];
		this.sending += batch.length;
		const flight: Promise<void> = this.sink
			.send(batch)
			.then(
				() => {
					if (this.failing) this.sink.logger.info("Request log: batches reach the events service again");
					this.failing = false;
				},
				(err) => {
					this.sink.dropped("failed", batch.length);
					if (!this.failing) {
						this.sink.logger.warn(
							`Request log: a batch of ${batch.length} entries was lost (${(err as Error)?.message ?? err}); until one lands, lost entries are only counted (bookdrop_request_logs_dropped_total)`,
						);
					}
					this.failing = true;
				},
			)
			.finally(() => {
				this.sending -= batch.length;
				this.flights.delete(flight);
			});
		this.flights.add(flight);
	}

	/**
	 * Sends what waits and resolves once every batch on its way has landed or been lost, or after
	 * `limitMs` (a gateway stopping: with NATS gone, a batch would wait for its whole timeout).
	 */
	async drain(limitMs = DRAIN_LIMIT_MS): Promise<void> {
		this.flush();
		let timer: NodeJS.Timeout | undefined;
		const limit = new Promise<void>((resolve) => {
			timer = setTimeout(resolve, limitMs);
		});
		await Promise.race([Promise.all([...this.flights]), limit]);
		clearTimeout(timer);
	}
}
