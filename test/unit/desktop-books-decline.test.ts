import { bookedKey, booksDecline, BooksSettings, DEFAULT_BOOKS_SETTINGS, heldBooks, holdBooked, listsOf } from "../../bin/desktop-books";
import { changedSettings, settingsChangeFrom } from "../../bin/desktop-books-options";
import { UsageError } from "../../bin/cli-errors";

// The desktop simulator's books (bin/desktop-books.ts): what it declines, compared as the server's checks compare (docs/books.md).

const settings = (change: Partial<BooksSettings> = {}): BooksSettings => ({ ...DEFAULT_BOOKS_SETTINGS, ...change });
const quickbooks = settings({ name_rules: { case_insensitive: true, trim: true, shared: [["customers", "suppliers"]] } });

describe("booksDecline", () => {
	test("a name in the books, as the rules compare it (NFC, trimmed, case-folded), is name_in_use; another name is not", () => {
		const books = heldBooks(settings(), [{ type: "customers", name: "Café Müller" }]);
		// "e" followed by a combining acute accent: NFC makes it "é"
		expect(booksDecline(books, "customers", { name: "  CAFE\u0301 müller " })).toEqual({
			code: "name_in_use",
			field: "name",
			reason: "The merchant's books already use this name for a customer.",
		});
		expect(booksDecline(books, "customers", { name: "Café Müller GmbH" })).toBeNull();
	});

	test("case-sensitive and untrimmed rules keep names apart that the defaults join", () => {
		const books = heldBooks(settings({ name_rules: { case_insensitive: false, trim: false, shared: [] } }), [{ type: "customers", name: "Acme" }]);
		expect(booksDecline(books, "customers", { name: "acme" })).toBeNull();
		expect(booksDecline(books, "customers", { name: " Acme" })).toBeNull();
		expect(booksDecline(books, "customers", { name: "Acme" })).toMatchObject({ code: "name_in_use" });
	});

	test("a name collides only in its namespace: a supplier's name declines a customer when the two share one", () => {
		const entries = [{ type: "suppliers", name: "Paper Co" }];
		expect(booksDecline(heldBooks(settings(), entries), "customers", { name: "Paper Co" })).toBeNull();
		expect(booksDecline(heldBooks(quickbooks, entries), "customers", { name: "paper co" })).toEqual({
			code: "name_in_use",
			field: "name",
			reason: "The merchant's books already use this name for a customer or supplier.",
		});
		expect(booksDecline(heldBooks(quickbooks, entries), "products", { name: "Paper Co" })).toBeNull();
	});

	test("a reference booked for the type is duplicate, compared exactly; the same reference of another type is not", () => {
		const books = heldBooks(settings(), [{ type: "expenses", reference: "INV-1" }]);
		expect(booksDecline(books, "expenses", { reference: "INV-1", occurred_on: "2026-03-04" })).toEqual({
			code: "duplicate",
			field: "reference",
			reason: "The merchant's books already hold a expense with this reference.",
		});
		expect(booksDecline(books, "expenses", { reference: "inv-1" })).toBeNull();
		expect(booksDecline(books, "revenue", { reference: "INV-1" })).toBeNull();
		expect(booksDecline(books, "expenses", { reference: null })).toBeNull();
	});

	test("a date on or before the closing date is period_locked, the day after is not", () => {
		const books = heldBooks(settings({ closed_through: "2026-06-30" }), []);
		expect(booksDecline(books, "revenue", { occurred_on: "2026-06-30" })).toEqual({
			code: "period_locked",
			field: "occurred_on",
			reason: "The merchant's books are closed through 2026-06-30: nothing dated on or before that day can be booked.",
		});
		expect(booksDecline(books, "refunds", { occurred_on: "2025-01-01" })).toMatchObject({ code: "period_locked" });
		expect(booksDecline(books, "revenue", { occurred_on: "2026-07-01" })).toBeNull();
		expect(booksDecline(heldBooks(settings(), []), "revenue", { occurred_on: "1999-01-01" })).toBeNull();
	});

	test("a currency or tax rate the books do not hold is invalid_data; with none listed, any passes", () => {
		const books = heldBooks(settings({ currencies: ["EUR", "USD"], tax_rates: [0, 7, 19] }), []);
		expect(booksDecline(books, "expenses", { currency: "GBP" })).toEqual({
			code: "invalid_data",
			field: "currency",
			reason: "The merchant's books hold no accounts in GBP.",
		});
		expect(booksDecline(books, "products", { name: "Chair", currency: "EUR", tax_rate: 16 })).toEqual({
			code: "invalid_data",
			field: "tax_rate",
			reason: "The merchant's books have no tax rate of 16%.",
		});
		expect(booksDecline(books, "products", { name: "Chair", currency: null, tax_rate: 7 })).toBeNull();
		expect(booksDecline(heldBooks(settings(), []), "products", { name: "Chair", currency: "GBP", tax_rate: 16 })).toBeNull();
	});

	test("a name held during a run declines the next object of that name; the first decline found wins", () => {
		const books = heldBooks(settings({ closed_through: "2026-06-30" }), []);
		expect(booksDecline(books, "customers", { name: "Ann" })).toBeNull();
		holdBooked(books, { type: "customers", name: "Ann" });
		expect(booksDecline(books, "customers", { name: "ANN" })).toMatchObject({ code: "name_in_use" });
		holdBooked(books, { type: "revenue", reference: "R-1" });
		expect(booksDecline(books, "revenue", { reference: "R-1", occurred_on: "2026-01-01" })).toMatchObject({ code: "duplicate" });
	});

	test("types the books do not check, and objects without a name or reference, book nothing", () => {
		expect(bookedKey(DEFAULT_BOOKS_SETTINGS.name_rules, { type: "expenses" })).toBeNull();
		expect(listsOf([{ type: "customers", name: "Ann" }, { type: "expenses" }, { type: "revenue", reference: "R-1" }])).toEqual({
			names: { customers: ["Ann"] },
			references: { revenue: ["R-1"] },
		});
	});
});

describe("the books options", () => {
	test("each option given changes its setting; the rest keep what the file holds", () => {
		const stored = settings({ closed_through: "2026-01-31", currencies: ["EUR"] });
		const change = settingsChangeFrom({ "case-sensitive": true, shared: ["customers,suppliers"], "tax-rates": "0,7,19", checks: "refuse" }, true);
		expect(changedSettings(stored, change)).toEqual({
			name_rules: { case_insensitive: false, trim: true, shared: [["customers", "suppliers"]] },
			closed_through: "2026-01-31",
			currencies: ["EUR"],
			tax_rates: [0, 7, 19],
			checks: "refuse",
		});
		expect(changedSettings(stored, settingsChangeFrom({ "closed-through": "none", currencies: "none", shared: ["none"] }, true))).toEqual({
			...stored,
			closed_through: null,
			currencies: [],
		});
	});

	test("a wrong value, contradicting flags or an option without --state is a usage error", () => {
		for (const values of [
			{ "closed-through": "2026-02-30" },
			{ currencies: "eur" },
			{ "tax-rates": "7,abc" },
			{ shared: ["customers"] },
			{ shared: ["customers,suppliers", "suppliers,products"] },
			{ shared: ["customers,expenses"] },
			{ checks: "loud" },
			{ trim: true, "no-trim": true },
		]) {
			expect(() => settingsChangeFrom(values, true)).toThrow(UsageError);
		}
		expect(() => settingsChangeFrom({ checks: "warn" }, false)).toThrow("--checks needs --state <file>");
	});
});
