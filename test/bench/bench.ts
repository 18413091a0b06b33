import { randomUUID } from "node:crypto";
import os from "node:os";
import { Client, measure, merge, quantile, Request, Stats, timed } from "./closed-loop-load";
import { CpuSnapshot, Participants, perRequest, snapshot } from "./cpu";
import { measureBackfill } from "./backfill";
import { measureBooks } from "./books-bench";
import { measureTraces } from "./traces-bench";
import { measureScaling } from "./scaling-bench";
import { measureRequestLog } from "./request-log-bench";
import { measureEndlessBodies, measureHostileBodies } from "./hostile";
import { count, judge, ms, printGoals, printTable, ratio } from "./report";
import { customerOfA, Layout, seed, SEEDED_TABLES, seededEmail, seededId } from "./seed";
import { measureFanOut } from "./fan-out";
import { slowReceivers } from "./slow-receivers";
import { createAccount, Keys, Mode, startBaseline, startBookdrop, startDistributedWith } from "./bench-servers";

// `npm run bench` (docs/benchmarks.md), on 127.0.0.1 only, for each mode:
//  1. creates: bookdrop beside the hand-written baseline (baseline.ts) and the lean one, alternating rounds;
//  2. scale: the reads at BENCH_SCALE_SMALL objects, then grown to BENCH_SCALE_LARGE;
//  3. imports: one-shot imports and open claims of 1,000 customers at both sizes;
//  4. webhooks: fan-out of 1,000 events to 10 local endpoints, beside a plain fetch POST loop
//     (fan-out.ts, BENCH_ROUNDS alternating rounds);
//     then a healthy endpoint beside 10 whose receivers never answer (slow-receivers.ts);
//  5. hostile: the gateway CPU of 1 MiB hostile bodies, without a key and with one; of a 200 MiB
//     body without a key; two endless chunked uploads without a key beside a legitimate GET;
//  6. backfill: 10,000 customers with single creates and with bulk creates of 100;
//  7. books: PUT of a 200,000-name books snapshot and a PATCH, then a create's CPU with checks on and off (books-bench.ts).
//  8. traces: a create's CPU with tracing off, sampling 10% and sampling all (traces-bench.ts; distributed: a stack per run);
//  9. requests (embedded only): a create's CPU with the request log recorded and not (request-log-bench.ts);
// 10. scaling: CPU per create, list read, imported object and delivery of each process (scaling-bench.ts).
// Each part runs on fresh servers. Knobs, with their defaults:
//   BENCH_MODES=embedded,distributed  BENCH_SKIP (none) BENCH_ONLY (all): parts, any of create,scale,import,webhooks,hostile,backfill,books,traces,requests,scaling
//   BENCH_SECONDS (10) BENCH_ROUNDS (3) BENCH_CONCURRENCY (32)                  creates (rounds: webhooks too)
//   BENCH_SCALE_SMALL (10000) BENCH_SCALE_LARGE (200000 embedded, 1000000 distributed)
//   BENCH_SCALE_SECONDS (5) BENCH_SCALE_CONCURRENCY (8)                          reads
//   BENCH_IMPORT_BATCHES (3)                                                     imports
//   BENCH_WEBHOOK_EVENTS (1000) BENCH_WEBHOOK_ENDPOINTS (10) BENCH_SLOW_SAMPLES (200) webhooks
//   BENCH_HOSTILE_REQUESTS (40) BENCH_HUGE_REQUESTS (10) BENCH_ENDLESS_SECONDS (15) hostile
//   BENCH_BACKFILL_OBJECTS (10000)                                               backfill
//   BENCH_BOOKS_NAMES (200000) BENCH_BOOKS_CREATES (2000 per run) BENCH_BOOKS_ROUNDS (12) books (concurrency as creates)
//   BENCH_COMPARED_CREATES (2000 per run)                                        traces, requests (rounds and concurrency as creates)
//   BENCH_SCALING_OPERATIONS (3000)                                              scaling: creates and reads; a fifth imported

function number(name: string, fallback: number, min = 1): number {
	const raw = process.env[name];
	if (raw === undefined || raw === "") return fallback;
	const value = Number(raw);
	if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
	return value;
}

