import { exampleId } from "../actions/json-schema";
import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";
import { categoryOfKind, taxWithinAmount } from "./money";

/** docs/design.md, "Resources". */
export const expenses: ResourceDeclaration = {
	name: "expenses",
	service: "transactions",
	object: "expense",
	prefix: "exp",
	table: "expenses",
	description: "Money the merchant spent: a supplier's invoice, a receipt.",
	fields: {
		description: field.string(500, { description: "What was bought, as the books should show it.", example: "Printer paper, 10 reams" }, true),
		amount: field.money({ description: "The gross amount paid, tax included.", example: 4990 }, true),
		currency: field.currency({ description: "The currency of the amounts.", example: "EUR" }, true),
		tax_amount: field.money({ description: "The tax within `amount`; at most `amount`.", example: 797 }),
		occurred_on: field.date({ description: "The day the expense was incurred.", example: "2026-11-20" }, true),
		supplier: field.reference("suppliers", { description: "The supplier paid.", example: exampleId("sup") }),
		category: field.reference(
			"categories",
			{ description: "An `expense` category it is filed under.", example: exampleId("cat") },
			{ where: categoryOfKind("expense") },
		),
		payment_method: field.string(40, { description: "How it was paid, as the integrator names it.", example: "card" }),
		reference: field.string(120, { description: "The integrator's reference: an invoice or receipt number.", example: "INV-2026-0042" }),
		notes: field.text({ description: "Free text for the merchant.", example: "Ordered for the new office." }),
	},
	filters: ["supplier", "category", "currency", "reference"],
	dateFilter: "occurred_on",
	lineItems: true,
	rules: taxWithinAmount,
	errors: ["tax_amount_exceeds_amount"],
};
