import { randomUUID } from "node:crypto";
import { Client, Request } from "./closed-loop-load";
import { perRequest, snapshot } from "./cpu";
import { judge, printTable } from "./report";
import { Bookdrop, createAccount } from "./bench-servers";

// What a hostile body costs the gateway. A request refused for its key should cost under 5 ms
// of gateway CPU whatever its body; any 1 MiB body with a valid key under 50 ms.

const MIB = 1024 * 1024;
const GOAL = { refusedMs: 5, keyedMs: 50 };

/** `{"name": [[[…[0]…]], …]}`: arrays 30 deep, side by side, to just under 1 MiB. */
function nestedArrays(): string {
	const element = `${"[".repeat(30)}0${"]".repeat(30)}`;
	const count = Math.floor((MIB - 32) / (element.length + 1));
	return `{"name":[${Array(count).fill(element).join(",")}]}`;
}

/** `{"name": [0, 0, …]}`: one flat array of half a million numbers. */
function flatArray(): string {
	const count = Math.floor((MIB - 32) / 2);
	return `{"name":[${Array(count).fill("0").join(",")}]}`;
}

/** `{"metadata": {"k0": "", …}}`: one object of as many keys as 1 MiB holds. */
function wideMetadata(): string {
	const keys: string[] = [];
	let size = 16;
	for (let i = 0; size < MIB - 32; i++) {
		const pair = `"k${i}":""`;
		keys.push(pair);
		size += pair.length + 1;
	}
	return `{"metadata":{${keys.join(",")}}}`;
}

const BODIES: Array<[string, () => string]> = [
	["nested arrays, 30 deep", nestedArrays],
	["one flat array", flatArray],
	["metadata, one object of many keys", wideMetadata],
];

/** CPU of the gateways per request, sending `request` `count` times one after another; the statuses seen. */
async function gatewayCpu(client: Client, bookdrop: Bookdrop, request: Request, count: number): Promise<{ ms: number; statuses: string }> {
	const gateways = bookdrop.processes();
	const participants = { processes: { gateway: gateways.gateways ?? gateways.bookdrop } };
	const seen = new Set<number>();
	const before = await snapshot(participants);
	for (let i = 0; i < count; i++) seen.add((await client.send({ ...request, headers: { ...request.headers, "Idempotency-Key": randomUUID() } })).status);
	const cpu = new Map(await perRequest(before, count));
	return { ms: cpu.get("gateway") ?? NaN, statuses: [...seen].join(", ") };
}

/**
 * Each hostile body, 1 MiB, sent `count` times to `POST /v1/customers` with no key, then with a
 * valid key: the gateway's CPU time per request (from /proc, as for creates) and the statuses.
 */
export async function measureHostileBodies(client: Client, bookdrop: Bookdrop, count: number): Promise<void> {
	const url = bookdrop.urls()[0];
	const keys = await createAccount(url, "Bench hostile bodies");
	const rows: string[][] = [];
	for (const [name, make] of BODIES) {
		const rawBody = make();
		const request: Request = { method: "POST", url: `${url}/v1/customers`, key: "", rawBody };
		// One of each first: the JIT warms up before anything counts.
		await client.send({ ...request, key: keys.integration });
		const refused = await gatewayCpu(client, bookdrop, { ...request, headers: { Authorization: "" } }, count);
		const keyed = await gatewayCpu(client, bookdrop, { ...request, key: keys.integration }, count);
		const size = `${(Buffer.byteLength(rawBody) / MIB).toFixed(2)} MiB`;
		const verdict = (key: string, ms: number, goal: number) =>
			judge(bookdrop.mode, `gateway CPU of a 1 MiB body (${name}), ${key} key, < ${goal} ms`, `${ms.toFixed(2)} ms`, ms < goal);
		rows.push([name, size, "none", refused.statuses, `${refused.ms.toFixed(2)} ms`, verdict("no", refused.ms, GOAL.refusedMs)]);
		rows.push([name, size, "valid", keyed.statuses, `${keyed.ms.toFixed(2)} ms`, verdict("a valid", keyed.ms, GOAL.keyedMs)]);
	}
	console.log(`POST /v1/customers with each body, ${count} times one after another; CPU time of the gateway process(es) per request, from /proc.\n`);
	printTable(["body", "size", "key", "status", "gateway CPU per request", "goal"], rows);
}
