import type { Queryable, Row } from "../../shared/platform/database";
import { newId } from "../../shared/platform/ids";
import { PageRequest } from "../../shared/actions/pages";
import { fetchPage } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { Decline, lineItemParentColumn, ResourceDeclaration } from "../../shared/engine";
import { RESOURCES } from "../../shared/resources";
import { Params } from "../../shared/platform/sql-params";

// Import batches (tables import_batches, import_batch_objects) and the import state of the objects
// they hold; the lifecycle's rules are in import-batches.ts.

/** Objects waiting for the merchant, per type, over all accounts: the sums of the counters the tables keep. */
export async function pendingObjects(db: Queryable): Promise<Map<string, number>> {
	const rows = await db.query("SELECT object, sum(count) AS count FROM pending_counts GROUP BY object");
	const counts = new Map(rows.map((row) => [row.object, Number(row.count)]));
	return new Map(RESOURCES.map(({ object }) => [object, counts.get(object) ?? 0]));
}

/** Per-type counts of batches; an integration counts only its own objects. */
export async function batchCounts(db: Queryable, batchIds: string[], integrationId: string | null): Promise<Map<string, Record<string, number>>> {
	const rows = await db.query(
		`SELECT batch_id, object_type, count(*) AS n FROM import_batch_objects
		 WHERE batch_id = ANY($1) AND ($2::text IS NULL OR integration_id = $2) GROUP BY batch_id, object_type`,
		[batchIds, integrationId],
	);
	const counts = new Map(batchIds.map((id) => [id, Object.fromEntries(RESOURCES.map((decl) => [decl.object, 0]))]));
	for (const row of rows) counts.get(row.batch_id)![row.object_type] = row.n;
	return counts;
}

/** The desktop sees every batch of its account; an integration only those holding objects of its own. */
function visibleBatches(principal: Principal, params: Params): string {
	const account = `account_id = ${params.add(principal.accountId)}`;
	if (principal.integrationId === null) return account;
	return `${account} AND EXISTS (SELECT 1 FROM import_batch_objects o WHERE o.batch_id = import_batches.id AND o.integration_id = ${params.add(principal.integrationId)})`;
}

/** A page of the batches `principal` sees, newest first, of one `status` when given. */
export function batchesPage(db: Queryable, principal: Principal, status: string | undefined, request: PageRequest) {
	return fetchPage(db, {
		table: "import_batches",
		visible: (params) => visibleBatches(principal, params),
		filters: (params) => (status ? [`status = ${params.add(status)}`] : []),
		request,
	});
}

export async function visibleBatch(db: Queryable, principal: Principal, id: string): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await db.query(`SELECT * FROM import_batches WHERE id = ${params.add(id)} AND ${visibleBatches(principal, params)}`, params.values);
	return row;
}

/** The rows of one type, locked in id order: concurrent claims then never deadlock. */
export async function lockObjects(tx: Queryable, decl: ResourceDeclaration, accountId: string, ids: string[]): Promise<Row[]> {
	return tx.query(`SELECT * FROM ${decl.table} WHERE id = ANY($1) AND account_id = $2 ORDER BY id FOR UPDATE`, [ids, accountId]);
}

/** The products of the line items of objects `ids` of `decl`, each with its object (`parent`). */
export async function lineItemProducts(tx: Queryable, decl: ResourceDeclaration, ids: string[]): Promise<Row[]> {
	const column = lineItemParentColumn(decl);
	return tx.query(`SELECT ${column} AS parent, product FROM line_items WHERE ${column} = ANY($1) AND product IS NOT NULL`, [ids]);
}

/** Which of `ids` (of `target`) are imported, share-locked so that no revert takes them back before the transaction ends. */
export async function importedAmong(tx: Queryable, target: ResourceDeclaration, ids: string[]): Promise<string[]> {
	const found = await tx.query(`SELECT id FROM ${target.table} WHERE id = ANY($1) AND import_status = 'imported' ORDER BY id FOR SHARE`, [ids]);
	return found.map((row) => row.id);
}

