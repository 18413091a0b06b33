import type { ActionSchema } from "moleculer";
import { ApiContext, principalOf } from "../../shared/actions/action-context";
import { insertEvents } from "../../shared/events/event-log.store";
import { accountClock, unixSeconds } from "../../shared/platform/clock";
import { ID_RULE } from "../../shared/engine";
import type { DatabaseService } from "../../shared/platform/platform";
import { queueDelivery } from "./delivery-log.store";
import { FAILED_DELIVERIES_BEFORE_DISABLE } from "./delivery-queue.store";
import { recoverDeliveries } from "./delivery-recovery.store";
import { updateEndpoint } from "./webhook-endpoints.store";
import { presentEndpoint } from "./webhook-views";
import { endOutage, outageEndpoint, outageState, startOutage } from "./simulated-outages.store";

// A simulated outage of a test account's webhook endpoint, for the sandbox scenario `endpoint_down`
// (docs/testing.md, "Scenarios"; docs/webhooks.md, "Auto-disable"). Internal actions: no route
// reaches them, only the scenario's run in the batches service.

/**
 * The longest an outage lasts: the scenario ends it within seconds, and an outage whose run died
 * ends on its own here (the endpoint stays disabled, as after a real outage).
 */
export const OUTAGE_MS = 60_000;

/** What the outage actions use of the webhooks service. */
export interface OutageService extends DatabaseService {
	worker: { run(): Promise<void> };
}

type OutageContext = ApiContext<{ endpoint?: string; since?: number }>;

export const outageActions: Record<string, ActionSchema<OutageService>> = {
	/**
	 * Puts the caller's endpoint down (`endpoint`, else its newest enabled one) and queues to it
	 * as many `webhook_endpoint.test` events as auto-disable needs failed deliveries: each fails at
	 * its first attempt, so the endpoint is disabled within a second. Answers the endpoint and when
	 * the outage began (unix seconds, the platform's: what `endOutage` recovers from).
	 */
	startOutage: {
		visibility: "public",
		params: { endpoint: { type: "string", optional: true } },
		async handler(ctx: OutageContext) {
			const principal = principalOf(ctx);
			const endpointId = ctx.params.endpoint;
			const { clock } = this.platform;
			const since = unixSeconds(clock);
			const endpoint = await this.db.transaction(async (tx) => {
				const row = await outageEndpoint(tx, principal, endpointId);
				await startOutage(tx, row.id, clock.now() + OUTAGE_MS);
				const test = { accountId: row.account_id, integrationId: row.integration_id, type: "webhook_endpoint.test", object: presentEndpoint(row, since) };
				const events = await insertEvents(tx, Array(FAILED_DELIVERIES_BEFORE_DISABLE).fill(test), unixSeconds(accountClock(clock, principal.clock)));
				for (const eventId of events) await queueDelivery(tx, eventId, row.id, clock);
				return row;
			});
			this.worker.run();
			return { endpoint: endpoint.id, since };
		},
	},

	/** The endpoint's status, whether it is still down, and its open issue (null once resolved). */
	outageState: {
		visibility: "public",
		params: { endpoint: ID_RULE },
		async handler(ctx: OutageContext) {
			return (await outageState(this.db, ctx.params.endpoint!, this.platform.clock.now())) ?? null;
		},
	},

	/**
	 * Ends the outage: the endpoint is up again, enabled if bookdrop disabled it, and what failed or
	 * was dropped since the outage began is queued again, as `recover` does. The first delivery that
	 * succeeds resolves the `endpoint_disabled` issue. Answers the endpoint and how many were queued.
	 */
	endOutage: {
		visibility: "public",
		params: { endpoint: ID_RULE, since: { type: "number", integer: true, min: 0 } },
		async handler(ctx: OutageContext) {
			const { endpoint: endpointId, since } = ctx.params as { endpoint: string; since: number };
			const { clock, config } = this.platform;
			const now = unixSeconds(clock);
			const ended = await this.db.transaction(async (tx) => {
				const row = await endOutage(tx, endpointId);
				if (!row) return null;
				const enabled = row.disabled_reason === "deliveries_failing" ? await updateEndpoint(tx, row.id, { status: "enabled" }, now) : row;
				if (enabled.status !== "enabled") return { endpoint: presentEndpoint(enabled, now), queued: 0 };
				const { queued } = await recoverDeliveries(tx, row.id, since, config.webhookLeaseMs, clock);
				return { endpoint: presentEndpoint(enabled, now), queued };
			});
			this.worker.run();
			return ended;
		},
	},
};
