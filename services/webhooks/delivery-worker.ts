import type { Logger } from "moleculer";
import { ROOT_CONTEXT, SpanKind } from "@opentelemetry/api";
import type { Config } from "../../shared/platform/config";
import type { Database, Row, Session } from "../../shared/platform/database";
import { presentEvent } from "../../shared/events/event-log";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import { countEndpointDisabled, countWebhookAttempt, Metrics } from "../../shared/platform/metrics";
import { activeTracing, inSpan, storedSpan } from "../../shared/platform/tracing";
import { AttemptResult, WebhookClient } from "./delivery-client";
import { Claimed, FAILED_DELIVERIES_BEFORE_DISABLE, Lane, openQueue, Outcome, QueueSettings, recordAndClaim } from "./delivery-queue.store";

/** Deliveries one claim takes at most; a full claim is followed at once by another. */
export const CLAIM_BATCH = 100;
/**
 * Attempts one process keeps under way at most, over all endpoints. Far above what a few slow
 * endpoints hold (WEBHOOK_ENDPOINT_CONCURRENCY each), so they leave the others room.
 */
export const IN_FLIGHT_PER_PROCESS = 1000;
/**
 * Loops a process runs, each on a connection of its own and for the endpoints of its lane. On
 * PostgreSQL one loop's statement runs while the other's attempts are on the wire (measured: 20 to
 * 30% more deliveries a second than one loop); PGlite runs one statement at a time in this
 * process's thread, so a second loop only split the batches.
 */
export const LANES: Record<Database["kind"], number> = { postgres: 2, pglite: 1 };
/** The longest a batch waits for the attempts still under way here (see `gather`). */
export const GATHER_MS = 5;

/** What the worker needs of the configuration: the queue's settings, and how its client sends. */
export type WorkerSettings = QueueSettings & Pick<Config, "webhookTimeoutMs" | "webhookAllowPrivate">;

/** The secrets a delivery is signed with at `now` (unix seconds): the current one, and the previous one during a rotation's overlap. */
const secretsOf = (row: Row, now: number): string[] =>
	row.previous_secret && row.previous_secret_expires > now ? [row.signing_secret, row.previous_secret] : [row.signing_secret];

/**
 * The attempt of a delivery whose endpoint is in a simulated outage (docs/testing.md, "Scenarios"):
 * nothing is sent, and it fails at once.
 */
export const SIMULATED_OUTAGE: AttemptResult = {
	ok: false,
	httpStatus: null,
	error: "simulated_outage",
	message: "Simulated outage (sandbox scenario endpoint_down): nothing was sent",
	durationMs: 0,
	responseBody: null,
};

/**
 * Where a delivery goes after an attempt ended at `nowMs`: done, failed for good, or due again per
 * the schedule. During a simulated outage it fails for good at once: the outage compresses the
 * schedule, so that auto-disable is reached in seconds.
 */
function outcomeOf(delivery: Row, result: AttemptResult | null, retrySchedule: number[], nowMs: number): Outcome {
	if (result?.ok) return { delivery, result, status: "succeeded", nextAttemptAt: null };
	const retryIn = result && !delivery.simulated_outage ? retrySchedule[delivery.attempts - 1] : undefined;
	if (retryIn === undefined) return { delivery, result, status: "failed", nextAttemptAt: null };
	return { delivery, result, status: "pending", nextAttemptAt: nowMs + retryIn * 1000 };
}

/**
 * Delivers due webhooks: one LaneLoop per lane (LANES), with one client for all of them. Lanes
 * split the endpoints, so two loops never claim for the same endpoint.
 */
export class Worker {
	private readonly lanes: LaneLoop[];
	private readonly client: WebhookClient;

	constructor(db: Database, settings: WorkerSettings, clock: Clock, metrics: Metrics, logger: Logger) {
		this.client = new WebhookClient(settings);
		const count = LANES[db.kind];
		this.lanes = Array.from({ length: count }, (_, index) => new LaneLoop(db, { count, index }, this.client, settings, clock, metrics, logger));
	}

	/** Asks every lane for a pass (see LaneLoop.run); resolves when those passes end. */
	async run(): Promise<void> {
		await Promise.all(this.lanes.map((lane) => lane.run()));
	}

