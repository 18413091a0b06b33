import type { Bookdrop, Event, List, Rejection, WithResponse } from "@bookdrop/client";
import { escapeHtml, nextPageLink, PORTAL_PATH, select, table, utc } from "./portal-layout";
import type { Rendered, View } from "./portal-view";
import { missingPage, queried } from "./portal-view";

// The objects the session's key sees, by type and import status, and each with its import state,
// its decline and its events (docs/portal.md, "The pages").

const OBJECTS_PATH = `${PORTAL_PATH}/objects`;
const IMPORT_STATUSES = ["pending", "imported", "rejected", "expired"] as const;
const PAGE_SIZE = 25;

/** What the pages read of any object type. */
interface Shown {
	id: string;
	created: number;
	name?: string | null;
	description?: string | null;
	reference?: string | null;
	import: { status: string; batch: string | null; imported_at: number | null; local_ref: string | null; expires_at?: number; rejection?: Rejection };
}
interface ObjectsResource {
	list(params: { limit: number; import_status?: (typeof IMPORT_STATUSES)[number]; starting_after?: string }): Promise<WithResponse<List<Shown>>>;
	retrieve(id: string): Promise<WithResponse<Shown>>;
}

/** The object types, as events and the overview name them, and the client's resource of each. */
const TYPES: Record<string, (api: Bookdrop) => ObjectsResource> = {
	customer: (api) => api.customers,
	supplier: (api) => api.suppliers,
	category: (api) => api.categories,
	product: (api) => api.products,
	expense: (api) => api.expenses,
	revenue: (api) => api.revenue,
	refund: (api) => api.refunds,
};
const typeOf = (raw: string | undefined) => (raw !== undefined && Object.hasOwn(TYPES, raw) ? raw : "customer");
const statusOf = (raw: string | undefined) => IMPORT_STATUSES.find((s) => s === raw);

/** The page of an object: /portal/objects/<type>/<id>. */
export const objectPath = (type: string, id: string) => `${OBJECTS_PATH}/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

/** A line a person recognises the object by: its name, description or reference. */
const label = (o: Shown) => escapeHtml(o.name ?? o.description ?? o.reference ?? "");

function declineCell(rejection: Rejection | undefined): string {
	return rejection ? `<strong>${escapeHtml(rejection.code)}</strong> by ${rejection.by}${rejection.reason ? `: ${escapeHtml(rejection.reason)}` : ""}` : "";
}

/** GET /portal/objects?type=…&status=…: one type's objects, newest first, a page at a time. */
export async function objectsPage(view: View): Promise<Rendered> {
	const type = typeOf(queried(view, "type"));
	const status = statusOf(queried(view, "status"));
	const starting_after = queried(view, "starting_after");
	const list = await TYPES[type](view.api).list({ limit: PAGE_SIZE, ...(status && { import_status: status }), ...(starting_after && { starting_after }) });
	const rows = list.data.map(
		(o) =>
			`<tr><td><a href="${objectPath(type, o.id)}">${o.id}</a></td><td>${label(o)}</td><td>${o.import.status}</td><td>${declineCell(o.import.rejection)}</td></tr>`,
	);
	const filter = `<form method="get" action="${OBJECTS_PATH}">${select("type", "Type", Object.keys(TYPES), type, null)}${select("status", "Import status", IMPORT_STATUSES, status)}<p><button type="submit">Show</button></p></form>`;
	const caption = `${status ? `${status} ` : ""}${type} objects`;
	const body = `<h1>Objects</h1>${filter}${table(caption, ["Id", "Name", "Import", "Decline"], rows, `No ${caption}.`)}${nextPageLink(OBJECTS_PATH, { type, status }, list)}`;
	return { title: "Objects", body };
}

function importState(o: Shown): string {
	const { status, batch, imported_at, local_ref, expires_at } = o.import;
	const facts = [
		["Import status", `<strong>${status}</strong>`],
		["Created", utc(o.created)],
		["Import batch", batch ? `<code>${escapeHtml(batch)}</code>` : "none"],
		[
			"Imported",
			imported_at === null ? (status === "pending" ? "not yet" : "no") : `${utc(imported_at)}${local_ref ? ` as <code>${escapeHtml(local_ref)}</code>` : ""}`,
		],
		...(expires_at === undefined ? [] : [["Expires", utc(expires_at)]]),
	];
	return `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;
}

function decline(rejection: Rejection | undefined): string {
	if (!rejection) return "";
	const facts = [
		["Code", `<strong>${escapeHtml(rejection.code)}</strong>`],
		["Declined by", rejection.by],
		["Reason", escapeHtml(rejection.reason ?? "none given")],
		...(rejection.field ? [["Field", `<code>${escapeHtml(rejection.field)}</code>`]] : []),
		...(rejection.detail ? [["Importer's detail", escapeHtml(rejection.detail)]] : []),
		["Who must act", rejection.actor],
		["What to tell the user", escapeHtml(rejection.messages.en)],
	];
	return `<section aria-labelledby="decline"><h2 id="decline">Decline</h2><dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl></section>`;
}

/** The events' rows: id, type and when. */
function eventRows(events: Event[]): string[] {
	return events.map((e) => `<tr><td><code>${e.id}</code></td><td>${escapeHtml(e.type)}</td><td>${utc(e.created)}</td></tr>`);
}

/** GET /portal/objects/<type>/<id>: the object's import state, its decline, and its events. */
export async function objectPage(view: View): Promise<Rendered> {
	const [type, id] = view.segments.slice(1);
	if (!Object.hasOwn(TYPES, type)) return missingPage(view, `The portal shows no objects of type '${type}'.`);
	const [object, events] = await Promise.all([TYPES[type](view.api).retrieve(id), view.api.events.list({ object: id, limit: PAGE_SIZE })]);
	const eventsLink = `<p><a href="${PORTAL_PATH}/events?object=${encodeURIComponent(id)}">All of its events</a></p>`;
	const body = `<h1>${escapeHtml(type)} <code>${escapeHtml(id)}</code></h1><p>${label(object)}</p>
<section aria-labelledby="import"><h2 id="import">Import</h2>${importState(object)}</section>${decline(object.import.rejection)}
<section aria-labelledby="events"><h2 id="events">Events</h2>${table("Its events, newest first", ["Id", "Type", "When"], eventRows(events.data), "No events yet.")}${events.has_more ? eventsLink : ""}</section>
<details><summary>The object as the API shows it</summary><pre>${escapeHtml(JSON.stringify(object, null, 2))}</pre></details>`;
	return { title: `${type} ${id}`, body };
}
