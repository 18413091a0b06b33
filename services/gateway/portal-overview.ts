import type { AccountSummary, Issue } from "@bookdrop/client";
import { endpointPath } from "./portal-endpoints";
import { age, escapeHtml, PORTAL_PATH, utc } from "./portal-layout";
import { objectPath } from "./portal-objects";
import type { Rendered, View } from "./portal-view";

/** What an issue is about, as links: a decline's latest objects, or the disabled endpoint. */
function concerned(issue: Issue): string {
	if (issue.endpoint) return `; endpoint <a href="${endpointPath(issue.endpoint)}">${escapeHtml(issue.endpoint)}</a>`;
	const type = issue.object_type;
	if (!type || !issue.objects.length) return "";
	return `; latest: ${issue.objects.map((id) => `<a href="${objectPath(type, id)}">${escapeHtml(id)}</a>`).join(", ")}`;
}

/** The overview's sections, from the account summary and the open issues as the session's key sees them. */
function sections(summary: AccountSummary, issues: Issue[], now: number): string {
	const { importer } = summary;
	const seen = importer.last_seen_at === null ? "never" : `${utc(importer.last_seen_at)} (${age(now - importer.last_seen_at)} ago)`;
	const pending = Object.entries(summary.pending)
		.map(
			([type, count]) =>
				`<tr><th scope="row"><a href="${PORTAL_PATH}/objects?type=${type}&#38;status=pending">${escapeHtml(type)}</a></th><td class="n">${count}</td></tr>`,
		)
		.join("");
	const oldest =
		summary.oldest_pending_created === null
			? "<p>Nothing is pending.</p>"
			: `<p>The oldest pending object has waited ${age(now - summary.oldest_pending_created)} (since ${utc(summary.oldest_pending_created)}).</p>`;
	const open = issues.length
		? `<ul>${issues.map((i) => `<li><strong>${escapeHtml(i.kind)}</strong>${i.code ? ` (${escapeHtml(i.code)})` : ""}: ${i.count} since ${utc(i.first_seen_at)}${concerned(i)}</li>`).join("")}</ul>`
		: "<p>No open issues.</p>";
	return `<h1>Overview</h1>
<section aria-labelledby="importer"><h2 id="importer">Importer</h2><p>Status: <strong>${importer.status}</strong>. Last seen: ${seen}.</p></section>
<section aria-labelledby="pending"><h2 id="pending">Pending objects</h2>${oldest}<table><caption>Pending objects per type</caption><thead><tr><th scope="col">Type</th><th scope="col">Pending</th></tr></thead><tbody>${pending}</tbody></table></section>
<section aria-labelledby="issues"><h2 id="issues">Open issues</h2>${open}</section>`;
}

/** GET /portal: whether the importer is active, what is pending and since when, and the open issues. */
export async function overviewPage(view: View): Promise<Rendered> {
	const [summary, issues] = await Promise.all([view.account(), view.api.issues.list({ status: "open", limit: 20 })]);
	return { title: "Overview", body: sections(summary, issues.data, view.now) };
}
