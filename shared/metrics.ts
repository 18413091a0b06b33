import http from "node:http";
import type { BaseMetric, LoggerInstance, ServiceBroker } from "moleculer";
import { usesDatabase } from "./config";
import { database } from "./db";
import { RESOURCES } from "./resources";

/**
 * bookdrop's own metrics beside Moleculer's, served in Prometheus' text format at scrape time
 * (docs/operations.md, "Metrics"). Moleculer's metric registry holds them all; we render it
 * ourselves instead of running its Prometheus reporter, which would open a server of its own.
 */

type Registry = ServiceBroker["metrics"];

const HTTP_REQUESTS = "bookdrop_http_requests_total";
const HTTP_DURATION = "bookdrop_http_request_duration_seconds";
const RATE_LIMITED = "bookdrop_rate_limited_total";
const REPLAYS = "bookdrop_idempotent_replays_total";
const IMPORT_BATCHES = "bookdrop_import_batches_total";
const WEBHOOK_ATTEMPTS = "bookdrop_webhook_attempts_total";
const PENDING = "bookdrop_pending_objects";
const WEBHOOKS_DUE = "bookdrop_webhook_deliveries_due";
const WEBHOOK_OLDEST_DUE = "bookdrop_webhook_oldest_due_seconds";
const DB_POOL = "bookdrop_db_pool_clients";

/** A gauge that needs a query gives up after this; its series are left out of that scrape. */
const COLLECT_MS = 1000;

/** Moleculer's series we publish: action and event calls, the transporter, the process. Not `os.*` (host details). */
const PUBLISHED = [/^bookdrop_/, /^moleculer\.(request|event|transit|transporter)\./, /^process\.(memory|uptime|eventloop|gc|internal)/];

/** Reads what a gauge shows, at scrape time. */
interface Collector {
	gauges: string[];
	collect(registry: Registry): Promise<void>;
}

let registry: Registry | null = null;
let collectors: Collector[] = [];
let logger: LoggerInstance | null = null;

export type RateLimit = "key" | "address";
export type BatchOperation = "claim" | "complete" | "revert";

/** One HTTP request the gateway answered (or a client gave up on: status "aborted"). */
export function observeHttpRequest(method: string, route: string, status: string, seconds: number): void {
	registry?.increment(HTTP_REQUESTS, { method, route, status });
	registry?.observe(HTTP_DURATION, seconds, { method, route });
}

export function countRateLimited(limit: RateLimit): void {
	registry?.increment(RATE_LIMITED, { limit });
}

export function countReplay(route: string): void {
	registry?.increment(REPLAYS, { route });
}

export function countImportBatches(operation: BatchOperation): void {
	registry?.increment(IMPORT_BATCHES, { operation });
}

/** `succeeded`, or the attempt's error code (docs/webhooks.md, "Delivery log"). */
export function countWebhookAttempt(outcome: string): void {
	registry?.increment(WEBHOOK_ATTEMPTS, { outcome });
}

const pendingObjects: Collector = {
	gauges: [PENDING],
	async collect(registry) {
		const rows = await (await database()).query("SELECT object, sum(count) AS count FROM pending_counts GROUP BY object");
		const counts = new Map(rows.map((row) => [row.object, Number(row.count)]));
		for (const { object } of RESOURCES) registry.set(PENDING, counts.get(object) ?? 0, { type: object });
	},
};

/** Due deliveries: pending and past their time. One a worker holds has its time moved past its lease. */
const webhookQueue: Collector = {
	gauges: [WEBHOOKS_DUE, WEBHOOK_OLDEST_DUE],
	async collect(registry) {
		const now = Date.now();
		const [row] = await (await database()).query(
			"SELECT count(*) AS due, min(next_attempt_at) AS oldest FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1",
			[now],
		);
		registry.set(WEBHOOKS_DUE, Number(row.due));
		registry.set(WEBHOOK_OLDEST_DUE, row.oldest === null ? 0 : Math.max(0, (now - Number(row.oldest)) / 1000));
	},
};

const databasePool: Collector = {
	gauges: [DB_POOL],
	async collect(registry) {
		const use = (await database()).poolUse();
		if (!use) return;
		for (const [state, count] of Object.entries(use)) registry.set(DB_POOL, count, { state });
	},
};

/**
 * Registers the metrics of the services this process runs. Counters start at zero for the label
 * values known in advance, so a rate over them exists before the first event.
 */
