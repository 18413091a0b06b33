import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { Client, Request } from "./closed-loop-load";
import { cpuMsOf, CpuSnapshot, Participants, perRequest, snapshot } from "./cpu";
import { judge, pairedDifference, printTable } from "./report";
import { Bookdrop, createAccount, Keys } from "./bench-servers";
import type { Run } from "./seed";

// The books snapshot (docs/books.md) on one server: the importer's PUT of a large snapshot and a
// PATCH after it, then the CPU a create's check costs, as creates with `checks: warn` beside
// creates with `checks: off` on the same account, the mode PATCHed between runs.

export interface BooksBench {
	/** Names in the snapshot, over the four types; references come on top (a fifth as many). */
	names: number;
	/** Creates per run; each round runs warn and off once, in alternating order. */
	creates: number;
	rounds: number;
	concurrency: number;
}

const GOAL = { putSeconds: 5, extraCpuMs: 0.05 };
const PATCH_NAMES = 100;
/** Every so many creates, one takes a name the books hold: in warn mode it is stored with a finding. */
const COLLIDE_EVERY = 20;

const FIRST = ["Anna", "Lukas", "Marie", "Jonas", "Sophie", "Felix", "Emma", "Paul", "Lena", "Max", "Clara", "Jan", "Nora", "Tim", "Ida", "Erik"];
const LAST = ["Schmidt", "Müller", "Weber", "Becker", "Hoffmann", "Schulz", "Koch", "Richter", "Wolf", "Neumann", "Braun", "Krüger", "Lange", "Vogel"];
const TRADE = ["Elektro", "Bau", "Druck", "Logistik", "Optik", "Metall", "Holz", "Papier", "Medien", "Technik"];
const LEGAL = ["GmbH", "AG", "KG", "e.K.", "Ltd", "GbR"];
const PRODUCT = ["Desk", "Chair", "Lamp", "Shelf", "Cable", "Monitor", "Folder", "Stapler", "Printer", "Toner"];
const VARIANT = ["oak", "black", "white", "steel", "XL", "mini", "pro", "eco"];
const AREA = ["Office", "Travel", "Rent", "Marketing", "IT", "Vehicles", "Insurance", "Training"];

const pick = (list: string[], i: number) => list[i % list.length];

/** Name `i` of a type, about 20 characters, as merchants' books hold them (a number keeps each distinct). */
const NAMES = {
	customers: (i: number) => (i % 3 ? `${pick(FIRST, i)} ${pick(LAST, i >> 4)} ${i}` : `${pick(LAST, i)} ${pick(TRADE, i >> 3)} ${pick(LEGAL, i >> 5)} ${i}`),
	suppliers: (i: number) => `${pick(LAST, i >> 2)} ${pick(TRADE, i)} ${pick(LEGAL, i >> 4)} ${i}`,
	products: (i: number) => `${pick(PRODUCT, i)} ${pick(VARIANT, i >> 4)} ${i}`,
	categories: (i: number) => `${pick(AREA, i)}: ${pick(TRADE, i >> 3)} ${i}`,
};
/** Each type's share of the names. */
const SHARES = { customers: 0.5, suppliers: 0.2, products: 0.25, categories: 0.05 };

function snapshotBody(names: number, readAt: number) {
	const lists = Object.fromEntries(
		Object.entries(SHARES).map(([type, share]) => [type, Array.from({ length: Math.round(names * share) }, (_, i) => NAMES[type as keyof typeof NAMES](i))]),
	);
	const references = Math.round(names / 10);
	return {
		read_at: readAt,
		names: lists,
		name_rules: { case_insensitive: true, trim: true, shared: [["customers", "suppliers"]] },
		closed_through: "2025-12-31",
		currencies: ["EUR", "USD", "CHF"],
		tax_rates: [0, 7, 19],
		references: {
			expenses: Array.from({ length: references }, (_, i) => `INV-2026-${String(i).padStart(6, "0")}`),
			revenue: Array.from({ length: references }, (_, i) => `RE-${100000 + i}`),
			refunds: Array.from({ length: Math.round(references / 10) }, (_, i) => `CN-${i}`),
		},
	};
}

/** One request with a JSON body, gzipped or not; answers its status, body and milliseconds end to end. */
async function send(url: string, method: "PUT" | "PATCH", key: string, body: Buffer, gzip: boolean) {
	const started = performance.now();
	const res = await fetch(url, {
		method,
		headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...(gzip ? { "Content-Encoding": "gzip" } : {}) },
		body,
	});
	const text = await res.text();
	const ms = performance.now() - started;
	if (res.status !== 200) throw new BooksRefused(`${method} /v1/books answered ${res.status} after ${(ms / 1000).toFixed(1)} s: ${text.slice(0, 300)}`);
	return { ms, books: JSON.parse(text) as { version: number; checks: string } };
}

