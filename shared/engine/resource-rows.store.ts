import { ApiError, notFound } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import { visibleTo } from "../actions/principal.store";
import type { Queryable, Row } from "../platform/database";
import { Params } from "../platform/sql-params";
import { isExpired, ResourceDeclaration } from "./resource-declaration";

/** The object of this type with this id, when the principal can see it. */
export async function findVisible(db: Queryable, decl: ResourceDeclaration, principal: Principal, id: string): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await db.query(`SELECT * FROM ${decl.table} WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)}`, params.values);
	return row;
}

/**
 * Locks a visible row for a write and refuses anything not pending and unclaimed, or past its
 * `expires_at` at `now` (unix seconds). NO KEY UPDATE, not UPDATE: it must not conflict with the KEY SHARE locks that references take.
 */
export async function lockPending(tx: Queryable, decl: ResourceDeclaration, principal: Principal, id: string, now: number): Promise<Row> {
	const params = new Params();
	const [row] = await tx.query(`SELECT * FROM ${decl.table} WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)} FOR NO KEY UPDATE`, params.values);
	if (!row) throw notFound(decl.object, id);
	const state = frozenAs(row, now);
	if (state !== null) throw new ApiError("object_not_pending", `This ${decl.object} is ${state} and can no longer change.`);
	return row;
}

/** Why a row can no longer change, in words, or null while it can. */
function frozenAs(row: Row, now: number): string | null {
	if (row.import_status !== "pending") return row.import_status;
	if (row.import_batch !== null) return "claimed by an open import batch";
	return isExpired(row, now) ? "expired" : null;
}

/** Rows of one table with the same columns, in one statement. */
export async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
	if (!rows.length) return;
	const columns = Object.keys(rows[0]);
	const params = new Params();
	const tuples = rows.map((row) => `(${columns.map((column) => params.add(row[column])).join(", ")})`);
	await tx.query(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}`, params.values);
}

/** Writes `columns` (each column's new value) to a locked row; answers the row as stored. */
export async function updateRow(tx: Queryable, decl: ResourceDeclaration, id: string, columns: Row): Promise<Row> {
	const params = new Params();
	const sets = Object.entries(columns).map(([name, value]) => `${name} = ${params.add(value)}`);
	const [row] = await tx.query(`UPDATE ${decl.table} SET ${sets.join(", ")} WHERE id = ${params.add(id)} RETURNING *`, params.values);
	return row;
}

/** Deletes a locked row; a reference to it fails the statement with PostgreSQL's foreign-key violation. */
export async function deleteRow(tx: Queryable, decl: ResourceDeclaration, id: string): Promise<void> {
	await tx.query(`DELETE FROM ${decl.table} WHERE id = $1`, [id]);
}
