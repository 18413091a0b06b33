import { ServiceBroker, type Service } from "moleculer";
import { Registry } from "prom-client";
import {
	countRequestLogsDropped,
	metricsText,
	observeHttpRequest,
	registerHttpMetrics,
	registerWebhookMetrics,
	type WebhookQueue,
} from "../../shared/platform/metrics";

// bookdrop's own series (docs/operations.md, "Metrics") in the process's prom-client registry,
// rendered with Moleculer's: counters from 0, the HTTP histogram's buckets, and gauges read at
// scrape time that are left out of a scrape whose query failed or was late.

const metrics = new Registry();
const broker = new ServiceBroker({ logger: false, metrics: { enabled: true, collectProcessMetrics: false, reporter: null } });
let queue: () => Promise<WebhookQueue>;

/** A service as providePlatform leaves it, as far as the metrics go. */
const metered = (service: Service) => Object.assign(service, { platform: { metrics } });

broker.createService({
	name: "meters",
	created() {
		registerHttpMetrics(metered(this));
		registerWebhookMetrics(metered(this), () => queue());
	},
});

beforeAll(() => broker.start());
afterAll(() => broker.stop());

const samples = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));

test("counters known in advance start at 0; a request counts once, its duration in the 5 ms to 10 s buckets; Moleculer's series beside", async () => {
	queue = async () => ({ due: 0, oldestDueSeconds: 0 });
	observeHttpRequest(metrics, "GET", "/v1/customers", "200", 0.03);
	await broker.call("$node.health");
	const text = await metricsText(broker, metrics);
	expect(samples(text, "bookdrop_rate_limited_total")).toEqual([
		'bookdrop_rate_limited_total{limit="key"} 0',
		'bookdrop_rate_limited_total{limit="address"} 0',
	]);
	expect(samples(text, "bookdrop_webhook_attempts_total")).toEqual(['bookdrop_webhook_attempts_total{outcome="succeeded"} 0']);
	expect(samples(text, "bookdrop_request_logs_dropped_total")).toEqual([
		'bookdrop_request_logs_dropped_total{reason="full"} 0',
		'bookdrop_request_logs_dropped_total{reason="failed"} 0',
	]);
	expect(samples(text, "bookdrop_http_requests_total")).toEqual(['bookdrop_http_requests_total{method="GET",route="/v1/customers",status="200"} 1']);
	const buckets = samples(text, "bookdrop_http_request_duration_seconds_bucket").map((line) => /le="([^"]+)".*\} (\d+)$/.exec(line)!.slice(1).join(" "));
	expect(buckets).toEqual(["0.005 0", "0.01 0", "0.025 0", "0.05 1", "0.1 1", "0.25 1", "0.5 1", "1 1", "2.5 1", "5 1", "10 1", "+Inf 1"]);
	const labels = '{method="GET",route="/v1/customers"}';
	expect(samples(text, "bookdrop_http_request_duration_seconds_sum")).toEqual([`bookdrop_http_request_duration_seconds_sum${labels} 0.03`]);
	expect(samples(text, "bookdrop_http_request_duration_seconds_count")).toEqual([`bookdrop_http_request_duration_seconds_count${labels} 1`]);
	expect(samples(text, "moleculer_request_total")).toEqual(['moleculer_request_total{service="$node",action="$node.health",type="local"} 1']);
});

test("requests left out of the request log count by reason, a lost batch by its size", async () => {
	countRequestLogsDropped(metrics, "failed", 500);
	countRequestLogsDropped(metrics, "full", 1);
	expect(samples(await metricsText(broker, metrics), "bookdrop_request_logs_dropped_total")).toEqual([
		'bookdrop_request_logs_dropped_total{reason="full"} 1',
		'bookdrop_request_logs_dropped_total{reason="failed"} 500',
	]);
});

test("a gauge read at scrape time shows what its query found then", async () => {
	queue = async () => ({ due: 3, oldestDueSeconds: 12.5 });
	const text = await metricsText(broker, metrics);
	expect(samples(text, "bookdrop_webhook_deliveries_due")).toEqual(["bookdrop_webhook_deliveries_due 3"]);
	expect(samples(text, "bookdrop_webhook_oldest_due_seconds")).toEqual(["bookdrop_webhook_oldest_due_seconds 12.5"]);
});

test("a query that fails, or answers after a second, leaves its gauges out of that scrape: neither 0 nor stale", async () => {
	queue = async () => Promise.reject(new Error("database gone"));
	const failed = await metricsText(broker, metrics);
	queue = () => new Promise((resolve) => setTimeout(() => resolve({ due: 7, oldestDueSeconds: 1 }), 1500));
	const late = await metricsText(broker, metrics);
	for (const text of [failed, late]) {
		expect(samples(text, "bookdrop_webhook_deliveries_due")).toEqual([]);
		expect(samples(text, "bookdrop_webhook_oldest_due_seconds")).toEqual([]);
	}
	queue = async () => ({ due: 1, oldestDueSeconds: 2 });
	expect(samples(await metricsText(broker, metrics), "bookdrop_webhook_deliveries_due")).toEqual(["bookdrop_webhook_deliveries_due 1"]);
});
