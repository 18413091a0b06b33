import { ApiError } from "../errors";
import { field } from "../fields";
import { defineResource } from "../resource";

export const CATEGORY_KINDS = ["expense", "revenue"] as const;

/** SPEC.md "Category". A category tree never loops, and a parent is of the same kind. */
export const categories = defineResource({
	name: "categories",
	object: "category",
	prefix: "cat",
	table: "categories",
	fields: {
		name: field.string(255, true),
		kind: field.oneOf(CATEGORY_KINDS, true),
		parent: field.reference("categories"),
		description: field.text(),
	},
	filters: ["kind", "name", "parent"],
	async guard(tx, category, current) {
		if (category.parent === null) return;
		const [parent] = await tx.query("SELECT kind FROM categories WHERE id = $1", [category.parent]);
		if (parent.kind !== category.kind) {
			throw new ApiError("parameter_invalid", `parent must be a ${category.kind} category, like this one.`, { param: "parent" });
		}
		if (!current) return;
		const [loop] = await tx.query(
			`WITH RECURSIVE ancestors (id, parent) AS (
			   SELECT id, parent FROM categories WHERE id = $1
			   UNION SELECT c.id, c.parent FROM categories c JOIN ancestors a ON c.id = a.parent)
			 SELECT 1 AS found FROM ancestors WHERE id = $2`,
			[category.parent, current.id],
		);
		if (loop) throw new ApiError("parameter_invalid", "A category cannot be its own ancestor.", { param: "parent" });
	},
});
