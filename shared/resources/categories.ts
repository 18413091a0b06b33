import type { Queryable } from "../platform/database";
import { ApiError } from "../actions/api-errors";
import { exampleId } from "../actions/json-schema";
import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";
import { categoryKind, isAncestorOrSelf, kindUserOf, lockCategoryTree } from "./category-tree.store";

export const CATEGORY_KINDS = ["expense", "revenue"] as const;

/** A kind change would break the kind rules of what points at the category: its children, and expenses or revenue. */
async function refuseKindChange(tx: Queryable, id: string, kind: string): Promise<void> {
	const user = await kindUserOf(tx, id, kind);
	if (user) throw new ApiError("parameter_invalid", `kind cannot change while ${user} uses this category.`, { param: "kind" });
}

/** docs/design.md, "Resources". A category tree never loops, and a parent is of the same kind. */
export const categories: ResourceDeclaration = {
	name: "categories",
	service: "catalog",
	object: "category",
	prefix: "cat",
	table: "categories",
	description: "A heading of the merchant's chart of accounts that expenses, revenue and products are filed under; categories form trees of one kind.",
	fields: {
		name: field.string(255, { description: "The category's name.", example: "Office supplies" }, true),
		kind: field.oneOf(
			CATEGORY_KINDS,
			{ description: "Whether expenses or revenue are filed under it; a parent and its children are of one kind.", example: "expense" },
			true,
		),
		parent: field.reference("categories", { description: "The category it sits under, of the same kind; null at the top.", example: exampleId("cat") }),
		description: field.text({ description: "What belongs in it, for the merchant.", example: "Paper, toner and small items for the office." }),
	},
	filters: ["kind", "name", "parent"],
	async guard(tx, category, current, principal) {
		// One tree change per account at a time: two re-parentings, or a kind change and a new child,
		// each valid alone, could otherwise commit together into a loop or a mixed-kind tree.
		await lockCategoryTree(tx, principal.accountId);
		if (current && current.kind !== category.kind) await refuseKindChange(tx, current.id, current.kind);
		if (category.parent === null) return;
		if ((await categoryKind(tx, category.parent)) !== category.kind) {
			throw new ApiError("parameter_invalid", `parent must be a ${category.kind} category, like this one.`, { param: "parent" });
		}
		if (!current) return;
		const loops = await isAncestorOrSelf(tx, current.id, category.parent);
		if (loops) throw new ApiError("parameter_invalid", "A category cannot be its own ancestor.", { param: "parent" });
	},
};
