import { Client, IntegrationClient, newAccount } from "./suite-api";
import { Account, Body, DAY, make } from "./fixtures";

// The seven resource types as the tests see them: what test/api/resources*.test.ts runs for each.
// Every rule here is one the server keeps, as docs/api.md states it.

export const MAX_AMOUNT = 1e15;
export const LONG_TEXT = 20_000;

/** Objects of one client that the types reference, all its own. */
export interface Refs {
	customer: string;
	supplier: string;
	expenseCategory: string;
	revenueCategory: string;
	product: string;
	/** A revenue of 10^15 EUR: room for any number of small refunds. */
	revenue: string;
}

export async function makeRefs(c: Client): Promise<Refs> {
	const [customer, supplier, expenseCategory, revenueCategory, product, revenue] = await Promise.all([
		make.customer(c),
		make.supplier(c),
		make.category(c, { kind: "expense" }),
		make.category(c, { name: "Sales", kind: "revenue" }),
		make.product(c),
		make.revenue(c, { amount: MAX_AMOUNT }),
	]);
	return {
		customer: customer.id,
		supplier: supplier.id,
		expenseCategory: expenseCategory.id,
		revenueCategory: revenueCategory.id,
		product: product.id,
		revenue: revenue.id,
	};
}

/** An address of exactly `length` characters, valid in every email syntax (labels under 64). */
export function emailOfLength(length: number): string {
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
	if (email.length !== length) throw new Error(`no email of ${length} characters`);
	return email;
}

/** A text of `length` characters, each two bytes in UTF-8: limits count characters. */
export const textOfLength = (length: number) => "ü".repeat(length);

/** A string field and its maximum length; `of` makes a valid value of a given length. */
export interface TextField {
	field: string;
	max: number;
	of: (length: number) => string;
}

/** A field with a format: values accepted (as sent, as stored) and values refused with parameter_invalid. */
export interface FormatField {
	field: string;
	valid: Array<[string, string]>;
	invalid: unknown[];
}

export interface ReferenceField {
	field: string;
	/** The id prefix of what it names. */
	prefix: string;
	/** An object of the client that the field may name. */
	own: (r: Refs) => string;
	/** An object of another type. */
	wrongType: (r: Refs) => string;
}

export interface EnumField {
	field: string;
	values: string[];
	invalid: unknown[];
}

/** A list filter: values that match some listed objects, and values that match none. */
export interface Filter {
	name: string;
	values: (t: Targets) => string[];
	misses: (t: Targets) => string[];
}

/** What the listed objects of one type reference, by name; objects of the listed type among them are listed too. */
export type Targets = Record<string, Body>;

export interface ListFixture {
	/** Made in this order by the lister, before the rows. */
	targets: (c: Client) => Promise<Targets>;
	/** The body of the i-th of 12 listed objects; group g is 0 for every third, else 1. */
	row: (g: 0 | 1, t: Targets, i: number) => Body;
	filters: Filter[];
	/** Date filters, which also take [gte], [gt], [lte] and [lt]. */
	dateFilters: string[];
	/** Fields of the type that are no filter. */
	notFilters: string[];
	/** Refused filter values: query, code, param. */
	badFilters: Array<[string, string, string]>;
}

export interface ResourceCase {
	/** The path segment, `/v1/<name>`. */
	name: string;
	path: string;
	object: string;
	prefix: string;
	/** Every field of the type, metadata aside. */
	fields: string[];
	required: string[];
	/** A valid body of the required fields only. */
	minimal: (r: Refs) => Body;
	/** A valid body with every field set, as the API returns it. */
	full: (r: Refs) => Body;
	/** A valid body in which every money field may be 10^15 (a refund: of a fresh revenue). */
	roomy: (c: Client, r: Refs) => Promise<Body>;
	texts: TextField[];
	formats: FormatField[];
	money: string[];
	dates: string[];
	references: ReferenceField[];
	enums: EnumField[];
	/** Optional fields that are numbers: "" is no blank text for them. */
	numbers: string[];
	/** A field another type has but this one does not. */
	foreign: string;
	/** A partial update and the fields it yields. */
	patch: { send: Body; yields: Body };
	/** What `expand[]` takes besides references: `line_items`. */
	expandable: string[];
	list: ListFixture;
}

