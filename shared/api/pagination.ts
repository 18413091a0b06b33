import { ApiError } from "./errors";
import type { Queryable, Row } from "../platform/db";
import { Params } from "../platform/sql";
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
	limit: { type: "any", optional: true, custom: pageLimit, openapi: { type: "integer", minimum: 1, maximum: 100, default: 10 } },
	starting_after: { type: "string", max: 255, optional: true },
	ending_before: { type: "string", max: 255, optional: true },
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
	request: PageRequest;
}

/**
 * The statement of one page, newest first by `seq`: after the cursor's `seq` for `starting_after`
 * (older objects), before it for `ending_before` (newer ones, fetched oldest first).
 */
export function pageStatement(query: PageQuery, cursorSeq?: number): { sql: string; params: unknown[] } {
	const { ending_before } = query.request;
	const limit = query.request.limit ?? 10;
	const params = new Params();
	const where = [query.visible(params), ...(query.filters?.(params) ?? [])];
	if (cursorSeq !== undefined) where.push(`seq ${ending_before ? ">" : "<"} ${params.add(cursorSeq)}`);
	return {
		sql: `SELECT * FROM ${query.table} WHERE ${where.join(" AND ")} ORDER BY seq ${ending_before ? "ASC" : "DESC"} LIMIT ${limit + 1}`,
		params: params.values,
	};
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
