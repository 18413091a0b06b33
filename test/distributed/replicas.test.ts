import { Attempt, LoadClient, underLoad } from "../support/retrying-load";
import { Stack, stackAccount, startStack } from "../support/stack";
import { until } from "../support/wait";

// Replicas die (kill -9, SIGTERM) and come back under load, on a stack of this file's own: two
// catalog replicas, two gateways. Bounds: a call whose replica died is let go of within about half
// a second (shared/middlewares/replica-liveness.middleware.ts); the tests assert the issue's 2 s, the margin a loaded 2-core
// machine needs.
const BOUND_MS = 2000;
let stack: Stack;

beforeAll(async () => {
	stack = await startStack({ replicas: { catalog: 2 }, gateways: 2 });
}, 120_000);

afterAll(async () => {
	await stack?.stop();
});

const describe = (attempts: Attempt[]) => attempts.map((a) => `${a.method} ${a.status} ${a.code ?? ""} ${a.ms} ms at ${a.gateway}`);

/** Every customer the key sees, page by page. */
async function allCustomers(key: string, baseUrl: string): Promise<string[]> {
	const ids: string[] = [];
	for (let after = ""; ;) {
		const res = await fetch(`${baseUrl}/v1/customers?limit=100${after && `&starting_after=${after}`}`, { headers: { Authorization: `Bearer ${key}` } });
		const page = (await res.json()) as { data: { id: string }[]; has_more: boolean };
		ids.push(...page.data.map((c) => c.id));
		if (!page.has_more) return ids;
		after = ids[ids.length - 1];
	}
}

test("a catalog replica killed under load: every answer is 2xx or a 503 within 2 s, and every acknowledged create exists once", async () => {
	const { key } = await stackAccount(stack.urls[0]);
	const client = new LoadClient(key, [stack.urls[0]]);
	const created: string[] = [];
	let killedAt = 0;
	await underLoad(
		8,
		async () => {
			const res = await client.create("/v1/customers", { name: "Under load" });
			if (res.status === 201) created.push(res.body.id);
			if (created.length > 0) await client.get(`/v1/customers/${created[Math.floor(Math.random() * created.length)]}`);
		},
		async () => {
			await until(() => created.length >= 100, 30_000, "100 creates");
			killedAt = Date.now();
			await stack.kill("catalog-2");
			const before = created.length;
			await until(() => Date.now() - killedAt > 3000 && created.length >= before + 200, 60_000, "200 creates after the kill");
		},
	);
	expect(
		describe(client.attempts.filter((a) => ![200, 201].includes(a.status) && !(a.status === 503 && a.code === "service_unavailable" && a.retryAfter === "1"))),
	).toEqual([]);
	expect(describe(client.attempts.filter((a) => a.status === 503 && a.ms > BOUND_MS))).toEqual([]);
	// Nothing waited out the 10 s request timeout either.
	expect(describe(client.attempts.filter((a) => a.ms > BOUND_MS))).toEqual([]);
	expect(client.outcomes.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
	const listed = await allCustomers(key, stack.urls[0]);
	expect(listed.length).toBe(new Set(listed).size);
	expect(new Set(listed)).toEqual(new Set(created));
	await stack.restart("catalog-2");
}, 120_000);

test("a service restarted with its NODE_ID after kill -9 is served within 2 s of its /readyz answering 200", async () => {
	const { key } = await stackAccount(stack.urls[0]);
	const expenses = () => fetch(`${stack.urls[0]}/v1/expenses`, { headers: { Authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(30_000) });
	expect((await expenses()).status).toBe(200);
	await stack.kill("transactions");
	// While it is gone, calls to it are answered 503 promptly: none waits out the request timeout.
	const outage: { status: number; ms: number }[] = [];
	for (let i = 0; i < 5; i++) {
		const started = Date.now();
		outage.push({ status: (await expenses()).status, ms: Date.now() - started });
	}
	expect(outage.filter((o) => o.status !== 503 || o.ms > BOUND_MS)).toEqual([]);

	await stack.restart("transactions");
	const readyAt = Date.now();
	let status = (await expenses()).status;
	while (status !== 200 && Date.now() - readyAt < 20_000) {
		await new Promise((r) => setTimeout(r, 20));
		status = (await expenses()).status;
	}
	expect({ status, withinBound: Date.now() - readyAt <= BOUND_MS }).toEqual({ status: 200, withinBound: true });
}, 60_000);

test("a gateway stopped (SIGTERM) under load: clients that retry on the other gateway see every request succeed", async () => {
	const { key } = await stackAccount(stack.urls[1]);
	const client = new LoadClient(key, stack.urls);
	const created: string[] = [];
	await underLoad(
		8,
		async () => {
			const res = await client.create("/v1/customers", { name: "Across a stop" });
			if (res.status === 201) created.push(res.body.id);
			await client.get("/v1/customers?limit=3");
		},
		async () => {
			await until(() => created.length >= 100, 30_000, "100 creates");
			await stack.kill("gateway-1", "SIGTERM");
			const before = created.length;
			await until(() => created.length >= before + 100, 30_000, "100 creates after the stop");
		},
	);
	expect(stack.proc("gateway-1").child.exitCode).toBe(0);
	// The stopping gateway finishes what it accepted; a request on a connection it closed (status 0
	// here) is sent again to the other gateway, a create with its Idempotency-Key. No attempt is a 5xx.
	const inUse = (a: Attempt) => a.status === 409 && a.code === "idempotency_key_in_use";
	expect(client.attempts.filter((a) => a.status === 0).length).toBeGreaterThan(0);
	expect(describe(client.attempts.filter((a) => ![0, 200, 201].includes(a.status) && !inUse(a)))).toEqual([]);
	expect(client.outcomes.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
	const listed = await allCustomers(key, stack.urls[1]);
	expect(listed.length).toBe(new Set(listed).size);
	expect(new Set(listed)).toEqual(new Set(created));
}, 60_000);
