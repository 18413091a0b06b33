import type { Database } from "../../shared/platform/database";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { recordEvents } from "../../shared/events/event-log.store";
import { ClockScope, clockState } from "../../shared/actions/account-clocks";
import { clockedAccounts, clockRow } from "../../shared/actions/account-clocks.store";
import { present } from "../../shared/engine";
import { RESOURCES } from "../../shared/resources";
import { EXPIRY_BATCH, markExpiredBatch } from "./expiry-sweep.store";

/**
 * Proposals that expire (docs/lifecycle.md, "Expiry"): every object still pending and unclaimed at
 * its `expires_at` becomes `expired`, with one `<object>.expired` event, in one transaction per
 * batch of rows. Safe on every replica at once: `SKIP LOCKED` splits the rows between them and the
 * statement's condition lets only one mark each. The platform's pass leaves out the test accounts
 * with a clock of their own; a pass over each of them follows, at that account's time, and its
 * events carry that time (docs/testing.md, "The account's clock"). Answers how many it marked, by object type.
 */
export async function expireObjects(db: Database, clock: Clock): Promise<Map<string, number>> {
	const clocked = await clockedAccounts(db);
	const marked = await expirePass(db, clock, { except: clocked.map((row) => row.id) });
	for (const row of clocked) addCounts(marked, await expirePass(db, accountClock(clock, clockState(row)), { account: row.id }));
	return marked;
}

/** The expiry pass over one account at its own time: a test account's clock was moved (POST /v1/sandbox/clock). */
export async function expireAccount(db: Database, clock: Clock, accountId: string): Promise<Map<string, number>> {
	const row = await clockRow(db, accountId);
	return row ? expirePass(db, accountClock(clock, clockState(row)), { account: accountId }) : new Map();
}

async function expirePass(db: Database, clock: Clock, scope: ClockScope): Promise<Map<string, number>> {
	const marked = new Map<string, number>();
	for (const decl of RESOURCES) {
		for (;;) {
			const batch = await db.transaction(async (tx) => {
				const rows = await markExpiredBatch(tx, decl, unixSeconds(clock), scope);
				await recordEvents(
					tx,
					rows.map((row) => ({ accountId: row.account_id, integrationId: row.integration_id, type: `${decl.object}.expired`, object: present(decl, row) })),
					clock,
				);
				return rows.length;
			});
			if (batch) marked.set(decl.object, (marked.get(decl.object) ?? 0) + batch);
			if (batch < EXPIRY_BATCH) break;
		}
	}
	return marked;
}

function addCounts(into: Map<string, number>, more: Map<string, number>): void {
	for (const [type, count] of more) into.set(type, (into.get(type) ?? 0) + count);
}
