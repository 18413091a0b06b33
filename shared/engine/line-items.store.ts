import type { PageRequest } from "../actions/pages";
import { fetchPage } from "../actions/pages.store";
import type { Queryable, Row } from "../platform/database";
import { lineItemParentColumn, ResourceDeclaration } from "./resource-declaration";

/** How many line items a parent of this type holds. */
export async function countLineItems(tx: Queryable, decl: ResourceDeclaration, parentId: string): Promise<number> {
	const [{ count }] = await tx.query(`SELECT count(*) AS count FROM line_items WHERE ${lineItemParentColumn(decl)} = $1`, [parentId]);
	return count;
}

/** One page of a parent's line items (the parent is visible, so they are). */
export function lineItemPage(db: Queryable, decl: ResourceDeclaration, parentId: string, request: PageRequest): Promise<{ rows: Row[]; hasMore: boolean }> {
	const column = lineItemParentColumn(decl);
	return fetchPage(db, { table: "line_items", visible: (params) => `${column} = ${params.add(parentId)}`, request });
}

/** Every line item of a parent, newest first. */
export function lineItemsOf(db: Queryable, decl: ResourceDeclaration, parentId: string): Promise<Row[]> {
	return db.query(`SELECT * FROM line_items WHERE ${lineItemParentColumn(decl)} = $1 ORDER BY seq DESC`, [parentId]);
}
