import { createHash } from "node:crypto";

/**
 * Rows written straight into bookdrop's tables with `INSERT … SELECT … FROM generate_series`, so
 * that its triggers (if any) run as for any insert. Generated object `i` of a type is the same
 * row whichever run writes it; growing from `from` to `to` appends the newer rows.
 *
 * Per `n` customers: n/20 each of suppliers, categories, products and expenses, n/2 events.
 * Objects belong 80% to integration A (the one whose key measures lists), 15% to integration B and
 * 5% to the desktop; 70% are imported (in completed batches of up to 1,000), 25% pending, 5% rejected.
 */

export type Run = (sql: string, params: unknown[]) => Promise<unknown>;

export interface Layout {
	accountId: string;
	integrationA: string;
	integrationB: string;
	/** `created` of object 0 (unix seconds) and seconds between objects: the largest size ends before now. */
	t0: number;
	step: number;
}

const CHUNK = 50_000;
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The id of generated object `i` of a type, as the SQL below makes it. */
export const seededId = (prefix: string, i: number) => `${prefix}_${md5(`${prefix}${i}`).slice(0, 24)}`;
export const seededEmail = (i: number) => `customer${i}@example.com`;
/** A generated customer of integration A at or just below `i` (i >= 20). */
export const customerOfA = (i: number) => (i % 20 > 3 ? i : i - (i % 20) - 1);

const id = (prefix: string, i = "i") => `'${prefix}_' || substr(md5('${prefix}' || ${i}), 1, 24)`;
const OWNER = "CASE WHEN i % 20 = 0 THEN NULL WHEN i % 20 <= 3 THEN $2 ELSE $1 END";
const STATUS = "CASE WHEN (i / 20) % 20 < 14 THEN 'imported' WHEN (i / 20) % 20 < 19 THEN 'pending' ELSE 'rejected' END";
const CREATED = "($4::bigint + floor(i * $5::float8)::bigint)";

interface Kind {
	table: string;
	prefix: string;
	object: string;
	/** Objects of this type per customer. */
	share: number;
	columns: Record<string, string>;
}

const KINDS: Kind[] = [
	{
		table: "customers",
		prefix: "cus",
		object: "customer",
		share: 1,
		columns: {
			name: "'Customer ' || i",
			email: "'customer' || i || '@example.com'",
			phone: "'+49 30 ' || lpad(i::text, 7, '0')",
			company: "'Company ' || (i % 5000)",
			address_line1: "'Street ' || (i % 300) || ' ' || (1 + i % 97)",
			city: "(ARRAY['Berlin', 'Hamburg', 'Munich', 'Cologne'])[1 + i % 4]",
			postal_code: "lpad((i % 99999)::text, 5, '0')",
			country: "'DE'",
			metadata: "jsonb_build_object('shop_id', i::text)",
		},
	},
	{
		table: "suppliers",
		prefix: "sup",
		object: "supplier",
		share: 1 / 20,
		columns: { name: "'Supplier ' || i", email: "'supplier' || i || '@example.com'", country: "'DE'" },
	},
	{
		table: "categories",
		prefix: "cat",
		object: "category",
		share: 1 / 20,
		columns: { name: "'Category ' || i", kind: "(ARRAY['expense', 'revenue'])[1 + i % 2]" },
	},
	{
		table: "products",
		prefix: "prod",
		object: "product",
		share: 1 / 20,
		columns: { name: "'Product ' || i", sku: "'SKU-' || i", unit_amount: "i % 10000", currency: "'EUR'" },
	},
	{
		table: "expenses",
		prefix: "exp",
		object: "expense",
		share: 1 / 20,
		columns: { description: "'Expense ' || i", amount: "100 + i % 100000", currency: "'EUR'", occurred_on: "DATE '2026-01-01' + (i % 365)::int" },
	},
];
const EVENTS_SHARE = 1 / 2;
const BATCH_SIZE = 1000;

/** Tables the seeding writes, for maintenance after it. */
export const SEEDED_TABLES = [...KINDS.map((kind) => kind.table), "events", "import_batches", "import_batch_objects"];

/** [first, last] of each chunk of (from, to]. */
function chunks(from: number, to: number): Array<[number, number]> {
	const out: Array<[number, number]> = [];
	for (let first = from + 1; first <= to; first += CHUNK) out.push([first, Math.min(to, first + CHUNK - 1)]);
	return out;
}

