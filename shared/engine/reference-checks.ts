import type { ValidationRule } from "fastest-validator";
import { ApiError } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import type { Queryable, Row } from "../platform/database";
import type { Field } from "./field-types";
import { lineItemsOf } from "./line-items.store";
import { lockReferenced, referencedRows } from "./references.store";
import { declarationOf, ResourceDeclaration, ResourceObject, ResourceRegistry } from "./resource-declaration";
import { present, presentLineItem } from "./resource-views";
import { EXPAND_RULE } from "./write-rules";

export const referenceFields = (fields: Record<string, Field>) =>
	Object.entries(fields).filter((entry): entry is [string, Field & { kind: "reference" }] => entry[1].kind === "reference");

/**
 * Every reference in `values` must name an object the caller can see (docs/design.md, "Resources", validation rules).
 * The referenced rows stay locked until the write commits (`lockReferenced`): against deletion, and
 * for a reference with a rule on the row (a category's kind) against a concurrent change, so that
 * the rule checks the committed value. `only` limits it to the fields an update changes.
 */
export async function resolveReferences(
	tx: Queryable,
	registry: ResourceRegistry,
	principal: Principal,
	fields: Record<string, Field>,
	values: Row,
	only?: Set<string>,
): Promise<void> {
	for (const [name, f] of referenceFields(fields)) {
		const id = values[name];
		if (id === null || id === undefined || (only && !only.has(name))) continue;
		const target = declarationOf(registry, f.to);
		const row = await lockReferenced(tx, target, principal, id, f.where !== undefined);
		if (!row) throw new ApiError("resource_missing", `No such ${target.object}: '${id}'.`, { param: name, status: 400 });
		if (f.where && row[f.where.column] !== f.where.equals) throw new ApiError("parameter_invalid", f.where.says, { param: name });
	}
}

const expandableOf = (fields: Record<string, Field>, lineItems: boolean) =>
	new Set([...referenceFields(fields).map(([name]) => name), ...(lineItems ? ["line_items"] : [])]);

/** The `expand[]` parameter, its values named in the document: each expandable field, on a list also as `data.<field>`. */
export function expandRule(fields: Record<string, Field>, lineItems: boolean, listed: boolean): ValidationRule {
	const names = [...expandableOf(fields, lineItems)];
	const values = listed ? [...names, ...names.map((name) => `data.${name}`)] : names;
	const openapi = values.length
		? { ...EXPAND_RULE.openapi, items: { type: "string", enum: values }, examples: [[values[0]]] }
		: { maxItems: 0, description: "Nothing here is expandable.", examples: [[]] };
	return { ...EXPAND_RULE, openapi } as ValidationRule;
}

/** Which fields `expand[]` may name: references, and `line_items` where the type has them. */
export function parseExpand(raw: unknown, fields: Record<string, Field>, lineItems: boolean, listed: boolean): string[] {
	if (raw === undefined) return [];
	const expandable = expandableOf(fields, lineItems);
	return (raw as string[]).map((path) => {
		const name = listed && path.startsWith("data.") ? path.slice(5) : path;
		if (!expandable.has(name)) {
			const known = expandable.size ? ` Expandable: ${[...expandable].join(", ")}.` : " Nothing here is expandable.";
			throw new ApiError("parameter_invalid", `Cannot expand '${path}': expansion takes one level of a reference field.${known}`, { param: "expand" });
		}
		return name;
	});
}

/** Replaces each expanded reference id by the object it names, one level deep. */
export async function expandReferences(
	db: Queryable,
	registry: ResourceRegistry,
	principal: Principal,
	fields: Record<string, Field>,
	objects: ResourceObject[],
	names: string[],
): Promise<void> {
	for (const name of names) {
		const f = fields[name];
		if (f?.kind !== "reference") continue;
		const target = declarationOf(registry, f.to);
		const ids = [...new Set(objects.map((o) => o[name]).filter((id): id is string => typeof id === "string"))];
		if (!ids.length) continue;
		const rows = await referencedRows(db, target, principal, ids);
		const byId = new Map(rows.map((row) => [row.id, present(target, row)]));
		for (const object of objects) object[name] = byId.get(object[name] as string) ?? object[name];
	}
}

/** `expand[]=line_items`: every line item of a parent (visible, as its parent is), as a list object; one parent at a time bounds what a list holds. */
export async function expandLineItems(db: Queryable, decl: ResourceDeclaration, parent: ResourceObject): Promise<void> {
	const rows = await lineItemsOf(db, decl, parent.id);
	parent.line_items = { object: "list", url: `/v1/${decl.name}/${parent.id}/line_items`, has_more: false, data: rows.map(presentLineItem) };
}

/** What `expand[]` names of one object: its references, and its line items. */
export async function expandAll(
	db: Queryable,
	registry: ResourceRegistry,
	principal: Principal,
	decl: ResourceDeclaration,
	object: ResourceObject,
	names: string[],
): Promise<void> {
	await expandReferences(db, registry, principal, decl.fields, [object], names);
	if (names.includes("line_items")) await expandLineItems(db, decl, object);
}
