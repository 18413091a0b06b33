import { expectError, request } from "../support/suite-api";
import { ALL_SERVICES } from "../support/servers";
import { readiness, Stack, stackAccount, startStack } from "../support/stack";
import { until } from "../support/wait";

// A gateway is ready only while every service behind its routes is reachable: /readyz answers 503
// naming the missing ones, and 200 again when they are back, without a restart. The stack is the
// test's own (database, NAMESPACE), so its catalog can be stopped and killed.
//
// Bounds (docs/operations.md, "Running it"): a service that stops cleanly (SIGTERM) tells the others at once,
// so the gateway notices within a readiness probe; asserted under 5 s. A killed one (SIGKILL) is
// noticed only when its heartbeats stop: with heartbeatTimeout 15 s, checked every 15 s, and a
// heartbeat every 5 s, that is 10 to 30 s after the kill; asserted under 35 s.
let stack: Stack;
let desktopKey: string;
const OTHERS = ALL_SERVICES.filter((s) => s !== "gateway" && s !== "catalog");

beforeAll(async () => {
	stack = await startStack({ processes: { rest: OTHERS, catalog: ["catalog"] } });
	desktopKey = (await stackAccount(url())).desktopKey;
}, 120_000);

afterAll(() => stack?.stop(), 60_000);

const url = () => stack.urls[0];
type Report = Awaited<ReturnType<typeof readiness>>;
let last: Report | undefined;
const gatewayIs = (state: (r: Report) => boolean) => async () => state((last = await readiness(url())));
const lastReport = () => `the awaited /readyz (last: ${JSON.stringify(last)})`;
const missingCatalog = (r: Report) => r.status === 503 && JSON.stringify(r.missing) === JSON.stringify(["catalog"]);
const ready = (r: Report) => r.status === 200 && r.missing?.length === 0;
const customers = () => request("GET", "/v1/customers", { key: desktopKey, baseUrl: url() });

test("a catalog stopped with SIGTERM makes the gateway unready, naming catalog, within 5 s; restarted, ready again", async () => {
	const stopping = stack.kill("catalog", "SIGTERM");
	expect(await until(gatewayIs(missingCatalog), 5000, lastReport)).toBeLessThan(5000);
	expect((await stopping).code).toBe(0);
	expectError(await customers(), 503, "service_unavailable");

	await stack.restart("catalog");
	await until(gatewayIs(ready), 60_000, lastReport);
	expect((await customers()).status).toBe(200);
	expect(stack.proc("gateway-1").child.exitCode).toBeNull();
}, 120_000);

test("a catalog killed with SIGKILL makes the gateway unready, naming catalog, once its heartbeats stop (under 35 s); restarted, ready again", async () => {
	const killing = stack.kill("catalog");
	expect(await until(gatewayIs(missingCatalog), 35_000, lastReport)).toBeLessThan(35_000);

	await killing;
	await stack.restart("catalog");
	await until(gatewayIs(ready), 60_000, lastReport);
	expect((await customers()).status).toBe(200);
}, 120_000);
