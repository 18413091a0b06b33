import type { PageRequest } from "../../shared/actions/pages";
import { fetchPage, PageQuery } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { visibleTo } from "../../shared/actions/principal.store";
import { retentionCutoff } from "../../shared/events/event-log";
import type { Queryable, Row } from "../../shared/platform/database";
import { Params } from "../../shared/platform/sql-params";

/** What a principal may read at `now` (unix seconds): its own events (the desktop: the account's), 90 days back; older ones are gone. */
const visibleEvents = (principal: Principal, now: number) => (params: Params) =>
	`${visibleTo(principal, params)} AND created > ${params.add(retentionCutoff(now))}`;

/** The id of the object an event is about, as the events' object indexes hold it (migration 032). */
const EVENT_OBJECT = "(data -> 'object' ->> 'id')";

/** The statement of a page of the events a principal may read, newest first; `type` narrows them to one event type, `object` to those about one object. */
export function eventPageQuery(principal: Principal, request: PageRequest & { type?: string; object?: string }, now: number): PageQuery {
	return {
		table: "events",
		visible: visibleEvents(principal, now),
		filters: (params) => [
			...(request.type ? [`type = ${params.add(request.type)}`] : []),
			...(request.object ? [`${EVENT_OBJECT} = ${params.add(request.object)}`] : []),
		],
		request,
	};
}

/** One page of the events a principal may read (eventPageQuery). */
export function visibleEventPage(
	db: Queryable,
	principal: Principal,
	request: PageRequest & { type?: string; object?: string },
	now: number,
): Promise<{ rows: Row[]; hasMore: boolean }> {
	return fetchPage(db, eventPageQuery(principal, request, now));
}

/** The event with this id, when the principal may read it. */
export async function findVisibleEvent(db: Queryable, principal: Principal, id: string, now: number): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await db.query(`SELECT * FROM events WHERE id = ${params.add(id)} AND ${visibleEvents(principal, now)(params)}`, params.values);
	return row;
}
