import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { notFound } from "../shared/errors";
import { EVENT_RETENTION_SECONDS, EVENT_TYPES, presentEvent, purgeExpiredEvents } from "../shared/events";
import { nowSeconds } from "../shared/ids";
import { fetchPage, PAGE_SCHEMA } from "../shared/pagination";
import { Principal, visibleTo } from "../shared/principal";
import { ApiContext, principalOf } from "../shared/request";
import { Params } from "../shared/sql";
import { compile } from "../shared/validation";

const PURGE_EVERY_MS = 60 * 60 * 1000;
const checkList = compile({ ...PAGE_SCHEMA, type: { type: "enum", values: EVENT_TYPES, optional: true } });
const checkId = compile({ id: { type: "string" } });

/** What a principal may read: its own events (the desktop: the account's), 90 days back; older ones are gone. */
const visibleEvents = (principal: Principal) => (params: Params) =>
	`${visibleTo(principal, params)} AND created > ${params.add(nowSeconds() - EVENT_RETENTION_SECONDS)}`;

/** The event log: what the merchant did, for integrators to catch up on. */
const EventsService: ServiceSchema = {
	name: "events",
	actions: {
		list: {
			scope: "read",
			async handler(ctx: ApiContext) {
				checkList(ctx.params);
				const principal = principalOf(ctx);
				const { rows, hasMore } = await fetchPage(await database(), {
					table: "events",
					visible: visibleEvents(principal),
					filters: (params) => (ctx.params.type ? [`type = ${params.add(ctx.params.type)}`] : []),
					request: ctx.params,
				});
				return { object: "list", url: "/v1/events", has_more: hasMore, data: rows.map(presentEvent) };
			},
		},

		retrieve: {
			scope: "read",
			async handler(ctx: ApiContext) {
				checkId(ctx.params);
				const params = new Params();
				const [row] = await (await database()).query(
					`SELECT * FROM events WHERE id = ${params.add(ctx.params.id)} AND ${visibleEvents(principalOf(ctx))(params)}`,
					params.values,
				);
				if (!row) throw notFound("event", ctx.params.id);
				return presentEvent(row);
			},
		},
	},

	async started() {
		const db = await database();
		const purge = () => purgeExpiredEvents(db).catch((err) => this.logger.warn("Event purge failed:", err));
		await purge();
		this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
		this.purgeTimer.unref();
	},

	stopped() {
		clearInterval(this.purgeTimer);
	},
};

export default EventsService;