/** The snapshot was not taken: the part ends there, and the bench goes on. */
class BooksRefused extends Error {}

const allButLoad = (cpu: Array<[string, number]>) => cpu.filter(([group]) => group !== "load generator").reduce((sum, [, ms]) => sum + ms, 0);
const cpuOf = (cpu: Array<[string, number]>, group: string) => cpu.find(([name]) => name === group)?.[1] ?? NaN;
const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
/** CPU seconds of a group; PGlite runs inside the embedded process, whose time holds it. */
const seconds = (ms: number, digits: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(digits)} s` : "in bookdrop's");

/** PUT of the snapshot (gzipped) and a PATCH of 100 names: wall time and CPU of each. */
async function publish(bookdrop: Bookdrop, keys: Keys, participants: Participants, options: BooksBench): Promise<void> {
	const url = `${bookdrop.urls()[0]}/v1/books`;
	const readAt = Math.floor(Date.now() / 1000);
	const body = snapshotBody(options.names, readAt);
	const names = Object.values(body.names).flat();
	const references = Object.values(body.references).flat().length;
	const json = Buffer.from(JSON.stringify(body));
	const gzipped = gzipSync(json);
	const rows: string[][] = [];
	let before: CpuSnapshot = await snapshot(participants);
	const goal = `PUT of ${options.names.toLocaleString("en")} names, gzipped, ≤ ${GOAL.putSeconds} s`;
	const put = await send(url, "PUT", keys.desktop, gzipped, true).catch((err: Error) => {
		if (err instanceof BooksRefused) judge(bookdrop.mode, goal, err.message.slice(0, 60), false);
		throw err;
	});
	const putCpu = await perRequest(before, 1);
	rows.push([
		`PUT, ${names.length.toLocaleString("en")} names + ${references.toLocaleString("en")} references`,
		`${(json.length / 2 ** 20).toFixed(1)} MiB (${(gzipped.length / 2 ** 20).toFixed(2)} MiB gzipped)`,
		`${(put.ms / 1000).toFixed(2)} s`,
		seconds(allButLoad(putCpu), 2),
		seconds(cpuOf(putCpu, "PostgreSQL"), 2),
	]);
	const added = Array.from({ length: PATCH_NAMES }, (_, i) => NAMES.customers(options.names + i));
	const patchBody = Buffer.from(JSON.stringify({ read_at: readAt + 1, add: { names: { customers: added } } }));
	before = await snapshot(participants);
	const patch = await send(url, "PATCH", keys.desktop, gzipSync(patchBody), true);
	const patchCpu = await perRequest(before, 1);
	rows.push([
		`PATCH, ${PATCH_NAMES} names added`,
		`${(patchBody.length / 1024).toFixed(1)} KiB`,
		`${(patch.ms / 1000).toFixed(3)} s`,
		seconds(allButLoad(patchCpu), 3),
		seconds(cpuOf(patchCpu, "PostgreSQL"), 3),
	]);
	const meanLength = names.reduce((sum, name) => sum + name.length, 0) / names.length;
	console.log(`Names of ${meanLength.toFixed(1)} characters on average over the four types; the desktop key, one request at a time.\n`);
	printTable(["request", "body", "end to end", "CPU, all processes", "CPU, PostgreSQL"], rows);
	judge(
		bookdrop.mode,
		`PUT of ${options.names.toLocaleString("en")} names, gzipped, ≤ ${GOAL.putSeconds} s`,
		`${(put.ms / 1000).toFixed(2)} s`,
		put.ms <= GOAL.putSeconds * 1000,
	);
}

let serial = 0;
/** A customer create of integration A; one in COLLIDE_EVERY takes a name the books hold. */
function createOf(url: string, key: string): Request {
	const n = ++serial;
	const name = n % COLLIDE_EVERY ? `Books Bench Customer ${n}` : NAMES.customers(n);
	return {
		method: "POST",
		url: `${url}/v1/customers`,
		key,
		headers: { "Idempotency-Key": randomUUID() },
		body: { name, email: `books${n}@example.com`, country: "de" },
	};
}

/** `n` creates from `concurrency` workers; every one must be stored. */
async function runCreates(client: Client, urls: string[], key: string, n: number, concurrency: number): Promise<void> {
	let sent = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async (_, worker) => {
			while (sent < n) {
				sent++;
				const answer = await client.send(createOf(urls[worker % urls.length], key));
				if (answer.status !== 201) throw new Error(`A create answered ${answer.status}: ${answer.body.slice(0, 300)}`);
			}
		}),
	);
}

/** CPU per create with checks on (warn) and off, alternating (warn, off, off, warn, …) so that the table's growth weighs on both alike. */
async function compareChecks(client: Client, bookdrop: Bookdrop, keys: Keys, participants: Participants, options: BooksBench): Promise<void> {
	const url = `${bookdrop.urls()[0]}/v1/books`;
	const modes = ["warn", "off"] as const;
	const per: Record<string, Array<Array<[string, number]>>> = { warn: [], off: [] };
	await runCreates(client, bookdrop.urls(), keys.integration, Math.min(500, options.creates), options.concurrency);
	for (let round = 0; round < options.rounds; round++) {
		for (const checks of round % 2 ? [...modes].reverse() : modes) {
			const readAt = Math.floor(Date.now() / 1000);
			const { books } = await send(url, "PATCH", keys.desktop, Buffer.from(JSON.stringify({ read_at: readAt, checks })), false);
			if (books.checks !== checks) throw new Error(`PATCH /v1/books left checks ${books.checks}, not ${checks}`);
			const before = await snapshot(participants);
			await runCreates(client, bookdrop.urls(), keys.integration, options.creates, options.concurrency);
			per[checks].push(await perRequest(before, options.creates));
		}
	}
	const mean = (runs: Array<Array<[string, number]>>, of: (cpu: Array<[string, number]>) => number) =>
		runs.reduce((sum, cpu) => sum + of(cpu), 0) / runs.length;
	const groups = per.warn[0].map(([group]) => group).filter((group) => group !== "load generator");
	const rows = [
		...groups.map((group) => [group, (cpu: Array<[string, number]>) => cpuOf(cpu, group)] as const),
		["all but the load generator", allButLoad] as const,
	].map(([group, of]) => {
		const [on, off] = [mean(per.warn, of), mean(per.off, of)];
		const spread = (runs: Array<Array<[string, number]>>) => `${fixed(Math.min(...runs.map(of)))}–${fixed(Math.max(...runs.map(of)))}`;
		return [group, `${fixed(on)} ms`, `${fixed(off)} ms`, `${fixed(on - off)} ms`, `${spread(per.warn)} / ${spread(per.off)} ms`];
	});
	console.log(
		`\n${options.rounds} rounds × ${options.creates.toLocaleString("en")} customer creates per mode, ${options.concurrency} connections, one account; ` +
			`1 in ${COLLIDE_EVERY} takes a name the books hold.\n`,
	);
	printTable(["process", "CPU per create, checks: warn", "checks: off", "difference", "runs' range, warn / off"], rows);
	// Each round's warn run beside its off run: the mean of those differences, and its standard error.
	const [warn, off] = [per.warn.map(allButLoad), per.off.map(allButLoad)];
	const { mean: extra, standardError } = pairedDifference(warn, off);
	console.log(
		`\nDifference per round, warn beside off (all but the load generator): ${warn.map((w, i) => fixed(w - off[i])).join(", ")} ms; ` +
			`mean ${fixed(extra)} ms, standard error ${fixed(standardError)} ms.`,
	);
	judge(
		bookdrop.mode,
		`a create's check with ${options.names.toLocaleString("en")} names costs ≤ ${GOAL.extraCpuMs} ms CPU`,
		`${fixed(extra)} ± ${fixed(standardError)} ms`,
		extra <= GOAL.extraCpuMs,
	);
}

