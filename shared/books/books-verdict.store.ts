import type { Queryable, Row } from "../platform/database";
import { isNameType, NAME_TYPES, NameType, normalName, normalReference, REFERENCE_TYPES } from "./name-rules";

// The statement that checks an object against its account's books (docs/books.md): the function
// books_verdict (migrations 021, 038) reads the snapshot, makes the key of the object's name or
// reference under the account's key, and looks it up in the books and on the pending objects of a
// colliding type; books_verdicts (migration 039) does the same for a group of creates in one
// statement. It runs whatever the mode, so that a create costs the same round trip with checks on or
// off; with them off it only reads the snapshot. The rules' normal forms are made here (JavaScript's
// Unicode case folding, the same as the snapshot's), and the function picks the one the rules name.

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

const TYPES = new Set<string>([...NAME_TYPES, ...REFERENCE_TYPES]);

/** Whether the books check objects of this type at all. */
export const checkedType = (type: string) => TYPES.has(type);

/** The statement's arguments for one object: its forms (four for a name, one for a reference) and the rest. */
function argumentsOf(type: string, input: VerdictInput): unknown[] {
	const forms = input.text === null ? null : isNameType(type) ? nameForms(input.text) : [normalReference(input.text)];
	return [input.accountId, type, forms, input.selfId, input.day, input.currency, input.taxRate, input.force, input.sinceRead === true];
}

function verdictOf(type: string, row: Row | undefined): Verdict {
	if (!row || row.version === null)
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
		namespace: isNameType(type) ? (row.kinds as NameType[]) : [type],
		inBooks: row.in_books === true,
		pending: row.pending === true,
		periodLocked: row.period_locked === true,
		currencyUnknown: row.currency_unknown === true,
		taxRateUnknown: row.tax_rate_unknown === true,
	};
}

/** The books' verdict on an object of `type` (one of NAME_TYPES or REFERENCE_TYPES). */
export async function booksVerdict(q: Queryable, type: string, input: VerdictInput): Promise<Verdict> {
	const [row] = await q.query("SELECT * FROM books_verdict($1, $2, $3, $4, $5, $6, $7, $8, $9)", argumentsOf(type, input));
	return verdictOf(type, row);
}

/**
 * The verdicts on several objects of one type in one statement, in order (books_verdicts, migration
 * 039: its look-ups start once for the group, not once per object). For creates: none has a row of
 * its own yet, and none counts what was imported since the snapshot (an input with `selfId` or
 * `sinceRead` sends the group one by one). An object whose arguments the database refuses (a day
 * PostgreSQL cannot read) fails alone: each is then asked again by itself.
 */
export async function booksVerdicts(q: Queryable, type: string, inputs: VerdictInput[]): Promise<Array<Verdict | Error>> {
	const alone = () => Promise.all(inputs.map((input) => booksVerdict(q, type, input).catch((one: Error) => one)));
	if (inputs.length === 1 || inputs.some((input) => input.selfId !== null || input.sinceRead === true)) return alone();
	const args = inputs.map((input) => argumentsOf(type, input));
	// A column per argument; the forms as four columns, since unnest flattens an array of arrays.
	const column = (i: number) => args.map((a) => a[i]);
	const form = (k: number) => args.map((a) => (a[2] as string[] | null)?.[k] ?? null);
	try {
		const rows = await q.query(
			"SELECT * FROM books_verdicts($1, $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::text[], $9::numeric[], $10::boolean[])",
			[type, column(0), form(0), form(1), form(2), form(3), column(4), column(5), column(6), column(7)],
		);
		return rows.map((row) => verdictOf(type, row));
	} catch {
		return alone();
	}
}
