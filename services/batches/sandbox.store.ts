import type { Queryable, Row } from "../../shared/platform/database";
import { declarationOf, lineItemParentColumn, REJECTION_CODES, ResourceDeclaration } from "../../shared/engine";
import { RESOURCE_REGISTRY } from "../../shared/resources";
import { Params } from "../../shared/platform/sql-params";

// What the simulated importer of test accounts reads and writes beside the batches' own statements:
// the objects a pass may take, and the accounts' leases (docs/testing.md); its rules are in
// sandbox-pass.ts and sandbox-importer.ts.

/** What a pass took already, for the types before: what its later batches may depend on. */
export interface PassTaken {
	/** Every id it took, so that a type referencing itself is looked at again without repeats. */
	all: string[];
	/** The ids its first batch imports: an object may depend on these. */
	imported: string[];
	/** Those and the ids its open batch claims (`outcome_unknown`): such an object may depend on these too. */
	claimed: string[];
}

const OUTCOME = "coalesce(t.metadata ->> 'sandbox_outcome', '')";

/**
 * Whether what the object `t` of `decl` depends on (its references, its line items' products) is
 * imported or taken by the pass before it: in the same batch, or imported by the first batch
 * before a later one claims it. Scalar subqueries, not EXISTS: the planner may answer an EXISTS
 * under OR by hashing the whole dependency table (every account's rows), whereas these read each
 * dependency by its key and line items by their parent's index, for the rows the pass looks at.
 */
function dependenciesReady(decl: ResourceDeclaration, taken: PassTaken, params: Params): string {
	let mayDependOn: string | undefined;
	const ready = (column: string, target: string) => {
		mayDependOn ??= `(CASE WHEN ${OUTCOME} = 'outcome_unknown' THEN ${params.add(taken.claimed)}::text[] ELSE ${params.add(taken.imported)}::text[] END)`;
		return `(${column} IS NULL OR ${column} = ANY${mayDependOn} OR (SELECT d.import_status FROM ${target} d WHERE d.id = ${column}) = 'imported')`;
	};
	const conditions = Object.entries(decl.fields).flatMap(([name, f]) =>
		f.kind === "reference" ? [ready(`t.${name}`, declarationOf(RESOURCE_REGISTRY, f.to).table)] : [],
	);
	if (decl.lineItems) {
		const products = declarationOf(RESOURCE_REGISTRY, "products").table;
		conditions.push(`(SELECT true FROM line_items li WHERE li.${lineItemParentColumn(decl)} = t.id AND NOT ${ready("li.product", products)} LIMIT 1) IS NULL`);
	}
	if (!conditions.length) return "true";
	// an object asking to be declined (`reject:<code>[:<field>]`) can be, whatever it depends on
	const declines = `split_part(${OUTCOME}, ':', 1) = 'reject' AND split_part(${OUTCOME}, ':', 2) = ANY(${params.add([...REJECTION_CODES])})`;
	return `((${declines}) OR (${conditions.join(" AND ")}))`;
}

/**
 * Up to `limit` objects of `decl` of the account a pass can take, oldest first: pending, unclaimed,
 * created at or before `cutoff`, not past its `expires_at` at `now` (a claim would refuse it); never one that asks to stay, nor a `revert` or `outcome_unknown`
 * object that was in a batch before (each is taken once), nor one whose dependencies are neither
 * imported nor taken by the pass (`dependenciesReady`), which a claim would refuse: those are
 * skipped, so that they never hold up the objects after them. The (account_id, import_status,
 * seq) index serves the account, the status and the order.
 */
export async function passCandidates(
	db: Queryable,
	decl: ResourceDeclaration,
	accountId: string,
	{ cutoff, now }: { cutoff: number; now: number },
	limit: number,
	taken: PassTaken,
): Promise<Row[]> {
	const params = new Params();
	const sql = `SELECT t.* FROM ${decl.table} t
			 WHERE t.account_id = ${params.add(accountId)} AND t.import_status = 'pending' AND t.import_batch IS NULL AND t.created <= ${params.add(cutoff)}
			   AND (t.expires_at IS NULL OR t.expires_at > ${params.add(now)})
			   AND ${OUTCOME} <> 'stay' AND NOT t.id = ANY(${params.add(taken.all)})
			   AND NOT (${OUTCOME} IN ('revert', 'outcome_unknown') AND (SELECT true FROM import_batch_objects o WHERE o.object_id = t.id LIMIT 1) IS NOT NULL)
			   AND ${dependenciesReady(decl, taken, params)}
			 ORDER BY t.seq LIMIT ${params.add(limit)}`;
	return db.query(sql, params.values);
}

/** Which of `ids` were ever in a batch. */
export async function everInABatch(tx: Queryable, ids: string[]): Promise<Set<string>> {
	const rows = await tx.query("SELECT DISTINCT object_id FROM import_batch_objects WHERE object_id = ANY($1)", [ids]);
	return new Set(rows.map((row) => row.object_id as string));
}

/**
 * Up to `limit` test accounts with pending objects whose lease is free at `now` (ms), in id order
 * from after `after`: the caller's cursor, so that its looks take every account in turn. The
 * partial index `accounts_test` (migration 018) finds them in that order.
 */
export async function testAccountsToPass(db: Queryable, now: number, after: string, limit: number): Promise<string[]> {
	const rows = await db.query(
		`SELECT id FROM accounts a WHERE mode = 'test' AND id > $2 AND (sandbox_lease_until IS NULL OR sandbox_lease_until < $1)
			   AND (SELECT sum(count) FROM pending_counts p WHERE p.account_id = a.id) > 0
			 ORDER BY id LIMIT ${limit}`,
		[now, after],
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
