import type { Scenario, ScenarioRun } from "./scenario-steps";

/**
 * `crash_mid_batch` (docs/testing.md, "Scenarios"): the importer claims a customer and a revenue of
 * it, then crashes before its books take them. Restarted, it recovers as the desktop software does
 * (docs/lifecycle.md, "Recovering after a crash"): the open batch's objects are not in its books,
 * so it reverts the batch (`import_batch.reverted`), the objects are pending again, and its next
 * pass imports them in a new batch.
 */
export const crashMidBatch: Scenario = {
	name: "crash_mid_batch",
	async run(run: ScenarioRun) {
		// the books never take them; the restarted importer finds the batch open
		const { customer, batch } = await run.claimThenCrash("Crash Test Ltd", { description: "Order 2001", amount: 8_000 });
		await run.call("batches.revert", { id: batch.id }, run.merchant);
		const released = await run.call("catalog.customers.retrieve", { id: customer.id });
		run.expect(released.import.status === "pending" && released.import.batch === null, `${customer.id} should be pending again, in no batch.`);

		run.step = "import again";
		const pass = await run.importNow();
		run.expect(pass.batches.length === 1 && pass.batches[0].id !== batch.id, "The next pass should import the objects in one new batch.");
	},
};
