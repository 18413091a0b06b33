import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";
import { categoryOfKind, taxWithinAmount } from "./money";

/** docs/design.md, "Resources". */
export const expenses: ResourceDeclaration = {
	name: "expenses",
	service: "transactions",
	object: "expense",
	prefix: "exp",
	table: "expenses",
	fields: {
		description: field.string(500, true),
		amount: field.money(true),
		currency: field.currency(true),
		tax_amount: field.money(),
		occurred_on: field.date(true),
		supplier: field.reference("suppliers"),
		category: field.reference("categories", { where: categoryOfKind("expense") }),
		payment_method: field.string(40),
		reference: field.string(120),
		notes: field.text(),
	},
	filters: ["supplier", "category", "currency", "reference"],
	dateFilters: ["occurred_on"],
	lineItems: true,
	rules: taxWithinAmount,
	errors: ["tax_amount_exceeds_amount"],
};
