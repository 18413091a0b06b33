import { exampleId } from "../actions/json-schema";
import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";

/** docs/design.md, "Resources". */
export const products: ResourceDeclaration = {
	name: "products",
	service: "catalog",
	object: "product",
	prefix: "prd",
	table: "products",
	description: "Something the merchant sells or buys, which line items can name.",
	fields: {
		name: field.string(255, { description: "The product's name.", example: "Widget" }, true),
		sku: field.string(120, { description: "The stock keeping unit: the product's code in the integrator's system.", example: "WID-001" }),
		description: field.text({ description: "What the product is.", example: "A blue widget, boxed." }),
		unit: field.string(40, { description: "The unit it is sold in.", example: "piece" }),
		unit_amount: field.money({ description: "The price of one unit, tax included, in `currency`.", example: 1999 }),
		currency: field.currency({ description: "The currency of `unit_amount`.", example: "EUR" }),
		tax_rate: field.percentage({ description: "The tax rate in percent.", example: 19 }),
		category: field.reference("categories", { description: "The category it is filed under.", example: exampleId("cat") }),
	},
	filters: ["sku", "name", "category"],
};
