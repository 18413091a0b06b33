import { randomUUID } from "node:crypto";
import { Client, expectError, newAccount, Reply } from "../support/api";

// Suppliers, categories and products (customers: customers.test.ts). Every resource gets the shared
// field/CRUD/visibility/scope tests of `commonTests`, then its own describe blocks for formats,
// references, list filters and expansion (and, for categories, the tree rules under concurrent writes).

let shop: Client;
let otherShop: Client;
let desktop: Client;
/** A read-only key of `shop`'s integration: it sees shop's objects but may not write. */
let readOnly: Client;
/** Categories of `shop` (one per kind) and of `otherShop`, shared by the tests that need a reference. */
let shopExpense: Obj;
let shopRevenue: Obj;
let otherExpense: Obj;

type Obj = Record<string, any>;

beforeAll(async () => {
	const account = await newAccount();
	desktop = account.desktop;
	const writer = await account.integration();
	shop = writer;
	otherShop = await account.integration();
	readOnly = await account.integration(["read"], writer.keyObject.integration);
	shopExpense = await made(shop.create("/v1/categories", { name: "Shop expenses", kind: "expense" }));
	shopRevenue = await made(shop.create("/v1/categories", { name: "Shop revenue", kind: "revenue" }));
	otherExpense = await made(otherShop.create("/v1/categories", { name: "Other integration's secret category", kind: "expense" }));
});

// ---- helpers

const PENDING = { status: "pending", batch: null, imported_at: null, local_ref: null };
const LONG = 20000;

/** Awaits a request, asserts its status (the body shows up in the failure) and returns the body. */
async function made(pending: Promise<Reply>, status = 201): Promise<Obj> {
	const res = await pending;
	expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.anything() });
	return res.body;
}

const ids = (res: Reply) => {
	expect(res.status).toBe(200);
	return res.body.data.map((o: Obj) => o.id) as string[];
};
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const q = (params: Record<string, string | number>) =>
	Object.entries(params)
		.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
		.join("&");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An address of exactly `length` characters, valid in every email syntax (labels under 64). */
function emailOfLength(length: number): string {
	const local = "a".repeat(60);
	const labels: string[] = [];
	let rest = length - local.length - 1 - ".com".length;
	while (rest > 0) {
		const size = Math.min(50, rest);
		if (rest - size === 1 || rest - size === 0) {
			labels.push("b".repeat(rest));
			break;
		}
		labels.push("b".repeat(size));
		rest -= size + 1; // the label and its dot
	}
	const email = `${local}@${labels.join(".")}.com`;
	expect(email).toHaveLength(length);
	return email;
}

/**
 * Walks a whole list in pages of `limit`: forward from the newest with starting_after, or backward
 * from `before` with ending_before. Returns the ids newest first; checks every page is full but the last.
 */
async function walk(c: Client, path: string, query: string, limit: number, before?: string): Promise<string[]> {
	const seen: string[] = [];
	let cursor = before ?? "";
	for (let pages = 0; pages < 50; pages++) {
		const param = before ? `ending_before=${cursor}` : cursor ? `starting_after=${cursor}` : "";
		const res = await c.get(path, [query, `limit=${limit}`, param].filter(Boolean).join("&"));
		const page = ids(res);
		if (res.body.has_more) expect(page).toHaveLength(limit);
		else expect(page.length).toBeLessThanOrEqual(limit);
		if (before) seen.unshift(...page);
		else seen.push(...page);
		if (!res.body.has_more) return seen;
		cursor = before ? page[0] : page[page.length - 1];
	}
	throw new Error("list did not end");
}

// ---- the tests every catalog type shares

interface Spec {
	path: string;
	object: string;
	prefix: string;
	/** Every field of the SPEC table, metadata aside. */
	fields: string[];
	/** The required fields, valid. */
	required: () => Obj;
	/** Every field set, as the API returns it. */
	full: () => Obj;
	/** String fields and their SPEC maximum length. */
	limits: Array<[string, number]>;
	/** Type- and format-specific refusals: field, value, error code (param is the field). */
	invalid: Array<[string, unknown, string]>;
	/** A field another type has but this one does not. */
	foreign: string;
	/** A partial update and the fields it yields. */
	patch: { send: Obj; yields: Obj };
	/** Optional fields that are not strings (an empty string is no blank for them). */
	numbers?: string[];
}

const requiredNames = (spec: Spec) => Object.keys(spec.required());
const optionalNames = (spec: Spec) => spec.fields.filter((f) => !requiredNames(spec).includes(f));
const label = (value: unknown) => {
	const text = JSON.stringify(value) ?? String(value);
	return text.length > 30 ? `${text.slice(0, 12)}…(${text.length} chars)` : text;
};

/** Every refusal a field of this type has: too long by one, wrong types, then the format cases. */
function refusals(spec: Spec): Array<{ field: string; value: unknown; code: string; shown: string }> {
	const rows: Array<[string, unknown, string]> = [
		...spec.limits.flatMap(([field, max]): Array<[string, unknown, string]> => [
			[field, "x".repeat(max + 1), "parameter_invalid"],
			[field, 12, "parameter_invalid"],
			[field, ["x"], "parameter_invalid"],
			[field, { v: "x" }, "parameter_invalid"],
		]),
		...spec.invalid,
	];
	return rows.map(([field, value, code]) => ({ field, value, code, shown: label(value) }));
}

