import type { RequestLog } from "@bookdrop/client";
import { BookdropError } from "@bookdrop/client";
import { escapeHtml, nextPageLink, PORTAL_PATH, table, utc } from "./portal-layout";
import type { Rendered, View } from "./portal-view";
import { queried, refusal } from "./portal-view";

// The requests the session's integration sent (docs/requests.md), filtered by status and path, and
// each with the error it was answered. The portal's own calls are not among them: they are not logged.

export const REQUEST_LOGS_PATH = `${PORTAL_PATH}/request_logs`;
const PAGE_SIZE = 25;

/** The page of a logged request: /portal/request_logs/<req_…>. */
const requestPath = (id: string) => `${REQUEST_LOGS_PATH}/${encodeURIComponent(id)}`;
const code = (text: string | null) => (text === null ? "" : `<code>${escapeHtml(text)}</code>`);

/** The status filter as the API takes it: an exact status; anything else is refused here, as the API would. */
const STATUS_INVALID = (requestId: string) =>
	`<div class="alert" role="alert"><p><strong>parameter_invalid</strong>: Status is one HTTP status, such as 404. Request id: <code>${escapeHtml(requestId)}</code>.</p></div>`;

/** GET /portal/request_logs?status=…&path=…: the integration's requests, newest first, a page at a time. */
export async function requestLogsPage(view: View): Promise<Rendered> {
	const status = queried(view, "status")?.trim();
	const path = queried(view, "path")?.trim();
	const starting_after = queried(view, "starting_after");
	const filter = `<form method="get" action="${REQUEST_LOGS_PATH}"><label for="status">Status</label><input type="text" id="status" name="status" value="${escapeHtml(status ?? "")}" inputmode="numeric" autocomplete="off"><label for="path">Path</label><input type="text" id="path" name="path" value="${escapeHtml(path ?? "")}" autocomplete="off" spellcheck="false"><p><button type="submit">Search</button></p></form>`;
	const heading = "<h1>Requests</h1><p>What the API answered this integration's keys in the last 7 days, newest first.</p>";
	if (status !== undefined && !/^\d{3}$/.test(status)) return { title: "Requests", body: `${heading}${STATUS_INVALID(view.requestId)}${filter}`, status: 400 };
	try {
		const list = await view.api.requestLogs.list({
			limit: PAGE_SIZE,
			...(status && { status: Number(status) }),
			...(path && { path }),
			...(starting_after && { starting_after }),
		});
		// four columns, not eight, so that a phone's width reads them: each cell holds two facts
		const rows = list.data.map(
			(r) =>
				`<tr><td><a href="${requestPath(r.id)}">${escapeHtml(r.id)}</a><br>${escapeHtml(r.method)} <code>${escapeHtml(r.path)}</code></td><td><strong>${r.status}</strong>${r.error_code === null ? "" : `<br>${code(r.error_code)}`}</td><td>${code(r.idempotency_key)}</td><td>${utc(r.created)}<br>${r.duration_ms} ms</td></tr>`,
		);
		const headers = ["Request", "Answer", "Idempotency key", "When, duration"];
		const found = table("Requests, newest first", headers, rows, "No requests match.");
		return { title: "Requests", body: `${heading}${filter}${found}${nextPageLink(REQUEST_LOGS_PATH, { status, path }, list)}` };
	} catch (err) {
		// a search the API refuses (a path too long, an unknown cursor) is shown above the search, to be corrected
		if (!(err instanceof BookdropError) || err.status >= 500 || err.status === 401) throw err;
		return { title: "Requests", body: `${heading}${refusal(err)}${filter}`, status: err.status };
	}
}

function facts(r: RequestLog): string {
	const rows = [
		["Method", escapeHtml(r.method)],
		["Path", code(r.path)],
		["Status", `<strong>${r.status}</strong>`],
		["Error code", r.error_code === null ? "none" : `<strong>${escapeHtml(r.error_code)}</strong>`],
		["Idempotency key", r.idempotency_key === null ? "none" : code(r.idempotency_key)],
		["Duration", `${r.duration_ms} ms`],
		["When", utc(r.created)],
		["Key", code(r.key)],
	];
	return `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;
}

/** GET /portal/request_logs/<req_…>: one request, with the error body it was answered. */
export async function requestLogPage(view: View): Promise<Rendered> {
	const log = await view.api.requestLogs.retrieve(view.segments[1]);
	const error = log.error
		? `<section aria-labelledby="error"><h2 id="error">Error body</h2><pre>${escapeHtml(JSON.stringify(log.error, null, 2))}</pre></section>`
		: "";
	return { title: `Request ${log.id}`, body: `<h1>Request <code>${escapeHtml(log.id)}</code></h1>${facts(log)}${error}` };
}
