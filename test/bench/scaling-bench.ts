import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Client, Request } from "./closed-loop-load";
import { Participants, perRequest, snapshot } from "./cpu";
import { count, printTable } from "./report";
import type { Bookdrop, Keys } from "./bench-servers";

// What a replica of each service buys, and where the one PostgreSQL primary becomes the ceiling
// (docs/scaling.md): the CPU of each service's processes, of PostgreSQL's backends and of Redis and
// NATS per create, per list read, per imported object and per webhook delivery, each measured
// apart on one distributed stack. A figure's inverse is what one core of that process does in a
// second; the operator's sizing is the sum over the traffic's mix.

export interface ScalingBench {
	/** Creates and reads per measurement; a fifth as many objects are imported, each delivered to every endpoint. */
	operations: number;
	concurrency: number;
	endpoints: number;
	/** A create of a customer as an integrator sends it (the creates part's request). */
	createRequest: (url: string, key: string) => Request;
}

/** `n` requests from `concurrency` workers, each keeping to one gateway; every answer must be `status`. Answers the bodies. */
async function run(client: Client, n: number, concurrency: number, next: (worker: number) => Request, status: number): Promise<string[]> {
	const bodies: string[] = [];
	let sent = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async (_, worker) => {
			while (sent < n) {
				sent++;
				const answer = await client.send(next(worker));
				if (answer.status !== status) throw new Error(`scaling: a request answered ${answer.status}: ${answer.body.slice(0, 300)}`);
				bodies.push(answer.body);
			}
		}),
	);
	return bodies;
}

/** A local receiver that counts deliveries (the bench's servers allow private addresses). */
async function receiver(): Promise<{ url: string; count: () => number; close: () => void }> {
	let received = 0;
	const server = http.createServer((req, res) => req.resume().on("end", () => (received++, res.writeHead(200).end())));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, count: () => received, close: () => server.close() };
}

async function post(url: string, key: string, body: unknown): Promise<any> {
	const res = await fetch(url, {
		method: "POST",
		headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
		body: JSON.stringify(body),
	});
	if (res.status !== 201) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
	return res.json();
}

export async function measureScaling(client: Client, bookdrop: Bookdrop, keys: Keys, options: ScalingBench): Promise<void> {
	const urls = bookdrop.urls();
	const at = (worker: number) => urls[worker % urls.length];
	const participants: Participants = {
		processes: bookdrop.services(),
		databases: bookdrop.databaseUrl ? { PostgreSQL: bookdrop.databaseUrl } : {},
		servers: bookdrop.mode === "distributed" ? ["redis-server", "nats-server"] : [],
	};
	const n = options.operations;
	const imported = Math.max(1, Math.round(n / 5));
	const receivers = await Promise.all(Array.from({ length: options.endpoints }, receiver));
	try {
		for (const r of receivers) await post(`${urls[0]}/v1/webhook_endpoints`, keys.desktop, { url: r.url, enabled_events: ["customer.imported"] });
		// warm up: connections, JIT, plans
		await run(client, Math.min(500, n), options.concurrency, (w) => options.createRequest(at(w), keys.integration), 201);

		let before = await snapshot(participants);
		await run(client, n, options.concurrency, (w) => options.createRequest(at(w), keys.integration), 201);
		const creates = await perRequest(before, n);

		before = await snapshot(participants);
		await run(client, n, options.concurrency, (w) => ({ method: "GET", url: `${at(w)}/v1/customers?limit=10`, key: keys.integration }), 200);
		const reads = await perRequest(before, n);

		const ids = (await run(client, imported, options.concurrency, (w) => options.createRequest(at(w), keys.integration), 201)).map(
			(body) => JSON.parse(body).id,
		);
		before = await snapshot(participants);
		await post(`${urls[0]}/v1/import_batches`, keys.desktop, { objects: ids.map((id: string) => ({ id, local_ref: `S-${id}` })) });
		const imports = await perRequest(before, imported);

		// the deliveries from the import's answer on: those sent during the import are counted with it
		const sentDuringImport = receivers.reduce((sum, r) => sum + r.count(), 0);
		before = await snapshot(participants);
		const deadline = Date.now() + 300_000;
		while (receivers.some((r) => r.count() < imported)) {
			if (Date.now() > deadline) throw new Error(`scaling: ${receivers.map((r) => r.count()).join(",")} of ${imported} deliveries each after 5 minutes`);
			await new Promise((resolve) => setTimeout(resolve, 5));
		}
		const deliveries = await perRequest(before, imported * receivers.length - sentDuringImport);

		console.log(
			`\n${count(n)} creates and ${count(n)} list reads (\`GET /v1/customers?limit=10\`), ${options.concurrency} connections over ${urls.length} gateway(s); ` +
				`one import of ${count(imported)} customers, each delivered to ${receivers.length} endpoints (${count(sentDuringImport)} deliveries went out during the import and count with it).\n`,
		);
		const groups = creates.map(([group]) => group).filter((group) => group !== "load generator");
		const of = (cpu: Array<[string, number]>, group: string) => cpu.find(([name]) => name === group)?.[1] ?? NaN;
		const cell = (ms: number) => (ms >= 0.005 ? `${ms.toFixed(3)} ms (${count(1000 / ms)}/s)` : "< 0.005 ms");
		const table = [creates, reads, imports, deliveries];
		printTable(
			["process", "per create", "per list read", "per imported object", "per delivery"],
			[
				...groups.map((group) => [group, ...table.map((cpu) => cell(of(cpu, group)))]),
				["all but the load generator", ...table.map((cpu) => cell(groups.reduce((sum, group) => sum + of(cpu, group), 0)))],
			],
		);
		console.log("\nEach cell: CPU per operation, and in brackets the operations one core of that process does in a second at that cost.");
	} finally {
		for (const r of receivers) r.close();
	}
}
