import { ServerResponse } from "node:http";
import { client } from "../support/suite-api";
import { Body, listAll } from "../support/fixtures";
import { EventReceiver, eventReceiver } from "../support/receiver";
import { Stack, stackAccount, startStack } from "../support/stack";
import { until } from "../support/wait";

// kill -9 of the webhooks process while its deliveries are in flight: a receiver holds its answers
// so that the kill lands mid-delivery, then the process is restarted with the same NODE_ID. A short
// lease (WEBHOOK_LEASE_MS) lets the restarted worker take the lost deliveries over within seconds.
const TIMEOUT_MS = 5000;
const LEASE_MS = 6000;
let stack: Stack;
let receiver: EventReceiver;
/** How often each event id reached the receiver, and which ones it answered 200. */
const arrivals = new Map<string, number>();
const answered = new Set<string>();
let holding = false;
const held: ServerResponse[] = [];

beforeAll(async () => {
	receiver = await eventReceiver((id, res) => {
		arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
		if (holding) return held.push(res);
		answered.add(id);
		res.writeHead(200).end();
	});
	// 11 attempts to the one endpoint under way at once (the default is 4): all of them are lost in the kill
	stack = await startStack({
		gateways: 1,
		env: { WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS), WEBHOOK_LEASE_MS: String(LEASE_MS), WEBHOOK_ENDPOINT_CONCURRENCY: "11" },
	});
}, 120_000);

afterAll(async () => {
	for (const res of held) res.destroy();
	receiver?.close();
	await stack?.stop();
});

test("kill -9 of the webhooks process mid-delivery: every event is delivered at least once, the ones in flight exactly twice, and the delivery log shows the lost attempt as worker_lost", async () => {
	// What must hold: 22 events (two one-shot imports of 10 customers: 10 customer.imported and one
	// import_batch.completed each); the first 11 are answered before the kill and reach the
	// receiver once; the other 11 are held by the receiver when the worker is killed, and after
	// its restart each is delivered again, so each reaches the receiver exactly twice (11
	// duplicates in all, none lost). Their delivery shows two attempts: `worker_lost`, then 200,
	// the second started no sooner than the lease after the first (1 s allowed for whole seconds).
	const desktop = client((await stackAccount(stack.urls[0])).desktopKey, stack.urls[0]);
	const hook = await desktop.create("/v1/webhook_endpoints", { url: receiver.url });
	expect(hook.status).toBe(201);
	const importTen = async (tag: string) => {
		const ids = await Promise.all(
			Array.from({ length: 10 }, async (_, i) => (await desktop.create("/v1/customers", { name: `${tag}-${i}` })).body.id as string),
		);
		const batch = await desktop.create("/v1/import_batches", { objects: ids.map((id, i) => ({ id, local_ref: `${tag}-${i}` })) });
		expect(batch.status).toBe(201);
	};

	await importTen("before");
	await until(() => answered.size === 11, 30_000, "the first 11 events answered");
	const before = [...answered];

	holding = true;
	await importTen("during");
	await until(() => held.length === 11, 10_000, "the next 11 events held by the receiver");
	await stack.kill("webhooks");
	const during = [...arrivals.keys()].filter((id) => !before.includes(id));
	holding = false;
	await stack.restart("webhooks");
	await until(() => answered.size === 22, 30_000, "all 22 events answered");

	const events = (await listAll(desktop, "/v1/events")).map((e) => e.id);
	expect(events.sort()).toEqual([...answered].sort());
	expect(Object.fromEntries(arrivals)).toEqual(Object.fromEntries([...before.map((id) => [id, 1]), ...during.map((id) => [id, 2])]));

	let deliveries: Body[] = [];
	await until(
		async () => {
			deliveries = await listAll(desktop, `/v1/webhook_endpoints/${hook.body.id}/deliveries`);
			return deliveries.length === 22 && deliveries.every((d) => d.status === "succeeded");
		},
		30_000,
		"every delivery recorded as succeeded",
	);
	const attempts = (d: Body) => d.attempts.map((a: Body) => [a.error, a.http_status]);
	expect(deliveries.filter((d) => before.includes(d.event)).map(attempts)).toEqual(before.map(() => [[null, 200]]));
	const lost = deliveries.filter((d) => during.includes(d.event));
	expect(lost.map(attempts)).toEqual(
		during.map(() => [
			["worker_lost", null],
			[null, 200],
		]),
	);
	for (const d of lost) expect(d.attempts[1].created - d.attempts[0].created).toBeGreaterThanOrEqual(LEASE_MS / 1000 - 1);
}, 120_000);