function list(name: string, fallback: string[], known: string[]): string[] {
	const raw = process.env[name];
	const values =
		raw === undefined
			? fallback
			: raw
					.split(",")
					.map((s) => s.trim())
					.filter(Boolean);
	const unknown = values.filter((v) => !known.includes(v));
	if (unknown.length) throw new Error(`${name} names ${unknown.join(", ")}; known: ${known.join(", ")}`);
	return values;
}

const MODES = list("BENCH_MODES", ["embedded", "distributed"], ["embedded", "distributed"]) as Mode[];
const PARTS = ["create", "scale", "import", "webhooks", "hostile", "backfill", "books", "traces", "requests", "scaling"];
const ONLY = list("BENCH_ONLY", PARTS, PARTS);
const SKIP = new Set([...list("BENCH_SKIP", [], PARTS), ...PARTS.filter((part) => !ONLY.includes(part))]);
const SECONDS = number("BENCH_SECONDS", 10, 0.5);
const ROUNDS = Math.round(number("BENCH_ROUNDS", 3));
const CONCURRENCY = Math.round(number("BENCH_CONCURRENCY", 32));
const SCALE_SECONDS = number("BENCH_SCALE_SECONDS", 5, 0.5);
const SCALE_CONCURRENCY = Math.round(number("BENCH_SCALE_CONCURRENCY", 8));
const SMALL = Math.round(number("BENCH_SCALE_SMALL", 10_000, 1000));
const LARGE: Record<Mode, number> = {
	embedded: Math.round(number("BENCH_SCALE_LARGE", 200_000, SMALL)),
	distributed: Math.round(number("BENCH_SCALE_LARGE", 1_000_000, SMALL)),
};
const IMPORT_BATCHES = Math.round(number("BENCH_IMPORT_BATCHES", 3));
const IMPORT_SIZE = 1000;
const WEBHOOK_EVENTS = Math.round(number("BENCH_WEBHOOK_EVENTS", 1000));
const WEBHOOK_ENDPOINTS = Math.round(number("BENCH_WEBHOOK_ENDPOINTS", 10));
const HOSTILE_REQUESTS = Math.round(number("BENCH_HOSTILE_REQUESTS", 40));
const HUGE_REQUESTS = Math.round(number("BENCH_HUGE_REQUESTS", 10));
const ENDLESS_SECONDS = number("BENCH_ENDLESS_SECONDS", 15);
const BACKFILL_OBJECTS = Math.round(number("BENCH_BACKFILL_OBJECTS", 10_000, 100));
const BOOKS_NAMES = Math.round(number("BENCH_BOOKS_NAMES", 200_000, 1000));
const BOOKS_CREATES = Math.round(number("BENCH_BOOKS_CREATES", 2000, 100));
const BOOKS_ROUNDS = Math.round(number("BENCH_BOOKS_ROUNDS", 12));
const COMPARED_CREATES = Math.round(number("BENCH_COMPARED_CREATES", 2000, 100));
const SCALING_OPERATIONS = Math.round(number("BENCH_SCALING_OPERATIONS", 3000, 100));

/** The goals (docs/benchmarks.md, "Reading the output"): creates, reads and imports, and the distributed create's. */
const GOAL = {
	createThroughput: 0.6,
	createP99: 2,
	leanThroughput: 0.4,
	createCpuMs: 0.7,
	postgresCpuMs: 0.25,
	readGrowth: 1.5,
	importMs: 500,
	claimGrowth: 1.5,
};
const DAY = 24 * 60 * 60;

const client = new Client(Math.max(CONCURRENCY, SCALE_CONCURRENCY));
const log = (line: string) => process.stderr.write(`${line}\n`);
const heading = (text: string) => console.log(`\n## ${text}\n`);

let serial = 0;
/** A create of a customer with every usual field filled, as an integrator sends it. */
function createRequest(url: string, key: string): Request {
	const n = ++serial;
	return {
		method: "POST",
		url: `${url}/v1/customers`,
		key,
		headers: { "Idempotency-Key": randomUUID() },
		body: {
			name: `Bench Customer ${n}`,
			email: `bench${n}@example.com`,
			phone: "+49 30 1234567",
			company: "Bench GmbH",
			address_line1: "Hauptstraße 1",
			city: "Berlin",
			postal_code: "10115",
			country: "de",
			metadata: { shop_id: String(n) },
		},
	};
}

