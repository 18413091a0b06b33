import { ALL_SERVICES } from "../support/servers";
import { healthyBesideSilent, Layout, SILENT_ENDPOINTS } from "../support/silent-endpoints";
import { Stack, startStack } from "../support/stack";

// The fair share of webhook attempts on PostgreSQL (a webhooks process of two lanes, 500 attempts
// each): a healthy endpoint's deliveries arrive within a second, p99, beside 500 endpoints whose
// receiver never answers (test/support/silent-endpoints.ts), spread over 32 accounts and all in one
// account. On a stack of its own, whose attempts time out after 10 s.
let stack: Stack;

beforeAll(async () => {
	stack = await startStack({ processes: { services: ALL_SERVICES.filter((name) => name !== "gateway") }, env: { WEBHOOK_TIMEOUT_MS: "10000" } });
}, 120_000);

afterAll(() => stack?.stop());

test.each<Layout>(["over other accounts", "in one account"])(
	`a healthy endpoint's deliveries keep p99 ≤ 1 s beside ${SILENT_ENDPOINTS} silent endpoints %s`,
	async (layout) => {
		const run = await healthyBesideSilent(layout, stack.urls[0]);
		console.log(`distributed, ${SILENT_ENDPOINTS} silent endpoints ${layout}: ${JSON.stringify(run)}`);
		expect(run.p99).toBeLessThanOrEqual(1000);
	},
	180_000,
);
