import { ServiceBroker, type ServiceSchema } from "moleculer";
import { parser } from "@prometheus-io/lezer-promql";
import { brokerOptions } from "../../moleculer.config";
import { ALL_SERVICES, loadConfig } from "../../shared/platform/config";
import { publishedMetrics } from "../../shared/platform/moleculer-series";
import { openPlatform } from "../../shared/platform/platform";

// The queries of the dashboard and the alert rules (k8s/monitoring/) checked with Prometheus' own
// grammar, against the series a bookdrop deployment's /metrics can show.

/** The series a histogram is exposed as: never under its own name. */
const HISTOGRAM_SERIES = ["_bucket", "_sum", "_count"];

/**
 * Every series name some process of a distributed deployment can show on /metrics, read from the
 * registries a node fills as its services are created: every service on one broker with the
 * production options, PostgreSQL (the pool's gauge) and NATS (Moleculer's transit series), neither
 * ever connected, since nothing is started. Moleculer's series show once they have a sample; they count here from the start.
 */
export async function exportedSeries(): Promise<Set<string>> {
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
		const bookdrop = (await platform.metrics.getMetricsAsJSON()).map(({ name, type }) => ({ name, type: String(type) }));
		const names = new Set<string>();
		for (const { name, type } of [...bookdrop, ...publishedMetrics(broker)]) {
			for (const series of type === "histogram" ? HISTOGRAM_SERIES.map((suffix) => name + suffix) : [name]) names.add(series);
		}
		return names;
	} finally {
		await broker.metrics.stop();
		await platform.close();
	}
}

/** What is wrong with one PromQL expression: its syntax errors (with their offset) and the series it names that no process exports. */
export function promqlProblems(expr: string, exported: ReadonlySet<string>): string[] {
	if (!expr.trim()) return ["empty expression"];
	const problems: string[] = [];
	const cursor = parser.parse(expr).cursor();
	do {
		if (cursor.type.isError) problems.push(`syntax error at offset ${cursor.from}: "${expr.slice(Math.max(0, cursor.from - 10), cursor.from + 10)}"`);
		if (cursor.name !== "VectorSelector") continue;
		const selector = cursor.node;
		const identifier = selector.getChild("Identifier");
		// Every query here names its metric; a selector by labels alone could match any series.
		if (!identifier) problems.push(`a selector without a metric name: ${expr.slice(selector.from, selector.to)}`);
		else if (!exported.has(expr.slice(identifier.from, identifier.to))) problems.push(`no process exports ${expr.slice(identifier.from, identifier.to)}`);
	} while (cursor.next());
	return problems;
}
