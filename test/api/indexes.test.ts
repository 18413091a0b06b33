import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/database";
import * as engine from "../../shared/engine";
import type { ResourceDeclaration } from "../../shared/engine";
import * as resources from "../../shared/resources";
import { accountSummary } from "../../services/accounts/accounts.store";
import { agingSweep } from "../../services/accounts/pending-aging.store";
import { passCandidates } from "../../services/batches/sandbox.store";
import type { Queryable } from "../../shared/platform/database";
import { target } from "../support/suite-api";
import {
	createdRequests,
	dateRangeExpected,
	dateRangeRequests,
	dateRangeShape,
	exactRequests,
	fillAccounts,
	fillTable,
	filters,
	fixtureNames,
	indexesOf,
	listPlan,
	nodes,
	planOf,
	principalsOf,
	scans,
	scopeIndex,
	servedWhole,
	SERVED_WHOLE,
} from "../support/plans";

// Every list filter and order has an index: EXPLAIN the statements lists really run, on tables
// large enough that the planner would otherwise scan. Embedded mode checks a PGlite of its own,
// distributed mode the suite's PostgreSQL database. test/distributed/list-plans.test.ts checks
// the same shapes on PostgreSQL tables that were never analysed.
const ROWS = 20_000;
const ACCOUNTS = 20;

let db: Database;
const fx = fixtureNames(`ix${Date.now().toString(36)}`);
const principals = principalsOf(fx);

beforeAll(async () => {
	const distributed = target().mode === "distributed";
	db = await openDatabase({
		databaseUrl: distributed ? target().env!.DATABASE_URL : null,
		dataDir: distributed ? null : fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-indexes-")),
		migrations: "apply",
		migrationsWaitSeconds: 1,
	});
	await fillAccounts(db, fx, ACCOUNTS);
	for (const decl of resources.RESOURCES) {
		await fillTable(db, fx, decl, ROWS, ACCOUNTS);
		await db.query(`ANALYZE ${decl.table}`);
	}
}, 120_000);

afterAll(() => db.close());

const requests = (decl: ResourceDeclaration) => [...exactRequests(fx, decl, ROWS), ...createdRequests(fx, decl, ROWS), ...dateRangeRequests(fx, decl, ROWS)];

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"every list of %s runs on an index, for the desktop and for an integration",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of requests(decl)) {
				const plan = scans(await listPlan(db, decl, principal, input, cursor));
				expect({ who, label, plan }).toEqual({ who, label, plan: expect.not.arrayContaining([`Seq Scan on ${decl.table}`]) });
				expect({ who, label, indexed: plan.some((scan) => /Index/.test(scan)) }).toEqual({ who, label, indexed: true });
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"a page of %s, plain, deep or pending only, reads only the key's rows, in list order: nothing sorts or filters the whole list",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of exactRequests(fx, decl, ROWS).slice(0, 3)) {
				const plan = await listPlan(db, decl, principal, input, cursor);
				expect({ who, label, plan: nodes(plan).filter((node) => node === "Sort" || node === "BitmapAnd") }).toEqual({ who, label, plan: [] });
				expect({ who, label, filtered: filters(plan).filter((f) => /account_id|integration_id/.test(f)) }).toEqual({ who, label, filtered: [] });
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"a page of %s by batch, by any exact filter or by a creation-time range, also paged, is read from one index serving its whole condition (an integration's reference drops only rows the desktop made)",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			// Alone: here each account has one integration, so the statistics rate an integration's
			// condition no narrower than its account's, and a combination may take the account's index
			// and check the integration row by row. list-plans.test.ts checks the combinations.
			for (const [label, input, cursor] of [...exactRequests(fx, decl, ROWS).slice(2), ...createdRequests(fx, decl, ROWS).slice(0, 3)]) {
				const plan = await listPlan(db, decl, principal, input, cursor);
				// An integration references only its own objects: of the rows referencing one, its
				// reference's index drops only those the desktop key made.
				const field = Object.keys(input).find((key) => decl.fields[key]?.kind === "reference");
				const own = principal.integrationId !== null && field ? [`(integration_id = '${principal.integrationId}'::text)`] : [];
				// With statistics that know a filter's value matches a few rows, the planner may read them
				// all as a bitmap of that same index and sort them; test/distributed/list-plans.test.ts
				// shows every such page read in order when there are no statistics.
				expect({ who, label, ...servedWhole(plan, own) }).toEqual({ who, label, ...SERVED_WHOLE, inOrder: expect.any(Boolean) });
			}
		}
	},
);

