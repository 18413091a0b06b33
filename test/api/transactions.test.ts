import { Client, expectError, IntegrationClient, newAccount } from "../support/suite-api";
import { Account, Body, DAY, made, make } from "../support/fixtures";

// Rules of expenses and revenue across fields and objects: the tax within the gross amount, the
// objects they reference kept while referenced, and the account summary's pending counts.
// Refunds: refunds.test.ts; line items: line-items.test.ts; category kinds: categories.test.ts.

let shop: Client;

beforeAll(async () => {
	shop = await (await newAccount()).integration();
});

describe.each(["expenses", "revenue"])("%s: tax_amount cannot exceed amount", (name) => {
	const path = `/v1/${name}`;
	const base = { description: "Taxed", currency: "EUR", occurred_on: DAY };

	test("on create", async () => {
		expect((await shop.create(path, { ...base, amount: 1000, tax_amount: 1000 })).status).toBe(201);
		expect((await shop.create(path, { ...base, amount: 0, tax_amount: 0 })).status).toBe(201);
		expectError(await shop.create(path, { ...base, amount: 1000, tax_amount: 1001 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expectError(await shop.create(path, { ...base, amount: 0, tax_amount: 1 }), 400, "tax_amount_exceeds_amount", "tax_amount");
	});

	test("on update the merged object is checked, and a refused update changes nothing", async () => {
		const { body } = await shop.create(path, { ...base, amount: 1000, tax_amount: 200 });
		const at = `${path}/${body.id}`;
		expectError(await shop.update(at, { tax_amount: 1001 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expectError(await shop.update(at, { amount: 199 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expectError(await shop.update(at, { amount: 100, tax_amount: 101 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expect((await shop.get(at)).body).toEqual(body);
		expect((await shop.update(at, { amount: 200 })).body).toMatchObject({ amount: 200, tax_amount: 200 });
		expect((await shop.update(at, { amount: 100, tax_amount: 50 })).body).toMatchObject({ amount: 100, tax_amount: 50 });
		expect((await shop.update(at, { tax_amount: null })).body.tax_amount).toBeNull();
		expect((await shop.update(at, { amount: 0 })).body).toMatchObject({ amount: 0, tax_amount: null });
	});
});

describe("delete of a referenced object", () => {
	test.each([
		[
			"supplier",
			"/v1/suppliers",
			{ name: "S" },
			"/v1/expenses",
			(id: string) => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, supplier: id }),
		],
		[
			"customer",
			"/v1/customers",
			{ name: "C" },
			"/v1/revenue",
			(id: string) => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, customer: id }),
		],
		[
			"category",
			"/v1/categories",
			{ name: "K", kind: "expense" },
			"/v1/expenses",
			(id: string) => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, category: id }),
		],
	] as Array<[string, string, Body, string, (id: string) => Body]>)(
		"a %s used by a transaction is 409 resource_in_use until the transaction is gone",
		async (what, refPath, refBody, path, using) => {
			const ref = await made(shop, refPath, refBody);
			const tx = await made(shop, path, using(ref.id));
			expectError(await shop.del(`${refPath}/${ref.id}`), 409, "resource_in_use");
			expect((await shop.get(`${refPath}/${ref.id}`)).body).toEqual(ref);
			expect((await shop.get(`${path}/${tx.id}`)).body[what]).toBe(ref.id);
			expect((await shop.del(`${path}/${tx.id}`)).status).toBe(200);
			expect((await shop.del(`${refPath}/${ref.id}`)).status).toBe(200);
			expectError(await shop.get(`${refPath}/${ref.id}`), 404, "resource_missing");
		},
	);
});

describe("GET /v1/account", () => {
	const ZERO = { customer: 0, supplier: 0, category: 0, product: 0, expense: 0, revenue: 0, refund: 0 };
	let acct: Account;
	let a: IntegrationClient;
	let b: IntegrationClient;
	let aExpense: Body;
	let aRefund: Body;
	// the account's desktop key made requests before any summary; a stranger's never did
	const ACTIVE = { last_seen_at: expect.any(Number), status: "active", last_claim_at: null, next_claim_expected_at: null };
	const summary = async (c: Client, accountId = acct.accountId, importer: Body = ACTIVE, oldest: unknown = expect.any(Number)) => {
		const res = await c.get("/v1/account");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			id: accountId,
			object: "account",
			mode: "live",
			pending: expect.any(Object),
			oldest_pending_created: oldest,
			pending_alert_after: null,
			last_import_at: null,
			importer,
			books: null,
		});
		return res.body.pending;
	};

	beforeAll(async () => {
		acct = await newAccount();
		[a, b] = await Promise.all([acct.integration(), acct.integration()]);
		await made(a, "/v1/customers", { name: "C" });
		await made(a, "/v1/suppliers", { name: "S1" });
		await made(a, "/v1/suppliers", { name: "S2" });
		await made(a, "/v1/categories", { name: "K", kind: "expense" });
		await made(a, "/v1/products", { name: "P" });
		aExpense = await made(a, "/v1/expenses", { description: "E1", amount: 1, currency: "EUR", occurred_on: DAY });
		await made(a, "/v1/expenses", { description: "E2", amount: 1, currency: "EUR", occurred_on: DAY });
		const rev = await make.revenue(a, { amount: 100 });
		aRefund = await make.refund(a, rev.id, { amount: 10 });
		await made(b, "/v1/customers", { name: "C" });
		await made(b, "/v1/expenses", { description: "E", amount: 1, currency: "EUR", occurred_on: DAY });
		await made(acct.desktop, "/v1/suppliers", { name: "S" });
		const deskRev = await make.revenue(acct.desktop, { amount: 100 });
		await make.refund(acct.desktop, deskRev.id, { amount: 10 });
	});

	test("an integration counts its own pending objects, the desktop the whole account", async () => {
		expect(await summary(a)).toEqual({ customer: 1, supplier: 2, category: 1, product: 1, expense: 2, revenue: 1, refund: 1 });
		expect(await summary(b)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		expect(await summary(acct.desktop)).toEqual({ customer: 2, supplier: 3, category: 1, product: 1, expense: 3, revenue: 2, refund: 2 });
		const stranger = await newAccount();
		expect(
			await summary(
				await stranger.integration(),
				stranger.accountId,
				{ last_seen_at: null, status: "never", last_claim_at: null, next_claim_expected_at: null },
				null,
			),
		).toEqual(ZERO);
	});

	test("deleting an object lowers the counts that include it", async () => {
		expect((await a.del(`/v1/expenses/${aExpense.id}`)).status).toBe(200);
		expect((await a.del(`/v1/refunds/${aRefund.id}`)).status).toBe(200);
		expect(await summary(a)).toEqual({ customer: 1, supplier: 2, category: 1, product: 1, expense: 1, revenue: 1, refund: 0 });
		expect(await summary(b)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		expect(await summary(acct.desktop)).toEqual({ customer: 2, supplier: 3, category: 1, product: 1, expense: 2, revenue: 2, refund: 1 });
	});

	test("needs the read scope: a read-only key of the integration sees its counts, a write-only key is 403", async () => {
		const reader = await acct.integration(["read"], b.keyObject.integration);
		expect(await summary(reader)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		const writer = await acct.integration(["write"]);
		expectError(await writer.get("/v1/account"), 403, "insufficient_scope");
	});
});
