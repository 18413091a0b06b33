import { ScenarioFailure, type Scenario, type ScenarioRun } from "./scenario-steps";

/**
 * How often a run asks after the endpoint, and how many times at most before it gives up on a step:
 * 4 s a step. Not more often: on PGlite each ask queues behind the worker's statements.
 */
const ASK_AGAIN_MS = 100;
const ASKS = 40;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutageState {
	status: string;
	down: boolean;
	issue: string | null;
}

/** Asks after the endpoint until `holds`, ASKS times at most; fails with `message` then. */
async function waitFor(run: ScenarioRun, endpoint: string, holds: (state: OutageState) => boolean, message: string): Promise<void> {
	for (let ask = 1; ; ask++) {
		const state: OutageState | null = await run.call("webhooks.outageState", { endpoint });
		if (!state) throw new ScenarioFailure(`The webhook endpoint ${endpoint} was deleted during the run.`);
		if (holds(state)) return;
		if (ask >= ASKS) throw new ScenarioFailure(message);
		await pause(ASK_AGAIN_MS);
	}
}

/**
 * `endpoint_down` (docs/testing.md, "Scenarios"): the key's webhook endpoint (`webhook_endpoint`,
 * else its newest enabled one) fails until bookdrop disables it, then recovers. The endpoint is put
 * down (a simulated outage: nothing is sent to it, each delivery fails at its first attempt) and 20
 * `webhook_endpoint.test` events are queued to it: their failures disable it
 * (`webhook_endpoint.disabled`) and open its `endpoint_disabled` issue (`issue.opened`). Then the
 * outage ends: the endpoint is enabled and what failed since the outage began is sent again to its
 * URL, as `recover` does; the first success resolves the issue (`issue.resolved`). The outage
 * ends whatever happens, and lasts a minute at most should its run die.
 */
export const endpointDown: Scenario = {
	name: "endpoint_down",
	async run(run: ScenarioRun) {
		run.step = "put the webhook endpoint down";
		const { endpoint, since } = await run.call("webhooks.startOutage", run.options.webhookEndpoint ? { endpoint: run.options.webhookEndpoint } : {});
		run.concerns.push(endpoint);
		try {
			run.step = "wait until bookdrop disables the endpoint";
			await waitFor(
				run,
				endpoint,
				(state) => state.status === "disabled",
				`The webhook endpoint ${endpoint} should have been disabled within 4 s of its outage.`,
			);
		} finally {
			run.step = "end the outage";
			await run.call("webhooks.endOutage", { endpoint, since });
		}
		run.step = "wait for a recovered delivery to succeed";
		await waitFor(
			run,
			endpoint,
			(state) => state.status === "enabled" && state.issue === null,
			`No delivery to ${endpoint} succeeded within 4 s of the outage's end: its URL did not answer 2xx, so its endpoint_disabled issue stays open until one does (the deliveries are retried on the schedule).`,
		);
	},
};
