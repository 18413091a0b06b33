import type { Queryable, Row } from "../platform/database";
import type { CheckMode } from "./findings";
import {
	BooksKey,
	NAME_TYPES,
	NameRules,
	NameType,
	namespacesOf,
	newBooksKey,
	normalName,
	normalReference,
	REFERENCE_TYPES,
	ReferenceType,
	referenceKind,
} from "./name-rules";

// The books snapshot as the importer publishes it (docs/books.md): a whole replace (PUT) or a delta
// (PATCH), each applied whole in the caller's transaction. Names and references are stored only as
// their keyed hash, computed here by PostgreSQL from the normalised text and the account's pads.
// (PostgreSQL's sha256 costs less than Node's per name: 400,000 createHash calls took 2.5 s of a core.)

/** The lists a snapshot holds, and a delta adds or removes. */
export interface BooksLists {
	names?: Partial<Record<NameType, string[]>>;
	references?: Partial<Record<ReferenceType, string[]>>;
	currencies?: string[];
	tax_rates?: number[];
}

export interface BooksSnapshot extends BooksLists {
	read_at: number;
	checks: CheckMode;
	name_rules: NameRules;
	closed_through: string | null;
}

export interface BooksDelta {
	read_at: number;
	checks?: CheckMode;
	/** Absent: unchanged; null: no closing date any more. */
	closed_through?: string | null;
	add?: BooksLists;
	remove?: BooksLists;
}

/** The (kind, normalised text) pairs of a snapshot's names and references, each once, as two arrays for unnest(). */
function entriesOf(lists: BooksLists | undefined, rules: NameRules): [string[], string[]] {
	const kinds: string[] = [];
	const texts: string[] = [];
	const add = (kind: string, all: Iterable<string>) => {
		for (const text of new Set(all)) (kinds.push(kind), texts.push(text));
	};
	for (const type of NAME_TYPES)
		add(
			type,
			(lists?.names?.[type] ?? []).map((name) => normalName(name, rules)),
		);
	for (const type of REFERENCE_TYPES) add(referenceKind(type), (lists?.references?.[type] ?? []).map(normalReference));
	return [kinds, texts];
}

// As books_verdict (migration 021) computes it for a create: HMAC-SHA256 cut to 128 bits.
const HASH = "substring(sha256(b.hmac_outer || sha256(b.hmac_inner || convert_to(u.text, 'UTF8'))) FROM 1 FOR 16)";

/** Adds entries (each (kind, text) once: entriesOf), in key order, so that the primary key's index grows at one edge. */
async function addEntries(tx: Queryable, accountId: string, [kinds, texts]: [string[], string[]]): Promise<void> {
	if (!kinds.length) return;
	await tx.query("SET LOCAL work_mem = '64MB'");
	await tx.query(
		`INSERT INTO books_entries (account_id, kind, key)
		 SELECT b.account_id, u.kind, ${HASH} FROM books b, unnest($2::text[], $3::text[]) AS u (kind, text) WHERE b.account_id = $1
		 ORDER BY 3, 2 ON CONFLICT DO NOTHING`,
		[accountId, kinds, texts],
	);
}

/**
 * Makes the account's entries exactly these: the keys arrive in a temporary table, then only those
 * that left are deleted and only the new ones inserted, in key order. Deleting all and inserting all
 * again cost twice as much for a snapshot that hardly changed: each insert then met its own dead
 * twin in the index.
 */
async function replaceEntries(tx: Queryable, accountId: string, [kinds, texts]: [string[], string[]]): Promise<void> {
	await tx.query("SET LOCAL work_mem = '64MB'");
	await tx.query("CREATE TEMPORARY TABLE books_incoming (kind text, key bytea) ON COMMIT DROP");
	await tx.query(`INSERT INTO books_incoming SELECT u.kind, ${HASH} FROM books b, unnest($2::text[], $3::text[]) AS u (kind, text) WHERE b.account_id = $1`, [
		accountId,
		kinds,
		texts,
	]);
	await tx.query(
		`DELETE FROM books_entries e WHERE e.account_id = $1
		   AND NOT EXISTS (SELECT 1 FROM books_incoming i WHERE i.kind = e.kind AND i.key = e.key)`,
		[accountId],
	);
	await tx.query(
		`INSERT INTO books_entries (account_id, kind, key)
		 SELECT $1, i.kind, i.key FROM books_incoming i
		  WHERE NOT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = $1 AND e.kind = i.kind AND e.key = i.key)
		  ORDER BY 3, 2`,
		[accountId],
	);
}

async function removeEntries(tx: Queryable, accountId: string, [kinds, texts]: [string[], string[]]): Promise<void> {
	if (!kinds.length) return;
	await tx.query(
		`DELETE FROM books_entries e USING books b, unnest($2::text[], $3::text[]) AS u (kind, text)
		 WHERE b.account_id = $1 AND e.account_id = $1 AND e.kind = u.kind AND e.key = ${HASH}`,
		[accountId, kinds, texts],
	);
}

