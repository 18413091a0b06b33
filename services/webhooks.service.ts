import https from "node:https";
import type { ServiceSchema } from "moleculer";
import ipaddr from "ipaddr.js";
import { config } from "../shared/config";
import { database, Queryable, Row } from "../shared/db";
import { ApiError, notFound } from "../shared/errors";
import { EVENT_TYPES, presentEvent } from "../shared/events";
import { newId, nowSeconds, randomBase62 } from "../shared/ids";
import { component, deletedOf, listOf, objectOf, UNIX_TIME } from "../shared/openapi";
import { fetchPage, PAGE_SCHEMA } from "../shared/pagination";
import { visibleTo } from "../shared/principal";
import { storeOnce } from "../shared/idempotency";
import { ApiContext, principalOf } from "../shared/request";
import { ID_RULE } from "../shared/resource";
import { Params } from "../shared/sql";
import type { Input } from "../shared/validation";
import { addressAllowed, checkWebhookUrl, guardedLookup, signatureHeader } from "../shared/webhooks";

export const MAX_ENDPOINTS = 16;
/** After this many consecutive failed attempts an endpoint is disabled (SPEC.md "Delivery" 8). */
export const FAILURES_BEFORE_DISABLE = 20;
const POLL_MS = 500;
const CLAIM_BATCH = 20;

const endpointFields = {
	url: { type: "string", max: 2048 },
	enabled_events: { type: "array", min: 1, unique: true, items: { type: "enum", values: ["*", ...EVENT_TYPES] }, optional: true },
	description: { type: "string", max: 500, optional: true, nullable: true },
} as const;

/** `["*"]` means every event type; naming types next to it is a mistake worth telling. */
function enabledEvents(input: Input): string[] | undefined {
	const events: string[] | undefined = input.enabled_events;
	if (events && events.includes("*") && events.length > 1) {
		throw new ApiError("parameter_invalid", 'enabled_events is either ["*"] (every event) or a list of event types.', { param: "enabled_events" });
	}
	return events;
}

const presentEndpoint = (row: Row, withSecret = false) => ({
	id: row.id,
	object: "webhook_endpoint",
	url: row.url,
	enabled_events: row.enabled_events,
	description: row.description ?? null,
	status: row.status,
	...(withSecret ? { signing_secret: row.signing_secret } : {}),
	created: row.created,
	updated: row.updated,
});

const endpointProperties = {
	id: { type: "string", pattern: "^we_" },
	object: { const: "webhook_endpoint" },
	url: { type: "string" },
	enabled_events: { type: "array", items: { enum: ["*", ...EVENT_TYPES] } },
	description: { type: ["string", "null"] },
	status: { enum: ["enabled", "disabled"] },
	created: UNIX_TIME,
	updated: UNIX_TIME,
};
const ENDPOINT = component("webhook_endpoint", objectOf(endpointProperties));
/** What a create answers: the endpoint with its signing secret, shown only then. */
const NEW_ENDPOINT = component(
	"new_webhook_endpoint",
	objectOf({ ...endpointProperties, signing_secret: { type: "string", pattern: "^whsec_", description: "Signs deliveries; shown only in this answer." } }),
);

interface Attempt {
	ok: boolean;
	error?: string;
}

/** One HTTPS POST of an event; 2xx is success, anything else (a redirect too) a failure. */
function post(url: string, body: string, secret: string): Promise<Attempt> {
	const { webhookTimeoutMs, webhookAllowPrivate } = config();
	const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
	// An address in the URL skips the socket lookup, so it is checked here.
	if (ipaddr.isValid(host) && !addressAllowed(host, webhookAllowPrivate)) return Promise.resolve({ ok: false, error: `refused address ${host}` });
	return new Promise((resolve) => {
		const req = https.request(url, {
			method: "POST",
			lookup: guardedLookup(webhookAllowPrivate),
			headers: {
				"Content-Type": "application/json",
				"User-Agent": "bookdrop-webhooks/1",
				"Service-Signature": signatureHeader(secret, nowSeconds(), body),
			},
		});
		// The whole attempt, connection included, gets WEBHOOK_TIMEOUT_MS (10 s).
		const timer = setTimeout(() => req.destroy(new Error(`no answer within ${webhookTimeoutMs} ms`)), webhookTimeoutMs);
		req.on("response", (res) => {
			clearTimeout(timer);
			res.resume();
			const status = res.statusCode ?? 0;
			resolve(status >= 200 && status < 300 ? { ok: true } : { ok: false, error: `answered ${status}` });
		});
		req.on("error", (err) => {
			clearTimeout(timer);
			resolve({ ok: false, error: err.message });
		});
		req.end(body);
	});
}

