import { component, JsonSchema, objectOf, time } from "../actions/json-schema";

/** The reason codes a check finds, each the code the importer would decline with (docs/books.md, "Findings"). */
export const FINDING_CODES = ["name_in_use", "period_locked", "duplicate", "invalid_data"] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** What the books predict for one field of an object. */
export interface Finding {
	code: FindingCode;
	field: string;
	message: string;
	books_read_at: number;
}

/**
 * How an object was checked against the books when it was written: `checked` (against a snapshot
 * read after the importer's last import), `may_have_moved` (the importer imported or reverted since
 * the snapshot was read), `unknown` (no snapshot yet, or written before checks existed), `off` (the
 * merchant turned checks off).
 */
export const BOOKS_CHECKS = ["checked", "may_have_moved", "unknown", "off"] as const;
export type BooksCheck = (typeof BOOKS_CHECKS)[number];

/** The check modes a merchant chooses in the snapshot's `checks`. */
export const CHECK_MODES = ["warn", "refuse", "off"] as const;
export type CheckMode = (typeof CHECK_MODES)[number];

export const FINDING = component("books_finding", {
	...objectOf({
		code: { enum: [...FINDING_CODES], description: "The reason code the merchant's importer would decline the object with." },
		field: { type: "string", description: "The field at fault.", examples: ["name"] },
		message: { type: "string", description: "What collides, for people.", examples: ["The merchant's books already use this name for a customer."] },
		books_read_at: time("When the importer read the books the finding is based on."),
	}),
	description: "What the merchant's books would say of one field: the object is likely to be declined with `code` unless it changes.",
});

export const FINDINGS: JsonSchema = {
	type: "array",
	items: FINDING,
	description: "What the merchant's books would say of the object when it was written (docs/books.md); empty when nothing collides.",
};

export const BOOKS_CHECK: JsonSchema = {
	enum: [...BOOKS_CHECKS],
	description:
		"How the object was checked against the merchant's books when it was written: `checked`, `may_have_moved` (the books were imported into since they were read), `unknown` (no books published), `off` (the merchant turned checks off).",
	examples: ["checked"],
};

/** The words of a type in a finding: `customer or supplier` for a shared namespace. */
const typeWords = (types: string[]) => types.map((t) => SINGULAR[t] ?? t).join(" or ");
const SINGULAR: Record<string, string> = {
	customers: "customer",
	suppliers: "supplier",
	products: "product",
	categories: "category",
	expenses: "expense",
	revenue: "revenue",
	refunds: "refund",
};

/** Each finding's message: which field collides and with what kind of thing, never which other object. */
export const FINDING_MESSAGES = {
	nameInBooks: (types: string[]) => `The merchant's books already use this name for a ${typeWords(types)}.`,
	namePending: (types: string[]) => `Another pending ${typeWords(types)} of this account has this name; the books would take only one.`,
	referenceInBooks: (type: string) => `The merchant's books already hold a ${typeWords([type])} with this reference.`,
	referencePending: (type: string) => `Another pending ${typeWords([type])} of this account has this reference; the books would take only one.`,
	periodLocked: (closedThrough: string) => `The merchant's books are closed through ${closedThrough}: nothing dated on or before that day can be booked.`,
	currency: (currency: string) => `The merchant's books hold no accounts in ${currency}.`,
	taxRate: (rate: number) => `The merchant's books have no tax rate of ${rate}%.`,
};
