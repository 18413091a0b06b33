import { ApiError } from "../actions/api-errors";
import { exampleId } from "../actions/json-schema";
import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";
import { categoryOfKind, taxWithinAmount } from "./money";
import { refundedAmount } from "./refunds.store";

/** docs/design.md, "Resources". Its refunds bound what an update may change. */
export const revenue: ResourceDeclaration = {
	name: "revenue",
	service: "transactions",
	object: "revenue",
	prefix: "rev",
	table: "revenue",
	description: "Money the merchant earned: an order, a sale, an invoice paid.",
	fields: {
		description: field.string(500, { description: "What was sold, as the books should show it.", example: "Order #1001" }, true),
		amount: field.money({ description: "The gross amount received, tax included.", example: 5997 }, true),
		currency: field.currency({ description: "The currency of the amounts.", example: "EUR" }, true),
		tax_amount: field.money({ description: "The tax within `amount`; at most `amount`.", example: 957 }),
		discount_amount: field.money({ description: "The discount granted, already taken off `amount`.", example: 500 }),
		fee_amount: field.money({ description: "What the payment provider kept as its fee.", example: 174 }),
		occurred_on: field.date({ description: "The day of the sale.", example: "2026-11-21" }, true),
		customer: field.reference("customers", { description: "The customer who bought.", example: exampleId("cus") }),
		category: field.reference(
			"categories",
			{ description: "A `revenue` category it is filed under.", example: exampleId("cat") },
			{ where: categoryOfKind("revenue") },
		),
		payment_method: field.string(40, { description: "How it was paid, as the integrator names it.", example: "paypal" }),
		reference: field.string(120, { description: "The integrator's reference: an order or invoice number.", example: "1001" }),
		notes: field.text({ description: "Free text for the merchant.", example: "Gift wrapped." }),
	},
	filters: ["customer", "category", "currency", "reference"],
	dateFilter: "occurred_on",
	lineItems: true,
	rules: taxWithinAmount,
	errors: ["tax_amount_exceeds_amount", "currency_mismatch", "refund_exceeds_remaining"],
	async guard(tx, sale, current) {
		if (!current) return;
		const refunded = await refundedAmount(tx, current.id);
		if (refunded > 0 && sale.currency !== current.currency) {
			throw new ApiError("currency_mismatch", "currency cannot change while refunds of this revenue exist.", { param: "currency" });
		}
		if (sale.amount < refunded) {
			throw new ApiError("refund_exceeds_remaining", `amount cannot go below the ${refunded} already refunded.`, {
				param: "amount",
				refunded_amount: refunded,
			});
		}
	},
};
