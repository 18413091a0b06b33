import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { Client, quantile, Request, timed } from "./closed-loop-load";
import { hostileUpload } from "../support/hostile-upload";
import { CpuSnapshot, Participants, perRequest, snapshot } from "./cpu";
import { judge, printTable } from "./report";
import { Bookdrop, createAccount } from "./bench-servers";

// What a hostile body costs the gateway. A request refused for its key should cost under 5 ms
// of gateway CPU whatever its body; any 1 MiB body with a valid key under 50 ms. Bodies that do not
// end: a refused one is not read past its answer (the connection closes), so a 200 MiB body gets
// no further than the sockets' buffers.

const MIB = 1024 * 1024;
/** A refused body that does not end gets no further than the sockets' buffers on loopback (a few MiB each way). */
const GOAL = { refusedMs: 5, keyedMs: 50, refusedMiB: 16 };

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

/** A legitimate GET's latencies (ms), one after another, for `seconds`. */
async function getLatencies(client: Client, request: Request, seconds: number): Promise<number[]> {
	const latencies: number[] = [];
	for (const end = Date.now() + seconds * 1000; Date.now() < end;) latencies.push((await timed(client, request)).ms);
	return latencies.sort((a, b) => a - b);
}

/** Endless chunked uploads without a key, one after another on each of `uploaders` connections, for `seconds`: the MiB they got in, how many, their statuses. */
async function endlessUploads(url: string, uploaders: number, seconds: number): Promise<{ mib: number; uploads: number; statuses: string }> {
	const end = Date.now() + seconds * 1000;
	let bytes = 0;
	let uploads = 0;
	const statuses = new Set<number>();
	await Promise.all(
		Array.from({ length: uploaders }, async () => {
			while (Date.now() < end) {
				const outcome = await hostileUpload(url, "/v1/customers", {}, "chunked", Math.max(1, end - Date.now()));
				bytes += outcome.bytesSent;
				uploads++;
				// the last upload of each is cut by the end of the measurement, unanswered
				if (outcome.status !== 0) statuses.add(outcome.status);
			}
		}),
	);
	return { mib: bytes / MIB, uploads, statuses: [...statuses].join(", ") };
}

/** Bytes the processes read from files and sockets so far (`rchar` of /proc/<pid>/io). */
function bytesRead(pids: number[]): number {
	return pids.reduce((sum, pid) => sum + Number(/^rchar: (\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0), 0);
}

/** The gateways' CPU (ms) while `work` runs, less what they spend idle (timers, polls) in as long: the work's own cost. */
async function cpuOf<T>(participants: Participants, work: () => Promise<T>): Promise<{ ms: number; result: T }> {
	const gatewayMs = async (before: CpuSnapshot) => new Map(await perRequest(before, 1)).get("gateway") ?? NaN;
	let before = await snapshot(participants);
	const started = Date.now();
	const result = await work();
	const wallMs = Date.now() - started;
	const busy = await gatewayMs(before);
	before = await snapshot(participants);
	await new Promise((resolve) => setTimeout(resolve, wallMs));
	return { ms: busy - (await gatewayMs(before)), result };
}

/**
 * A 200 MiB declared body without a key (`count` times), then two endless chunked uploads without
 * a key for `seconds` beside a legitimate GET: the gateway's CPU (less its idle CPU in as long),
 * what the uploads got in, and the GET's p99 against its p99 alone.
 */
export async function measureEndlessBodies(client: Client, bookdrop: Bookdrop, count: number, seconds: number): Promise<void> {
	const url = bookdrop.urls()[0];
	const keys = await createAccount(url, "Bench endless bodies");
	const gateways = bookdrop.processes();
	const participants = { processes: { gateway: gateways.gateways ?? gateways.bookdrop } };
	let sent = 0;
	const statuses = new Set<number>();
	const huge = await cpuOf(participants, async () => {
		for (let i = 0; i < count; i++) {
			// a client that goes once it has its answer: what is measured is the request, not 2 s of lingering
			const outcome = await hostileUpload(url, "/v1/customers", {}, { contentLength: 200 * MIB }, 500);
			sent += outcome.bytesSent;
			statuses.add(outcome.status);
		}
	});
	const hugeMs = huge.ms / count;
	const get: Request = { method: "GET", url: `${url}/v1/account`, key: keys.integration };
	const alone = await getLatencies(client, get, seconds);
	const readBefore = bytesRead(participants.processes.gateway);
	const endless = await cpuOf(participants, () => Promise.all([getLatencies(client, get, seconds), endlessUploads(url, 2, seconds)]));
	const gatewayRead = (bytesRead(participants.processes.gateway) - readBefore) / MIB;
	const [beside, uploads] = endless.result;
	const [p99Alone, p99Beside] = [quantile(alone, 0.99), quantile(beside, 0.99)];
	console.log(
		`\nBodies that do not end, without a key: a 200 MiB declared body ${count} times; then two endless chunked uploads for ${seconds} s beside GET /v1/account, one after another (the uploads run in the load generator's process, whose own work is in the GET's latency). Gateway CPU less its idle CPU in as long.\n`,
	);
	printTable(
		["what", "status", "the client got in", "gateway CPU", "GET /v1/account p99", "goal"],
		[
			[
				"200 MiB declared body",
				[...statuses].join(", "),
				`${(sent / count / MIB).toFixed(1)} MiB per request`,
				`${hugeMs.toFixed(1)} ms per request`,
				"",
				judge(
					bookdrop.mode,
					`a refused 200 MiB body gets in < ${GOAL.refusedMiB} MiB (the socket buffers)`,
					`${(sent / count / MIB).toFixed(1)} MiB`,
					sent / count < GOAL.refusedMiB * MIB,
				),
			],
			[
				`two endless chunked uploads, ${seconds} s`,
				uploads.statuses,
				`${uploads.mib.toFixed(1)} MiB in ${uploads.uploads} uploads (the gateway read ${gatewayRead.toFixed(1)} MiB)`,
				`${((endless.ms / (seconds * 1000)) * 100).toFixed(1)}% of a core`,
				`${p99Beside.toFixed(1)} ms (alone ${p99Alone.toFixed(1)} ms)`,
				"",
			],
		],
	);
}
