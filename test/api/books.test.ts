import { gzipSync } from "node:zlib";
import { randomUUID } from "node:crypto";
import { Client, expectError, newAccount, request, target } from "../support/suite-api";
import { Body, DAY, importAll, listAll, made, make, nowSeconds, ok } from "../support/fixtures";

// The books snapshot (docs/books.md): what the importer publishes, the checks every create and
// update makes against it and against the account's other pending objects, the modes, dry runs,
// and what an integration may learn.

const put = (c: Client, body: Body) => request("PUT", "/v1/books", { key: c.key, body });
const patch = (c: Client, body: Body) => request("PATCH", "/v1/books", { key: c.key, body });
const dryRun = (c: Client, path: string, body: Body) => request("POST", path, { key: c.key, body, query: "dry_run=true" });

const BOOKS: Body = {
	names: { customers: ["Acme GmbH", "Inactive Ltd"], suppliers: ["Paper Co"], products: ["Chair"], categories: ["Office"] },
	name_rules: { case_insensitive: true, trim: true, shared: [["customers", "suppliers"]] },
	closed_through: "2026-01-31",
	currencies: ["EUR", "USD"],
	tax_rates: [0, 7, 19],
	references: { expenses: ["INV-1"], revenue: ["1001"], refunds: ["CN-1"] },
};

/** A live account whose desktop published BOOKS (read now, in `mode`), and an integration. */
async function booked(checks = "warn", books: Body = BOOKS) {
	const account = await newAccount("Books merchant");
	await ok(put(account.desktop, { ...books, read_at: nowSeconds(), checks }));
	return { ...account, shop: await account.integration() };
}

const codesOf = (object: Body) => object.books_warnings.map((f: Body) => [f.code, f.field]);