test.each(["expenses", "revenue", "refunds"])(
	"a page of %s by a date range, alone, with a filter or with a creation-time range, reads the range day by day through its index for the key, never across the range",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of dateRangeRequests(fx, decl, ROWS)) {
				const { indexes, ...shape } = dateRangeShape(await listPlan(db, decl, principal, input, cursor), "occurred_on");
				const { indexes: expected, ...rest } = dateRangeExpected(decl, principal, "occurred_on");
				expect({ who, label, ...shape }).toEqual({ who, label, ...rest });
				// The statistics know each account of these rows has one integration, so the planner may read
				// a day of an integration's through the account's date index, whose integration filter then
				// drops nothing; test/distributed/list-plans.test.ts, without statistics, asserts the key's own.
				const either = principal.integrationId === null ? expected : [...expected, scopeIndex(decl, { ...principal, integrationId: null }, "occurred_on")];
				expect(indexes.filter((index) => !either.includes(index))).toEqual([]);
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"%s has an index for visibility, import_status, batch and each filter, for the desktop and for an integration, each ending in seq for the list order",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		const rows = await db.query("SELECT indexdef FROM pg_indexes WHERE tablename = $1", [decl.table]);
		const keys = rows.map((row) => /USING btree \(([^)]*)\)/.exec(row.indexdef)![1].replace(/ /g, ""));
		const conditions = ["import_status", "import_batch", ...decl.filters, ...(decl.dateFilter ? [decl.dateFilter] : [])];
		// A reference has one index, leading with it: it serves the foreign key's checks and both lists.
		const indexesOf = (column: string) =>
			decl.fields[column]?.kind === "reference" ? [`${column},account_id,seq`] : [`account_id,${column},seq`, `account_id,integration_id,${column},seq`];
		const expected = ["account_id,seq", "account_id,integration_id,seq", ...conditions.flatMap(indexesOf)];
		expect(keys).toEqual(expect.arrayContaining(expected));
		// `created` is `seq >> 20` (migration 019): the list indexes serve its ranges, and it needs none of its own.
		expect(keys.filter((key) => key.includes("created"))).toEqual([]);
	},
);

test("the account summary reads the account, its counters, its books snapshot's row and the threshold, and finds the oldest pending object on each table's status index for the key: never a scan of a table of objects", async () => {
	for (const [who, principal] of principals) {
		const { sql, params } = accountSummary(principal);
		const plan = await planOf(db, sql, params);
		const read = scans(plan)
			.map((scan) => /on (\w+)/.exec(scan)?.[1] ?? /using (\w+)_pkey/.exec(scan)?.[1])
			.filter(Boolean);
		const objectTables = resources.RESOURCES.map((decl) => decl.table);
		expect({ who, read: new Set(read.filter((table) => !objectTables.includes(table!))) }).toEqual({
			who,
			read: new Set(["accounts", "pending_counts", "books", ...(principal.integrationId === null ? [] : ["integrations"])]),
		});
		const statusIndex = principal.integrationId === null ? "account_status" : "integration_status";
		expect({
			who,
			indexes: indexesOf(plan)
				.filter((index) => objectTables.some((table) => index.startsWith(`${table}_`)))
				.sort(),
		}).toEqual({
			who,
			indexes: objectTables.map((table) => `${table}_${statusIndex}`).sort(),
		});
		expect({ who, scanned: scans(plan).filter((scan) => objectTables.some((table) => scan === `Seq Scan on ${table}`)) }).toEqual({ who, scanned: [] });
	}
});

test("the counters hold what a count of pending objects says, and the oldest pending object is the least `created` of the pending ones, for the desktop and each integration", async () => {
	for (const [, principal] of principals) {
		const { sql, params } = accountSummary(principal);
		const [row] = await db.query(sql, params);
		const integration = principal.integrationId === null ? "" : " AND integration_id = $2";
		const keys = principal.integrationId === null ? [principal.accountId] : [principal.accountId, principal.integrationId];
		let oldest = Infinity;
		for (const decl of resources.RESOURCES) {
			const [{ count, first }] = await db.query(
				`SELECT count(*) AS count, min(created) AS first FROM ${decl.table} WHERE account_id = $1${integration} AND import_status = 'pending'`,
				keys,
			);
			expect({ type: decl.object, pending: Number(row.pending[decl.object]) }).toEqual({ type: decl.object, pending: count });
			expect(count).toBeGreaterThan(0);
			oldest = Math.min(oldest, first);
		}
		expect(row.oldest_pending_created).toBe(oldest);
	}
});

test("the aging sweep finds the integrations due on integrations_pending_due, with neither a sort nor a scan of a table", async () => {
	// many integrations with a threshold, none due (the suite's own sweeps leave them be), in an account of their own
	const account = `acct_${fx.run}_due`;
	const [firstCheck, integrations] = [4_000_000_000, 20_000];
	await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'ix', 0)", [account]);
	await db.query(
		`INSERT INTO integrations (id, account_id, created, pending_alert_after, pending_check_at)
		 SELECT 'int_${fx.run}_due_' || i, $1, 0, 3600, $2::bigint + i FROM generate_series(1, $3::int) AS i`,
		[account, firstCheck, integrations],
	);
	await db.query("ANALYZE integrations");
	try {
		// planned for when half of them are due: with only the few that other suites' integrations make
		// due, the planner may sort those few instead (a plan that held or not by what ran beside it)
		const { sql, params } = agingSweep(firstCheck + integrations / 2, { except: [] });
		const plan = await planOf(db, sql, params);
		expect(indexesOf(plan)).toContain("integrations_pending_due");
		expect(nodes(plan).filter((node) => node === "Sort" || node === "Seq Scan")).toEqual([]);
		const objectTables = resources.RESOURCES.map((decl) => decl.table);
		expect(
			indexesOf(plan)
				.filter((index) => objectTables.some((table) => index.startsWith(`${table}_`)))
				.sort(),
		).toEqual(objectTables.map((table) => `${table}_integration_status`).sort());
	} finally {
		// without thresholds they leave the sweep's index (a delete would check each row's references in every table of objects)
		await db.query("UPDATE integrations SET pending_alert_after = NULL, pending_check_at = NULL WHERE account_id = $1", [account]);
	}
});