/** Each worker keeps to one gateway: the distributed topology's two share the load. */
const gateway = (urls: string[], worker: number) => urls[worker % urls.length];

async function compareCreates(mode: Mode): Promise<void> {
	heading(`${mode}: POST /v1/customers, bookdrop beside the hand-written baseline and the lean one`);
	const bookdrop = await startBookdrop(mode);
	try {
		const keys = await createAccount(bookdrop.urls()[0], "Bench creates");
		const baseline = await startBaseline(bookdrop);
		const lean = await startBaseline(bookdrop, true);
		try {
			const servers = mode === "distributed" ? ["redis-server", "nats-server"] : [];
			const sides: Array<{ name: string; next: (worker: number) => Request; participants: Participants }> = [
				{
					name: "bookdrop",
					next: (worker: number) => createRequest(gateway(bookdrop.urls(), worker), keys.integration),
					participants: { processes: bookdrop.processes(), databases: bookdrop.databaseUrl ? { PostgreSQL: bookdrop.databaseUrl } : {}, servers },
				},
				{
					name: "baseline",
					next: () => createRequest(baseline.url, baseline.key),
					participants: { processes: { baseline: [baseline.pid] }, databases: baseline.databaseUrl ? { PostgreSQL: baseline.databaseUrl } : {} },
				},
				{
					name: "lean baseline",
					next: () => createRequest(lean.url, lean.key),
					participants: { processes: { "lean baseline": [lean.pid] }, databases: lean.databaseUrl ? { PostgreSQL: lean.databaseUrl } : {} },
				},
			];
			const cpu = sides.map(() => new Map<string, number>());
			const options = { concurrency: CONCURRENCY, expect: 201 };
			// JIT, connection pools and key caches warm up before anything counts.
			for (const side of sides) await measure(client, { ...options, seconds: Math.min(2, SECONDS), next: side.next });
			const rounds: Stats[][] = sides.map(() => []);
			const rows: string[][] = [];
			for (let round = 1; round <= ROUNDS; round++) {
				for (const [i, side] of sides.entries()) {
					const before: CpuSnapshot = await snapshot(side.participants);
					const stats = await measure(client, { ...options, seconds: SECONDS, next: side.next });
					for (const [group, msEach] of await perRequest(before, stats.requests - stats.failures)) {
						cpu[i].set(group, (cpu[i].get(group) ?? 0) + msEach / ROUNDS);
					}
					rounds[i].push(stats);
					rows.push([String(round), side.name, count(stats.rps), ms(stats.p50), ms(stats.p99), String(stats.failures)]);
					if (stats.firstFailure) log(`${side.name}: first failure: ${stats.firstFailure}`);
				}
			}
			const [mine, theirs, leanest] = rounds.map(merge);
			for (const [i, total] of [mine, theirs, leanest].entries())
				rows.push(["all", sides[i].name, count(total.rps), ms(total.p50), ms(total.p99), String(total.failures)]);
			console.log(`${ROUNDS} rounds × ${SECONDS} s per side, ${CONCURRENCY} connections; req/s counts successes (201).\n`);
			printTable(["round", "service", "req/s", "p50", "p99", "failures"], rows);
			const throughput = mine.rps / theirs.rps;
			const p99 = mine.p99 / theirs.p99;
			const store = mode === "embedded" ? "PGlite" : "PostgreSQL";
			const leanThroughput = mine.rps / leanest.rps;
			console.log(`\nbookdrop / baseline: throughput ${ratio(throughput)}, p99 ${ratio(p99)}`);
			console.log(`bookdrop / lean baseline: throughput ${ratio(leanThroughput)}, p99 ${ratio(mine.p99 / leanest.p99)}`);
			console.log(
				`Load average at the end: ${os
					.loadavg()
					.map((n) => n.toFixed(2))
					.join(" ")}`,
			);
			printCpu(
				sides.map((side) => side.name),
				cpu,
				mode === "distributed",
			);
			judge(
				mode,
				`create throughput ≥ ${GOAL.createThroughput}× the baseline on ${store}, no failures`,
				ratio(throughput),
				throughput >= GOAL.createThroughput && mine.failures === 0,
			);
			if (mode === "distributed") judgeDistributedCreate(cpu[0], p99, leanThroughput);
		} finally {
			await Promise.all([baseline.stop(), lean.stop()]);
		}
	} finally {
		await bookdrop.stop();
	}
}