function commonTests(spec: Spec): void {
	const { path } = spec;

	describe("create and retrieve", () => {
		test("create returns every field, an id, timestamps and a pending import; retrieve returns the same", async () => {
			const before = Math.floor(Date.now() / 1000);
			const res = await shop.create(path, spec.full());
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				id: expect.stringMatching(new RegExp(`^${spec.prefix}_[0-9A-Za-z]{24}$`)),
				object: spec.object,
				...spec.full(),
				import: PENDING,
				created: expect.any(Number),
				updated: expect.any(Number),
			});
			expect(res.body.created).toBeGreaterThanOrEqual(before);
			expect(res.body.created).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
			expect(res.body.updated).toBe(res.body.created);
			const read = await shop.get(`${path}/${res.body.id}`);
			expect(read.status).toBe(200);
			expect(read.body).toEqual(res.body);
		});

		test("with only the required fields, every other field is null and metadata is {}", async () => {
			const res = await shop.create(path, spec.required());
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				id: expect.any(String),
				object: spec.object,
				...Object.fromEntries(optionalNames(spec).map((f) => [f, null])),
				...spec.required(),
				metadata: {},
				import: PENDING,
				created: expect.any(Number),
				updated: expect.any(Number),
			});
		});

		test("optional fields sent as an empty string are stored as null", async () => {
			const strings = optionalNames(spec).filter((f) => !spec.numbers?.includes(f));
			const res = await shop.create(path, { ...spec.required(), ...Object.fromEntries(strings.map((f) => [f, ""])) });
			expect(res.status).toBe(201);
			for (const f of strings) expect({ [f]: res.body[f] }).toEqual({ [f]: null });
			const original = await made(shop.create(path, spec.full()));
			const blanked = await made(shop.update(`${path}/${original.id}`, Object.fromEntries(strings.map((f) => [f, ""]))), 200);
			for (const f of strings) expect({ [f]: blanked[f] }).toEqual({ [f]: null });
		});

		test.each(spec.limits)("%s accepts %i characters", async (field, max) => {
			const res = await shop.create(path, { ...spec.required(), [field]: "x".repeat(max) });
			expect(res.status).toBe(201);
			expect(res.body[field]).toBe("x".repeat(max));
		});

		test("a required field that is missing is parameter_missing; null or '' is parameter_invalid", async () => {
			for (const field of requiredNames(spec)) {
				const { [field]: _, ...without } = spec.required();
				expectError(await shop.create(path, without), 400, "parameter_missing", field);
				expectError(await shop.create(path, { ...spec.required(), [field]: null }), 400, "parameter_invalid", field);
				expectError(await shop.create(path, { ...spec.required(), [field]: "" }), 400, "parameter_invalid", field);
			}
		});

		test("an unknown field is parameter_unknown", async () => {
			expectError(await shop.create(path, { ...spec.required(), [spec.foreign]: "x" }), 400, "parameter_unknown", spec.foreign);
			expectError(await shop.create(path, { ...spec.required(), colour: "red" }), 400, "parameter_unknown", "colour");
		});

		test("a refused create stores nothing", async () => {
			const name = unique("Refused");
			const bad = refusals(spec).find((r) => r.field !== "name")!;
			expectError(await shop.create(path, { ...spec.required(), name, [bad.field]: bad.value }), 400, bad.code, bad.field);
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
		});

		test("metadata is an object of strings", async () => {
			expectError(await shop.create(path, { ...spec.required(), metadata: "x" }), 400, "parameter_invalid", "metadata");
			expectError(await shop.create(path, { ...spec.required(), metadata: { n: 1 } }), 400, "parameter_invalid", "metadata.n");
		});

		test("retrieve of an unknown id is 404", async () => {
			expectError(await shop.get(`${path}/${spec.prefix}_nope`), 404, "resource_missing");
		});
	});

	describe("field validation (create and update)", () => {
		let existing: Obj;
		beforeAll(async () => {
			existing = await made(shop.create(path, spec.full()));
		});

		test.each(refusals(spec))("$field = $shown is refused with $code", async ({ field, value, code }) => {
			expectError(await shop.create(path, { ...spec.required(), [field]: value }), 400, code, field);
			expectError(await shop.update(`${path}/${existing.id}`, { [field]: value }), 400, code, field);
			expect((await shop.get(`${path}/${existing.id}`)).body).toEqual(existing);
		});
	});

	describe("update", () => {
		test("changes only the fields sent and moves updated", async () => {
			const original = await made(shop.create(path, spec.full()));
			await sleep(1100);
			const res = await shop.update(`${path}/${original.id}`, spec.patch.send);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ...original, ...spec.patch.yields, updated: expect.any(Number) });
			expect(res.body.updated).toBeGreaterThan(original.updated);
			expect((await shop.get(`${path}/${original.id}`)).body).toEqual(res.body);
		});

		test("null clears each optional field", async () => {
			const original = await made(shop.create(path, spec.full()));
			for (const field of optionalNames(spec)) {
				const res = await shop.update(`${path}/${original.id}`, { [field]: null });
				expect(res.status).toBe(200);
				expect({ [field]: res.body[field] }).toEqual({ [field]: null });
			}
			const cleared = await shop.get(`${path}/${original.id}`);
			expect(cleared.body).toEqual({
				...original,
				...Object.fromEntries(optionalNames(spec).map((f) => [f, null])),
				updated: expect.any(Number),
			});
		});

		test("a required field cannot be cleared with null or ''", async () => {
			const original = await made(shop.create(path, spec.full()));
			for (const field of requiredNames(spec)) {
				expectError(await shop.update(`${path}/${original.id}`, { [field]: null }), 400, "parameter_invalid", field);
				expectError(await shop.update(`${path}/${original.id}`, { [field]: "" }), 400, "parameter_invalid", field);
			}
			expect((await shop.get(`${path}/${original.id}`)).body).toEqual(original);
		});

		test("one bad field refuses the whole update; unknown fields are parameter_unknown", async () => {
			const original = await made(shop.create(path, spec.full()));
			const bad = refusals(spec).find((r) => r.field !== "name")!;
			expectError(await shop.update(`${path}/${original.id}`, { ...spec.patch.send, [bad.field]: bad.value }), 400, bad.code, bad.field);
			expectError(await shop.update(`${path}/${original.id}`, { [spec.foreign]: "x" }), 400, "parameter_unknown", spec.foreign);
			expect((await shop.get(`${path}/${original.id}`)).body).toEqual(original);
		});

		test("of an unknown id is 404", async () => {
			expectError(await shop.update(`${path}/${spec.prefix}_nope`, { name: "X" }), 404, "resource_missing");
		});
	});

	describe("delete", () => {
		test("withdraws a pending object: 200 with deleted, then 404 and gone from the list", async () => {
			const name = unique("Gone");
			const { id } = await made(shop.create(path, { ...spec.required(), name }));
			const res = await shop.del(`${path}/${id}`);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ id, object: spec.object, deleted: true });
			expectError(await shop.get(`${path}/${id}`), 404, "resource_missing");
			expectError(await shop.update(`${path}/${id}`, { name: "Back" }), 404, "resource_missing");
			expectError(await shop.del(`${path}/${id}`), 404, "resource_missing");
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
		});
	});

	describe("visibility", () => {
		test("another integration cannot read, list, change or delete it; the desktop can read it", async () => {
			const name = unique("Mine");
			const mine = await made(shop.create(path, { ...spec.full(), name }));
			expectError(await otherShop.get(`${path}/${mine.id}`), 404, "resource_missing");
			expectError(await otherShop.update(`${path}/${mine.id}`, { name: "Stolen" }), 404, "resource_missing");
			expectError(await otherShop.del(`${path}/${mine.id}`), 404, "resource_missing");
			expect(ids(await otherShop.get(path, q({ name })))).toEqual([]);
			expectError(await otherShop.get(path, `starting_after=${mine.id}`), 400, "resource_missing", "starting_after");
			expect(ids(await shop.get(path, q({ name })))).toEqual([mine.id]);
			expect((await shop.get(`${path}/${mine.id}`)).body).toEqual(mine);
			expect((await desktop.get(`${path}/${mine.id}`)).body).toEqual(mine);
			expect(ids(await desktop.get(path, q({ name })))).toEqual([mine.id]);
		});

		test("another account's objects are invisible even to its desktop", async () => {
			const stranger = await newAccount();
			const theirs = await made((await stranger.integration()).create(path, spec.required()));
			expectError(await desktop.get(`${path}/${theirs.id}`), 404, "resource_missing");
			expectError(await desktop.update(`${path}/${theirs.id}`, { name: "X" }), 404, "resource_missing");
			expectError(await desktop.del(`${path}/${theirs.id}`), 404, "resource_missing");
			expect((await stranger.desktop.get(`${path}/${theirs.id}`)).body).toEqual(theirs);
		});
	});

	describe("scopes", () => {
		test("a read-only key reads, but create, update and delete are 403 insufficient_scope and change nothing", async () => {
			const existing = await made(shop.create(path, spec.full()));
			expect((await readOnly.get(`${path}/${existing.id}`)).body).toEqual(existing);
			const name = unique("Read only");
			expectError(await readOnly.create(path, { ...spec.required(), name }), 403, "insufficient_scope");
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
			expectError(await readOnly.update(`${path}/${existing.id}`, spec.patch.send), 403, "insufficient_scope");
			expectError(await readOnly.del(`${path}/${existing.id}`), 403, "insufficient_scope");
			expect((await shop.get(`${path}/${existing.id}`)).body).toEqual(existing);
		});
	});
}

