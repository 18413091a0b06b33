import { LoadClient, underLoad, until } from "../support/load";
import { Stack, stackAccount, startStack } from "../support/stack";

// Replicas die (kill -9) and come back under load: what the clients see.
let stack: Stack;

beforeAll(async () => {
	stack = await startStack({ replicas: { catalog: 2 }, gateways: 2 });
}, 120_000);

afterAll(async () => {
	await stack?.stop();
});

test("a catalog replica killed under load: every answer is 2xx or a prompt 503, and every acknowledged create exists once", async () => {
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
			await until(() => Date.now() - killedAt > 4000 && created.length >= 300, 60_000, "300 creates");
		},
	);
	const after = client.attempts.filter((a) => a.startedAt + a.ms >= killedAt);
	const summary = (list: typeof after) => list.map((a) => `${a.method} ${a.status} ${a.code ?? ""} ${a.ms}ms`);
	console.log(summary(client.attempts.filter((a) => a.status !== 200 && a.status !== 201)).join("\n"), Math.max(...after.map((a) => a.ms)));
	expect(client.attempts.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
}, 120_000);