/** The distributed create's goals: CPU per create (all its processes, and PostgreSQL's), p99, and throughput beside the lean baseline. */
function judgeDistributedCreate(cpu: Map<string, number>, p99: number, leanThroughput: number): void {
	const all = [...cpu].filter(([group]) => group !== "load generator").reduce((sum, [, value]) => sum + value, 0);
	const postgres = cpu.get("PostgreSQL") ?? NaN;
	judge("distributed", `create p99 ≤ ${GOAL.createP99}× the baseline's`, ratio(p99), p99 <= GOAL.createP99);
	judge("distributed", `create throughput ≥ ${GOAL.leanThroughput}× the lean baseline`, ratio(leanThroughput), leanThroughput >= GOAL.leanThroughput);
	judge("distributed", `CPU per create, all processes but the load generator, ≤ ${GOAL.createCpuMs} ms`, `${all.toFixed(2)} ms`, all <= GOAL.createCpuMs);
	judge("distributed", `PostgreSQL CPU per create ≤ ${GOAL.postgresCpuMs} ms`, `${postgres.toFixed(2)} ms`, postgres <= GOAL.postgresCpuMs);
}

/**
 * CPU milliseconds per create, by process, for each side (the mean of the rounds): on two cores,
 * throughput is bounded by their sum. Redis and NATS count whole, other users included.
 */
function printCpu(names: string[], cpu: Array<Map<string, number>>, sharedServers: boolean): void {
	console.log(`\nCPU time per create, by process${sharedServers ? " (Redis and NATS: the whole server)" : ""}:\n`);
	const rows: string[][] = [];
	for (const [i, name] of names.entries()) {
		const total = [...cpu[i].values()].reduce((sum, value) => sum + value, 0);
		const parts = [...cpu[i]].filter(([group]) => group !== "load generator");
		for (const [group, value] of parts) rows.push([name, group, `${value.toFixed(2)} ms`]);
		rows.push([name, "all but the load generator", `${(total - (cpu[i].get("load generator") ?? 0)).toFixed(2)} ms`]);
	}
	printTable(["service", "process", "CPU per create"], rows);
}

interface Read {
	name: string;
	as: "integration" | "desktop";
	path: (size: number) => string;
	/** The answer shows the seeded data: the bench measures real work, not an empty list. */
	check: (body: any) => boolean;
}

const hasData = (body: any) => Array.isArray(body.data) && body.data.length > 0;
const hasPending = (body: any) => body.pending?.customer > 0;
/** A random generated customer of integration A among the first `size`. */
const anyCustomerOfA = (size: number) => customerOfA(20 + Math.floor(Math.random() * (size - 20)));

const READS: Read[] = [
	{ name: "GET /v1/customers?limit=10", as: "integration", path: () => "/v1/customers?limit=10", check: hasData },
	{
		name: "… &email=<a customer's>",
		as: "integration",
		path: (size) => `/v1/customers?limit=10&email=${encodeURIComponent(seededEmail(anyCustomerOfA(size)))}`,
		check: hasData,
	},
	{ name: "… &import_status=pending", as: "integration", path: () => "/v1/customers?limit=10&import_status=pending", check: hasData },
	{
		name: "… &starting_after=<middle of the list>",
		as: "integration",
		path: (size) => `/v1/customers?limit=10&starting_after=${seededId("cus", customerOfA(Math.floor(size / 2)))}`,
		check: hasData,
	},
	{ name: "GET /v1/account (integration)", as: "integration", path: () => "/v1/account", check: hasPending },
	{ name: "GET /v1/account (desktop)", as: "desktop", path: () => "/v1/account", check: hasPending },
	{ name: "GET /v1/events?limit=10 (integration)", as: "integration", path: () => "/v1/events?limit=10", check: hasData },
	{ name: "GET /v1/events?limit=10 (desktop)", as: "desktop", path: () => "/v1/events?limit=10", check: hasData },
];