/** A list's `import_status` filter: every object is pending until an import exists. */
function importStatusTest(path: string, lister: () => Client, all: () => string[]) {
	test("filters by import_status", async () => {
		expect(ids(await lister().get(path, "import_status=pending&limit=100"))).toEqual(all().slice().reverse());
		expect(ids(await lister().get(path, "import_status=imported"))).toEqual([]);
		expect(ids(await lister().get(path, "import_status=rejected"))).toEqual([]);
		expectError(await lister().get(path, "import_status=done"), 400, "parameter_invalid", "import_status");
		expectError(await lister().get(path, "import_status=PENDING"), 400, "parameter_invalid", "import_status");
	});
}

// ---- suppliers

const SUPPLIER = {
	name: "Acme Supplies",
	email: "billing@acme.example",
	phone: "+49 40 5550100",
	tax_number: "DE811111111",
	address_line1: "Speicherstadt 3",
	address_line2: "Block B",
	city: "Hamburg",
	state: "Hamburg",
	postal_code: "20457",
	country: "DE",
	website: "https://acme.example",
	notes: "Net 30.",
	metadata: { erp_id: "7" },
};

describe("suppliers", () => {
	commonTests({
		path: "/v1/suppliers",
		object: "supplier",
		prefix: "sup",
		fields: ["name", "email", "phone", "tax_number", "address_line1", "address_line2", "city", "state", "postal_code", "country", "website", "notes"],
		required: () => ({ name: "A supplier" }),
		full: () => SUPPLIER,
		limits: [
			["name", 255],
			["phone", 50],
			["tax_number", 60],
			["address_line1", 255],
			["address_line2", 255],
			["city", 120],
			["state", 120],
			["postal_code", 30],
			["website", 255],
			["notes", LONG],
		],
		invalid: [
			["email", "not-an-email", "parameter_invalid"],
			["email", "a@", "parameter_invalid"],
			["email", "@b.com", "parameter_invalid"],
			["email", "a b@c.de", "parameter_invalid"],
			["email", 12, "parameter_invalid"],
			["country", "XX", "parameter_invalid"],
			["country", "DEU", "parameter_invalid"],
			["country", "D", "parameter_invalid"],
			["country", "12", "parameter_invalid"],
			["country", 49, "parameter_invalid"],
		],
		foreign: "company",
		patch: { send: { city: "Bremen", country: "at", website: "" }, yields: { city: "Bremen", country: "AT", website: null } },
	});

	describe("formats", () => {
		test("country is accepted in any case and returned uppercase, on create and update", async () => {
			const res = await made(shop.create("/v1/suppliers", { name: "A", country: "fr" }));
			expect(res.country).toBe("FR");
			expect((await made(shop.update(`/v1/suppliers/${res.id}`, { country: "nL" }), 200)).country).toBe("NL");
			expect((await shop.get(`/v1/suppliers/${res.id}`)).body.country).toBe("NL");
		});

		test("email accepts 255 characters and refuses 256", async () => {
			const ok = await made(shop.create("/v1/suppliers", { name: "A", email: emailOfLength(255) }));
			expect(ok.email).toBe(emailOfLength(255));
			expectError(await shop.create("/v1/suppliers", { name: "A", email: emailOfLength(256) }), 400, "parameter_invalid", "email");
		});
	});

	describe("list", () => {
		let lister: Client;
		const made15: string[] = [];

		beforeAll(async () => {
			lister = await (await newAccount()).integration();
			for (let i = 0; i < 15; i++) {
				const body = await made(lister.create("/v1/suppliers", { name: i % 3 === 0 ? "North" : "South", email: `s${i}@example.com` }));
				made15.push(body.id);
			}
		});

		test("is a list object, newest first, 10 by default", async () => {
			const res = await lister.get("/v1/suppliers");
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ object: "list", url: "/v1/suppliers", has_more: true, data: expect.any(Array) });
			expect(ids(res)).toEqual(made15.slice().reverse().slice(0, 10));
			expect(res.body.data[0]).toEqual((await lister.get(`/v1/suppliers/${made15[14]}`)).body);
		});

		test("pages forward with starting_after without gaps or overlaps", async () => {
			expect(await walk(lister, "/v1/suppliers", "", 4)).toEqual(made15.slice().reverse());
		});

		test("pages backward with ending_before without gaps or overlaps", async () => {
			expect(await walk(lister, "/v1/suppliers", "", 4, made15[0])).toEqual(made15.slice(1).reverse());
			const newest = await lister.get("/v1/suppliers", `ending_before=${made15[14]}`);
			expect(newest.body).toEqual({ object: "list", url: "/v1/suppliers", has_more: false, data: [] });
		});

		test("a page from the middle in either direction", async () => {
			const after = await lister.get("/v1/suppliers", `limit=3&starting_after=${made15[10]}`);
			expect(ids(after)).toEqual([made15[9], made15[8], made15[7]]);
			expect(after.body.has_more).toBe(true);
			const before = await lister.get("/v1/suppliers", `limit=3&ending_before=${made15[10]}`);
			expect(ids(before)).toEqual([made15[13], made15[12], made15[11]]);
			expect(before.body.has_more).toBe(true);
		});

		test("filters by email and name, exactly", async () => {
			expect(ids(await lister.get("/v1/suppliers", "email=s4@example.com"))).toEqual([made15[4]]);
			expect(ids(await lister.get("/v1/suppliers", "email=s4@example.co"))).toEqual([]);
			const north = made15.filter((_, i) => i % 3 === 0).reverse();
			expect(ids(await lister.get("/v1/suppliers", "name=North&limit=100"))).toEqual(north);
			expect(ids(await lister.get("/v1/suppliers", "name=north"))).toEqual([]);
			expect(ids(await lister.get("/v1/suppliers", "name=Nort"))).toEqual([]);
			expect(ids(await lister.get("/v1/suppliers", "name=North&email=s3@example.com"))).toEqual([made15[3]]);
			expect(ids(await lister.get("/v1/suppliers", "name=South&email=s3@example.com"))).toEqual([]);
		});

		importStatusTest("/v1/suppliers", () => lister, () => made15);

		test("a filter combined with cursors pages within the filter, both directions", async () => {
			const south = made15.filter((_, i) => i % 3 !== 0).reverse();
			expect(await walk(lister, "/v1/suppliers", "name=South&import_status=pending", 3)).toEqual(south);
			expect(await walk(lister, "/v1/suppliers", "name=South", 3, made15[1])).toEqual(south.slice(0, -1));
		});

		test("an unknown filter is parameter_unknown", async () => {
			expectError(await lister.get("/v1/suppliers", "company=Acme"), 400, "parameter_unknown", "company");
			expectError(await lister.get("/v1/suppliers", "city=Hamburg"), 400, "parameter_unknown", "city");
		});

		test("suppliers have nothing to expand", async () => {
			for (const expand of ["email", "name", "website", "foo", "data.name"]) {
				expectError(await lister.get("/v1/suppliers", `expand[]=${expand}`), 400, "parameter_invalid", "expand");
				expectError(await lister.get(`/v1/suppliers/${made15[0]}`, `expand[]=${expand}`), 400, "parameter_invalid", "expand");
			}
		});
	});

	describe("in use", () => {
		test("a supplier referenced by an expense cannot be deleted (409 resource_in_use) until the expense is gone", async () => {
			const supplier = await made(shop.create("/v1/suppliers", { name: "Used" }));
			const expense = await made(
				shop.create("/v1/expenses", { description: "Paper", amount: 1200, currency: "EUR", occurred_on: "2026-03-01", supplier: supplier.id }),
			);
			expectError(await shop.del(`/v1/suppliers/${supplier.id}`), 409, "resource_in_use");
			expect((await shop.get(`/v1/suppliers/${supplier.id}`)).body).toEqual(supplier);
			expect((await shop.get(`/v1/expenses/${expense.id}`)).body.supplier).toBe(supplier.id);
			await made(shop.del(`/v1/expenses/${expense.id}`), 200);
			await made(shop.del(`/v1/suppliers/${supplier.id}`), 200);
			expectError(await shop.get(`/v1/suppliers/${supplier.id}`), 404, "resource_missing");
		});
	});
});