/** Webhook endpoints, and the worker that delivers events to them. */
const WebhooksService: ServiceSchema = {
	name: "webhooks",
	actions: {
		create: {
			rest: "POST /webhook_endpoints",
			scope: "write",
			idempotent: true,
			params: endpointFields,
			response: NEW_ENDPOINT,
			errors: ["webhook_url_invalid"],
			async handler(ctx: ApiContext) {
				const events = enabledEvents(ctx.params) ?? ["*"];
				const url = await checkWebhookUrl(ctx.params.url, config().webhookAllowPrivate);
				const principal = principalOf(ctx);
				const db = await database();
				return db.transaction(async (tx) => {
					const [{ count }] = await tx.query(
						"SELECT count(*) AS count FROM webhook_endpoints WHERE account_id = $1 AND integration_id IS NOT DISTINCT FROM $2",
						[principal.accountId, principal.integrationId],
					);
					if (count >= MAX_ENDPOINTS) throw new ApiError("parameter_invalid", `An integration may have at most ${MAX_ENDPOINTS} webhook endpoints.`);
					const now = nowSeconds();
					const [row] = await tx.query(
						`INSERT INTO webhook_endpoints (id, account_id, integration_id, url, enabled_events, description, status, signing_secret, created, updated)
						 VALUES ($1, $2, $3, $4, $5, $6, 'enabled', $7, $8, $8) RETURNING *`,
						[newId("we"), principal.accountId, principal.integrationId, url, events, ctx.params.description ?? null, `whsec_${randomBase62(32)}`, now],
					);
					const body = presentEndpoint(row, true);
					return storeOnce(ctx, tx, body);
				});
			},
		},

		list: {
			rest: "GET /webhook_endpoints",
			scope: "read",
			params: PAGE_SCHEMA,
			response: listOf(ENDPOINT),
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const { rows, hasMore } = await fetchPage(await database(), {
					table: "webhook_endpoints",
					visible: (params) => visibleTo(principal, params),
					request: ctx.params,
				});
				return { object: "list", url: "/v1/webhook_endpoints", has_more: hasMore, data: rows.map((row) => presentEndpoint(row)) };
			},
		},

		retrieve: {
			rest: "GET /webhook_endpoints/:id",
			scope: "read",
			params: { id: ID_RULE },
			response: ENDPOINT,
			async handler(ctx: ApiContext) {
				return presentEndpoint(await this.visibleEndpoint(ctx));
			},
		},

		/** Re-enabling clears the failure streak; disabling drops what was queued (catch up through GET /v1/events). */
		update: {
			rest: "POST /webhook_endpoints/:id",
			scope: "write",
			params: {
				id: ID_RULE,
				...endpointFields,
				url: { ...endpointFields.url, optional: true },
				status: { type: "enum", values: ["enabled", "disabled"], optional: true },
			},
			response: ENDPOINT,
			errors: ["webhook_url_invalid"],
			async handler(ctx: ApiContext) {
				const events = enabledEvents(ctx.params);
				const url = ctx.params.url === undefined ? undefined : await checkWebhookUrl(ctx.params.url, config().webhookAllowPrivate);
				const current = await this.visibleEndpoint(ctx);
				const db = await database();
				return db.transaction(async (tx) => {
					const params = new Params();
					const sets = [`updated = ${params.add(nowSeconds())}`];
					if (url !== undefined) sets.push(`url = ${params.add(url)}`);
					if (events !== undefined) sets.push(`enabled_events = ${params.add(events)}`);
					if (ctx.params.description !== undefined) sets.push(`description = ${params.add(ctx.params.description)}`);
					if (ctx.params.status !== undefined) sets.push(`status = ${params.add(ctx.params.status)}`);
					if (ctx.params.status === "enabled") sets.push("failure_streak = 0");
					if (ctx.params.status === "disabled") await dropQueued(tx, current.id);
					const [row] = await tx.query(`UPDATE webhook_endpoints SET ${sets.join(", ")} WHERE id = ${params.add(current.id)} RETURNING *`, params.values);
					return presentEndpoint(row);
				});
			},
		},

		delete: {
			rest: "DELETE /webhook_endpoints/:id",
			scope: "write",
			params: { id: ID_RULE },
			response: deletedOf("webhook_endpoint"),
			async handler(ctx: ApiContext) {
				const current = await this.visibleEndpoint(ctx);
				await (await database()).query("DELETE FROM webhook_endpoints WHERE id = $1", [current.id]);
				return { id: current.id, object: "webhook_endpoint", deleted: true };
			},
		},
	},

	methods: {
		async visibleEndpoint(ctx: ApiContext): Promise<Row> {
			const params = new Params();
			const [row] = await (await database()).query(
				`SELECT * FROM webhook_endpoints WHERE id = ${params.add(ctx.params.id)} AND ${visibleTo(principalOf(ctx), params)}`,
				params.values,
			);
			if (!row) throw notFound("webhook_endpoint", ctx.params.id);
			return row;
		},

		/**
		 * Claims due deliveries with FOR UPDATE SKIP LOCKED, so any number of workers share the
		 * queue; a claim is a lease (next_attempt_at moves past the timeout), so a delivery whose
		 * worker died is attempted again: at least once, never lost.
		 */
		async deliverDue(): Promise<number> {
			const db = await database();
			const now = Date.now();
			const lease = now + config().webhookTimeoutMs + 30_000;
			const due = await db.query(
				`WITH claimed AS (
				   UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id IN (
				     SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
				     ORDER BY next_attempt_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
				   RETURNING id, event_id, endpoint_id, attempts)
				 SELECT c.id AS delivery_id, c.endpoint_id, c.attempts, w.url, w.signing_secret, e.*
				 FROM claimed c JOIN events e ON e.id = c.event_id JOIN webhook_endpoints w ON w.id = c.endpoint_id`,
				[now, lease],
			);
			await Promise.all(
				due.map(async (row) => {
					const attempt = await post(row.url, JSON.stringify(presentEvent(row)), row.signing_secret);
					await db.transaction((tx) => recordAttempt(tx, row, attempt));
				}),
			);
			return due.length;
		},
	},

	async started() {
		await database();
		let running = false;
		this.worker = setInterval(async () => {
			if (running) return;
			running = true;
			try {
				while ((await this.deliverDue()) === CLAIM_BATCH);
			} catch (err) {
				this.logger.warn("Webhook delivery round failed:", err);
			} finally {
				running = false;
			}
		}, POLL_MS);
	},

	stopped() {
		clearInterval(this.worker);
	},
};