async function measureReads(urls: string[], keys: Keys, size: number): Promise<Stats[]> {
	const results: Stats[] = [];
	for (const read of READS) {
		const key = read.as === "desktop" ? keys.desktop : keys.integration;
		const next = (worker: number): Request => ({ method: "GET", url: `${gateway(urls, worker)}${read.path(size)}`, key });
		const { answer } = await timed(client, next(0));
		if (answer.status !== 200 || !read.check(JSON.parse(answer.body))) {
			throw new Error(`${read.name} at ${size} objects does not show the seeded data: ${answer.status} ${answer.body.slice(0, 300)}`);
		}
		const options = { concurrency: SCALE_CONCURRENCY, expect: 200, next };
		await measure(client, { ...options, seconds: Math.min(1, SCALE_SECONDS) });
		const stats = await measure(client, { ...options, seconds: SCALE_SECONDS });
		if (stats.firstFailure) log(`${read.name}: first failure: ${stats.firstFailure}`);
		results.push(stats);
	}
	return results;
}

/** `n` new pending customers of integration A, created over HTTP; their ids. */
async function createCustomers(urls: string[], key: string, n: number): Promise<string[]> {
	const ids: string[] = [];
	let started = 0;
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async (_, worker) => {
			while (started < n) {
				started++;
				const { status, body } = await client.send(createRequest(gateway(urls, worker), key));
				if (status !== 201) throw new Error(`A create for the import answered ${status}: ${body.slice(0, 300)}`);
				ids.push(JSON.parse(body).id);
			}
		}),
	);
	return ids;
}

interface ImportTimes {
	imports: number[];
	claims: number[];
}

/** One-shot imports (every entry has a local_ref) and open claims of fresh customers, one at a time. */
async function measureImports(urls: string[], keys: Keys): Promise<ImportTimes> {
	const times: ImportTimes = { imports: [], claims: [] };
	for (const kind of ["imports", "claims"] as const) {
		for (let batch = 0; batch < IMPORT_BATCHES; batch++) {
			const ids = await createCustomers(urls, keys.integration, IMPORT_SIZE);
			const objects = ids.map((id) => (kind === "imports" ? { id, local_ref: `L-${id}` } : { id }));
			const { ms: took, answer } = await timed(client, {
				method: "POST",
				url: `${urls[0]}/v1/import_batches`,
				key: keys.desktop,
				headers: { "Idempotency-Key": randomUUID() },
				body: { objects },
			});
			const expected = kind === "imports" ? "completed" : "open";
			if (answer.status !== 201 || JSON.parse(answer.body).status !== expected) {
				throw new Error(`POST /v1/import_batches answered ${answer.status}, not a batch ${expected}: ${answer.body.slice(0, 300)}`);
			}
			times[kind].push(took);
		}
	}
	return times;
}

const median = (values: number[]) =>
	quantile(
		[...values].sort((a, b) => a - b),
		0.5,
	);

function printReads(mode: Mode, sizes: number[], reads: Stats[][]): void {
	const [small, large] = sizes.map(count);
	console.log(`${SCALE_SECONDS} s per scenario after 1 s of warm-up, ${SCALE_CONCURRENCY} connections.\n`);
	const rows = READS.map((read, i) => {
		const [a, b] = reads.map((stats) => stats[i]);
		const growth = b.p99 / a.p99;
		const verdict = judge(
			mode,
			`p99 of ${read.name} at ${large} ≤ ${GOAL.readGrowth}× at ${small}`,
			ratio(growth),
			growth <= GOAL.readGrowth && a.failures + b.failures === 0,
		);
		return [read.name, count(a.rps), ms(a.p50), ms(a.p99), count(b.rps), ms(b.p50), ms(b.p99), ratio(growth), verdict];
	});
	printTable(["scenario", `req/s ${small}`, `p50 ${small}`, `p99 ${small}`, `req/s ${large}`, `p50 ${large}`, `p99 ${large}`, "p99 ratio", "goal"], rows);
}

