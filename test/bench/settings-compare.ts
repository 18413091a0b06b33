import { randomUUID } from "node:crypto";
import { Client } from "./closed-loop-load";
import { perRequest, snapshot } from "./cpu";
import { pairedDifference, printTable } from "./report";
import { Bookdrop, createAccount, startEmbeddedWith } from "./bench-servers";

// CPU per customer create of a fresh server under each of a few settings (environment variables),
// the settings alternating round by round (in order, then reversed), so that the machine's drift
// weighs on all alike. Tracing and the request log measure what they cost with it. The CPU is that
// of bookdrop's own processes: PGlite's inside the embedded one, never a PostgreSQL server's.

export interface SettingsBench {
	creates: number;
	rounds: number;
	concurrency: number;
	/** Creates before the measured ones, per run (default 500). */
	warmUp?: number;
	/** Creates before the warm-up, each with headers of their own (compareWarm's servers). */
	priming?: { creates: number; headers: () => Record<string, string> };
	/** Starts a fresh server with the setting's environment added (default: embedded). */
	start?: (env: Record<string, string>) => Promise<Bookdrop>;
}

/** A setting's name, and the environment it adds to the server's. */
export type Setting = [string, Record<string, string>];

const WARM_UP = 500;

/** Customer create number `sequence`; anything but 201 fails the measurement. */
async function createOne(client: Client, url: string, key: string, sequence: number, headers: Record<string, string>): Promise<void> {
	const answer = await client.send({
		method: "POST",
		url: `${url}/v1/customers`,
		key,
		headers: { "Idempotency-Key": randomUUID(), ...headers },
		body: { name: `Compared ${sequence}`, country: "de" },
	});
	if (answer.status !== 201) throw new Error(`A create answered ${answer.status}: ${answer.body.slice(0, 300)}`);
}

/** `n` customer creates over `concurrency` connections; `headers` adds headers of its own to each. */
export async function creates(
	client: Client,
	url: string,
	key: string,
	n: number,
	concurrency: number,
	headers: () => Record<string, string> = () => ({}),
): Promise<void> {
	let sent = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (sent < n) await createOne(client, url, key, ++sent, headers());
		}),
	);
}

/**
 * `n` customer creates at `perSecond`, each sent when its time comes whatever the answers before it
 * (an open loop: an operator's traffic arrives at its own pace, not when the server is done), over
 * the client's connections.
 */
async function createsAtRate(
	client: Client,
	url: string,
	key: string,
	n: number,
	perSecond: number,
	headers: () => Record<string, string> = () => ({}),
): Promise<void> {
	const start = performance.now();
	const sending: Array<Promise<void>> = [];
	let failure: unknown;
	const failed = (err: unknown) => {
		failure ??= err;
	};
	while (sending.length < n && failure === undefined) {
		const due = Math.min(n, Math.floor(((performance.now() - start) * perSecond) / 1000) + 1);
		while (sending.length < due) sending.push(createOne(client, url, key, sending.length + 1, headers()).catch(failed));
		if (sending.length < n) await new Promise((resolve) => setTimeout(resolve, 1));
	}
	await Promise.all(sending);
	if (failure !== undefined) throw failure;
}

/** A server with a setting's environment, an account's integration key, and the creates that warmed it up. */
export interface WarmServer {
	bookdrop: Bookdrop;
	key: string;
}

/**
 * A fresh server with `env` added (options.start, else embedded), an account on it, and
 * `options.warmUp` creates made through its key (each with `headers`), after `options.priming`'s
 * when it is given; a server that fails on the way is stopped.
 */
export async function warmServer(
	client: Client,
	env: Record<string, string>,
	options: SettingsBench,
	headers?: () => Record<string, string>,
): Promise<WarmServer> {
	const bookdrop = await (options.start ?? startEmbeddedWith)(env);
	try {
		const { integration } = await createAccount(bookdrop.urls()[0], "Bench settings");
		const { priming } = options;
		if (priming) await creates(client, bookdrop.urls()[0], integration, priming.creates, options.concurrency, priming.headers);
		await creates(client, bookdrop.urls()[0], integration, options.warmUp ?? WARM_UP, options.concurrency, headers);
		return { bookdrop, key: integration };
	} catch (err) {
		await bookdrop.stop();
		throw err;
	}
}

/** One run's CPU per create (ms) by process role: gateways, catalog, other services (embedded: the one process). */
export type RunCpu = Map<string, number>;

