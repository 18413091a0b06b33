import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";

/** docs/design.md, "Resources". */
export const products: ResourceDeclaration = {
	name: "products",
	service: "catalog",
	object: "product",
	prefix: "prd",
	table: "products",
	fields: {
		name: field.string(255, true),
		sku: field.string(120),
		description: field.text(),
		unit: field.string(40),
		unit_amount: field.money(),
		currency: field.currency(),
		tax_rate: field.percentage(),
		category: field.reference("categories"),
	},
	filters: ["sku", "name", "category"],
};
