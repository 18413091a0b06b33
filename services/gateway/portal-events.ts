import type { EventsListParams } from "@bookdrop/client";
import { BookdropError } from "@bookdrop/client";
import { EVENT_TYPES } from "../../shared/events/event-log";
import { escapeHtml, nextPageLink, PORTAL_PATH, select, table, utc } from "./portal-layout";
import { objectPath } from "./portal-objects";
import type { Rendered, View } from "./portal-view";
import { queried, refusal } from "./portal-view";

// The events the session's key sees, searchable by type and by the object they are about.

const EVENTS_PATH = `${PORTAL_PATH}/events`;
const PAGE_SIZE = 25;
/** The object types whose events link to the object's page. */
const OBJECT_TYPES = new Set(["customer", "supplier", "category", "product", "expense", "revenue", "refund"]);

/** The event's object as a link to its page when it is one of the seven types, else its id. */
function objectCell(type: string, data: unknown): string {
	const id = (data as { object?: { id?: unknown } }).object?.id;
	if (typeof id !== "string") return "";
	const objectType = type.split(".")[0];
	return OBJECT_TYPES.has(objectType) ? `<a href="${objectPath(objectType, id)}">${escapeHtml(id)}</a>` : `<code>${escapeHtml(id)}</code>`;
}

/** GET /portal/events?type=…&object=…: the events, newest first, a page at a time. */
export async function eventsPage(view: View): Promise<Rendered> {
	const type = queried(view, "type");
	const object = queried(view, "object")?.trim();
	const starting_after = queried(view, "starting_after");
	const filter = `<form method="get" action="${EVENTS_PATH}">${select("type", "Type", EVENT_TYPES, type)}<label for="object">Object id</label><input type="text" id="object" name="object" value="${escapeHtml(object ?? "")}" autocomplete="off" spellcheck="false"><p><button type="submit">Search</button></p></form>`;
	try {
		const eventType = EVENT_TYPES.find((t) => t === type) as EventsListParams["type"];
		const list = await view.api.events.list({
			limit: PAGE_SIZE,
			...(eventType && { type: eventType }),
			...(object && { object }),
			...(starting_after && { starting_after }),
		});
		const rows = list.data.map(
			(e) =>
				`<tr><td><details><summary><code>${e.id}</code></summary><pre>${escapeHtml(JSON.stringify(e.data, null, 2))}</pre></details></td><td>${escapeHtml(e.type)}</td><td>${objectCell(e.type, e.data)}</td><td>${utc(e.created)}</td></tr>`,
		);
		const found = table("Events, newest first", ["Id", "Type", "Object", "When"], rows, "No events match.");
		return { title: "Events", body: `<h1>Events</h1>${filter}${found}${nextPageLink(EVENTS_PATH, { type, object }, list)}` };
	} catch (err) {
		// a search the API refuses (an id too long) is shown above the search, to be corrected
		if (!(err instanceof BookdropError) || err.status >= 500 || err.status === 401) throw err;
		return { title: "Events", body: `<h1>Events</h1>${refusal(err)}${filter}`, status: err.status };
	}
}
