import { randomUUID } from "node:crypto";
import https from "node:https";
import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expectError, request } from "../support/suite-api";
import { Scrape, scrape, scrapeUntil } from "../support/metrics-scrape";
import { ADMIN_TOKEN, freePort, Proc, Server, startEmbedded, startProcess, stopProcesses, testTls, waitAlive } from "../support/servers";
import { until } from "../support/wait";

// /metrics of an embedded server of its own (docs/operations.md, "Metrics"): every number this
// file's requests move, moved by exactly as much. A low rate limit (10 a minute per key: each part
// uses keys of its own) and a long webhook timeout, so a delivery can be held open while another waits.

const RATE_LIMIT = 10;
let server: Server;
const procs: Proc[] = [];
let metricsUrl: string;

beforeAll(async () => {
	server = await startEmbedded({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), WEBHOOK_TIMEOUT_MS: "15000" });
	procs.push(...server.procs);
	metricsUrl = `${server.url}/metrics`;
}, 60_000);

afterAll(async () => {
	await stopProcesses(procs);
	receiver?.close();
});

async function newDesktopKey(): Promise<{ accountId: string; key: string }> {
	const res = await request("POST", "/admin/v1/accounts", { key: ADMIN_TOKEN, body: { name: "Metrics Ltd" }, baseUrl: server.url });
	expect(res.status).toBe(201);
	return { accountId: res.body.account.id, key: res.body.desktop_key.secret };
}

async function integrationKey(accountId: string): Promise<string> {
	const res = await request("POST", `/admin/v1/accounts/${accountId}/api_keys`, { key: ADMIN_TOKEN, body: { scopes: ["read", "write"] }, baseUrl: server.url });
	expect(res.status).toBe(201);
	return res.body.secret;
}

const post = (key: string, path: string, body: unknown, idempotencyKey?: string) => request("POST", path, { key, body, idempotencyKey, baseUrl: server.url });

const delta = (before: Scrape, after: Scrape, name: string, labels: Record<string, string> = {}) => after.value(name, labels) - before.value(name, labels);

test("/metrics on the gateway's port needs the admin token, and is the Prometheus text format", async () => {
	const refused = await request("GET", "/metrics", { baseUrl: server.url });
	expectError(refused, 401, "api_key_missing");
	expect(refused.body.error.message).toBe(
		"No token was sent: /metrics on this port needs the admin token, as 'Authorization: Bearer <admin token>' (an API key is not enough).",
	);
	expectError(await request("GET", "/metrics", { key: "adm_not_the_token_at_all_no", baseUrl: server.url }), 401, "api_key_invalid");
	const metrics = await scrape(metricsUrl, ADMIN_TOKEN);
	expect(metrics.types.get("bookdrop_http_requests_total")).toBe("counter");
	expect(metrics.types.get("bookdrop_http_request_duration_seconds")).toBe("histogram");
	expect(metrics.types.get("bookdrop_pending_objects")).toBe("gauge");
	expect(metrics.types.get("bookdrop_stale_importers")).toBe("gauge");
	expect(metrics.types.get("bookdrop_pending_aging_alerts_total")).toBe("counter");
	expect(metrics.types.get("bookdrop_open_issues")).toBe("gauge");
	// the events and accounts services purge tables of their own; in one process, one counter holds them all
	expect(metrics.types.get("bookdrop_retention_deleted_total")).toBe("counter");
	expect(
		metrics
			.series("bookdrop_retention_deleted_total")
			.map((labels) => labels.table)
			.sort(),
	).toEqual(["events", "idempotency_keys", "issues", "portal_links", "request_logs"]);
	expect(metrics.types.get("moleculer_request_time")).toBe("histogram");
	// PGlite is one connection inside the process: no pool to report
	expect(metrics.series("bookdrop_db_pool_clients")).toEqual([]);
	// nothing about the host
	expect(metrics.text).not.toMatch(/^os_/m);
});

