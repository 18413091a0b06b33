import type { Database, Queryable } from "../../shared/platform/database";
import { recordEvents } from "../../shared/events/event-log.store";
import { presentSummary } from "./account-views";
import { summaryOf } from "./accounts.store";
import { AGING_BATCH, lookAtAging } from "./pending-aging.store";

/**
 * The pending alert (docs/lifecycle.md, "When will it land"): an integration that set a threshold
 * hears `account.pending_aging` once when its oldest pending object has waited that long, and again
 * only after the age fell below it.
 */

/** `account.pending_aging` for one integration: the account as it sees it (`GET /v1/account` with its key). */
async function agingEvent(tx: Queryable, accountId: string, integrationId: string) {
	const object = presentSummary(await summaryOf(tx, { accountId, integrationId }));
	return { accountId, integrationId, type: "account.pending_aging", object };
}

/**
 * Looks at every integration whose look is due at `now`, in one transaction per batch, and records
 * `account.pending_aging` for each it marks. Safe on every replica at once (`lookAtAging`). Answers
 * how many events it recorded.
 */
export async function sweepPendingAging(db: Database, now: number): Promise<number> {
	let recorded = 0;
	for (;;) {
		const [looked, aging] = await db.transaction(async (tx) => {
			const rows = await lookAtAging(tx, now);
			const events = [];
			for (const row of rows.filter((looked) => looked.aging)) events.push(await agingEvent(tx, row.account_id, row.id));
			await recordEvents(tx, events);
			return [rows.length, events.length];
		});
		recorded += aging;
		if (looked < AGING_BATCH) return recorded;
	}
}
