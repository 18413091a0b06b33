import { staleSweep } from "../../services/accounts/importer-presence.store";
import { CLOCKED_ACCOUNTS } from "../../shared/actions/account-clocks.store";
import type { Database } from "../../shared/platform/database";
import { planDatabase } from "../support/plans";

// The staleness sweep (docs/design.md, "Importer presence") finds its accounts by an index that
// serves its condition and its order whole, however many accounts there are: EXPLAINed on 20,000
// accounts, most of them stale already. Embedded mode checks a PGlite of its own, distributed mode a
// PostgreSQL database of its own (the suite's accounts service would sweep the suite's).

const ACCOUNTS = 20_000;
let db: Database;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
	({ db, drop } = await planDatabase("presence-ix"));
	// one in ten watched (seen, not stale), the rest stale or never seen
	await db.query(
		`INSERT INTO accounts (id, name, created, importer_seen_at, importer_stale_at)
		 SELECT 'acct_ix' || i, 'ix', 0, CASE WHEN i % 20 = 1 THEN NULL ELSE 1700000000 + i END, CASE WHEN i % 10 = 0 THEN NULL ELSE 1700000000 END
		 FROM generate_series(1, ${ACCOUNTS}) AS i`,
	);
	// a few test accounts with a clock of their own (docs/testing.md, "The account's clock")
	await db.query("UPDATE accounts SET mode = 'test', clock_offset = 86400 WHERE id IN ('acct_ix5', 'acct_ix50', 'acct_ix500')");
	await db.query("ANALYZE accounts");
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

test("the sweep's search runs on accounts_importer_watch, with neither a sort nor a scan of the table", async () => {
	const { sql, params } = staleSweep(1_800_000_000, 86_400, { except: [] });
	const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
	const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
	const seen = nodes(plan[0].Plan);
	expect(seen.some((node) => node.endsWith("using accounts_importer_watch"))).toBe(true);
	expect(seen.filter((node) => node.startsWith("Sort") || node.startsWith("Seq Scan"))).toEqual([]);
});

/** The plan's nodes of `sql`. */
async function planOf(sql: string, params: unknown[] = []): Promise<string[]> {
	const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
	const plan = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
	return nodes(plan[0].Plan);
}

test("the sweeps find the accounts with a clock of their own on accounts_clocked, and pass over one by its key", async () => {
	expect(await planOf(CLOCKED_ACCOUNTS)).toEqual(["Index Scan on accounts using accounts_clocked"]);
	expect((await db.query(CLOCKED_ACCOUNTS)).map((row) => row.id).sort()).toEqual(["acct_ix5", "acct_ix50", "acct_ix500"]);
	const { sql, params } = staleSweep(1_800_000_000, 86_400, { account: "acct_ix5" });
	// one row at most, found by its key (its "sort" orders that row alone)
	const seen = await planOf(sql, params);
	expect(seen.some((node) => node.endsWith("using accounts_pkey"))).toBe(true);
	expect(seen.filter((node) => node.startsWith("Seq Scan"))).toEqual([]);
});