test("requests, a replay, a 429, batch operations and pending objects move their series by exactly what happened", async () => {
	const before = await scrape(metricsUrl, ADMIN_TOKEN);
	const merchant = await newDesktopKey();
	const shop = await integrationKey(merchant.accountId);

	const first = await post(shop, "/v1/customers", { name: "Ada" }, "metrics-ada");
	const replay = await post(shop, "/v1/customers", { name: "Ada" }, "metrics-ada");
	expect(replay.headers.get("idempotent-replayed")).toBe("true");
	const second = await post(shop, "/v1/customers", { name: "Grace" }, "metrics-grace");
	expect([first.status, replay.status, second.status]).toEqual([201, 201, 201]);

	// claim, complete and revert Ada; import Grace in one go (a claim and a complete in one commit)
	const batch = await post(merchant.key, "/v1/import_batches", { objects: [{ id: first.body.id }] }, "metrics-claim");
	expect(batch.body.status).toBe("open");
	expect((await post(merchant.key, `/v1/import_batches/${batch.body.id}/complete`, { local_refs: { [first.body.id]: "QB-1" } })).body.status).toBe("completed");
	expect((await post(merchant.key, `/v1/import_batches/${batch.body.id}/revert`, {})).body.status).toBe("reverted");
	const oneShot = await post(merchant.key, "/v1/import_batches", { objects: [{ id: second.body.id, local_ref: "QB-2" }] }, "metrics-import");
	expect(oneShot.body.status).toBe("completed");

	// a key of its own, until its budget is spent
	const spender = await integrationKey(merchant.accountId);
	let allowed = 0;
	for (;;) {
		const res = await request("GET", "/v1/customers", { key: spender, baseUrl: server.url });
		if (res.status === 429) break;
		expect(res.status).toBe(200);
		allowed++;
		expect(allowed).toBeLessThanOrEqual(RATE_LIMIT);
	}
	expectError(await request("GET", "/nowhere", { baseUrl: server.url }), 404, "route_missing");

	const after = await scrape(metricsUrl, ADMIN_TOKEN);
	const http = (method: string, route: string, status: string) => delta(before, after, "bookdrop_http_requests_total", { method, route, status });
	expect({
		creates: http("POST", "/v1/customers", "201"),
		claims: http("POST", "/v1/import_batches", "201"),
		completes: http("POST", "/v1/import_batches/:id/complete", "200"),
		reverts: http("POST", "/v1/import_batches/:id/revert", "200"),
		lists: http("GET", "/v1/customers", "200"),
		limited: http("GET", "/v1/customers", "429"),
		unmatched: http("GET", "unmatched", "404"),
		accounts: http("POST", "/admin/v1/accounts", "201"),
		keys: http("POST", "/admin/v1/accounts/:account/api_keys", "201"),
	}).toEqual({ creates: 3, claims: 2, completes: 1, reverts: 1, lists: allowed, limited: 1, unmatched: 1, accounts: 1, keys: 2 });
	expect(delta(before, after, "bookdrop_http_request_duration_seconds_count", { method: "POST", route: "/v1/customers" })).toBe(3);
	expect(delta(before, after, "bookdrop_http_request_duration_seconds_bucket", { method: "POST", route: "/v1/customers", le: "+Inf" })).toBe(3);
	expect(delta(before, after, "bookdrop_idempotent_replays_total", { route: "/v1/customers" })).toBe(1);
	expect(delta(before, after, "bookdrop_rate_limited_total", { limit: "key" })).toBe(1);
	expect(delta(before, after, "bookdrop_rate_limited_total", { limit: "address" })).toBe(0);
	expect(["claim", "complete", "revert"].map((operation) => delta(before, after, "bookdrop_import_batches_total", { operation }))).toEqual([2, 2, 1]);
	// Ada is pending again after the revert; Grace is imported
	expect(delta(before, after, "bookdrop_pending_objects", { type: "customer" })).toBe(1);
	expect(delta(before, after, "bookdrop_pending_objects", { type: "expense" })).toBe(0);
	// the action behind the route ran for each create, the replay included (the replay is answered inside it)
	const action = {
		service: "catalog",
		action: "catalog.customers.create",
		type: "local",
		caller: after.series("moleculer_request_time_count").find((l) => l.action === "catalog.customers.create")?.caller ?? "",
	};
	expect(delta(before, after, "moleculer_request_time_count", action)).toBe(3);
}, 60_000);

test("the books checks count their findings by outcome, and the snapshot's age, for each object checked and none other", async () => {
	const before = await scrape(metricsUrl, ADMIN_TOKEN);
	const merchant = await newDesktopKey();
	const shop = await integrationKey(merchant.accountId);
	const create = (path: string, body: unknown, query?: string) =>
		request("POST", path, { key: shop, body, query, idempotencyKey: randomUUID(), baseUrl: server.url });
	const books = (method: "PUT" | "PATCH", body: Record<string, unknown>) => request(method, "/v1/books", { key: merchant.key, body, baseUrl: server.url });
	// read two hours ago: every check observes an age between one and four hours
	const readAt = Math.floor(Date.now() / 1000) - 2 * 3600;
	expect((await books("PUT", { read_at: readAt, names: { customers: ["Acme GmbH"] } })).status).toBe(200);

	expect((await create("/v1/customers", { name: "Acme GmbH" })).body.books_warnings).toHaveLength(1);
	expect((await create("/v1/customers", { name: "Fresh Ltd" })).body.books_warnings).toEqual([]);
	const bulk = await create("/v1/customers/bulk", { objects: [{ name: "Twin" }, { name: "Twin" }, { name: "Acme GmbH" }] });
	expect(bulk.body.data.map((item: { object: { books_warnings: unknown[] } }) => item.object.books_warnings.length)).toEqual([0, 1, 1]);
	expect((await create("/v1/customers", { name: "Acme GmbH" }, "dry_run=true")).body.books_warnings).toHaveLength(1);
	expect((await books("PATCH", { read_at: readAt, checks: "refuse" })).status).toBe(200);
	expectError(await create("/v1/customers", { name: "Acme GmbH" }), 409, "books_conflict");
	// checks off: nothing is checked, so nothing is counted or observed
	expect((await books("PATCH", { read_at: readAt, checks: "off" })).status).toBe(200);
	expect((await create("/v1/customers", { name: "Acme GmbH" })).body.books_check).toBe("off");

	const after = await scrape(metricsUrl, ADMIN_TOKEN);
	const findings = (outcome: string) => delta(before, after, "bookdrop_books_findings_total", { code: "name_in_use", outcome });
	expect([findings("stored"), findings("refused"), findings("dry_run")]).toEqual([3, 1, 1]);
	expect(after.has("bookdrop_books_findings_total", { code: "period_locked", outcome: "refused" })).toBe(true);
	expect(delta(before, after, "bookdrop_books_findings_total", { code: "period_locked", outcome: "stored" })).toBe(0);
	expect(after.types.get("bookdrop_books_snapshot_age_seconds")).toBe("histogram");
	const age = (le: string) => delta(before, after, "bookdrop_books_snapshot_age_seconds_bucket", { le });
	expect([age("3600"), age("14400"), age("+Inf")]).toEqual([0, 7, 7]);
	expect(delta(before, after, "bookdrop_books_snapshot_age_seconds_count")).toBe(7);
	const sum = delta(before, after, "bookdrop_books_snapshot_age_seconds_sum");
	expect(sum).toBeGreaterThanOrEqual(7 * 2 * 3600);
	expect(sum).toBeLessThan(7 * 3 * 3600);
}, 60_000);

