import { notFound } from "../../shared/actions/api-errors";
import { EVENT, EVENT_TYPES, presentEvent } from "../../shared/events/event-log";
import { about, listOf } from "../../shared/actions/json-schema";
import { sweepTraced } from "../../shared/platform/tracing";
import { unixSeconds } from "../../shared/platform/clock";
import { RETAINED_TABLES, retentionPass } from "./retention-pass";
import { fitPage, PAGE_SCHEMA, pageBudget } from "../../shared/actions/pages";
import { ApiContext, clockOf, principalOf } from "../../shared/actions/action-context";
import { ID_RULE } from "../../shared/engine";
import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import { findVisibleEvent, visibleEventPage } from "./events.store";
import { issueActions } from "./issue-actions";
import { ISSUE_KINDS } from "../../shared/events/issues";
import { countRetained, registerIssueMetrics, registerRetentionMetrics } from "../../shared/platform/metrics";
import { openIssuesByKind } from "./open-issues.store";
import { requestLogActions } from "./request-log-actions";

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The event log: what the merchant did, for integrators to catch up on; and the issues it opens and resolves. */
const EventsService: DatabaseServiceSchema<{ purgeTimer: NodeJS.Timeout }> = {
	name: "events",
	mixins: [DatabaseMixin],
	actions: {
		list: {
			rest: "GET /events",
			summary: "List all events",
			description:
				"Lists the events the key can see (an integration key its integration's, the desktop key the account's), newest first, a page at a time, for 90 days; `type` narrows them to one event type, `object` to the events about one object.",
			scope: "read",
			params: {
				...PAGE_SCHEMA,
				type: { type: "enum", values: EVENT_TYPES, optional: true, ...about("Only events of this type.") },
				object: {
					type: "string",
					empty: false,
					max: 64,
					optional: true,
					...about("Only the events about this object: the id of their `data.object` (`cus_…`, `imb_…`, `we_…`, `iss_…`)."),
				},
			},
			response: listOf(EVENT),
			async handler(ctx: ApiContext) {
				const { rows, hasMore } = await visibleEventPage(this.db, principalOf(ctx), ctx.params, unixSeconds(clockOf(ctx, this.platform.clock)));
				// events carry whole objects: a page too large for the bus is cut short, never refused
				const page = await fitPage({ objects: rows.map(presentEvent), hasMore }, Boolean(ctx.params.ending_before), pageBudget(this.broker));
				return { object: "list", url: "/v1/events", has_more: page.hasMore, data: page.data };
			},
		},

		retrieve: {
			rest: "GET /events/:id",
			summary: "Retrieve an event",
			description: "Answers one event the key can see, within its 90 days.",
			scope: "read",
			params: { id: ID_RULE },
			response: EVENT,
			async handler(ctx: ApiContext) {
				const row = await findVisibleEvent(this.db, principalOf(ctx), ctx.params.id, unixSeconds(clockOf(ctx, this.platform.clock)));
				if (!row) throw notFound("event", ctx.params.id);
				return presentEvent(row);
			},
		},

		...issueActions,
		...requestLogActions,
	},

	created() {
		registerIssueMetrics(this, () => openIssuesByKind(this.db), ISSUE_KINDS);
		registerRetentionMetrics(this, RETAINED_TABLES);
	},

	async started() {
		const { db } = this;
		const { clock, metrics } = this.platform;
		const purge = () =>
			sweepTraced("retention", () => retentionPass(db, clock))
				.then((deleted) => countRetained(metrics, deleted))
				.catch((err) => this.logger.warn("Retention purge failed:", err));
		await purge();
		this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
		this.purgeTimer.unref();
	},

	stopped() {
		clearInterval(this.purgeTimer);
	},
};

export default EventsService;
