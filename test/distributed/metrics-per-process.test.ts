import { expectError, newAccount, request, target } from "../support/suite-api";
import { scrape } from "../support/metrics-scrape";
import { ALL_SERVICES } from "../support/servers";

// Every process of the topology serves /metrics with the series of what it runs (docs/operations.md,
// "Metrics"). Other test files share these processes, so the numbers here are lower bounds.

const SERVICES = ALL_SERVICES.filter((name) => name !== "gateway");
const processes = () => target().processes!;

beforeAll(async () => {
	// one call to each service, through the gateway
	const account = await newAccount("Metrics everywhere");
	const shop = await account.integration();
	expect((await shop.create("/v1/customers", { name: "Counted" })).status).toBe(201);
	for (const path of ["/v1/expenses", "/v1/import_batches", "/v1/events", "/v1/webhook_endpoints"]) {
		expect((await account.desktop.get(path)).status).toBe(200);
	}
}, 30_000);

describe.each(SERVICES)("the %s process", (service) => {
	test("serves /metrics on its health port, with its own actions' series and no other service's", async () => {
		const metrics = await scrape(`${processes()[service]}/metrics`);
		const local = metrics.series("moleculer_request_total").filter((labels) => labels.type === "local");
		expect(local.some((labels) => labels.service === service)).toBe(true);
		expect(local.filter((labels) => labels.service !== service && SERVICES.includes(labels.service))).toEqual([]);
		expect(metrics.series("bookdrop_http_requests_total")).toEqual([]);
		// it queries PostgreSQL through a pool
		expect(
			metrics
				.series("bookdrop_db_pool_clients")
				.map((labels) => labels.state)
				.sort(),
		).toEqual(["idle", "total", "waiting"]);
	});
});

test("the batches process counts batch operations and what is pending, the webhooks process its queue", async () => {
	const batches = await scrape(`${processes().batches}/metrics`);
	expect(
		batches
			.series("bookdrop_import_batches_total")
			.map((labels) => labels.operation)
			.sort(),
	).toEqual(["claim", "complete", "revert"]);
	expect(batches.value("bookdrop_pending_objects", { type: "customer" })).toBeGreaterThanOrEqual(1);
	const webhooks = await scrape(`${processes().webhooks}/metrics`);
	expect(webhooks.has("bookdrop_webhook_deliveries_due")).toBe(true);
	expect(webhooks.has("bookdrop_webhook_oldest_due_seconds")).toBe(true);
	expect(webhooks.has("bookdrop_webhook_attempts_total", { outcome: "succeeded" })).toBe(true);
	for (const other of SERVICES.filter((name) => name !== "webhooks")) {
		expect((await scrape(`${processes()[other]}/metrics`)).has("bookdrop_webhook_deliveries_due")).toBe(false);
	}
});

test("the accounts process counts stale importers and the pending alerts it sent; no other process does", async () => {
	const accounts = await scrape(`${processes().accounts}/metrics`);
	expect(accounts.types.get("bookdrop_stale_importers")).toBe("gauge");
	// the suite's IMPORTER_STALE_AFTER is a day: nobody's importer is stale yet
	expect(accounts.value("bookdrop_stale_importers")).toBe(0);
	expect(accounts.types.get("bookdrop_pending_aging_alerts_total")).toBe("counter");
	expect(accounts.has("bookdrop_pending_aging_alerts_total")).toBe(true);
	for (const other of SERVICES.filter((name) => name !== "accounts")) {
		const metrics = await scrape(`${processes()[other]}/metrics`);
		expect([metrics.has("bookdrop_stale_importers"), metrics.types.has("bookdrop_pending_aging_alerts_total")]).toEqual([false, false]);
	}
});

test("the events and accounts processes count the rows their retention passes deleted, each for its own tables; no other process does", async () => {
	const tables = async (name: string) =>
		(await scrape(`${processes()[name]}/metrics`))
			.series("bookdrop_retention_deleted_total")
			.map((labels) => labels.table)
			.sort();
	expect(await tables("events")).toEqual(["events", "idempotency_keys", "issues", "request_logs"]);
	expect(await tables("accounts")).toEqual(["portal_links"]);
	for (const other of SERVICES.filter((name) => name !== "events" && name !== "accounts")) {
		expect((await scrape(`${processes()[other]}/metrics`)).types.has("bookdrop_retention_deleted_total")).toBe(false);
	}
});

test("the events process shows the open issues of every kind; no other process does", async () => {
	const events = await scrape(`${processes().events}/metrics`);
	expect(events.types.get("bookdrop_open_issues")).toBe("gauge");
	expect(
		events
			.series("bookdrop_open_issues")
			.map((labels) => labels.kind)
			.sort(),
	).toEqual(["decline", "endpoint_disabled", "importer_stale"]);
	for (const other of SERVICES.filter((name) => name !== "events")) {
		expect((await scrape(`${processes()[other]}/metrics`)).types.has("bookdrop_open_issues")).toBe(false);
	}
});

test("the catalog and transactions processes count the books checks' findings, every pair from 0, and the snapshots' age; no other process does", async () => {
	const creating = ["catalog", "transactions"];
	for (const service of creating) {
		const metrics = await scrape(`${processes()[service]}/metrics`);
		expect(metrics.series("bookdrop_books_findings_total")).toHaveLength(4 * 3);
		expect(metrics.has("bookdrop_books_findings_total", { code: "period_locked", outcome: "dry_run" })).toBe(true);
		expect(metrics.types.get("bookdrop_books_snapshot_age_seconds")).toBe("histogram");
	}
	for (const other of SERVICES.filter((name) => !creating.includes(name))) {
		const metrics = await scrape(`${processes()[other]}/metrics`);
		expect([metrics.types.has("bookdrop_books_findings_total"), metrics.types.has("bookdrop_books_snapshot_age_seconds")]).toEqual([false, false]);
	}
});

test.each(["gateway-a", "gateway-b"])("%s serves /metrics to the admin token only, with the HTTP series", async (name) => {
	const url = processes()[name];
	expectError(await request("GET", "/metrics", { baseUrl: url }), 401, "api_key_missing");
	const metrics = await scrape(`${url}/metrics`, target().adminToken);
	expect(metrics.has("bookdrop_rate_limited_total", { limit: "key" })).toBe(true);
	expect(metrics.series("moleculer_request_total").some((labels) => labels.action === "gateway.rest" && labels.type === "local")).toBe(true);
	expect(metrics.series("bookdrop_pending_objects")).toEqual([]);
	expect(metrics.series("bookdrop_db_pool_clients")).toEqual([]);
	if (url === target().url) {
		expect(metrics.value("bookdrop_http_requests_total", { method: "POST", route: "/v1/customers", status: "201" })).toBeGreaterThanOrEqual(1);
	}
});