/** The books part of the bench on a fresh server (`bookdrop`). */
export async function measureBooks(client: Client, bookdrop: Bookdrop, options: BooksBench): Promise<void> {
	const keys = await createAccount(bookdrop.urls()[0], "Bench books");
	const participants: Participants = {
		processes: bookdrop.processes(),
		// Redis and NATS left out: their whole time, other users' included, would drown a difference of microseconds.
		databases: bookdrop.databaseUrl ? { PostgreSQL: bookdrop.databaseUrl } : {},
	};
	try {
		await publish(bookdrop, keys, participants, options);
	} catch (err) {
		if (!(err instanceof BooksRefused)) throw err;
		console.log(`${err.message}\n\nNo snapshot: the checks' cost is not measured in this mode.`);
		return;
	}
	await compareChecks(client, bookdrop, keys, participants, options);
	await verdictInDatabase(bookdrop, keys);
}

const VERDICT_CALLS = 20_000;

/** The CPU milliseconds of the PostgreSQL backend that `run` talks to (node-postgres's answer). */
async function backendCpu(run: Run): Promise<() => number> {
	const { rows } = (await run("SELECT pg_backend_pid() AS pid", [])) as { rows: Array<{ pid: number }> };
	return () => cpuMsOf(rows[0].pid);
}

