import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { healthyBesideSilent, heldBy, Layout, SILENT_ENDPOINTS, SILENT_HOLD_MS } from "../support/silent-endpoints";

// The fair share of webhook attempts on an embedded server (one lane of 1,000 attempts): a healthy
// endpoint's deliveries all arrive while 500 endpoints whose receiver never answers hold what
// the fair share gives them (test/support/silent-endpoints.ts), spread over 32 accounts and all in one account.
let server: Server;

beforeAll(async () => {
	server = await startEmbedded({ WEBHOOK_TIMEOUT_MS: String(SILENT_HOLD_MS) });
}, 90_000);

afterAll(() => stopProcesses(server.procs));

test.each<Layout>(["over other accounts", "in one account"])(
	`a healthy endpoint's deliveries all arrive while ${SILENT_ENDPOINTS} silent endpoints %s hold their attempts`,
	async (layout) => {
		const run = await healthyBesideSilent(layout, server.url);
		console.log(`embedded, ${SILENT_ENDPOINTS} silent endpoints ${layout}: ${JSON.stringify(run)}`);
		// every one arrived (healthyBesideSilent waits for them) while no silent attempt had ended: none
		// waited for a silent endpoint's slot; how soon they arrive is the bench's figure (docs/benchmarks.md)
		expect(run.held).toBe(heldBy(layout));
		expect(run.heldAfter).toBe(run.held);
	},
	180_000,
);
