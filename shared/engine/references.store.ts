import type { Principal } from "../actions/principal";
import { visibleTo } from "../actions/principal.store";
import type { Queryable, Row } from "../platform/database";
import { Params } from "../platform/sql-params";
import type { ResourceDeclaration } from "./resource-declaration";

/**
 * The row a reference names, when the caller can see it, locked until the write commits: against
 * deletion (FOR KEY SHARE), or for a reference with a rule on the row (`ruled`) FOR SHARE, which
 * waits for a concurrent change of that row so that the rule checks the committed value.
 */
export async function lockReferenced(tx: Queryable, target: ResourceDeclaration, principal: Principal, id: unknown, ruled: boolean): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await tx.query(
		`SELECT * FROM ${target.table} WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)} ${ruled ? "FOR SHARE" : "FOR KEY SHARE"}`,
		params.values,
	);
	return row;
}

/** The rows of these ids the caller can see, for expansion; any order. */
export function referencedRows(db: Queryable, target: ResourceDeclaration, principal: Principal, ids: string[]): Promise<Row[]> {
	const params = new Params();
	return db.query(`SELECT * FROM ${target.table} WHERE id = ANY(${params.add(ids)}) AND ${visibleTo(principal, params)}`, params.values);
}
