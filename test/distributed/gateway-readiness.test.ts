import { expectError, request, target } from "../support/api";
import { PrivateStack, privateStack, readiness, stopTimed, until } from "../support/private-stack";
import { ALL_SERVICES, Proc, waitReady } from "../support/servers";

// A gateway is ready only while every service behind its routes is reachable: /readyz answers 503
// naming the missing ones, and 200 again when they are back, without a restart. The stack is the
// test's own (database, NAMESPACE), so its catalog can be stopped and killed.
//
// Bounds (README "Operations"): a service that stops cleanly (SIGTERM) tells the others at once,
// so the gateway notices within a readiness probe; asserted under 5 s. A killed one (SIGKILL) is
// noticed only when its heartbeats stop: with heartbeatTimeout 15 s, checked every 15 s, and a
// heartbeat every 5 s, that is 10 to 30 s after the kill; asserted under 35 s.
let stack: PrivateStack;
let gateway: Proc;
let catalog: Proc;
let desktopKey: string;
const OTHERS = ALL_SERVICES.filter((s) => s !== "gateway" && s !== "catalog");

beforeAll(async () => {
	stack = await privateStack();
	const rest = await stack.start("rest", OTHERS);
	catalog = await stack.start("catalog", ["catalog"]);
	gateway = await stack.start("gateway", ["gateway"]);
	await waitReady(gateway, ALL_SERVICES, [rest, catalog, gateway]);
	const account = await request("POST", "/admin/v1/accounts", { key: target().adminToken, body: { name: "Readiness" }, baseUrl: url() });
	desktopKey = account.body.desktop_key.secret;
}, 120_000);

afterAll(() => stack.close(), 60_000);

const url = () => `http://127.0.0.1:${gateway.port}`;
type Report = Awaited<ReturnType<typeof readiness>>;
const missingCatalog = (r: Report) => r.status === 503 && JSON.stringify(r.missing) === JSON.stringify(["catalog"]);
const ready = (r: Report) => r.status === 200 && r.missing?.length === 0;
const customers = () => request("GET", "/v1/customers", { key: desktopKey, baseUrl: url() });

test("a catalog stopped with SIGTERM makes the gateway unready, naming catalog, within 5 s; restarted, ready again", async () => {
	const stopping = stopTimed(catalog);
	expect(await until(() => readiness(gateway.port), missingCatalog, 5000)).toBeLessThan(5000);
	expect((await stopping).code).toBe(0);
	expectError(await customers(), 503, "service_unavailable");

	catalog = await stack.start("catalog-restarted", ["catalog"]);
	await until(() => readiness(gateway.port), ready, 60_000);
	expect((await customers()).status).toBe(200);
	expect(gateway.child.exitCode).toBeNull();
}, 120_000);

test("a catalog killed with SIGKILL makes the gateway unready, naming catalog, once its heartbeats stop (under 35 s); restarted, ready again", async () => {
	catalog.child.kill("SIGKILL");
	expect(await until(() => readiness(gateway.port), missingCatalog, 35_000)).toBeLessThan(35_000);

	catalog = await stack.start("catalog-after-kill", ["catalog"]);
	await until(() => readiness(gateway.port), ready, 60_000);
	expect((await customers()).status).toBe(200);
}, 120_000);
