import { component, JsonSchema, nullable, objectOf, time } from "../actions/json-schema";
import type { Row } from "../platform/database";
import { CHECK_MODES } from "./findings";
import { NAME_TYPES, REFERENCE_TYPES, referenceKind } from "./name-rules";

// What GET /v1/books answers: the snapshot's rules, dates, codes and counts, never a name or a reference.

const CHECKS: JsonSchema = {
	enum: [...CHECK_MODES],
	description: "What a create does with findings: `warn` (stored, with `books_warnings`), `refuse` (409 `books_conflict`), `off`.",
	examples: ["warn"],
};

const counts = (types: readonly string[], what: string): JsonSchema =>
	objectOf(
		Object.fromEntries(types.map((type) => [type, { type: "integer", minimum: 0, description: `The ${type} ${what} the books hold.`, examples: [120] }])),
	);

export const NAME_RULES: JsonSchema = component("books_name_rules", {
	...objectOf({
		case_insensitive: { type: "boolean", description: "Whether `Acme` and `ACME` are one name in the books.", examples: [true] },
		trim: { type: "boolean", description: "Whether spaces before and after a name are ignored.", examples: [true] },
		shared: {
			type: "array",
			items: { type: "array", items: { enum: [...NAME_TYPES] }, minItems: 2, uniqueItems: true },
			description: "Types whose names share one namespace: in QuickBooks a customer and a supplier may not have one name.",
			examples: [[["customers", "suppliers"]]],
		},
	}),
	description: "How the books compare names.",
});

export const BOOKS = component("books", {
	...objectOf({
		object: { const: "books", description: "The type of the object." },
		version: { type: "integer", minimum: 1, description: "Counts up with every PUT and PATCH.", examples: [3] },
		read_at: time("When the importer read the books this snapshot describes."),
		checks: CHECKS,
		name_rules: { ...NAME_RULES, description: "How the books compare names." },
		closed_through: nullable({ type: "string", format: "date", description: "Nothing dated on or before this day can be booked.", examples: ["2026-06-30"] }),
		currencies: {
			type: "array",
			items: { type: "string", pattern: "^[A-Z]{3}$" },
			description: "The currencies the books hold (ISO 4217).",
			examples: [["EUR", "USD"]],
		},
		tax_rates: { type: "array", items: { type: "number" }, description: "The tax rates in percent products may use.", examples: [[0, 7, 19]] },
		counts: {
			...objectOf({
				names: { ...counts(NAME_TYPES, "names"), description: "Names per type." },
				references: { ...counts(REFERENCE_TYPES, "document numbers"), description: "Booked document numbers per type." },
			}),
			description: "How many names and references the snapshot holds; the names themselves are never answered.",
		},
		updated: time("When bookdrop stored this version."),
	}),
	description: "What the merchant's importer said of the books, for bookdrop to predict declines at POST time (docs/books.md).",
});

/** The snapshot as GET /v1/books answers it. */
export function presentBooks(row: Row) {
	const counted = (row.counts ?? {}) as Record<string, number>;
	return {
		object: "books",
		version: row.version,
		read_at: Number(row.read_at),
		checks: row.checks,
		name_rules: row.name_rules,
		closed_through: row.closed_through ?? null,
		currencies: row.currencies as string[],
		tax_rates: (row.tax_rates as unknown[]).map(Number),
		counts: {
			names: Object.fromEntries(NAME_TYPES.map((type) => [type, Number(counted[type] ?? 0)])),
			references: Object.fromEntries(REFERENCE_TYPES.map((type) => [type, Number(counted[referenceKind(type)] ?? 0)])),
		},
		updated: Number(row.updated),
	};
}

/** What the account shows of its books: enough to know how fresh the checks are. */
export const BOOKS_SUMMARY: JsonSchema = nullable({
	...objectOf({
		version: { type: "integer", minimum: 1, description: "The snapshot's version.", examples: [3] },
		read_at: time("When the importer read the books."),
		checks: CHECKS,
	}),
	description: "The merchant's books snapshot that creates are checked against (docs/books.md); null before the importer published one.",
});

export const summaryOf = (row: Row | null) => (row ? { version: row.version, read_at: Number(row.read_at), checks: row.checks } : null);
