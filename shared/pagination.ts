import { ApiError } from "./errors";
import type { Queryable, Row } from "./db";
import { Params } from "./sql";

/** Query parameters every list accepts (SPEC.md "Pagination parameters"). */
export const PAGE_SCHEMA = {
	limit: { type: "number", integer: true, min: 1, max: 100, convert: true, optional: true },
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
 * One page of a list, newest first, by the `seq` column. `starting_after` pages towards older
 * objects, `ending_before` towards newer ones; `has_more` says whether that direction goes on.
 */
export async function fetchPage(db: Queryable, query: PageQuery): Promise<{ rows: Row[]; hasMore: boolean }> {
	const { starting_after, ending_before } = query.request;
	if (starting_after && ending_before) {
		throw new ApiError("parameter_invalid", "Pass starting_after or ending_before, not both.", { param: "ending_before" });
	}
	const limit = query.request.limit ?? 10;
	const params = new Params();
	const where = [query.visible(params), ...(query.filters?.(params) ?? [])];
	const cursor = starting_after ?? ending_before;
	if (cursor) {
		const cursorParams = new Params();
		const [row] = await db.query(
			`SELECT seq FROM ${query.table} WHERE id = ${cursorParams.add(cursor)} AND ${query.visible(cursorParams)}`,
			cursorParams.values,
		);
		const param = starting_after ? "starting_after" : "ending_before";
		if (!row) throw new ApiError("resource_missing", `No such object for ${param}: '${cursor}'.`, { param, status: 400 });
		where.push(`seq ${starting_after ? "<" : ">"} ${params.add(row.seq)}`);
	}
	const rows = await db.query(
		`SELECT * FROM ${query.table} WHERE ${where.join(" AND ")} ORDER BY seq ${ending_before ? "ASC" : "DESC"} LIMIT ${limit + 1}`,
		params.values,
	);
	const hasMore = rows.length > limit;
	const page = rows.slice(0, limit);
	if (ending_before) page.reverse();
	return { rows: page, hasMore };
}
