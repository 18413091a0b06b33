import type { Scenario, ScenarioRun } from "./scenario-steps";

const HOUR = 3_600;
const DAY = 24 * HOUR;
/** How long the merchant stays away, and when the product the integration pushed expires. */
const AWAY = 14 * DAY;
const EXPIRES_AFTER = 7 * DAY;

/**
 * `merchant_away` (docs/testing.md, "Scenarios"): the importer has been seen, then nothing imports
 * for 14 days of the account's time while a customer, a revenue of it and a product expiring after
 * 7 days wait. The clock moves on in steps, one past each threshold, so that the sweeps see each in
 * turn: the importer goes stale (`account.importer_stale`), the oldest pending object passes the
 * integration's pending alert (`account.pending_aging`; the alert is set for the run and put back
 * after), the product expires (`product.expired`). Then the importer is back
 * (`account.importer_active`) and imports the others. The desktop key, which has no pending alert,
 * runs it without one.
 */
export const merchantAway: Scenario = {
	name: "merchant_away",
	async run(run: ScenarioRun) {
		run.step = "the importer is seen";
		await run.importerSeen();
		const alerted = run.principal.integrationId !== null;
		const before = alerted ? (await run.call("accounts.summary", {})).pending_alert_after : null;

		run.step = "create the objects";
		const start = run.now();
		const customer = await run.create("catalog.customers", { name: "Away Customer Ltd" });
		await run.create("transactions.revenue", { description: "Order 3001", amount: 5_000, currency: "EUR", occurred_on: "2026-03-04", customer: customer.id });
		const product = await run.create("catalog.products", { name: "Seasonal hamper", expires_at: start + EXPIRES_AFTER });

		// the thresholds, from the run's start: stale, then the alert an hour later, then the expiry, then the merchant's return
		const stale = run.importerStaleAfterSeconds + 1;
		if (alerted) {
			run.step = "set the pending alert";
			// cleared first, as `bookdrop trigger` does: an alert sent before may be sent again
			await run.call("accounts.update", { pending_alert_after: null });
			await run.call("accounts.update", { pending_alert_after: stale + HOUR - 1 });
		}
		const steps = [stale, stale + HOUR, EXPIRES_AFTER + 60, AWAY].filter((at, i, all) => i === 0 || at > all[i - 1]);
		for (const at of steps) {
			run.step = `move the clock to ${at} s after the start`;
			await run.advanceClock(Math.max(1, start + at - run.now()));
		}
		const expired = await run.call("catalog.products.retrieve", { id: product.id });
		run.expect(expired.import.status === "expired", `${product.id} should have expired after 7 days.`);

		run.step = "the importer is back";
		await run.importerSeen();
		const pass = await run.importNow();
		run.expect(pass.batches.length === 1, "The importer, back, should import the customer and the revenue in one batch.");
		if (alerted) {
			run.step = "put the pending alert back";
			await run.call("accounts.update", { pending_alert_after: before });
		}
	},
};
