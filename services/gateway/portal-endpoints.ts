import type { WebhookEndpoint, WebhookEndpointsCreateParams } from "@bookdrop/client";
import { BookdropError } from "@bookdrop/client";
import { EVENT_TYPES } from "../../shared/events/event-log";
import { randomBase62 } from "../../shared/platform/ids";
import { postForm } from "./portal-csrf";
import { escapeHtml, nextPageLink, PORTAL_PATH, table, utc } from "./portal-layout";
import type { Rendered, View } from "./portal-view";
import { queried, refusal } from "./portal-view";

// The webhook endpoints the session's key sees, and the form that creates one; one endpoint's page
// is services/gateway/portal-endpoint.ts.

export const ENDPOINTS_PATH = `${PORTAL_PATH}/webhook_endpoints`;
const PAGE_SIZE = 25;

export const endpointPath = (id: string) => `${ENDPOINTS_PATH}/${encodeURIComponent(id)}`;

/** A form's own Idempotency-Key: sending the same form twice (a reload, a double press) makes one change. */
export const idempotencyField = () => `<input type="hidden" name="idempotency_key" value="${randomBase62(24)}">`;

/** The fields an endpoint is created or edited with; `current` fills them for an edit. */
export function endpointFields(current?: { url: string; description?: string | null; enabled_events?: readonly string[] }): string {
	const chosen = new Set(current?.enabled_events ?? ["*"]);
	const box = (type: string, name: string) =>
		`<label><input type="checkbox" name="enabled_events" value="${type}"${chosen.has(type) ? " checked" : ""}> ${name}</label>`;
	return `<label for="url">URL (https)</label><input type="url" id="url" name="url" required maxlength="2048" value="${escapeHtml(current?.url ?? "")}">
<label for="description">Description</label><input type="text" id="description" name="description" maxlength="500" value="${escapeHtml(current?.description ?? "")}">
<fieldset><legend>Events it receives</legend>${box("*", "Every event type")}${EVENT_TYPES.map((t) => box(t, t)).join("")}</fieldset>`;
}

/** The endpoint's fields from a posted form, as the API takes them (the API checks them). */
export function endpointParams(form: URLSearchParams): WebhookEndpointsCreateParams {
	const events = form.getAll("enabled_events");
	const description = form.get("description")?.trim();
	return {
		url: form.get("url") ?? "",
		description: description || null,
		...(events.length && { enabled_events: events as WebhookEndpointsCreateParams["enabled_events"] }),
	};
}

/** The page that shows a signing secret, once: after a create (201) or a rotation (200). */
export function secretShown(title: string, id: string, secret: string, note: string, status: 200 | 201): Rendered {
	const body = `<h1>${escapeHtml(title)}</h1><div class="secret" role="status"><p>${note} It is shown only now: copy it to your receiver.</p>
<p><label for="secret">Signing secret</label><input type="text" id="secret" readonly value="${escapeHtml(secret)}"></p></div>
<p><a href="${endpointPath(id)}">Go to the endpoint</a></p>`;
	return { title, body, status };
}

function listBody(view: View, endpoints: WebhookEndpoint[], more: string, refused?: { notice: string; posted: URLSearchParams }): string {
	const rows = endpoints.map(
		(e) =>
			`<tr><td><a href="${endpointPath(e.id)}">${e.id}</a></td><td>${escapeHtml(e.url)}</td><td>${e.status}${e.disabled_reason ? ` (${e.disabled_reason})` : ""}</td><td>${utc(e.created)}</td></tr>`,
	);
	const fields = endpointFields(refused && endpointParams(refused.posted));
	const create = postForm(ENDPOINTS_PATH, view.token, idempotencyField() + fields, "Create the endpoint");
	return `<h1>Webhook endpoints</h1>${table("Webhook endpoints, newest first", ["Id", "URL", "Status", "Created"], rows, "No webhook endpoints yet.")}${more}
<section aria-labelledby="create"><h2 id="create">Create an endpoint</h2>${refused?.notice ?? ""}${create}</section>`;
}

/** GET /portal/webhook_endpoints: the endpoints, a page at a time, and the form that creates one. */
export async function endpointsPage(view: View): Promise<Rendered> {
	const starting_after = queried(view, "starting_after");
	const list = await view.api.webhookEndpoints.list({ limit: PAGE_SIZE, ...(starting_after && { starting_after }) });
	return { title: "Webhook endpoints", body: listBody(view, list.data, nextPageLink(ENDPOINTS_PATH, {}, list)) };
}

/** POST /portal/webhook_endpoints: creates the endpoint and shows its secret once; a refusal shows on the list's page. */
export async function createEndpoint(view: View, form: URLSearchParams): Promise<Rendered> {
	try {
		const idempotencyKey = form.get("idempotency_key") || undefined;
		const created = await view.api.webhookEndpoints.create(endpointParams(form), { idempotencyKey });
		return secretShown(
			"Endpoint created",
			created.id,
			created.signing_secret,
			`The endpoint <code>${created.id}</code> signs its deliveries with this secret.`,
			201,
		);
	} catch (err) {
		if (!(err instanceof BookdropError) || err.status >= 500 || err.status === 401) throw err;
		const list = await view.api.webhookEndpoints.list({ limit: PAGE_SIZE });
		return {
			title: "Webhook endpoints",
			body: listBody(view, list.data, nextPageLink(ENDPOINTS_PATH, {}, list), { notice: refusal(err), posted: form }),
			status: err.status,
		};
	}
}
