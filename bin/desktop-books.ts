import { CheckMode, FINDING_MESSAGES, FindingCode } from "../shared/books/findings";
import { DEFAULT_NAME_RULES, NAME_TYPES, NameRules, namespacesOf, NameType, normalName, normalReference, REFERENCE_TYPES } from "../shared/books/name-rules";
import { RESOURCES } from "../shared/resources";

// The desktop simulator's books, as the server's checks see them (docs/books.md): the same rules
// decide which pending objects it declines, so that what a finding predicts is what it does.

/** How the simulated books compare names, what they are closed through and what they hold: kept in the state file. */
export interface BooksSettings {
	name_rules: NameRules;
	/** `YYYY-MM-DD`, or null for no closing date. */
	closed_through: string | null;
	/** Empty: any currency. */
	currencies: string[];
	/** Empty: any tax rate. */
	tax_rates: number[];
	checks: CheckMode;
}

export const DEFAULT_BOOKS_SETTINGS: BooksSettings = { name_rules: DEFAULT_NAME_RULES, closed_through: null, currencies: [], tax_rates: [], checks: "warn" };

/** What an object puts in the books beyond its entry: a name (the name types) or a document number (the transactions). */
export interface Booked {
	type: string;
	name?: string;
	reference?: string;
}

/** The books' answer to an object: the reason code it is declined with, the field at fault, and why in words. */
export interface Decline {
	code: FindingCode;
	field: string;
	reason: string;
}

/** What the books hold, as they compare it: the settings, and a key per name (by namespace) and per reference (by type). */
export interface HeldBooks {
	settings: BooksSettings;
	keys: Set<string>;
}

const isNameType = (type: string): type is NameType => (NAME_TYPES as readonly string[]).includes(type);
const isReferenceType = (type: string) => (REFERENCE_TYPES as readonly string[]).includes(type);

/** The name or reference an object of `type` books, or nothing for a type the books do not check or an object without one. */
export function bookedOf(type: string, object: Record<string, unknown>): Booked {
	if (isNameType(type) && typeof object.name === "string") return { type, name: object.name };
	if (isReferenceType(type) && typeof object.reference === "string") return { type, reference: object.reference };
	return { type };
}

/** The key two booked things collide on: the namespace and normal name, or the type and normal reference; null when nothing is booked. */
export function bookedKey(rules: NameRules, booked: Booked): string | null {
	if (booked.name !== undefined && isNameType(booked.type)) return `name:${namespacesOf(rules)[booked.type].join("+")}:${normalName(booked.name, rules)}`;
	if (booked.reference !== undefined) return `reference:${booked.type}:${normalReference(booked.reference)}`;
	return null;
}

/** The books held by the ledger's entries, under the settings' rules. */
export function heldBooks(settings: BooksSettings, entries: Booked[]): HeldBooks {
	const keys = new Set<string>();
	for (const entry of entries) {
		const key = bookedKey(settings.name_rules, entry);
		if (key !== null) keys.add(key);
	}
	return { settings, keys };
}

/**
 * Whether the books decline an object of `type` (a list name), and why: a name in use in its
 * namespace, a document number already booked for its type, a date on or before the closing date,
 * a currency or a tax rate the books do not hold; the first of these that applies, else null.
 */
export function booksDecline(books: HeldBooks, type: string, object: Record<string, unknown>): Decline | null {
	const { settings } = books;
	const booked = bookedOf(type, object);
	const key = bookedKey(settings.name_rules, booked);
	if (key !== null && books.keys.has(key)) {
		if (booked.name !== undefined)
			return { code: "name_in_use", field: "name", reason: FINDING_MESSAGES.nameInBooks(namespacesOf(settings.name_rules)[type as NameType]) };
		return { code: "duplicate", field: "reference", reason: FINDING_MESSAGES.referenceInBooks(type) };
	}
	const dateField = RESOURCES.find((d) => d.name === type)?.dateFilter;
	const day = dateField ? object[dateField] : undefined;
	if (settings.closed_through !== null && typeof day === "string" && day <= settings.closed_through) {
		return { code: "period_locked", field: dateField!, reason: FINDING_MESSAGES.periodLocked(settings.closed_through) };
	}
	if (settings.currencies.length && typeof object.currency === "string" && !settings.currencies.includes(object.currency)) {
		return { code: "invalid_data", field: "currency", reason: FINDING_MESSAGES.currency(object.currency) };
	}
	if (settings.tax_rates.length && typeof object.tax_rate === "number" && !settings.tax_rates.includes(object.tax_rate)) {
		return { code: "invalid_data", field: "tax_rate", reason: FINDING_MESSAGES.taxRate(object.tax_rate) };
	}
	return null;
}

/** Enters an object's name or reference in the held books: a later object of the same run collides with it. */
export function holdBooked(books: HeldBooks, booked: Booked): void {
	const key = bookedKey(books.settings.name_rules, booked);
	if (key !== null) books.keys.add(key);
}

/** The names and references of entries, per type, as a snapshot's `names` and `references`. */
export function listsOf(entries: Booked[]): { names: Record<string, string[]>; references: Record<string, string[]> } {
	const names: Record<string, string[]> = {};
	const references: Record<string, string[]> = {};
	for (const entry of entries) {
		if (entry.name !== undefined) (names[entry.type] ??= []).push(entry.name);
		if (entry.reference !== undefined) (references[entry.type] ??= []).push(entry.reference);
	}
	return { names, references };
}
