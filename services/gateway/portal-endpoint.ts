import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "@bookdrop/client";
import { BookdropError } from "@bookdrop/client";
import { postForm } from "./portal-csrf";
import { endpointFields, endpointParams, endpointPath, idempotencyField, secretShown } from "./portal-endpoints";
import { escapeHtml, nextPageLink, table, utc } from "./portal-layout";
import type { Rendered, View } from "./portal-view";
import { missingPage, queried, refusal } from "./portal-view";

// One webhook endpoint's page: what it is, the forms that change it (edit, disable or enable,
// rotate the secret, send a test event, recover since a time), and its deliveries with every
// attempt, each of which can be sent again.

const DELIVERIES_PER_PAGE = 10;
const DAY = 86_400;

function attemptRows(attempts: WebhookAttempt[]): string[] {
	return attempts.map((a) => {
		const answer = a.http_status === null ? escapeHtml(a.error_message ?? a.error ?? "no answer") : `<strong>${a.http_status}</strong>`;
		const body = a.response_body === null ? "" : `<code>${escapeHtml(a.response_body)}</code>`;
		return `<tr><td>${utc(a.created)}</td><td>${answer}</td><td>${body}</td><td class="n">${a.duration_ms ?? ""}</td></tr>`;
	});
}

function delivery(view: View, endpointId: string, d: WebhookDelivery): string {
	const resend = postForm(
		`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(d.id)}/retry`,
		view.token,
		"",
		`Resend <span class="sr">${d.id}</span>`,
		true,
	);
	const next = d.next_attempt_at === null ? "" : ` Next attempt ${utc(d.next_attempt_at)}.`;
	const attempts = table(`Attempts of ${d.id}`, ["When", "Status", "Answer", "ms"], attemptRows(d.attempts), "No attempt yet.");
	return `<li><p><code>${d.id}</code>: <strong>${d.status}</strong>, event <code>${d.event}</code> (${escapeHtml(d.event_type)}), ${utc(d.created)}.${next}</p>${attempts}${resend}</li>`;
}

