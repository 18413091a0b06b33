import { ApiError, notFound } from "../actions/api-errors";
import { insertOnce } from "../actions/idempotency";
import { listOf } from "../actions/json-schema";
import { fitPage, List, PAGE_SCHEMA, pageBudget } from "../actions/pages";
import { ApiAction, ApiContext, clockOf, principalOf } from "../actions/action-context";
import type { Row } from "../platform/database";
import { newId } from "../platform/ids";
import { unixSeconds } from "../platform/clock";
import type { DatabaseService } from "../platform/platform";
import {
	anObject,
	LINE_ITEM_FIELDS,
	LINE_ITEM_NAMES,
	lineItemParentColumn,
	ResourceDeclaration,
	ResourceObject,
	ResourceRegistry,
} from "./resource-declaration";
import { presentLineItem } from "./resource-views";
import { expandReferences, expandRule, parseExpand, resolveReferences } from "./reference-checks";
import { countLineItems, lineItemPage } from "./line-items.store";
import { findVisible, lockPending } from "./resource-rows.store";
import { blankToNull, ID_RULE, writeRules } from "./write-rules";
import { lineItemSchema } from "./resource-schemas";

const MAX_LINE_ITEMS = 500;

/** A line item's tax is part of its gross amount, as for its parent (docs/design.md, "Resources", validation rules). */
function lineItemRules(values: Row): void {
	const gross = values.unit_amount * (values.quantity ?? 1);
	if (values.tax_amount !== null && values.tax_amount > gross) {
		throw new ApiError("tax_amount_exceeds_amount", `tax_amount (${values.tax_amount}) cannot exceed the line's gross amount (${Math.round(gross)}).`, {
			param: "tax_amount",
		});
	}
}

/** The line items of an expense or a revenue: created and listed under their parent, which must be pending to gain one. */
export function lineItemActions(decl: ResourceDeclaration, registry: ResourceRegistry): Record<string, ApiAction<DatabaseService>> {
	return {
		[`${decl.name}.lineItems.create`]: createLineItemAction(decl, registry),
		[`${decl.name}.lineItems.list`]: listLineItemsAction(decl, registry),
	};
}

function createLineItemAction(decl: ResourceDeclaration, registry: ResourceRegistry): ApiAction<DatabaseService> {
	const column = lineItemParentColumn(decl);
	return {
		rest: `POST /${decl.name}/:id/line_items`,
		summary: `Add a line item to ${anObject(decl)}`,
		description: `Adds a line item to a pending ${decl.object} that no open import batch has claimed; it holds at most ${MAX_LINE_ITEMS}. Its tax cannot exceed its gross amount (\`unit_amount\` × \`quantity\`).`,
		scope: "write",
		idempotent: true,
		params: { id: ID_RULE, ...writeRules(LINE_ITEM_FIELDS, "create") },
		response: lineItemSchema(registry),
		errors: ["object_not_pending", "resource_missing", "tax_amount_exceeds_amount"],
		prepare: (params) => blankToNull(LINE_ITEM_FIELDS, params),
		async handler(ctx: ApiContext) {
			const input = ctx.params;
			const principal = principalOf(ctx);
			const values: Row = Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, input[name] ?? null]));
			lineItemRules(values);
			const now = unixSeconds(clockOf(ctx, this.platform.clock));
			return this.db.transaction(async (tx) => {
				await lockPending(tx, decl, principal, input.id, now);
				if ((await countLineItems(tx, decl, input.id)) >= MAX_LINE_ITEMS) {
					throw new ApiError("parameter_invalid", `An ${decl.object} holds at most ${MAX_LINE_ITEMS} line items.`);
				}
				await resolveReferences(tx, registry, principal, LINE_ITEM_FIELDS, values);
				const row = { id: newId("li"), [column]: input.id, created: now, ...values };
				return insertOnce(ctx, tx, "line_items", row, presentLineItem(row));
			});
		},
	};
}

function listLineItemsAction(decl: ResourceDeclaration, registry: ResourceRegistry): ApiAction<DatabaseService> {
	return {
		rest: `GET /${decl.name}/:id/line_items`,
		summary: `List ${anObject(decl)}'s line items`,
		description: `Lists the line items of ${anObject(decl)} the key can see, newest first, a page at a time; \`expand[]=product\` shows each product in place of its id.`,
		scope: "read",
		params: { id: ID_RULE, ...PAGE_SCHEMA, expand: expandRule(LINE_ITEM_FIELDS, false, true) },
		response: listOf(lineItemSchema(registry)),
		async handler(ctx: ApiContext): Promise<List<ResourceObject>> {
			const expand = parseExpand(ctx.params.expand, LINE_ITEM_FIELDS, false, true);
			const principal = principalOf(ctx);
			const parent = await findVisible(this.db, decl, principal, ctx.params.id);
			if (!parent) throw notFound(decl.object, ctx.params.id);
			const page = await lineItemPage(this.db, decl, parent.id, ctx.params);
			const objects = page.rows.map(presentLineItem);
			await expandReferences(this.db, registry, principal, LINE_ITEM_FIELDS, objects, expand);
			// expanded products can make a page too large for the bus: cut short, never refused
			const { data, hasMore } = await fitPage({ objects, hasMore: page.hasMore }, Boolean(ctx.params.ending_before), pageBudget(this.broker));
			return { object: "list", url: `/v1/${decl.name}/${parent.id}/line_items`, has_more: hasMore, data };
		},
	};
}
