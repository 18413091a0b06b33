import { randomUUID } from "node:crypto";
import http from "node:http";
import { AddressInfo } from "node:net";
import { Client } from "./closed-loop-load";
import { perRequest, snapshot } from "./cpu";
import { judge, printTable } from "./report";
import { createAccount, startEmbeddedWith } from "./bench-servers";

// What tracing costs a create (docs/operations.md, "Traces"): CPU per customer create of a fresh
// embedded server with tracing off (no OTLP endpoint), sampling 10% (parentbased_traceidratio 0.1)
// and sampling all, each exporting to a collector in this process that answers every export.
// Runs alternate the settings round by round, so that the machine's drift weighs on all alike.

export interface TracesBench {
	creates: number;
	rounds: number;
	concurrency: number;
}

const WARM_UP = 300;
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

async function creates(client: Client, url: string, key: string, n: number, concurrency: number): Promise<void> {
	let sent = 0;
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (sent < n) {
				sent++;
				const answer = await client.send({
					method: "POST",
					url: `${url}/v1/customers`,
					key,
					headers: { "Idempotency-Key": randomUUID() },
					body: { name: `Traced ${sent}`, country: "de" },
				});
				if (answer.status !== 201) throw new Error(`A create answered ${answer.status}: ${answer.body.slice(0, 300)}`);
			}
		}),
	);
}

/** The traces part of the bench: CPU per create of the bookdrop process under each setting. */
export async function measureTraces(client: Client, options: TracesBench): Promise<void> {
	const collector = await sink();
	const settings: Array<[string, Record<string, string>]> = [
		["off", {}],
		["sampled 10%", { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" }],
		["sampled 100%", { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLER: "always_on" }],
	];
	const runs = new Map<string, number[]>(settings.map(([name]) => [name, []]));
	try {
		for (let round = 0; round < options.rounds; round++) {
			for (const [name, env] of round % 2 ? [...settings].reverse() : settings) {
				const bookdrop = await startEmbeddedWith({ ...env, OTEL_BSP_SCHEDULE_DELAY: "1000" });
				try {
					const keys = await createAccount(bookdrop.urls()[0], "Bench traces");
					await creates(client, bookdrop.urls()[0], keys.integration, WARM_UP, options.concurrency);
					const before = await snapshot({ processes: bookdrop.processes(), databases: {} });
					await creates(client, bookdrop.urls()[0], keys.integration, options.creates, options.concurrency);
					const cpu = await perRequest(before, options.creates);
					runs.get(name)!.push(cpu.find(([group]) => group === "bookdrop")?.[1] ?? NaN);
				} finally {
					await bookdrop.stop();
				}
			}
		}
	} finally {
		collector.close();
	}
	const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
	const off = runs.get("off")!;
	const noise = Math.max(...off) - Math.min(...off);
	console.log(
		`\n${options.rounds} rounds × ${options.creates.toLocaleString("en")} customer creates per setting, ${options.concurrency} connections, ` +
			`a fresh embedded server per run; ${collector.exports()} exports reached the collector.\n`,
	);
	printTable(
		["tracing", "CPU per create (mean)", "runs' range", "beside off"],
		settings.map(([name]) => {
			const values = runs.get(name)!;
			return [
				name,
				`${mean(values).toFixed(3)} ms`,
				`${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)} ms`,
				`${(((mean(values) - mean(off)) / mean(off)) * 100).toFixed(1)} %`,
			];
		}),
	);
	const sampled = mean(runs.get("sampled 10%")!);
	judge(
		"embedded",
		`sampling 10% adds ≤ ${GOAL_SAMPLED * 100}% CPU per create`,
		`${(((sampled - mean(off)) / mean(off)) * 100).toFixed(1)} %`,
		sampled <= mean(off) * (1 + GOAL_SAMPLED),
	);
	console.log(`Tracing off: the off runs span ${noise.toFixed(3)} ms per create (run-to-run noise); no SDK starts.`);
}