describe("the snapshot: PUT, PATCH and GET /v1/books", () => {
	test("PUT answers the rules, dates, codes and counts, never a name; GET answers the same; PATCH moves the version", async () => {
		const { desktop } = await newAccount();
		expectError(await request("GET", "/v1/books", { key: desktop.key }), 404, "resource_missing");
		const readAt = nowSeconds();
		const stored = await ok(put(desktop, { ...BOOKS, read_at: readAt }));
		expect(stored).toEqual({
			object: "books",
			version: 1,
			read_at: readAt,
			checks: "warn",
			name_rules: BOOKS.name_rules,
			closed_through: "2026-01-31",
			currencies: ["EUR", "USD"],
			tax_rates: [0, 7, 19],
			counts: { names: { customers: 2, suppliers: 1, products: 1, categories: 1 }, references: { expenses: 1, revenue: 1, refunds: 1 } },
			updated: expect.any(Number),
		});
		expect(JSON.stringify(stored)).not.toMatch(/Acme|Paper|INV-1/);
		expect(await ok(request("GET", "/v1/books", { key: desktop.key }))).toEqual(stored);
		const patched = await ok(
			patch(desktop, {
				read_at: readAt + 1,
				add: { names: { customers: ["New Customer", "ACME GMBH"] }, currencies: ["CHF"] },
				remove: { names: { customers: ["Inactive Ltd"] }, currencies: ["USD"], references: { expenses: ["INV-1"] } },
				closed_through: null,
				checks: "refuse",
			}),
		);
		expect(patched).toMatchObject({
			version: 2,
			read_at: readAt + 1,
			checks: "refuse",
			closed_through: null,
			currencies: ["CHF", "EUR"],
			// "ACME GMBH" is "Acme GmbH" under the books' rules: one name
			counts: { names: { customers: 2 }, references: { expenses: 0 } },
		});
	});

	test("a malformed snapshot is refused whole with a 400 naming the part at fault, and the previous one stays in force", async () => {
		const { desktop } = await newAccount();
		const first = await ok(put(desktop, { ...BOOKS, read_at: nowSeconds() }));
		expectError(await put(desktop, { ...BOOKS, read_at: nowSeconds(), names: { customers: ["ok", 5] } }), 400, "parameter_invalid", "names.customers[1]");
		expectError(await put(desktop, { ...BOOKS, read_at: nowSeconds(), names: { vendors: ["x"] } }), 400, "parameter_unknown");
		expectError(await put(desktop, { ...BOOKS, read_at: nowSeconds(), closed_through: "2026-02-30" }), 400, "parameter_invalid", "closed_through");
		expectError(await put(desktop, { ...BOOKS, read_at: nowSeconds(), currencies: ["EURO"] }), 400, "parameter_invalid", "currencies");
		expectError(
			await put(desktop, { ...BOOKS, read_at: nowSeconds(), name_rules: { ...BOOKS.name_rules, shared: [["customers"]] } }),
			400,
			"parameter_invalid",
		);
		const twice = {
			...BOOKS.name_rules,
			shared: [
				["customers", "suppliers"],
				["suppliers", "products"],
			],
		};
		expectError(await put(desktop, { ...BOOKS, read_at: nowSeconds(), name_rules: twice }), 400, "parameter_invalid", "name_rules");
		expectError(await put(desktop, { ...BOOKS }), 400, "parameter_missing", "read_at");
		expect(await ok(request("GET", "/v1/books", { key: desktop.key }))).toEqual(first);
	});

	test("the desktop key publishes; an integration may only on a test account, to rehearse", async () => {
		const live = await newAccount();
		const shop = await live.integration();
		expectError(await put(shop, { ...BOOKS, read_at: nowSeconds() }), 403, "insufficient_scope");
		expectError(await request("GET", "/v1/books", { key: shop.key }), 403, "insufficient_scope");
		const test = await newAccount("Rehearsal", undefined, "test");
		const testShop = await test.integration();
		expect((await ok(put(testShop, { ...BOOKS, read_at: nowSeconds() }))).version).toBe(1);
		expect((await ok(patch(testShop, { read_at: nowSeconds(), add: { names: { products: ["Desk"] } } }))).version).toBe(2);
	});

	test("a gzip body is taken; a PATCH before any PUT is 404", async () => {
		const { desktop } = await newAccount();
		expectError(await patch(desktop, { read_at: nowSeconds() }), 404, "resource_missing");
		const names = Array.from({ length: 5000 }, (_, i) => `Customer ${i}`);
		const body = gzipSync(JSON.stringify({ read_at: nowSeconds(), names: { customers: names } }));
		const res = await fetch(`${target().url}/v1/books`, {
			method: "PUT",
			headers: { Authorization: `Bearer ${desktop.key}`, "Content-Type": "application/json", "Content-Encoding": "gzip" },
			body,
		});
		expect(res.status).toBe(200);
		expect(((await res.json()) as Body).counts.names.customers).toBe(5000);
		const deflated = await fetch(`${target().url}/v1/books`, {
			method: "PUT",
			headers: { Authorization: `Bearer ${desktop.key}`, "Content-Type": "application/json", "Content-Encoding": "br" },
			body: "{}",
		});
		expect(deflated.status).toBe(415);
		// a small body that inflates past the endpoint's limit is refused as large, never inflated whole; one that is not gzip is no JSON
		const send = (body: Buffer) =>
			fetch(`${target().url}/v1/books`, {
				method: "PUT",
				headers: { Authorization: `Bearer ${desktop.key}`, "Content-Type": "application/json", "Content-Encoding": "gzip" },
				body,
			});
		const bomb = gzipSync(Buffer.from(`{"read_at":1,"names":{"customers":["${"a".repeat(9 * 1024 * 1024)}"]}}`));
		expect(bomb.length).toBeLessThan(64 * 1024);
		const refused = await send(bomb);
		expect({ status: refused.status, code: ((await refused.json()) as Body).error.code }).toEqual({ status: 413, code: "request_too_large" });
		const garbled = await send(Buffer.from("not gzip at all"));
		expect({ status: garbled.status, code: ((await garbled.json()) as Body).error.code }).toEqual({ status: 400, code: "invalid_json" });
	});
});

