import { randomBytes } from "node:crypto";
import { Database, openDatabase } from "../../shared/platform/database";
import * as engine from "../../shared/engine";
import * as resources from "../../shared/resources";
import {
	createdRequests,
	dateRangeExpected,
	dateRangeRequests,
	dateRangeShape,
	exactRequests,
	fillAccounts,
	fillTable,
	fixtureNames,
	indexesOf,
	listPlan,
	planOf,
	principalsOf,
	servedWhole,
	SERVED_WHOLE,
} from "../support/plans";
import { adminQuery } from "../support/setup-distributed";
import { pageStatement } from "../../shared/actions/pages.store";
import { requestLogPageQuery } from "../../services/events/request-logs.store";

// The plans of every list shape on PostgreSQL right after a burst of creates, before anything
// analysed the tables (autovacuum is off on them, and nothing runs ANALYZE): the planner has row
// counts from the table's size but no statistics of any column, as after ~50,000 creates in
// production. A page with an exact filter or a creation-time range must still be read in list
// order from one index; a page with a date range must take the one shape docs/design.md gives
// it. On a database of its own, dropped afterwards.

const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS = 50_000;
const ACCOUNTS = 4;
const fx = fixtureNames(`lp${randomBytes(3).toString("hex")}`);
const database = `bookdrop_plans_${randomBytes(4).toString("hex")}`;
let db: Database;

beforeAll(async () => {
	await adminQuery(`CREATE DATABASE ${database}`);
	db = await openDatabase({ databaseUrl: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
	for (const decl of resources.RESOURCES) await db.query(`ALTER TABLE ${decl.table} SET (autovacuum_enabled = false)`);
	await fillAccounts(db, fx, ACCOUNTS);
	for (const decl of resources.RESOURCES) await fillTable(db, fx, decl, ROWS, ACCOUNTS);
}, 300_000);

afterAll(async () => {
	await db?.close();
	await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const TYPES = resources.RESOURCES.map((decl) => decl.table);

test("the tables were never analysed: the plans below are those of fresh data", async () => {
	const rows = await db.query("SELECT relname, last_analyze, last_autoanalyze FROM pg_stat_user_tables WHERE relname = ANY($1)", [TYPES]);
	expect(rows.map((r) => [r.relname, r.last_analyze, r.last_autoanalyze]).sort()).toEqual(TYPES.map((t) => [t, null, null]).sort());
	expect(await db.query("SELECT DISTINCT tablename FROM pg_stats WHERE tablename = ANY($1)", [TYPES])).toEqual([]);
});

test.each(TYPES)(
	"%s: every exact filter, batch and creation-time range, alone or together, is read in list order from one index, for the desktop and for an integration",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principalsOf(fx)) {
			for (const [label, input, cursor] of [...exactRequests(fx, decl, ROWS), ...createdRequests(fx, decl, ROWS)]) {
				const plan = await listPlan(db, decl, principal, input, cursor);
				// An integration references only its own objects: its reference's index drops only the desktop's rows.
				const field = Object.keys(input).find((key) => decl.fields[key]?.kind === "reference");
				const own = principal.integrationId !== null && field ? [`(integration_id = '${principal.integrationId}'::text)`] : [];
				expect({ who, label, ...servedWhole(plan, own) }).toEqual({ who, label, ...SERVED_WHOLE });
			}
		}
	},
);

test.each(TYPES.filter((name) => engine.declarationOf(resources.RESOURCE_REGISTRY, name).dateFilter))(
	"%s: a date range, alone, with a filter or with a creation-time range, reads the range day by day through its index for the key, never across the range, for the desktop and for an integration",
	async (name) => {
		const decl = engine.declarationOf(resources.RESOURCE_REGISTRY, name);
		for (const [who, principal] of principalsOf(fx)) {
			for (const [label, input, cursor] of dateRangeRequests(fx, decl, ROWS)) {
				const plan = await listPlan(db, decl, principal, input, cursor);
				expect({ who, label, ...dateRangeShape(plan, "occurred_on") }).toEqual({ who, label, ...dateRangeExpected(decl, principal, "occurred_on") });
			}
		}
	},
);

describe("the request log (docs/requests.md)", () => {
	beforeAll(async () => {
		await db.query("ALTER TABLE request_logs SET (autovacuum_enabled = false)");
		// half the requests an integration's, half the desktop's, over the accounts, one a second
		await db.query(
			`INSERT INTO request_logs (id, account_id, integration_id, key_id, created, method, path, status, duration_ms)
			 SELECT 'req_${fx.run}_' || i, '${fx.account(0).slice(0, -1)}' || (i % ${ACCOUNTS}),
			        CASE WHEN i % 2 = 0 THEN '${fx.integration(0).slice(0, -1)}' || (i % ${ACCOUNTS}) END, 'key_x', ${fx.created(0)} + i, 'GET',
			        (ARRAY['/v1/customers', '/v1/expenses', '/v1/customers/cus_1'])[1 + i % 3], (ARRAY[200, 201, 400, 404])[1 + (i / 7) % 4], 1.5
			 FROM generate_series(1, ${ROWS}) AS i`,
		);
	}, 120_000);

	test("every page shape, with or without a cursor, is read in list order from its own index, for the desktop and for an integration", async () => {
		const now = fx.created(ROWS);
		const shapes: Array<Record<string, unknown>> = [{}, { status: 404 }, { path: "/v1/customers" }, { path: "/v1/customers", status: 404 }];
		for (const [who, principal] of principalsOf(fx)) {
			for (const filters of shapes) {
				for (const cursor of [undefined, fx.created(ROWS / 2) * 2 ** 20]) {
					const { sql, params } = pageStatement(requestLogPageQuery(principal, { limit: 10, ...filters }, now), cursor);
					const plan = await planOf(db, sql, params);
					const index = `request_logs_${who === "desktop" ? "account" : "integration"}${"path" in filters ? "_path" : ""}${"status" in filters ? "_status" : ""}`;
					expect({ who, filters, cursor, ...servedWhole(plan), index: indexesOf(plan) }).toEqual({ who, filters, cursor, ...SERVED_WHOLE, index: [index] });
				}
			}
		}
	});
});
