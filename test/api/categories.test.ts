import { Client, expectError, newAccount } from "../support/suite-api";
import { Body, DAY, ids, made, make, ok } from "../support/fixtures";

// Category trees and kinds: a parent of the same kind, no loops, kinds fixed while used; which
// categories products, expenses and revenue take; deletes of used categories.

let shop: Client;
let otherShop: Client;
let desktop: Client;
/** Categories of `shop`, one per kind. */
let shopExpense: Body;
let shopRevenue: Body;

beforeAll(async () => {
	const account = await newAccount();
	desktop = account.desktop;
	[shop, otherShop] = await Promise.all([account.integration(), account.integration()]);
	shopExpense = await make.category(shop, { name: "Shop expenses", kind: "expense" });
	shopRevenue = await make.category(shop, { name: "Shop revenue", kind: "revenue" });
});

const path = "/v1/categories";
let count = 0;
const cat = (c: Client, body: Body) => made(c, path, { name: `Cat ${++count}`, kind: "expense", ...body });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("parent", () => {
	test("may be of the same kind; a parent of the other kind is 400 parameter_invalid param parent", async () => {
		const child = await cat(shop, { parent: shopExpense.id });
		expect(child.parent).toBe(shopExpense.id);
		const rev = await cat(shop, { kind: "revenue", parent: shopRevenue.id });
		expect(rev.parent).toBe(shopRevenue.id);
		const name = `Mismatch ${++count}`;
		expectError(await shop.create(path, { name, kind: "expense", parent: shopRevenue.id }), 400, "parameter_invalid", "parent");
		expectError(await shop.create(path, { name, kind: "revenue", parent: shopExpense.id }), 400, "parameter_invalid", "parent");
		expect(ids(await shop.get(path, q({ name })))).toEqual([]);
	});

	test("an update may not create a kind mismatch, by changing the parent or the kind", async () => {
		const child = await cat(shop, { parent: shopExpense.id });
		expectError(await shop.update(`${path}/${child.id}`, { parent: shopRevenue.id }), 400, "parameter_invalid", "parent");
		expectError(await shop.update(`${path}/${child.id}`, { kind: "revenue" }), 400, "parameter_invalid", "parent");
		expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
		const moved = await ok(shop.update(`${path}/${child.id}`, { kind: "revenue", parent: shopRevenue.id }));
		expect(moved).toMatchObject({ kind: "revenue", parent: shopRevenue.id });
	});

	test("null makes a category a root; a root may change kind", async () => {
		const child = await cat(shop, { parent: shopExpense.id });
		const root = await ok(shop.update(`${path}/${child.id}`, { parent: null }));
		expect(root.parent).toBeNull();
		expect((await ok(shop.update(`${path}/${child.id}`, { kind: "revenue" }))).kind).toBe("revenue");
	});

	test("a category cannot become its own ancestor: itself, its child or its grandchild", async () => {
		const top = await cat(shop, {});
		const child = await cat(shop, { parent: top.id });
		const grandchild = await cat(shop, { parent: child.id });
		for (const parent of [top.id, child.id, grandchild.id]) {
			expectError(await shop.update(`${path}/${top.id}`, { parent }), 400, "parameter_invalid", "parent");
		}
		expectError(await shop.update(`${path}/${child.id}`, { parent: grandchild.id }), 400, "parameter_invalid", "parent");
		expectError(await shop.update(`${path}/${child.id}`, { parent: child.id }), 400, "parameter_invalid", "parent");
		expect((await shop.get(`${path}/${top.id}`)).body).toEqual(top);
		expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
		// re-hanging under a category outside its own subtree is fine, and keeps the subtree
		const moved = await ok(shop.update(`${path}/${child.id}`, { parent: shopExpense.id }));
		expect(moved.parent).toBe(shopExpense.id);
		expect((await shop.get(`${path}/${grandchild.id}`)).body.parent).toBe(child.id);
		// the former top may now hang below its former grandchild, which no longer descends from it
		expect((await ok(shop.update(`${path}/${top.id}`, { parent: grandchild.id }))).parent).toBe(grandchild.id);
	});

	test("a category used by an expense cannot change kind; one used only by a product can", async () => {
		const used = await cat(shop, {});
		const expense = await make.expense(shop, { category: used.id });
		expectError(await shop.update(`${path}/${used.id}`, { kind: "revenue" }), 400, "parameter_invalid", "kind");
		expect((await shop.get(`${path}/${used.id}`)).body).toEqual(used);
		await ok(shop.del(`/v1/expenses/${expense.id}`));
		await make.product(shop, { name: "P", category: used.id });
		expect((await ok(shop.update(`${path}/${used.id}`, { kind: "revenue" }))).kind).toBe("revenue");
	});

	test("a category with children cannot change kind: its children's parent would be of the other kind", async () => {
		const top = await cat(shop, {});
		const child = await cat(shop, { parent: top.id });
		expectError(await shop.update(`${path}/${top.id}`, { kind: "revenue" }), 400, "parameter_invalid", "kind");
		expect((await shop.get(`${path}/${top.id}`)).body).toEqual(top);
		expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
	});

	test("the kind rule and the ancestor rule hold for the desktop, which may use any category of its account", async () => {
		const viaDesktop = await cat(desktop, { parent: shopExpense.id });
		expect(viaDesktop.parent).toBe(shopExpense.id);
		const theirs = await cat(otherShop, {});
		const rehung = await ok(desktop.update(`${path}/${theirs.id}`, { parent: shopExpense.id }));
		expect(rehung.parent).toBe(shopExpense.id);
		expect((await otherShop.get(`${path}/${theirs.id}`)).body.parent).toBe(shopExpense.id);
		expectError(await desktop.update(`${path}/${theirs.id}`, { parent: shopRevenue.id }), 400, "parameter_invalid", "parent");
		expectError(await desktop.update(`${path}/${shopExpense.id}`, { parent: theirs.id }), 400, "parameter_invalid", "parent");
	});
});

