import { ApiError } from "../actions/api-errors";
import { exampleId } from "../actions/json-schema";
import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";
import { lockRefundedRevenue, refundedAmount } from "./refunds.store";

/**
 * docs/design.md, "Resources". Refunds of one revenue never exceed it, also under concurrent requests on
 * different replicas: the revenue row is locked (NO KEY UPDATE) while the sum is checked.
 */
export const refunds: ResourceDeclaration = {
	name: "refunds",
	service: "transactions",
	object: "refund",
	prefix: "re",
	table: "refunds",
	description: "Money paid back of a revenue; the refunds of one revenue never exceed it.",
	fields: {
		revenue: field.reference("revenue", { description: "The revenue refunded.", example: exampleId("rev") }, { required: true }),
		amount: field.money({ description: "The amount paid back, tax included; with the revenue's other refunds at most its `amount`.", example: 1999 }, true),
		currency: field.currency({ description: "The currency: the revenue's.", example: "EUR" }, true),
		reason: field.string(255, { description: "Why the money was paid back.", example: "Returned within 14 days" }),
		occurred_on: field.date({ description: "The day of the refund.", example: "2026-11-23" }, true),
		reference: field.string(120, { description: "The integrator's reference: a credit note number.", example: "CN-2026-0007" }),
	},
	filters: ["revenue", "currency"],
	dateFilter: "occurred_on",
	errors: ["currency_mismatch", "refund_exceeds_remaining"],
	async guard(tx, refund, current) {
		const sale = await lockRefundedRevenue(tx, refund.revenue);
		if (sale.currency !== refund.currency) {
			throw new ApiError("currency_mismatch", `currency must be ${sale.currency}, the currency of the revenue it refunds.`, { param: "currency" });
		}
		const refundable = sale.amount - (await refundedAmount(tx, refund.revenue, current?.id ?? null));
		if (refund.amount > refundable) {
			throw new ApiError("refund_exceeds_remaining", `amount exceeds what is left to refund of this revenue: ${refundable}.`, {
				param: "amount",
				refundable_amount: refundable,
			});
		}
	},
};
