import { ApiError } from "../../api/errors";
import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";
import { categoryOfKind, taxWithinAmount } from "./money";
import { refundedAmount } from "./refunds";

/** docs/design.md, "Resources". Its refunds bound what an update may change. */
export const revenue: ResourceDeclaration = {
	name: "revenue",
	service: "transactions",
	object: "revenue",
	prefix: "rev",
	table: "revenue",
	fields: {
		description: field.string(500, true),
		amount: field.money(true),
		currency: field.currency(true),
		tax_amount: field.money(),
		discount_amount: field.money(),
		fee_amount: field.money(),
		occurred_on: field.date(true),
		customer: field.reference("customers"),
		category: field.reference("categories", { where: categoryOfKind("revenue") }),
		payment_method: field.string(40),
		reference: field.string(120),
		notes: field.text(),
	},
	filters: ["customer", "category", "currency", "reference"],
	dateFilters: ["occurred_on"],
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
			throw new ApiError("refund_exceeds_remaining", `amount cannot go below the ${refunded} already refunded.`, { param: "amount", refunded_amount: refunded });
		}
	},
};
