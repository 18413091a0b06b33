import { pageStatement } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { declarationOf, listQuery } from "../../shared/engine";
import { RESOURCE_REGISTRY } from "../../shared/resources";

// The statements lists run for creation-time and date ranges (docs/design.md, "List order and
// creation time"): a creation-time range is a range of seq; a date range is read day by day.
const desktop: Principal = { accountId: "acct_1", integrationId: null, keyId: "key_1", scopes: ["read"], expiresAt: null, mode: "live" };
const statement = (type: string, input: Record<string, unknown>, cursor?: number) =>
	pageStatement(listQuery(declarationOf(RESOURCE_REGISTRY, type), desktop, input), cursor);
const SECOND = 2 ** 20;

test("each bound of created is the first seq of a second: [gte] and [gt] from below, [lte] and [lt] from above", () => {
	const x = 1_764_000_000;
	expect(statement("customers", { "created[gte]": x })).toEqual({
		sql: "SELECT * FROM customers WHERE account_id = $1 AND seq >= $2 ORDER BY seq DESC LIMIT 11",
		params: ["acct_1", x * SECOND],
	});
	expect(statement("customers", { "created[gt]": x, "created[lte]": x + 5, "created[lt]": x + 9 }).params).toEqual([
		"acct_1",
		(x + 1) * SECOND,
		(x + 6) * SECOND,
		(x + 9) * SECOND,
	]);
	expect(statement("customers", { "created[gt]": x }).sql).toContain("seq >= $2");
	expect(statement("customers", { "created[lte]": x }).sql).toContain("seq < $2");
});

test("a bound past 2^33 seconds is 2^33 seconds, 2^53 as seq, which a double holds exactly: no row lies beyond it", () => {
	const { params } = statement("customers", { "created[gte]": 999_999_999_999_999, "created[lte]": 999_999_999_999_999 });
	expect(params).toEqual(["acct_1", 2 ** 53, 2 ** 53]);
	expect(params.slice(1).map(String)).toEqual(["9007199254740992", "9007199254740992"]);
});

test("a date range is read day by day: the days in the range, each day's newest match, the bound they give, each day's part of the page", () => {
	const input = { "occurred_on[gte]": "2026-03-01", "occurred_on[lt]": "2026-04-01", currency: "EUR", "created[gte]": 1 };
	const { sql, params } = statement("expenses", input, 7 * SECOND);
	expect(params).toEqual(["acct_1", "EUR", SECOND, 7 * SECOND, "2026-03-01", "2026-04-01"]);
	const inRange = "account_id = $1 AND occurred_on >= $5 AND occurred_on < $6";
	const ofDay = (day: string) => `account_id = $1 AND occurred_on = ${day} AND currency = $2 AND seq >= $3 AND seq < $4`;
	expect(sql).toBe(
		`WITH RECURSIVE days (day) AS ((SELECT occurred_on FROM expenses WHERE ${inRange} ORDER BY occurred_on LIMIT 1) UNION ALL ` +
			`SELECT (SELECT occurred_on FROM expenses WHERE ${inRange} AND occurred_on > days.day ORDER BY occurred_on LIMIT 1) FROM days WHERE days.day IS NOT NULL), ` +
			`tops AS MATERIALIZED (SELECT days.day, (SELECT seq FROM expenses WHERE ${ofDay("days.day")} ORDER BY seq DESC LIMIT 1) AS top FROM days WHERE days.day IS NOT NULL), ` +
			"bound AS MATERIALIZED (SELECT coalesce((SELECT top FROM tops WHERE top IS NOT NULL ORDER BY top DESC OFFSET 10 LIMIT 1), -1) AS top) " +
			"SELECT page.* FROM tops CROSS JOIN bound CROSS JOIN LATERAL " +
			`(SELECT * FROM expenses WHERE ${ofDay("tops.day")} AND seq >= bound.top ORDER BY seq DESC LIMIT 11) AS page ` +
			"WHERE tops.top >= bound.top ORDER BY page.seq DESC LIMIT 11",
	);
});

test("ending_before mirrors a date range's page: oldest first, the bound from above", () => {
	const { sql } = pageStatement(
		listQuery(declarationOf(RESOURCE_REGISTRY, "expenses"), desktop, { "occurred_on[gte]": "2026-03-01", ending_before: "exp_1", limit: 5 }),
		7 * SECOND,
	);
	expect(sql).toContain("ORDER BY seq ASC LIMIT 1) AS top");
	expect(sql).toContain(`ORDER BY top ASC OFFSET 5 LIMIT 1), ${2 ** 53}) AS top`);
	expect(sql).toContain("AND seq > $2 AND seq <= bound.top ORDER BY seq ASC LIMIT 6) AS page WHERE tops.top <= bound.top ORDER BY page.seq ASC LIMIT 6");
});

test("an exact date alone is an exact filter, read in list order", () => {
	expect(statement("expenses", { occurred_on: "2026-03-01" }).sql).toBe(
		"SELECT * FROM expenses WHERE account_id = $1 AND occurred_on = $2 ORDER BY seq DESC LIMIT 11",
	);
});
