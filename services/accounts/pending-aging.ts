import type { Database, Queryable, Row } from "../../shared/platform/database";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { ClockScope, clockState } from "../../shared/actions/account-clocks";
import { clockedAccounts, clockRow } from "../../shared/actions/account-clocks.store";
import { recordEvents } from "../../shared/events/event-log.store";
import { presentSummary } from "./account-views";
import { summaryOf } from "./accounts.store";
import { AGING_BATCH, clearThreshold, lookAtDue, lookWithThreshold } from "./pending-aging.store";

/**
 * The pending alert (docs/lifecycle.md, "When will it land"; docs/design.md, "Pending alerts"): an
 * integration that set a threshold hears `account.pending_aging` once when its oldest pending
 * object has waited that long, and again only after the age fell below it.
 */

/** Records `account.pending_aging` for each integration the look marked, holding the account as it sees it (`GET /v1/account` with its key). */
async function recordAging(tx: Queryable, looked: Row[], clock: Clock): Promise<number> {
	const events = [];
	for (const row of looked.filter((one) => one.aging)) {
		const object = presentSummary(await summaryOf(tx, { accountId: row.account_id, integrationId: row.id }));
		events.push({ accountId: row.account_id, integrationId: row.id, type: "account.pending_aging", object });
	}
	await recordEvents(tx, events, clock);
	return events.length;
}

/**
 * Looks at every integration due at the clock's time, in one transaction per batch, and records
 * `account.pending_aging` for each it marks. Safe on every replica at once (`agingSweep`). The
 * platform's pass leaves out the test accounts with a clock of their own; a pass over each of them
 * follows at its time (docs/testing.md, "The account's clock"). Answers how many events it recorded.
 */
export async function sweepPendingAging(db: Database, clock: Clock): Promise<number> {
	const clocked = await clockedAccounts(db);
	let recorded = await agingPass(db, clock, { except: clocked.map((row) => row.id) });
	for (const row of clocked) recorded += await agingPass(db, accountClock(clock, clockState(row)), { account: row.id });
	return recorded;
}

/** The aging pass over one account at its own time: a test account's clock was moved (POST /v1/sandbox/clock). */
export async function sweepAccountAging(db: Database, clock: Clock, accountId: string): Promise<number> {
	const row = await clockRow(db, accountId);
	return row ? agingPass(db, accountClock(clock, clockState(row)), { account: accountId }) : 0;
}

async function agingPass(db: Database, clock: Clock, scope: ClockScope): Promise<number> {
	const now = unixSeconds(clock);
	let recorded = 0;
	for (;;) {
		const [looked, aging] = await db.transaction(async (tx) => {
			const rows = await lookAtDue(tx, now, scope);
			return [rows.length, await recordAging(tx, rows, clock)];
		});
		recorded += aging;
		if (looked < AGING_BATCH) return recorded;
	}
}

/**
 * Sets the integration's threshold (null clears it, and its mark) and, for a threshold, looks at
 * once, as the sweep would: an age already past it is announced now, an age below it clears the
 * mark. Answers whether the integration exists, and how many events were recorded.
 */
export async function setPendingAlert(db: Database, integrationId: string, after: number | null, clock: Clock): Promise<{ found: boolean; recorded: number }> {
	const now = unixSeconds(clock);
	return db.transaction(async (tx) => {
		if (after === null) return { found: (await clearThreshold(tx, integrationId)) !== undefined, recorded: 0 };
		const looked = await lookWithThreshold(tx, integrationId, after, now);
		return { found: looked !== undefined, recorded: looked ? await recordAging(tx, [looked], clock) : 0 };
	});
}