/** The completed batches imported objects (from, to] of any type belong to. */
async function seedBatches(run: Run, layout: Layout, from: number, to: number): Promise<void> {
	await run(
		`INSERT INTO import_batches (id, account_id, status, created, updated, completed_at)
		 SELECT ${id("imb", "b")}, $1, 'completed', t, t, t FROM generate_series($2::bigint, $3::bigint) AS b, LATERAL (SELECT $4::bigint + floor(b * $6::int * $5::float8)::bigint + 3600 AS t) AS at
		 ON CONFLICT (id) DO NOTHING`,
		[layout.accountId, Math.floor((from + 1) / BATCH_SIZE), Math.floor(to / BATCH_SIZE), layout.t0, layout.step, BATCH_SIZE],
	);
}

/** Objects (first, last) of one type, and the batch membership of those imported. */
async function seedObjects(run: Run, layout: Layout, kind: Kind, first: number, last: number): Promise<void> {
	const names = Object.keys(kind.columns);
	await run(
		`WITH rows AS (
		   INSERT INTO ${kind.table} (id, account_id, integration_id, created, updated, import_status, import_batch, imported_at, local_ref, ${names.join(", ")})
		   SELECT ${id(kind.prefix)}, $3, ${OWNER}, ${CREATED}, ${CREATED}, status,
		          CASE WHEN status = 'imported' THEN ${id("imb", `(i / ${BATCH_SIZE})`)} END,
		          CASE WHEN status = 'imported' THEN ${CREATED} + 3600 END,
		          CASE WHEN status = 'imported' THEN 'L' || i END,
		          ${names.map((name) => kind.columns[name]).join(", ")}
		   FROM generate_series($6::bigint, $7::bigint) AS i, LATERAL (SELECT ${STATUS} AS status) AS s
		   RETURNING id, import_batch, integration_id
		 )
		 INSERT INTO import_batch_objects (batch_id, object_id, object_type, integration_id)
		 SELECT import_batch, id, $8, integration_id FROM rows WHERE import_batch IS NOT NULL`,
		[layout.integrationA, layout.integrationB, layout.accountId, layout.t0, layout.step, first, last, kind.object],
	);
}

/** Events as the import of generated customers would have logged them. */
async function seedEvents(run: Run, layout: Layout, first: number, last: number): Promise<void> {
	await run(
		`INSERT INTO events (id, account_id, integration_id, type, created, data)
		 SELECT ${id("evt")}, $3, ${OWNER}, (ARRAY['customer.imported', 'customer.rejected', 'supplier.imported', 'import_batch.completed'])[1 + i % 4],
		        ${CREATED} + 3600,
		        json_build_object('object', json_build_object(
		          'id', ${id("cus")}, 'object', 'customer', 'name', 'Customer ' || i, 'email', 'customer' || i || '@example.com',
		          'country', 'DE', 'metadata', json_build_object('shop_id', i::text),
		          'import', json_build_object('status', 'imported', 'batch', ${id("imb", `(i / ${BATCH_SIZE})`)}, 'imported_at', ${CREATED} + 3600, 'local_ref', 'L' || i),
		          'created', ${CREATED}, 'updated', ${CREATED} + 3600))
		 FROM generate_series($6::bigint, $7::bigint) AS i`,
		[layout.integrationA, layout.integrationB, layout.accountId, layout.t0, layout.step / EVENTS_SHARE, first, last],
	);
}

/** Grows the data set from `from` to `to` customers (and the other types in proportion). */
export async function seed(run: Run, layout: Layout, from: number, to: number, progress: (line: string) => void): Promise<void> {
	await seedBatches(run, layout, from, to);
	for (const kind of KINDS) {
		const [a, b] = [Math.floor(from * kind.share), Math.floor(to * kind.share)];
		for (const [first, last] of chunks(a, b)) {
			await seedObjects(run, layout, kind, first, last);
			progress(`${kind.table} ${last.toLocaleString("en")}/${b.toLocaleString("en")}`);
		}
	}
	const [a, b] = [Math.floor(from * EVENTS_SHARE), Math.floor(to * EVENTS_SHARE)];
	for (const [first, last] of chunks(a, b)) {
		await seedEvents(run, layout, first, last);
		progress(`events ${last.toLocaleString("en")}/${b.toLocaleString("en")}`);
	}
}
