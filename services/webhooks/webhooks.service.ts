import type { Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { EVENT_TYPES } from "../../shared/events/event-log";
import { insertEvents, recordEvents } from "../../shared/events/event-log.store";
import { endpointGone } from "../../shared/events/issues";
import { unixSeconds } from "../../shared/platform/clock";
import { about, deletedOf, listOf } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import type { Principal } from "../../shared/actions/principal";
import { storeOnce } from "../../shared/actions/idempotency";
import { ApiContext, principalOf } from "../../shared/actions/action-context";
import { ID_RULE } from "../../shared/engine";
import { registerWebhookMetrics } from "../../shared/platform/metrics";
import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import type { Input } from "../../shared/actions/validation";
import { checkWebhookUrl } from "./webhook-urls";
import { DELIVERY, ENDPOINT, NEW_ENDPOINT, presentDelivery, presentEndpoint, ROTATED_ENDPOINT } from "./webhook-views";
import { newSigningSecret } from "../../shared/events/webhook-signatures";
import { loggedDelivery, queueDelivery } from "./delivery-log.store";
import { deliveryActions, DeliveryLogService } from "./delivery-actions";
import { checkEndpointLimits, deleteEndpoint, endpointOf, endpointsPage, insertEndpoint, rotateSigningSecret, updateEndpoint } from "./webhook-endpoints.store";
import { dropQueued, dueDeliveries } from "./delivery-queue.store";
import { Worker } from "./delivery-worker";
import { outageActions } from "./simulated-outages";

/** The safety net under the `webhooks.due` nudge: retries fall due without one. */
const POLL_MS = 500;
/** How long the previous secret keeps signing after a rotation, unless the request says otherwise. */
const DEFAULT_OVERLAP_SECONDS = 24 * 60 * 60;
const MAX_OVERLAP_SECONDS = 7 * 24 * 60 * 60;

const endpointFields = {
	url: {
		type: "string",
		max: 2048,
		openapi: { format: "uri", ...about("Where deliveries are POSTed: a public HTTPS URL.", "https://shop.example.com/bookdrop/webhooks").openapi },
	},
	enabled_events: {
		type: "array",
		min: 1,
		unique: true,
		items: { type: "enum", values: ["*", ...EVENT_TYPES] },
		optional: true,
		...about('The event types it receives; `["*"]` (the default) for every type.', ["customer.imported", "customer.rejected", "import_batch.reverted"]),
	},
	description: { type: "string", max: 500, optional: true, nullable: true, ...about("A note for people.", "Shop order sync") },
} as const;

/** `["*"]` means every event type; naming types next to it is a mistake worth telling. */
function enabledEvents(input: Input): string[] | undefined {
	const events: string[] | undefined = input.enabled_events;
	if (events && events.includes("*") && events.length > 1) {
		throw new ApiError("parameter_invalid", 'enabled_events is either ["*"] (every event) or a list of event types.', { param: "enabled_events" });
	}
	return events;
}

/**
 * The desktop key sees every endpoint of its account, and may read an integration's, see its
 * deliveries and disable it (the merchant's stop button); the rest is the integration's, whose
 * events the endpoint receives: 403 `owner_only`, naming what was refused.
 */
function requireOwner(principal: Principal, endpoint: Row, what: string): void {
	if (principal.integrationId !== null || endpoint.integration_id === null) return;
	throw new ApiError(
		"owner_only",
		`Only the integration that made webhook endpoint '${endpoint.id}' may ${what}; the desktop key may read it, see its deliveries and disable it.`,
	);
}

/** The webhooks service's own members beside its platform and database: the delivery actions' methods, its worker and poll. */
interface WebhooksOwn extends Pick<DeliveryLogService, "visibleEndpoint" | "delivery"> {
	worker: Worker;
	poll: NodeJS.Timeout;
}

/** Webhook endpoints, their delivery log, and the worker that delivers events to them. */
const WebhooksService: DatabaseServiceSchema<WebhooksOwn> = {
	name: "webhooks",
	mixins: [DatabaseMixin],
	actions: {
		create: {
			rest: "POST /webhook_endpoints",
			summary: "Create a webhook endpoint",
			description:
				"Registers an HTTPS URL that receives the key's events, signed; this answer alone shows its signing secret. The URL must be public (no private, loopback or link-local address) and an account holds a limited number of endpoints.",
			scope: "write",
			idempotent: true,
			params: endpointFields,
			response: NEW_ENDPOINT,
			errors: ["webhook_url_invalid", "limit_reached"],
			async handler(ctx: ApiContext) {
				const events = enabledEvents(ctx.params) ?? ["*"];
				const url = await checkWebhookUrl(ctx.params.url, this.platform.config.webhookAllowPrivate);
				const principal = principalOf(ctx);
				const now = unixSeconds(this.platform.clock);
				return this.db.transaction(async (tx) => {
					await checkEndpointLimits(tx, principal);
					const row = await insertEndpoint(tx, principal, { url, events, description: ctx.params.description ?? null, signingSecret: newSigningSecret() }, now);
					return storeOnce(ctx, tx, presentEndpoint(row, now, true));
				});
			},
		},

		list: {
			rest: "GET /webhook_endpoints",
			summary: "List webhook endpoints",
			description: "Lists the endpoints the key can see (an integration key its integration's, the desktop key the account's), newest first, a page at a time.",
			scope: "read",
			params: PAGE_SCHEMA,
			response: listOf(ENDPOINT),
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const { rows, hasMore } = await endpointsPage(this.db, principal, ctx.params);
				return {
					object: "list",
					url: "/v1/webhook_endpoints",
					has_more: hasMore,
					data: rows.map((row) => presentEndpoint(row, unixSeconds(this.platform.clock))),
				};
			},
		},

		retrieve: {
			rest: "GET /webhook_endpoints/:id",
			summary: "Retrieve a webhook endpoint",
			description: "Answers one endpoint the key can see, without its signing secret.",
			scope: "read",
			params: { id: ID_RULE },
			response: ENDPOINT,
			async handler(ctx: ApiContext) {
				return presentEndpoint(await this.visibleEndpoint(ctx), unixSeconds(this.platform.clock));
			},
		},

		/**
		 * Re-enabling clears the failure streak; disabling drops what was queued (catch up through GET
		 * /v1/events). The desktop key may only disable an integration's endpoint.
		 */
		update: {
			rest: "POST /webhook_endpoints/:id",
			summary: "Update a webhook endpoint",
			description:
				"Changes the URL, the event types, the description or the status (`enabled`, `disabled`) of an endpoint. The desktop key may only disable an integration's endpoint.",
			scope: "write",
			params: {
				id: ID_RULE,
				...endpointFields,
				url: { ...endpointFields.url, optional: true },
				status: { type: "enum", values: ["enabled", "disabled"], optional: true, ...about("`disabled` stops deliveries; `enabled` resumes them.", "enabled") },
			},
			response: ENDPOINT,
			errors: ["webhook_url_invalid", "owner_only"],
			async handler(ctx: ApiContext) {
				const { id, url: newUrl, enabled_events, description, status } = ctx.params;
				const onlyDisables = newUrl === undefined && enabled_events === undefined && description === undefined && status === "disabled";
				// 404 or 403 before the URL's check; what the change finds is what the locked read below finds
				await this.visibleEndpoint(ctx, onlyDisables ? undefined : "change it other than by disabling it");
				const events = enabledEvents(ctx.params);
				const url = newUrl === undefined ? undefined : await checkWebhookUrl(newUrl, this.platform.config.webhookAllowPrivate);
				const now = unixSeconds(this.platform.clock);
				return this.db.transaction(async (tx) => {
					const current = await endpointOf(tx, principalOf(ctx), id, "change");
					if (status === "disabled") await dropQueued(tx, current.id, now);
					return presentEndpoint(await updateEndpoint(tx, current.id, { url, events, description, status }, now), now);
				});
			},
		},

		delete: {
			rest: "DELETE /webhook_endpoints/:id",
			summary: "Delete a webhook endpoint",
			description: "Deletes an endpoint of the key's own and its deliveries; nothing more is sent to it.",
			scope: "write",
			params: { id: ID_RULE },
			response: deletedOf("webhook_endpoint", "we"),
			errors: ["owner_only"],
			async handler(ctx: ApiContext) {
				const current = await this.visibleEndpoint(ctx, "delete it");
				const deleted = await this.db.transaction(async (tx) => {
					if (!(await deleteEndpoint(tx, current.id))) return false;
					const { clock } = this.platform;
					await recordEvents(tx, await endpointGone(tx, current.account_id, current.id, unixSeconds(clock)), clock);
					return true;
				});
				if (!deleted) throw notFound("webhook_endpoint", current.id);
				return { id: current.id, object: "webhook_endpoint", deleted: true };
			},
		},

		/**
		 * A new signing secret; the previous one keeps signing beside it for `overlap_seconds`. The
		 * answer is the only place the new secret appears, so, like a create, it needs an
		 * Idempotency-Key: a retried rotation replays the answer instead of rotating twice.
		 */
		rotateSecret: {
			rest: "POST /webhook_endpoints/:id/rotate_secret",
			summary: "Rotate a signing secret",
			description:
				"Replaces an endpoint's signing secret; this answer alone shows the new one. The previous secret keeps signing beside it for `overlap_seconds` (a day unless said otherwise, at most a week).",
			scope: "write",
			idempotent: true,
			params: {
				id: ID_RULE,
				overlap_seconds: {
					type: "number",
					integer: true,
					min: 0,
					max: MAX_OVERLAP_SECONDS,
					optional: true,
					...about("How long the previous secret keeps signing too, in seconds.", 86400),
				},
			},
			response: ROTATED_ENDPOINT,
			errors: ["owner_only"],
			async handler(ctx: ApiContext) {
				const current = await this.visibleEndpoint(ctx, "rotate its signing secret");
				const now = unixSeconds(this.platform.clock);
				const overlap = ctx.params.overlap_seconds ?? DEFAULT_OVERLAP_SECONDS;
				return this.db.transaction(async (tx) => {
					const row = await rotateSigningSecret(tx, current.id, newSigningSecret(), now + overlap, now);
					if (!row) throw notFound("webhook_endpoint", current.id);
					return storeOnce(ctx, tx, { ...presentEndpoint(row, now, true), previous_secret_expires_at: now + overlap });
				});
			},
		},

		/** A signed `webhook_endpoint.test` event to this endpoint only, enabled or not; answers its delivery. */
		test: {
			rest: "POST /webhook_endpoints/:id/test",
			summary: "Send a test event",
			description: "Records a `webhook_endpoint.test` event and delivers it, signed, to this endpoint only, enabled or not; answers its delivery.",
			scope: "write",
			params: { id: ID_RULE },
			response: DELIVERY,
			example: { event_type: "webhook_endpoint.test" },
			errors: ["owner_only"],
			async handler(ctx: ApiContext) {
				const { id } = await this.visibleEndpoint(ctx, "send it a test event");
				const { clock } = this.platform;
				const now = unixSeconds(clock);
				const deliveryId = await this.db.transaction(async (tx) => {
					// a delete waits for this delivery, then takes it along
					const endpoint = await endpointOf(tx, principalOf(ctx), id, "addDelivery");
					const [eventId] = await insertEvents(
						tx,
						[{ accountId: endpoint.account_id, integrationId: endpoint.integration_id, type: "webhook_endpoint.test", object: presentEndpoint(endpoint, now) }],
						now,
					);
					return queueDelivery(tx, eventId, endpoint.id, clock);
				});
				this.worker.run();
				return this.delivery(id, deliveryId);
			},
		},

		...deliveryActions,
		...outageActions,
	},

	events: {
		/** Emitted after a commit that queued deliveries: deliver now rather than at the next poll. */
		"webhooks.due"() {
			this.worker.run();
		},
	},

	methods: {
		async visibleEndpoint(ctx: ApiContext, owned?: string): Promise<Row> {
			const principal = principalOf(ctx);
			const endpoint = await endpointOf(this.db, principal, ctx.params.id);
			if (owned) requireOwner(principal, endpoint, owned);
			return endpoint;
		},

		async delivery(endpointId: string, deliveryId: string) {
			const logged = await loggedDelivery(this.db, endpointId, deliveryId, unixSeconds(this.platform.clock));
			if (!logged) throw notFound("webhook_delivery", deliveryId, "delivery");
			return presentDelivery(logged.delivery, logged.attempts);
		},
	},

	created() {
		registerWebhookMetrics(this, () => dueDeliveries(this.db, this.platform.clock));
	},

	async started() {
		this.worker = new Worker(this.db, this.platform.config, this.platform.clock, this.platform.metrics, this.logger);
		this.poll = setInterval(() => this.worker.run(), POLL_MS);
	},

	async stopped() {
		clearInterval(this.poll);
		await this.worker.stop();
	},
};

export default WebhooksService;
