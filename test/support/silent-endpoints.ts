import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client, newAccount } from "./suite-api";
import { until } from "./wait";

// The fair share of webhook attempts (docs/webhooks.md, "Fair share"): 500 endpoints whose
// receiver accepts the connection and never answers, spread over 32 accounts or all in one, each
// with deliveries queued; then a healthy endpoint of another account gets an event every 20 ms,
// and each delivery's delay from the answer to its event's request (the event is committed) to
// its arrival is measured. Before the fair
// share, the silent endpoints took 4 attempts each and filled a process's 1,000: the healthy
// endpoint waited for their timeouts. The servers of these tests wait SILENT_HOLD_MS for an answer,
// so that no silent attempt ends during a run: a healthy delivery that waited for a silent
// endpoint's slot would never arrive.

export const SILENT_ENDPOINTS = 500;
/** WEBHOOK_TIMEOUT_MS of the servers these runs meet: longer than a run. */
export const SILENT_HOLD_MS = 600_000;
/**
 * The attempts the silent endpoints hold (docs/webhooks.md, "Fair share"): one each, and the
 * endpoints of one account no more than WEBHOOK_ACCOUNT_CONCURRENCY (100) together.
 */
export const heldBy = (layout: Layout) => (layout === "in one account" ? 100 : SILENT_ENDPOINTS);
/** Deliveries queued to each silent endpoint: enough to fill 4 attempts under way before the fair share. */
const QUEUED_EACH = 4;
const SAMPLES = 100;
const PACE_MS = 20;
/** Endpoints of one integration, or of the desktop key, at most (docs/design.md, "Limits"). */
const PER_GROUP = 16;

/** A key and the endpoints it made. */
interface Group {
	client: Client;
	endpoints: string[];
}

export type Layout = "over other accounts" | "in one account";

/** The figures of one run. */
export interface SilentRun {
	/** Attempts the silent receiver held when the healthy endpoint's events began, and when the last of their deliveries arrived. */
	held: number;
	heldAfter: number;
	/** The healthy endpoint's deliveries: from the answer to the event's request to their arrival, in ms. */
	p50: number;
	p99: number;
	max: number;
	/** How long the events' requests took (the gateway's share of the machine), in ms. */
	requestP50: number;
	requestP99: number;
}

async function endpointsOf(c: Client, url: string, count: number): Promise<Group> {
	const endpoints: string[] = [];
	for (let i = 0; i < count; i++) {
		const res = await c.create("/v1/webhook_endpoints", { url: `${url}/${i}` });
		if (res.status !== 201) throw new Error(`endpoint create answered ${res.status}: ${JSON.stringify(res.body)}`);
		endpoints.push(res.body.id);
	}
	return { client: c, endpoints };
}

/** The silent endpoints, 16 a key: the desktop keys of 32 accounts, or in one account its desktop key and 31 integrations. */
async function silentGroups(layout: Layout, url: string, baseUrl: string): Promise<Group[]> {
	const sizes = Array.from({ length: Math.ceil(SILENT_ENDPOINTS / PER_GROUP) }, (_, i) => Math.min(PER_GROUP, SILENT_ENDPOINTS - i * PER_GROUP));
	if (layout === "over other accounts") {
		return Promise.all(sizes.map(async (size, i) => endpointsOf((await newAccount(`Silent ${i}`, baseUrl)).desktop, url, size)));
	}
	const account = await newAccount("Silent integrations", baseUrl);
	const keys: Client[] = [account.desktop];
	while (keys.length < sizes.length) keys.push(await account.integration());
	return Promise.all(sizes.map((size, i) => endpointsOf(keys[i], url, size)));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * A plain-HTTP receiver on 127.0.0.1 (the test servers allow private addresses): plain, so that 500
 * connections opened again after every timeout cost no TLS handshakes on a shared machine.
 */
async function listen(onRequest: (body: string, res: http.ServerResponse) => void): Promise<{ url: string; stop(): Promise<void> }> {
	const server = http.createServer((req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => onRequest(body, res));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
		stop: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

/** Runs the scenario against the gateway at `baseUrl`; answers the healthy endpoint's delays. */
export async function healthyBesideSilent(layout: Layout, baseUrl: string): Promise<SilentRun> {
	let held = 0;
	const silent = await listen(() => held++);
	const arrived = new Map<string, number>();
	const healthy = await listen((body, res) => {
		arrived.set(JSON.parse(body).id, performance.now());
		res.writeHead(200).end();
	});
	let groups: Group[] = [];
	try {
		groups = await silentGroups(layout, silent.url, baseUrl);
		await Promise.all(
			groups.map(async ({ client, endpoints }) => {
				for (let i = 0; i < QUEUED_EACH; i++) for (const id of endpoints) await client.update(`/v1/webhook_endpoints/${id}/test`, {});
			}),
		);
		await until(() => held >= heldBy(layout), 60_000, "the silent endpoints holding their attempts");
		const heldBefore = held;
		const owner = (await newAccount("Healthy receiver", baseUrl)).desktop;
		const { id } = (await owner.create("/v1/webhook_endpoints", { url: healthy.url })).body;
		// from the answer to the event's request (the event is committed) to the delivery's arrival
		const sent = new Map<string, number>();
		const answeredIn: number[] = [];
		const sends: Promise<void>[] = [];
		for (let i = 0; i < SAMPLES; i++) {
			const at = performance.now();
			const answer = owner.update(`/v1/webhook_endpoints/${id}/test`, {});
			sends.push(answer.then((res) => void (sent.set(res.body.event, performance.now()), answeredIn.push(performance.now() - at))));
			await new Promise((resolve) => setTimeout(resolve, PACE_MS));
		}
		await Promise.all(sends);
		await until(() => [...sent.keys()].every((event) => arrived.has(event)), 60_000, "every healthy delivery");
		const heldAfter = held;
		// a delivery that arrived before its event's request was answered waited no longer than that request
		const delays = [...sent].map(([event, at]) => Math.max(0, arrived.get(event)! - at)).sort((a, b) => a - b);
		const requests = answeredIn.sort((a, b) => a - b);
		const figure = (sorted: number[], q: number) => Math.round(quantile(sorted, q));
		return {
			held: heldBefore,
			heldAfter,
			p50: figure(delays, 0.5),
			p99: figure(delays, 0.99),
			max: figure(delays, 1),
			requestP50: figure(requests, 0.5),
			requestP99: figure(requests, 0.99),
		};
	} finally {
		// disabled, the silent endpoints drop their queues: the next run starts without their retries
		await Promise.all(
			groups.map(async ({ client, endpoints }) => {
				for (const id of endpoints) await client.update(`/v1/webhook_endpoints/${id}`, { status: "disabled" });
			}),
		);
		await Promise.all([silent.stop(), healthy.stop()]);
	}
}
