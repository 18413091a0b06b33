import http from "node:http";
import type { Service, ServiceBroker } from "moleculer";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolUse } from "./database";
import { moleculerSeries } from "./moleculer-series";

/**
 * bookdrop's own metrics beside Moleculer's, served in Prometheus' text format at scrape time
 * (docs/operations.md, "Metrics"). bookdrop's series live in the process's prom-client registry
 * (the platform's `metrics`): each service registers its own as it is created, and counts through
 * the functions below. prom-client renders them, and Moleculer's registry beside them
 * (shared/platform/moleculer-series.ts), instead of Moleculer's Prometheus reporter, which would
 * open a server of its own and name its series otherwise.
 */

/** The process's registry of bookdrop's series. */
export type Metrics = Registry;

const HTTP_REQUESTS = "bookdrop_http_requests_total";
const HTTP_DURATION = "bookdrop_http_request_duration_seconds";
const RATE_LIMITED = "bookdrop_rate_limited_total";
const REPLAYS = "bookdrop_idempotent_replays_total";
const REQUEST_LOGS_DROPPED = "bookdrop_request_logs_dropped_total";
const IMPORT_BATCHES = "bookdrop_import_batches_total";
const WEBHOOK_ATTEMPTS = "bookdrop_webhook_attempts_total";
const WEBHOOK_ENDPOINTS_DISABLED = "bookdrop_webhook_endpoints_disabled_total";
const PENDING = "bookdrop_pending_objects";
const REJECTIONS = "bookdrop_rejections_total";
const EXPIRED = "bookdrop_expired_objects_total";
const WEBHOOKS_DUE = "bookdrop_webhook_deliveries_due";
const WEBHOOK_OLDEST_DUE = "bookdrop_webhook_oldest_due_seconds";
const DB_POOL = "bookdrop_db_pool_clients";
const STALE_IMPORTERS = "bookdrop_stale_importers";
const PENDING_ALERTS = "bookdrop_pending_aging_alerts_total";
const OPEN_ISSUES = "bookdrop_open_issues";
const BOOKS_FINDINGS = "bookdrop_books_findings_total";
const BOOKS_AGE = "bookdrop_books_snapshot_age_seconds";
const RETAINED = "bookdrop_retention_deleted_total";

/** A gauge that needs a query gives up after this; its series are left out of that scrape. */
const COLLECT_MS = 1000;

/** Reads what some gauges show, at scrape time. */
interface Collector {
	gauges: string[];
	collect(): Promise<void>;
}

/** A service of this process: its platform's registry holds its series. */
type MeteredService = Service & { platform: { metrics: Metrics } };

/** A service whose gauges are read at scrape time: `metricsText` runs the collectors of the broker's services. */
type CollectingService = Service & { collectors?: Collector[] };

function addCollector(service: Service, collector: Collector): void {
	const collecting = service as CollectingService;
	collecting.collectors = [...(collecting.collectors ?? []), collector];
}

const counter = (metrics: Metrics, name: string, help: string, labelNames: string[]) => new Counter({ name, help, labelNames, registers: [metrics] });
const gauge = (metrics: Metrics, name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [metrics] });
/** A series this process registered, by name (the services count through the registry they were given). */
const registered = <T>(metrics: Metrics, name: string) => metrics.getSingleMetric(name) as T;

/** Leaves a gauge out of a scrape: reset alone shows a gauge without labels as 0. */
function leaveOut(gauge: Gauge): void {
	gauge.reset();
	gauge.remove({});
}

// Counters start at zero for the label values known in advance, so a rate over them exists before the first event.

export type RateLimit = "key" | "address";
export type BatchOperation = "claim" | "complete" | "revert";

