import type { Queryable, Row } from "../../shared/platform/database";
import type { ResourceDeclaration } from "../../shared/engine";

// The runs of the sandbox scenarios (migration 036; docs/testing.md, "Scenarios") and what a run
// reads of the event log and the objects when it ends; the rules are in sandbox-scenarios.ts.

/** How long a run may stay `running`: past it, its process is taken to have died and the run is shown failed. */
export const RUN_ABANDONED_MS = 60_000;

const ABANDONED = "The run was interrupted: the process running it stopped before it ended.";

/**
 * Marks failed the account's run of `name` left running since before `nowMs - RUN_ABANDONED_MS`
 * (the platform's ms), ended at `now` (the account's seconds): its process died. Done before each
 * read and start, so that such a run neither shows as running nor blocks a new one.
 */
export async function failAbandonedRun(db: Queryable, accountId: string, name: string, nowMs: number, now: number): Promise<void> {
	await db.query(
		`UPDATE sandbox_scenario_runs SET status = 'failed', failure = $4, ended = $5
		 WHERE account_id = $1 AND name = $2 AND status = 'running' AND began_ms < $3`,
		[accountId, name, nowMs - RUN_ABANDONED_MS, ABANDONED, now],
	);
}

/**
 * Starts a run, unless one of the name is running on the account: then undefined (the caller reads
 * that one). The account's ended runs of the name go: only the latest is ever read.
 */
export async function insertRun(
	db: Queryable,
	run: { id: string; accountId: string; name: string; started: number; beganMs: number },
): Promise<Row | undefined> {
	await db.query("DELETE FROM sandbox_scenario_runs WHERE account_id = $1 AND name = $2 AND status <> 'running'", [run.accountId, run.name]);
	const [row] = await db.query(
		`INSERT INTO sandbox_scenario_runs (id, account_id, name, status, started, began_ms) VALUES ($1, $2, $3, 'running', $4, $5)
		 ON CONFLICT (account_id, name) WHERE status = 'running' DO NOTHING RETURNING *`,
		[run.id, run.accountId, run.name, run.started, run.beganMs],
	);
	return row;
}

/** The account's latest run of `name`, on the (account_id, name, seq) index. */
export async function latestRun(db: Queryable, accountId: string, name: string): Promise<Row | undefined> {
	const [row] = await db.query("SELECT * FROM sandbox_scenario_runs WHERE account_id = $1 AND name = $2 ORDER BY seq DESC LIMIT 1", [accountId, name]);
	return row;
}

/** Ends a running run with what it made and caused; a run already marked failed (abandoned) stays so. */
export async function endRun(
	db: Queryable,
	id: string,
	end: { status: "succeeded" | "failed"; ended: number; failure: string | null; objects: unknown[]; events: unknown[] },
): Promise<Row | undefined> {
	const [row] = await db.query(
		`UPDATE sandbox_scenario_runs SET status = $2, ended = $3, failure = $4, objects = $5, events = $6
		 WHERE id = $1 AND status = 'running' RETURNING *`,
		[id, end.status, end.ended, end.failure, JSON.stringify(end.objects), JSON.stringify(end.events)],
	);
	return row;
}

/** The position of the account's event log now: the run's events come after it. */
export async function lastEventSeq(db: Queryable, accountId: string): Promise<string> {
	const [row] = await db.query("SELECT coalesce(max(seq), 0) AS seq FROM events WHERE account_id = $1", [accountId]);
	return String(row.seq);
}

/**
 * The account's events after `afterSeq` in log order that a run caused: about one of `objectIds`,
 * about a batch that ever held one of them, or about the account itself or its issues (what the
 * run's clock moves, presence and declines raise).
 */
export async function runEvents(db: Queryable, accountId: string, afterSeq: string, objectIds: string[]): Promise<Row[]> {
	return db.query(
		`SELECT id, type, integration_id FROM events e
		 WHERE e.account_id = $1 AND e.seq > $2
		   AND (e.data -> 'object' ->> 'id' = ANY($3) OR e.type LIKE 'account.%' OR e.type LIKE 'issue.%'
		        OR (e.type LIKE 'import_batch.%' AND EXISTS (SELECT 1 FROM import_batch_objects o WHERE o.batch_id = e.data -> 'object' ->> 'id' AND o.object_id = ANY($3))))
		 ORDER BY e.seq`,
		[accountId, afterSeq, objectIds],
	);
}

/** The import status of each of `ids`, all of `decl`. */
export async function importStatuses(db: Queryable, decl: ResourceDeclaration, ids: string[]): Promise<Row[]> {
	return db.query(`SELECT id, import_status FROM ${decl.table} WHERE id = ANY($1)`, [ids]);
}