/**
 * Marks objects `ids` of `decl` imported in batch `batchId`, each with its local ref; answers
 * their rows. `t.id = ANY(…)` repeats the join's condition so that the planner finds the rows by
 * their index, not by joining the whole table (which PGlite's planner chose, making an import's
 * cost grow with the table).
 */
export async function markImported(tx: Queryable, decl: ResourceDeclaration, batchId: string, ids: string[], localRefs: string[], now: number): Promise<Row[]> {
	return tx.query(
		`UPDATE ${decl.table} AS t SET import_status = 'imported', import_batch = $1, imported_at = $2, local_ref = v.ref, updated = $2
			 FROM unnest($3::text[], $4::text[]) AS v (id, ref) WHERE t.id = v.id AND t.id = ANY($3) RETURNING t.*`,
		[batchId, now, ids, localRefs],
	);
}

export async function markBatchCompleted(tx: Queryable, batchId: string, now: number): Promise<Row> {
	const [completed] = await tx.query("UPDATE import_batches SET status = 'completed', completed_at = $2, updated = $2 WHERE id = $1 RETURNING *", [
		batchId,
		now,
	]);
	return completed;
}

export async function recordLastImport(tx: Queryable, accountId: string, now: number): Promise<void> {
	await tx.query("UPDATE accounts SET last_import_at = $2 WHERE id = $1", [accountId, now]);
}

/** How many runs of the importer an account keeps: GET /v1/account reckons its rhythm from them (docs/lifecycle.md, "When will it land"). */
export const CLAIM_RUNS_KEPT = 5;
/** Claims less than this many seconds after the one before belong to the same run. */
export const CLAIM_RUN_GAP_SECONDS = 60;

/**
 * Records a claim of the account's importer at `now`: its last claim, and a new run started unless
 * the claim before was less than CLAIM_RUN_GAP_SECONDS ago (the last CLAIM_RUNS_KEPT runs kept).
 */
export async function recordClaim(tx: Queryable, accountId: string, now: number): Promise<void> {
	await tx.query(
		`UPDATE accounts SET last_claim_at = $2::bigint,
		   claim_runs = CASE WHEN last_claim_at > $2::bigint - ${CLAIM_RUN_GAP_SECONDS} THEN claim_runs
		                     ELSE (coalesce(claim_runs, '{}') || $2::bigint)[greatest(1, coalesce(cardinality(claim_runs), 0) + 2 - ${CLAIM_RUNS_KEPT}):] END
		 WHERE id = $1`,
		[accountId, now],
	);
}

/** A new open batch of the account. */
export async function insertBatch(tx: Queryable, accountId: string, now: number): Promise<Row> {
	const [batch] = await tx.query("INSERT INTO import_batches (id, account_id, status, created, updated) VALUES ($1, $2, 'open', $3, $3) RETURNING *", [
		newId("imb"),
		accountId,
		now,
	]);
	return batch;
}

/** The objects a batch holds: each one's row and declaration. */
export async function addBatchObjects(tx: Queryable, batchId: string, objects: Array<{ decl: ResourceDeclaration; row: Row }>): Promise<void> {
	await tx.query(
		`INSERT INTO import_batch_objects (batch_id, object_id, object_type, integration_id)
		 SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[])`,
		[batchId, objects.map((c) => c.row.id), objects.map((c) => c.decl.object), objects.map((c) => c.row.integration_id)],
	);
}

/** Marks objects `ids` of `decl` claimed by an open batch. */
export async function markClaimed(tx: Queryable, decl: ResourceDeclaration, batchId: string, ids: string[], now: number): Promise<void> {
	await tx.query(`UPDATE ${decl.table} SET import_batch = $1, updated = $2 WHERE id = ANY($3)`, [batchId, now, ids]);
}

/** The batch `id` of the account, locked until the transaction ends. */
export async function lockBatch(tx: Queryable, accountId: string, id: string): Promise<Row | undefined> {
	const [batch] = await tx.query("SELECT * FROM import_batches WHERE id = $1 AND account_id = $2 FOR UPDATE", [id, accountId]);
	return batch;
}

