import type { Queryable } from "../../platform/db";
import { ApiError } from "../../api/errors";
import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";

/** What the refunds of one revenue add up to; rejected refunds never happened, so they do not count. */
export async function refundedAmount(tx: Queryable, revenueId: string, except: string | null = null): Promise<number> {
	const [{ total }] = await tx.query(
		"SELECT COALESCE(SUM(amount), 0) AS total FROM refunds WHERE revenue = $1 AND import_status <> 'rejected' AND id IS DISTINCT FROM $2",
		[revenueId, except],
	);
	return total;
}

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
	fields: {
		revenue: field.reference("revenue", { required: true }),
		amount: field.money(true),
		currency: field.currency(true),
		reason: field.string(255),
		occurred_on: field.date(true),
		reference: field.string(120),
	},
	filters: ["revenue", "currency"],
	dateFilters: ["occurred_on"],
	errors: ["currency_mismatch", "refund_exceeds_remaining"],
	async guard(tx, refund, current) {
		const [sale] = await tx.query("SELECT amount, currency FROM revenue WHERE id = $1 FOR NO KEY UPDATE", [refund.revenue]);
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
