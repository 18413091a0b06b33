import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { slug } from "../../shared/document/guide-index";
import { type Exported, exportedSeries, promqlProblems } from "../support/promql-check";

// The dashboard and the alert rules operators import (k8s/monitoring/; docs/operations.md,
// "Dashboard and alerts"): every query parses with Prometheus' own grammar and names only series
// some bookdrop process exports; the dashboard is one Grafana imports, and each rule has a severity,
// a summary and a runbook that is a section of docs/operations.md.

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface Target {
	refId?: string;
	expr?: string;
	datasource?: { type?: string; uid?: string };
}
interface Panel {
	id?: number;
	type?: string;
	title?: string;
	gridPos?: { h: number; w: number; x: number; y: number };
	datasource?: { type?: string; uid?: string };
	targets?: Target[];
	panels?: Panel[];
}
interface Dashboard {
	uid?: string;
	title?: string;
	schemaVersion?: number;
	templating?: { list: Array<{ name: string; type: string; query: string }> };
	panels?: Panel[];
}
interface Rule {
	alert?: string;
	expr?: string;
	for?: string;
	labels?: Record<string, string>;
	annotations?: Record<string, string>;
}

const dashboard = JSON.parse(read("k8s/monitoring/bookdrop-dashboard.json")) as Dashboard;
const rules = load(read("k8s/monitoring/bookdrop-alerts.yaml")) as { groups: Array<{ name: string; rules: Rule[] }> };

/** Every panel, those inside collapsed rows too; rows themselves hold no query. */
const panels = (dashboard.panels ?? []).flatMap((panel) => [panel, ...(panel.panels ?? [])]).filter((panel) => panel.type !== "row");
const alerts = rules.groups.flatMap((group) => group.rules);

/** Every query, named by where it is. */
const queries: Array<[string, string]> = [
	...panels.flatMap((panel) => (panel.targets ?? []).map((target): [string, string] => [`panel "${panel.title}" ${target.refId}`, target.expr ?? ""])),
	...alerts.map((rule): [string, string] => [`alert ${rule.alert}`, rule.expr ?? ""]),
];

let exported: Exported;
beforeAll(async () => {
	exported = await exportedSeries();
});

describe("the checker", () => {
	test("reads every process's series with their labels: bookdrop's, a histogram's as its three series, Moleculer's NATS and process series", () => {
		expect([...exported.get("bookdrop_http_requests_total")!].sort()).toEqual(["instance", "job", "method", "route", "status"]);
		expect([...exported.get("bookdrop_http_request_duration_seconds_bucket")!].sort()).toEqual(["instance", "job", "le", "method", "route"]);
		expect([...exported.get("bookdrop_http_request_duration_seconds_count")!].sort()).toEqual(["instance", "job", "method", "route"]);
		expect(exported.has("bookdrop_http_request_duration_seconds")).toBe(false);
		for (const name of [
			"bookdrop_db_pool_clients",
			"bookdrop_webhook_endpoints_disabled_total",
			"moleculer_transit_connected",
			"moleculer_request_time_count",
			"process_memory_rss",
		])
			expect([name, exported.has(name)]).toEqual([name, true]);
		expect(exported.get("moleculer_request_total")).toContain("action");
	});

	test("passes a query over exported series", () => {
		expect(
			promqlProblems('histogram_quantile(0.99, sum by (le) (rate(bookdrop_http_request_duration_seconds_bucket{route!="/x"}[5m]))) > 2', exported),
		).toEqual([]);
	});

	test("fails a syntax error: an unclosed call, an unknown function, a duration that is not one", () => {
		for (const expr of [
			"sum(rate(bookdrop_http_requests_total[5m])",
			"rated(bookdrop_http_requests_total[5m])",
			"rate(bookdrop_http_requests_total[5 minutes])",
			" ",
		])
			expect(promqlProblems(expr, exported)).not.toEqual([]);
		expect(promqlProblems("sum(rate(bookdrop_http_requests_total[5m])", exported)[0]).toMatch(/^syntax error at offset/);
	});

	test("fails a series no process exports, a histogram by its own name, a selector without a metric name, and a label the series lacks", () => {
		expect(promqlProblems("sum(rate(bookdrop_http_requests_totl[5m]))", exported)).toEqual(["no process exports bookdrop_http_requests_totl"]);
		expect(promqlProblems("rate(bookdrop_http_request_duration_seconds[5m])", exported)).toEqual(["no process exports bookdrop_http_request_duration_seconds"]);
		expect(promqlProblems('absent({route="/v1/customers"})', exported)).toEqual(['a selector without a metric name: {route="/v1/customers"}']);
		expect(
			promqlProblems('rate(bookdrop_http_requests_total{statuss=~"5.."}[5m]) / rate(bookdrop_http_request_duration_seconds_count{le="1"}[5m])', exported),
		).toEqual(["bookdrop_http_requests_total has no label statuss", "bookdrop_http_request_duration_seconds_count has no label le"]);
	});
});

