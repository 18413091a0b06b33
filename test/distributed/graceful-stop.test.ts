import { Reply, request, target } from "../support/api";
import { holdLock, PrivateStack, privateStack, readiness, stopTimed, until } from "../support/private-stack";
import { ALL_SERVICES, Proc, waitReady } from "../support/servers";

// SIGTERM: a process stops accepting, answers what it has received, leaves, and exits 0 (README
// "Operations"). A create is held in flight by a lock on the customers table. The stack has a
// NATS server of its own, which the outage tests kill.
//
// Bound: after an outage, with no request running any more, a gateway exits within 5 s of
// SIGTERM (it takes well under a second; 5 s leaves room on a loaded machine). Before, a call
// whose reply NATS lost stayed tracked and each stop waited the whole 10 s shutdownTimeout for it.
let stack: PrivateStack;
let services: Proc;
let shopKey: string;
const SERVICES = ALL_SERVICES.filter((s) => s !== "gateway");

beforeAll(async () => {
	stack = await privateStack({ ownNats: true });
	services = await stack.start("services", SERVICES);
	const gateway = await startGateway("gateway-setup");
	const account = await request("POST", "/admin/v1/accounts", { key: target().adminToken, body: { name: "Stops" }, baseUrl: url(gateway) });
	const key = await request("POST", `/admin/v1/accounts/${account.body.account.id}/api_keys`, {
		key: target().adminToken,
		body: { scopes: ["read", "write"] },
		baseUrl: url(gateway),
	});
	shopKey = key.body.secret;
	expect((await stopTimed(gateway)).code).toBe(0);
}, 120_000);

afterAll(() => stack.close(), 60_000);

const url = (proc: Proc) => `http://127.0.0.1:${proc.port}`;

async function startGateway(name: string): Promise<Proc> {
	const gateway = await stack.start(name, ["gateway"]);
	await waitReady(gateway, ALL_SERVICES, [gateway, services]);
	return gateway;
}

const createCustomer = (gateway: Proc, name: string) =>
	request("POST", "/v1/customers", { key: shopKey, body: { name }, idempotencyKey: `stop-${name}`, baseUrl: url(gateway) });

test("SIGTERM to a gateway with a create in flight: it stops accepting, answers the create 201, then exits 0", async () => {
	const gateway = await startGateway("gateway-in-flight");
	const lock = await holdLock(stack.databaseUrl, "customers");
	const create = createCustomer(gateway, "in-flight");
	await lock.waiting();
	const stopped = stopTimed(gateway);
	await until(() => fetch(`${url(gateway)}/healthz`).then(() => "accepted", () => "refused"), (r) => r === "refused", 5000);
	expect(gateway.child.exitCode).toBeNull();
	await lock.release();
	const created = await create;
	expect(created.status).toBe(201);
	expect((await stopped).code).toBe(0);

	const after = await startGateway("gateway-after-stop");
	expect((await request("GET", `/v1/customers/${created.body.id}`, { key: shopKey, baseUrl: url(after) })).body.name).toBe("in-flight");
	expect((await stopTimed(after)).code).toBe(0);
}, 120_000);

test("SIGTERM to a service process with a create in flight: the create finishes (201) before it exits 0", async () => {
	const gateway = await startGateway("gateway-service-stop");
	const lock = await holdLock(stack.databaseUrl, "customers");
	const create = createCustomer(gateway, "service-stop");
	await lock.waiting();
	const stopped = stopTimed(services);
	await until(() => readiness(gateway.port), (r) => r.status === 503 && (r.missing ?? []).includes("catalog"), 5000);
	expect(services.child.exitCode).toBeNull();
	await lock.release();
	expect((await create).status).toBe(201);
	expect((await stopped).code).toBe(0);

	services = await stack.start("services-restarted", SERVICES);
	await waitReady(gateway, ALL_SERVICES, [gateway, services]);
	expect((await stopTimed(gateway)).code).toBe(0);
}, 120_000);

/** A create in flight when NATS dies; the catalog answers it while NATS is down. Resolves once it answered. */
async function createThroughOutage(gateway: Proc, name: string): Promise<{ create: Promise<Reply> }> {
	const lock = await holdLock(stack.databaseUrl, "customers");
	const create = createCustomer(gateway, name);
	await lock.waiting();
	stack.killNats();
	await until(() => readiness(gateway.port), (r) => r.checks?.transporter === "failed", 10_000);
	await lock.release();
	return { create };
}

test("after NATS died under a running create and came back, SIGTERM stops the gateway within 5 s, exit 0", async () => {
	const gateway = await startGateway("gateway-outage");
	const { create } = await createThroughOutage(gateway, "outage-restarted");
	stack.startNats();
	// Whether the catalog's reply, buffered while NATS was down, still arrives is a race: either way the create has ended.
	expect([201, 503]).toContain((await create).status);
	await waitReady(gateway, ALL_SERVICES, [gateway, services]);

	const { code, ms } = await stopTimed(gateway);
	expect({ code, fast: ms < 5000 }).toEqual({ code: 0, fast: true });
}, 120_000);

test("with NATS dead after a create lost its reply, SIGTERM stops the gateway within 5 s, exit 0", async () => {
	const gateway = await startGateway("gateway-nats-dead");
	const lost = await (await createThroughOutage(gateway, "outage-dead")).create;
	expect({ status: lost.status, code: lost.body.error?.code }).toEqual({ status: 503, code: "service_unavailable" });

	const { code, ms } = await stopTimed(gateway);
	expect({ code, fast: ms < 5000 }).toEqual({ code: 0, fast: true });
	stack.startNats();
}, 120_000);