const plain = (field: string, max: number): TextField => ({ field, max, of: textOfLength });
const EMAIL: TextField = { field: "email", max: 255, of: emailOfLength };
const EMAIL_FORMAT: FormatField = {
	field: "email",
	valid: [["billing@acme.example", "billing@acme.example"]],
	invalid: ["not-an-email", "a@", "@b.com", "a b@c.de"],
};
const COUNTRY: FormatField = {
	field: "country",
	valid: [
		["fr", "FR"],
		["nl", "NL"],
		["DE", "DE"],
	],
	// mixed case is not in the document's enum (upper or lower case only)
	invalid: ["XX", "DEU", "D", "12", "uk", "nL"],
};
/** Schemathesis' `UQW` matched the old three-letter pattern; `Eur` is neither case of a code. */
const INVALID_CURRENCIES = ["XXX", "EURO", "E", "EU", "eu", "€", "UQW", "Eur"];
const PARTY_TEXTS = [
	plain("name", 255),
	EMAIL,
	plain("phone", 50),
	plain("tax_number", 60),
	plain("address_line1", 255),
	plain("address_line2", 255),
	plain("city", 120),
	plain("state", 120),
	plain("postal_code", 30),
	plain("notes", LONG_TEXT),
];

/** Customers and suppliers: the same party fields and filters. */
function party(name: "customers" | "suppliers"): ResourceCase {
	const customer = name === "customers";
	return {
		name,
		path: `/v1/${name}`,
		object: customer ? "customer" : "supplier",
		prefix: customer ? "cus" : "sup",
		fields: [
			"name",
			"email",
			"phone",
			customer ? "company" : "website",
			"tax_number",
			"address_line1",
			"address_line2",
			"city",
			"state",
			"postal_code",
			"country",
			"notes",
		],
		required: ["name"],
		minimal: () => ({ name: "A party" }),
		full: () => ({
			name: "Jane Doe",
			email: "jane@example.com",
			phone: "+49 30 1234567",
			...(customer ? { company: "Doe GmbH" } : { website: "https://acme.example" }),
			tax_number: "DE123456789",
			address_line1: "Hauptstr. 1",
			address_line2: "Hinterhaus",
			city: "Berlin",
			state: "Berlin",
			postal_code: "10115",
			country: "DE",
			notes: "Prefers invoices by email.",
			metadata: { shop_id: "42" },
		}),
		roomy: async () => ({ name: "A party" }),
		texts: [...PARTY_TEXTS, plain(customer ? "company" : "website", 255)],
		formats: [EMAIL_FORMAT, COUNTRY],
		money: [],
		dates: [],
		references: [],
		enums: [],
		numbers: [],
		foreign: customer ? "website" : "company",
		patch: { send: { city: "Hamburg", country: "at", phone: "" }, yields: { city: "Hamburg", country: "AT", phone: null } },
		expandable: [],
		list: {
			targets: async () => ({}),
			row: (g) => ({ name: ["North", "South"][g], email: ["a@example.com", "b@example.com"][g], city: "Berlin" }),
			filters: [
				{ name: "email", values: () => ["a@example.com", "b@example.com"], misses: () => ["a@example.co", "A@example.com"] },
				{ name: "name", values: () => ["North", "South"], misses: () => ["north", "Nort"] },
			],
			dateFilters: [],
			notFilters: [customer ? "company" : "website", "city", "country"],
			badFilters: [["email=not-an-email", "parameter_invalid", "email"]],
		},
	};
}

