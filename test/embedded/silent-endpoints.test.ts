import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { healthyBesideSilent, Layout, SILENT_ENDPOINTS } from "../support/silent-endpoints";

// The fair share of webhook attempts on an embedded server (one lane of 1,000 attempts): a healthy
// endpoint's deliveries arrive within a second, p99, beside 500 endpoints whose receiver never
// answers (test/support/silent-endpoints.ts), spread over 32 accounts and all in one account.
let server: Server;

beforeAll(async () => {
	server = await startEmbedded({ WEBHOOK_TIMEOUT_MS: "10000" });
}, 90_000);

afterAll(() => stopProcesses(server.procs));

test.each<Layout>(["over other accounts", "in one account"])(
	`a healthy endpoint's deliveries keep p99 ≤ 1 s beside ${SILENT_ENDPOINTS} silent endpoints %s`,
	async (layout) => {
		const run = await healthyBesideSilent(layout, server.url);
		console.log(`embedded, ${SILENT_ENDPOINTS} silent endpoints ${layout}: ${JSON.stringify(run)}`);
		expect(run.p99).toBeLessThanOrEqual(1000);
	},
	180_000,
);