	/** No claim starts after this; the client's connections close; resolves once every lane gave its session back. */
	async stop(): Promise<void> {
		this.client.close();
		await Promise.all(this.lanes.map((lane) => lane.stop()));
	}
}

/**
 * Delivers the due webhooks of one lane. Each claimed delivery is sent on its own; none waits for
 * another. The loop writes the outcomes that have ended (in one batch) and claims into the slots
 * they freed, in one statement on a session of its own (delivery-queue.store.ts), so claims and writes never race
 * and each claim takes what a whole batch freed; an endpoint
 * that answers fast gets its next deliveries at once, one that does not answer only holds its own slots.
 */
class LaneLoop {
	private running = false;
	/** The last pass: its loop writes and claims until nothing is left to do. */
	private pass: Promise<void> = Promise.resolve();
	private again = false;
	private stopped = false;
	/** Attempts this lane has claimed and not yet recorded. */
	private inFlight = 0;
	/** Attempts that have ended, waiting for the next write. */
	private finished: Outcome[] = [];
	private timer: NodeJS.Timeout | null = null;
	private timerAt = Infinity;
	/** Ends a `gather` early, once every attempt under way here has ended. */
	private gathered: (() => void) | null = null;
	/** This lane's session, with the statement that records and claims made ready on it (delivery-queue.store.ts). */
	private session: Promise<Session> | null = null;
	/** The attempts this lane keeps under way at most: its share of the process's. */
	private readonly room: number;

	constructor(
		private readonly db: Database,
		private readonly lane: Lane,
		private readonly client: WebhookClient,
		private readonly settings: WorkerSettings,
		private readonly clock: Clock,
		private readonly metrics: Metrics,
		private readonly logger: Logger,
	) {
		this.room = Math.floor(IN_FLIGHT_PER_PROCESS / lane.count);
	}

	/** Writes what has ended and claims, until none is due or this lane is full; a call meanwhile asks for one more pass. */
	run(): Promise<void> {
		if (this.stopped) return Promise.resolve();
		if (this.running) {
			this.again = true;
			return Promise.resolve();
		}
		this.running = true;
		this.pass = this.passes();
		return this.pass;
	}

	private async passes(): Promise<void> {
		try {
			do {
				this.again = false;
				// attempts that end in the same turn of the event loop join one batch
				await this.gather();
				while (!this.stopped && (await this.recordAndClaim()));
			} while (this.again && !this.stopped);
		} catch (err) {
			this.logger.warn("Claiming webhook deliveries failed:", err);
		} finally {
			this.running = false;
		}
	}

	/**
	 * Waits until every attempt under way here has ended, GATHER_MS at most. Attempts that end close
	 * together then share a batch, whichever claim started them: a batch costs mostly per statement,
	 * and without the wait the attempts of two claims alternated in batches half as large. An attempt
	 * to a silent receiver holds the batch up no longer than GATHER_MS.
	 */
	private gather(): Promise<void> {
		return new Promise((resolve) => {
			if (this.finished.length >= this.inFlight) return setImmediate(resolve);
			const timer = setTimeout(() => this.gathered?.(), GATHER_MS);
			this.gathered = () => {
				clearTimeout(timer);
				this.gathered = null;
				setImmediate(resolve);
			};
		});
	}

	/** No claim starts after this; resolves once the pass under way has ended and the session is given back. */
	async stop(): Promise<void> {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		await this.pass;
		this.dropSession(false);
	}

	/** Gives the session back (`broken`: closes its connection, whose state a failure left unknown); the next claim opens another. */
	private dropSession(broken: boolean): void {
		const opening = this.session;
		this.session = null;
		opening?.then(
			(session) => session.release(broken),
			() => undefined,
		);
	}

	/** A retry due sooner than the next poll (the first retry is immediate) gets a claim of its own. */
	private wakeAt(ms: number): void {
		if (ms >= this.timerAt || this.stopped) return;
		if (this.timer) clearTimeout(this.timer);
		this.timerAt = ms;
		this.timer = setTimeout(
			() => {
				this.timer = null;
				this.timerAt = Infinity;
				void this.run();
			},
			Math.max(0, ms - this.clock.now()),
		);
	}

