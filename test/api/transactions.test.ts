import { Client, expectError, newAccount, Reply, request } from "../support/api";

// Expenses, revenue, refunds and line items: docs/api.md and SPEC.md "Resources and their fields",
// "Validation rules".

type Body = Record<string, any>;

const MAX = 1e15;
const DAY = "2026-02-03";
const PENDING = { status: "pending", batch: null, imported_at: null, local_ref: null };

/** The objects an integration's transactions may reference, all its own. */
interface Refs {
	supplier: string;
	customer: string;
	expenseCategory: string;
	revenueCategory: string;
	product: string;
	/** A revenue of 10^15 EUR: room for any number of small refunds. */
	revenue: string;
}

let account: Awaited<ReturnType<typeof newAccount>>;
let shop: Client;
let otherShop: Client;
let desktop: Client;
let mine: Refs;
let theirs: Refs;

/** Creates and insists on 201: set-up steps whose failure would make a later assertion meaningless. */
async function made(c: Client, path: string, body: Body): Promise<Body> {
	const res = await c.create(path, body);
	if (res.status !== 201) throw new Error(`POST ${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

const sale = (amount: number, currency = "EUR", extra: Body = {}) => ({ description: "Sale", amount, currency, occurred_on: DAY, ...extra });
const refundOf = (revenue: string, amount: number, currency = "EUR", extra: Body = {}) => ({ revenue, amount, currency, occurred_on: DAY, ...extra });

async function makeRefs(c: Client): Promise<Refs> {
	const [supplier, customer, expenseCategory, revenueCategory, product, revenue] = await Promise.all([
		made(c, "/v1/suppliers", { name: "Paper Co" }),
		made(c, "/v1/customers", { name: "Jane Doe" }),
		made(c, "/v1/categories", { name: "Office", kind: "expense" }),
		made(c, "/v1/categories", { name: "Sales", kind: "revenue" }),
		made(c, "/v1/products", { name: "Chair" }),
		made(c, "/v1/revenue", sale(MAX)),
	]);
	return {
		supplier: supplier.id,
		customer: customer.id,
		expenseCategory: expenseCategory.id,
		revenueCategory: revenueCategory.id,
		product: product.id,
		revenue: revenue.id,
	};
}

beforeAll(async () => {
	account = await newAccount();
	desktop = account.desktop;
	[shop, otherShop] = await Promise.all([account.integration(), account.integration()]);
	[mine, theirs] = await Promise.all([makeRefs(shop), makeRefs(otherShop)]);
});

const ids = (res: Reply) => res.body.data.map((o: { id: string }) => o.id);

// ---- The three types, declared as the SPEC tables state them.

interface Kind {
	name: "expenses" | "revenue" | "refunds";
	object: string;
	prefix: string;
	required: string[];
	/** String fields and their maximum length. */
	strings: Array<[string, number]>;
	money: string[];
	/** Reference fields: the field, the key in Refs of a valid target, the key of an object of another type. */
	references: Array<[string, keyof Refs, keyof Refs]>;
	/** A valid body of the required fields only; a refund gets a fresh 10^15 revenue of the caller. */
	minimal(c: Client): Promise<Body>;
	/** A valid body with every field set. */
	full(c: Client, r: Refs): Promise<Body>;
}

const KINDS: Kind[] = [
	{
		name: "expenses",
		object: "expense",
		prefix: "exp",
		required: ["description", "amount", "currency", "occurred_on"],
		strings: [
			["description", 500],
			["payment_method", 40],
			["reference", 120],
			["notes", 20000],
		],
		money: ["amount", "tax_amount"],
		references: [
			["supplier", "supplier", "customer"],
			["category", "expenseCategory", "product"],
		],
		minimal: async () => ({ description: "Office chairs", amount: 11900, currency: "EUR", occurred_on: DAY }),
		full: async (_c, r) => ({
			description: "Office chairs",
			amount: 11900,
			currency: "EUR",
			tax_amount: 1900,
			occurred_on: DAY,
			supplier: r.supplier,
			category: r.expenseCategory,
			payment_method: "card",
			reference: "INV-2026-001",
			notes: "Two chairs for the back office.",
			metadata: { order: "42" },
		}),
	},
	{
		name: "revenue",
		object: "revenue",
		prefix: "rev",
		required: ["description", "amount", "currency", "occurred_on"],
		strings: [
			["description", 500],
			["payment_method", 40],
			["reference", 120],
			["notes", 20000],
		],
		money: ["amount", "tax_amount", "discount_amount", "fee_amount"],
		references: [
			["customer", "customer", "supplier"],
			["category", "revenueCategory", "customer"],
		],
		minimal: async () => ({ description: "Order #1001", amount: 5000, currency: "EUR", occurred_on: DAY }),
		full: async (_c, r) => ({
			description: "Order #1001",
			amount: 5000,
			currency: "EUR",
			tax_amount: 798,
			discount_amount: 500,
			fee_amount: 175,
			occurred_on: DAY,
			customer: r.customer,
			category: r.revenueCategory,
			payment_method: "paypal",
			reference: "SO-1001",
			notes: "Shipped with DHL.",
			metadata: { shop_order: "1001" },
		}),
	},
	{
		name: "refunds",
		object: "refund",
		prefix: "re",
		required: ["revenue", "amount", "currency", "occurred_on"],
		strings: [
			["reason", 255],
			["reference", 120],
		],
		money: ["amount"],
		references: [["revenue", "revenue", "customer"]],
		minimal: async (c) => refundOf((await made(c, "/v1/revenue", sale(MAX))).id, 100),
		full: async (c) => ({
			...refundOf((await made(c, "/v1/revenue", sale(MAX))).id, 2500),
			reason: "Damaged on arrival",
			reference: "RMA-7",
			metadata: { ticket: "T-9" },
		}),
	},
];

const BAD_AMOUNTS: Array<[string, unknown]> = [
	["a decimal", 19.99],
	["a fraction below 1", 0.5],
	["a numeric string", "1999"],
	["a boolean", true],
	["a negative number", -1],
	["more than 10^15", MAX + 1],
];

const BAD_DATES: unknown[] = [
	"2026-02-29",
	"2026-02-30",
	"2026-04-31",
	"2026-13-01",
	"2026-00-10",
	"2026-01-00",
	"1900-02-29",
	"2026-2-3",
	"20260203",
	"2026-02-03T00:00:00Z",
	"03.02.2026",
	"",
	20260203,
];

describe.each(KINDS)("$name", (kind) => {
	const path = `/v1/${kind.name}`;
	const optionalStrings = kind.strings.filter(([name]) => !kind.required.includes(name));

	describe("create", () => {
		test("returns every field, an id, timestamps and a pending import; retrieve returns the same", async () => {
			const body = await kind.full(shop, mine);
			const before = Math.floor(Date.now() / 1000);
			const res = await shop.create(path, body);
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				id: expect.stringMatching(new RegExp(`^${kind.prefix}_[0-9A-Za-z]{24}$`)),
				object: kind.object,
				...body,
				import: PENDING,
				created: expect.any(Number),
				updated: expect.any(Number),
			});
			expect(res.body.created).toBeGreaterThanOrEqual(before);
			expect(res.body.updated).toBe(res.body.created);
			expect((await shop.get(`${path}/${res.body.id}`)).body).toEqual(res.body);
			expect((await desktop.get(`${path}/${res.body.id}`)).body).toEqual(res.body);
			expectError(await otherShop.get(`${path}/${res.body.id}`), 404, "resource_missing");
		});

		test("absent optional fields are null and metadata is {}", async () => {
			const body = await kind.minimal(shop);
			const res = await shop.create(path, body);
			expect(res.status).toBe(201);
			const optional = Object.keys(await kind.full(shop, mine)).filter((f) => !(f in body) && f !== "metadata");
			expect(optional.length).toBeGreaterThan(0);
			for (const f of optional) expect([f, res.body[f]]).toEqual([f, null]);
			expect(res.body.metadata).toEqual({});
		});

		test.each(kind.required)("%s is required and cannot be null", async (f) => {
			const { [f]: _, ...without } = await kind.minimal(shop);
			expectError(await shop.create(path, without), 400, "parameter_missing", f);
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: null }), 400, "parameter_invalid", f);
		});

		test.each(kind.strings)("%s accepts %i characters and refuses one more", async (f, max) => {
			const ok = await shop.create(path, { ...(await kind.minimal(shop)), [f]: "x".repeat(max) });
			expect(ok.status).toBe(201);
			expect(ok.body[f]).toHaveLength(max);
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: "x".repeat(max + 1) }), 400, "parameter_invalid", f);
		});

		test.each(kind.strings)("%s must be a string", async (f) => {
			for (const value of [12, ["x"], { x: "y" }, true]) {
				expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: value }), 400, "parameter_invalid", f);
			}
		});

		if (optionalStrings.length) {
			test.each(optionalStrings)("optional %s sent as an empty string is stored as null", async (f) => {
				const res = await shop.create(path, { ...(await kind.minimal(shop)), [f]: "" });
				expect(res.status).toBe(201);
				expect(res.body[f]).toBeNull();
			});
		}

		if (kind.required.includes("description")) {
			test("the required description may not be empty", async () => {
				expectError(await shop.create(path, { ...(await kind.minimal(shop)), description: "" }), 400, "parameter_invalid", "description");
			});
		}

		test("an unknown field, or a field of another type, is parameter_unknown", async () => {
			const foreign = kind.name === "expenses" ? "customer" : kind.name === "revenue" ? "supplier" : "tax_amount";
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), colour: "red" }), 400, "parameter_unknown", "colour");
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [foreign]: "x" }), 400, "parameter_unknown", foreign);
		});

		test("metadata must be an object of strings", async () => {
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), metadata: { n: 1 } }), 400, "parameter_invalid", "metadata.n");
			const ok = await shop.create(path, { ...(await kind.minimal(shop)), metadata: { a: "1" } });
			expect(ok.body.metadata).toEqual({ a: "1" });
		});
	});

	describe("money", () => {
		/** amount is 10^15 so that a tax of up to 10^15 stays within it; a refund's revenue is 10^15 too. */
		const withMoney = async (f: string, value: unknown) => ({ ...(await kind.minimal(shop)), amount: MAX, [f]: value });

		test.each(kind.money.flatMap((f) => [0, 1, MAX].map((v) => [f, v] as [string, number])))("%s accepts %p", async (f, value) => {
			const res = await shop.create(path, await withMoney(f, value));
			expect(res.status).toBe(201);
			expect(res.body[f]).toBe(value);
			expect((await shop.get(`${path}/${res.body.id}`)).body[f]).toBe(value);
		});

		test.each(kind.money.flatMap((f) => BAD_AMOUNTS.map(([what, v]) => [f, what, v] as [string, string, unknown])))(
			"%s refuses %s (%p) with parameter_invalid_amount",
			async (f, _what, value) => {
				expectError(await shop.create(path, await withMoney(f, value)), 400, "parameter_invalid_amount", f);
			},
		);
	});

	describe("currency", () => {
		test.each(["eur", "Eur", "EUR"])("%p is stored as EUR", async (currency) => {
			const res = await shop.create(path, { ...(await kind.minimal(shop)), currency });
			expect(res.status).toBe(201);
			expect(res.body.currency).toBe("EUR");
		});

		test.each(["XXX", "EURO", "E", "eu", "", 978, null])("%p is refused", async (currency) => {
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), currency }), 400, "parameter_invalid", "currency");
		});
	});

	describe("occurred_on", () => {
		test.each(["2024-02-29", "2000-02-29", "2026-12-31", "2026-01-01"])("%p is a calendar date", async (occurred_on) => {
			const res = await shop.create(path, { ...(await kind.minimal(shop)), occurred_on });
			expect(res.status).toBe(201);
			expect(res.body.occurred_on).toBe(occurred_on);
		});

		test.each(BAD_DATES)("%p is refused", async (occurred_on) => {
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), occurred_on }), 400, "parameter_invalid", "occurred_on");
		});
	});

	describe("references", () => {
		test.each(kind.references)("%s names an object of the caller", async (f, own) => {
			const res = await shop.create(path, { ...(await kind.minimal(shop)), [f]: mine[own] });
			expect(res.status).toBe(201);
			expect(res.body[f]).toBe(mine[own]);
		});

		test.each(kind.references)("%s naming another integration's object is 400 resource_missing", async (f, own) => {
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: theirs[own] }), 400, "resource_missing", f);
		});

		test.each(kind.references)("%s naming nothing, or an object of another type, is 400 resource_missing", async (f, _own, wrongType) => {
			const missing = `${mine[_own].split("_")[0]}_${"0".repeat(24)}`;
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: missing }), 400, "resource_missing", f);
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: mine[wrongType] }), 400, "resource_missing", f);
			expectError(await shop.create(path, { ...(await kind.minimal(shop)), [f]: 12 }), 400, "parameter_invalid", f);
		});

		test.each(kind.references)("%s: the desktop sees the whole account and may name any integration's object", async (f, own) => {
			const res = await desktop.create(path, { ...(await kind.minimal(desktop)), [f]: theirs[own] });
			expect(res.status).toBe(201);
			expect(res.body[f]).toBe(theirs[own]);
		});

		test.each(kind.references)("%s naming another account's object is refused even for the desktop", async (f, own) => {
			const strangers = await makeRefs(await (await newAccount()).integration());
			expectError(await desktop.create(path, { ...(await kind.minimal(desktop)), [f]: strangers[own] }), 400, "resource_missing", f);
		});

		test.each(kind.references)("%s on update: another integration's object is refused and nothing changes", async (f, own) => {
			const { body } = await shop.create(path, await kind.full(shop, mine));
			expectError(await shop.update(`${path}/${body.id}`, { [f]: theirs[own], reference: "changed" }), 400, "resource_missing", f);
			expect((await shop.get(`${path}/${body.id}`)).body).toEqual(body);
		});
	});

	describe("update", () => {
		test("changes only the fields sent", async () => {
			const { body } = await shop.create(path, await kind.full(shop, mine));
			const res = await shop.update(`${path}/${body.id}`, { reference: "NEW-1", occurred_on: "2026-03-01", currency: "eur", metadata: { b: "2" } });
			expect(res.status).toBe(200);
			expect(res.body).toEqual({
				...body,
				reference: "NEW-1",
				occurred_on: "2026-03-01",
				metadata: { ...body.metadata, b: "2" },
				updated: expect.any(Number),
			});
			expect(res.body.updated).toBeGreaterThanOrEqual(body.updated);
			expect((await shop.get(`${path}/${body.id}`)).body).toEqual(res.body);
		});

		test("null clears an optional field; required fields cannot be cleared", async () => {
			const { body } = await shop.create(path, await kind.full(shop, mine));
			const cleared = await shop.update(`${path}/${body.id}`, { reference: null });
			expect(cleared.status).toBe(200);
			expect(cleared.body.reference).toBeNull();
			for (const f of kind.required) expectError(await shop.update(`${path}/${body.id}`, { [f]: null }), 400, "parameter_invalid", f);
			expect((await shop.get(`${path}/${body.id}`)).body).toEqual(cleared.body);
		});

		test("validates like create and changes nothing on error", async () => {
			const { body } = await shop.create(path, await kind.full(shop, mine));
			const at = `${path}/${body.id}`;
			expectError(await shop.update(at, { reference: "X", amount: 19.99 }), 400, "parameter_invalid_amount", "amount");
			expectError(await shop.update(at, { reference: "X", amount: "100" }), 400, "parameter_invalid_amount", "amount");
			expectError(await shop.update(at, { reference: "X", occurred_on: "2026-02-30" }), 400, "parameter_invalid", "occurred_on");
			expectError(await shop.update(at, { reference: "X", currency: "EURO" }), 400, "parameter_invalid", "currency");
			expectError(await shop.update(at, { reference: "x".repeat(121) }), 400, "parameter_invalid", "reference");
			expectError(await shop.update(at, { reference: "X", colour: "red" }), 400, "parameter_unknown", "colour");
			expect((await shop.get(at)).body).toEqual(body);
		});

		test("of another integration's object or an unknown id is 404", async () => {
			const { body } = await otherShop.create(path, await kind.minimal(otherShop));
			expectError(await shop.update(`${path}/${body.id}`, { reference: "mine now" }), 404, "resource_missing");
			expectError(await shop.update(`${path}/${kind.prefix}_nope`, { reference: "X" }), 404, "resource_missing");
			expect((await otherShop.get(`${path}/${body.id}`)).body).toEqual(body);
		});
	});

	describe("delete", () => {
		test("withdraws a pending object: 200 with deleted, then 404", async () => {
			const { body } = await shop.create(path, await kind.minimal(shop));
			const res = await shop.del(`${path}/${body.id}`);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ id: body.id, object: kind.object, deleted: true });
			expectError(await shop.get(`${path}/${body.id}`), 404, "resource_missing");
			expectError(await shop.del(`${path}/${body.id}`), 404, "resource_missing");
		});

		test("another integration cannot delete it", async () => {
			const { body } = await shop.create(path, await kind.minimal(shop));
			expectError(await otherShop.del(`${path}/${body.id}`), 404, "resource_missing");
			expect((await shop.get(`${path}/${body.id}`)).body).toEqual(body);
		});
	});
});

// ---- Rules across fields and objects.

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

describe("category kind", () => {
	test.each([
		["expenses", { description: "x", amount: 1, currency: "EUR", occurred_on: DAY }, "revenueCategory", "expenseCategory"],
		["revenue", { description: "x", amount: 1, currency: "EUR", occurred_on: DAY }, "expenseCategory", "revenueCategory"],
	] as Array<[string, Body, keyof Refs, keyof Refs]>)("%s refuses a category of the other kind, on create and on update", async (name, base, wrong, right) => {
		expectError(await shop.create(`/v1/${name}`, { ...base, category: mine[wrong] }), 400, "parameter_invalid", "category");
		const { body } = await shop.create(`/v1/${name}`, { ...base, category: mine[right] });
		expect(body.category).toBe(mine[right]);
		expectError(await shop.update(`/v1/${name}/${body.id}`, { category: mine[wrong] }), 400, "parameter_invalid", "category");
		expect((await shop.get(`/v1/${name}/${body.id}`)).body).toEqual(body);
	});
});

describe("delete of a referenced object", () => {
	test.each([
		["supplier", "/v1/suppliers", { name: "S" }, "/v1/expenses", (id: string) => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, supplier: id })],
		["customer", "/v1/customers", { name: "C" }, "/v1/revenue", (id: string) => sale(1, "EUR", { customer: id })],
		["category", "/v1/categories", { name: "K", kind: "expense" }, "/v1/expenses", (id: string) => ({ description: "x", amount: 1, currency: "EUR", occurred_on: DAY, category: id })],
	] as Array<[string, string, Body, string, (id: string) => Body]>)(
		"a %s used by a transaction is 409 resource_in_use until the transaction is gone",
		async (_what, refPath, refBody, path, using) => {
			const ref = await made(shop, refPath, refBody);
			const tx = await made(shop, path, using(ref.id));
			expectError(await shop.del(`${refPath}/${ref.id}`), 409, "resource_in_use");
			expect((await shop.get(`${refPath}/${ref.id}`)).body).toEqual(ref);
			expect((await shop.del(`${path}/${tx.id}`)).status).toBe(200);
			expect((await shop.del(`${refPath}/${ref.id}`)).status).toBe(200);
		},
	);
});

describe("refunds of a revenue", () => {
	test("must be in the revenue's currency", async () => {
		const rev = await made(shop, "/v1/revenue", sale(1000, "usd"));
		expect(rev.currency).toBe("USD");
		expectError(await shop.create("/v1/refunds", refundOf(rev.id, 100, "EUR")), 400, "currency_mismatch", "currency");
		expect((await shop.get("/v1/refunds", `revenue=${rev.id}`)).body.data).toEqual([]);
		const ok = await shop.create("/v1/refunds", refundOf(rev.id, 100, "usd"));
		expect(ok.status).toBe(201);
		expect(ok.body.currency).toBe("USD");
	});

	test("never add up to more than the revenue; the error states what is still refundable", async () => {
		const rev = await made(shop, "/v1/revenue", sale(1000));
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
		const rev = await made(shop, "/v1/revenue", sale(1000));
		const first = await made(shop, "/v1/refunds", refundOf(rev.id, 700));
		await made(shop, "/v1/refunds", refundOf(rev.id, 300));
		expect((await shop.del(`/v1/refunds/${first.id}`)).status).toBe(200);
		expect((await shop.create("/v1/refunds", refundOf(rev.id, 701))).body.error.refundable_amount).toBe(700);
		expect((await shop.create("/v1/refunds", refundOf(rev.id, 700))).status).toBe(201);
	});

	test("an update re-checks the total without counting the refund itself", async () => {
		const rev = await made(shop, "/v1/revenue", sale(1000));
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
		const full = await made(shop, "/v1/revenue", sale(500));
		await made(shop, "/v1/refunds", refundOf(full.id, 450));
		const roomy = await made(shop, "/v1/revenue", sale(1000));
		const refund = await made(shop, "/v1/refunds", refundOf(roomy.id, 100));
		const moved = await shop.update(`/v1/refunds/${refund.id}`, { revenue: full.id });
		expectError(moved, 400, "refund_exceeds_remaining", "amount");
		expect(moved.body.error.refundable_amount).toBe(50);
		expectError(await shop.update(`/v1/refunds/${refund.id}`, { currency: "USD" }), 400, "currency_mismatch", "currency");
		expectError(await shop.update(`/v1/refunds/${refund.id}`, { revenue: theirs.revenue }), 400, "resource_missing", "revenue");
		expect((await shop.get(`/v1/refunds/${refund.id}`)).body).toEqual(refund);
		expect((await shop.update(`/v1/refunds/${refund.id}`, { revenue: full.id, amount: 50 })).body).toMatchObject({ revenue: full.id, amount: 50 });
	});

	test("a revenue cannot drop below what was refunded; nothing changes when refused", async () => {
		const rev = await made(shop, "/v1/revenue", sale(1000));
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
		const rev = await made(shop, "/v1/revenue", sale(1000));
		const bare = await made(shop, "/v1/revenue", sale(1000));
		await made(shop, "/v1/refunds", refundOf(rev.id, 100));
		expectError(await shop.update(`/v1/revenue/${rev.id}`, { currency: "USD", description: "changed" }), 400, "currency_mismatch", "currency");
		expect((await shop.get(`/v1/revenue/${rev.id}`)).body).toEqual(rev);
		expect((await shop.update(`/v1/revenue/${rev.id}`, { currency: "eur" })).status).toBe(200);
		expect((await shop.update(`/v1/revenue/${bare.id}`, { currency: "usd" })).body.currency).toBe("USD");
	});

	test("a revenue with refunds cannot be deleted: 409 resource_in_use, until its refunds are gone", async () => {
		const rev = await made(shop, "/v1/revenue", sale(1000));
		const refund = await made(shop, "/v1/refunds", refundOf(rev.id, 100));
		expectError(await shop.del(`/v1/revenue/${rev.id}`), 409, "resource_in_use");
		expect((await shop.get(`/v1/revenue/${rev.id}`)).body).toEqual(rev);
		expect((await shop.del(`/v1/refunds/${refund.id}`)).status).toBe(200);
		expect((await shop.del(`/v1/revenue/${rev.id}`)).status).toBe(200);
		expectError(await shop.get(`/v1/revenue/${rev.id}`), 404, "resource_missing");
	});
});

// ---- Lists and their filters.

/** Six objects per type, oldest first; `a`/`b` name the two reference targets, `x`/`y` two categories. */
const ROWS = [
	{ occurred_on: "2026-01-10", currency: "EUR", reference: "INV-1", ref: "a", category: "x" },
	{ occurred_on: "2026-01-20", currency: "EUR", reference: "INV-2", ref: "b", category: null },
	{ occurred_on: "2026-01-20", currency: "USD", reference: "INV-2", ref: "a", category: "y" },
	{ occurred_on: "2026-02-01", currency: "EUR", reference: "INV-3", ref: null, category: "x" },
	{ occurred_on: "2026-03-15", currency: "USD", reference: "INV-4", ref: "b", category: "x" },
	{ occurred_on: "2026-12-31", currency: "EUR", reference: null, ref: "a", category: null },
] as const;

const COMMON_FILTERS: Array<[string, number[]]> = [
	["currency=EUR", [0, 1, 3, 5]],
	["currency=eur", [0, 1, 3, 5]],
	["currency=usd", [2, 4]],
	["occurred_on=2026-01-20", [1, 2]],
	["occurred_on[gte]=2026-01-20", [1, 2, 3, 4, 5]],
	["occurred_on[gt]=2026-01-20", [3, 4, 5]],
	["occurred_on[lte]=2026-02-01", [0, 1, 2, 3]],
	["occurred_on[lt]=2026-02-01", [0, 1, 2]],
	["occurred_on[gt]=2026-01-10&occurred_on[lt]=2026-03-15", [1, 2, 3]],
	["occurred_on[gte]=2026-01-20&occurred_on[lte]=2026-01-20", [1, 2]],
	["occurred_on[gte]=2026-01-15&currency=eur", [1, 3, 5]],
	["import_status=pending", [0, 1, 2, 3, 4, 5]],
	["import_status=imported", []],
	["import_status=rejected", []],
];

const BAD_FILTERS: Array<[string, string, string]> = [
	["occurred_on[gte]=2026-13-01", "parameter_invalid", "occurred_on[gte]"],
	["occurred_on[lt]=2026-02-30", "parameter_invalid", "occurred_on[lt]"],
	["occurred_on[gt]=yesterday", "parameter_invalid", "occurred_on[gt]"],
	["occurred_on=20260120", "parameter_invalid", "occurred_on"],
	["occurred_on[eq]=2026-01-20", "parameter_unknown", "occurred_on[eq]"],
	["occurred_on[from]=2026-01-20", "parameter_unknown", "occurred_on[from]"],
	["currency=EURO", "parameter_invalid", "currency"],
	["import_status=done", "parameter_invalid", "import_status"],
];

interface ListCase {
	name: "expenses" | "revenue" | "refunds";
	/** Creates the reference targets a, b (and categories x, y) for the lister. */
	targets(c: Client): Promise<Record<string, string>>;
	body(row: (typeof ROWS)[number], t: Record<string, string>, i: number): Body;
	filters: Array<[string, number[]]>;
	unknown: string;
}

const LIST_CASES: ListCase[] = [
	{
		name: "expenses",
		targets: async (c) => ({
			a: (await made(c, "/v1/suppliers", { name: "A" })).id,
			b: (await made(c, "/v1/suppliers", { name: "B" })).id,
			x: (await made(c, "/v1/categories", { name: "X", kind: "expense" })).id,
			y: (await made(c, "/v1/categories", { name: "Y", kind: "expense" })).id,
		}),
		body: (row, t, i) => ({
			description: `Expense ${i}`,
			amount: 100 + i,
			currency: row.currency,
			occurred_on: row.occurred_on,
			reference: row.reference,
			supplier: row.ref && t[row.ref],
			category: row.category && t[row.category],
		}),
		filters: [
			["supplier={a}", [0, 2, 5]],
			["supplier={b}", [1, 4]],
			["category={x}", [0, 3, 4]],
			["category={y}", [2]],
			["reference=INV-2", [1, 2]],
			["reference=inv-2", []],
			["reference=INV-2&supplier={a}", [2]],
		],
		unknown: "customer",
	},
	{
		name: "revenue",
		targets: async (c) => ({
			a: (await made(c, "/v1/customers", { name: "A" })).id,
			b: (await made(c, "/v1/customers", { name: "B" })).id,
			x: (await made(c, "/v1/categories", { name: "X", kind: "revenue" })).id,
			y: (await made(c, "/v1/categories", { name: "Y", kind: "revenue" })).id,
		}),
		body: (row, t, i) => ({
			description: `Sale ${i}`,
			amount: 100 + i,
			currency: row.currency,
			occurred_on: row.occurred_on,
			reference: row.reference,
			customer: row.ref && t[row.ref],
			category: row.category && t[row.category],
		}),
		filters: [
			["customer={a}", [0, 2, 5]],
			["customer={b}", [1, 4]],
			["category={x}", [0, 3, 4]],
			["category={y}", [2]],
			["reference=INV-2", [1, 2]],
			["reference=inv-2", []],
			["reference=INV-2&customer={a}", [2]],
		],
		unknown: "supplier",
	},
	{
		name: "refunds",
		// a and b are EUR revenue, u is USD revenue: a refund's currency is its revenue's
		targets: async (c) => ({
			a: (await made(c, "/v1/revenue", sale(10_000))).id,
			b: (await made(c, "/v1/revenue", sale(10_000))).id,
			u: (await made(c, "/v1/revenue", sale(10_000, "USD"))).id,
		}),
		body: (row, t, i) => ({
			revenue: row.currency === "USD" ? t.u : t[row.ref ?? "b"],
			amount: 100 + i,
			currency: row.currency,
			occurred_on: row.occurred_on,
			reference: row.reference,
		}),
		filters: [
			["revenue={a}", [0, 5]],
			["revenue={b}", [1, 3]],
			["revenue={u}", [2, 4]],
			["revenue={u}&occurred_on[gt]=2026-02-01", [4]],
		],
		unknown: "reference",
	},
];

describe.each(LIST_CASES)("list of $name", ({ name, targets, body, filters, unknown }) => {
	let lister: Client;
	let t: Record<string, string>;
	const created: string[] = [];
	const fill = (query: string) => query.replace(/\{(\w)\}/g, (_, k) => t[k]);
	const newestFirst = (indexes: number[]) => indexes.map((i) => created[i]).reverse();

	beforeAll(async () => {
		lister = await account.integration();
		t = await targets(lister);
		for (const [i, row] of ROWS.entries()) created.push((await made(lister, `/v1/${name}`, body(row, t, i))).id);
	});

	test("is a list object of the caller's objects, newest first", async () => {
		const res = await lister.get(`/v1/${name}`, "limit=100");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ object: "list", url: `/v1/${name}`, has_more: false, data: expect.any(Array) });
		expect(ids(res)).toEqual(newestFirst([0, 1, 2, 3, 4, 5]));
		const everything = ids(await desktop.get(`/v1/${name}`, "limit=100"));
		expect(everything).toEqual(expect.arrayContaining(created));
		expect(everything.length).toBeGreaterThan(created.length);
	});

	test.each([...COMMON_FILTERS, ...filters])("%s", async (query, expected) => {
		const res = await lister.get(`/v1/${name}`, `${fill(query)}&limit=100`);
		expect(res.status).toBe(200);
		expect(ids(res)).toEqual(newestFirst(expected));
	});

	test("a filter pages with a cursor", async () => {
		const first = await lister.get(`/v1/${name}`, "currency=eur&limit=2");
		expect({ ids: ids(first), has_more: first.body.has_more }).toEqual({ ids: newestFirst([3, 5]), has_more: true });
		const next = await lister.get(`/v1/${name}`, `currency=eur&limit=2&starting_after=${created[3]}`);
		expect({ ids: ids(next), has_more: next.body.has_more }).toEqual({ ids: newestFirst([0, 1]), has_more: false });
	});

	test.each([...BAD_FILTERS, [`${unknown}=x`, "parameter_unknown", unknown]])("%s is 400 %s (param %s)", async (query, code, param) => {
		expectError(await lister.get(`/v1/${name}`, query), 400, code, param);
	});
});

// ---- Expansion.

describe.each([
	["expenses", "supplier"],
	["revenue", "customer"],
] as Array<["expenses" | "revenue", string]>)("expanding %s", (name, party) => {
	const path = `/v1/${name}`;
	const partyPath = party === "supplier" ? "/v1/suppliers" : "/v1/customers";
	const kind = name === "expenses" ? "expense" : "revenue";
	let target: Body;
	let bare: Body;
	let partyObject: Body;
	let categoryObject: Body;
	let lineItems: Body[];
	const reference = `EXPAND-${name}-${Date.now()}`;

	beforeAll(async () => {
		const parent = await made(shop, "/v1/categories", { name: "Parent", kind });
		categoryObject = await made(shop, "/v1/categories", { name: "Child", kind, parent: parent.id });
		partyObject = await made(shop, partyPath, { name: "Expanded party" });
		target = await made(shop, path, { ...sale(1000), reference, [party]: partyObject.id, category: categoryObject.id });
		bare = await made(shop, path, { ...sale(500), reference });
		lineItems = [];
		for (const description of ["first", "second"]) lineItems.push(await made(shop, `${path}/${target.id}/line_items`, { description, unit_amount: 500 }));
	});

	test("retrieve expands references to the full objects, which are not expanded themselves", async () => {
		const res = await shop.get(`${path}/${target.id}`, `expand[]=${party}&expand[]=category`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...target, [party]: partyObject, category: categoryObject });
		expect(res.body.category.parent).toEqual(expect.stringMatching(/^cat_/));
	});

	test("a null reference stays null", async () => {
		const res = await shop.get(`${path}/${bare.id}`, `expand[]=${party}&expand[]=category`);
		expect(res.body).toEqual(bare);
	});

	test("line_items expands to a list, newest first", async () => {
		const res = await shop.get(`${path}/${target.id}`, "expand[]=line_items");
		expect(res.body).toEqual({
			...target,
			line_items: { object: "list", url: `${path}/${target.id}/line_items`, has_more: false, data: [lineItems[1], lineItems[0]] },
		});
	});

	test.each(["", "data."])("lists expand with expand[]=%s<field>, line_items too", async (prefix) => {
		const query = `reference=${reference}&expand[]=${prefix}${party}&expand[]=${prefix}category&expand[]=${prefix}line_items`;
		const res = await shop.get(path, query);
		expect(res.status).toBe(200);
		const empty = (id: string) => ({ object: "list", url: `${path}/${id}/line_items`, has_more: false, data: [] });
		expect(res.body.data).toEqual([
			{ ...bare, line_items: empty(bare.id) },
			{ ...target, [party]: partyObject, category: categoryObject, line_items: { ...empty(target.id), data: [lineItems[1], lineItems[0]] } },
		]);
	});

	test.each([
		[`${party}.category`, false],
		["data.category", false],
		["amount", false],
		["foo", false],
		[name === "expenses" ? "customer" : "supplier", false],
		[`data.${party}.category`, true],
		["data.amount", true],
		["data.foo", true],
		["foo", true],
	])("%p is 400 parameter_invalid (list: %p)", async (expand, list) => {
		const res = list ? await shop.get(path, `expand[]=${expand}`) : await shop.get(`${path}/${target.id}`, `expand[]=${expand}`);
		expectError(res, 400, "parameter_invalid", "expand");
	});
});

describe("expanding refunds", () => {
	test("revenue expands to the full revenue, itself not expanded; refunds have no line_items", async () => {
		const customer = await made(shop, "/v1/customers", { name: "Refunded customer" });
		const rev = await made(shop, "/v1/revenue", sale(1000, "EUR", { customer: customer.id }));
		const refund = await made(shop, "/v1/refunds", refundOf(rev.id, 100));
		const res = await shop.get(`/v1/refunds/${refund.id}`, "expand[]=revenue");
		expect(res.body).toEqual({ ...refund, revenue: rev });
		const list = await shop.get("/v1/refunds", `revenue=${rev.id}&expand[]=data.revenue`);
		expect(list.body.data).toEqual([{ ...refund, revenue: rev }]);
		expectError(await shop.get(`/v1/refunds/${refund.id}`, "expand[]=line_items"), 400, "parameter_invalid", "expand");
		expectError(await shop.get(`/v1/refunds/${refund.id}`, "expand[]=revenue.customer"), 400, "parameter_invalid", "expand");
		expectError(await shop.get("/v1/refunds", "expand[]=data.revenue.customer"), 400, "parameter_invalid", "expand");
	});
});

// ---- Line items.

const LINE_ITEM_KEYS = ["id", "object", "parent", "product", "description", "quantity", "unit_amount", "tax_amount", "discount_amount", "created"];

describe.each(["expenses", "revenue"])("line items of %s", (name) => {
	const path = `/v1/${name}`;
	const parent = async (c: Client = shop) => made(c, path, sale(10_000));

	test("create is 201 with exactly the documented keys", async () => {
		const p = await parent();
		const body = { product: mine.product, description: "Chair", quantity: 2.5, unit_amount: 400, tax_amount: 160, discount_amount: 50 };
		const before = Math.floor(Date.now() / 1000);
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
		[{ unit_amount: MAX + 1 }, "parameter_invalid_amount", "unit_amount"],
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
		expect((await shop.create(at, { description: "x", unit_amount: MAX, quantity: 0.001, discount_amount: MAX })).body.quantity).toBe(0.001);
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
		expectError(await shop.create(`${path}/${name === "expenses" ? "exp" : "rev"}_nope/line_items`, { description: "x", unit_amount: 1 }), 404, "resource_missing");
		// a parent of the other type under this path is no parent of this type
		const otherType = await made(shop, name === "expenses" ? "/v1/revenue" : "/v1/expenses", sale(100));
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
		const reader = await account.integration(["read"], (shop as any).keyObject.integration);
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
		const product = await made(shop, "/v1/products", { name: "Lamp" });
		const p = await parent();
		for (const description of ["a", "b"]) await made(shop, `${path}/${p.id}/line_items`, { description, unit_amount: 1, product: product.id });
		expectError(await shop.del(`/v1/products/${product.id}`), 409, "resource_in_use");
		expect((await shop.del(`${path}/${p.id}`)).status).toBe(200);
		expectError(await shop.get(`${path}/${p.id}/line_items`), 404, "resource_missing");
		expect((await shop.del(`/v1/products/${product.id}`)).status).toBe(200);
	});
});

test("a parent holds at most 500 line items: the 501st is 400 parameter_invalid, also when they arrive at once", async () => {
	const p = await made(shop, "/v1/expenses", { description: "Bulk", amount: 1, currency: "EUR", occurred_on: DAY });
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

// ---- Account summary and scopes.

describe("GET /v1/account", () => {
	const ZERO = { customer: 0, supplier: 0, category: 0, product: 0, expense: 0, revenue: 0, refund: 0 };
	let acct: Awaited<ReturnType<typeof newAccount>>;
	let a: Client;
	let b: Client;
	let aExpense: Body;
	let aRefund: Body;
	const summary = async (c: Client, accountId = acct.accountId) => {
		const res = await c.get("/v1/account");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id: accountId, object: "account", pending: expect.any(Object), last_import_at: null });
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
		const rev = await made(a, "/v1/revenue", sale(100));
		aRefund = await made(a, "/v1/refunds", refundOf(rev.id, 10));
		await made(b, "/v1/customers", { name: "C" });
		await made(b, "/v1/expenses", { description: "E", amount: 1, currency: "EUR", occurred_on: DAY });
		await made(acct.desktop, "/v1/suppliers", { name: "S" });
		const deskRev = await made(acct.desktop, "/v1/revenue", sale(100));
		await made(acct.desktop, "/v1/refunds", refundOf(deskRev.id, 10));
	});

	test("an integration counts its own pending objects, the desktop the whole account", async () => {
		expect(await summary(a)).toEqual({ customer: 1, supplier: 2, category: 1, product: 1, expense: 2, revenue: 1, refund: 1 });
		expect(await summary(b)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		expect(await summary(acct.desktop)).toEqual({ customer: 2, supplier: 3, category: 1, product: 1, expense: 3, revenue: 2, refund: 2 });
		const stranger = await newAccount();
		expect(await summary(await stranger.integration(), stranger.accountId)).toEqual(ZERO);
	});

	test("deleting an object lowers the counts that include it", async () => {
		expect((await a.del(`/v1/expenses/${aExpense.id}`)).status).toBe(200);
		expect((await a.del(`/v1/refunds/${aRefund.id}`)).status).toBe(200);
		expect(await summary(a)).toEqual({ customer: 1, supplier: 2, category: 1, product: 1, expense: 1, revenue: 1, refund: 0 });
		expect(await summary(b)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		expect(await summary(acct.desktop)).toEqual({ customer: 2, supplier: 3, category: 1, product: 1, expense: 2, revenue: 2, refund: 1 });
	});

	test("needs the read scope: a read-only key of the integration sees its counts, a write-only key is 403", async () => {
		const reader = await acct.integration(["read"], (b as any).keyObject.integration);
		expect(await summary(reader)).toEqual({ ...ZERO, customer: 1, expense: 1 });
		const writer = await acct.integration(["write"]);
		expectError(await writer.get("/v1/account"), 403, "insufficient_scope");
	});
});

describe("a read-only key", () => {
	test.each(KINDS.map((k) => [k.name, k] as [string, Kind]))("cannot create, update or delete %s (403), but can read", async (_name, kind) => {
		const reader = await account.integration(["read"], (shop as any).keyObject.integration);
		const path = `/v1/${kind.name}`;
		const { body } = await shop.create(path, await kind.minimal(shop));
		const attempt = await kind.minimal(shop);
		const before = await shop.get("/v1/account");
		expectError(await reader.create(path, attempt), 403, "insufficient_scope");
		expectError(await reader.update(`${path}/${body.id}`, { reference: "X" }), 403, "insufficient_scope");
		expectError(await reader.del(`${path}/${body.id}`), 403, "insufficient_scope");
		expect((await reader.get(`${path}/${body.id}`)).body).toEqual(body);
		expect((await shop.get("/v1/account")).body).toEqual(before.body);
		expect(ids(await reader.get(path, "limit=1"))).toEqual([body.id]);
	});
});