describe("concurrent writes", () => {
	test("concurrent re-parentings cannot close a loop between two categories", async () => {
		const pairs = await Promise.all(Array.from({ length: 12 }, async () => [await cat(shop, {}), await cat(shop, {})]));
		const results = await Promise.all(
			pairs.map(([a, b]) => Promise.all([shop.update(`${path}/${a.id}`, { parent: b.id }), shop.update(`${path}/${b.id}`, { parent: a.id })])),
		);
		for (const [i, [x, y]] of results.entries()) {
			const [a, b] = pairs[i];
			expect([x.status, y.status].sort()).toEqual([200, 400]);
			expectError(x.status === 400 ? x : y, 400, "parameter_invalid", "parent");
			const parents = [(await shop.get(`${path}/${a.id}`)).body.parent, (await shop.get(`${path}/${b.id}`)).body.parent];
			expect(parents).toEqual(x.status === 200 ? [b.id, null] : [null, a.id]);
		}
	});

	test("a child created while its parent changes kind never ends up under a parent of the other kind", async () => {
		const parents = await Promise.all(Array.from({ length: 12 }, () => cat(shop, {})));
		const results = await Promise.all(
			parents.map((p) =>
				Promise.all([shop.update(`${path}/${p.id}`, { kind: "revenue" }), shop.create(path, { name: "Child", kind: "expense", parent: p.id })]),
			),
		);
		for (const [i, [kindChange, child]] of results.entries()) {
			if (kindChange.status === 200) {
				expectError(child, 400, "parameter_invalid", "parent");
			} else {
				expectError(kindChange, 400, "parameter_invalid", "kind");
				expect(child.status).toBe(201);
			}
			expect((await shop.get(`${path}/${parents[i].id}`)).body.kind).toBe(kindChange.status === 200 ? "revenue" : "expense");
			expect(ids(await shop.get(path, `parent=${parents[i].id}`))).toHaveLength(kindChange.status === 200 ? 0 : 1);
		}
	});
});

describe("delete in use", () => {
	test("a category with a child category cannot be deleted; nothing is deleted", async () => {
		const parent = await cat(shop, {});
		const child = await cat(shop, { parent: parent.id });
		expectError(await shop.del(`${path}/${parent.id}`), 409, "resource_in_use");
		expect((await shop.get(`${path}/${parent.id}`)).body).toEqual(parent);
		expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
		await ok(shop.update(`${path}/${child.id}`, { parent: null }));
		await ok(shop.del(`${path}/${parent.id}`));
		expectError(await shop.get(`${path}/${parent.id}`), 404, "resource_missing");
	});

	test("a category used by a product or an expense cannot be deleted; nothing is deleted", async () => {
		const used = await cat(shop, {});
		const product = await make.product(shop, { name: "P", category: used.id });
		const expense = await make.expense(shop, { category: used.id });
		expectError(await shop.del(`${path}/${used.id}`), 409, "resource_in_use");
		await ok(shop.del(`/v1/products/${product.id}`));
		expectError(await shop.del(`${path}/${used.id}`), 409, "resource_in_use");
		expect((await shop.get(`${path}/${used.id}`)).body).toEqual(used);
		expect((await shop.get(`/v1/expenses/${expense.id}`)).body.category).toBe(used.id);
		await ok(shop.del(`/v1/expenses/${expense.id}`));
		await ok(shop.del(`${path}/${used.id}`));
	});

	test("a reference made by the desktop from another integration's object blocks the delete too", async () => {
		const mine = await cat(shop, {});
		const theirs = await cat(otherShop, {});
		await ok(desktop.update(`${path}/${theirs.id}`, { parent: mine.id }));
		expectError(await shop.del(`${path}/${mine.id}`), 409, "resource_in_use");
		expect((await shop.get(`${path}/${mine.id}`)).body).toEqual(mine);
	});
});

describe("which categories other types take", () => {
	test("a product's category may be of either kind", async () => {
		expect((await make.product(shop, { category: shopExpense.id })).category).toBe(shopExpense.id);
		expect((await make.product(shop, { category: shopRevenue.id })).category).toBe(shopRevenue.id);
	});

	test.each([
		["expenses", "shopRevenue", "shopExpense"],
		["revenue", "shopExpense", "shopRevenue"],
	] as const)("%s refuses a category of the other kind, on create and on update", async (name, wrong, right) => {
		const categories = { shopExpense, shopRevenue };
		const base = { description: "x", amount: 1, currency: "EUR", occurred_on: DAY };
		expectError(await shop.create(`/v1/${name}`, { ...base, category: categories[wrong].id }), 400, "parameter_invalid", "category");
		const body = await made(shop, `/v1/${name}`, { ...base, category: categories[right].id });
		expect(body.category).toBe(categories[right].id);
		expectError(await shop.update(`/v1/${name}/${body.id}`, { category: categories[wrong].id }), 400, "parameter_invalid", "category");
		expect((await shop.get(`/v1/${name}/${body.id}`)).body).toEqual(body);
	});
});
