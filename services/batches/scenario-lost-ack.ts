import { randomBase62 } from "../../shared/platform/ids";
import type { Scenario, ScenarioRun } from "./scenario-steps";

/** The merchant's own id for an object the books took, as the simulated importer makes them. */
const bookedRef = () => `sim_${randomBase62(16)}`;

/**
 * `lost_ack` (docs/testing.md, "Scenarios"): the importer claims a customer and a revenue of it and
 * the books take them, but the acknowledgement (the `complete`) never arrives: the batch stays open,
 * its objects show it as `import.batch`, and no event is recorded. The importer then recovers as
 * the desktop software does (docs/lifecycle.md, "Recovering after a crash"): it lists the open
 * batches, finds the objects of this one in its books and completes it with their local refs.
 */
export const lostAck: Scenario = {
	name: "lost_ack",
	async run(run: ScenarioRun) {
		// the books take both; the complete that would acknowledge them is lost with the crash
		const { customer, revenue, batch } = await run.claimThenCrash("Lost Ack Ltd", { description: "Order 1001", amount: 12_000 });
		const localRefs = { [customer.id]: bookedRef(), [revenue.id]: bookedRef() };
		const completed = await run.call("batches.complete", { id: batch.id, local_refs: localRefs }, run.merchant);
		run.expect(completed.status === "completed", `The recovered batch ${batch.id} should be completed.`);
	},
};
