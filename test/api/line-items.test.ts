import { Client, expectError, IntegrationClient, newAccount, request } from "../support/suite-api";
import { Account, Body, DAY, ids, made, make, nowSeconds, ok } from "../support/fixtures";
import { makeRefs, MAX_AMOUNT, Refs } from "../support/resource-cases";

// Line items of expenses and revenue: their fields, the tax rule, their parent's visibility, the
// limit of 500, their expansion with the parent, and the product they hold.

let account: Account;
let shop: IntegrationClient;
let otherShop: IntegrationClient;
let desktop: Client;
let mine: Refs;
let theirs: Refs;

beforeAll(async () => {
	account = await newAccount();
	desktop = account.desktop;
	[shop, otherShop] = await Promise.all([account.integration(), account.integration()]);
	[mine, theirs] = await Promise.all([makeRefs(shop), makeRefs(otherShop)]);
});

const LINE_ITEM_KEYS = ["id", "object", "parent", "product", "description", "quantity", "unit_amount", "tax_amount", "discount_amount", "created"];

describe.each(["expenses", "revenue"])("line items of %s", (name) => {
	const path = `/v1/${name}`;
	const parent = async (c: Client = shop) => made(c, path, { description: "Parent", amount: 10_000, currency: "EUR", occurred_on: DAY });

	test("create is 201 with exactly the documented keys", async () => {
		const p = await parent();
		const body = { product: mine.product, description: "Chair", quantity: 2.5, unit_amount: 400, tax_amount: 160, discount_amount: 50 };
		const before = nowSeconds();
		const res = await shop.create(`${path}/${p.id}/line_items`, body);
		expect(res.status).toBe(201);
		expect(res.body).toEqual({ id: expect.stringMatching(/^li_[0-9A-Za-z]{24}$/), object: "line_item", parent: p.id, ...body, created: expect.any(Number) });
		expect(Object.keys(res.body).sort()).toEqual([...LINE_ITEM_KEYS].sort());
		expect(res.body.created).toBeGreaterThanOrEqual(before);
		expect((await shop.get(`${path}/${p.id}/line_items`)).body.data).toEqual([res.body]);
	});

	test("only description and unit_amount are required; absent fields are null", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		expectError(await shop.create(at, { unit_amount: 100 }), 400, "parameter_missing", "description");
		expectError(await shop.create(at, { description: "x" }), 400, "parameter_missing", "unit_amount");
		expectError(await shop.create(at, { description: "", unit_amount: 100 }), 400, "parameter_invalid", "description");
		const res = await shop.create(at, { description: "x", unit_amount: 100 });
		expect(res.body).toMatchObject({ product: null, quantity: null, tax_amount: null, discount_amount: null });
	});

	test.each([
		[{ description: "x".repeat(501) }, "parameter_invalid", "description"],
		[{ description: 5 }, "parameter_invalid", "description"],
		[{ unit_amount: 19.99 }, "parameter_invalid_amount", "unit_amount"],
		[{ unit_amount: "100" }, "parameter_invalid_amount", "unit_amount"],
		[{ unit_amount: -1 }, "parameter_invalid_amount", "unit_amount"],
		[{ unit_amount: MAX_AMOUNT + 1 }, "parameter_invalid_amount", "unit_amount"],
		[{ tax_amount: true }, "parameter_invalid_amount", "tax_amount"],
		[{ discount_amount: 0.5 }, "parameter_invalid_amount", "discount_amount"],
		[{ quantity: 0 }, "parameter_invalid", "quantity"],
		[{ quantity: -1 }, "parameter_invalid", "quantity"],
		[{ quantity: "2" }, "parameter_invalid", "quantity"],
		[{ quantity: 1e9 + 1 }, "parameter_invalid", "quantity"],
		[{ colour: "red" }, "parameter_unknown", "colour"],
	] as Array<[Body, string, string]>)("%p is 400 %s (param %s)", async (fields, code, param) => {
		const p = await parent();
		expectError(await shop.create(`${path}/${p.id}/line_items`, { description: "x", unit_amount: 100, ...fields }), 400, code, param);
		expect((await shop.get(`${path}/${p.id}/line_items`)).body.data).toEqual([]);
	});

	test("accepts the boundaries: description of 500, quantity 1e9 and 0.001, amounts 0 and 10^15", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		expect((await shop.create(at, { description: "x".repeat(500), unit_amount: 0, quantity: 1e9 })).status).toBe(201);
		expect((await shop.create(at, { description: "x", unit_amount: MAX_AMOUNT, quantity: 0.001, discount_amount: MAX_AMOUNT })).body.quantity).toBe(0.001);
	});

	test("product must be a product the caller sees", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		expectError(await shop.create(at, { description: "x", unit_amount: 1, product: theirs.product }), 400, "resource_missing", "product");
		expectError(await shop.create(at, { description: "x", unit_amount: 1, product: `prd_${"0".repeat(24)}` }), 400, "resource_missing", "product");
		expectError(await shop.create(at, { description: "x", unit_amount: 1, product: mine.customer }), 400, "resource_missing", "product");
		expect((await shop.get(at)).body.data).toEqual([]);
	});

	test("tax_amount cannot exceed unit_amount × quantity (or unit_amount without a quantity)", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		expect((await shop.create(at, { description: "x", unit_amount: 100, quantity: 2.5, tax_amount: 250 })).status).toBe(201);
		expectError(await shop.create(at, { description: "x", unit_amount: 100, quantity: 2.5, tax_amount: 251 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expect((await shop.create(at, { description: "x", unit_amount: 100, tax_amount: 100 })).status).toBe(201);
		expectError(await shop.create(at, { description: "x", unit_amount: 100, tax_amount: 101 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expectError(await shop.create(at, { description: "x", unit_amount: 100, quantity: 0.5, tax_amount: 51 }), 400, "tax_amount_exceeds_amount", "tax_amount");
		expect((await shop.get(at)).body.data).toHaveLength(2);
	});

	test("a parent the caller cannot see is 404, for create and list; the desktop sees it", async () => {
		const theirsParent = await parent(otherShop);
		const at = `${path}/${theirsParent.id}/line_items`;
		expectError(await shop.create(at, { description: "x", unit_amount: 1 }), 404, "resource_missing");
		expectError(await shop.get(at), 404, "resource_missing");
		expectError(
			await shop.create(`${path}/${name === "expenses" ? "exp" : "rev"}_nope/line_items`, { description: "x", unit_amount: 1 }),
			404,
			"resource_missing",
		);
		// a parent of the other type under this path is no parent of this type
		const otherType = await (name === "expenses" ? make.revenue : make.expense)(shop, { amount: 100 });
		expectError(await shop.create(`${path}/${otherType.id}/line_items`, { description: "x", unit_amount: 1 }), 404, "resource_missing");
		expectError(await shop.get(`${path}/${otherType.id}/line_items`), 404, "resource_missing");
		const byDesktop = await desktop.create(at, { description: "added by the merchant", unit_amount: 1 });
		expect(byDesktop.status).toBe(201);
		expect((await otherShop.get(at)).body.data).toEqual([byDesktop.body]);
		expect((await desktop.get(at)).body.data).toEqual([byDesktop.body]);
	});

	test("needs an Idempotency-Key and the write scope", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		expectError(await request("POST", at, { key: shop.key, body: { description: "x", unit_amount: 1 } }), 400, "idempotency_key_missing");
		const reader = await account.integration(["read"], shop.keyObject.integration);
		expectError(await reader.create(at, { description: "x", unit_amount: 1 }), 403, "insufficient_scope");
		expect((await reader.get(at)).body.data).toEqual([]);
	});

	test("list: newest first, paginated, with url and expand[]=data.product", async () => {
		const p = await parent();
		const at = `${path}/${p.id}/line_items`;
		const created: Body[] = [];
		for (let i = 0; i < 5; i++) created.push(await made(shop, at, { description: `line ${i}`, unit_amount: 100, product: i % 2 ? mine.product : null }));
		const newest = created.slice().reverse();
		const first = await shop.get(at, "limit=2");
		expect(first.body).toEqual({ object: "list", url: at, has_more: true, data: newest.slice(0, 2) });
		const second = await shop.get(at, `limit=2&starting_after=${newest[1].id}`);
		expect(second.body).toEqual({ object: "list", url: at, has_more: true, data: newest.slice(2, 4) });
		const last = await shop.get(at, `limit=2&starting_after=${newest[3].id}`);
		expect(last.body).toEqual({ object: "list", url: at, has_more: false, data: newest.slice(4) });
		const product = (await shop.get(`/v1/products/${mine.product}`)).body;
		const expanded = await shop.get(at, "expand[]=data.product");
		expect(expanded.body.data).toEqual(newest.map((li) => ({ ...li, product: li.product ? product : null })));
		expectError(await shop.get(at, "expand[]=data.foo"), 400, "parameter_invalid", "expand");
		expectError(await shop.get(at, "expand[]=data.product.category"), 400, "parameter_invalid", "expand");
	});

	test("deleting the parent deletes its line items (their product is free again)", async () => {
		const product = await make.product(shop, { name: "Lamp" });
		const p = await parent();
		for (const description of ["a", "b"]) await made(shop, `${path}/${p.id}/line_items`, { description, unit_amount: 1, product: product.id });
		const items = ids(await shop.get(`${path}/${p.id}/line_items`));
		expectError(await shop.del(`/v1/products/${product.id}`), 409, "resource_in_use");
		expect((await shop.get(`/v1/products/${product.id}`)).body).toEqual(product);
		expect(ids(await shop.get(`${path}/${p.id}/line_items`))).toEqual(items);
		await ok(shop.del(`${path}/${p.id}`));
		expectError(await shop.get(`${path}/${p.id}/line_items`), 404, "resource_missing");
		expect((await shop.del(`/v1/products/${product.id}`)).status).toBe(200);
	});
});

describe.each(["expenses", "revenue"])("expanding the line items of %s", (name) => {
	const path = `/v1/${name}`;

	test("expand[]=line_items adds all line items, newest first, on retrieve and in lists", async () => {
		const reference = `LINES-${name}`;
		const target = await made(shop, path, { description: "With lines", amount: 1000, currency: "EUR", occurred_on: DAY, reference });
		const bare = await made(shop, path, { description: "Without", amount: 500, currency: "EUR", occurred_on: DAY, reference });
		const lineItems: Body[] = [];
		for (const description of ["first", "second"]) lineItems.push(await made(shop, `${path}/${target.id}/line_items`, { description, unit_amount: 500 }));
		const list = (id: string, data: Body[]) => ({ object: "list", url: `${path}/${id}/line_items`, has_more: false, data });
		expect((await shop.get(`${path}/${target.id}`, "expand[]=line_items")).body).toEqual({
			...target,
			line_items: list(target.id, [lineItems[1], lineItems[0]]),
		});
		for (const prefix of ["", "data."]) {
			const res = await shop.get(path, `reference=${reference}&expand[]=${prefix}line_items`);
			expect(res.body.data).toEqual([
				{ ...bare, line_items: list(bare.id, []) },
				{ ...target, line_items: list(target.id, [lineItems[1], lineItems[0]]) },
			]);
		}
	});
});

test("a parent holds at most 500 line items: the 501st is 400 parameter_invalid, also when they arrive at once", async () => {
	const p = await make.expense(shop, { description: "Bulk", amount: 1 });
	const at = `/v1/expenses/${p.id}/line_items`;
	const chunk = (from: number, n: number) =>
		Promise.all(Array.from({ length: n }, (_, i) => shop.create(at, { description: `line ${from + i}`, unit_amount: 1 })));
	for (let from = 0; from < 450; from += 50) expect((await chunk(from, 50)).map((r) => r.status)).toEqual(Array(50).fill(201));
	// the last chunk asks for 51 at once: exactly 50 fit
	const last = await chunk(450, 51);
	expect(last.filter((r) => r.status === 201)).toHaveLength(50);
	const [refused] = last.filter((r) => r.status !== 201);
	expectError(refused, 400, "parameter_invalid");
	expectError(await shop.create(at, { description: "one too many", unit_amount: 1 }), 400, "parameter_invalid");
	const expanded = await shop.get(`/v1/expenses/${p.id}`, "expand[]=line_items");
	expect(expanded.body.line_items.data).toHaveLength(500);
	expect(expanded.body.line_items.data.some((li: Body) => li.description === "one too many")).toBe(false);
}, 120_000);
