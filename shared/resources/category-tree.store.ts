import type { Queryable } from "../platform/database";

// The statements of the category tree's rules (categories.ts): a parent of the same kind, no loop, one change per account at a time.

const CATEGORY_TREE_LOCK = 1;

/** Takes the account's category tree lock, held until the transaction ends. */
export async function lockCategoryTree(tx: Queryable, accountId: string): Promise<void> {
	await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [CATEGORY_TREE_LOCK, accountId]);
}

/** What uses the category under its kind (`a child category`, `an expense`, `a revenue`), or undefined when nothing does. */
export async function kindUserOf(tx: Queryable, id: string, kind: string): Promise<string | undefined> {
	const [user] = await tx.query(
		`SELECT 'a child category' AS what FROM categories WHERE parent = $1
		 UNION ALL SELECT 'an expense' FROM expenses WHERE category = $1 AND $2 = 'expense'
		 UNION ALL SELECT 'a revenue' FROM revenue WHERE category = $1 AND $2 = 'revenue' LIMIT 1`,
		[id, kind],
	);
	return user?.what;
}

/** The kind of an existing category. */
export async function categoryKind(tx: Queryable, id: string): Promise<string> {
	const [category] = await tx.query("SELECT kind FROM categories WHERE id = $1", [id]);
	return category.kind;
}

/** Whether category `id` is `category` itself or one of its ancestors. */
export async function isAncestorOrSelf(tx: Queryable, id: string, category: string): Promise<boolean> {
	const [found] = await tx.query(
		`WITH RECURSIVE ancestors (id, parent) AS (
		   SELECT id, parent FROM categories WHERE id = $1
		   UNION SELECT c.id, c.parent FROM categories c JOIN ancestors a ON c.id = a.parent)
		 SELECT 1 AS found FROM ancestors WHERE id = $2`,
		[category, id],
	);
	return found !== undefined;
}
