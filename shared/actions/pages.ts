import type { ServiceBroker } from "moleculer";
import { ApiError } from "./api-errors";
import type { Queryable, Row } from "../platform/database";
import { serverMaxPayload } from "../platform/moleculer-internals";
import { Params } from "../platform/sql-params";
import type { CustomErrors } from "./validation";

/** `limit` comes from the query as text: decimal digits only, not `0x10`, `1e1`, ` 1` or `1.0`. */
function pageLimit(value: unknown, errors: CustomErrors): unknown {
	if (value === undefined) return value;
	const limit = Number(value);
	if (typeof value !== "string" || !/^[0-9]+$/.test(value) || limit < 1 || limit > 100) {
		errors.push({ type: "pageLimit", actual: value });
		return value;
	}
	return limit;
}

/** Query parameters every list accepts (docs/design.md, "Resources"). */
export const PAGE_SCHEMA = {
	limit: { type: "any", optional: true, custom: pageLimit, openapi: { type: "integer", minimum: 1, maximum: 100, default: 10, description: "How many objects a page holds, 1 to 100." } },
	starting_after: { type: "string", max: 255, optional: true, openapi: { description: "An object's id: the page after it (older objects)." } },
	ending_before: { type: "string", max: 255, optional: true, openapi: { description: "An object's id: the page before it (newer objects); not with `starting_after`." } },
} as const;

export interface PageRequest {
	limit?: number;
	starting_after?: string;
	ending_before?: string;
}

export interface List<T> {
	object: "list";
	url: string;
	has_more: boolean;
	data: T[];
}

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

/**
 * The most bytes of JSON one page of a list answers: half the 8 MiB a NATS message must carry for
 * bookdrop (docs/operations.md, "The two modes"), so a page always crosses the bus with its envelope. It bounds
 * what one list request holds in memory too, and applies alike when embedded (docs/api.md, "Lists
 * and pagination").
 */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** The page budget of a node: MAX_PAGE_BYTES, or half what its NATS server carries when that is less. */
export function pageBudget(broker: ServiceBroker): number {
	const maxPayload = serverMaxPayload(broker);
	return maxPayload === null ? MAX_PAGE_BYTES : Math.min(MAX_PAGE_BYTES, Math.floor(maxPayload / 2));
}

/**
 * A page cut to `budget` bytes of JSON: objects are taken from the cursor's side (the newest on a
 * first or `starting_after` page, the oldest on an `ending_before` one) while they fit, and always
 * one. A cut page answers `has_more: true`, so the usual cursor continues with the first object
 * left out. `complete` adds what an object answers beyond its row (its line items) just before it
 * is counted: objects past the cut never load theirs.
 */
export async function fitPage<T>(
	page: { objects: T[]; hasMore: boolean },
	backwards: boolean,
	budget: number,
	complete?: (object: T) => Promise<void>,
): Promise<{ data: T[]; hasMore: boolean }> {
	const kept: T[] = [];
	let bytes = 0;
	let hasMore = page.hasMore;
	for (const object of backwards ? [...page.objects].reverse() : page.objects) {
		await complete?.(object);
		bytes += Buffer.byteLength(JSON.stringify(object)) + 1;
		if (bytes > budget && kept.length > 0) {
			hasMore = true;
			break;
		}
		kept.push(object);
	}
	return { data: backwards ? kept.reverse() : kept, hasMore };
}
