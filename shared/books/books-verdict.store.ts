import type { Queryable } from "../platform/database";
import { NAME_TYPES, NameType, normalName, normalReference, REFERENCE_TYPES, referenceKind } from "./name-rules";

// The one statement that checks an object against its account's books (docs/books.md): the snapshot,
// the key of the object's name or reference under the account's key, and whether that key is in the
// books or on another pending object of a colliding type. It runs whatever the mode, so that a
// create costs the same round trip with checks on or off; with them off it only reads the snapshot.

/** What the statement is asked: the object's name (or reference), date, currency and tax rate. */
export interface VerdictInput {
	accountId: string;
	/** The name of a name type, the reference of a transaction; null when it has none. */
	text: string | null;
	/** The object itself, on an update: it never collides with itself. */
	selfId: string | null;
	day: string | null;
	currency: string | null;
	taxRate: number | null;
	/** Check even when the merchant turned checks off (a dry run). */
	force: boolean;
	/**
	 * Count an object imported since the snapshot was read as in the books: the books as they are
	 * now, which the simulated importer of test accounts stands for (creates are judged by the snapshot).
	 */
	sinceRead?: boolean;
}

/** The snapshot's parts an answer names. */
export interface BooksState {
	version: number;
	readAt: number;
	checks: "warn" | "refuse" | "off";
	importedAt: number | null;
	closedThrough: string | null;
}

export interface Verdict {
	books: BooksState | null;
	/** The key of the name or reference, stored on the object so that later objects find it pending. */
	key: Buffer | null;
	/** The types whose names collide with the object's (its namespace), or its own type for a reference. */
	namespace: string[];
	inBooks: boolean;
	pending: boolean;
	periodLocked: boolean;
	currencyUnknown: boolean;
	taxRateUnknown: boolean;
}

/** A name's normal forms under each of the four combinations of the rules, for the statement to pick from. */
const nameForms = (name: string) => [
	normalName(name, { case_insensitive: false, trim: false }),
	normalName(name, { case_insensitive: false, trim: true }),
	normalName(name, { case_insensitive: true, trim: false }),
	normalName(name, { case_insensitive: true, trim: true }),
];

const pendingIn = (table: string) =>
	`EXISTS (SELECT 1 FROM ${table} t WHERE t.account_id = $1 AND t.books_key = b.key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM {self})`;
const importedSinceRead = (table: string) =>
	`EXISTS (SELECT 1 FROM ${table} t WHERE t.account_id = $1 AND t.books_key = b.key AND t.import_status = 'imported' AND t.imported_at >= b.read_at)`;

/** The parameters after the account and the text's forms: a name sends four forms, a reference one. */
const TAIL = ["self", "day", "currency", "tax", "force", "since"];

/** The statement for one type; the tables it names are the declarations', never a request's. */
function verdictStatement(type: string): string {
	const isName = (NAME_TYPES as readonly string[]).includes(type);
	const text = isName
		? `CASE WHEN (name_rules->>'case_insensitive')::boolean THEN CASE WHEN (name_rules->>'trim')::boolean THEN $5 ELSE $4 END
		        ELSE CASE WHEN (name_rules->>'trim')::boolean THEN $3 ELSE $2 END END`
		: "$2::text";
	const kinds = isName ? `ARRAY(SELECT jsonb_array_elements_text(namespaces -> '${type}'))` : `ARRAY['${referenceKind(type as never)}']`;
	const inNamespace = (check: (table: string) => string) =>
		isName ? NAME_TYPES.map((t) => `(b.kinds @> ARRAY['${t}'] AND ${check(t)})`).join(" OR ") : check(type);
	return `WITH b AS (
	  SELECT version, read_at, checks, (SELECT last_import_at FROM accounts WHERE id = $1) AS imported_at, closed_through, currencies, tax_rates, ${kinds} AS kinds, ({force} OR checks <> 'off') AS judged,
	         sha256(hmac_outer || sha256(hmac_inner || convert_to(${text}, 'UTF8'))) AS key
	    FROM books WHERE account_id = $1)
	SELECT version, read_at, checks, imported_at, closed_through::text AS closed_through, key, kinds,
	  judged AND key IS NOT NULL AND (EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = $1 AND e.kind = ANY (b.kinds) AND e.key = b.key)
	    OR ({since} AND (${inNamespace(importedSinceRead)}))) AS in_books,
	  judged AND key IS NOT NULL AND (${inNamespace(pendingIn)}) AS pending,
	  judged AND COALESCE({day}::date <= closed_through, false) AS period_locked,
	  judged AND {currency}::text IS NOT NULL AND cardinality(currencies) > 0 AND {currency}::text <> ALL (currencies) AS currency_unknown,
	  judged AND {tax}::numeric IS NOT NULL AND cardinality(tax_rates) > 0 AND {tax}::numeric <> ALL (tax_rates) AS tax_rate_unknown
	FROM b`.replace(/\{([a-z]+)\}/g, (_, name: string) => `$${TAIL.indexOf(name) + (isName ? 6 : 3)}`);
}

const STATEMENTS = new Map([...NAME_TYPES, ...REFERENCE_TYPES].map((type) => [type as string, verdictStatement(type)]));

/** Whether the books check objects of this type at all. */
export const checkedType = (type: string) => STATEMENTS.has(type);

/** The books' verdict on an object of `type` (one of NAME_TYPES or REFERENCE_TYPES). */
export async function booksVerdict(q: Queryable, type: string, input: VerdictInput): Promise<Verdict> {
	const isName = (NAME_TYPES as readonly string[]).includes(type);
	const forms = isName ? (input.text === null ? [null, null, null, null] : nameForms(input.text)) : [input.text === null ? null : normalReference(input.text)];
	const tail = [input.selfId, input.day, input.currency, input.taxRate, input.force, input.sinceRead === true];
	const [row] = await q.query(STATEMENTS.get(type)!, [input.accountId, ...forms, ...tail]);
	if (!row)
		return { books: null, key: null, namespace: [type], inBooks: false, pending: false, periodLocked: false, currencyUnknown: false, taxRateUnknown: false };
	return {
		books: {
			version: row.version,
			readAt: Number(row.read_at),
			checks: row.checks,
			importedAt: row.imported_at === null ? null : Number(row.imported_at),
			closedThrough: row.closed_through,
		},
		key: row.key === null ? null : Buffer.from(row.key),
		namespace: isName ? (row.kinds as NameType[]) : [type],
		inBooks: row.in_books === true,
		pending: row.pending === true,
		periodLocked: row.period_locked === true,
		currencyUnknown: row.currency_unknown === true,
		taxRateUnknown: row.tax_rate_unknown === true,
	};
}