function printImports(mode: Mode, sizes: number[], times: ImportTimes[]): void {
	const [small, large] = sizes.map(count);
	console.log(`${IMPORT_BATCHES} batches of ${IMPORT_SIZE} fresh customers per size, one request at a time, desktop key.\n`);
	const rows = (["imports", "claims"] as const).map((kind) => {
		const [a, b] = times.map((t) => t[kind]);
		return [kind === "imports" ? "one-shot import (local_ref each)" : "open claim", ms(median(a)), ms(Math.max(...a)), ms(median(b)), ms(Math.max(...b))];
	});
	printTable(["POST /v1/import_batches", `p50 ${small}`, `max ${small}`, `p50 ${large}`, `max ${large}`], rows);
	const imports = times.map((t) => median(t.imports));
	judge(
		mode,
		`one-shot import of ${IMPORT_SIZE} ≤ ${GOAL.importMs} ms (p50 at ${small} / ${large})`,
		imports.map(ms).join(" / "),
		imports.every((t) => t <= GOAL.importMs),
	);
	const claims = times.map((t) => median(t.claims));
	const growth = claims[1] / claims[0];
	judge(mode, `claim of ${IMPORT_SIZE} at ${large} ≤ ${GOAL.claimGrowth}× at ${small} (p50)`, ratio(growth), growth <= GOAL.claimGrowth);
}

