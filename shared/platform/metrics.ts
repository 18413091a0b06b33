import http from "node:http";
import type { MetricTypes, Service, ServiceBroker } from "moleculer";
import type { PoolUse } from "./database";

/**
 * bookdrop's own metrics beside Moleculer's, served in Prometheus' text format at scrape time
 * (docs/operations.md, "Metrics"). Moleculer's metric registry (`broker.metrics`) holds them all:
 * each service registers its own series as it is created, and counts through the functions
 * below. We render the registry ourselves instead of running Moleculer's Prometheus reporter,
 * which would open a server of its own.
 */

/** The broker's metric registry. */
export type Metrics = ServiceBroker["metrics"];

const HTTP_REQUESTS = "bookdrop_http_requests_total";
const HTTP_DURATION = "bookdrop_http_request_duration_seconds";
const RATE_LIMITED = "bookdrop_rate_limited_total";
const REPLAYS = "bookdrop_idempotent_replays_total";
const IMPORT_BATCHES = "bookdrop_import_batches_total";
const WEBHOOK_ATTEMPTS = "bookdrop_webhook_attempts_total";
const PENDING = "bookdrop_pending_objects";
const REJECTIONS = "bookdrop_rejections_total";
const WEBHOOKS_DUE = "bookdrop_webhook_deliveries_due";
const WEBHOOK_OLDEST_DUE = "bookdrop_webhook_oldest_due_seconds";
const DB_POOL = "bookdrop_db_pool_clients";
const STALE_IMPORTERS = "bookdrop_stale_importers";

/** A gauge that needs a query gives up after this; its series are left out of that scrape. */
const COLLECT_MS = 1000;

/** Moleculer's series we publish: action and event calls, the transporter, the process. Not `os.*` (host details). */
const PUBLISHED = [/^bookdrop_/, /^moleculer\.(request|event|transit|transporter)\./, /^process\.(memory|uptime|eventloop|gc|internal)/];

/** Reads what some gauges show, at scrape time. */
interface Collector {
	gauges: string[];
	collect(metrics: Metrics): Promise<void>;
}

/** A service whose gauges are read at scrape time: `metricsText` runs the collectors of the broker's services. */
type CollectingService = Service & { collectors?: Collector[] };

function addCollector(service: Service, collector: Collector): void {
	const collecting = service as CollectingService;
	collecting.collectors = [...(collecting.collectors ?? []), collector];
}

const counter = (metrics: Metrics, name: string, description: string, labelNames: string[]) =>
	metrics.register({ name, type: "counter", description, labelNames });
const gauge = (metrics: Metrics, name: string, description: string, labelNames: string[] = []) =>
	metrics.register({ name, type: "gauge", description, labelNames });

// Counters start at zero for the label values known in advance, so a rate over them exists before the first event.

export type RateLimit = "key" | "address";
export type BatchOperation = "claim" | "complete" | "revert";

/** The gateway's series: requests, their durations, refusals and replays. */
export function registerHttpMetrics({ broker: { metrics } }: Service): void {
	counter(metrics, HTTP_REQUESTS, "HTTP requests answered, by method, route template and status", ["method", "route", "status"]);
	metrics.register({
		name: HTTP_DURATION,
		type: "histogram",
		description: "Time from a request's arrival to its response's end, in seconds",
		labelNames: ["method", "route"],
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
	});
	counter(metrics, RATE_LIMITED, "Requests refused with 429: over a key's budget (key) or too many without a valid key from one address (address)", ["limit"]);
	for (const limit of ["key", "address"]) metrics.increment(RATE_LIMITED, { limit }, 0);
	counter(metrics, REPLAYS, "Creates answered with the stored answer of an earlier request with the same Idempotency-Key", ["route"]);
}

/** One HTTP request the gateway answered (or a client gave up on: status "aborted"). */
export function observeHttpRequest(metrics: Metrics, method: string, route: string, status: string, seconds: number): void {
	metrics.increment(HTTP_REQUESTS, { method, route, status });
	metrics.observe(HTTP_DURATION, seconds, { method, route });
}

export function countRateLimited(metrics: Metrics, limit: RateLimit): void {
	metrics.increment(RATE_LIMITED, { limit });
}

export function countReplay(metrics: Metrics, route: string): void {
	metrics.increment(REPLAYS, { route });
}

/** The batches service's series: batch operations, and the objects `pendingByType` finds waiting at scrape time. */
/** The label values of the rejections counter, which the domain defines: each pair starts at 0. */
export interface RejectionLabels {
	codes: readonly string[];
	by: readonly string[];
}

