import { BrokerOptions, Context, Errors, ServiceBroker } from "moleculer";
import {
	announceNode,
	calledAction,
	availableServices,
	dropNode,
	forgetPendingCall,
	isTransported,
	nextActionEndpoint,
	nodeAvailable,
	nodeListens,
	pendingCalls,
	pingTransporter,
	serverMaxPayload,
	transporterConnected,
} from "../../shared/platform/moleculer-internals";
import { until } from "../support/wait";

// shared/platform/moleculer-internals.ts leans on Moleculer's undocumented parts; these tests run
// them on real brokers, so an upgrade that changes one fails here rather than in production.
// Moleculer's Fake transporter carries packets between brokers of one process: `caller` and
// `replica` are two nodes as they would be over NATS.

const NAMESPACE = `internals-${process.pid}`;
const broker = (nodeID: string, transporter: BrokerOptions["transporter"] = "Fake") =>
	new ServiceBroker({ namespace: NAMESPACE, nodeID, transporter, logger: false, heartbeatInterval: 5, heartbeatTimeout: 15 });

const SLOW_MS = 300;
let caller: ServiceBroker;
let replica: ServiceBroker;

beforeAll(async () => {
	caller = broker("caller");
	replica = broker("replica");
	replica.createService({
		name: "slow",
		actions: { wait: () => new Promise((resolve) => setTimeout(() => resolve("done"), SLOW_MS)) },
	});
	await Promise.all([caller.start(), replica.start()]);
	await caller.waitForServices("slow", 5000);
});

afterAll(() => Promise.all([caller.stop(), replica.stop()]));

test("a broker with a transporter is transported and connected; one without is neither", async () => {
	expect(isTransported(caller)).toBe(true);
	expect(transporterConnected(caller)).toBe(true);
	const alone = broker("alone", null);
	expect(isTransported(alone)).toBe(false);
	expect(transporterConnected(alone)).toBe(false);
	await expect(pingTransporter(alone)).rejects.toThrow("not connected");
});

test("the registry lists the services a node reaches, remote ones included", () => {
	expect(availableServices(caller).has("slow")).toBe(true);
	expect(nodeAvailable(caller, "replica")).toBe(true);
	expect(nodeAvailable(caller, "nobody")).toBe(false);
});

test("a call to a remote node is pending with that node's id, and forgetting it drops it", async () => {
	const call = caller.call("slow.wait");
	const pending = [...pendingCalls(caller)];
	expect(pending).toEqual([{ id: expect.any(String), nodeID: "replica" }]);
	expect(await call).toBe("done");
	expect([...pendingCalls(caller)]).toEqual([]);

	void caller.call("slow.wait").catch(() => undefined);
	const [{ id }] = [...pendingCalls(caller)];
	forgetPendingCall(caller, id);
	expect([...pendingCalls(caller)]).toEqual([]);
});

test("a dropped node fails its pending calls as retryable and leaves the registry; its announcement brings it back", async () => {
	const call = caller.call("slow.wait");
	dropNode(caller, "replica");
	await expect(call).rejects.toBeInstanceOf(Errors.RequestRejectedError);
	expect(nodeAvailable(caller, "replica")).toBe(false);
	expect(availableServices(caller).has("slow")).toBe(false);

	await announceNode(replica);
	await until(() => nodeAvailable(caller, "replica"), 1000, "the replica available", 10);
	expect(availableServices(caller).has("slow")).toBe(true);
	expect(await caller.call("slow.wait")).toBe("done");
});

test("the next endpoint of an action is on the node serving it, or an error naming none", () => {
	const ctx = Context.create(caller);
	expect(nextActionEndpoint(caller, "slow.wait", {}, ctx)).toMatchObject({ id: "replica" });
	expect(nextActionEndpoint(caller, "slow.nowhere", {}, ctx)).toBeInstanceOf(Errors.ServiceNotFoundError);
});

test("a call names its action by name or by the endpoint picked for it, as moleculer-web calls", () => {
	const endpoint = nextActionEndpoint(caller, "slow.wait", {}, Context.create(caller));
	expect([calledAction("slow.wait"), calledAction(endpoint)]).toEqual(["slow.wait", "slow.wait"]);
});

test("the liveness probe is a PING the other node answers with a PONG", async () => {
	// The Fake transporter has no NATS client: give it one that publishes on the Fake bus.
	const tx = (caller as unknown as { transit: { tx: { client?: unknown; bus: { emit(topic: string, data: unknown): void } } } }).transit.tx;
	const sent: string[] = [];
	tx.client = {
		async request(subject: string, data: Uint8Array) {
			sent.push(subject);
			tx.bus.emit(subject, data);
		},
	};
	try {
		const pong = new Promise((resolve) => caller.localBus.once("$node.pong", resolve));
		expect(await nodeListens(caller, "replica", 250)).toBe(true);
		expect(sent).toEqual([`MOL-${NAMESPACE}.PING.replica`]);
		expect(await pong).toMatchObject({ nodeID: "replica", id: expect.stringMatching(/^liveness-/) });

		tx.client = { request: async () => Promise.reject(Object.assign(new Error("no responders"), { code: "503" })) };
		expect(await nodeListens(caller, "replica", 250)).toBe(false);
		tx.client = { request: async () => Promise.reject(Object.assign(new Error("timeout"), { code: "TIMEOUT" })) };
		expect(await nodeListens(caller, "replica", 250)).toBe(true);
	} finally {
		delete tx.client;
	}
});

describe("over Moleculer's NATS transporter", () => {
	// The `nats` package as Moleculer's NATS transporter uses it, without a server: the transporter
	// keeps the connection it gets from `connect` as its `client`, which the probes use.
	const flush = jest.fn(async () => undefined);
	const client = {
		flush,
		info: { max_payload: 1_048_576 },
		subscribe: () => ({ unsubscribe: () => undefined }),
		publish: () => undefined,
		status: () => ({ async *[Symbol.asyncIterator]() {} }),
		closed: () => new Promise(() => undefined),
		close: async () => undefined,
	};
	let nats: ServiceBroker;

	beforeAll(async () => {
		jest.doMock("nats", () => ({ connect: async () => client }));
		nats = broker("nats", "nats://127.0.0.1:4222" as BrokerOptions["transporter"]);
		await nats.start();
	});

	afterAll(() => nats.stop());

	test("a transporter round trip is a flush of the NATS client", async () => {
		await pingTransporter(nats);
		expect(flush).toHaveBeenCalled();
		flush.mockRejectedValueOnce(new Error("disconnected"));
		await expect(pingTransporter(nats)).rejects.toThrow("disconnected");
	});

	test("the server's max_payload is read from the NATS client's INFO", () => {
		expect(serverMaxPayload(nats)).toBe(1_048_576);
	});
});
