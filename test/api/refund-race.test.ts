import { Client, client, expectError, newAccount, Reply, target } from "../support/suite-api";

// docs/design.md, "Resources" (validation rules) under concurrency: refunds of one revenue never add up to more than it, even when
// they arrive at the same moment on different gateways (two in the distributed topology, one embedded).

let account: Awaited<ReturnType<typeof newAccount>>;
let shop: Client;
/** The integration's key and the desktop's key on every gateway: all of them may refund the integration's revenue. */
let senders: Client[];

beforeAll(async () => {
	account = await newAccount();
	shop = await account.integration();
	senders = target().urls.flatMap((url) => [client(shop.key, url), client(account.desktop.key, url)]);
});

test("the race runs against every gateway of the topology", () => {
	expect(target().urls).toHaveLength(target().mode === "distributed" ? 2 : 1);
	expect(new Set(senders.map((s) => s.key)).size).toBe(2);
});

/** One revenue of `amount`, then `n` refunds of `each` fired at once, spread over every sender. */
async function race(amount: number, n: number, each: number) {
	const sale = await shop.create("/v1/revenue", { description: "Raced sale", amount, currency: "EUR", occurred_on: "2026-02-03" });
	expect(sale.status).toBe(201);
	const refund = { revenue: sale.body.id, amount: each, currency: "EUR", occurred_on: "2026-02-04" };
	const results = await Promise.all(Array.from({ length: n }, (_, i) => senders[i % senders.length].create("/v1/refunds", refund)));
	return { revenue: sale.body.id as string, results };
}

async function expectOutcome(revenue: string, results: Reply[], amount: number, each: number, succeed: number) {
	const ok = results.filter((r) => r.status === 201);
	const refused = results.filter((r) => r.status !== 201);
	expect({ succeeded: ok.length, refused: refused.length }).toEqual({ succeeded: succeed, refused: results.length - succeed });
	for (const res of refused) {
		expectError(res, 400, "refund_exceeds_remaining", "amount");
		expect(res.body.error.refundable_amount).toBe(amount - succeed * each);
	}
	const listed = await account.desktop.get("/v1/refunds", `revenue=${revenue}&limit=100`);
	expect(listed.body.data.map((r: { id: string }) => r.id).sort()).toEqual(ok.map((r) => r.body.id).sort());
	expect(listed.body.data.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(succeed * each);
	// and what is left is still enforced afterwards
	const more = await shop.create("/v1/refunds", { revenue, amount: amount - succeed * each + 1, currency: "EUR", occurred_on: "2026-02-05" });
	expectError(more, 400, "refund_exceeds_remaining", "amount");
}

test.each([
	[1000, 20, 100, 10],
	[1000, 7, 300, 3],
	[1000, 12, 1000, 1],
])("revenue %i, %i refunds of %i at once: exactly %i succeed", async (amount, n, each, succeed) => {
	const { revenue, results } = await race(amount, n, each);
	await expectOutcome(revenue, results, amount, each, succeed);
});

test("three revenues raced at the same time each stop at their own amount", async () => {
	const races = await Promise.all([race(1000, 20, 100), race(1000, 20, 100), race(500, 20, 100)]);
	await expectOutcome(races[0].revenue, races[0].results, 1000, 100, 10);
	await expectOutcome(races[1].revenue, races[1].results, 1000, 100, 10);
	await expectOutcome(races[2].revenue, races[2].results, 500, 100, 5);
});