// ---- categories

describe("categories", () => {
	const path = "/v1/categories";

	commonTests({
		path,
		object: "category",
		prefix: "cat",
		fields: ["name", "kind", "parent", "description"],
		required: () => ({ name: "A category", kind: "expense" }),
		full: () => ({ name: "Office supplies", kind: "expense", parent: shopExpense.id, description: "Paper, toner.", metadata: { gl: "4930" } }),
		limits: [
			["name", 255],
			["description", LONG],
		],
		invalid: [
			["kind", "income", "parameter_invalid"],
			["kind", "Expense", "parameter_invalid"],
			["kind", "EXPENSE", "parameter_invalid"],
			["kind", 1, "parameter_invalid"],
			["kind", ["expense"], "parameter_invalid"],
			["parent", 42, "parameter_invalid"],
			["parent", ["cat_x"], "parameter_invalid"],
			["parent", "cat_doesnotexist", "resource_missing"],
		],
		foreign: "sku",
		patch: { send: { name: "Renamed", description: null }, yields: { name: "Renamed", description: null } },
	});

	const cat = (c: Client, body: Obj) => made(c.create(path, { name: unique("Cat"), kind: "expense", ...body }));

	describe("parent", () => {
		test("may be of the same kind; a parent of the other kind is 400 parameter_invalid param parent", async () => {
			const child = await cat(shop, { parent: shopExpense.id });
			expect(child.parent).toBe(shopExpense.id);
			const rev = await cat(shop, { kind: "revenue", parent: shopRevenue.id });
			expect(rev.parent).toBe(shopRevenue.id);
			const name = unique("Mismatch");
			expectError(await shop.create(path, { name, kind: "expense", parent: shopRevenue.id }), 400, "parameter_invalid", "parent");
			expectError(await shop.create(path, { name, kind: "revenue", parent: shopExpense.id }), 400, "parameter_invalid", "parent");
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
		});

		test("an update may not create a kind mismatch, by changing the parent or the kind", async () => {
			const child = await cat(shop, { parent: shopExpense.id });
			expectError(await shop.update(`${path}/${child.id}`, { parent: shopRevenue.id }), 400, "parameter_invalid", "parent");
			expectError(await shop.update(`${path}/${child.id}`, { kind: "revenue" }), 400, "parameter_invalid", "parent");
			expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
			const moved = await made(shop.update(`${path}/${child.id}`, { kind: "revenue", parent: shopRevenue.id }), 200);
			expect(moved).toMatchObject({ kind: "revenue", parent: shopRevenue.id });
		});

		test("null makes a category a root; a root may change kind", async () => {
			const child = await cat(shop, { parent: shopExpense.id });
			const root = await made(shop.update(`${path}/${child.id}`, { parent: null }), 200);
			expect(root.parent).toBeNull();
			expect((await made(shop.update(`${path}/${child.id}`, { kind: "revenue" }), 200)).kind).toBe("revenue");
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
			const moved = await made(shop.update(`${path}/${child.id}`, { parent: shopExpense.id }), 200);
			expect(moved.parent).toBe(shopExpense.id);
			expect((await shop.get(`${path}/${grandchild.id}`)).body.parent).toBe(child.id);
			// the former top may now hang below its former grandchild, which no longer descends from it
			expect((await made(shop.update(`${path}/${top.id}`, { parent: grandchild.id }), 200)).parent).toBe(grandchild.id);
		});

		test("a category used by an expense cannot change kind; one used only by a product can", async () => {
			const used = await cat(shop, {});
			const expense = await made(
				shop.create("/v1/expenses", { description: "E", amount: 100, currency: "EUR", occurred_on: "2026-03-01", category: used.id }),
			);
			expectError(await shop.update(`${path}/${used.id}`, { kind: "revenue" }), 400, "parameter_invalid", "kind");
			expect((await shop.get(`${path}/${used.id}`)).body).toEqual(used);
			await made(shop.del(`/v1/expenses/${expense.id}`), 200);
			await made(shop.create("/v1/products", { name: "P", category: used.id }));
			expect((await made(shop.update(`${path}/${used.id}`, { kind: "revenue" }), 200)).kind).toBe("revenue");
		});

		test("a category with children cannot change kind: its children's parent would be of the other kind", async () => {
			const top = await cat(shop, {});
			const child = await cat(shop, { parent: top.id });
			expectError(await shop.update(`${path}/${top.id}`, { kind: "revenue" }), 400, "parameter_invalid", "kind");
			expect((await shop.get(`${path}/${top.id}`)).body).toEqual(top);
			expect((await shop.get(`${path}/${child.id}`)).body).toEqual(child);
		});

		test("another integration's category cannot be the parent: 400 resource_missing param parent", async () => {
			const name = unique("Sneaky");
			expectError(await shop.create(path, { name, kind: "expense", parent: otherExpense.id }), 400, "resource_missing", "parent");
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
			const mine = await cat(shop, {});
			expectError(await shop.update(`${path}/${mine.id}`, { parent: otherExpense.id }), 400, "resource_missing", "parent");
			expect((await shop.get(`${path}/${mine.id}`)).body).toEqual(mine);
		});

		test("neither can another account's category, even for the desktop", async () => {
			const strangerCat = await cat(await (await newAccount()).integration(), {});
			expectError(await desktop.create(path, { name: "X", kind: "expense", parent: strangerCat.id }), 400, "resource_missing", "parent");
			expectError(await shop.create(path, { name: "X", kind: "expense", parent: strangerCat.id }), 400, "resource_missing", "parent");
		});

		test("a product id is not a category", async () => {
			const product = await made(shop.create("/v1/products", { name: "Not a category" }));
			expectError(await shop.create(path, { name: "X", kind: "expense", parent: product.id }), 400, "resource_missing", "parent");
		});

		test("the desktop key can reference any category of its account", async () => {
			const viaDesktop = await cat(desktop, { parent: shopExpense.id });
			expect(viaDesktop.parent).toBe(shopExpense.id);
			const theirs = await cat(otherShop, {});
			const rehung = await made(desktop.update(`${path}/${theirs.id}`, { parent: shopExpense.id }), 200);
			expect(rehung.parent).toBe(shopExpense.id);
			expect((await otherShop.get(`${path}/${theirs.id}`)).body.parent).toBe(shopExpense.id);
			// the kind rule and the ancestor rule hold for the desktop too
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
			await made(shop.update(`${path}/${child.id}`, { parent: null }), 200);
			await made(shop.del(`${path}/${parent.id}`), 200);
			expectError(await shop.get(`${path}/${parent.id}`), 404, "resource_missing");
		});

		test("a category used by a product or an expense cannot be deleted; nothing is deleted", async () => {
			const used = await cat(shop, {});
			const product = await made(shop.create("/v1/products", { name: "P", category: used.id }));
			const expense = await made(
				shop.create("/v1/expenses", { description: "E", amount: 100, currency: "EUR", occurred_on: "2026-03-01", category: used.id }),
			);
			expectError(await shop.del(`${path}/${used.id}`), 409, "resource_in_use");
			await made(shop.del(`/v1/products/${product.id}`), 200);
			expectError(await shop.del(`${path}/${used.id}`), 409, "resource_in_use");
			expect((await shop.get(`${path}/${used.id}`)).body).toEqual(used);
			expect((await shop.get(`/v1/expenses/${expense.id}`)).body.category).toBe(used.id);
			await made(shop.del(`/v1/expenses/${expense.id}`), 200);
			await made(shop.del(`${path}/${used.id}`), 200);
		});

		test("a reference made by the desktop from another integration's object blocks the delete too", async () => {
			const mine = await cat(shop, {});
			const theirs = await cat(otherShop, {});
			await made(desktop.update(`${path}/${theirs.id}`, { parent: mine.id }), 200);
			expectError(await shop.del(`${path}/${mine.id}`), 409, "resource_in_use");
			expect((await shop.get(`${path}/${mine.id}`)).body).toEqual(mine);
		});
	});

	describe("list", () => {
		let lister: Client;
		let expenseRoot: Obj;
		let revenueRoot: Obj;
		/** Oldest first: the two roots, then 10 children (even: of the expense root, "Travel"/"Meals"). */
		const all: string[] = [];
		const expenseChildren: string[] = [];

		beforeAll(async () => {
			lister = await (await newAccount()).integration();
			expenseRoot = await cat(lister, { name: "Expenses", kind: "expense" });
			revenueRoot = await cat(lister, { name: "Revenue", kind: "revenue" });
			all.push(expenseRoot.id, revenueRoot.id);
			for (let i = 0; i < 10; i++) {
				const even = i % 2 === 0;
				const body = await cat(lister, {
					name: i < 5 ? "Travel" : "Meals",
					kind: even ? "expense" : "revenue",
					parent: even ? expenseRoot.id : revenueRoot.id,
				});
				all.push(body.id);
				if (even) expenseChildren.push(body.id);
			}
		});

		const newestFirst = (list: string[]) => list.slice().reverse();

		test("is a list object, newest first", async () => {
			const res = await lister.get(path, "limit=100");
			expect(res.body).toEqual({ object: "list", url: "/v1/categories", has_more: false, data: expect.any(Array) });
			expect(ids(res)).toEqual(newestFirst(all));
		});

		test("filters by kind, name and parent, exactly", async () => {
			const expenses = [expenseRoot.id, ...expenseChildren];
			expect(ids(await lister.get(path, "kind=expense&limit=100"))).toEqual(newestFirst(expenses));
			expect(ids(await lister.get(path, "kind=revenue&limit=100"))).toEqual(newestFirst(all.filter((id) => !expenses.includes(id))));
			expect(ids(await lister.get(path, "name=Expenses"))).toEqual([expenseRoot.id]);
			expect(ids(await lister.get(path, "name=Travel&limit=100"))).toEqual(newestFirst(all.slice(2, 7)));
			expect(ids(await lister.get(path, "name=travel"))).toEqual([]);
			expect(ids(await lister.get(path, `parent=${expenseRoot.id}&limit=100`))).toEqual(newestFirst(expenseChildren));
			expect(ids(await lister.get(path, `parent=${expenseChildren[0]}`))).toEqual([]);
			expect(ids(await lister.get(path, `name=Meals&kind=expense&parent=${expenseRoot.id}`))).toEqual(newestFirst(expenseChildren.slice(3)));
		});

		test("a bad kind filter is 400 parameter_invalid param kind; an unknown filter is parameter_unknown", async () => {
			expectError(await lister.get(path, "kind=foo"), 400, "parameter_invalid", "kind");
			expectError(await lister.get(path, "kind=Expense"), 400, "parameter_invalid", "kind");
			expectError(await lister.get(path, "description=x"), 400, "parameter_unknown", "description");
		});

		importStatusTest(path, () => lister, () => all);

		test("import_status combines with the other filters", async () => {
			expect(ids(await lister.get(path, `import_status=pending&parent=${revenueRoot.id}&limit=100`))).toHaveLength(5);
			expect(ids(await lister.get(path, `import_status=imported&parent=${revenueRoot.id}`))).toEqual([]);
		});

		test("pages both ways through the whole list and within a filter", async () => {
			expect(await walk(lister, path, "", 5)).toEqual(newestFirst(all));
			expect(await walk(lister, path, "", 5, all[0])).toEqual(newestFirst(all.slice(1)));
			expect(await walk(lister, path, "kind=expense", 2)).toEqual(newestFirst([expenseRoot.id, ...expenseChildren]));
			expect(await walk(lister, path, `parent=${expenseRoot.id}`, 2, expenseChildren[0])).toEqual(newestFirst(expenseChildren.slice(1)));
		});

		test("filtering by another integration's category finds nothing", async () => {
			expect(ids(await shop.get(path, `parent=${expenseRoot.id}`))).toEqual([]);
			expect(ids(await desktop.get(path, `parent=${expenseRoot.id}`))).toEqual([]);
		});
	});

	describe("expand", () => {
		let grand: Obj;
		let mid: Obj;
		let leaf: Obj;

		beforeAll(async () => {
			grand = await cat(shop, { name: unique("Grand") });
			mid = await cat(shop, { name: unique("Mid"), parent: grand.id });
			leaf = await cat(shop, { name: unique("Leaf"), parent: mid.id });
		});

		test("expand[]=parent on retrieve gives the parent as the API returns it, itself not expanded", async () => {
			const res = await shop.get(`${path}/${leaf.id}`, "expand[]=parent");
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ...leaf, parent: mid });
			expect(res.body.parent.parent).toBe(grand.id);
		});

		test("a null parent stays null", async () => {
			const res = await shop.get(`${path}/${grand.id}`, "expand[]=parent");
			expect(res.status).toBe(200);
			expect(res.body).toEqual(grand);
		});

		test("lists take expand[]=parent and expand[]=data.parent", async () => {
			for (const expand of ["parent", "data.parent"]) {
				const res = await shop.get(path, `name=${encodeURIComponent(leaf.name)}&expand[]=${expand}`);
				expect(res.status).toBe(200);
				expect(res.body.data).toEqual([{ ...leaf, parent: mid }]);
				const roots = await shop.get(path, `name=${encodeURIComponent(grand.name)}&expand[]=${expand}`);
				expect(roots.body.data).toEqual([grand]);
			}
		});

		test("nested, unknown or list-style paths are 400 parameter_invalid param expand", async () => {
			for (const expand of ["parent.parent", "name", "kind", "foo", "data.parent"]) {
				expectError(await shop.get(`${path}/${leaf.id}`, `expand[]=${expand}`), 400, "parameter_invalid", "expand");
			}
			for (const expand of ["data.parent.parent", "parent.parent", "data.name", "foo"]) {
				expectError(await shop.get(path, `expand[]=${expand}`), 400, "parameter_invalid", "expand");
			}
		});

		test("the desktop expands a parent of another integration; that integration's own key never sees it", async () => {
			const theirs = await cat(otherShop, { name: unique("Their hidden parent") });
			const mine = await cat(shop, {});
			await made(desktop.update(`${path}/${mine.id}`, { parent: theirs.id }), 200);
			expect((await desktop.get(`${path}/${mine.id}`, "expand[]=parent")).body.parent).toEqual(theirs);
			const retrieved = await shop.get(`${path}/${mine.id}`, "expand[]=parent");
			expect(retrieved.status).toBe(200);
			expect(JSON.stringify(retrieved.body)).not.toContain(theirs.name);
			const listed = await shop.get(path, `name=${encodeURIComponent(mine.name)}&expand[]=data.parent`);
			expect(ids(listed)).toEqual([mine.id]);
			expect(JSON.stringify(listed.body)).not.toContain(theirs.name);
		});
	});
});

