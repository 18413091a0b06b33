import type { PageRequest } from "../../shared/actions/pages";
import { fetchPage, PageQuery } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { visibleTo } from "../../shared/actions/principal.store";
import type { Queryable, Row } from "../../shared/platform/database";
import { Params } from "../../shared/platform/sql-params";

// Reading issues (docs/issues.md); what opens and resolves them is shared/events/issues.store.ts.

/**
 * One page of the issues a principal may read, newest first; `status` narrows them. Served whole by
 * `issues_account[_status]` or `issues_integration[_status]` (migration 027).
 */
export function visibleIssuePage(db: Queryable, principal: Principal, request: PageRequest & { status?: string }): Promise<{ rows: Row[]; hasMore: boolean }> {
	return fetchPage(db, issuePageQuery(principal, request));
}

/** The query of such a page (its plan is held in test/service/issue-rules.test.ts). */
export const issuePageQuery = (principal: Principal, request: PageRequest & { status?: string }): PageQuery => ({
	table: "issues",
	visible: (params) => visibleTo(principal, params),
	filters: (params) => (request.status ? [`status = ${params.add(request.status)}`] : []),
	request,
});

/** The issue with this id, when the principal may read it. */
export async function findVisibleIssue(db: Queryable, principal: Principal, id: string): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await db.query(`SELECT * FROM issues WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)}`, params.values);
	return row;
}