describe("the dashboard and the alert rules", () => {
	test("hold queries: every panel has at least one, and so has every rule", () => {
		expect(panels.length).toBeGreaterThan(10);
		for (const panel of panels) expect([panel.title, (panel.targets ?? []).length > 0]).toEqual([panel.title, true]);
		expect(alerts.length).toBeGreaterThan(5);
	});

	test("every query parses with Prometheus' grammar and names only series some process exports, by labels they carry", () => {
		const problems = queries.flatMap(([where, expr]) => promqlProblems(expr, exported).map((problem) => `${where}: ${problem}`));
		expect(problems).toEqual([]);
	});
});

describe("the Grafana dashboard", () => {
	test("has a uid, a title, a schema version and a Prometheus data source to choose at import", () => {
		expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
		expect(dashboard.title).toBe("bookdrop");
		expect(dashboard.schemaVersion).toBeGreaterThan(30);
		expect(dashboard.templating?.list).toContainEqual(expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }));
	});

	test("every panel has a unique id, a title, a place on the grid and the chosen data source, for it and its targets", () => {
		const all = dashboard.panels ?? [];
		expect(new Set(all.map((panel) => panel.id)).size).toBe(all.length);
		const source = { type: "prometheus", uid: "${datasource}" };
		for (const panel of panels) {
			expect(panel).toMatchObject({ title: expect.any(String), type: "timeseries", datasource: source });
			expect(panel.gridPos).toEqual({ h: expect.any(Number), w: expect.any(Number), x: expect.any(Number), y: expect.any(Number) });
			for (const target of panel.targets!) expect(target).toMatchObject({ refId: expect.stringMatching(/^[A-Z]$/), datasource: source });
		}
	});

	test("covers requests, latency and errors by route, pending objects, stale importers, the webhooks, NATS and the database pool", () => {
		const exprs = queries.filter(([where]) => where.startsWith("panel")).map(([, expr]) => expr);
		for (const series of [
			"bookdrop_http_requests_total",
			"bookdrop_http_request_duration_seconds_bucket",
			"bookdrop_pending_objects",
			"bookdrop_stale_importers",
			"bookdrop_webhook_oldest_due_seconds",
			"bookdrop_webhook_attempts_total",
			"bookdrop_webhook_endpoints_disabled_total",
			"moleculer_transit_connected",
			"bookdrop_db_pool_clients",
		])
			expect([series, exprs.some((expr) => expr.includes(series))]).toEqual([series, true]);
	});
});

describe("the alert rules", () => {
	const operations = read("docs/operations.md");
	const headings = [...operations.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]));

	test("are uniquely named, each with a severity, a summary and a description", () => {
		expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length);
		for (const rule of alerts) {
			expect([rule.alert, rule.labels?.severity]).toEqual([rule.alert, expect.stringMatching(/^(critical|warning)$/)]);
			expect(rule.annotations).toMatchObject({ summary: expect.any(String), description: expect.any(String) });
		}
	});

	test('each has a runbook: its own section of docs/operations.md, under "Alerts", as the gateway serves that guide', () => {
		const alertsSection = operations.slice(operations.indexOf("\n### Alerts\n"));
		for (const rule of alerts) {
			const anchor = slug(rule.alert!);
			expect(rule.annotations?.runbook_url).toBe(`https://bookdrop.example.com/docs/guides/operations#${anchor}`);
			expect([rule.alert, headings.filter((heading) => heading === anchor).length]).toEqual([rule.alert, 1]);
			expect(alertsSection).toContain(`\n#### ${rule.alert}\n`);
		}
	});
});
