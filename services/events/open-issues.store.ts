import type { Queryable } from "../../shared/platform/database";

// The open issues, counted for the metrics (docs/operations.md, "Metrics").

/** Counts the open issues by kind; served by `issues_open_kind` (migration 028) without reading a resolved issue. */
export const OPEN_ISSUES_BY_KIND = "SELECT kind, count(*) AS n FROM issues WHERE status = 'open' GROUP BY kind";

/** The open issues of each kind that has any. */
export async function openIssuesByKind(db: Queryable): Promise<Map<string, number>> {
	const rows = await db.query(OPEN_ISSUES_BY_KIND);
	return new Map(rows.map((row) => [row.kind as string, Number(row.n)]));
}
