import { Attempt, LoadClient, underLoad } from "../support/retrying-load";
import { cuttableProxy, Private, privateNats, privateRedis, readiness, Stack, stackAccount, startStack } from "../support/stack";
import { until } from "../support/wait";

// NATS, Redis and PostgreSQL go away under load and come back: the stack recovers by itself, with
// no process restarted, and loses no acknowledged write. This file's stack talks to a NATS and a
// Redis of its own, and to PostgreSQL through a TCP proxy the test can cut.
let nats: Private;
let redis: Private;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
let stack: Stack;

beforeAll(async () => {
	[nats, redis] = await Promise.all([privateNats(), privateRedis()]);
	proxy = await cuttableProxy({ host: "127.0.0.1", port: 5432 });
	stack = await startStack({ natsUrl: nats.url, redisUrl: redis.url, databaseHost: proxy.host });
}, 120_000);

afterAll(async () => {
	await stack?.stop();
	await Promise.all([nats?.kill(), redis?.kill(), proxy?.close()]);
});

const gateway = () => stack.urls[0];
const describe = (attempts: Attempt[]) => attempts.map((a) => `${a.method} ${a.status} ${a.code ?? ""} ${a.ms} ms`);
const unavailable = (a: Attempt) => a.status === 503 && a.code === "service_unavailable" && a.retryAfter === "1";
const inUse = (a: Attempt) => a.status === 409 && a.code === "idempotency_key_in_use";

/**
 * Creates and reads from 6 clients while `outage` runs; every create is retried per the rule until
 * it is acknowledged. Then: no attempt was a 500, no process was restarted, and every acknowledged
 * create reads back, once.
 */
async function throughOutage(outage: (progress: () => number) => Promise<void>) {
	const { key } = await stackAccount(gateway());
	const client = new LoadClient(key, [gateway()], 90_000);
	const created: string[] = [];
	await underLoad(
		6,
		async () => {
			const res = await client.create("/v1/customers", { name: "Through an outage" });
			if (res.status === 201) created.push(res.body.id);
			await client.get("/v1/customers?limit=3");
		},
		async () => {
			await until(() => created.length >= 50, 30_000, "50 creates");
			await outage(() => created.length);
			const after = created.length;
			await until(() => created.length >= after + 50, 60_000, "50 creates after the outage");
		},
	);
	expect(describe(client.attempts.filter((a) => ![200, 201].includes(a.status) && !unavailable(a) && !inUse(a)))).toEqual([]);
	expect(client.outcomes.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
	expect([...stack.procs.values()].filter((p) => p.child.exitCode !== null).map((p) => p.name)).toEqual([]);
	const readBack = await Promise.all(
		created.map((id) => fetch(`${gateway()}/v1/customers/${id}`, { headers: { Authorization: `Bearer ${key}` } }).then((r) => r.status)),
	);
	expect(readBack.filter((status) => status !== 200)).toEqual([]);
	return { client, created };
}

test("NATS killed and restarted under load: the stack recovers by itself and every acknowledged create exists once", async () => {
	const { client, created } = await throughOutage(async () => {
		await nats.kill();
		await until(async () => (await readiness(gateway())).checks?.transporter === "failed", 10_000, "the gateway to see NATS gone");
		await nats.start();
	});
	expect(client.attempts.some(unavailable)).toBe(true);
	expect(new Set(created).size).toBe(created.length);
}, 150_000);

test("Redis killed and restarted under load: the stack recovers by itself and every acknowledged create exists once", async () => {
	const { created } = await throughOutage(async (progress) => {
		await redis.kill();
		const during = progress();
		await until(() => progress() >= during + 20, 30_000, "20 creates while Redis is down");
		await redis.start();
		await until(async () => (await readiness(gateway())).status === 200, 30_000, "the gateway ready again");
	});
	expect(new Set(created).size).toBe(created.length);
}, 150_000);

test("PostgreSQL unreachable: creates and reads answer 503 service_unavailable, and succeed again by themselves once it is back", async () => {
	const { key } = await stackAccount(gateway());
	const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const create = (n: number) =>
		fetch(`${gateway()}/v1/customers`, { method: "POST", headers: { ...headers, "Idempotency-Key": `db-${n}` }, body: JSON.stringify({ name: "Database" }) });
	const list = () => fetch(`${gateway()}/v1/customers`, { headers });
	expect((await create(0)).status).toBe(201);
	proxy.cut();
	try {
		for (const res of [await create(1), await list()]) {
			expect({ status: res.status, code: ((await res.json()) as any).error?.code, retryAfter: res.headers.get("retry-after") }).toEqual({
				status: 503,
				code: "service_unavailable",
				retryAfter: "1",
			});
		}
		expect(await readiness(`http://127.0.0.1:${stack.proc("catalog").port}`)).toMatchObject({ status: 503, checks: { database: "failed" } });
	} finally {
		proxy.mend();
	}
	await until(async () => (await create(1)).status === 201, 30_000, "a create to succeed again");
	await until(async () => (await readiness(`http://127.0.0.1:${stack.proc("catalog").port}`)).status === 200, 5_000, "the catalog ready again");
	const listed = (await (await list()).json()) as { data: unknown[] };
	expect(listed.data.length).toBe(2);
}, 60_000);
