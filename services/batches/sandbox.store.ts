import type { Queryable, Row } from "../../shared/platform/database";
import type { ResourceDeclaration } from "../../shared/engine";

// What the simulated importer of test accounts reads and writes beside the batches' own statements:
// the objects a pass may take, and the accounts' leases (docs/testing.md); its rules are in
// sandbox-pass.ts and sandbox-importer.ts.

/**
 * Up to `limit` objects of `decl` of the account a pass may take, oldest first: pending, unclaimed,
 * created at or before `cutoff`; never one that asks to stay, nor a `revert` or `outcome_unknown`
 * object that was in a batch before (each is taken once). The (account_id, import_status, seq)
 * index serves the account, the status and the order.
 */
export async function passCandidates(db: Queryable, decl: ResourceDeclaration, accountId: string, cutoff: number, limit: number): Promise<Row[]> {
	return db.query(
		`SELECT * FROM ${decl.table} t
			 WHERE account_id = $1 AND import_status = 'pending' AND import_batch IS NULL AND created <= $2
			   AND coalesce(metadata ->> 'sandbox_outcome', '') <> 'stay'
			   AND NOT (coalesce(metadata ->> 'sandbox_outcome', '') IN ('revert', 'outcome_unknown')
			            AND EXISTS (SELECT 1 FROM import_batch_objects o WHERE o.object_id = t.id))
			 ORDER BY seq LIMIT $3`,
		[accountId, cutoff, limit],
	);
}

/** Which of `ids` were ever in a batch. */
export async function everInABatch(tx: Queryable, ids: string[]): Promise<Set<string>> {
	const rows = await tx.query("SELECT DISTINCT object_id FROM import_batch_objects WHERE object_id = ANY($1)", [ids]);
	return new Set(rows.map((row) => row.object_id as string));
}

export async function isTestAccount(db: Queryable, accountId: string): Promise<boolean> {
	const [test] = await db.query("SELECT id FROM accounts WHERE id = $1 AND mode = 'test'", [accountId]);
	return test !== undefined;
}

/** Up to `limit` test accounts with pending objects whose lease is free at `now` (ms): the partial index `accounts_test` finds them (migration 018). */
export async function testAccountsToPass(db: Queryable, now: number, limit: number): Promise<string[]> {
	const rows = await db.query(
		`SELECT id FROM accounts a WHERE mode = 'test' AND (sandbox_lease_until IS NULL OR sandbox_lease_until < $1)
			   AND (SELECT sum(count) FROM pending_counts p WHERE p.account_id = a.id) > 0
			 LIMIT ${limit}`,
		[now],
	);
	return rows.map((row) => row.id);
}

/** Leases a test account until `until` (ms) when its lease is free at `now`; answers whether it did. */
export async function takeLease(db: Queryable, accountId: string, until: number, now: number): Promise<boolean> {
	const [leased] = await db.query(
		`UPDATE accounts SET sandbox_lease_until = $2 WHERE id = $1 AND mode = 'test' AND (sandbox_lease_until IS NULL OR sandbox_lease_until < $3) RETURNING id`,
		[accountId, until, now],
	);
	return leased !== undefined;
}

/** Ends the lease taken until `until`, unless another has replaced it. */
export async function releaseLease(db: Queryable, accountId: string, until: number): Promise<void> {
	await db.query("UPDATE accounts SET sandbox_lease_until = NULL WHERE id = $1 AND sandbox_lease_until = $2", [accountId, until]);
}
