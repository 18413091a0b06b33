import { newAccount, target } from "../support/api";
import { EventReceiver, eventReceiver } from "../support/receiver";
import { Proc, startProcess, stopProcesses, waitReady } from "../support/servers";

// Any number of webhook workers share the delivery queue (FOR UPDATE SKIP LOCKED): with three of
// them, every event still reaches a healthy receiver exactly once.
const extra: Proc[] = [];
let receiver: EventReceiver;
const received: string[] = [];

beforeAll(async () => {
	receiver = await eventReceiver((id, res) => {
		received.push(id);
		res.writeHead(200).end();
	});
	for (const n of [1, 2]) extra.push(await startProcess(`webhooks-${n}`, { ...target().env!, SERVICES: "webhooks" }));
	for (const proc of extra) await waitReady(proc, ["webhooks"], extra);
}, 60_000);

afterAll(async () => {
	receiver.close();
	await stopProcesses(extra);
});

test("three workers deliver 60 events, each exactly once", async () => {
	const account = await newAccount();
	const hook = await account.desktop.create("/v1/webhook_endpoints", { url: receiver.url });
	expect(hook.status).toBe(201);
	const customers = await Promise.all(Array.from({ length: 60 }, (_, i) => account.desktop.create("/v1/customers", { name: `C${i}` })));
	await Promise.all(customers.map((c) => account.desktop.update(`/v1/customers/${c.body.id}/reject`, {})));
	// Attempts are recorded as they are claimed: once all 60 deliveries show one successful attempt, none is left to send.
	const deadline = Date.now() + 20_000;
	let deliveries: Array<{ status: string; attempts: unknown[] }> = [];
	while (Date.now() < deadline) {
		deliveries = (await account.desktop.get(`/v1/webhook_endpoints/${hook.body.id}/deliveries`, "limit=100")).body.data;
		if (deliveries.length === 60 && deliveries.every((d) => d.status === "succeeded")) break;
		await new Promise((r) => setTimeout(r, 100));
	}
	expect(deliveries.map((d) => [d.status, d.attempts.length])).toEqual(Array.from({ length: 60 }, () => ["succeeded", 1]));
	const events = (await account.desktop.get("/v1/events", "limit=100")).body.data.map((e: { id: string }) => e.id);
	expect(events).toHaveLength(60);
	expect(received.slice().sort()).toEqual(events.slice().sort());
}, 60_000);