/** The reads and imports at the small size, then grown to the large one. */
async function scale(mode: Mode): Promise<void> {
	const sizes = [SMALL, LARGE[mode]];
	heading(`${mode}: ${sizes.map(count).join(" → ")} objects`);
	console.log("Per n objects: n customers, n/20 each of suppliers, categories, products and expenses, n/2 events; 80% of them integration A's.");
	if (mode === "embedded") console.log("No VACUUM or ANALYZE from the bench: PGlite has no autovacuum, so what bookdrop runs itself is all there is.");
	else console.log("VACUUM ANALYZE after seeding, as autovacuum would soon do.");
	console.log("");
	const bookdrop = await startBookdrop(mode);
	try {
		const keys = await createAccount(bookdrop.urls()[0], "Bench scale");
		const now = Math.floor(Date.now() / 1000);
		// The largest data set spans 70 days ending 10 days ago: every event stays within the 90 days events are readable.
		const layout: Layout = { ...keys, t0: now - 80 * DAY, step: (70 * DAY) / sizes[1] };
		const reads: Stats[][] = [];
		const imports: ImportTimes[] = [];
		let seeded = 0;
		for (const size of sizes) {
			const started = Date.now();
			await bookdrop.withDatabase(async (run) => {
				await seed(run, layout, seeded, size, (line) => process.stderr.write(`\rseeding ${line}        `));
				// What autovacuum does on PostgreSQL soon after such inserts.
				if (mode === "distributed") for (const table of SEEDED_TABLES) await run(`VACUUM ANALYZE ${table}`, []);
			});
			seeded = size;
			log(`\nseeded ${count(size)} customers (and the rest) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
			if (!SKIP.has("scale")) reads.push(await measureReads(bookdrop.urls(), keys, size));
			if (!SKIP.has("import")) imports.push(await measureImports(bookdrop.urls(), keys));
		}
		if (!SKIP.has("scale")) printReads(mode, sizes, reads);
		if (!SKIP.has("import")) {
			console.log("");
			printImports(mode, sizes, imports);
		}
	} finally {
		await bookdrop.stop();
	}
}

/** The fan-out (fan-out.ts), then a healthy endpoint beside silent ones (slow-receivers.ts). */
async function webhookFanOut(mode: Mode): Promise<void> {
	heading(`${mode}: webhook fan-out`);
	const bookdrop = await startBookdrop(mode);
	try {
		const urls = bookdrop.urls();
		const keys = await createAccount(urls[0], "Webhook bench");
		log(`${ROUNDS} rounds of ${WEBHOOK_EVENTS} events to ${WEBHOOK_ENDPOINTS} endpoints`);
		await measureFanOut(mode, urls[0], keys, {
			events: WEBHOOK_EVENTS,
			endpoints: WEBHOOK_ENDPOINTS,
			rounds: ROUNDS,
			createCustomers: (n) => createCustomers(urls, keys.integration, n),
		});
		heading(`${mode}: a healthy webhook endpoint beside silent ones`);
		await slowReceivers(mode, urls[0]);
	} finally {
		await bookdrop.stop();
	}
}

async function hostileBodies(mode: Mode): Promise<void> {
	heading(`${mode}: hostile bodies (1 MiB, 200 MiB, endless)`);
	const bookdrop = await startBookdrop(mode);
	try {
		await measureHostileBodies(client, bookdrop, HOSTILE_REQUESTS);
		await measureEndlessBodies(client, bookdrop, HUGE_REQUESTS, ENDLESS_SECONDS);
	} finally {
		await bookdrop.stop();
	}
}

async function backfill(mode: Mode): Promise<void> {
	heading(`${mode}: backfill, single creates beside bulk creates`);
	const bookdrop = await startBookdrop(mode);
	try {
		await measureBackfill(client, bookdrop, BACKFILL_OBJECTS, CONCURRENCY);
	} finally {
		await bookdrop.stop();
	}
}

async function books(mode: Mode): Promise<void> {
	heading(`${mode}: the books snapshot, and a create's check against it`);
	const bookdrop = await startBookdrop(mode);
	try {
		await measureBooks(client, bookdrop, { names: BOOKS_NAMES, creates: BOOKS_CREATES, rounds: BOOKS_ROUNDS, concurrency: CONCURRENCY });
	} finally {
		await bookdrop.stop();
	}
}

async function traces(mode: Mode): Promise<void> {
	heading(`${mode}: what tracing costs a create${mode === "distributed" ? " (the Node processes, PostgreSQL apart)" : ""}`);
	const start = mode === "distributed" ? startDistributedWith : undefined;
	await measureTraces(client, mode, { creates: COMPARED_CREATES, rounds: ROUNDS, concurrency: CONCURRENCY, start });
}

async function requestLog(mode: Mode): Promise<void> {
	if (mode !== "embedded") return;
	heading("embedded: what recording the request log costs a create");
	await measureRequestLog(client, { creates: COMPARED_CREATES, rounds: ROUNDS, concurrency: CONCURRENCY });
}

async function scaling(mode: Mode): Promise<void> {
	heading(`${mode}: CPU per operation, by process (what a replica buys)`);
	const bookdrop = await startBookdrop(mode);
	try {
		const keys = await createAccount(bookdrop.urls()[0], "Scaling bench");
		await measureScaling(client, bookdrop, keys, { operations: SCALING_OPERATIONS, concurrency: CONCURRENCY, endpoints: 5, createRequest });
	} finally {
		await bookdrop.stop();
	}
}

async function main(): Promise<void> {
	const started = Date.now();
	const cpus = os.cpus();
	console.log("# bookdrop bench\n");
	console.log(
		`Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
	);
	console.log(
		`Load average at start: ${os
			.loadavg()
			.map((l) => l.toFixed(2))
			.join(" ")}; the load generator runs on the same machine.`,
	);
	try {
		for (const mode of MODES) {
			if (!SKIP.has("create")) await compareCreates(mode);
			if (!SKIP.has("scale") || !SKIP.has("import")) await scale(mode);
			if (!SKIP.has("webhooks")) await webhookFanOut(mode);
			if (!SKIP.has("hostile")) await hostileBodies(mode);
			if (!SKIP.has("backfill")) await backfill(mode);
			if (!SKIP.has("books")) await books(mode);
			if (!SKIP.has("traces")) await traces(mode);
			if (!SKIP.has("requests")) await requestLog(mode);
			if (!SKIP.has("scaling")) await scaling(mode);
		}
	} finally {
		client.close();
	}
	printGoals();
	console.log(`\nTook ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
}

main().catch((err) => {
	console.error(err);
	process.exit(1);
});