describe("checks at POST time", () => {
	test("each finding uses the importer's reason code and names the field; nothing names another object", async () => {
		const { shop } = await booked();
		expect(codesOf(await make.customer(shop, { name: "  acme gmbh " }))).toEqual([["name_in_use", "name"]]);
		// customers and suppliers share one namespace in these books
		expect(codesOf(await make.supplier(shop, { name: "ACME GMBH" }))).toEqual([["name_in_use", "name"]]);
		expect(codesOf(await make.product(shop, { name: "chair", tax_rate: 5 }))).toEqual([
			["name_in_use", "name"],
			["invalid_data", "tax_rate"],
		]);
		expect(codesOf(await make.category(shop, { name: "office" }))).toEqual([["name_in_use", "name"]]);
		const expense = await make.expense(shop, { reference: "INV-1", occurred_on: "2026-01-31", currency: "GBP" });
		expect(codesOf(expense)).toEqual([
			["duplicate", "reference"],
			["period_locked", "occurred_on"],
			["invalid_data", "currency"],
		]);
		expect(expense.books_warnings[1]).toEqual({
			code: "period_locked",
			field: "occurred_on",
			message: expect.stringContaining("2026-01-31"),
			books_read_at: expect.any(Number),
		});
		const clean = await make.revenue(shop, { reference: "1002", occurred_on: "2026-02-01" });
		expect({ check: clean.books_check, warnings: clean.books_warnings }).toEqual({ check: "checked", warnings: [] });
		const revenue = await make.revenue(shop, { reference: "1001" });
		expect(codesOf(await make.refund(shop, revenue.id, { reference: "CN-1" }))).toEqual([["duplicate", "reference"]]);
		// a reference of another type is no duplicate
		expect(codesOf(await make.expense(shop, { reference: "1001" }))).toEqual([]);
	});

	test("two pending objects of one name collide, across integrations and in one bulk; an object never collides with itself", async () => {
		const account = await booked();
		const other = await account.integration();
		const first = await make.customer(account.shop, { name: "Zed" });
		expect(codesOf(first)).toEqual([]);
		const second = await make.supplier(other, { name: " zed" });
		expect(codesOf(second)).toEqual([["name_in_use", "name"]]);
		expect(second.books_warnings[0].message).not.toContain(first.id);
		expect(second.books_warnings[0].message).toMatch(/pending/);
		// an update that keeps its own name, or changes another field, finds nothing new
		const kept = await ok(account.shop.update(`/v1/customers/${first.id}`, { email: "zed@example.com" }));
		expect(codesOf(kept)).toEqual([["name_in_use", "name"]]);
		const renamed = await ok(other.update(`/v1/suppliers/${second.id}`, { name: "Zed Supplies" }));
		expect(codesOf(renamed)).toEqual([]);
		const alone = await ok(account.shop.update(`/v1/customers/${first.id}`, { name: "Zed" }));
		expect(codesOf(alone)).toEqual([]);
		const bulk = await ok(
			account.shop.create("/v1/expenses/bulk", {
				objects: [0, 1].map(() => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, reference: "R-9" })),
			}),
		);
		expect(bulk.data.map((item: Body) => codesOf(item.object))).toEqual([[], [["duplicate", "reference"]]]);
	});

	test("refuse: 409 books_conflict with each finding, nothing stored; off: stored unchecked", async () => {
		const refusing = await booked("refuse");
		const res = await refusing.shop.create("/v1/customers", { name: "Acme GmbH" });
		expectError(res, 409, "books_conflict", "name");
		expect(res.body.error.findings).toEqual([{ code: "name_in_use", field: "name", message: expect.any(String), books_read_at: expect.any(Number) }]);
		expect((await listAll(refusing.shop, "/v1/customers")).length).toBe(0);
		const bulk = await ok(refusing.shop.create("/v1/customers/bulk", { objects: [{ name: "acme gmbh" }, { name: "Fresh" }] }));
		expect(bulk.data.map((item: Body) => item.status)).toEqual([409, 201]);
		expect(bulk.data[0].error.findings[0].code).toBe("name_in_use");
		const update = await refusing.shop.update(`/v1/customers/${bulk.data[1].object.id}`, { name: "Paper Co" });
		expectError(update, 409, "books_conflict", "name");

		const off = await booked("off");
		const unchecked = await make.customer(off.shop, { name: "Acme GmbH" });
		expect({ check: unchecked.books_check, warnings: unchecked.books_warnings }).toEqual({ check: "off", warnings: [] });
	});

	test("freshness: no snapshot is unknown; an import after the books were read is may_have_moved; the account shows the snapshot", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		expect((await ok(shop.get("/v1/account"))).books).toBeNull();
		expect((await make.customer(shop, { name: "Acme GmbH" })).books_check).toBe("unknown");
		const readAt = nowSeconds() - 60;
		await ok(put(account.desktop, { ...BOOKS, read_at: readAt }));
		expect((await ok(shop.get("/v1/account"))).books).toEqual({ version: 1, read_at: readAt, checks: "warn" });
		expect((await make.customer(shop, { name: "Someone" })).books_check).toBe("checked");
		await importAll(account.desktop, [(await make.supplier(shop, { name: "Imported" })).id]);
		const moved = await make.customer(shop, { name: "Acme GmbH" });
		expect(moved.books_check).toBe("may_have_moved");
		expect(codesOf(moved)).toEqual([["name_in_use", "name"]]);
		await ok(patch(account.desktop, { read_at: nowSeconds() + 1, add: { names: { suppliers: ["Imported"] } } }));
		expect((await make.customer(shop, { name: "imported" })).books_check).toBe("checked");
	});

	test("the desktop key lists the pending objects that carry findings; findings ride in the object's events", async () => {
		const { desktop, shop } = await booked();
		const flagged = await make.customer(shop, { name: "Acme GmbH" });
		const clean = await make.customer(shop, { name: "Clean" });
		const listed = await listAll(desktop, "/v1/customers", "books_warnings=true");
		expect(listed.map((c) => c.id)).toEqual([flagged.id]);
		expect((await listAll(shop, "/v1/customers", "books_warnings=true")).map((c) => c.id)).toEqual([flagged.id]);
		await importAll(desktop, [clean.id, flagged.id]);
		expect(await listAll(desktop, "/v1/customers", "books_warnings=true")).toEqual([]);
		const events = await listAll(shop, "/v1/events");
		const imported = events.find((e) => e.data.object.id === flagged.id);
		expect(imported?.data.object.books_warnings.map((f: Body) => f.code)).toEqual(["name_in_use"]);
	});
});