async function dropQueued(tx: Queryable, endpointId: string): Promise<void> {
	await tx.query("UPDATE webhook_deliveries SET status = 'dropped', updated = $2 WHERE endpoint_id = $1 AND status = 'pending'", [endpointId, nowSeconds()]);
}

/**
 * The outcome of one attempt: success resets the endpoint's failure streak; a failure schedules
 * the next retry, or gives up after the last one, and the 20th failure in a row disables the
 * endpoint and drops what it still had queued.
 */
async function recordAttempt(tx: Queryable, delivery: Row, attempt: Attempt): Promise<void> {
	const now = nowSeconds();
	const attempts = delivery.attempts + 1;
	if (attempt.ok) {
		await tx.query("UPDATE webhook_deliveries SET status = 'succeeded', attempts = $2, last_error = NULL, updated = $3 WHERE id = $1", [delivery.delivery_id, attempts, now]);
		await tx.query("UPDATE webhook_endpoints SET failure_streak = 0 WHERE id = $1", [delivery.endpoint_id]);
		return;
	}
	const schedule = config().webhookRetrySchedule;
	const retryIn = schedule[attempts - 1];
	await tx.query(
		"UPDATE webhook_deliveries SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, updated = $6 WHERE id = $1",
		[delivery.delivery_id, retryIn === undefined ? "failed" : "pending", attempts, attempt.error ?? null, Date.now() + (retryIn ?? 0) * 1000, now],
	);
	const [endpoint] = await tx.query(
		`UPDATE webhook_endpoints SET failure_streak = failure_streak + 1,
		   status = CASE WHEN failure_streak + 1 >= ${FAILURES_BEFORE_DISABLE} THEN 'disabled' ELSE status END
		 WHERE id = $1 RETURNING status`,
		[delivery.endpoint_id],
	);
	if (endpoint?.status === "disabled") await dropQueued(tx, delivery.endpoint_id);
}

export default WebhooksService;
