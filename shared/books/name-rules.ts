import { randomBytes } from "node:crypto";

/** The types whose `name` the books must not repeat, and those whose `reference` (a document number) they must not. */
export const NAME_TYPES = ["customers", "suppliers", "products", "categories"] as const;
export const REFERENCE_TYPES = ["expenses", "revenue", "refunds"] as const;
export type NameType = (typeof NAME_TYPES)[number];
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** Whether objects of `type` are checked by name (the others by reference, or not at all). */
export const isNameType = (type: string): type is NameType => (NAME_TYPES as readonly string[]).includes(type);

/** How the merchant's books compare names (docs/books.md). */
export interface NameRules {
	case_insensitive: boolean;
	trim: boolean;
	/** Lists of types that share one namespace: in QuickBooks, customers and suppliers. */
	shared: NameType[][];
}

export const DEFAULT_NAME_RULES: NameRules = { case_insensitive: true, trim: true, shared: [] };

/** A name as the books compare it: Unicode NFC, then trimmed and case-folded as the rules say. */
export function normalName(name: string, rules: Pick<NameRules, "case_insensitive" | "trim">): string {
	let out = name.normalize("NFC");
	if (rules.trim) out = out.trim();
	if (rules.case_insensitive) out = out.toLowerCase();
	return out;
}

/** A reference (document number) as the books compare it: exactly, but for NFC. */
export const normalReference = (reference: string): string => reference.normalize("NFC");

/** For each name type, the types whose names collide with its own: itself and those sharing its namespace. */
export function namespacesOf(rules: NameRules): Record<NameType, NameType[]> {
	const out = Object.fromEntries(NAME_TYPES.map((type) => [type, [type]])) as Record<NameType, NameType[]>;
	for (const group of rules.shared) for (const type of group) out[type] = [...new Set([...group])].sort();
	return out;
}

/** The entry kind of a reference type in the books' key table. */
export const referenceKind = (type: ReferenceType) => `ref:${type}`;

/**
 * An account's HMAC-SHA256 key, kept as its inner and outer pads (RFC 2104) so that PostgreSQL computes
 * the keyed hash (cut to 128 bits) with its own sha256() (books-snapshot.store.ts, books_verdict in
 * migration 021): the key itself is never needed again.
 */
export interface BooksKey {
	inner: Buffer;
	outer: Buffer;
}

const BLOCK = 64;

/** A new key; a test may name the secret, to compare the statement's hash with an HMAC library's. */
export function newBooksKey(secret: Buffer = randomBytes(32)): BooksKey {
	const pad = (byte: number) => Buffer.from(Array.from({ length: BLOCK }, (_, i) => (secret[i] ?? 0) ^ byte));
	return { inner: pad(0x36), outer: pad(0x5c) };
}