/** Expenses and revenue: the same money, dates, references and filters, with their own party. */
function transaction(name: "expenses" | "revenue"): ResourceCase {
	const expense = name === "expenses";
	const partyField = expense ? "supplier" : "customer";
	const ownParty = (r: Refs) => (expense ? r.supplier : r.customer);
	const ownCategory = (r: Refs) => (expense ? r.expenseCategory : r.revenueCategory);
	const kind = expense ? "expense" : "revenue";
	const minimal = () => ({ description: "Office chairs", amount: 11900, currency: "EUR", occurred_on: DAY });
	return {
		name,
		path: `/v1/${name}`,
		object: expense ? "expense" : "revenue",
		prefix: expense ? "exp" : "rev",
		fields: [
			"description",
			"amount",
			"currency",
			"tax_amount",
			...(expense ? [] : ["discount_amount", "fee_amount"]),
			"occurred_on",
			partyField,
			"category",
			"payment_method",
			"reference",
			"notes",
		],
		required: ["description", "amount", "currency", "occurred_on"],
		minimal,
		full: (r) => ({
			description: "Office chairs",
			amount: 11900,
			currency: "EUR",
			tax_amount: 1900,
			...(expense ? {} : { discount_amount: 500, fee_amount: 175 }),
			occurred_on: DAY,
			[partyField]: ownParty(r),
			category: ownCategory(r),
			payment_method: "card",
			reference: "INV-2026-001",
			notes: "Two chairs for the back office.",
			metadata: { order: "42" },
		}),
		roomy: async () => ({ ...minimal(), amount: MAX_AMOUNT }),
		texts: [plain("description", 500), plain("payment_method", 40), plain("reference", 120), plain("notes", LONG_TEXT)],
		formats: [
			{
				field: "currency",
				valid: [
					["eur", "EUR"],
					["EUR", "EUR"],
					["usd", "USD"],
				],
				invalid: INVALID_CURRENCIES,
			},
		],
		money: expense ? ["amount", "tax_amount"] : ["amount", "tax_amount", "discount_amount", "fee_amount"],
		dates: ["occurred_on"],
		references: [
			{ field: partyField, prefix: expense ? "sup" : "cus", own: ownParty, wrongType: (r) => (expense ? r.customer : r.supplier) },
			{ field: "category", prefix: "cat", own: ownCategory, wrongType: (r) => (expense ? r.product : r.customer) },
		],
		enums: [],
		numbers: [],
		foreign: expense ? "customer" : "supplier",
		patch: {
			send: { reference: "NEW-1", occurred_on: "2026-03-01", currency: "usd", payment_method: "" },
			yields: { reference: "NEW-1", occurred_on: "2026-03-01", currency: "USD", payment_method: null },
		},
		expandable: ["line_items"],
		list: {
			targets: async (c) => ({
				a: await (expense ? make.supplier : make.customer)(c, { name: "A" }),
				b: await (expense ? make.supplier : make.customer)(c, { name: "B" }),
				unused: await (expense ? make.supplier : make.customer)(c, { name: "Unused" }),
				x: await make.category(c, { name: "X", kind }),
				y: await make.category(c, { name: "Y", kind }),
			}),
			row: (g, t, i) => ({
				description: `${kind} ${i}`,
				amount: 100 + i,
				currency: ["EUR", "USD"][g],
				occurred_on: LIST_DATES[i % LIST_DATES.length],
				reference: i === 5 ? null : ["INV-1", "INV-2"][g],
				[partyField]: i === 4 ? null : [t.a, t.b][i % 2].id,
				category: i % 4 === 3 ? null : [t.x, t.y][g].id,
			}),
			filters: [
				{ name: partyField, values: (t) => [t.a.id, t.b.id], misses: (t) => [t.unused.id] },
				{ name: "category", values: (t) => [t.x.id, t.y.id], misses: () => [] },
				{ name: "currency", values: () => ["EUR", "eur", "usd"], misses: () => ["GBP"] },
				{ name: "reference", values: () => ["INV-1", "INV-2"], misses: () => ["inv-1", "INV-"] },
			],
			dateFilters: ["occurred_on"],
			notFilters: [expense ? "customer" : "supplier", "description", "amount"],
			badFilters: [...DATE_FILTER_REFUSALS, ["currency=EURO", "parameter_invalid", "currency"]],
		},
	};
}

/** The dates of listed transactions, by row. */
const LIST_DATES = ["2026-01-10", "2026-01-20", "2026-01-20", "2026-02-01", "2026-03-15", "2026-12-31"];

const DATE_FILTER_REFUSALS: Array<[string, string, string]> = [
	["occurred_on[gte]=2026-13-01", "parameter_invalid", "occurred_on[gte]"],
	["occurred_on[lt]=2026-02-30", "parameter_invalid", "occurred_on[lt]"],
	["occurred_on[gt]=yesterday", "parameter_invalid", "occurred_on[gt]"],
	["occurred_on[lte]=2026-2-1", "parameter_invalid", "occurred_on[lte]"],
	["occurred_on=20260120", "parameter_invalid", "occurred_on"],
	["occurred_on[eq]=2026-01-20", "parameter_unknown", "occurred_on[eq]"],
	["occurred_on[from]=2026-01-20", "parameter_unknown", "occurred_on[from]"],
];

