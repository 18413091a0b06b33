import { field } from "../fields";
import { defineResource } from "../resource";

/** SPEC.md "Product". */
export const products = defineResource({
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
});
