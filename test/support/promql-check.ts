import { ServiceBroker, type ServiceSchema } from "moleculer";
import { parser } from "@prometheus-io/lezer-promql";
import { brokerOptions } from "../../moleculer.config";
import { ALL_SERVICES, loadConfig } from "../../shared/platform/config";
import { publishedMetrics } from "../../shared/platform/moleculer-series";
import { openPlatform } from "../../shared/platform/platform";

// The queries of the dashboard and the alert rules (k8s/monitoring/) checked with Prometheus' own
// grammar, against the series a bookdrop deployment's /metrics can show.

/** The series a histogram is exposed as, never under its own name; `_bucket` adds the label `le`. */
const HISTOGRAM_SERIES = ["_bucket", "_sum", "_count"];

/** Labels Prometheus gives every series it scrapes. */
const TARGET_LABELS = ["instance", "job"];

/** Each series name some process can show, with the labels it can carry. */
export type Exported = ReadonlyMap<string, ReadonlySet<string>>;

/** A metric of either registry, as far as its name, type and label names go. */
interface Declared {
	name: string;
	type: string;
	labelNames?: readonly string[];
}

/**
 * Every series some process of a distributed deployment can show on /metrics, with its labels,
 * read from the registries a node fills as its services are created: every service on one broker
 * with the production options, PostgreSQL (the pool's gauge) and NATS (Moleculer's transit series),
 * neither ever connected, since nothing is started. Moleculer's series show once they have a
 * sample; they count here from the start.
 */
export async function exportedSeries(): Promise<Exported> {
	const config = loadConfig({
		SERVICES: ALL_SERVICES.join(","),
		DATABASE_URL: "postgres://bookdrop@127.0.0.1:1/never-connected",
		TRANSPORTER: "nats://127.0.0.1:1",
		ADMIN_TOKEN: "a".repeat(32),
		LOG_LEVEL: "fatal",
		LOG_FORMAT: "json",
	});
	const platform = openPlatform(config);
	const broker = new ServiceBroker({ ...brokerOptions(config, platform), logger: false });
	try {
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		for (const name of ALL_SERVICES) broker.createService(require(`../../services/${name}/${name}.service`).default as ServiceSchema);
		// prom-client keeps a metric's type and label names on the metric without declaring them in its types.
		const bookdrop = platform.metrics.getMetricsAsArray() as unknown as Declared[];
		const series = new Map<string, ReadonlySet<string>>();
		for (const { name, type, labelNames = [] } of [...bookdrop, ...publishedMetrics(broker)]) {
			const labels = [...labelNames, ...TARGET_LABELS];
			if (type !== "histogram") series.set(name, new Set(labels));
			else for (const suffix of HISTOGRAM_SERIES) series.set(name + suffix, new Set(suffix === "_bucket" ? [...labels, "le"] : labels));
		}
		return series;
	} finally {
		await broker.metrics.stop();
		await platform.close();
	}
}

/**
 * What is wrong with one PromQL expression: its syntax errors (with their offset), the series it
 * names that no process exports, and the labels it matches that such a series does not carry.
 */
export function promqlProblems(expr: string, exported: Exported): string[] {
	if (!expr.trim()) return ["empty expression"];
	const text = (node: { from: number; to: number }) => expr.slice(node.from, node.to);
	const problems: string[] = [];
	const cursor = parser.parse(expr).cursor();
	do {
		if (cursor.type.isError) problems.push(`syntax error at offset ${cursor.from}: "${expr.slice(Math.max(0, cursor.from - 10), cursor.from + 10)}"`);
		if (cursor.name !== "VectorSelector") continue;
		const selector = cursor.node;
		const identifier = selector.getChild("Identifier");
		// Every query here names its metric; a selector by labels alone could match any series.
		if (!identifier) {
			problems.push(`a selector without a metric name: ${text(selector)}`);
			continue;
		}
		const labels = exported.get(text(identifier));
		if (!labels) {
			problems.push(`no process exports ${text(identifier)}`);
			continue;
		}
		for (const matcher of selector.getChild("LabelMatchers")?.getChildren("UnquotedLabelMatcher") ?? []) {
			const label = text(matcher.getChild("LabelName")!);
			if (!labels.has(label)) problems.push(`${text(identifier)} has no label ${label}`);
		}
	} while (cursor.next());
	return problems;
}
