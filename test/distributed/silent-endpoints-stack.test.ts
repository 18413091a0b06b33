import { ALL_SERVICES } from "../support/servers";
import { healthyBesideSilent, heldBy, Layout, SILENT_ENDPOINTS, SILENT_HOLD_MS } from "../support/silent-endpoints";
import { Stack, startStack } from "../support/stack";
import { LANES } from "../../services/webhooks/delivery-worker";

// The fair share of webhook attempts on PostgreSQL (a webhooks process of two lanes, 500 attempts
// each): a healthy endpoint's deliveries all arrive while 500 endpoints whose receiver never answers
// hold what the fair share gives them (test/support/silent-endpoints.ts), spread over 32 accounts and all in one
// account. On a stack of its own, whose attempts outlast the run.
let stack: Stack;

beforeAll(async () => {
	stack = await startStack({ processes: { services: ALL_SERVICES.filter((name) => name !== "gateway") }, env: { WEBHOOK_TIMEOUT_MS: String(SILENT_HOLD_MS) } });
}, 120_000);

afterAll(() => stack?.stop());

test.each<Layout>(["over other accounts", "in one account"])(
	`a healthy endpoint's deliveries all arrive while ${SILENT_ENDPOINTS} silent endpoints %s hold their attempts`,
	async (layout) => {
		const run = await healthyBesideSilent(layout, stack.urls[0]);
		console.log(`distributed, ${SILENT_ENDPOINTS} silent endpoints ${layout}: ${JSON.stringify(run)}`);
		// every one arrived (healthyBesideSilent waits for them) while no silent attempt had ended: none
		// waited for a silent endpoint's slot; how soon they arrive is the bench's figure (docs/benchmarks.md)
		// one account's cap is counted by each of the worker's two lanes as they claim: lanes claiming at
		// the same moment may each take the room left (docs/webhooks.md, "Fair share")
		const most = layout === "in one account" ? heldBy(layout) * LANES.postgres : heldBy(layout);
		expect(run.held).toBeGreaterThanOrEqual(heldBy(layout));
		expect(run.heldAfter).toBeGreaterThanOrEqual(run.held);
		expect(run.heldAfter).toBeLessThanOrEqual(most);
	},
	180_000,
);