// ---- products

describe("products", () => {
	const path = "/v1/products";

	commonTests({
		path,
		object: "product",
		prefix: "prd",
		fields: ["name", "sku", "description", "unit", "unit_amount", "currency", "tax_rate", "category"],
		required: () => ({ name: "A product" }),
		full: () => ({
			name: "Espresso beans 1 kg",
			sku: "ESP-1KG",
			description: "Single origin.",
			unit: "kg",
			unit_amount: 2490,
			currency: "EUR",
			tax_rate: 7,
			category: shopRevenue.id,
			metadata: { shop_sku: "123" },
		}),
		limits: [
			["name", 255],
			["sku", 120],
			["description", LONG],
			["unit", 40],
		],
		invalid: [
			["currency", "XXX", "parameter_invalid"],
			["currency", "EURO", "parameter_invalid"],
			["currency", "E", "parameter_invalid"],
			["currency", "EU", "parameter_invalid"],
			["currency", "€", "parameter_invalid"],
			["currency", 978, "parameter_invalid"],
			["tax_rate", -1, "parameter_invalid"],
			["tax_rate", -0.01, "parameter_invalid"],
			["tax_rate", 100.01, "parameter_invalid"],
			["tax_rate", 101, "parameter_invalid"],
			["tax_rate", "19", "parameter_invalid"],
			["tax_rate", true, "parameter_invalid"],
			["unit_amount", 19.99, "parameter_invalid_amount"],
			["unit_amount", "1999", "parameter_invalid_amount"],
			["unit_amount", true, "parameter_invalid_amount"],
			["unit_amount", -1, "parameter_invalid_amount"],
			["unit_amount", 1e15 + 1, "parameter_invalid_amount"],
			["category", 42, "parameter_invalid"],
			["category", "cat_doesnotexist", "resource_missing"],
		],
		foreign: "kind",
		patch: {
			send: { currency: "usd", tax_rate: 19.5, unit_amount: 0, sku: "" },
			yields: { currency: "USD", tax_rate: 19.5, unit_amount: 0, sku: null },
		},
		numbers: ["unit_amount", "tax_rate"],
	});

	const product = (c: Client, body: Obj = {}) => made(c.create(path, { name: unique("Product"), ...body }));

	describe("formats", () => {
		test.each([
			["usd", "USD"],
			["Eur", "EUR"],
			["JPY", "JPY"],
			["chf", "CHF"],
		])("currency %p is stored as %p, on create and update", async (sent, stored) => {
			const p = await product(shop, { currency: sent });
			expect(p.currency).toBe(stored);
			expect((await shop.get(`${path}/${p.id}`)).body.currency).toBe(stored);
			const other = await product(shop, { currency: "GBP" });
			expect((await made(shop.update(`${path}/${other.id}`, { currency: sent }), 200)).currency).toBe(stored);
		});

		test.each([0, 100, 7.5, 19, 0.25])("tax_rate %p is accepted as is", async (taxRate) => {
			const p = await product(shop, { tax_rate: taxRate });
			expect(p.tax_rate).toBe(taxRate);
			expect((await shop.get(`${path}/${p.id}`)).body.tax_rate).toBe(taxRate);
		});

		test.each([0, 1, 1999, 1e15])("unit_amount %p is accepted", async (amount) => {
			const p = await product(shop, { unit_amount: amount });
			expect(p.unit_amount).toBe(amount);
			expect((await shop.get(`${path}/${p.id}`)).body.unit_amount).toBe(amount);
		});
	});

	describe("category", () => {
		test("may be of either kind", async () => {
			expect((await product(shop, { category: shopExpense.id })).category).toBe(shopExpense.id);
			expect((await product(shop, { category: shopRevenue.id })).category).toBe(shopRevenue.id);
		});

		test("can be changed and cleared", async () => {
			const p = await product(shop, { category: shopExpense.id });
			expect((await made(shop.update(`${path}/${p.id}`, { category: shopRevenue.id }), 200)).category).toBe(shopRevenue.id);
			expect((await made(shop.update(`${path}/${p.id}`, { category: null }), 200)).category).toBeNull();
			expect((await made(shop.update(`${path}/${p.id}`, { category: shopExpense.id }), 200)).category).toBe(shopExpense.id);
			expect((await made(shop.update(`${path}/${p.id}`, { category: "" }), 200)).category).toBeNull();
		});

		test("another integration's category is 400 resource_missing param category, on create and update", async () => {
			const name = unique("Sneaky");
			expectError(await shop.create(path, { name, category: otherExpense.id }), 400, "resource_missing", "category");
			expect(ids(await shop.get(path, q({ name })))).toEqual([]);
			expect(ids(await desktop.get(path, q({ name })))).toEqual([]);
			const mine = await product(shop, { category: shopExpense.id });
			expectError(await shop.update(`${path}/${mine.id}`, { category: otherExpense.id }), 400, "resource_missing", "category");
			expectError(await shop.update(`${path}/${mine.id}`, { name: "Renamed", category: otherExpense.id }), 400, "resource_missing", "category");
			expect((await shop.get(`${path}/${mine.id}`)).body).toEqual(mine);
		});

		test("a desktop-created category is not visible to an integration either", async () => {
			const desktopCat = await made(desktop.create("/v1/categories", { name: "Desktop only", kind: "expense" }));
			expectError(await shop.create(path, { name: "X", category: desktopCat.id }), 400, "resource_missing", "category");
			expectError(await shop.get(`/v1/categories/${desktopCat.id}`), 404, "resource_missing");
		});

		test("another account's category is refused even for the desktop; ids of other types too", async () => {
			const strangerCat = await made((await (await newAccount()).integration()).create("/v1/categories", { name: "S", kind: "expense" }));
			expectError(await desktop.create(path, { name: "X", category: strangerCat.id }), 400, "resource_missing", "category");
			const supplier = await made(shop.create("/v1/suppliers", { name: "Not a category" }));
			expectError(await shop.create(path, { name: "X", category: supplier.id }), 400, "resource_missing", "category");
		});

		test("the desktop key can reference any category of its account", async () => {
			expect((await product(desktop, { category: shopExpense.id })).category).toBe(shopExpense.id);
			expect((await product(desktop, { category: otherExpense.id })).category).toBe(otherExpense.id);
			const mine = await product(shop, { category: shopExpense.id });
			expect((await made(desktop.update(`${path}/${mine.id}`, { category: otherExpense.id }), 200)).category).toBe(otherExpense.id);
			expect((await shop.get(`${path}/${mine.id}`)).body.category).toBe(otherExpense.id);
		});

		test("a product used by a line item cannot be deleted (409 resource_in_use); nothing is deleted", async () => {
			const p = await product(shop, { unit_amount: 500 });
			const expense = await made(shop.create("/v1/expenses", { description: "Beans", amount: 1000, currency: "EUR", occurred_on: "2026-03-02" }));
			const item = await made(shop.create(`/v1/expenses/${expense.id}/line_items`, { description: "Beans", unit_amount: 500, quantity: 2, product: p.id }));
			expectError(await shop.del(`${path}/${p.id}`), 409, "resource_in_use");
			expect((await shop.get(`${path}/${p.id}`)).body).toEqual(p);
			expect(ids(await shop.get(`/v1/expenses/${expense.id}/line_items`))).toEqual([item.id]);
			await made(shop.del(`/v1/expenses/${expense.id}`), 200);
			await made(shop.del(`${path}/${p.id}`), 200);
		});
	});

	describe("list", () => {
		let lister: Client;
		let mugs: Obj;
		let plates: Obj;
		/** Oldest first: 14 products, even ones in "Mugs", names alternating in threes. */
		const all: string[] = [];

		beforeAll(async () => {
			lister = await (await newAccount()).integration();
			mugs = await made(lister.create("/v1/categories", { name: "Mugs", kind: "revenue" }));
			plates = await made(lister.create("/v1/categories", { name: "Plates", kind: "expense" }));
			for (let i = 0; i < 14; i++) {
				const body = await product(lister, {
					name: i % 3 === 0 ? "Classic" : "Modern",
					sku: `SKU-${i}`,
					category: i % 2 === 0 ? mugs.id : i % 7 === 0 ? null : plates.id,
				});
				all.push(body.id);
			}
		});

		const newestFirst = (list: string[]) => list.slice().reverse();
		const where = (test: (i: number) => boolean) => newestFirst(all.filter((_, i) => test(i)));

		test("is a list object, newest first", async () => {
			const res = await lister.get(path);
			expect(res.body).toEqual({ object: "list", url: "/v1/products", has_more: true, data: expect.any(Array) });
			expect(ids(res)).toEqual(newestFirst(all).slice(0, 10));
		});

		test("filters by sku, name and category, exactly", async () => {
			expect(ids(await lister.get(path, "sku=SKU-1"))).toEqual([all[1]]);
			expect(ids(await lister.get(path, "sku=sku-1"))).toEqual([]);
			expect(ids(await lister.get(path, "sku=SKU-"))).toEqual([]);
			expect(ids(await lister.get(path, "name=Classic&limit=100"))).toEqual(where((i) => i % 3 === 0));
			expect(ids(await lister.get(path, `category=${mugs.id}&limit=100`))).toEqual(where((i) => i % 2 === 0));
			expect(ids(await lister.get(path, `category=${plates.id}&limit=100`))).toEqual(where((i) => i % 2 === 1 && i % 7 !== 0));
			expect(ids(await lister.get(path, `category=${mugs.id}&name=Classic&limit=100`))).toEqual(where((i) => i % 6 === 0));
			expect(ids(await lister.get(path, `category=${mugs.id}&sku=SKU-1`))).toEqual([]);
		});

		test("an unknown filter is parameter_unknown", async () => {
			expectError(await lister.get(path, "currency=EUR"), 400, "parameter_unknown", "currency");
			expectError(await lister.get(path, "unit=kg"), 400, "parameter_unknown", "unit");
		});

		importStatusTest(path, () => lister, () => all);

		test("import_status combines with the category filter", async () => {
			expect(ids(await lister.get(path, `import_status=pending&category=${mugs.id}&limit=100`))).toEqual(where((i) => i % 2 === 0));
			expect(ids(await lister.get(path, `import_status=rejected&category=${mugs.id}`))).toEqual([]);
		});

		test("a filter combined with cursors pages within the filter, both directions", async () => {
			const inMugs = where((i) => i % 2 === 0);
			expect(await walk(lister, path, `category=${mugs.id}`, 3)).toEqual(inMugs);
			expect(await walk(lister, path, `category=${mugs.id}`, 3, all[0])).toEqual(inMugs.slice(0, -1));
			expect(await walk(lister, path, "name=Modern&import_status=pending", 4)).toEqual(where((i) => i % 3 !== 0));
			expect(await walk(lister, path, "", 6)).toEqual(newestFirst(all));
		});

		test("filtering by another integration's category finds nothing", async () => {
			expect(ids(await shop.get(path, `category=${mugs.id}`))).toEqual([]);
		});

		test("expand[]=category and expand[]=data.category replace each id by its category; null stays null", async () => {
			const plain = await lister.get(path, "limit=100");
			expect(ids(plain)).toEqual(newestFirst(all));
			const byId: Record<string, Obj> = { [mugs.id]: mugs, [plates.id]: plates };
			const expected = plain.body.data.map((p: Obj) => ({ ...p, category: p.category === null ? null : byId[p.category] }));
			for (const expand of ["category", "data.category"]) {
				const res = await lister.get(path, `limit=100&expand[]=${expand}`);
				expect(res.status).toBe(200);
				expect(res.body.data).toEqual(expected);
				expect(res.body.data.find((p: Obj) => p.id === all[7]).category).toBeNull();
				expect(res.body.data.find((p: Obj) => p.id === all[0]).category).toEqual(mugs);
			}
		});
	});

	describe("expand", () => {
		let parentCat: Obj;
		let childCat: Obj;
		let withCategory: Obj;
		let without: Obj;

		beforeAll(async () => {
			parentCat = await made(shop.create("/v1/categories", { name: unique("Food"), kind: "revenue" }));
			childCat = await made(shop.create("/v1/categories", { name: unique("Coffee"), kind: "revenue", parent: parentCat.id }));
			withCategory = await product(shop, { category: childCat.id, unit_amount: 990, currency: "eur" });
			without = await product(shop, {});
		});

		test("expand[]=category on retrieve gives the category as the API returns it, itself not expanded", async () => {
			const res = await shop.get(`${path}/${withCategory.id}`, "expand[]=category");
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ...withCategory, category: childCat });
			expect(res.body.category.parent).toBe(parentCat.id);
			expect((await shop.get(`${path}/${withCategory.id}`)).body.category).toBe(childCat.id);
		});

		test("a null category stays null", async () => {
			const res = await shop.get(`${path}/${without.id}`, "expand[]=category");
			expect(res.status).toBe(200);
			expect(res.body).toEqual(without);
		});

		test("the expansion follows updates of the category", async () => {
			const renamed = await made(shop.update(`/v1/categories/${childCat.id}`, { description: "Roasted" }), 200);
			expect((await shop.get(`${path}/${withCategory.id}`, "expand[]=category")).body.category).toEqual(renamed);
			childCat = renamed;
		});

		test("nested, unknown or list-style paths are 400 parameter_invalid param expand", async () => {
			for (const expand of ["category.parent", "unit_amount", "name", "foo", "data.category", "line_items"]) {
				expectError(await shop.get(`${path}/${withCategory.id}`, `expand[]=${expand}`), 400, "parameter_invalid", "expand");
			}
			for (const expand of ["data.category.parent", "category.parent", "data.unit_amount", "foo"]) {
				expectError(await shop.get(path, `expand[]=${expand}`), 400, "parameter_invalid", "expand");
			}
			expectError(await shop.get(path, "expand[]=category&expand[]=foo"), 400, "parameter_invalid", "expand");
		});

		test("an expansion never reveals another integration's category", async () => {
			// an integration cannot make the reference ...
			expectError(await shop.update(`${path}/${without.id}`, { category: otherExpense.id }), 400, "resource_missing", "category");
			expect((await shop.get(`${path}/${without.id}`, "expand[]=category")).body).toEqual(without);
			// ... and when the desktop makes one, only the desktop sees the object behind it
			const p = await product(shop, { name: unique("Cross-linked") });
			await made(desktop.update(`${path}/${p.id}`, { category: otherExpense.id }), 200);
			expect((await desktop.get(`${path}/${p.id}`, "expand[]=category")).body.category).toEqual(otherExpense);
			const retrieved = await shop.get(`${path}/${p.id}`, "expand[]=category");
			expect(retrieved.status).toBe(200);
			expect(JSON.stringify(retrieved.body)).not.toContain(otherExpense.name);
			const listed = await shop.get(path, `name=${encodeURIComponent(p.name)}&expand[]=data.category`);
			expect(ids(listed)).toEqual([p.id]);
			expect(JSON.stringify(listed.body)).not.toContain(otherExpense.name);
		});

		test("another integration cannot expand through our product", async () => {
			expectError(await otherShop.get(`${path}/${withCategory.id}`, "expand[]=category"), 404, "resource_missing");
			const listed = await otherShop.get(path, `name=${encodeURIComponent(withCategory.name)}&expand[]=category`);
			expect(ids(listed)).toEqual([]);
		});
	});
});
