import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// Refund limits, in process: refunds of one revenue never add up to more than it (rejected ones do
// not count), a refund's currency is its revenue's, and a revenue cannot drop below what is refunded.

let app: InProcess;
let integration: Principal;
let desktop: Principal;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches"]);
	({ integration, desktop } = await app.account());
}, 60_000);

afterAll(() => app.stop());

const sale = (amount: number, currency = "EUR") =>
	app.call<{ id: string }>("transactions.revenue.create", { description: "Sale", amount, currency, occurred_on: "2026-05-01" }, integration, key());
const refund = (revenue: string, amount: number, currency = "eur") =>
	app.call<{ id: string; amount: number }>("transactions.refunds.create", { revenue, amount, currency, occurred_on: "2026-05-02" }, integration, key());

test("a refund up to what is left is stored; one more is refund_exceeds_remaining with the refundable amount", async () => {
	const { id } = await sale(1000);
	expect(await refund(id, 600)).toMatchObject({ amount: 600, currency: "EUR", revenue: id });
	expect(app.lastMeta().$statusCode).toBe(201);
	await expect(refund(id, 401)).rejects.toMatchObject({ type: "refund_exceeds_remaining", data: { param: "amount", refundable_amount: 400 } });
	expect(await refund(id, 400)).toMatchObject({ amount: 400 });
	await expect(refund(id, 1)).rejects.toMatchObject({ type: "refund_exceeds_remaining", data: { refundable_amount: 0 } });
});

test("concurrent refunds never add up to more than the revenue", async () => {
	const { id } = await sale(1000);
	const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => refund(id, 300)));
	expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
	for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected")) {
		expect(o.reason).toMatchObject({ type: "refund_exceeds_remaining" });
	}
});

test("a rejected refund no longer counts against the revenue", async () => {
	const { id } = await sale(500);
	const first = await refund(id, 500);
	await expect(refund(id, 100)).rejects.toMatchObject({ type: "refund_exceeds_remaining" });
	await app.call("batches.refunds.reject", { id: first.id, reason: "not ours" }, desktop);
	expect(await refund(id, 500)).toMatchObject({ amount: 500 });
});

test("a refund in another currency than its revenue's is currency_mismatch", async () => {
	const { id } = await sale(1000, "EUR");
	await expect(refund(id, 10, "usd")).rejects.toMatchObject({ type: "currency_mismatch", data: { param: "currency" } });
});

test("a revenue cannot go below what is refunded, nor change currency while refunds exist", async () => {
	const { id } = await sale(1000);
	await refund(id, 700);
	await expect(app.call("transactions.revenue.update", { id, amount: 699 }, integration)).rejects.toMatchObject({
		type: "refund_exceeds_remaining",
		data: { param: "amount", refunded_amount: 700 },
	});
	await expect(app.call("transactions.revenue.update", { id, currency: "usd" }, integration)).rejects.toMatchObject({ type: "currency_mismatch" });
	expect(await app.call("transactions.revenue.update", { id, amount: 700 }, integration)).toMatchObject({ amount: 700 });
});

test("a refund names only a revenue the caller can see", async () => {
	const other = await app.account("Other Ltd");
	const { id } = await sale(1000);
	await expect(
		app.call("transactions.refunds.create", { revenue: id, amount: 1, currency: "EUR", occurred_on: "2026-05-02" }, other.integration, key()),
	).rejects.toMatchObject({ type: "resource_missing", code: 400, data: { param: "revenue" } });
});
