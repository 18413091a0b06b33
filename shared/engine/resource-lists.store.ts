import type { PageQuery } from "../actions/pages.store";
import type { Principal } from "../actions/principal";
import { visibleTo } from "../actions/principal.store";
import type { Input } from "../actions/validation";
import { Params } from "../platform/sql-params";
import { RANGES } from "./list-params";
import type { ResourceDeclaration } from "./resource-declaration";

// A resource list's statement: the filters and ranges its request sends (list-params.ts reads them), as the
// conditions of a page (shared/actions/pages.store.ts).

const RANGE_SQL = { gte: ">=", gt: ">", lte: "<=", lt: "<" };

/**
 * `seq` is `created << 20` plus a counter below 2^20 (migration 019), so a range of creation
 * seconds is a range of `seq`, which every list index serves in list order. A bound past 2^33
 * seconds (the year 2242, where `seq` would pass 2^53) is taken as 2^33: no row is created there.
 */
const SEQ_PER_SECOND = 2 ** 20;
const LAST_SECOND = 2 ** 33;
const firstSeqOf = (seconds: number) => Math.min(seconds, LAST_SECOND) * SEQ_PER_SECOND;
const CREATED_SEQ: Record<(typeof RANGES)[number], [string, (seconds: number) => number]> = {
	gte: [">=", (x) => firstSeqOf(x)],
	gt: [">=", (x) => firstSeqOf(x + 1)],
	lte: ["<", (x) => firstSeqOf(x + 1)],
	lt: ["<", (x) => firstSeqOf(x)],
};

/** The SQL filters of a list request: import status, batch, exact fields and creation time. */
function listFilters(decl: ResourceDeclaration, input: Input, params: Params): string[] {
	const where: string[] = [];
	if (input.import_status) where.push(`import_status = ${params.add(input.import_status)}`);
	if (input.batch !== undefined) where.push(`import_batch = ${params.add(input.batch)}`);
	// As the partial indexes of migration 021 (books) say it, so that they serve the page whole.
	if (input.books_warnings === "true") where.push("books_warnings IS NOT NULL AND import_status = 'pending'");
	for (const name of [...decl.filters, ...(decl.dateFilter ? [decl.dateFilter] : [])]) {
		if (input[name] !== undefined) where.push(`${name} = ${params.add(input[name])}`);
	}
	for (const range of RANGES) {
		const value = input[`created[${range}]`];
		const [op, bound] = CREATED_SEQ[range];
		if (value !== undefined) where.push(`seq ${op} ${params.add(bound(value as number))}`);
	}
	return where;
}

/** The range of a list request's date column (`occurred_on[gte]` …), read day by day, if it has one. */
function dateRange(decl: ResourceDeclaration, input: Input): PageQuery["dateRange"] {
	const column = decl.dateFilter;
	const bounds = RANGES.filter((range) => input[`${column}[${range}]`] !== undefined);
	if (!column || !bounds.length) return undefined;
	return { column, conditions: (params: Params) => bounds.map((range) => `${column} ${RANGE_SQL[range]} ${params.add(input[`${column}[${range}]`])}`) };
}

/** The SQL query of a list request, exposed so that tests can EXPLAIN exactly what lists run. */
export function listQuery(decl: ResourceDeclaration, principal: Principal, input: Input) {
	return {
		table: decl.table,
		visible: (params: Params) => visibleTo(principal, params),
		filters: (params: Params) => listFilters(decl, input, params),
		dateRange: dateRange(decl, input),
		request: input,
	};
}
