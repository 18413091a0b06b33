import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/db";
import type { Field } from "../../shared/domain/fields";
import type { Principal } from "../../shared/api/principal";
import * as engine from "../../shared/domain/engine";
import type { ResourceDeclaration } from "../../shared/domain/engine";
import * as pagination from "../../shared/api/pagination";
import * as resources from "../../shared/domain/resources";
import { accountSummary } from "../../services/accounts.service";
import { target } from "../support/api";

// Every list filter and order has an index: EXPLAIN the statements lists really run, on tables
// large enough that the planner would otherwise scan. Embedded mode checks a PGlite of its own,
// distributed mode the suite's PostgreSQL database.
const ROWS = 20_000;
const ACCOUNTS = 20;

let db: Database;
const run = `ix${Date.now().toString(36)}`;
const account = (n: number) => `acct_${run}_${n}`;
const integration = (n: number) => `int_${run}_${n}`;
/** One completed batch per account holds its imported rows. */
const batch = (n: number) => `imb_${run}_${n}`;

/** A plausible SQL value expression of a field for generated row `i`. */
function valueOf(f: Field, i: string): string {
	switch (f.kind) {
		case "string":
			return `'v' || (${i} % 97)`;
		case "email":
			return `'u' || (${i} % 997) || '@example.com'`;
		case "country":
			return "'DE'";
		case "currency":
			return `(ARRAY['EUR','USD','GBP'])[1 + ${i} % 3]`;
		case "money":
			return `(${i} % 10000)`;
		case "date":
			return `DATE '2026-01-01' + (${i} % 365)::int`;
		case "number":
			return `(1 + ${i} % 99)`;
		case "enum":
			return `(ARRAY[${f.values.map((v) => `'${v}'`).join(",")}])[1 + ${i} % ${f.values.length}]`;
		case "reference":
			// Only required references need a real row; the others stay null (filters need no match to be planned).
			return f.required ? `'${engine.declarationOf(resources.RESOURCE_REGISTRY, f.to).prefix}_${run}_' || (1 + ${i} % 50)` : "NULL";
	}
}