export const CASES: ResourceCase[] = [
	party("customers"),
	party("suppliers"),
	{
		name: "categories",
		path: "/v1/categories",
		object: "category",
		prefix: "cat",
		fields: ["name", "kind", "parent", "description"],
		required: ["name", "kind"],
		minimal: () => ({ name: "A category", kind: "expense" }),
		full: (r) => ({ name: "Office supplies", kind: "expense", parent: r.expenseCategory, description: "Paper, toner.", metadata: { gl: "4930" } }),
		roomy: async () => ({ name: "A category", kind: "expense" }),
		texts: [plain("name", 255), plain("description", LONG_TEXT)],
		formats: [],
		money: [],
		dates: [],
		references: [{ field: "parent", prefix: "cat", own: (r) => r.expenseCategory, wrongType: (r) => r.product }],
		enums: [{ field: "kind", values: ["expense", "revenue"], invalid: ["income", "Expense", "EXPENSE"] }],
		numbers: [],
		foreign: "sku",
		patch: { send: { name: "Renamed", description: null }, yields: { name: "Renamed", description: null } },
		expandable: [],
		list: {
			targets: async (c) => ({
				expenses: await make.category(c, { name: "Expenses", kind: "expense" }),
				revenue: await make.category(c, { name: "Revenue", kind: "revenue" }),
				childless: await make.category(c, { name: "Childless", kind: "expense" }),
			}),
			row: (g, t, i) => ({
				name: i < 6 ? "Travel" : "Meals",
				kind: ["expense", "revenue"][g],
				parent: [t.expenses, t.revenue][g].id,
				description: `Category ${i}`,
			}),
			filters: [
				{ name: "kind", values: () => ["expense", "revenue"], misses: () => [] },
				{ name: "name", values: () => ["Travel", "Meals", "Expenses"], misses: () => ["travel", "Trave"] },
				{ name: "parent", values: (t) => [t.expenses.id, t.revenue.id], misses: (t) => [t.childless.id] },
			],
			dateFilters: [],
			notFilters: ["description"],
			badFilters: [
				["kind=foo", "parameter_invalid", "kind"],
				["kind=Expense", "parameter_invalid", "kind"],
			],
		},
	},
	{
		name: "products",
		path: "/v1/products",
		object: "product",
		prefix: "prd",
		fields: ["name", "sku", "description", "unit", "unit_amount", "currency", "tax_rate", "category"],
		required: ["name"],
		minimal: () => ({ name: "A product" }),
		full: (r) => ({
			name: "Espresso beans 1 kg",
			sku: "ESP-1KG",
			description: "Single origin.",
			unit: "kg",
			unit_amount: 2490,
			currency: "EUR",
			tax_rate: 7,
			category: r.revenueCategory,
			metadata: { shop_sku: "123" },
		}),
		roomy: async () => ({ name: "A product" }),
		texts: [plain("name", 255), plain("sku", 120), plain("description", LONG_TEXT), plain("unit", 40)],
		formats: [
			{
				field: "currency",
				valid: [
					["usd", "USD"],
					["JPY", "JPY"],
					["chf", "CHF"],
				],
				invalid: INVALID_CURRENCIES,
			},
		],
		money: ["unit_amount"],
		dates: [],
		references: [{ field: "category", prefix: "cat", own: (r) => r.expenseCategory, wrongType: (r) => r.supplier }],
		enums: [],
		numbers: ["unit_amount", "tax_rate"],
		foreign: "kind",
		patch: {
			send: { currency: "usd", tax_rate: 19.5, unit_amount: 0, sku: "" },
			yields: { currency: "USD", tax_rate: 19.5, unit_amount: 0, sku: null },
		},
		expandable: [],
		list: {
			targets: async (c) => ({
				mugs: await make.category(c, { name: "Mugs", kind: "revenue" }),
				plates: await make.category(c, { name: "Plates", kind: "expense" }),
				empty: await make.category(c, { name: "Empty", kind: "expense" }),
			}),
			row: (g, t, i) => ({
				name: ["Classic", "Modern"][g],
				sku: i === 5 ? null : ["SKU-A", "SKU-B"][i % 2],
				category: i === 7 ? null : [t.mugs, t.plates][g].id,
			}),
			filters: [
				{ name: "sku", values: () => ["SKU-A", "SKU-B"], misses: () => ["sku-a", "SKU-"] },
				{ name: "name", values: () => ["Classic", "Modern"], misses: () => ["classic"] },
				{ name: "category", values: (t) => [t.mugs.id, t.plates.id], misses: (t) => [t.empty.id] },
			],
			dateFilters: [],
			notFilters: ["currency", "unit", "tax_rate"],
			badFilters: [],
		},
	},
	transaction("expenses"),
	transaction("revenue"),
	{
		name: "refunds",
		path: "/v1/refunds",
		object: "refund",
		prefix: "re",
		fields: ["revenue", "amount", "currency", "reason", "occurred_on", "reference"],
		required: ["revenue", "amount", "currency", "occurred_on"],
		minimal: (r) => ({ revenue: r.revenue, amount: 100, currency: "EUR", occurred_on: DAY }),
		full: (r) => ({
			revenue: r.revenue,
			amount: 2500,
			currency: "EUR",
			reason: "Damaged on arrival",
			occurred_on: DAY,
			reference: "RMA-7",
			metadata: { ticket: "T-9" },
		}),
		roomy: async (c) => ({ revenue: (await make.revenue(c, { amount: MAX_AMOUNT })).id, amount: MAX_AMOUNT, currency: "EUR", occurred_on: DAY }),
		texts: [plain("reason", 255), plain("reference", 120)],
		formats: [
			{
				field: "currency",
				valid: [
					["eur", "EUR"],
					["EUR", "EUR"],
				],
				invalid: INVALID_CURRENCIES,
			},
		],
		money: ["amount"],
		dates: ["occurred_on"],
		references: [{ field: "revenue", prefix: "rev", own: (r) => r.revenue, wrongType: (r) => r.customer }],
		enums: [],
		numbers: [],
		foreign: "tax_amount",
		patch: {
			send: { reason: "Wrong size", occurred_on: "2026-03-01", currency: "eur", reference: "" },
			yields: { reason: "Wrong size", occurred_on: "2026-03-01", reference: null },
		},
		expandable: [],
		list: {
			// a refund's currency is its revenue's: group 0 refunds EUR revenue, group 1 USD revenue
			targets: async (c) => ({
				eur: await make.revenue(c, { amount: 10_000 }),
				usd: await make.revenue(c, { amount: 10_000, currency: "USD" }),
				untouched: await make.revenue(c, { amount: 10_000 }),
			}),
			row: (g, t, i) => ({
				revenue: [t.eur, t.usd][g].id,
				amount: 100 + i,
				currency: ["EUR", "USD"][g],
				occurred_on: LIST_DATES[i % LIST_DATES.length],
				reference: `RMA-${i}`,
			}),
			filters: [
				{ name: "revenue", values: (t) => [t.eur.id, t.usd.id], misses: (t) => [t.untouched.id] },
				{ name: "currency", values: () => ["EUR", "eur", "usd"], misses: () => ["GBP"] },
			],
			dateFilters: ["occurred_on"],
			notFilters: ["reference", "reason", "amount"],
			badFilters: [...DATE_FILTER_REFUSALS, ["currency=EURO", "parameter_invalid", "currency"]],
		},
	},
];

