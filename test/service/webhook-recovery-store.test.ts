import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { until } from "../support/wait";

// Recovery and attempts under way, in process (services/webhooks/delivery-recovery.store.ts): a delivery dropped while
// an attempt was under way is left to that attempt, unless the attempt began more than a lease ago
// (its worker is gone): then it is queued again and its lost attempt is marked worker_lost.

const LEASE_MS = 2000;
let app: InProcess;
let db: Database;
let integration: Principal;
let receiver: http.Server;
let hits = 0;

beforeAll(async () => {
	receiver = http.createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			hits++;
			res.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	app = await startServices(["accounts", "catalog", "batches", "events", "webhooks"], { WEBHOOK_TIMEOUT_MS: "1000", WEBHOOK_LEASE_MS: String(LEASE_MS) });
	db = await app.platform.database();
	({ integration } = await app.account());
}, 60_000);

afterAll(async () => {
	await app.stop();
	receiver.close();
});

const deliveries = async (id: string) => (await app.call<{ data: any[] }>("webhooks.deliveries", { id }, integration)).data;

test("a dropped delivery with an attempt under way is left to it; once that attempt is older than the lease, it is recovered", async () => {
	const { id } = await app.call<{ id: string }>(
		"webhooks.create",
		{ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, enabled_events: ["webhook_endpoint.test"] },
		integration,
		key(),
	);
	await app.call("webhooks.test", { id }, integration);
	await until(async () => (await deliveries(id))[0]?.status === "succeeded", 15_000, "the test delivery");
	// as if the endpoint had been disabled while a worker, since stopped, was sending it again
	const [{ id: seq }] = await db.query("SELECT id FROM webhook_deliveries WHERE endpoint_id = $1", [id]);
	await db.query("UPDATE webhook_deliveries SET status = 'dropped' WHERE id = $1", [seq]);
	const [{ seq: attempt }] = await db.query("INSERT INTO webhook_attempts (delivery_id, created) VALUES ($1, $2) RETURNING seq", [seq, Date.now()]);

	expect(await app.call("webhooks.recover", { id, since: 0 }, integration, key())).toMatchObject({ queued: 0 });
	await db.query("UPDATE webhook_attempts SET created = $2 WHERE seq = $1", [attempt, Date.now() - LEASE_MS - 1]);
	expect(await app.call("webhooks.recover", { id, since: 0 }, integration, key())).toMatchObject({ queued: 1 });
	await until(async () => (await deliveries(id))[0]?.status === "succeeded", 15_000, "the recovered delivery");
	const [delivery] = await deliveries(id);
	expect(delivery.attempts.map((a: { error: string | null; http_status: number | null }) => [a.http_status, a.error])).toEqual([
		[200, null],
		[null, "worker_lost"],
		[200, null],
	]);
	expect(hits).toBe(2);
});