// ---- webhooks: a receiver that can hold its answers, so a delivery stays in flight while another waits

let receiver: https.Server | undefined;
/** WEBHOOK_ENDPOINT_CONCURRENCY's default: the attempts one endpoint may have under way. */
const ENDPOINT_CONCURRENCY = 4;

test("the webhook queue's depth and age move while a delivery waits, and attempts count by outcome", async () => {
	const held: ServerResponse[] = [];
	let holding = true;
	let hits = 0;
	const tls = testTls();
	receiver = https.createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
		req.resume();
		req.on("end", () => {
			hits++;
			if (holding) held.push(res);
			else res.writeHead(200).end("ok");
		});
	});
	await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
	const url = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

	const merchant = await newDesktopKey();
	const endpoint = await post(merchant.key, "/v1/webhook_endpoints", { url }, "metrics-endpoint");
	expect(endpoint.status).toBe(201);
	// a new endpoint has one attempt under way until it answers in time (docs/webhooks.md, "Fair share"): one answered at once
	holding = false;
	const start = await scrape(metricsUrl, ADMIN_TOKEN);
	expect((await post(merchant.key, `/v1/webhook_endpoints/${endpoint.body.id}/test`, {})).status).toBe(200);
	const before = await scrapeUntil(metricsUrl, ADMIN_TOKEN, (s) => delta(start, s, "bookdrop_webhook_attempts_total", { outcome: "succeeded" }) === 1);
	holding = true;
	expect(before.value("bookdrop_webhook_deliveries_due")).toBe(0);

	// the first four deliveries are held open by the receiver: the endpoint has as many under way as it may
	for (let i = 0; i < ENDPOINT_CONCURRENCY; i++) expect((await post(merchant.key, `/v1/webhook_endpoints/${endpoint.body.id}/test`, {})).status).toBe(200);
	await until(() => held.length === ENDPOINT_CONCURRENCY, 15_000, "the held deliveries");
	// so the fifth one is due and not taken
	expect((await post(merchant.key, `/v1/webhook_endpoints/${endpoint.body.id}/test`, {})).status).toBe(200);
	const waiting = await scrapeUntil(metricsUrl, ADMIN_TOKEN, (s) => s.value("bookdrop_webhook_oldest_due_seconds") > 0);
	expect(waiting.value("bookdrop_webhook_deliveries_due")).toBe(1);
	expect(waiting.value("bookdrop_webhook_oldest_due_seconds")).toBeLessThan(15);

	holding = false;
	for (const res of held) res.writeHead(200).end("ok");
	const done = await scrapeUntil(
		metricsUrl,
		ADMIN_TOKEN,
		(s) => delta(before, s, "bookdrop_webhook_attempts_total", { outcome: "succeeded" }) === ENDPOINT_CONCURRENCY + 1,
	);
	expect(hits).toBe(ENDPOINT_CONCURRENCY + 2);
	expect(done.value("bookdrop_webhook_deliveries_due")).toBe(0);
	expect(done.value("bookdrop_webhook_oldest_due_seconds")).toBe(0);
	expect(done.series("bookdrop_webhook_attempts_total").filter((labels) => labels.outcome !== "succeeded")).toEqual([]);
}, 60_000);

test("with METRICS_PORT, /metrics is served there without a token, and no longer on the public port", async () => {
	const metricsPort = await freePort();
	const gateway = await startProcess("gateway-metrics-port", { SERVICES: "gateway", ADMIN_TOKEN, METRICS_PORT: String(metricsPort) });
	procs.push(gateway);
	await waitAlive(gateway);
	const publicUrl = `http://127.0.0.1:${gateway.port}`;
	expectError(await request("GET", "/metrics", { key: ADMIN_TOKEN, baseUrl: publicUrl }), 404, "route_missing");
	const metrics = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
	expect(metrics.value("bookdrop_http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(1);
	expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404);
}, 60_000);