/** Fields of `c` that are optional and not numbers: "" is a blank for them. */
export const optionalTexts = (c: ResourceCase) => c.fields.filter((f) => !c.required.includes(f) && !c.numbers.includes(f) && !c.money.includes(f));
export const optionalFields = (c: ResourceCase) => c.fields.filter((f) => !c.required.includes(f));

/** The clients every case runs with: two integrations of one account, its desktop, a read-only key, and their objects. */
export interface World {
	account: Account;
	shop: IntegrationClient;
	/** Another integration of the same account. */
	otherShop: IntegrationClient;
	desktop: Client;
	/** A read-only key of `shop`'s integration. */
	readOnly: IntegrationClient;
	mine: Refs;
	theirs: Refs;
	/** Objects the desktop made: no integration sees them. */
	desktops: Refs;
	/** Another account, an integration of it and that integration's objects. */
	stranger: Account;
	strangerShop: IntegrationClient;
	strangers: Refs;
}

export async function world(): Promise<World> {
	const [account, stranger] = await Promise.all([newAccount(), newAccount()]);
	const [shop, otherShop, strangerShop] = await Promise.all([account.integration(), account.integration(), stranger.integration()]);
	const readOnly = await account.integration(["read"], shop.keyObject.integration);
	const [mine, theirs, desktops, strangers] = await Promise.all([makeRefs(shop), makeRefs(otherShop), makeRefs(account.desktop), makeRefs(strangerShop)]);
	return { account, shop, otherShop, desktop: account.desktop, readOnly, mine, theirs, desktops, stranger, strangerShop, strangers };
}
