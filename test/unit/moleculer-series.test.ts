import { ServiceBroker } from "moleculer";
import { moleculerSeries } from "../../shared/platform/moleculer-series";

// shared/platform/moleculer-series.ts reads Moleculer's metric snapshots (`metrics.list()`) and
// hands prom-client objects of its own to render: a release of either library that changes those
// parts fails here, on a real broker with the options of moleculer.config.ts.

const broker = new ServiceBroker({
	nodeID: "series",
	logger: false,
	metrics: { enabled: true, collectProcessMetrics: false, reporter: null, defaultQuantiles: null as unknown as number[] },
});
broker.createService({ name: "greeter", actions: { hello: () => "hi" } });

beforeAll(async () => {
	await broker.start();
	await broker.call("greeter.hello");
});

afterAll(() => broker.stop());

const rendered = () => moleculerSeries(broker).metrics();

test("Moleculer's own series keep their names, HELP texts and labels; a label without a value (no caller) is left out", async () => {
	const text = await rendered();
	expect(text).toContain(
		[
			"# HELP moleculer_request_total Number of requests",
			"# TYPE moleculer_request_total counter",
			'moleculer_request_total{service="greeter",action="greeter.hello",type="local"} 1\n',
		].join("\n"),
	);
	expect(text).toContain("# HELP moleculer_request_time Request times in milliseconds\n# TYPE moleculer_request_time histogram\n");
	expect(text).toMatch(/^moleculer_request_time_bucket\{service="greeter",action="greeter\.hello",type="local",le="\+Inf"\} 1$/m);
	expect(text).toMatch(/^moleculer_request_time_count\{service="greeter",action="greeter\.hello",type="local"\} 1$/m);
	// no error yet: no sample, and no HELP or TYPE either
	expect(text).not.toContain("moleculer_request_error_total");
});

test("counters and gauges as they are; histograms by sorted cumulative buckets, +Inf, sum and count", async () => {
	broker.metrics.register({ name: "moleculer.transit.test.total", type: "counter", description: "Packets", labelNames: ["kind", "caller"] });
	broker.metrics.increment("moleculer.transit.test.total", { kind: 'a"b', caller: null }, 2);
	broker.metrics.register({ name: "process.memory.test", type: "gauge", description: "Bytes" });
	broker.metrics.set("process.memory.test", 42);
	broker.metrics.register({ name: "moleculer.event.test.time", type: "histogram", description: "Times", labelNames: ["event"], buckets: [10, 1, 5] });
	for (const value of [3, 20]) broker.metrics.observe("moleculer.event.test.time", value, { event: "e" });
	const text = await rendered();
	expect(text).toContain(
		["# HELP moleculer_transit_test_total Packets", "# TYPE moleculer_transit_test_total counter", 'moleculer_transit_test_total{kind="a\\"b"} 2\n'].join("\n"),
	);
	expect(text).toContain("# HELP process_memory_test Bytes\n# TYPE process_memory_test gauge\nprocess_memory_test 42\n");
	expect(text).toContain(
		[
			"# HELP moleculer_event_test_time Times",
			"# TYPE moleculer_event_test_time histogram",
			'moleculer_event_test_time_bucket{event="e",le="1"} 0',
			'moleculer_event_test_time_bucket{event="e",le="5"} 1',
			'moleculer_event_test_time_bucket{event="e",le="10"} 1',
			'moleculer_event_test_time_bucket{event="e",le="+Inf"} 2',
			'moleculer_event_test_time_sum{event="e"} 23',
			'moleculer_event_test_time_count{event="e"} 2',
		].join("\n"),
	);
});

test("host details (os.*), other parts of Moleculer and metric kinds Prometheus has no use for are not published", async () => {
	broker.metrics.register({ name: "os.hostname.test", type: "gauge" });
	broker.metrics.set("os.hostname.test", 1);
	broker.metrics.register({ name: "moleculer.registry.test", type: "gauge" });
	broker.metrics.set("moleculer.registry.test", 1);
	broker.metrics.register({ name: "moleculer.request.test.info", type: "info" });
	broker.metrics.set("moleculer.request.test.info", "v1");
	const text = await rendered();
	for (const name of ["os_hostname_test", "moleculer_registry_test", "moleculer_request_test_info"]) expect(text).not.toContain(name);
});
