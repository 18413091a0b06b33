import { Client, expectError, newAccount } from "../support/suite-api";
import { Body, DAY, made, make } from "../support/fixtures";

// The refunds of one revenue: in its currency, never above its amount (also after updates), and the
// revenue's own updates bounded by its refunds (concurrent refunds: refund-race.test.ts).

let shop: Client;
let desktop: Client;
/** A revenue of another integration of the same account. */
let theirs: string;

beforeAll(async () => {
	const account = await newAccount();
	desktop = account.desktop;
	const [mine, other] = await Promise.all([account.integration(), account.integration()]);
	shop = mine;
	theirs = (await make.revenue(other, { amount: 1000 })).id;
});

const refundOf = (revenue: string, amount: number, currency = "EUR", extra: Body = {}) => ({ revenue, amount, currency, occurred_on: DAY, ...extra });

test("must be in the revenue's currency", async () => {
	const rev = await make.revenue(shop, { amount: 1000, currency: "usd" });
	expect(rev.currency).toBe("USD");
	expectError(await shop.create("/v1/refunds", refundOf(rev.id, 100, "EUR")), 400, "currency_mismatch", "currency");
	expect((await shop.get("/v1/refunds", `revenue=${rev.id}`)).body.data).toEqual([]);
	const ok = await shop.create("/v1/refunds", refundOf(rev.id, 100, "usd"));
	expect(ok.status).toBe(201);
	expect(ok.body.currency).toBe("USD");
});

test("never add up to more than the revenue; the error states what is still refundable", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	const refund = (c: Client, amount: number) => c.create("/v1/refunds", refundOf(rev.id, amount));
	const refused = async (c: Client, amount: number, refundable: number) => {
		const res = await refund(c, amount);
		expectError(res, 400, "refund_exceeds_remaining", "amount");
		expect(res.body.error.refundable_amount).toBe(refundable);
		expect(res.body.error.message).toMatch(new RegExp(`\\b${refundable}\\b`));
	};
	expect((await refund(shop, 600)).status).toBe(201);
	// the desktop's refunds of the same revenue count too
	await refused(desktop, 500, 400);
	await refused(shop, 401, 400);
	expect((await refund(desktop, 400)).status).toBe(201);
	await refused(shop, 1, 0);
	await refused(shop, 1000, 0);
	const listed = await desktop.get("/v1/refunds", `revenue=${rev.id}&limit=100`);
	expect(listed.body.data.map((r: Body) => r.amount)).toEqual([400, 600]);
});

test("a deleted refund frees its amount", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	const first = await made(shop, "/v1/refunds", refundOf(rev.id, 700));
	await made(shop, "/v1/refunds", refundOf(rev.id, 300));
	expect((await shop.del(`/v1/refunds/${first.id}`)).status).toBe(200);
	expect((await shop.create("/v1/refunds", refundOf(rev.id, 701))).body.error.refundable_amount).toBe(700);
	expect((await shop.create("/v1/refunds", refundOf(rev.id, 700))).status).toBe(201);
});

test("an update re-checks the total without counting the refund itself", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	const a = await made(shop, "/v1/refunds", refundOf(rev.id, 600));
	const b = await made(shop, "/v1/refunds", refundOf(rev.id, 400));
	expect((await shop.update(`/v1/refunds/${a.id}`, { amount: 600, reason: "same amount" })).status).toBe(200);
	const res = await shop.update(`/v1/refunds/${a.id}`, { amount: 601, reason: "too much" });
	expectError(res, 400, "refund_exceeds_remaining", "amount");
	expect(res.body.error.refundable_amount).toBe(600);
	expect((await shop.get(`/v1/refunds/${a.id}`)).body).toMatchObject({ amount: 600, reason: "same amount" });
	expect((await shop.update(`/v1/refunds/${b.id}`, { amount: 300 })).body.amount).toBe(300);
	expect((await shop.update(`/v1/refunds/${a.id}`, { amount: 700 })).body.amount).toBe(700);
	expect((await shop.update(`/v1/refunds/${b.id}`, { amount: 301 })).body.error.refundable_amount).toBe(300);
});

test("an update cannot move a refund onto a revenue without room, nor change its currency", async () => {
	const full = await make.revenue(shop, { amount: 500 });
	await made(shop, "/v1/refunds", refundOf(full.id, 450));
	const roomy = await make.revenue(shop, { amount: 1000 });
	const refund = await made(shop, "/v1/refunds", refundOf(roomy.id, 100));
	const moved = await shop.update(`/v1/refunds/${refund.id}`, { revenue: full.id });
	expectError(moved, 400, "refund_exceeds_remaining", "amount");
	expect(moved.body.error.refundable_amount).toBe(50);
	expectError(await shop.update(`/v1/refunds/${refund.id}`, { currency: "USD" }), 400, "currency_mismatch", "currency");
	expectError(await shop.update(`/v1/refunds/${refund.id}`, { revenue: theirs }), 400, "resource_missing", "revenue");
	expect((await shop.get(`/v1/refunds/${refund.id}`)).body).toEqual(refund);
	expect((await shop.update(`/v1/refunds/${refund.id}`, { revenue: full.id, amount: 50 })).body).toMatchObject({ revenue: full.id, amount: 50 });
});

test("a revenue cannot drop below what was refunded; nothing changes when refused", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	await made(shop, "/v1/refunds", refundOf(rev.id, 300));
	await made(desktop, "/v1/refunds", refundOf(rev.id, 200));
	const res = await shop.update(`/v1/revenue/${rev.id}`, { amount: 499, description: "lowered" });
	expectError(res, 400, "refund_exceeds_remaining", "amount");
	expect(res.body.error.refunded_amount).toBe(500);
	expect((await shop.get(`/v1/revenue/${rev.id}`)).body).toEqual(rev);
	expect((await shop.update(`/v1/revenue/${rev.id}`, { amount: 500 })).body.amount).toBe(500);
	expect((await shop.create("/v1/refunds", refundOf(rev.id, 1))).body.error.refundable_amount).toBe(0);
});

test("a revenue with refunds cannot change currency; one without can", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	const bare = await make.revenue(shop, { amount: 1000 });
	await made(shop, "/v1/refunds", refundOf(rev.id, 100));
	expectError(await shop.update(`/v1/revenue/${rev.id}`, { currency: "USD", description: "changed" }), 400, "currency_mismatch", "currency");
	expect((await shop.get(`/v1/revenue/${rev.id}`)).body).toEqual(rev);
	expect((await shop.update(`/v1/revenue/${rev.id}`, { currency: "eur" })).status).toBe(200);
	expect((await shop.update(`/v1/revenue/${bare.id}`, { currency: "usd" })).body.currency).toBe("USD");
});

test("a revenue with refunds cannot be deleted: 409 resource_in_use, until its refunds are gone", async () => {
	const rev = await make.revenue(shop, { amount: 1000 });
	const refund = await made(shop, "/v1/refunds", refundOf(rev.id, 100));
	expectError(await shop.del(`/v1/revenue/${rev.id}`), 409, "resource_in_use");
	expect((await shop.get(`/v1/revenue/${rev.id}`)).body).toEqual(rev);
	expect((await shop.del(`/v1/refunds/${refund.id}`)).status).toBe(200);
	expect((await shop.del(`/v1/revenue/${rev.id}`)).status).toBe(200);
	expectError(await shop.get(`/v1/revenue/${rev.id}`), 404, "resource_missing");
});
