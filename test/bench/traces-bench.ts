import { randomBytes } from "node:crypto";
import http from "node:http";
import { AddressInfo } from "node:net";
import { Client } from "./closed-loop-load";
import { judge, pairedDifference } from "./report";
import { Mode } from "./bench-servers";
import {
	compareSettings,
	compareWarm,
	measuredCreates,
	printCompared,
	inTurns,
	runTotal,
	Setting,
	SettingsBench,
	Summary,
	warmServer,
} from "./settings-compare";

// What tracing costs a create (docs/operations.md, "Traces"): CPU per customer create with tracing
// off (no OTLP endpoint), sampling 10% (parentbased_traceidratio 0.1) and sampling all, on fresh
// servers and on warm ones side by side (at the node's limit and at a fixed rate below it), each
// exporting to a collector in this process that answers every export, with the SDK's batching as an
// operator has it (OTEL_BSP_* unset: an export every 5 s or 512 spans).
// Embedded, PGlite's work in the same process weighs on every run and varies more than tracing
// costs; distributed, the CPU is that of the Node processes alone, where tracing runs, PostgreSQL apart.

/**
 * Creates before a fresh server's measured ones: past its first seconds, not yet its steady state.
 * A distributed stack's CPU per create falls over its first 12,000 creates whatever the setting;
 * sampling 10%, V8 compiles the gateway's recording path (the SDK's span, its end and its export)
 * with its optimising tier only after about 24,000 creates, six times later than sampling all, and
 * until then a recorded request costs several times more (docs/benchmarks.md, "Traces").
 */
const WARM_UP = 32_000;

/**
 * Creates that prime a side-by-side server (compareWarm), each with a client's `traceparent` flagged
 * sampled, so that every process records them whatever its sampler follows: V8 compiles the
 * recording path as it has in a server that has run for long. Sampling 10% unprimed, the catalog's
 * span code reaches V8's optimising tier only between 48,000 and 112,000 creates, 4,800 to 11,200
 * recorded ones (docs/benchmarks.md, "Traces"); a server off ignores the header.
 */
const PRIMING = 16_000;

/** Creates after the priming ones, before the side-by-side turns: each setting's own traffic, its dropped path compiled too. */
const STEADY_WARM_UP = 24_000;

const GOAL_SAMPLED = 0.1;

/** A collector that takes every export and answers it, as a healthy one does. */
async function sink(): Promise<{ url: string; exports: () => number; close(): void }> {
	let exports = 0;
	const server = http.createServer((req, res) => {
		req.resume().on("end", () => {
			exports++;
			res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports: () => exports, close: () => server.close() };
}

/** The shares of creates a client flags sampled, beside none (measureSampledShares). */
const SHARES = [0, 0.1, 1];

/** A client's `traceparent` for each create: a new trace, flagged sampled with probability `share`. */
const clientTrace = (share: number) => () => ({
	traceparent: `00-${randomBytes(16).toString("hex")}-${randomBytes(8).toString("hex")}-0${Math.random() < share ? 1 : 0}`,
});

/**
 * What recording costs beside dropping, apart from the fresh servers' noise: one server whose
 * sampler follows the parent (`parentbased_always_off`), and a client that sends a `traceparent`
 * with every create, flagged sampled for none, a tenth or all of them, in turns of
 * `options.creates` (the order reversed every other turn, twice as many turns as rounds). Every
 * turn runs on the same warm processes and the host's drift weighs on each share alike; what it
 * leaves out is what the dropped trace itself costs beside tracing off (the other comparisons' part).
 */
async function measureSampledShares(client: Client, collectorUrl: string, options: SettingsBench & { warmUp: number }): Promise<void> {
	const env = { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_TRACES_SAMPLER: "parentbased_always_off" };
	const { bookdrop, key: integration } = await warmServer(client, env, options, clientTrace(0.1));
	try {
		const label = (share: number) => `${share * 100}%`;
		const runs = await inTurns(
			SHARES.map((share): [string, number] => [label(share), share]),
			options.rounds,
			([, share]) => measuredCreates(client, bookdrop, integration, options, clientTrace(share)),
		);
		console.log(
			`\nOne server, ${options.rounds * 2} turns × ${options.creates.toLocaleString("en")} creates per share (after ${options.warmUp.toLocaleString("en")}), ` +
				"each create with a client's traceparent, flagged sampled for the share shown:\n",
		);
		printCompared(["flagged sampled", "turns' range", "turns'"], runs);
		const totals = (share: number) => runs.get(label(share))!.map(runTotal);
		const beside = (share: number) => pairedDifference(totals(share), totals(0)).mean;
		console.log(
			`\nRecording a tenth of the traces costs ${((beside(0.1) / beside(1)) * 100).toFixed(0)}% of what recording all of them costs (a tenth, were it paid per recorded span).`,
		);
	} finally {
		await bookdrop.stop();
	}
}

/** Sampling 10% beside off: the paired difference as a share of off's CPU per create, and whether it is within the goal. */
function sampledBesideOff(how: string, cpu: Summary): { measured: string; met: boolean } {
	const off = cpu.get("off")!;
	const sampled = cpu.get("sampled 10%")!;
	const paired = pairedDifference(sampled.runs, off.runs);
	const percent = (value: number) => ((value / off.mean) * 100).toFixed(1);
	console.log(
		`\nThe off measurements (${how}) span ${(Math.max(...off.runs) - Math.min(...off.runs)).toFixed(3)} ms per create (the noise); off starts no SDK.`,
	);
	return { measured: `${percent(paired.mean)} % ± ${percent(paired.standardError)} %`, met: sampled.mean <= off.mean * (1 + GOAL_SAMPLED) };
}

/** Sampling 10% beside off, as a goal of the summary; `how` names the comparison. */
function judgeSampled(mode: Mode, how: string, cpu: Summary): void {
	const { measured, met } = sampledBesideOff(how, cpu);
	judge(mode, `sampling 10% adds ≤ ${GOAL_SAMPLED * 100}% CPU per create (${how})`, measured, met);
}

/**
 * The traces part of the bench: CPU per create of the bookdrop processes under each setting, on a
 * fresh server per run (a new replica's first minute), then at the steady state on servers side by
 * side, primed (compareWarm), then what recording costs beside dropping within one server.
 */
export async function measureTraces(client: Client, mode: Mode, options: SettingsBench): Promise<void> {
	const collector = await sink();
	const settings: Setting[] = [
		["off", {}],
		["sampled 10%", { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" }],
		["sampled 100%", { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER: "always_on" }],
	];
	try {
		// Not judged: every setting's first creates cost more while V8 compiles, off's too, and how much
		// more sampling 10% pays then is when V8 compiles code run for one create in ten.
		const { measured } = sampledBesideOff("fresh servers", await compareSettings(client, settings, { ...options, warmUp: WARM_UP }));
		console.log(`Sampling 10% beside off on fresh servers: ${measured} (a new replica's first minute; the goal is judged at the steady state, below).`);
		const steady = await compareWarm(client, settings, { ...options, warmUp: STEADY_WARM_UP, priming: { creates: PRIMING, headers: clientTrace(1) } });
		judgeSampled(mode, "steady state, side by side, at the node's limit", steady.atLimit);
		judgeSampled(mode, `steady state, side by side, ${steady.perSecond} creates per second`, steady.paced);
		console.log(`\n${collector.exports()} exports reached the collector.`);
		await measureSampledShares(client, collector.url, { ...options, warmUp: WARM_UP });
	} finally {
		collector.close();
	}
}
