import type { ServiceBroker } from "moleculer";
import { Registry, type Metric } from "prom-client";

// Moleculer's registry reaches /metrics through prom-client here, and nowhere else, leaning on two
// parts neither library documents: the snapshot of a metric in Moleculer's `metrics.list()` (its
// types call it a Map), and the object prom-client's registry renders (`get()` answering name,
// help, type and samples, as its own metrics do). test/unit/moleculer-series.test.ts fails when a
// release of either changes them.

/** Moleculer's series we publish: action and event calls, the transporter, the process. Not `os.*` (host details). */
const PUBLISHED = [/^moleculer\.(request|event|transit|transporter)\./, /^process\.(memory|uptime|eventloop|gc|internal)/];

/** One labelled value of a Moleculer metric, as `metrics.list()` gives it. */
interface Snapshot {
	labels: Record<string, unknown>;
	value?: number | null;
	/** A histogram's cumulative counts by upper bound, its count and sum. */
	buckets?: Record<string, number>;
	count?: number;
	sum?: number;
}

interface Sample {
	metricName?: string;
	labels: Record<string, string | number>;
	value: number;
}

/** A label without a value (a call without a caller) is left out, as Moleculer's own exporters do. */
function shownLabels(labels: Record<string, unknown>): Record<string, string | number> {
	const shown: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(labels))
		if (value !== null && value !== undefined) shown[name] = typeof value === "number" ? value : String(value);
	return shown;
}

/** A metric's samples: counters and gauges as they are, histograms by cumulative buckets, sum and count. */
function samples(name: string, type: PublishedMetric["type"], items: Snapshot[]): Sample[] {
	if (type === "counter" || type === "gauge") {
		const known = items.filter((item) => item.value !== null && item.value !== undefined);
		return known.map((item) => ({ labels: shownLabels(item.labels), value: Number(item.value) }));
	}
	return items.flatMap((item) => {
		const labels = shownLabels(item.labels);
		const buckets = Object.entries(item.buckets ?? {}).sort(([a], [b]) => Number(a) - Number(b));
		return [
			...buckets.map(([le, count]) => ({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: count })),
			{ metricName: `${name}_bucket`, labels: { ...labels, le: "+Inf" }, value: item.count ?? 0 },
			{ metricName: `${name}_sum`, labels, value: item.sum ?? 0 },
			{ metricName: `${name}_count`, labels, value: item.count ?? 0 },
		];
	});
}

/** One of Moleculer's metrics that /metrics shows, by its Prometheus name and type, with its values now. */
export interface PublishedMetric {
	name: string;
	type: "counter" | "gauge" | "histogram";
	help: string;
	/** The labels its samples may carry (one without a value is left out of a sample). */
	labelNames: readonly string[];
	values: Snapshot[];
}

/**
 * Moleculer's metrics that /metrics shows once they have a sample: the published ones of a type
 * Prometheus' text format has. A list of names that can appear, whatever was called so far, for
 * whoever writes queries over them (test/unit/promql.test.ts).
 */
export function publishedMetrics(broker: ServiceBroker): PublishedMetric[] {
	return broker.metrics
		.list()
		.filter((metric) => PUBLISHED.some((pattern) => pattern.test(metric.name)) && ["counter", "gauge", "histogram"].includes(metric.type))
		.map((metric) => ({
			name: metric.name.replace(/[.-]/g, "_"),
			type: metric.type as PublishedMetric["type"],
			help: (metric.description ?? metric.name).replace(/\n/g, " "),
			labelNames: metric.labelNames ?? [],
			values: metric.values as unknown as Snapshot[],
		}));
}

/**
 * Moleculer's published series as they stand now, in a registry of their own for prom-client to
 * render: a metric without a sample is left out, HELP and TYPE included.
 */
export function moleculerSeries(broker: ServiceBroker): Registry {
	const registry = new Registry();
	for (const { name, type, help, values: snapshots } of publishedMetrics(broker)) {
		const values = samples(name, type, snapshots);
		if (!values.length) continue;
		const rendered = { name, help, type, aggregator: "sum", get: async () => ({ name, help, type, aggregator: "sum", values }) };
		registry.registerMetric(rendered as unknown as Metric);
	}
	return registry;
}