	/**
	 * Records what has ended and claims what this lane then has room for, in one statement, and
	 * starts sending it. Answers whether to claim again: when it looked at as many candidates as it
	 * may take, some of an endpoint it has just filled, others may lie past them.
	 */
	private async recordAndClaim(): Promise<boolean> {
		const outcomes = this.finished.splice(0);
		const limit = Math.max(0, Math.min(CLAIM_BATCH, this.room - this.inFlight + outcomes.length));
		if (!outcomes.length && !limit) return false;
		for (const outcome of outcomes) this.logFailure(outcome);
		for (const { result } of outcomes) if (result) countWebhookAttempt(this.metrics, result.error ?? "succeeded");
		let claimed: Claimed;
		try {
			this.session ??= openQueue(this.db);
			claimed = await recordAndClaim(await this.session, outcomes, limit, this.settings, this.clock, this.lane);
		} catch (err) {
			// the attempts stay unfinished: past their lease, a claim marks them worker_lost and retries
			this.logger.warn("Recording webhook attempts and claiming deliveries failed:", err);
			this.dropSession(true);
			return false;
		} finally {
			this.inFlight -= outcomes.length;
		}
		const retries = outcomes.filter((o) => o.nextAttemptAt !== null).map((o) => o.nextAttemptAt!);
		if (retries.length) this.wakeAt(Math.min(...retries));
		for (const endpoint of claimed.disabled) {
			this.logger.warn(`webhook endpoint ${endpoint.id} disabled: its last ${FAILED_DELIVERIES_BEFORE_DISABLE} deliveries failed (deliveries_failing)`);
			countEndpointDisabled(this.metrics);
		}
		this.inFlight += claimed.due.length;
		for (const row of claimed.due) void this.deliver(row);
		return claimed.due.length > 0 && claimed.due[0].seen === limit;
	}

	private async deliver(row: Row): Promise<void> {
		const { webhookRetrySchedule } = this.settings;
		const result = row.attempt_seq === null ? null : row.simulated_outage ? SIMULATED_OUTAGE : await this.attempt(row);
		this.finished.push(outcomeOf(row, result, webhookRetrySchedule, this.clock.now()));
		if (this.finished.length >= this.inFlight) this.gathered?.();
		void this.run();
	}

	/**
	 * One attempt; with tracing on, a trace of its own linked to the one that recorded the event
	 * (docs/operations.md, "Traces"): the event's
	 * account, the event, the endpoint and the delivery, and the attempt's outcome, never its URL
	 * (its query may hold a credential), body or signature.
	 */
	private async attempt(row: Row): Promise<AttemptResult> {
		const post = () => this.client.post(row.url, JSON.stringify(presentEvent(row)), secretsOf(row, unixSeconds(this.clock)), row.id);
		const tracing = activeTracing();
		if (!tracing) return post();
		const attributes = {
			"bookdrop.account_id": String(row.account_id),
			"bookdrop.event_id": String(row.id),
			"bookdrop.event_type": String(row.type),
			"bookdrop.endpoint_id": String(row.endpoint_id),
			"bookdrop.delivery_id": String(row.public_id),
			"bookdrop.attempt": Number(row.attempts),
		};
		const recorded = storedSpan(row.trace_parent);
		const links = recorded ? [{ context: recorded }] : [];
		return inSpan(tracing, "webhook attempt", { kind: SpanKind.CLIENT, attributes, parent: ROOT_CONTEXT, links }, async (span) => {
			const result = await post();
			if (result.httpStatus !== null) span.setAttribute("http.response.status_code", result.httpStatus);
			if (result.error) {
				span.setAttribute("bookdrop.error_code", result.error);
				span.setStatus({ code: 2 });
			}
			return result;
		});
	}

	private logFailure({ delivery, result, status, nextAttemptAt }: Outcome): void {
		if (result?.ok) return;
		const why = result
			? `${result.error}${result.httpStatus ? ` ${result.httpStatus}` : ""} (${result.message})`
			: "worker_lost (its last attempt was lost with a worker)";
		const then = status === "pending" ? `next attempt in ${Math.round(((nextAttemptAt ?? 0) - this.clock.now()) / 1000)} s` : "failed for good";
		this.logger.warn(
			`webhook attempt ${delivery.attempts} failed: endpoint ${delivery.endpoint_id} event ${delivery.id} delivery ${delivery.public_id}: ${why}; ${then}`,
		);
	}
}