export const runTotal = (run: RunCpu) => [...run.values()].reduce((sum, ms) => sum + ms, 0);

/**
 * CPU per create (ms) of `bookdrop`'s own processes by role, over `options.creates` creates: back to
 * back over `options.concurrency` connections, or at `options.perSecond` when it is given (createsAtRate).
 */
export async function measuredCreates(
	client: Client,
	bookdrop: Bookdrop,
	key: string,
	options: { creates: number; concurrency: number; perSecond?: number },
	headers?: () => Record<string, string>,
): Promise<RunCpu> {
	const before = await snapshot({ processes: bookdrop.processes(), databases: {} });
	const url = bookdrop.urls()[0];
	if (options.perSecond) await createsAtRate(client, url, key, options.creates, options.perSecond, headers);
	else await creates(client, url, key, options.creates, options.concurrency, headers);
	const cpu = await perRequest(before, options.creates);
	return new Map(cpu.filter(([group]) => group !== "load generator"));
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

const signed = (value: number, digits: number) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;

/**
 * The table of CPU per create (ms) of runs compared in pairs with the first entry's: each entry's
 * mean, range and paired difference; then, when the processes have roles (distributed), the same
 * difference for each role, to say where a setting's cost is. `labels`: the first column's, the
 * range's, and what a pair is.
 */
export function printCompared(labels: [string, string, string], runs: Map<string, RunCpu[]>): void {
	const totals = new Map([...runs].map(([name, values]) => [name, values.map(runTotal)]));
	const [[first, firstRuns]] = totals;
	const base = mean(firstRuns);
	printTable(
		[labels[0], "CPU per create (mean)", labels[1], `beside ${first} (± standard error of the ${labels[2]} paired differences)`],
		[...totals].map(([name, values]) => {
			const paired = pairedDifference(values, firstRuns);
			return [
				name,
				`${mean(values).toFixed(3)} ms`,
				`${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)} ms`,
				`${signed(paired.mean, 3)} ± ${paired.standardError.toFixed(3)} ms (${signed((paired.mean / base) * 100, 1)} %)`,
			];
		}),
	);
	const roles = [...runs.get(first)![0].keys()];
	if (roles.length < 2) return;
	console.log(`\nBy process, beside ${first} (ms per create, ± standard error of the ${labels[2]} paired differences):\n`);
	const ofRole = (values: RunCpu[], role: string) => values.map((run) => run.get(role) ?? 0);
	printTable(
		[labels[0], ...roles],
		[...runs].slice(1).map(([name, values]) => [
			name,
			...roles.map((role) => {
				const paired = pairedDifference(ofRole(values, role), ofRole(runs.get(first)!, role));
				return `${signed(paired.mean, 3)} ± ${paired.standardError.toFixed(3)}`;
			}),
		]),
	);
}

/** Measures each setting's CPU per create (ms, the bookdrop process's) `rounds` times; prints the table and answers the means. */
export async function compareSettings(client: Client, settings: Setting[], options: SettingsBench): Promise<Summary> {
	const runs = new Map<string, RunCpu[]>(settings.map(([name]) => [name, []]));
	for (let round = 0; round < options.rounds; round++) {
		for (const [name, env] of round % 2 ? [...settings].reverse() : settings) {
			const { bookdrop, key } = await warmServer(client, env, options);
			try {
				runs.get(name)!.push(await measuredCreates(client, bookdrop, key, options));
			} finally {
				await bookdrop.stop();
			}
		}
	}
	console.log(
		`\n${options.rounds} rounds × ${options.creates.toLocaleString("en")} customer creates per setting (after ${(options.warmUp ?? WARM_UP).toLocaleString("en")} to warm up), ` +
			`${options.concurrency} connections, a fresh ${options.start ? "server" : "embedded server"} per run.\n`,
	);
	printCompared(["setting", "runs' range", "rounds'"], runs);
	return summarised(runs);
}

/** The share of the slowest closed-loop turn's rate in the first round that compareWarm's paced turns run at. */
const PACED_SHARE = 0.5;

/** Each setting's CPU per create (ms, all its processes), its runs and their mean. */
export type Summary = Map<string, { mean: number; runs: number[] }>;

/** Each role's mean over `runs`. */
const meanRun = (runs: RunCpu[]): RunCpu => new Map([...runs[0].keys()].map((role) => [role, mean(runs.map((run) => run.get(role) ?? 0))]));

/**
 * The settings side by side at a steady state, in `options.rounds` rounds: each round starts a
 * server per setting (the order reversed every other round), warms them all up, measures them in
 * two turns each of `options.creates` creates (the second in the reverse order), first back to back
 * over the connections (a node at its limit), then at a fixed rate, half the slowest turn's of the
 * first round (a node below its limit, as an operator's runs: at one traffic, the CPU each setting
 * takes; at the limit a slower answer also spreads every process's fixed costs over fewer creates),
 * and stops them. A round's reading is the mean of its turns, paired with the first setting's of the
 * same round: a server differs from another of the same setting by several percent for as long as
 * it runs (where V8 compiled what), so a comparison needs several servers per setting, not several
 * turns of one. A reading covers its server's turns alone: what its creates cost after them (the
 * SDK exports every 5 s) is left out (docs/benchmarks.md, "Traces"). Prints the tables and answers
 * both readings.
 */
export async function compareWarm(
	client: Client,
	settings: Setting[],
	options: SettingsBench,
): Promise<{ atLimit: Summary; paced: Summary; perSecond: number }> {
	const atLimit = new Map<string, RunCpu[]>(settings.map(([name]) => [name, []]));
	const paced = new Map<string, RunCpu[]>(settings.map(([name]) => [name, []]));
	const rates: number[] = [];
	let perSecond = 0;
	for (let round = 0; round < options.rounds; round++) {
		const servers: Array<[string, WarmServer]> = [];
		try {
			for (const [name, env] of round % 2 ? [...settings].reverse() : settings) servers.push([name, await warmServer(client, env, options)]);
			const turns = await inTurns(servers, 1, async ([, { bookdrop, key }]) => {
				const start = performance.now();
				const cpu = await measuredCreates(client, bookdrop, key, options);
				rates.push(options.creates / ((performance.now() - start) / 1000));
				return cpu;
			});
			perSecond ||= Math.round(PACED_SHARE * Math.min(...rates));
			const pacedTurns = await inTurns(servers, 1, ([, { bookdrop, key }]) => measuredCreates(client, bookdrop, key, { ...options, perSecond }));
			for (const [name] of settings) {
				atLimit.get(name)!.push(meanRun(turns.get(name)!));
				paced.get(name)!.push(meanRun(pacedTurns.get(name)!));
			}
		} finally {
			for (const [, { bookdrop }] of servers) await bookdrop.stop();
		}
	}
	const warmUp = `${options.priming ? `${options.priming.creates.toLocaleString("en")} priming creates and ` : ""}${(options.warmUp ?? WARM_UP).toLocaleString("en")}`;
	console.log(
		`\nSide by side: ${options.rounds} rounds, each with ${options.start ? "a server" : "an embedded server"} per setting, all running, each warmed up by ` +
			`${warmUp} creates, then two turns × ${options.creates.toLocaleString("en")} creates each, back to back over ${options.concurrency} connections ` +
			`(${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))} creates per second):\n`,
	);
	printCompared(["setting", "rounds' range", "rounds'"], atLimit);
	console.log(`\nThe same servers, two more turns each at ${perSecond} creates per second:\n`);
	printCompared(["setting", "rounds' range", "rounds'"], paced);
	return { atLimit: summarised(atLimit), paced: summarised(paced), perSecond };
}

/**
 * Each entry measured in turns, twice as many as `rounds`, the order reversed every other turn, so
 * that the machine's drift weighs on every entry alike; the runs by the entry's name.
 */
export async function inTurns<T extends [string, ...unknown[]]>(
	entries: T[],
	rounds: number,
	measure: (entry: T) => Promise<RunCpu>,
): Promise<Map<string, RunCpu[]>> {
	const runs = new Map<string, RunCpu[]>(entries.map(([name]) => [name, []]));
	for (let turn = 0; turn < rounds * 2; turn++) {
		for (const entry of turn % 2 ? [...entries].reverse() : entries) runs.get(entry[0])!.push(await measure(entry));
	}
	return runs;
}

/** Each setting's runs as totals, and their mean. */
const summarised = (runs: Map<string, RunCpu[]>) =>
	new Map([...runs].map(([name, values]) => [name, { mean: mean(values.map(runTotal)), runs: values.map(runTotal) }]));
