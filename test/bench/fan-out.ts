import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, judge, printTable, ratio } from "./report";
import type { Keys, Mode } from "./bench-servers";

// The fan-out: `events` events to `endpoints` local receivers (one import, each endpoint
// subscribed to customer.imported), timed from the import's answer until every receiver has all of
// them, beside the same number of POSTs of the same body by a plain fetch loop (one sequential loop
// per receiver) to the same receivers. One unmeasured round of each first (JIT, connections, the
// worker's first claims), then `rounds` alternating rounds (the loop first in odd ones), so that
// a machine that gets busier or quieter during the run moves both sides alike; the ratio of each
// round is its own two figures, and the verdict is the median round's.

const GOAL = 0.5;
const WARM_UP_EVENTS = 100;

export interface FanOutSettings {
	events: number;
	endpoints: number;
	rounds: number;
	/** `n` new pending customers of the account's integration A, created over HTTP; their ids. */
	createCustomers: (n: number) => Promise<string[]>;
}

interface Receiver {
	url: string;
	count: () => number;
	reset: () => void;
	close: () => void;
}

/** A local plain-HTTP receiver (allowed: the bench's servers run with WEBHOOK_ALLOW_PRIVATE) that counts requests. */
async function countingReceiver(): Promise<Receiver> {
	let received = 0;
	const server = http.createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			received++;
			res.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
		count: () => received,
		reset: () => (received = 0),
		close: () => server.close(),
	};
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Measures the fan-out on a started bookdrop with an account (`keys`) and prints its table. */
export async function measureFanOut(mode: Mode, url: string, keys: Keys, settings: FanOutSettings): Promise<void> {
	const receivers = await Promise.all(Array.from({ length: settings.endpoints }, countingReceiver));
	const desktop = async (path: string, body: unknown) => {
		const res = await fetch(`${url}${path}`, {
			method: "POST",
			headers: { Authorization: `Bearer ${keys.desktop}`, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
			body: JSON.stringify(body),
		});
		if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
		return res.json();
	};
	try {
		for (const r of receivers) await desktop("/v1/webhook_endpoints", { url: r.url, enabled_events: ["customer.imported"] });

		/** Seconds from the import's answer until every receiver has `events` more deliveries. */
		const bookdrop = async (events: number) => {
			const ids = await settings.createCustomers(events);
			for (const r of receivers) r.reset();
			await desktop("/v1/import_batches", { objects: ids.map((id) => ({ id, local_ref: `W-${id}` })) });
			const start = performance.now();
			const deadline = Date.now() + 300_000;
			while (receivers.some((r) => r.count() < events)) {
				if (Date.now() > deadline) throw new Error(`webhooks: ${receivers.map((r) => r.count()).join(",")} of ${events} each after 5 minutes`);
				await new Promise((resolve) => setTimeout(resolve, 5));
			}
			return (performance.now() - start) / 1000;
		};
		await bookdrop(WARM_UP_EVENTS);
		const events = (await (
			await fetch(`${url}/v1/events?limit=1&type=customer.imported`, { headers: { Authorization: `Bearer ${keys.desktop}` } })
		).json()) as { data: unknown[] };
		const body = JSON.stringify(events.data[0]);
		/** Seconds for one sequential fetch loop per receiver, `events` POSTs each. */
		const loop = async (events: number) => {
			const start = performance.now();
			await Promise.all(
				receivers.map(async (r) => {
					for (let i = 0; i < events; i++) {
						const res = await fetch(r.url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
						await res.arrayBuffer();
					}
				}),
			);
			return (performance.now() - start) / 1000;
		};
		await loop(WARM_UP_EVENTS);

		const total = settings.events * receivers.length;
		const rows: string[][] = [];
		const shares: number[] = [];
		for (let round = 1; round <= settings.rounds; round++) {
			const loopFirst = round % 2 === 1;
			const loopSeconds = loopFirst ? await loop(settings.events) : 0;
			const webhookSeconds = await bookdrop(settings.events);
			const seconds = loopFirst ? loopSeconds : await loop(settings.events);
			shares.push(seconds / webhookSeconds);
			rows.push([
				`${round}${loopFirst ? " (loop first)" : ""}`,
				count(total),
				`${webhookSeconds.toFixed(2)} s, ${count(total / webhookSeconds)}/s`,
				`${seconds.toFixed(2)} s, ${count(total / seconds)}/s`,
				ratio(seconds / webhookSeconds),
			]);
		}
		const share = median(shares);
		const verdict = judge(mode, `webhook fan-out ≥ ${GOAL}× a plain POST loop (median of ${settings.rounds} rounds)`, ratio(share), share >= GOAL);
		rows.push(["median", "", "", "", `${ratio(share)} (${verdict})`]);
		printTable(["round", "deliveries", "bookdrop webhooks", "plain fetch loop", "ratio to the loop"], rows);
	} finally {
		for (const r of receivers) r.close();
	}
}
