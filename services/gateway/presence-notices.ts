import type { Clock } from "../../shared/platform/clock";
import type { Context, Logger } from "moleculer";
import type { Principal } from "../../shared/actions/principal";

/**
 * The gateway's part of importer presence (docs/design.md, "Importer presence"): a request with an
 * account's desktop key tells the accounts service, at most once per `everyMs` per account from
 * this gateway; the accounts service writes at most once per interval whatever the gateways send.
 */
/** A notice is worth a short wait only: past it the request goes on (the notice may still be written). */
const NOTICE_TIMEOUT_MS = 2_000;

export class ImporterPresence {
	/** The last notice per account: when it was sent, and its outcome, which requests within the interval wait for. */
	private readonly noticed = new Map<string, { at: number; done: Promise<void> }>();

	constructor(
		private readonly everyMs: number,
		private readonly clock: Clock,
		private readonly logger: Logger,
	) {}

	/**
	 * Resolves once the importer's latest notice is written, so that a desktop request (also one
	 * sent beside the first) reads the importer as seen, and a stale importer's return is announced
	 * before its answer. A failed notice costs only itself: the request goes on, and the next notice
	 * is sent after the interval.
	 */
	seen(ctx: Context, principal: Principal): Promise<void> {
		if (principal.integrationId !== null) return Promise.resolve();
		const now = this.clock.now();
		const last = this.noticed.get(principal.accountId);
		if (last && now - last.at < this.everyMs) return last.done;
		this.forgetOlderThan(now - this.everyMs);
		const done = ctx.call("accounts.importerSeen", { accountId: principal.accountId }, { timeout: NOTICE_TIMEOUT_MS }).then(
			() => undefined,
			(err) => this.logger.warn("Importer presence not recorded:", (err as Error).message),
		);
		this.noticed.set(principal.accountId, { at: now, done });
		return done;
	}

	/** Past the interval an entry holds nothing back: dropped once the map grows, so it keeps only recent accounts. */
	private forgetOlderThan(cutoff: number): void {
		if (this.noticed.size < 10_000) return;
		for (const [account, { at }] of this.noticed) if (at <= cutoff) this.noticed.delete(account);
	}
}
