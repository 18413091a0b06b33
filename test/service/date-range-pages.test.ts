import fc from "fast-check";
import { Database, openDatabase } from "../../shared/platform/database";
import { fetchPage, pageStatement, type PageQuery } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { declarationOf, listQuery } from "../../shared/engine";
import { RESOURCE_REGISTRY } from "../../shared/resources";

// A page with a date range is merged from one read per day (docs/design.md, "Date ranges"). It must
// hold exactly the rows, in exactly the order, of the plain statement that filters the whole range
// and sorts it: for any range, filter, limit and cursor in either direction, for the desktop and an
// integration, on days with many rows and days with none, and paging through a range must give each
// of its rows once.

const decl = declarationOf(RESOURCE_REGISTRY, "expenses");
const ACCOUNT = "acct_dr";
const INTEGRATIONS = ["int_dr_a", "int_dr_b"];
const ROWS = 1_500;
let db: Database;
let seqs: number[];

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'Ranges', 0)", [ACCOUNT]);
	for (const id of INTEGRATIONS) await db.query("INSERT INTO integrations (id, account_id, created) VALUES ($1, $2, 0)", [id, ACCOUNT]);
	// Days skewed towards the start of the range (a few days hold most rows), creation unrelated to the day.
	await db.query(
		`INSERT INTO expenses (id, account_id, integration_id, created, updated, description, amount, currency, occurred_on, import_status)
		 SELECT 'exp_dr_' || i, $1, (ARRAY[$2, $3])[1 + i % 2], 1700000000 + (i * 7919) % ${ROWS}, 1700000000, 'd', i,
		        (ARRAY['EUR','USD','GBP'])[1 + i % 3], DATE '2026-01-01' + ((i * i) % 613 / 17)::int, (ARRAY['pending','imported','rejected'])[1 + i % 5 % 3]
		 FROM generate_series(1, ${ROWS}) AS i`,
		[ACCOUNT, ...INTEGRATIONS],
	);
	seqs = (await db.query("SELECT seq FROM expenses ORDER BY seq")).map((row) => row.seq);
}, 60_000);

afterAll(() => db?.close());

const principal = (integrationId: string | null): Principal => ({
	accountId: ACCOUNT,
	integrationId,
	keyId: "key_dr",
	scopes: ["read"],
	expiresAt: null,
	mode: "live",
});

/** The same page by the plain statement: the range as one more filter, the rows sorted whole. */
function plainStatement(query: PageQuery, cursor?: number) {
	const { dateRange, filters, ...rest } = query;
	return pageStatement({ ...rest, filters: (params) => [...filters!(params), ...dateRange!.conditions(params)] }, cursor);
}

const day = fc.integer({ min: 0, max: 40 }).map((n) => new Date(Date.UTC(2025, 11, 28 + n)).toISOString().slice(0, 10));
const input = fc.record(
	{
		"occurred_on[gte]": day,
		"occurred_on[gt]": day,
		"occurred_on[lte]": day,
		"occurred_on[lt]": day,
		currency: fc.constantFrom("EUR", "USD"),
		import_status: fc.constantFrom("pending", "imported"),
	},
	{ requiredKeys: [] },
);

test("any page of a date range holds the rows and order of the plain statement", async () => {
	await fc.assert(
		fc.asyncProperty(
			input.filter((i) => Object.keys(i).some((k) => k.startsWith("occurred_on["))),
			fc.constantFrom(null, INTEGRATIONS[0]),
			fc.integer({ min: 1, max: 100 }),
			fc.option(fc.tuple(fc.nat(ROWS - 1), fc.boolean()), { nil: undefined }),
			async (filters, integration, limit, cursor) => {
				const request = { ...filters, limit, ...(cursor ? { [cursor[1] ? "ending_before" : "starting_after"]: "exp_x" } : {}) };
				const query = listQuery(decl, principal(integration), request);
				const cursorSeq = cursor ? seqs[cursor[0]] : undefined;
				const merged = pageStatement(query, cursorSeq);
				const plain = plainStatement(query, cursorSeq);
				expect(merged.sql).toContain("WITH RECURSIVE days");
				const ids = async (statement: { sql: string; params: unknown[] }) => (await db.query(statement.sql, statement.params)).map((row) => row.id);
				expect(await ids(merged)).toEqual(await ids(plain));
			},
		),
		{ numRuns: 150 },
	);
}, 120_000);

test("paging through a range with starting_after gives each of its rows once, newest first", async () => {
	const range = { "occurred_on[gte]": "2026-01-02", "occurred_on[lt]": "2026-01-30" };
	const expected = (await db.query("SELECT id FROM expenses WHERE occurred_on >= '2026-01-02' AND occurred_on < '2026-01-30' ORDER BY seq DESC")).map(
		(row) => row.id,
	);
	expect(expected.length).toBeGreaterThan(500);
	const seen: string[] = [];
	let after: string | undefined;
	for (;;) {
		const page = await fetchPage(db, listQuery(decl, principal(null), { ...range, limit: 37, ...(after ? { starting_after: after } : {}) }));
		seen.push(...page.rows.map((row) => row.id));
		if (!page.hasMore) break;
		after = page.rows[page.rows.length - 1].id;
	}
	expect(seen).toEqual(expected);
});