/** The gateway's series: requests, their durations, refusals and replays. */
export function registerHttpMetrics({ platform: { metrics } }: MeteredService): void {
	counter(metrics, HTTP_REQUESTS, "HTTP requests answered, by method, route template and status", ["method", "route", "status"]);
	new Histogram({
		name: HTTP_DURATION,
		help: "Time from a request's arrival to its response's end, in seconds",
		labelNames: ["method", "route"],
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		registers: [metrics],
	});
	const rateLimited = counter(
		metrics,
		RATE_LIMITED,
		"Requests refused with 429: over a key's budget (key) or too many without a valid key from one address (address)",
		["limit"],
	);
	for (const limit of ["key", "address"]) rateLimited.inc({ limit }, 0);
	counter(metrics, REPLAYS, "Creates answered with the stored answer of an earlier request with the same Idempotency-Key", ["route"]);
	const dropped = counter(
		metrics,
		REQUEST_LOGS_DROPPED,
		"Requests left out of the request log: the gateway's buffer was full (full) or their batch did not reach the events service (failed)",
		["reason"],
	);
	for (const reason of ["full", "failed"]) dropped.inc({ reason }, 0);
}

/** One HTTP request the gateway answered (or a client gave up on: status "aborted"). */
export function observeHttpRequest(metrics: Metrics, method: string, route: string, status: string, seconds: number): void {
	registered<Counter>(metrics, HTTP_REQUESTS).inc({ method, route, status });
	registered<Histogram>(metrics, HTTP_DURATION).observe({ method, route }, seconds);
}

export function countRateLimited(metrics: Metrics, limit: RateLimit): void {
	registered<Counter>(metrics, RATE_LIMITED).inc({ limit });
}

export function countReplay(metrics: Metrics, route: string): void {
	registered<Counter>(metrics, REPLAYS).inc({ route });
}

export function countRequestLogsDropped(metrics: Metrics, reason: "full" | "failed", count: number): void {
	registered<Counter>(metrics, REQUEST_LOGS_DROPPED).inc({ reason }, count);
}

/** The label values of the rejections counter, which the domain defines: each pair starts at 0. */
export interface RejectionLabels {
	codes: readonly string[];
	by: readonly string[];
}

/**
 * The batches service's series: batch operations, declines, objects expired (each of `types` from
 * 0), and the objects `pendingByType` finds waiting at scrape time.
 */
export function registerImportMetrics(
	service: MeteredService,
	pendingByType: () => Promise<Map<string, number>>,
	rejections: RejectionLabels,
	types: readonly string[],
): void {
	const { metrics } = service.platform;
	const batches = counter(metrics, IMPORT_BATCHES, "Import batch operations that committed: claim (a batch opened), complete, revert", ["operation"]);
	for (const operation of ["claim", "complete", "revert"]) batches.inc({ operation }, 0);
	const rejected = counter(metrics, REJECTIONS, "Objects declined, by reason code and by whom (merchant or integration)", ["code", "by"]);
	for (const code of rejections.codes) for (const by of rejections.by) rejected.inc({ code, by }, 0);
	const expired = counter(metrics, EXPIRED, "Objects the expiry sweep marked expired (past their expires_at, pending and unclaimed), by type", ["type"]);
	for (const type of types) expired.inc({ type }, 0);
	const pending = gauge(metrics, PENDING, "Objects waiting for the merchant, by type, over all accounts", ["type"]);
	addCollector(service, {
		gauges: [PENDING],
		async collect() {
			for (const [type, count] of await pendingByType()) pending.set({ type }, count);
		},
	});
}

export function countImportBatches(metrics: Metrics, operation: BatchOperation): void {
	registered<Counter>(metrics, IMPORT_BATCHES).inc({ operation });
}

export function countRejection(metrics: Metrics, code: string, by: string): void {
	registered<Counter>(metrics, REJECTIONS).inc({ code, by });
}

/** Objects of one type an expiry sweep of this process marked expired. */
export function countExpired(metrics: Metrics, type: string, count: number): void {
	registered<Counter>(metrics, EXPIRED).inc({ type }, count);
}

/** What became of an object with findings: stored with them (warn), refused (refuse), or neither (a dry run). */
export type BooksOutcome = "stored" | "refused" | "dry_run";
const BOOKS_OUTCOMES: BooksOutcome[] = ["stored", "refused", "dry_run"];

