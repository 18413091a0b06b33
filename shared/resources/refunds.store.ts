import type { Queryable, Row } from "../platform/database";

// The statements of the refund limit (refunds.ts, revenue.ts): the refunds of one revenue never exceed it.

/** What the refunds of one revenue add up to; rejected and expired refunds never happened, so they do not count. */
export async function refundedAmount(tx: Queryable, revenueId: string, except: string | null = null): Promise<number> {
	const [{ total }] = await tx.query(
		"SELECT COALESCE(SUM(amount), 0) AS total FROM refunds WHERE revenue = $1 AND import_status NOT IN ('rejected', 'expired') AND id IS DISTINCT FROM $2",
		[revenueId, except],
	);
	return total;
}

/**
 * The amount and currency of the revenue a refund refunds, its row locked until the transaction ends
 * (NO KEY UPDATE, which the references' KEY SHARE locks do not wait for): concurrent refunds of one
 * revenue check their sum one at a time.
 */
export async function lockRefundedRevenue(tx: Queryable, revenueId: string): Promise<Row> {
	const [sale] = await tx.query("SELECT amount, currency FROM revenue WHERE id = $1 FOR NO KEY UPDATE", [revenueId]);
	return sale;
}
