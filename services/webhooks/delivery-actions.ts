import { notFound } from "../../shared/actions/api-errors";
import { ApiAction, ApiContext, clockOf, principalOf } from "../../shared/actions/action-context";
import { storeOnce } from "../../shared/actions/idempotency";
import { about, listOf, MAX_UNIX_SECONDS } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import { ID_RULE } from "../../shared/engine";
import { unixSeconds } from "../../shared/platform/clock";
import type { Row } from "../../shared/platform/database";
import type { DatabaseService } from "../../shared/platform/platform";
import { endpointDeliveries, eventDeliveries, LoggedDelivery, resend, retainedEvent } from "./delivery-log.store";
import { scheduledAttempts } from "./delivery-queue.store";
import { recoverDeliveries } from "./delivery-recovery.store";
import { DELIVERY, presentDelivery, presentRecovery, RECOVERY } from "./webhook-views";

// The delivery log (docs/webhooks.md, "Deliveries"): an endpoint's deliveries and an event's, one
// delivery, sending one again, and recovering what failed during an outage.

/** What the delivery actions use of the webhooks service. */
export interface DeliveryLogService extends DatabaseService {
	worker: { run(): Promise<void> };
	/** The endpoint of the path, or 404; `owned` names what only its integration may do (403 for the desktop key). */
	visibleEndpoint(ctx: ApiContext, owned?: string): Promise<Row>;
	delivery(endpointId: string, deliveryId: string): Promise<ReturnType<typeof presentDelivery>>;
}

const DELIVERY_STATUSES = ["pending", "succeeded", "failed", "dropped"];

/** A page of the delivery log, answered as a list at `url`. */
const deliveryList = ({ deliveries, hasMore }: { deliveries: LoggedDelivery[]; hasMore: boolean }, url: string) => ({
	object: "list",
	url,
	has_more: hasMore,
	data: deliveries.map(({ delivery, attempts }) => presentDelivery(delivery, attempts)),
});

export const deliveryActions: Record<string, ApiAction<DeliveryLogService>> = {
	deliveries: {
		rest: "GET /webhook_endpoints/:id/deliveries",
		summary: "List an endpoint's deliveries",
		description: "Lists the endpoint's deliveries, newest first, a page at a time, each with its attempts; filter by `status` or `event`.",
		scope: "read",
		params: {
			id: ID_RULE,
			...PAGE_SCHEMA,
			status: { type: "enum", values: DELIVERY_STATUSES, optional: true, ...about("Only deliveries of this status.") },
			event: { type: "string", max: 255, optional: true, ...about("Only the deliveries of this event (`evt_…`).") },
		},
		response: listOf(DELIVERY),
		async handler(ctx: ApiContext) {
			const endpoint = await this.visibleEndpoint(ctx);
			const page = await endpointDeliveries(
				this.db,
				endpoint.id,
				{ status: ctx.params.status, event: ctx.params.event },
				ctx.params,
				unixSeconds(this.platform.clock),
			);
			return deliveryList(page, `/v1/webhook_endpoints/${endpoint.id}/deliveries`);
		},
	},

	retrieveDelivery: {
		rest: "GET /webhook_endpoints/:id/deliveries/:delivery",
		summary: "Retrieve a webhook delivery",
		description: "Answers one delivery of the endpoint with its attempts, oldest first.",
		scope: "read",
		params: { id: ID_RULE, delivery: ID_RULE },
		response: DELIVERY,
		async handler(ctx: ApiContext) {
			const endpoint = await this.visibleEndpoint(ctx);
			return this.delivery(endpoint.id, ctx.params.delivery);
		},
	},

	/** Sends a delivery again now (`resend`). */
	retry: {
		rest: "POST /webhook_endpoints/:id/deliveries/:delivery/retry",
		summary: "Resend a webhook delivery",
		description: "Sends a delivery again now, whatever its status, and answers it; the event is the same, signed afresh.",
		scope: "write",
		params: { id: ID_RULE, delivery: ID_RULE },
		response: DELIVERY,
		errors: ["owner_only"],
		async handler(ctx: ApiContext) {
			const endpoint = await this.visibleEndpoint(ctx, "resend its deliveries");
			await resend(this.db, endpoint.id, ctx.params.delivery, scheduledAttempts(this.platform.config.webhookRetrySchedule) - 1, this.platform.clock);
			this.worker.run();
			return this.delivery(endpoint.id, ctx.params.delivery);
		},
	},

	/** Failed and dropped deliveries since a time, queued again; like a rotation, stored with its Idempotency-Key. */
	recover: {
		rest: "POST /webhook_endpoints/:id/recover",
		summary: "Recover failed deliveries",
		description: "Queues again every failed or dropped delivery of an enabled endpoint since `since`, oldest first: after an outage of the receiver.",
		scope: "write",
		idempotent: true,
		params: {
			id: ID_RULE,
			since: {
				type: "number",
				integer: true,
				min: 0,
				max: MAX_UNIX_SECONDS,
				...about("Deliveries created at or after this moment, in unix seconds.", 1795443200),
			},
		},
		response: RECOVERY,
		errors: ["endpoint_not_enabled", "owner_only"],
		async handler(ctx: ApiContext) {
			const endpoint = await this.visibleEndpoint(ctx, "recover its deliveries");
			const { since } = ctx.params;
			const recovered = await this.db.transaction(async (tx) =>
				storeOnce(
					ctx,
					tx,
					presentRecovery(endpoint.id, since, await recoverDeliveries(tx, endpoint.id, since, this.platform.config.webhookLeaseMs, this.platform.clock)),
				),
			);
			this.worker.run();
			return recovered;
		},
	},

	eventDeliveries: {
		rest: "GET /events/:id/deliveries",
		summary: "List an event's deliveries",
		description:
			"Lists the webhook deliveries of an event to the endpoints the key can see, with their attempts. An event past its 90 days is not found here either.",
		scope: "read",
		params: { id: ID_RULE, ...PAGE_SCHEMA },
		response: listOf(DELIVERY),
		async handler(ctx: ApiContext) {
			const principal = principalOf(ctx);
			const eventId = await retainedEvent(this.db, principal, ctx.params.id, unixSeconds(clockOf(ctx, this.platform.clock)));
			if (!eventId) throw notFound("event", ctx.params.id);
			// the deliveries to endpoints the caller can see
			return deliveryList(
				await eventDeliveries(this.db, principal, eventId, ctx.params, unixSeconds(clockOf(ctx, this.platform.clock))),
				`/v1/events/${eventId}/deliveries`,
			);
		},
	},
};
