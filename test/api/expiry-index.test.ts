import { expirySweep } from "../../services/batches/expiry-sweep.store";
import type { ClockScope } from "../../shared/actions/account-clocks";
import type { Database } from "../../shared/platform/database";
import { RESOURCES } from "../../shared/resources";
import { planDatabase } from "../support/plans";

// The expiry sweep (docs/lifecycle.md, "Expiry") finds its objects by an index that serves its
// condition and its order whole, however many objects there are: EXPLAINed on 20,000 customers, most
// of them imported, pending without an expiry, or already expired. The statement is the same for
// the seven tables, each with its `<table>_expiry` index (migration 024). Embedded mode checks a
// PGlite of its own, distributed mode a PostgreSQL database of its own (the suite's batches
// services would sweep the suite's).

const ROWS = 20_000;
const customers = RESOURCES.find((decl) => decl.table === "customers")!;
let db: Database;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
	({ db, drop } = await planDatabase("expiry-ix"));
	await db.query("INSERT INTO accounts (id, name, created) SELECT 'acct_ix' || i, 'ix', 0 FROM generate_series(0, 199) AS i");
	// one in twenty waits to expire; the rest are imported, expired, or pending without an expiry
	await db.query(
		`INSERT INTO customers (id, account_id, created, updated, name, import_status, expires_at)
		 SELECT 'cus_ix' || i, 'acct_ix' || (i % 200), 1700000000, 1700000000, 'ix',
		        CASE i % 4 WHEN 0 THEN 'imported' WHEN 1 THEN 'expired' ELSE 'pending' END,
		        CASE WHEN i % 20 = 2 OR i % 4 = 1 THEN 1700000000 + i END
		 FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query("ANALYZE customers");
}, 120_000);

afterAll(async () => {
	await db?.close();
	await drop();
});

/** Every node of the plan, as `<node type>[ on <table>][ using <index>]`. */
function nodes(plan: any): string[] {
	const on = plan["Relation Name"] ? ` on ${plan["Relation Name"]}` : "";
	const using = plan["Index Name"] ? ` using ${plan["Index Name"]}` : "";
	return [`${plan["Node Type"]}${on}${using}`, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan's nodes of the sweep's statement. */
async function planOf(scope: ClockScope): Promise<string[]> {
	const { sql, params } = expirySweep(customers, 1_800_000_000, scope);
	const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
	const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
	return nodes(plan[0].Plan);
}

test("the sweep's search runs on customers_expiry, with neither a sort nor a scan of the table", async () => {
	// the platform's pass, leaving out an account with a clock of its own (docs/testing.md)
	const seen = await planOf({ except: ["acct_ix3"] });
	expect(seen.some((node) => node.endsWith("using customers_expiry"))).toBe(true);
	expect(seen.filter((node) => node.startsWith("Sort") || node.startsWith("Seq Scan"))).toEqual([]);
});

test("a clocked account's pass runs on customers_expiry_by_account, never a scan of the table", async () => {
	// One account's due objects are few here (a hundred among 200 accounts): the planner may read
	// them by the index and sort them rather than walk the index in order; either way it reads only them.
	const seen = await planOf({ account: "acct_ix2" });
	expect(seen.some((node) => node.endsWith("using customers_expiry_by_account"))).toBe(true);
	expect(seen.filter((node) => node.startsWith("Seq Scan") || node.endsWith("using customers_expiry"))).toEqual([]);
});

test("each of the seven tables has the partial index the statement's condition names", async () => {
	const indexes = await db.query("SELECT tablename, indexdef FROM pg_indexes WHERE indexname LIKE '%\\_expiry' ORDER BY tablename");
	expect(indexes.map((ix) => ix.tablename)).toEqual(RESOURCES.map((decl) => decl.table).sort());
	for (const { indexdef } of indexes) {
		expect(indexdef).toMatch(/\(expires_at\) WHERE \(\(import_status = 'pending'::text\) AND \(import_batch IS NULL\) AND \(expires_at IS NOT NULL\)\)$/);
	}
});