async function fill(decl: ResourceDeclaration): Promise<void> {
	const names = Object.keys(decl.fields);
	const k = `(1 + i % ${ACCOUNTS})`;
	await db.query(
		`INSERT INTO ${decl.table} (id, account_id, integration_id, created, updated, import_status, import_batch, ${names.join(", ")})
		 SELECT '${decl.prefix}_${run}_' || i, '${account(0).slice(0, -1)}' || (${k} - 1), '${integration(0).slice(0, -1)}' || (${k} - 1),
		        1700000000 + i, 1700000000 + i, (ARRAY['pending','imported','rejected'])[1 + i % 3],
		        CASE WHEN i % 3 = 1 THEN '${batch(0).slice(0, -1)}' || (${k} - 1) END,
		        ${names.map((n) => valueOf(decl.fields[n], "i")).join(", ")}
		 FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query(`ANALYZE ${decl.table}`);
}

/** Every scan of the plan, as `<node type> on <table>` or `<node type> using <index>`. */
function scans(plan: any): string[] {
	const on = plan["Relation Name"] ? ` on ${plan["Relation Name"]}` : "";
	const using = plan["Index Name"] ? ` using ${plan["Index Name"]}` : "";
	const own = on || using ? [`${plan["Node Type"]}${on}${using}`] : [];
	return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

/** Every node of the plan, as `<node type>`. */
function nodes(plan: any): string[] {
	return [plan["Node Type"], ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Conditions the plan checks row by row rather than through an index. */
function filters(plan: any): string[] {
	return [...(plan.Filter ? [plan.Filter] : []), ...(plan.Plans ?? []).flatMap(filters)];
}

async function planOf(sql: string, params: unknown[]): Promise<any> {
	const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
	const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
	return plan[0].Plan;
}

async function explain(sql: string, params: unknown[]): Promise<string[]> {
	return scans(await planOf(sql, params));
}

const principals: Array<[string, Principal]> = [
	["desktop", { accountId: account(0), integrationId: null, keyId: "key_x", scopes: ["read"], expiresAt: null, mode: "live" }],
	["integration", { accountId: account(0), integrationId: integration(0), keyId: "key_y", scopes: ["read"], expiresAt: null, mode: "live" }],
];

beforeAll(async () => {
	const distributed = target().mode === "distributed";
	db = await openDatabase({
		databaseUrl: distributed ? target().env!.DATABASE_URL : null,
		dataDir: distributed ? null : fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-indexes-")),
		migrations: "apply",
		migrationsWaitSeconds: 1,
	});
	for (let n = 0; n < ACCOUNTS; n++) {
		await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'ix', 0)", [account(n)]);
		await db.query("INSERT INTO integrations (id, account_id, created) VALUES ($1, $2, 0)", [integration(n), account(n)]);
		await db.query("INSERT INTO import_batches (id, account_id, status, created, updated) VALUES ($1, $2, 'completed', 0, 0)", [batch(n), account(n)]);
	}
	for (const decl of resources.RESOURCES) await fill(decl);
}, 120_000);

afterAll(() => db.close());

type ListRequest = [string, Record<string, unknown>, number?];

/** The list requests with one exact condition (or none) to check: no filter, a cursor, import_status, batch, each filter. */
function exactRequests(decl: ResourceDeclaration): ListRequest[] {
	// Values the rows hold, so that the plans are those of real lists (a value no row holds is planned as one row, any index will do).
	const samples: Partial<Record<Field["kind"], string>> = { date: "2026-03-01", enum: "expense", currency: "EUR", email: "u3@example.com" };
	const sample = (name: string) => {
		const f = decl.fields[name];
		if (f.kind === "reference" && f.required) return `${engine.declarationOf(resources.RESOURCE_REGISTRY, f.to).prefix}_${run}_1`;
		return samples[f.kind] ?? "v3";
	};
	return [
		["no filter", {}],
		["a cursor", {}, ROWS / 2],
		["import_status", { import_status: "pending" }],
		["batch", { batch: batch(0) }],
		["batch, paged", { batch: batch(0) }, ROWS / 2],
		...[...decl.filters, ...(decl.dateFilters ?? [])].map((name): ListRequest => [name, { [name]: sample(name) }]),
	];
}

/** The range requests: creation time, and each date range. */
function rangeRequests(decl: ResourceDeclaration): ListRequest[] {
	return [
		["created[gte]", { "created[gte]": 1700000000 + ROWS / 2, "created[lt]": 1700000000 + ROWS / 2 + 500 }],
		["created[lte]", { "created[lte]": 1700000000 + ROWS / 10 }],
		...(decl.dateFilters ?? []).map((name): ListRequest => [`${name}[gte]`, { [`${name}[gte]`]: "2026-03-01", [`${name}[lt]`]: "2026-04-01" }]),
	];
}

const requests = (decl: ResourceDeclaration): ListRequest[] => [...exactRequests(decl), ...rangeRequests(decl)];

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"every list of %s runs on an index, for the desktop and for an integration",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of requests(decl)) {
				const { sql, params } = pagination.pageStatement(engine.listQuery(decl, principal, input), cursor);
				const plan = await explain(sql, params);
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
			for (const [label, input, cursor] of exactRequests(decl).slice(0, 3)) {
				const { sql, params } = pagination.pageStatement(engine.listQuery(decl, principal, input), cursor);
				const plan = await planOf(sql, params);
				expect({ who, label, plan: nodes(plan).filter((node) => node === "Sort" || node === "BitmapAnd") }).toEqual({ who, label, plan: [] });
				expect({ who, label, filtered: filters(plan).filter((f) => /account_id|integration_id/.test(f)) }).toEqual({ who, label, filtered: [] });
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"a page of %s by batch or by any exact filter, also paged, is read through one index serving the filter (an integration's reference drops only rows the desktop made)",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of exactRequests(decl).slice(2)) {
				const { sql, params } = pagination.pageStatement(engine.listQuery(decl, principal, input), cursor);
				const plan = await planOf(sql, params);
				const indexes = scans(plan).filter((scan) => / using /.test(scan));
				// An integration references only its own objects: of the rows referencing one, its
				// reference's index drops only those the desktop key made.
				const own = principal.integrationId !== null && decl.fields[label]?.kind === "reference" ? [`(integration_id = '${principal.integrationId}'::text)`] : [];
				expect({ who, label, filtered: filters(plan).filter((f) => !own.includes(f)), indexes: indexes.length }).toEqual({ who, label, filtered: [], indexes: 1 });
				expect({ who, label, plan: nodes(plan).filter((node) => /^Bitmap(And|Or)$/.test(node)) }).toEqual({ who, label, plan: [] });
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"a page of %s by a range of created or of a date reads only the key's rows, from an index",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principals) {
			for (const [label, input, cursor] of rangeRequests(decl)) {
				const { sql, params } = pagination.pageStatement(engine.listQuery(decl, principal, input), cursor);
				const plan = await planOf(sql, params);
				expect({ who, label, filtered: filters(plan).filter((f) => /account_id|integration_id/.test(f)) }).toEqual({ who, label, filtered: [] });
				expect({ who, label, plan: scans(plan) }).toEqual({ who, label, plan: expect.arrayContaining([expect.stringMatching(/^(Index|Bitmap Index) Scan /)]) });
				expect({ who, label, plan: scans(plan) }).toEqual({ who, label, plan: expect.not.arrayContaining([`Seq Scan on ${decl.table}`]) });
			}
		}
	},
);

test.each(["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"])(
	"%s has an index for visibility, import_status, batch, created and each filter, for the desktop and for an integration, each ending in seq for the list order",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		const rows = await db.query("SELECT indexdef FROM pg_indexes WHERE tablename = $1", [decl.table]);
		const keys = rows.map((row) => /USING btree \(([^)]*)\)/.exec(row.indexdef)![1].replace(/ /g, ""));
		const conditions = ["import_status", "import_batch", "created", ...decl.filters, ...(decl.dateFilters ?? [])];
		// A reference has one index, leading with it: it serves the foreign key's checks and both lists.
		const indexesOf = (column: string) =>
			decl.fields[column]?.kind === "reference" ? [`${column},account_id,seq`] : [`account_id,${column},seq`, `account_id,integration_id,${column},seq`];
		const expected = ["account_id,seq", "account_id,integration_id,seq", ...conditions.flatMap(indexesOf)];
		expect(keys).toEqual(expect.arrayContaining(expected));
	},
);

test("the account summary reads the account and its counters, never a table of objects", async () => {
	for (const [, principal] of principals) {
		const { sql, params } = accountSummary(principal);
		const plan = await explain(sql, params);
		const read = plan.map((scan) => /on (\w+)/.exec(scan)?.[1] ?? /using (\w+)_pkey/.exec(scan)?.[1]).filter(Boolean);
		expect(new Set(read)).toEqual(new Set(["accounts", "pending_counts"]));
	}
});

test("the counters hold what a count of pending objects says, for the desktop and each integration", async () => {
	for (const [, principal] of principals) {
		const { sql, params } = accountSummary(principal);
		const [row] = await db.query(sql, params);
		for (const decl of resources.RESOURCES) {
			const integration = principal.integrationId === null ? "" : " AND integration_id = $2";
			const [{ count }] = await db.query(
				`SELECT count(*) AS count FROM ${decl.table} WHERE account_id = $1${integration} AND import_status = 'pending'`,
				principal.integrationId === null ? [principal.accountId] : [principal.accountId, principal.integrationId],
			);
			expect({ type: decl.object, pending: Number(row.pending[decl.object]) }).toEqual({ type: decl.object, pending: count });
			expect(count).toBeGreaterThan(0);
		}
	}
});

/** Columns every resource table has besides its declared fields: the engine's own. */
const ENGINE_COLUMNS = [
	...["seq", "id", "account_id", "integration_id", "created", "updated", "metadata"],
	...["import_status", "import_batch", "imported_at", "local_ref", "rejection_code", "rejection_reason", "rejected_by"],
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