/** This process's CPU milliseconds: the embedded mode's PGlite runs in it. */
const ownCpu = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

/** Names per group in the group statement's measurement: the bench's connections, as many as one group can hold. */
const GROUP = 32;

/**
 * The check in the database alone, where a create's two modes differ: VERDICT_CALLS clean customer
 * names in one statement, judged (force, as with checks on) and not (checks off), five times each,
 * alternating; microseconds of CPU per name, the median of each: the backend's time from /proc
 * (PGlite: this process's own, it runs here), so that other work on the machine lengthens the
 * statement without counting in it. Twice: as the creates of a busy node ask (books_verdicts, groups
 * of GROUP), and as a lone create, a transaction's and an update's do (books_verdict, one per name).
 */
async function verdictInDatabase(bookdrop: Bookdrop, keys: Keys): Promise<void> {
	await send(
		`${bookdrop.urls()[0]}/v1/books`,
		"PATCH",
		keys.desktop,
		Buffer.from(JSON.stringify({ read_at: Math.floor(Date.now() / 1000), checks: "off" })),
		false,
	);
	const statements = {
		grouped:
			"SELECT count(*) FROM generate_series(0, $2::int / $5::int - 1) g, " +
			"LATERAL (SELECT array_agg('Verdict Bench ' || ($3::int * $2::int + g * $5::int + i)) AS f FROM generate_series(1, $5::int) i) n, " +
			"LATERAL books_verdicts('customers', array_fill($1::text, ARRAY[$5::int]), n.f, n.f, ARRAY(SELECT lower(x) FROM unnest(n.f) x), ARRAY(SELECT lower(x) FROM unnest(n.f) x), " +
			"array_fill(NULL::date, ARRAY[$5::int]), array_fill(NULL::text, ARRAY[$5::int]), array_fill(NULL::numeric, ARRAY[$5::int]), array_fill($4::boolean, ARRAY[$5::int])) v",
		alone:
			"SELECT count(*) FROM generate_series(1, $2::int) g, LATERAL (SELECT 'Verdict Bench ' || ($3::int * $2::int + g) AS f) n, " +
			"LATERAL books_verdict($1, 'customers', ARRAY[n.f, n.f, lower(n.f), lower(n.f)], NULL, NULL, NULL, NULL, $4, false) v",
	};
	const times: Record<string, number[]> = {};
	await bookdrop.withDatabase(async (run) => {
		const cpuMs = bookdrop.databaseUrl ? await backendCpu(run) : ownCpu;
		let batch = 0;
		for (let round = 0; round < 5; round++) {
			for (const [way, sql] of Object.entries(statements)) {
				for (const judged of round % 2 ? [true, false] : [false, true]) {
					const started = cpuMs();
					const params = [keys.accountId, VERDICT_CALLS, batch++, judged];
					await run(sql, way === "grouped" ? [...params, GROUP] : params);
					(times[`${way} ${judged}`] ??= []).push(((cpuMs() - started) * 1000) / VERDICT_CALLS);
				}
			}
		}
	});
	const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
	const extra = (way: string) => {
		const [on, off] = [median(times[`${way} true`]), median(times[`${way} false`])];
		return { on, off, extra: on - off, text: `judged ${on.toFixed(1)} µs per name, checks off ${off.toFixed(1)} µs, difference ${(on - off).toFixed(1)} µs` };
	};
	const [grouped, alone] = [extra("grouped"), extra("alone")];
	console.log(
		`The check in the database alone (${VERDICT_CALLS.toLocaleString("en")} clean names per statement, CPU, median of 5): ` +
			`in groups of ${GROUP} (books_verdicts, as a busy node's creates ask) ${grouped.text}; ` +
			`one by one (books_verdict, as a lone create, an update or a transaction's create asks) ${alone.text}.`,
	);
	// The part of the goal a run can resolve: on two shared cores the creates' paired difference has a
	// standard error about the goal's size; the statement alone, over 20,000 names, is read far finer.
	judge(
		bookdrop.mode,
		`… of which the check's statement in the database ≤ ${GOAL.extraCpuMs * 1000} µs CPU`,
		`${grouped.extra.toFixed(1)} µs (one by one: ${alone.extra.toFixed(1)} µs)`,
		grouped.extra <= GOAL.extraCpuMs * 1000 && alone.extra <= GOAL.extraCpuMs * 1000,
	);
}