/**
 * The series of the services that create the seven types: the books' findings, and the age of the
 * snapshot each check used. The catalog and transactions services may share a process: the first registers.
 */
export function registerBooksMetrics({ platform: { metrics } }: MeteredService, codes: readonly string[]): void {
	if (metrics.getSingleMetric(BOOKS_FINDINGS)) return;
	const findings = counter(metrics, BOOKS_FINDINGS, "Findings of the books checks on creates and updates, by reason code and what became of the object", [
		"code",
		"outcome",
	]);
	for (const code of codes) for (const outcome of BOOKS_OUTCOMES) findings.inc({ code, outcome }, 0);
	new Histogram({
		name: BOOKS_AGE,
		help: "Age of the books snapshot a check used (now minus its read_at), in seconds",
		// A minute to a month: an importer that keeps its snapshot current stays in the first buckets.
		buckets: [60, 300, 900, 3600, 4 * 3600, 86400, 3 * 86400, 7 * 86400, 30 * 86400],
		registers: [metrics],
	});
}

/** One object checked against a snapshot `ageSeconds` old, with the codes of its findings (none, one, or several). */
export function observeBooksCheck(metrics: Metrics, codes: readonly string[], outcome: BooksOutcome, ageSeconds: number): void {
	const findings = registered<Counter>(metrics, BOOKS_FINDINGS);
	for (const code of codes) findings.inc({ code, outcome });
	registered<Histogram>(metrics, BOOKS_AGE).observe(Math.max(0, ageSeconds));
}

/** The webhook queue now: deliveries due and not taken by a worker, and how long the oldest of them has been due. */
export interface WebhookQueue {
	due: number;
	oldestDueSeconds: number;
}

/** The webhooks service's series: attempts, endpoints disabled, and the queue `queue` reads at scrape time. */
export function registerWebhookMetrics(service: MeteredService, queue: () => Promise<WebhookQueue>): void {
	const { metrics } = service.platform;
	counter(metrics, WEBHOOK_ATTEMPTS, "Webhook delivery attempts this process finished, by outcome", ["outcome"]).inc({ outcome: "succeeded" }, 0);
	counter(metrics, WEBHOOK_ENDPOINTS_DISABLED, "Webhook endpoints this process's workers disabled because their last deliveries all failed", []);
	const due = gauge(metrics, WEBHOOKS_DUE, "Webhook deliveries due now and not yet taken by a worker");
	const oldestDue = gauge(metrics, WEBHOOK_OLDEST_DUE, "How long the oldest due delivery has been due, in seconds (0 when none is)");
	addCollector(service, {
		gauges: [WEBHOOKS_DUE, WEBHOOK_OLDEST_DUE],
		async collect() {
			const queued = await queue();
			due.set(queued.due);
			oldestDue.set(queued.oldestDueSeconds);
		},
	});
}

/** The accounts service's series: accounts whose importer is stale, read from `stale` at scrape time, and the pending alerts it sent. */
export function registerPresenceMetrics(service: MeteredService, stale: () => Promise<number>): void {
	const staleImporters = gauge(
		service.platform.metrics,
		STALE_IMPORTERS,
		"Accounts whose importer (the desktop software) is stale: no request with its key for IMPORTER_STALE_AFTER seconds",
	);
	counter(
		service.platform.metrics,
		PENDING_ALERTS,
		"account.pending_aging events this process recorded: integrations whose oldest pending object passed their threshold",
		[],
	).inc(0);
	addCollector(service, {
		gauges: [STALE_IMPORTERS],
		async collect() {
			staleImporters.set(await stale());
		},
	});
}

/** `account.pending_aging` events this process recorded, by its sweep or by a threshold set. */
export function countPendingAgingAlerts(metrics: Metrics, count: number): void {
	registered<Counter>(metrics, PENDING_ALERTS).inc(count);
}