function details(e: WebhookEndpoint): string {
	const facts = [
		["URL", escapeHtml(e.url)],
		["Description", escapeHtml(e.description ?? "none")],
		["Status", `<strong>${e.status}</strong>${e.disabled_reason ? ` (${e.disabled_reason}, ${utc(e.disabled_at ?? e.updated)})` : ""}`],
		["Events", escapeHtml(e.enabled_events.join(", "))],
		...(e.previous_secret_expires_at === null ? [] : [["Previous secret signs until", utc(e.previous_secret_expires_at)]]),
		["Created", utc(e.created)],
	];
	return `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;
}

function actions(view: View, e: WebhookEndpoint): string {
	const path = endpointPath(e.id);
	const toggle =
		e.status === "enabled" ? postForm(`${path}/disable`, view.token, "", "Disable", true) : postForm(`${path}/enable`, view.token, "", "Enable", true);
	const since = new Date((view.now - DAY) * 1000).toISOString().slice(0, 19);
	const recover = `<label for="since">Failed or dropped deliveries since (UTC)</label><input type="datetime-local" id="since" name="since" step="1" required value="${since}">`;
	return `<section aria-labelledby="actions"><h2 id="actions">Actions</h2>${toggle}${postForm(`${path}/test`, view.token, "", "Send a test event", true)}
${postForm(`${path}/rotate_secret`, view.token, idempotencyField(), "Rotate the secret", true)}
<h3>Recover</h3>${postForm(`${path}/recover`, view.token, idempotencyField() + recover, "Queue them again")}
<h3>Edit</h3>${postForm(path, view.token, endpointFields(e), "Save")}</section>`;
}

/** The endpoint's page, with `notice` (a refusal, or what a recovery queued) above its forms. */
async function endpointBody(view: View, notice: string): Promise<{ title: string; body: string }> {
	const id = view.segments[1];
	const after = queried(view, "starting_after");
	const [endpoint, deliveries] = await Promise.all([
		view.api.webhookEndpoints.retrieve(id),
		view.api.webhookEndpoints.deliveries.list(id, { limit: DELIVERIES_PER_PAGE, ...(after && { starting_after: after }) }),
	]);
	const list = deliveries.data.length ? `<ul>${deliveries.data.map((d) => delivery(view, id, d)).join("")}</ul>` : "<p>No deliveries yet.</p>";
	const body = `<h1>Endpoint <code>${escapeHtml(id)}</code></h1>${notice}${details(endpoint)}${actions(view, endpoint)}
<section aria-labelledby="deliveries"><h2 id="deliveries">Deliveries</h2>${list}${nextPageLink(endpointPath(id), {}, deliveries)}</section>`;
	return { title: `Endpoint ${id}`, body };
}

/** GET /portal/webhook_endpoints/<id>[?recovered=n]: the endpoint, its forms, and its deliveries newest first, a page at a time. */
export function endpointPage(view: View): Promise<Rendered> {
	const recovered = queried(view, "recovered");
	const notice = recovered === undefined ? "" : `<p role="status">Recovery: ${Number(recovered) || 0} failed or dropped deliveries were queued again.</p>`;
	return endpointBody(view, notice);
}

/** Unix seconds of a datetime-local value read as UTC, or NaN. */
const utcSeconds = (value: string) => Math.floor(Date.parse(`${value}Z`) / 1000);

/** The changes a form on the endpoint's page makes, by the path's segment after the endpoint's id: where to go next. */
const CHANGES: Record<string, (view: View, id: string, form: URLSearchParams, delivery: string) => Promise<Rendered>> = {
	async edit(view, id, form) {
		await view.api.webhookEndpoints.update(id, endpointParams(form));
		return { redirect: endpointPath(id) };
	},
	async disable(view, id) {
		await view.api.webhookEndpoints.update(id, { status: "disabled" });
		return { redirect: endpointPath(id) };
	},
	async enable(view, id) {
		await view.api.webhookEndpoints.update(id, { status: "enabled" });
		return { redirect: endpointPath(id) };
	},
	async test(view, id) {
		await view.api.webhookEndpoints.test(id);
		return { redirect: endpointPath(id) };
	},
	async deliveries(view, id, _form, delivery) {
		await view.api.webhookEndpoints.deliveries.retry(id, delivery);
		return { redirect: endpointPath(id) };
	},
	async recover(view, id, form) {
		const since = utcSeconds(form.get("since") ?? "");
		const recovery = await view.api.webhookEndpoints.recover(id, { since }, { idempotencyKey: form.get("idempotency_key") || undefined });
		return { redirect: `${endpointPath(id)}?recovered=${recovery.queued}` };
	},
	async rotate_secret(view, id, form) {
		const rotated = await view.api.webhookEndpoints.rotateSecret(id, {}, { idempotencyKey: form.get("idempotency_key") || undefined });
		return secretShown("Secret rotated", id, rotated.signing_secret, `The endpoint <code>${escapeHtml(id)}</code> signs with this secret from now on.`, 200);
	},
};

/**
 * POST /portal/webhook_endpoints/<id>[/<change>[/…]] (portal-routes.ts names each): the change the
 * form asks, then back to the endpoint's page (a new secret is shown once instead); a refusal shows
 * on the endpoint's page.
 */
export async function changeEndpoint(view: View, form: URLSearchParams): Promise<Rendered> {
	const [, id, change = "edit", delivery] = view.segments;
	if (!Object.hasOwn(CHANGES, change)) return missingPage(view, `The portal makes no change '${change}' to an endpoint.`);
	try {
		return await CHANGES[change](view, id, form, delivery);
	} catch (err) {
		// a failure, an ended session, or an endpoint the key does not see: the portal's page of it (portal-pages.ts)
		if (!(err instanceof BookdropError) || err.status >= 500 || err.status === 401 || err.status === 404) throw err;
		return { ...(await endpointBody(view, refusal(err))), status: err.status };
	}
}
