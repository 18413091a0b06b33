import { notFound } from "../../shared/actions/api-errors";
import { about, listOf } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import { ApiAction, ApiContext, principalOf } from "../../shared/actions/action-context";
import { ID_RULE } from "../../shared/engine";
import { ISSUE, ISSUE_STATUSES, presentIssue } from "../../shared/events/issues";
import type { DatabaseService } from "../../shared/platform/platform";
import { findVisibleIssue, visibleIssuePage } from "./issue-pages.store";

// Issues (docs/issues.md): GET /v1/issues and GET /v1/issues/<id>, for either kind of key.

const list: ApiAction<DatabaseService> = {
	rest: "GET /issues",
	summary: "List all issues",
	description:
		"Lists the issues the key can see (an integration key its integration's, the desktop key the account's), newest first, a page at a time; `status` narrows them to the open or the resolved ones.",
	scope: "read",
	params: { ...PAGE_SCHEMA, status: { type: "enum", values: [...ISSUE_STATUSES], optional: true, ...about("Only issues with this status.", "open") } },
	response: listOf(ISSUE),
	async handler(ctx: ApiContext) {
		const { rows, hasMore } = await visibleIssuePage(this.db, principalOf(ctx), ctx.params);
		return { object: "list", url: "/v1/issues", has_more: hasMore, data: rows.map(presentIssue) };
	},
};

const retrieve: ApiAction<DatabaseService> = {
	rest: "GET /issues/:id",
	summary: "Retrieve an issue",
	description: "Answers one issue the key can see, open or resolved.",
	scope: "read",
	params: { id: ID_RULE },
	response: ISSUE,
	async handler(ctx: ApiContext) {
		const row = await findVisibleIssue(this.db, principalOf(ctx), ctx.params.id);
		if (!row) throw notFound("issue", ctx.params.id);
		return presentIssue(row);
	},
};

export const issueActions: Record<string, ApiAction<DatabaseService>> = { "issues.list": list, "issues.retrieve": retrieve };