export function startMetrics(broker: ServiceBroker, services: string[]): void {
	const metrics = broker.metrics;
	registry = metrics;
	logger = broker.getLogger("metrics");
	collectors = [];
	const counter = (name: string, description: string, labelNames: string[]) => metrics.register({ name, type: "counter", description, labelNames });
	const gauge = (name: string, description: string, labelNames: string[] = []) => metrics.register({ name, type: "gauge", description, labelNames });
	if (services.includes("gateway")) {
		counter(HTTP_REQUESTS, "HTTP requests answered, by method, route template and status", ["method", "route", "status"]);
		metrics.register({
			name: HTTP_DURATION,
			type: "histogram",
			description: "Time from a request's arrival to its response's end, in seconds",
			labelNames: ["method", "route"],
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		});
		counter(RATE_LIMITED, "Requests refused with 429: over a key's budget (key) or too many without a valid key from one address (address)", ["limit"]);
		for (const limit of ["key", "address"]) metrics.increment(RATE_LIMITED, { limit }, 0);
		counter(REPLAYS, "Creates answered with the stored answer of an earlier request with the same Idempotency-Key", ["route"]);
	}
	if (services.includes("batches")) {
		counter(IMPORT_BATCHES, "Import batch operations that committed: claim (a batch opened), complete, revert", ["operation"]);
		for (const operation of ["claim", "complete", "revert"]) metrics.increment(IMPORT_BATCHES, { operation }, 0);
		gauge(PENDING, "Objects waiting for the merchant, by type, over all accounts", ["type"]);
		collectors.push(pendingObjects);
	}
	if (services.includes("webhooks")) {
		counter(WEBHOOK_ATTEMPTS, "Webhook delivery attempts this process finished, by outcome", ["outcome"]);
		metrics.increment(WEBHOOK_ATTEMPTS, { outcome: "succeeded" }, 0);
		gauge(WEBHOOKS_DUE, "Webhook deliveries due now and not yet taken by a worker");
		gauge(WEBHOOK_OLDEST_DUE, "How long the oldest due delivery has been due, in seconds (0 when none is)");
		collectors.push(webhookQueue);
	}
	if (usesDatabase(services)) {
		gauge(DB_POOL, "PostgreSQL pool clients: total, idle, and queries waiting for one (PGlite: none)", ["state"]);
		collectors.push(databasePool);
	}
}

async function collect(collector: Collector, registry: Registry): Promise<void> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${COLLECT_MS} ms`)), COLLECT_MS)));
	try {
		await Promise.race([collector.collect(registry), late]);
	} catch (err) {
		// A series that is not known now is left out rather than shown stale.
		for (const name of collector.gauges) registry.getMetric(name)?.clear();
		logger?.debug(`metrics: ${collector.gauges.join(", ")} left out of this scrape:`, err);
	} finally {
		clearTimeout(timer);
	}
}

const labelValue = (value: unknown) => String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

function labels(values: Record<string, unknown>): string {
	const pairs = Object.entries(values)
		.filter(([, value]) => value !== undefined && value !== null)
		.map(([name, value]) => `${name}="${labelValue(value)}"`);
	return pairs.length ? `{${pairs.join(",")}}` : "";
}

const number = (value: unknown) => {
	const n = Number(value);
	return Number.isNaN(n) ? "NaN" : n === Infinity ? "+Inf" : n === -Infinity ? "-Inf" : String(n);
};

/** One metric in the text exposition format: counters and gauges as they are, histograms by cumulative buckets, sum and count. */
function render(metric: BaseMetric): string[] {
	const name = metric.name.replace(/[.-]/g, "_");
	const items = metric.snapshot() as Array<Record<string, any>>;
	if (!items.length || !["counter", "gauge", "histogram"].includes(metric.type)) return [];
	const lines = [`# HELP ${name} ${(metric.description ?? metric.name).replace(/\n/g, " ")}`, `# TYPE ${name} ${metric.type}`];
	for (const item of items) {
		if (metric.type !== "histogram") {
			if (item.value !== null && item.value !== undefined) lines.push(`${name}${labels(item.labels)} ${number(item.value)}`);
			continue;
		}
		const buckets = Object.entries<number>(item.buckets ?? {}).sort(([a], [b]) => Number(a) - Number(b));
		for (const [le, count] of buckets) lines.push(`${name}_bucket${labels({ ...item.labels, le })} ${count}`);
		lines.push(`${name}_bucket${labels({ ...item.labels, le: "+Inf" })} ${item.count}`);
		lines.push(`${name}_sum${labels(item.labels)} ${number(item.sum)}`);
		lines.push(`${name}_count${labels(item.labels)} ${item.count}`);
	}
	return lines;
}

/** The exposition of this process: the gauges that need a query are read now, each within a second. */
export async function metricsText(): Promise<string> {
	if (!registry) return "";
	const current = registry;
	await Promise.all(collectors.map((collector) => collect(collector, current)));
	const lines: string[] = [];
	for (const metric of current.store.values()) {
		if (PUBLISHED.some((pattern) => pattern.test(metric.name))) lines.push(...render(metric));
	}
	return `${lines.join("\n")}\n`;
}

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Answers a scrape. */
export async function sendMetrics(res: http.ServerResponse): Promise<void> {
	const text = await metricsText();
	res.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE });
	res.end(text);
}