/** The ids of the objects a batch holds. */
export async function batchMembers(tx: Queryable, batchId: string): Promise<string[]> {
	return (await tx.query("SELECT object_id FROM import_batch_objects WHERE batch_id = $1", [batchId])).map((row) => row.object_id as string);
}

/**
 * Integrations whose objects a revert returned to pending, with their old `created`, are due for
 * the aging sweep's look at once: the look it had planned assumed those objects gone.
 */
export async function recheckPendingAging(tx: Queryable, integrationIds: string[], now: number): Promise<void> {
	await tx.query("UPDATE integrations SET pending_check_at = $2 WHERE id = ANY($1) AND pending_check_at > $2", [integrationIds, now]);
}

/** The integrations with objects in a batch (null: the desktop's own). */
export async function batchIntegrations(db: Queryable, batchId: string): Promise<Array<string | null>> {
	const owners = await db.query("SELECT DISTINCT integration_id FROM import_batch_objects WHERE batch_id = $1", [batchId]);
	return owners.map((row) => row.integration_id);
}

/** An object of `decl` in a batch other than `batchId` whose reference fields `refs` point at one of `ids`. */
export async function referencingInOtherBatch(
	tx: Queryable,
	decl: ResourceDeclaration,
	refs: string[],
	ids: string[],
	batchId: string,
): Promise<Row | undefined> {
	const [row] = await tx.query(
		`SELECT id, import_batch FROM ${decl.table} WHERE (${refs.map((name) => `${name} = ANY($1)`).join(" OR ")})
			 AND import_batch IS NOT NULL AND import_batch <> $2 LIMIT 1`,
		[ids, batchId],
	);
	return row;
}

/** An object of `parent` in a batch other than `batchId` with a line item of one of the products `ids`. */
export async function lineItemInOtherBatch(tx: Queryable, parent: ResourceDeclaration, ids: string[], batchId: string): Promise<Row | undefined> {
	const column = lineItemParentColumn(parent);
	const [row] = await tx.query(
		`SELECT p.id, p.import_batch FROM line_items li JOIN ${parent.table} p ON p.id = li.${column}
			 WHERE li.product = ANY($1) AND p.import_batch IS NOT NULL AND p.import_batch <> $2 LIMIT 1`,
		[ids, batchId],
	);
	return row;
}

/**
 * Locks the objects of `decl` a batch holds, in id order as claims lock them. A revert takes these
 * locks before it looks for dependents: a claim that share-locked one of them as its dependency
 * (`importedAmong`) has then committed, and the look sees its objects.
 */
export async function lockBatchObjects(tx: Queryable, decl: ResourceDeclaration, batchId: string): Promise<void> {
	await tx.query(`SELECT id FROM ${decl.table} WHERE import_batch = $1 ORDER BY id FOR UPDATE`, [batchId]);
}

/** Returns the objects of `decl` a batch holds to pending; the revert locked them first (`lockBatchObjects`). */
export async function releaseObjects(tx: Queryable, decl: ResourceDeclaration, batchId: string, now: number): Promise<void> {
	await tx.query(
		`UPDATE ${decl.table} SET import_status = 'pending', import_batch = NULL, imported_at = NULL, local_ref = NULL, updated = $2 WHERE import_batch = $1`,
		[batchId, now],
	);
}

export async function markBatchReverted(tx: Queryable, batchId: string, now: number): Promise<Row> {
	const [reverted] = await tx.query("UPDATE import_batches SET status = 'reverted', reverted_at = $2, updated = $2 WHERE id = $1 RETURNING *", [batchId, now]);
	return reverted;
}

/** Marks an object declined, with its code, its reason, who declined it, the field at fault and the importer's detail. */
export async function markRejected(tx: Queryable, decl: ResourceDeclaration, id: string, rejection: Decline, now: number): Promise<Row> {
	const [row] = await tx.query(
		`UPDATE ${decl.table} SET import_status = 'rejected', rejection_code = $2, rejection_reason = $3, rejected_by = $4, rejection_field = $5, rejection_detail = $6, updated = $7
		 WHERE id = $1 RETURNING *`,
		[id, rejection.code, rejection.reason, rejection.by, rejection.field, rejection.detail, now],
	);
	return row;
}