describe("dry runs", () => {
	test("a dry run answers 200 with the object it would store, id null, storing nothing and needing no Idempotency-Key, whatever the mode", async () => {
		const { shop } = await booked("off");
		const res = await dryRun(shop, "/v1/customers", { name: "acme gmbh", email: "a@example.com" });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id: null, object: "customer", name: "acme gmbh", email: "a@example.com", books_check: "checked" });
		expect(codesOf(res.body)).toEqual([["name_in_use", "name"]]);
		const expense = await dryRun(shop, "/v1/expenses", { description: "x", amount: 1, currency: "GBP", occurred_on: DAY });
		expect({ status: expense.status, id: expense.body.id, codes: codesOf(expense.body) }).toEqual({
			status: 200,
			id: null,
			codes: [["invalid_data", "currency"]],
		});
		expect((await listAll(shop, "/v1/customers")).length).toBe(0);
		expect((await listAll(shop, "/v1/events")).length).toBe(0);
		// a dry run's own rules are the create's: an invalid object is refused as the create would
		expectError(await dryRun(shop, "/v1/customers", { name: "" }), 400, "parameter_invalid", "name");
		expectError(
			await dryRun(shop, "/v1/revenue", { description: "x", amount: 1, currency: "EUR", occurred_on: DAY, customer: "cus_nope" }),
			400,
			"resource_missing",
			"customer",
		);
	});

	test("a bulk dry run answers each object as it would be stored (200, id null), two of one name colliding, and stores none", async () => {
		const { shop } = await booked("refuse");
		const res = await dryRun(shop, "/v1/categories/bulk", {
			objects: [{ name: "Travel", kind: "expense" }, { name: "travel", kind: "expense" }, { name: "x" }],
		});
		expect(res.status).toBe(200);
		expect(res.body.data.map((item: Body) => [item.status, item.object?.id ?? null, item.object ? codesOf(item.object) : item.error.code])).toEqual([
			[200, null, []],
			[200, null, [["name_in_use", "name"]]],
			[400, null, "parameter_missing"],
		]);
		expect((await listAll(shop, "/v1/categories")).length).toBe(0);
	});

	test("dry_run takes true or false, and only on creates", async () => {
		const { shop } = await booked();
		expectError(await request("POST", "/v1/customers", { key: shop.key, body: { name: "A" }, query: "dry_run=yes" }), 400, "parameter_invalid", "dry_run");
		const real = await request("POST", "/v1/customers", { key: shop.key, body: { name: "A" }, query: "dry_run=false", idempotencyKey: randomUUID() });
		expect({ status: real.status, id: real.body.id }).toEqual({ status: 201, id: expect.stringMatching(/^cus_/) });
		expectError(
			await request("POST", `/v1/customers/${real.body.id}`, { key: shop.key, body: { name: "B" }, query: "dry_run=true" }),
			400,
			"parameter_unknown",
			"dry_run",
		);
		// a dry run claims no key: the same key then creates for real
		const key = randomUUID();
		expect((await request("POST", "/v1/suppliers", { key: shop.key, body: { name: "S" }, query: "dry_run=true", idempotencyKey: key })).status).toBe(200);
		expect((await request("POST", "/v1/suppliers", { key: shop.key, body: { name: "S" }, idempotencyKey: key })).status).toBe(201);
		expect((await made(shop, "/v1/suppliers", { name: "T" })).id).toMatch(/^sup_/);
	});
});