/** The events service's gauge: the open issues of each of `kinds`, read from `openByKind` at scrape time (a kind without any shows 0). */
export function registerIssueMetrics(service: MeteredService, openByKind: () => Promise<Map<string, number>>, kinds: readonly string[]): void {
	const open = gauge(service.platform.metrics, OPEN_ISSUES, "Issues open now, by kind, over all accounts", ["kind"]);
	addCollector(service, {
		gauges: [OPEN_ISSUES],
		async collect() {
			const counts = await openByKind();
			for (const kind of kinds) open.set({ kind }, counts.get(kind) ?? 0);
		},
	});
}

/**
 * The rows a service's retention passes delete, by table (docs/scaling.md, "What grows"). Two
 * services purge tables of their own: in one process, the first of them registers the counter.
 */
export function registerRetentionMetrics({ platform: { metrics } }: MeteredService, tables: readonly string[]): void {
	const deleted =
		registered<Counter | undefined>(metrics, RETAINED) ??
		counter(metrics, RETAINED, "Rows the retention passes deleted as they passed their time, by table", ["table"]);
	for (const table of tables) deleted.inc({ table }, 0);
}

/** What one retention pass deleted, by table. */
export function countRetained(metrics: Metrics, deleted: Record<string, number>): void {
	for (const [table, count] of Object.entries(deleted)) registered<Counter>(metrics, RETAINED).inc({ table }, count);
}

/** `succeeded`, or the attempt's error code (docs/webhooks.md, "Delivery log"). */
export function countWebhookAttempt(metrics: Metrics, outcome: string): void {
	registered<Counter>(metrics, WEBHOOK_ATTEMPTS).inc({ outcome });
}

/** An endpoint a worker of this process disabled: its last deliveries all failed (`deliveries_failing`). */
export function countEndpointDisabled(metrics: Metrics): void {
	registered<Counter>(metrics, WEBHOOK_ENDPOINTS_DISABLED).inc();
}

/**
 * The database pool's gauge, read from `poolUse` at scrape time. A process has one pool, however
 * many of its services use it: the first of them to be created registers the gauge.
 */
export function registerPoolMetrics(service: MeteredService, poolUse: () => PoolUse | null): void {
	const { metrics } = service.platform;
	if (metrics.getSingleMetric(DB_POOL)) return;
	const pool = gauge(metrics, DB_POOL, "PostgreSQL pool clients: total, idle, and queries waiting for one (PGlite: none)", ["state"]);
	addCollector(service, {
		gauges: [DB_POOL],
		async collect() {
			for (const [state, count] of Object.entries(poolUse() ?? {})) pool.set({ state }, count);
		},
	});
}

async function collect(collector: Collector, broker: ServiceBroker, metrics: Metrics): Promise<void> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${COLLECT_MS} ms`)), COLLECT_MS)));
	try {
		await Promise.race([collector.collect(), late]);
	} catch (err) {
		// A series that is not known now is left out rather than shown stale.
		for (const name of collector.gauges) leaveOut(registered<Gauge>(metrics, name));
		broker.getLogger("metrics").debug(`metrics: ${collector.gauges.join(", ")} left out of this scrape:`, err);
	} finally {
		clearTimeout(timer);
	}
}

/** The exposition of this process: the gauges that need a query are read now, each within a second. */
export async function metricsText(broker: ServiceBroker, metrics: Metrics): Promise<string> {
	const collectors = broker.services.flatMap((service) => (service as CollectingService).collectors ?? []);
	await Promise.all(collectors.map((collector) => collect(collector, broker, metrics)));
	return Registry.merge([moleculerSeries(broker), metrics]).metrics();
}

/** Answers a scrape of this process: its broker's series and bookdrop's in `metrics`. */
export async function sendMetrics(broker: ServiceBroker, metrics: Metrics, res: http.ServerResponse): Promise<void> {
	const text = await metricsText(broker, metrics);
	res.statusCode = 200;
	res.setHeader("Content-Type", metrics.contentType);
	res.end(text);
}
