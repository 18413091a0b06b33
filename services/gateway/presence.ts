import type { Context, Logger } from "moleculer";
import type { Principal } from "../../shared/api/principal";

/**
 * The gateway's part of importer presence (docs/design.md, "Importer presence"): a request with an
 * account's desktop key tells the accounts service, at most once per `everyMs` per account from
 * this gateway; the accounts service writes at most once per interval whatever the gateways send.
 */
export class ImporterPresence {
	private readonly noticed = new Map<string, number>();

	constructor(
		private readonly everyMs: number,
		private readonly logger: Logger,
	) {}

	/**
	 * Awaited before the request goes on, so that the request itself reads the importer as seen, and
	 * a stale importer's return is announced before its answer; a failure only costs the notice.
	 */
	async seen(ctx: Context, principal: Principal): Promise<void> {
		if (principal.integrationId !== null) return;
		const now = Date.now();
		if (now - (this.noticed.get(principal.accountId) ?? -Infinity) < this.everyMs) return;
		this.forgetOlderThan(now - this.everyMs);
		this.noticed.set(principal.accountId, now);
		await ctx.call("accounts.importerSeen", { accountId: principal.accountId }).catch((err) => {
			this.noticed.delete(principal.accountId);
			this.logger.warn("Importer presence not recorded:", (err as Error).message);
		});
	}

	/** Past the interval an entry stops nothing: dropped once the map grows, so it holds only recent accounts. */
	private forgetOlderThan(cutoff: number): void {
		if (this.noticed.size < 10_000) return;
		for (const [account, at] of this.noticed) if (at <= cutoff) this.noticed.delete(account);
	}
}
