import { pageStatement } from "../../shared/api/pagination";
import type { Principal } from "../../shared/api/principal";
import { declarationOf, listQuery } from "../../shared/domain/engine";
import { RESOURCE_REGISTRY } from "../../shared/domain/resources";

// The statements lists run for creation-time and date ranges (docs/design.md, "List order and
// creation time"): a creation-time range is a range of seq; a date range is read apart.
const desktop: Principal = { accountId: "acct_1", integrationId: null, keyId: "key_1", scopes: ["read"], expiresAt: null, mode: "live" };
const statement = (type: string, input: Record<string, unknown>, cursor?: number) => pageStatement(listQuery(declarationOf(RESOURCE_REGISTRY, type), desktop, input), cursor);
const SECOND = 2 ** 20;

test("each bound of created is the first seq of a second: [gte] and [gt] from below, [lte] and [lt] from above", () => {
	const x = 1_764_000_000;
	expect(statement("customers", { "created[gte]": x })).toEqual({
		sql: "SELECT * FROM customers WHERE account_id = $1 AND seq >= $2 ORDER BY seq DESC LIMIT 11",
		params: ["acct_1", x * SECOND],
	});
	expect(statement("customers", { "created[gt]": x, "created[lte]": x + 5, "created[lt]": x + 9 }).params).toEqual(["acct_1", (x + 1) * SECOND, (x + 6) * SECOND, (x + 9) * SECOND]);
	expect(statement("customers", { "created[gt]": x }).sql).toContain("seq >= $2");
	expect(statement("customers", { "created[lte]": x }).sql).toContain("seq < $2");
});

test("a bound past 2^33 seconds is 2^33 seconds, 2^53 as seq, which a double holds exactly: no row lies beyond it", () => {
	const { params } = statement("customers", { "created[gte]": 999_999_999_999_999, "created[lte]": 999_999_999_999_999 });
	expect(params).toEqual(["acct_1", 2 ** 53, 2 ** 53]);
	expect(params.slice(1).map(String)).toEqual(["9007199254740992", "9007199254740992"]);
});

test("a date range is read apart, before the other filters, the cursor, the order and the limit", () => {
	const input = { "occurred_on[gte]": "2026-03-01", "occurred_on[lt]": "2026-04-01", currency: "EUR", "created[gte]": 1 };
	expect(statement("expenses", input, 7 * SECOND)).toEqual({
		sql:
			"SELECT * FROM (SELECT * FROM expenses WHERE account_id = $1 AND occurred_on >= $2 AND occurred_on < $3 OFFSET 0) AS expenses" +
			" WHERE currency = $4 AND seq >= $5 AND seq < $6 ORDER BY seq DESC LIMIT 11",
		params: ["acct_1", "2026-03-01", "2026-04-01", "EUR", SECOND, 7 * SECOND],
	});
	expect(statement("expenses", { "occurred_on[gte]": "2026-03-01" }).sql).toBe(
		"SELECT * FROM (SELECT * FROM expenses WHERE account_id = $1 AND occurred_on >= $2 OFFSET 0) AS expenses ORDER BY seq DESC LIMIT 11",
	);
	expect(statement("expenses", { occurred_on: "2026-03-01" }).sql).toBe("SELECT * FROM expenses WHERE account_id = $1 AND occurred_on = $2 ORDER BY seq DESC LIMIT 11");
});