export function registerImportMetrics(service: Service, pendingByType: () => Promise<Map<string, number>>, rejections: RejectionLabels): void {
	const { metrics } = service.broker;
	counter(metrics, IMPORT_BATCHES, "Import batch operations that committed: claim (a batch opened), complete, revert", ["operation"]);
	for (const operation of ["claim", "complete", "revert"]) metrics.increment(IMPORT_BATCHES, { operation }, 0);
	counter(metrics, REJECTIONS, "Objects declined, by reason code and by whom (merchant or integration)", ["code", "by"]);
	for (const code of rejections.codes) for (const by of rejections.by) metrics.increment(REJECTIONS, { code, by }, 0);
	gauge(metrics, PENDING, "Objects waiting for the merchant, by type, over all accounts", ["type"]);
	addCollector(service, {
		gauges: [PENDING],
		async collect(metrics) {
			for (const [type, count] of await pendingByType()) metrics.set(PENDING, count, { type });
		},
	});
}

export function countImportBatches(metrics: Metrics, operation: BatchOperation): void {
	metrics.increment(IMPORT_BATCHES, { operation });
}

export function countRejection(metrics: Metrics, code: string, by: string): void {
	metrics.increment(REJECTIONS, { code, by });
}

/** The webhook queue now: deliveries due and not taken by a worker, and how long the oldest of them has been due. */
export interface WebhookQueue {
	due: number;
	oldestDueSeconds: number;
}

/** The webhooks service's series: attempts, and the queue `queue` reads at scrape time. */
export function registerWebhookMetrics(service: Service, queue: () => Promise<WebhookQueue>): void {
	const { metrics } = service.broker;
	counter(metrics, WEBHOOK_ATTEMPTS, "Webhook delivery attempts this process finished, by outcome", ["outcome"]);
	metrics.increment(WEBHOOK_ATTEMPTS, { outcome: "succeeded" }, 0);
	gauge(metrics, WEBHOOKS_DUE, "Webhook deliveries due now and not yet taken by a worker");
	gauge(metrics, WEBHOOK_OLDEST_DUE, "How long the oldest due delivery has been due, in seconds (0 when none is)");
	addCollector(service, {
		gauges: [WEBHOOKS_DUE, WEBHOOK_OLDEST_DUE],
		async collect(metrics) {
			const { due, oldestDueSeconds } = await queue();
			metrics.set(WEBHOOKS_DUE, due);
			metrics.set(WEBHOOK_OLDEST_DUE, oldestDueSeconds);
		},
	});
}

/** The accounts service's gauge: accounts whose importer is stale, read from `stale` at scrape time. */
export function registerPresenceMetrics(service: Service, stale: () => Promise<number>): void {
	const { metrics } = service.broker;
	gauge(metrics, STALE_IMPORTERS, "Accounts whose importer (the desktop software) is stale: no request with its key for IMPORTER_STALE_AFTER seconds");
	addCollector(service, {
		gauges: [STALE_IMPORTERS],
		async collect(metrics) {
			metrics.set(STALE_IMPORTERS, await stale());
		},
	});
}

/** `succeeded`, or the attempt's error code (docs/webhooks.md, "Delivery log"). */
export function countWebhookAttempt(metrics: Metrics, outcome: string): void {
	metrics.increment(WEBHOOK_ATTEMPTS, { outcome });
}

/**
 * The database pool's gauge, read from `poolUse` at scrape time. A process has one pool, however
 * many of its services use it: the first of them to be created registers the gauge.
 */
export function registerPoolMetrics(service: Service, poolUse: () => PoolUse | null): void {
	const { metrics } = service.broker;
	if (metrics.getMetric(DB_POOL)) return;
	gauge(metrics, DB_POOL, "PostgreSQL pool clients: total, idle, and queries waiting for one (PGlite: none)", ["state"]);
	addCollector(service, {
		gauges: [DB_POOL],
		async collect(metrics) {
			for (const [state, count] of Object.entries(poolUse() ?? {})) metrics.set(DB_POOL, count, { state });
		},
	});
}

async function collect(collector: Collector, broker: ServiceBroker): Promise<void> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${COLLECT_MS} ms`)), COLLECT_MS)));
	try {
		await Promise.race([collector.collect(broker.metrics), late]);
	} catch (err) {
		// A series that is not known now is left out rather than shown stale.
		for (const name of collector.gauges) broker.metrics.getMetric(name)?.clear();
		broker.getLogger("metrics").debug(`metrics: ${collector.gauges.join(", ")} left out of this scrape:`, err);
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
function render(metric: MetricTypes.Base<Record<string, any>>): string[] {
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
export async function metricsText(broker: ServiceBroker): Promise<string> {
	const collectors = broker.services.flatMap((service) => (service as CollectingService).collectors ?? []);
	await Promise.all(collectors.map((collector) => collect(collector, broker)));
	const lines: string[] = [];
	for (const metric of broker.metrics.store.values()) {
		if (PUBLISHED.some((pattern) => pattern.test(metric.name))) lines.push(...render(metric));
	}
	return `${lines.join("\n")}\n`;
}

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Answers a scrape of this process's broker. */
export async function sendMetrics(broker: ServiceBroker, res: http.ServerResponse): Promise<void> {
	const text = await metricsText(broker);
	res.writeHead(200, { "Content-Type": METRICS_CONTENT_TYPE });
	res.end(text);
}
