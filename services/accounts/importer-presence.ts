import type { Database, Queryable, Row } from "../../shared/platform/database";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { ClockScope, clockState } from "../../shared/actions/account-clocks";
import { clockedAccounts, clockRow } from "../../shared/actions/account-clocks.store";
import type { EventRecord } from "../../shared/events/event-log";
import { recordEvents } from "../../shared/events/event-log.store";
import { presentSummary } from "./account-views";
import { integrationsPending, markStaleBatch, markImporterSeen, SWEEP_BATCH } from "./importer-presence.store";

/**
 * Importer presence (docs/design.md, "Importer presence"): when the merchant's desktop software
 * last spoke to us, and the events that tell integrators it went stale or came back.
 */

/**
 * One event of `type` per integration of each account, holding the account as that integration
 * sees it (`GET /v1/account` with its key): its own pending objects, and the importer.
 */
async function presenceEvents(tx: Queryable, accounts: Row[], type: string): Promise<EventRecord[]> {
	const byId = new Map(accounts.map((row) => [row.id, row]));
	const rows = await integrationsPending(tx, [...byId.keys()]);
	return rows.map((row) => ({
		accountId: row.account_id,
		integrationId: row.integration_id,
		type,
		object: presentSummary({ ...byId.get(row.account_id)!, ...row }),
	}));
}

/**
 * Records a request with the desktop key: at most one write per `everySeconds` (whole seconds), unless the importer
 * was stale, whose return is written (and announced with `account.importer_active`) at once. The row
 * is locked first, so of two gateways' concurrent notices only one finds the importer stale.
 * Answers whether events were recorded (their deliveries are then due).
 */
export async function recordImporterSeen(db: Database, clock: Clock, accountId: string, everySeconds: number): Promise<boolean> {
	return db.transaction(async (tx) => {
		const now = unixSeconds(clock);
		const row = await markImporterSeen(tx, accountId, now, now - Math.ceil(everySeconds));
		if (!row?.returned) return false;
		const events = await presenceEvents(tx, [row], "account.importer_active");
		await recordEvents(tx, events, clock);
		return events.length > 0;
	});
}

/**
 * Marks stale every importer unseen for `staleAfterSeconds` and records one `account.importer_stale`
 * per integration, in one transaction per batch. Safe on every replica at once: `SKIP LOCKED` splits
 * the accounts between them and `importer_stale_at IS NULL` lets only one mark each. The platform's
 * pass leaves out the test accounts with a clock of their own; a pass over each of them follows at
 * its time (docs/testing.md, "The account's clock"). Answers how many it marked.
 */
export async function markStaleImporters(db: Database, clock: Clock, staleAfterSeconds: number): Promise<number> {
	const clocked = await clockedAccounts(db);
	let marked = await stalePass(db, clock, staleAfterSeconds, { except: clocked.map((row) => row.id) });
	for (const row of clocked) marked += await stalePass(db, accountClock(clock, clockState(row)), staleAfterSeconds, { account: row.id });
	return marked;
}

/** The staleness pass over one account at its own time: a test account's clock was moved (POST /v1/sandbox/clock). */
export async function markAccountStale(db: Database, clock: Clock, staleAfterSeconds: number, accountId: string): Promise<number> {
	const row = await clockRow(db, accountId);
	return row ? stalePass(db, accountClock(clock, clockState(row)), staleAfterSeconds, { account: accountId }) : 0;
}

async function stalePass(db: Database, clock: Clock, staleAfterSeconds: number, scope: ClockScope): Promise<number> {
	let marked = 0;
	for (;;) {
		const batch = await db.transaction(async (tx) => {
			const rows = await markStaleBatch(tx, unixSeconds(clock), staleAfterSeconds, scope);
			if (rows.length) await recordEvents(tx, await presenceEvents(tx, rows, "account.importer_stale"), clock);
			return rows.length;
		});
		marked += batch;
		if (batch < SWEEP_BATCH) return marked;
	}
}