/** The statement `run` sends, not run. */
async function statementOf(run: (db: Queryable) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }> {
	let statement = { sql: "", params: [] as unknown[] };
	await run({ query: async (sql: string, params: unknown[] = []) => ((statement = { sql, params }), []) } as Queryable);
	return statement;
}

describe("the simulated importer's pass", () => {
	beforeAll(async () => {
		// each imported object of the generated accounts a member of its batch, and a line item on every expense and revenue
		const fixtureAccounts = Array.from({ length: ACCOUNTS }, (_, n) => fx.account(n));
		for (const decl of resources.RESOURCES) {
			await db.query(
				`INSERT INTO import_batch_objects (batch_id, object_id, object_type, integration_id) SELECT import_batch, id, $1, integration_id FROM ${decl.table} WHERE import_batch IS NOT NULL AND account_id = ANY($2)`,
				[decl.object, fixtureAccounts],
			);
		}
		for (const decl of resources.RESOURCES.filter((d) => d.lineItems)) {
			const column = engine.lineItemParentColumn(decl);
			await db.query(
				`INSERT INTO line_items (id, ${column}, created, product, description, unit_amount)
				 SELECT 'li_' || id, id, created, CASE WHEN seq % 2 = 0 THEN 'prd_${fx.run}_' || (1 + seq % ${ROWS}) END, 'Line', 100 FROM ${decl.table} WHERE account_id = ANY($1)`,
				[fixtureAccounts],
			);
		}
		await db.query("ANALYZE import_batch_objects");
		await db.query("ANALYZE line_items");
	}, 120_000);

	test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
		"reads the candidates of %s from the account's status index, each dependency, line item and batch membership by its index: no table is scanned",
		async (name) => {
			const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
			const taken = { all: [`x_${fx.run}`], imported: [`x_${fx.run}`], claimed: [`x_${fx.run}`] };
			const { sql, params } = await statementOf((q) =>
				passCandidates(q, decl, fx.account(0), { cutoff: fx.created(ROWS), now: fx.created(ROWS) }, 1000, taken),
			);
			const plan = await planOf(db, sql, params);
			expect(scans(plan).filter((scan) => scan.startsWith("Seq Scan"))).toEqual([]);
			expect(indexesOf(plan).filter((index) => index.startsWith(`${decl.table}_account`))).toEqual([`${decl.table}_account_status`]);
			const references = Object.values(decl.fields).flatMap((f) =>
				f.kind === "reference" ? [engine.declarationOf(resources.RESOURCE_REGISTRY, f.to).table] : [],
			);
			const dependencies = [...references, ...(decl.lineItems ? ["products"] : [])];
			expect(new Set(indexesOf(plan).filter((index) => !index.startsWith(`${decl.table}_account`)))).toEqual(
				new Set([
					"import_batch_objects_object",
					...dependencies.map((table) => `${table}_id_key`),
					...(decl.lineItems ? [`line_items_${engine.lineItemParentColumn(decl).replace(/_id$/, "")}`] : []),
				]),
			);
		},
	);
});

/** Columns every resource table has besides its declared fields: the engine's own. */
const ENGINE_COLUMNS = [
	...["seq", "id", "account_id", "integration_id", "created", "updated", "metadata"],
	...["import_status", "import_batch", "imported_at", "local_ref", "rejection_code", "rejection_reason", "rejected_by", "rejection_field", "rejection_detail"],
	...["books_key", "books_check", "books_warnings"],
	"expires_at",
];

async function columnsOf(table: string): Promise<string[]> {
	const rows = await db.query("SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()", [table]);
	return rows.map((row) => row.column_name).sort();
}

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"%s: every declared field has a column and every column a declaration",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		expect(await columnsOf(decl.table)).toEqual([...ENGINE_COLUMNS, ...Object.keys(decl.fields)].sort());
	},
);

test("line_items: every declared field has a column and every column a declaration", async () => {
	const parents = resources.RESOURCES.filter((decl) => decl.lineItems).map(engine.lineItemParentColumn);
	expect(await columnsOf("line_items")).toEqual(["seq", "id", "created", ...parents, ...Object.keys(engine.LINE_ITEM_FIELDS)].sort());
});
