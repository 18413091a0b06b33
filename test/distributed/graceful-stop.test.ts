import { Reply, request } from "../support/suite-api";
import { ALL_SERVICES, logTail, Proc, waitReady } from "../support/servers";
import { connects, holdLock, Private, privateNats, readiness, Stack, stackAccount, startStack } from "../support/stack";
import { until } from "../support/wait";

// SIGTERM: a process stops accepting, answers what it has received, leaves, and exits 0 (README
// "Operations"). A create is held in flight by a lock on the customers table. The stack has a
// NATS server of its own, which the outage tests kill. Its processes log at info, so that a failure
// shows when the gateway took the signal.
//
// Bound: after an outage, with no request running any more, a gateway exits within 5 s of
// SIGTERM (it takes well under a second; 5 s leaves room on a loaded machine). Before, a call
// whose reply NATS lost stayed tracked and each stop waited the whole 10 s shutdownTimeout for it.
let nats: Private;
let stack: Stack;
let shopKey: string;

beforeAll(async () => {
	nats = await privateNats();
	stack = await startStack({ natsUrl: nats.url, processes: { services: ALL_SERVICES.filter((s) => s !== "gateway") }, env: { LOG_LEVEL: "info" } });
	shopKey = (await stackAccount(stack.urls[0])).key;
	expect((await stack.kill("gateway-1", "SIGTERM")).code).toBe(0);
}, 120_000);

// A test that failed with its lock held would hold every later create, and the stack's stop would cut the lock's connection.
const locks: Array<{ release(): Promise<void> }> = [];
afterEach(async () => {
	await Promise.all(locks.splice(0).map((lock) => lock.release()));
});

afterAll(async () => {
	await stack?.stop();
	await nats?.kill();
}, 60_000);

const url = (proc: Proc) => `http://127.0.0.1:${proc.port}`;
const startGateway = () => stack.restart("gateway-1");
const stopGateway = () => stack.kill("gateway-1", "SIGTERM");
const gatewayReady = (gateway: Proc) => waitReady(gateway, ALL_SERVICES, [gateway, stack.proc("services")]);

const createCustomer = (gateway: Proc, name: string) =>
	request("POST", "/v1/customers", { key: shopKey, body: { name }, idempotencyKey: `stop-${name}`, baseUrl: url(gateway) });

/** A create held in flight by a lock on the customers table until `release`. */
async function heldCreate(gateway: Proc, name: string) {
	const lock = await holdLock(stack.env.DATABASE_URL, "customers");
	locks.push(lock);
	const create = createCustomer(gateway, name);
	await lock.waiting();
	return { create, release: () => lock.release() };
}

test("SIGTERM to a gateway with a create in flight: it stops accepting, answers the create 201, then exits 0", async () => {
	const gateway = await startGateway();
	const held = await heldCreate(gateway, "in-flight");
	const stopped = stopGateway();
	await until(
		async () => !(await connects(gateway.port)),
		5000,
		() => `the gateway refusing connections (its log ends:\n${logTail(gateway)}\n)`,
	);
	expect(gateway.child.exitCode).toBeNull();
	await held.release();
	const created = await held.create;
	expect(created.status).toBe(201);
	expect((await stopped).code).toBe(0);

	const after = await startGateway();
	expect((await request("GET", `/v1/customers/${created.body.id}`, { key: shopKey, baseUrl: url(after) })).body.name).toBe("in-flight");
	expect((await stopGateway()).code).toBe(0);
}, 120_000);

test("SIGTERM to a service process with a create in flight: the create finishes (201) before it exits 0", async () => {
	const gateway = await startGateway();
	const held = await heldCreate(gateway, "service-stop");
	const services = stack.proc("services");
	const stopped = stack.kill("services", "SIGTERM");
	await until(
		async () => {
			const r = await readiness(url(gateway));
			return r.status === 503 && (r.missing ?? []).includes("catalog");
		},
		5000,
		"the gateway missing catalog",
	);
	expect(services.child.exitCode).toBeNull();
	await held.release();
	expect((await held.create).status).toBe(201);
	expect((await stopped).code).toBe(0);

	await stack.restart("services");
	await gatewayReady(gateway);
	expect((await stopGateway()).code).toBe(0);
}, 120_000);

/** A create in flight when NATS dies; the catalog answers it while NATS is down. Resolves once it answered. */
async function createThroughOutage(gateway: Proc, name: string): Promise<{ create: Promise<Reply> }> {
	const held = await heldCreate(gateway, name);
	await nats.kill();
	await until(async () => (await readiness(url(gateway))).checks?.transporter === "failed", 10_000, "the gateway to see NATS gone");
	await held.release();
	return { create: held.create };
}

test("after NATS died under a running create and came back, SIGTERM stops the gateway within 5 s, exit 0", async () => {
	const gateway = await startGateway();
	const { create } = await createThroughOutage(gateway, "outage-restarted");
	await nats.start();
	// Whether the catalog's reply, buffered while NATS was down, still arrives is a race: either way the create has ended.
	expect([201, 503]).toContain((await create).status);
	await gatewayReady(gateway);

	const { code, ms } = await stopGateway();
	expect({ code, fast: ms < 5000 }).toEqual({ code: 0, fast: true });
}, 120_000);

test("with NATS dead after a create lost its reply, SIGTERM stops the gateway within 5 s, exit 0", async () => {
	const gateway = await startGateway();
	const lost = await (await createThroughOutage(gateway, "outage-dead")).create;
	expect({ status: lost.status, code: lost.body.error?.code }).toEqual({ status: 503, code: "service_unavailable" });

	const { code, ms } = await stopGateway();
	expect({ code, fast: ms < 5000 }).toEqual({ code: 0, fast: true });
	await nats.start();
}, 120_000);
