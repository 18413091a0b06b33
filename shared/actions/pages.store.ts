import type { Queryable, Row } from "../platform/database";
import { Params } from "../platform/sql-params";
import { ApiError } from "./api-errors";
import type { PageRequest } from "./pages";

// The statements of a list's pages; what a page takes (PAGE_SCHEMA) and how it is cut to the bus's budget are pages.ts.

export interface PageQuery {
	table: string;
	/** Who may see which rows; the cursor object must satisfy it. */
	visible: (params: Params) => string;
	/** The list's filters, on top of visibility. */
	filters?: (params: Params) => string[];
	/** A range of a date column (`occurred_on[gte]` …), which no index serves in list order: read day by day. */
	dateRange?: { column: string; conditions: (params: Params) => string[] };
	request: PageRequest;
}

/** The largest `seq` there is: 2^53, where `created` reaches 2^33 (docs/design.md, "List order and creation time"). */
const SEQ_CEILING = 2 ** 53;

/**
 * The statement of one page, newest first by `seq`: after the cursor's `seq` for `starting_after`
 * (older objects), before it for `ending_before` (newer ones, fetched oldest first). With a date
 * range, `dateRangePage` gives it.
 */
export function pageStatement(query: PageQuery, cursorSeq?: number): { sql: string; params: unknown[] } {
	const { ending_before } = query.request;
	const limit = query.request.limit ?? 10;
	const params = new Params();
	const where = [query.visible(params), ...(query.filters?.(params) ?? [])];
	if (cursorSeq !== undefined) where.push(`seq ${ending_before ? ">" : "<"} ${params.add(cursorSeq)}`);
	if (query.dateRange) return { sql: dateRangePage(query, params, where, limit), params: params.values };
	return {
		sql: `SELECT * FROM ${query.table} WHERE ${where.join(" AND ")} ORDER BY seq ${ending_before ? "ASC" : "DESC"} LIMIT ${limit + 1}`,
		params: params.values,
	};
}

/**
 * A page with a date range, merged from one ordered read per day, each served whole by the index
 * `(<scope>, <date>, seq)` (docs/design.md, "Date ranges"). `days` finds the key's days in the
 * range, one index probe each; `tops` the newest matching `seq` of each day; the page holds
 * nothing older than the (limit+1)-th newest of those (`bound`: that many rows are at least as
 * new), so each day is read from its newest down to the bound, and only days that reach it. A
 * page thus costs a few probes per day of the range and reads about one page of rows, whatever
 * the number of objects in the range. `where` holds the key's scope first, then the filters and
 * the cursor; `ending_before` mirrors it all (oldest first, the bound from above).
 */
function dateRangePage(query: PageQuery, params: Params, where: string[], limit: number): string {
	const { table, dateRange, request } = query;
	const { column, conditions } = dateRange!;
	const [visible] = where;
	const inRange = [visible, ...conditions(params)].join(" AND ");
	const forward = !request.ending_before;
	const [order, reaches, edge] = forward ? ["DESC", ">=", -1] : ["ASC", "<=", SEQ_CEILING];
	const ofDay = (day: string) => [visible, `${column} = ${day}`, ...where.slice(1)].join(" AND ");
	return (
		`WITH RECURSIVE days (day) AS (` +
		`(SELECT ${column} FROM ${table} WHERE ${inRange} ORDER BY ${column} LIMIT 1) UNION ALL ` +
		`SELECT (SELECT ${column} FROM ${table} WHERE ${inRange} AND ${column} > days.day ORDER BY ${column} LIMIT 1) FROM days WHERE days.day IS NOT NULL), ` +
		`tops AS MATERIALIZED (SELECT days.day, (SELECT seq FROM ${table} WHERE ${ofDay("days.day")} ORDER BY seq ${order} LIMIT 1) AS top FROM days WHERE days.day IS NOT NULL), ` +
		`bound AS MATERIALIZED (SELECT coalesce((SELECT top FROM tops WHERE top IS NOT NULL ORDER BY top ${order} OFFSET ${limit} LIMIT 1), ${edge}) AS top) ` +
		`SELECT page.* FROM tops CROSS JOIN bound CROSS JOIN LATERAL ` +
		`(SELECT * FROM ${table} WHERE ${ofDay("tops.day")} AND seq ${reaches} bound.top ORDER BY seq ${order} LIMIT ${limit + 1}) AS page ` +
		`WHERE tops.top ${reaches} bound.top ORDER BY page.seq ${order} LIMIT ${limit + 1}`
	);
}

/** One page of a list; `has_more` says whether the list goes on in the direction of the cursor. */
export async function fetchPage(db: Queryable, query: PageQuery): Promise<{ rows: Row[]; hasMore: boolean }> {
	const { starting_after, ending_before } = query.request;
	if (starting_after && ending_before) {
		throw new ApiError("parameter_invalid", "Pass starting_after or ending_before, not both.", { param: "ending_before" });
	}
	const cursor = starting_after ?? ending_before;
	let cursorSeq: number | undefined;
	if (cursor) {
		const params = new Params();
		const [row] = await db.query(`SELECT seq FROM ${query.table} WHERE id = ${params.add(cursor)} AND ${query.visible(params)}`, params.values);
		const param = starting_after ? "starting_after" : "ending_before";
		if (!row) throw new ApiError("resource_missing", `No such object for ${param}: '${cursor}'.`, { param, status: 400 });
		cursorSeq = row.seq;
	}
	const { sql, params } = pageStatement(query, cursorSeq);
	const rows = await db.query(sql, params);
	const limit = query.request.limit ?? 10;
	const hasMore = rows.length > limit;
	const page = rows.slice(0, limit);
	if (ending_before) page.reverse();
	return { rows: page, hasMore };
}
