import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Database, openDatabase } from "../../shared/platform/database";
import { target } from "./suite-api";
import type { Field } from "../../shared/engine/field-types";
import type { Principal } from "../../shared/actions/principal";
import * as engine from "../../shared/engine";
import type { ResourceDeclaration } from "../../shared/engine";
import * as pagination from "../../shared/actions/pages.store";
import * as resources from "../../shared/resources";

// Tables of generated rows and the plans of the statements lists run on them
// (test/api/indexes.test.ts on PGlite or the suite's PostgreSQL, test/distributed/list-plans.test.ts
// on a PostgreSQL database that was never analysed).

/** Names of the generated rows of one run: `n` accounts, each with one integration and one completed batch. */
export function fixtureNames(run: string) {
	return {
		run,
		account: (n: number) => `acct_${run}_${n}`,
		integration: (n: number) => `int_${run}_${n}`,
		batch: (n: number) => `imb_${run}_${n}`,
		/** The `created` of generated row `i`: one second each, from 2023-11-14. */
		created: (i: number) => 1_700_000_000 + i,
	};
}
export type Fixture = ReturnType<typeof fixtureNames>;

/** A plausible SQL value expression of a field for generated row `i`. */
function valueOf(run: string, f: Field, i: string): string {
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

/** Accounts, their integrations and batches. */
export async function fillAccounts(db: Database, fx: Fixture, accounts: number): Promise<void> {
	for (let n = 0; n < accounts; n++) {
		await db.query("INSERT INTO accounts (id, name, created) VALUES ($1, 'ix', 0)", [fx.account(n)]);
		await db.query("INSERT INTO integrations (id, account_id, created) VALUES ($1, $2, 0)", [fx.integration(n), fx.account(n)]);
		await db.query("INSERT INTO import_batches (id, account_id, status, created, updated) VALUES ($1, $2, 'completed', 0, 0)", [fx.batch(n), fx.account(n)]);
	}
}

/** `rows` generated objects of a type over `accounts` accounts, a third of them imported by their account's batch. */
export async function fillTable(db: Database, fx: Fixture, decl: ResourceDeclaration, rows: number, accounts: number): Promise<void> {
	const names = Object.keys(decl.fields);
	const k = `(1 + i % ${accounts})`;
	await db.query(
		`INSERT INTO ${decl.table} (id, account_id, integration_id, created, updated, import_status, import_batch, ${names.join(", ")})
		 SELECT '${decl.prefix}_${fx.run}_' || i, '${fx.account(0).slice(0, -1)}' || (${k} - 1), '${fx.integration(0).slice(0, -1)}' || (${k} - 1),
		        ${fx.created(0)} + i, ${fx.created(0)} + i, (ARRAY['pending','imported','rejected'])[1 + i % 3],
		        CASE WHEN i % 3 = 1 THEN '${fx.batch(0).slice(0, -1)}' || (${k} - 1) END,
		        ${names.map((n) => valueOf(fx.run, decl.fields[n], "i")).join(", ")}
		 FROM generate_series(1, ${rows}) AS i`,
	);
}

/** Every scan of the plan, as `<node type> on <table>` or `<node type> using <index>`. */
export function scans(plan: any): string[] {
	const on = plan["Relation Name"] ? ` on ${plan["Relation Name"]}` : "";
	const using = plan["Index Name"] ? ` using ${plan["Index Name"]}` : "";
	const own = on || using ? [`${plan["Node Type"]}${on}${using}`] : [];
	return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

/** Every node of the plan, as `<node type>`. */
export function nodes(plan: any): string[] {
	return [plan["Node Type"], ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Conditions the plan checks row by row rather than through an index. */
export function filters(plan: any): string[] {
	return [...(plan.Filter ? [plan.Filter] : []), ...(plan.Plans ?? []).flatMap(filters)];
}

/** The indexes the plan reads. */
export const indexesOf = (plan: any): string[] => scans(plan).flatMap((scan) => / using (\w+)$/.exec(scan)?.[1] ?? []);

export async function planOf(db: Database, sql: string, params: unknown[]): Promise<any> {
	const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
	const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
	return plan[0].Plan;
}

/** The plan of the page a list request runs, optionally after the cursor `seq`. */
export async function listPlan(db: Database, decl: ResourceDeclaration, principal: Principal, input: Record<string, unknown>, cursor?: number): Promise<any> {
	const { sql, params } = pagination.pageStatement(engine.listQuery(decl, principal, input), cursor);
	return planOf(db, sql, params);
}

export const principalsOf = (fx: Fixture): Array<[string, Principal]> => [
	["desktop", { accountId: fx.account(0), integrationId: null, keyId: "key_x", scopes: ["read"], expiresAt: null, mode: "live" }],
	["integration", { accountId: fx.account(0), integrationId: fx.integration(0), keyId: "key_y", scopes: ["read"], expiresAt: null, mode: "live" }],
];

export type ListRequest = [string, Record<string, unknown>, number?];

/** A value generated rows hold for the filter `name`, so that the plans are those of real lists. */
function sample(fx: Fixture, decl: ResourceDeclaration, name: string): string {
	const samples: Partial<Record<Field["kind"], string>> = { date: "2026-03-01", enum: "expense", currency: "EUR", email: "u3@example.com" };
	const f = decl.fields[name];
	if (f.kind === "reference" && f.required) return `${engine.declarationOf(resources.RESOURCE_REGISTRY, f.to).prefix}_${fx.run}_1`;
	return samples[f.kind] ?? "v3";
}

/** The list requests with one exact condition (or none): no filter, a cursor, import_status, batch, each filter. */
export function exactRequests(fx: Fixture, decl: ResourceDeclaration, rows: number): ListRequest[] {
	const cursor = fx.created(rows / 2) * 2 ** 20;
	return [
		["no filter", {}],
		["a cursor", {}, cursor],
		["import_status", { import_status: "pending" }],
		["batch", { batch: fx.batch(0) }],
		["batch, paged", { batch: fx.batch(0) }, cursor],
		["books_warnings", { books_warnings: "true" }],
		...[...decl.filters, ...(decl.dateFilter ? [decl.dateFilter] : [])].map((name): ListRequest => [name, { [name]: sample(fx, decl, name) }]),
	];
}

/** Creation-time ranges, alone and beside each exact condition: all read in list order. */
export function createdRequests(fx: Fixture, decl: ResourceDeclaration, rows: number): ListRequest[] {
	const narrow = { "created[gte]": fx.created(rows / 2), "created[lt]": fx.created(rows / 2 + 500) };
	return [
		["created[gte] and [lt]", narrow],
		["created[lte]", { "created[lte]": fx.created(rows / 10) }],
		["created[gt], paged", { "created[gt]": fx.created(rows / 10) }, fx.created(rows / 2) * 2 ** 20],
		...exactRequests(fx, decl, rows)
			.slice(2)
			.map(([label, input, cursor]): ListRequest => [`${label} and created[gte|lt]`, { ...input, ...narrow }, cursor]),
	];
}

/** Date ranges, alone, beside an exact filter and beside a creation-time range. */
export function dateRangeRequests(fx: Fixture, decl: ResourceDeclaration, rows: number): ListRequest[] {
	return (decl.dateFilter ? [decl.dateFilter] : []).flatMap((name): ListRequest[] => {
		const month = { [`${name}[gte]`]: "2026-03-01", [`${name}[lt]`]: "2026-04-01" };
		return [
			[`${name}[gte] and [lt]`, month],
			[`${name}[gt]`, { [`${name}[gt]`]: "2026-12-01" }],
			[`${name}[lte], paged`, { [`${name}[lte]`]: "2026-01-10" }, fx.created(rows / 2) * 2 ** 20],
			[`${name}[…] and currency`, { ...month, currency: "EUR" }],
			[`${name}[…] and import_status`, { ...month, import_status: "pending" }],
			[`${name}[…] and created[gte]`, { ...month, "created[gte]": fx.created(rows / 2) }],
		];
	});
}

/** The index of the key's scope for `column`: `<table>_account_<column>` or `<table>_integration_<column>`. */
export const scopeIndex = (decl: ResourceDeclaration, principal: Principal, column?: string) =>
	`${decl.table}_${principal.integrationId === null ? "account" : "integration"}${column ? `_${column}` : ""}`;

/**
 * What a page read from one index serving its whole condition shows: that index alone, no
 * condition checked row by row but `allowed` ones, no second index combined with it, and whether
 * the index gave the order (no sort).
 */
export function servedWhole(plan: any, allowed: string[] = []) {
	return {
		indexes: indexesOf(plan).length,
		combined: nodes(plan).filter((node) => /^Bitmap(And|Or)$/.test(node)),
		filtered: filters(plan).filter((f) => !allowed.includes(f)),
		seqScans: scans(plan).filter((scan) => scan.startsWith("Seq Scan")),
		inOrder: !nodes(plan).includes("Sort"),
	};
}
export const SERVED_WHOLE = { indexes: 1, combined: [], filtered: [], seqScans: [], inOrder: true };

/** The only nodes a date range's page may have. */
const DATE_RANGE_NODES = [
	"Bitmap Heap Scan",
	"Bitmap Index Scan",
	"CTE Scan",
	"Index Only Scan",
	"Index Scan",
	"Limit",
	"Nested Loop",
	"Recursive Union",
	"Result",
	"Sort",
	"WorkTable Scan",
];

/** Every read of a table in the plan, with the node it feeds. */
function tableReads(plan: any, parent = ""): Array<{ read: any; parent: string }> {
	const own = plan["Relation Name"] ? [{ read: plan, parent }] : [];
	return [...own, ...(plan.Plans ?? []).flatMap((child: any) => tableReads(child, plan["Node Type"]))];
}

/**
 * The plan of a page with a date range (docs/design.md, "Date ranges"): every read of the table
 * goes through the date's index for the key's scope, and either reads one day (`<date> = <cte>.day`:
 * a day's newest row, a day's part of the page) or is cut by a limit (the probe for the next day
 * of the range); no read walks the range.
 */
export function dateRangeShape(plan: any, column: string) {
	const reads = tableReads(plan).map(({ read, parent }) => ({
		node: read["Node Type"],
		parent,
		condition: String(read["Index Cond"] ?? read["Recheck Cond"] ?? ""),
	}));
	const oneDay = new RegExp(`\\(${column} = \\w+\\.day\\)`);
	return {
		indexes: [...new Set(indexesOf(plan))],
		outsideTheDate: reads.filter((r) => !r.condition.includes(`(${column} `)).map((r) => r.node),
		acrossTheRange: reads.filter((r) => !oneDay.test(r.condition) && r.parent !== "Limit").map((r) => r.node),
		others: nodes(plan).filter((node) => !DATE_RANGE_NODES.includes(node)),
	};
}
export const dateRangeExpected = (decl: ResourceDeclaration, principal: Principal, column: string) => ({
	indexes: [scopeIndex(decl, principal, column)],
	outsideTheDate: [],
	acrossTheRange: [],
	others: [],
});

/**
 * A migrated database of a plan test's own, so that its generated rows meet no other test's and the
 * suite's services never sweep them: a PGlite in a temporary directory (embedded), or a PostgreSQL
 * database beside the suite's (distributed), which `drop` removes.
 */
export async function planDatabase(label: string): Promise<{ db: Database; drop: () => Promise<void> }> {
	if (target().mode !== "distributed") {
		const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bookdrop-${label}-`));
		return { db: await openDatabase({ databaseUrl: null, dataDir, migrations: "apply", migrationsWaitSeconds: 1 }), drop: async () => undefined };
	}
	const { adminQuery } = await import("./setup-distributed");
	const name = `bookdrop_${label.replace(/-/g, "_")}_${randomBytes(4).toString("hex")}`;
	await adminQuery(`CREATE DATABASE ${name}`);
	const url = new URL(target().env!.DATABASE_URL);
	url.pathname = `/${name}`;
	const db = await openDatabase({ databaseUrl: url.toString(), dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	return { db, drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