/** Counts the entries of each kind into the snapshot's row, and answers the row. */
async function counted(tx: Queryable, accountId: string): Promise<Row> {
	const [row] = await tx.query(
		`UPDATE books SET counts = (SELECT COALESCE(jsonb_object_agg(kind, n), '{}') FROM
		   (SELECT kind, count(*) AS n FROM books_entries WHERE account_id = $1 GROUP BY kind) AS c)
		 WHERE account_id = $1 RETURNING *`,
		[accountId],
	);
	return row;
}

const uniqueSorted = <T extends string | number>(values: T[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Replaces the account's snapshot whole; the first one makes the account's key. */
export async function replaceBooks(tx: Queryable, accountId: string, books: BooksSnapshot, now: number, key: BooksKey = newBooksKey()): Promise<Row> {
	await tx.query(
		`INSERT INTO books (account_id, hmac_inner, hmac_outer, version, read_at, checks, name_rules, namespaces, closed_through, currencies, tax_rates, counts, updated)
		 VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, '{}', $11)
		 ON CONFLICT (account_id) DO UPDATE SET version = books.version + 1, read_at = $4, checks = $5, name_rules = $6, namespaces = $7,
		   closed_through = $8, currencies = $9, tax_rates = $10, updated = $11`,
		[
			accountId,
			key.inner,
			key.outer,
			books.read_at,
			books.checks,
			JSON.stringify(books.name_rules),
			JSON.stringify(namespacesOf(books.name_rules)),
			books.closed_through,
			uniqueSorted(books.currencies ?? []),
			uniqueSorted(books.tax_rates ?? []),
			now,
		],
	);
	await replaceEntries(tx, accountId, entriesOf(books, books.name_rules));
	return counted(tx, accountId);
}

/** Applies a delta to the account's snapshot (removals first); null when it has none to change. */
export async function patchBooks(tx: Queryable, accountId: string, delta: BooksDelta, now: number): Promise<Row | null> {
	const [current] = await tx.query("SELECT name_rules, currencies, tax_rates FROM books WHERE account_id = $1 FOR UPDATE", [accountId]);
	if (!current) return null;
	const rules = current.name_rules as NameRules;
	const changed = <T extends string | number>(list: T[], add: T[] = [], remove: T[] = []) => uniqueSorted([...list.filter((x) => !remove.includes(x)), ...add]);
	const taxRates = (current.tax_rates as unknown[]).map(Number);
	await tx.query(
		`UPDATE books SET version = version + 1, read_at = $2, checks = COALESCE($3, checks),
		   closed_through = CASE WHEN $4 THEN $5::date ELSE closed_through END, currencies = $6, tax_rates = $7, updated = $8
		 WHERE account_id = $1`,
		[
			accountId,
			delta.read_at,
			delta.checks ?? null,
			delta.closed_through !== undefined,
			delta.closed_through ?? null,
			changed(current.currencies as string[], delta.add?.currencies, delta.remove?.currencies),
			changed(taxRates, delta.add?.tax_rates, delta.remove?.tax_rates),
			now,
		],
	);
	await removeEntries(tx, accountId, entriesOf(delta.remove, rules));
	await addEntries(tx, accountId, entriesOf(delta.add, rules));
	return counted(tx, accountId);
}

/** The account's snapshot row, without its entries; null before the first. */
export async function readBooks(q: Queryable, accountId: string): Promise<Row | null> {
	const [row] = await q.query(
		"SELECT version, read_at, checks, name_rules, closed_through::text AS closed_through, currencies, tax_rates, counts, updated FROM books WHERE account_id = $1",
		[accountId],
	);
	return row ?? null;
}

/** Adds keys an import booked (the simulated importer's publish), the snapshot read at `now`; nothing without a snapshot. */
export async function addBookedKeys(tx: Queryable, accountId: string, keys: Array<{ kind: string; key: Buffer }>, now: number): Promise<void> {
	const [books] = await tx.query(
		"UPDATE books SET version = version + 1, read_at = GREATEST(read_at, $2), updated = $2 WHERE account_id = $1 RETURNING account_id",
		[accountId, now],
	);
	if (!books) return;
	if (keys.length) {
		await tx.query(
			`INSERT INTO books_entries (account_id, kind, key)
			 SELECT $1, u.kind, decode(u.key, 'hex') FROM unnest($2::text[], $3::text[]) AS u (kind, key) ON CONFLICT DO NOTHING`,
			[accountId, keys.map((k) => k.kind), keys.map((k) => k.key.toString("hex"))],
		);
	}
	await counted(tx, accountId);
}
