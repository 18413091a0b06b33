import type { Database, Queryable, Row } from "../../shared/platform/database";
import { nowSeconds } from "../../shared/platform/ids";
import { nullable, objectOf, time } from "../../shared/actions/json-schema";
import { EventRecord, recordEvents } from "../../shared/events/event-log";
import { RESOURCES } from "../../shared/resources";

/**
 * Importer presence (docs/design.md, "Importer presence"): when the merchant's desktop software
 * last spoke to us, and the events that tell integrators it went stale or came back.
 */

export type ImporterStatus = "active" | "stale" | "never";

export const IMPORTER = {
	...objectOf({
		last_seen_at: nullable(time("The last request made with the account's desktop key (to within a minute); null: never.")),
		status: { enum: ["active", "stale", "never"], description: "`stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default)." },
	}),
	description: "Whether the merchant's desktop software (the importer) is about.",
};

/** The `importer` block of an account row. */
export function presentImporter(row: Row): { last_seen_at: number | null; status: ImporterStatus } {
	const seen = row.importer_seen_at ?? null;
	return { last_seen_at: seen, status: seen === null ? "never" : row.importer_stale_at !== null ? "stale" : "active" };
}

/** The account as `GET /v1/account` shows it: `pending` is the JSON object of counts per type the caller may see. */
export function presentSummary(row: Row, pending: Record<string, unknown> | null) {
	return {
		id: row.id,
		object: "account",
		pending: Object.fromEntries(RESOURCES.map((decl) => [decl.object, Number(pending?.[decl.object] ?? 0)])),
		last_import_at: row.last_import_at ?? null,
		importer: presentImporter(row),
	};
}

/**
 * One event of `type` per integration of each account, holding the account as that integration
 * sees it (`GET /v1/account` with its key): its own pending objects, and the importer.
 */
async function presenceEvents(tx: Queryable, accounts: Row[], type: string): Promise<EventRecord[]> {
	const byId = new Map(accounts.map((row) => [row.id, row]));
	const rows = await tx.query(
		`SELECT i.account_id, i.id AS integration_id,
		        (SELECT json_object_agg(object, total) FROM (
		           SELECT object, sum(count) AS total FROM pending_counts WHERE account_id = i.account_id AND integration_id = i.id GROUP BY object) counts) AS pending
		 FROM integrations i WHERE i.account_id = ANY($1) ORDER BY i.account_id, i.id`,
		[[...byId.keys()]],
	);
	return rows.map((row) => ({
		accountId: row.account_id,
		integrationId: row.integration_id,
		type,
		object: presentSummary(byId.get(row.account_id)!, row.pending),
	}));
}

/**
 * Records a request with the desktop key: at most one write per `everySeconds` (whole seconds), unless the importer
 * was stale, whose return is written (and announced with `account.importer_active`) at once. The row
 * is locked first, so of two gateways' concurrent notices only one finds the importer stale.
 * Answers whether events were recorded (their deliveries are then due).
 */
export async function recordImporterSeen(db: Database, accountId: string, everySeconds: number): Promise<boolean> {
	return db.transaction(async (tx) => {
		const now = nowSeconds();
		const [row] = await tx.query(
			`WITH before AS (SELECT id, importer_stale_at FROM accounts WHERE id = $1 FOR UPDATE)
			 UPDATE accounts a SET importer_seen_at = $2, importer_stale_at = NULL FROM before
			 WHERE a.id = before.id AND (a.importer_seen_at IS NULL OR a.importer_seen_at <= $3 OR a.importer_stale_at IS NOT NULL)
			 RETURNING a.*, before.importer_stale_at IS NOT NULL AS returned`,
			[accountId, now, now - Math.ceil(everySeconds)],
		);
		if (!row?.returned) return false;
		const events = await presenceEvents(tx, [row], "account.importer_active");
		await recordEvents(tx, events);
		return events.length > 0;
	});
}

/** How many accounts one sweep statement marks: a bound on its transaction, the sweep repeats until none is left. */
const SWEEP_BATCH = 200;

/**
 * The sweep's statement: marks at most SWEEP_BATCH importers unseen since `now - staleAfterSeconds`,
 * longest unseen first, and returns their accounts. Its search runs on `accounts_importer_watch`
 * (migration 015), condition and order whole.
 */
export function staleSweep(now: number, staleAfterSeconds: number): { sql: string; params: unknown[] } {
	return {
		// `id = ANY(ARRAY(…))`: the marked rows are then found by their key, never by a join the
		// planner might make a scan of the table.
		sql: `UPDATE accounts SET importer_stale_at = $1 WHERE id = ANY(ARRAY(
		        SELECT id FROM accounts WHERE importer_stale_at IS NULL AND importer_seen_at IS NOT NULL AND importer_seen_at <= $2
		        ORDER BY importer_seen_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED))
		      AND importer_stale_at IS NULL RETURNING *`,
		params: [now, now - staleAfterSeconds],
	};
}

/**
 * Marks stale every importer unseen for `staleAfterSeconds` and records one `account.importer_stale`
 * per integration, in one transaction per batch. Safe on every replica at once: `SKIP LOCKED` splits
 * the accounts between them and `importer_stale_at IS NULL` lets only one mark each. Answers how
 * many it marked.
 */
export async function markStaleImporters(db: Database, staleAfterSeconds: number): Promise<number> {
	let marked = 0;
	for (;;) {
		const batch = await db.transaction(async (tx) => {
			const { sql, params } = staleSweep(nowSeconds(), staleAfterSeconds);
			const rows = await tx.query(sql, params);
			if (rows.length) await recordEvents(tx, await presenceEvents(tx, rows, "account.importer_stale"));
			return rows.length;
		});
		marked += batch;
		if (batch < SWEEP_BATCH) return marked;
	}
}

/** Accounts whose importer is stale now, for the gauge. */
export async function staleImporters(db: Queryable): Promise<number> {
	const [row] = await db.query("SELECT count(*) AS n FROM accounts WHERE importer_stale_at IS NOT NULL");
	return Number(row.n);
}
