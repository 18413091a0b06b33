import { systemClock } from "../../shared/platform/clock";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { ServiceBroker } from "moleculer";
import { METRICS_PORT_PATHS, opsRoutes, opsServer, portOpsPaths } from "../../shared/http/ops-routes";
import { loadConfig } from "../../shared/platform/config";
import { providePlatform } from "../../shared/middlewares/platform.middleware";
import { openPlatform } from "../../shared/platform/platform";
import { openSharedStore } from "../../shared/platform/shared-store";

// /healthz, /readyz and /metrics come from one module (shared/http/ops-routes.ts): a gateway's "/" route
// and the server of a node without a gateway answer alike, but for what docs/operations.md, "Running it" sets
// apart: the gateway's /metrics needs the admin token, and it is ready only with its services.
// In process: a gateway alone (its routes' services missing) and an ops server on one broker.

const TOKEN = "adm_unit_test_token_of_enough_length";
// a gateway alone: its readiness opens no database
const config = { ...loadConfig(), services: ["gateway"], port: 0, host: "127.0.0.1", adminToken: TOKEN, metricsPort: null };
const platform = openPlatform(config, { store: openSharedStore(config, systemClock) });
const broker = new ServiceBroker({ logger: false, metrics: { enabled: true, reporter: null }, middlewares: [providePlatform(platform)] });
let gatewayUrl: string;
let nodeUrl: string;
let scrapeUrl: string;
const servers: http.Server[] = [];

async function serve(server: http.Server): Promise<string> {
	servers.push(server);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const gateway = broker.createService(require("../../services/gateway/gateway.service").default) as unknown as { server: http.Server };
	await broker.start();
	gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
	nodeUrl = await serve(opsServer(opsRoutes(broker, platform, { paths: portOpsPaths(null) }), broker.logger));
	scrapeUrl = await serve(opsServer(opsRoutes(broker, platform, { paths: METRICS_PORT_PATHS }), broker.logger));
});

afterAll(async () => {
	for (const server of servers) server.close();
	await broker.stop();
	await platform.close();
});

async function get(url: string, init: RequestInit = {}) {
	const res = await fetch(url, init);
	const text = await res.text();
	return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

test("/healthz answers the same on a gateway and on a node without one", async () => {
	for (const base of [gatewayUrl, nodeUrl]) {
		const res = await get(`${base}/healthz`);
		expect([res.status, res.headers.get("content-type"), res.json()]).toEqual([200, "application/json; charset=utf-8", { status: "ok" }]);
	}
});

test("HEAD answers as GET does on a gateway, a node without one and METRICS_PORT: status and headers, Content-Length included, no body", async () => {
	for (const url of [`${gatewayUrl}/healthz`, `${nodeUrl}/healthz`, `${nodeUrl}/readyz`, `${scrapeUrl}/metrics`]) {
		const [got, head] = [await get(url), await get(url, { method: "HEAD" })];
		const shown = (res: typeof got) => [res.status, res.headers.get("content-type"), res.headers.get("content-length")];
		// the metrics change between two scrapes, their length with them
		const expected = url.endsWith("/metrics") ? [200, got.headers.get("content-type"), expect.stringMatching(/^[1-9]\d*$/)] : shown(got);
		expect({ url, head: shown(head), body: head.text }).toEqual({ url, head: expected, body: "" });
		expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
	}
});

test("/readyz reports alike; a gateway also needs the services behind its routes", async () => {
	const node = await get(`${nodeUrl}/readyz`);
	expect(node.status).toBe(200);
	expect(node.json()).toMatchObject({ ready: true, checks: { database: "not used", transporter: "not used", redis: "not used" }, missing: [] });
	const gateway = await get(`${gatewayUrl}/readyz`);
	expect(gateway.status).toBe(503);
	expect(gateway.json()).toMatchObject({ ready: false, checks: node.json().checks, services: node.json().services });
	expect(gateway.json().missing).toEqual(expect.arrayContaining(["accounts", "catalog", "transactions", "batches", "events", "webhooks"]));
});

test("/metrics needs the admin token on the gateway's port only", async () => {
	const refused = await get(`${gatewayUrl}/metrics`);
	expect([refused.status, refused.json().error.code]).toEqual([401, "api_key_missing"]);
	const scraped = [
		await get(`${gatewayUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }),
		await get(`${nodeUrl}/metrics`),
		await get(`${scrapeUrl}/metrics`),
	];
	for (const res of scraped) {
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
		expect(res.text).toMatch(/^# TYPE bookdrop_rate_limited_total counter$/m);
	}
});

test("an unknown path is 404 route_missing and another method 405, with the request id, everywhere", async () => {
	for (const base of [gatewayUrl, nodeUrl, scrapeUrl]) {
		const missing = await get(`${base}/nowhere`);
		expect(missing.status).toBe(404);
		expect(missing.json()).toEqual({
			error: {
				type: "invalid_request_error",
				code: "route_missing",
				message: "Unrecognized request URL (GET /nowhere).",
				request_id: missing.headers.get("request-id"),
			},
		});
		expect(missing.headers.get("request-id")).toMatch(/^req_/);
	}
	for (const base of [gatewayUrl, nodeUrl]) {
		const wrong = await get(`${base}/healthz`, { method: "POST" });
		expect([wrong.status, wrong.headers.get("allow"), wrong.json().error.code, wrong.json().error.message]).toEqual([
			405,
			"GET, HEAD",
			"method_not_allowed",
			"POST is not allowed here. Allowed: GET, HEAD.",
		]);
	}
	expect((await get(`${scrapeUrl}/healthz`)).status).toBe(404);
});

test("/ points to the reference on a gateway; a node without one, and METRICS_PORT, serve no / (404)", async () => {
	const root = await get(`${gatewayUrl}/`);
	expect([root.status, root.headers.get("content-type")]).toEqual([200, "application/json; charset=utf-8"]);
	expect(root.json()).toEqual({ object: "service", name: "bookdrop", docs: "/docs", openapi: "/v1/openapi.json", version: "2026-08-18" });
	for (const base of [nodeUrl, scrapeUrl]) {
		const missing = await get(`${base}/`);
		expect([missing.status, missing.json().error.message]).toEqual([404, "Unrecognized request URL (GET /)."]);
	}
});

test("a refused scraper of the gateway's /metrics is told it needs the admin token", async () => {
	const missing = (await get(`${gatewayUrl}/metrics`)).json().error;
	expect([missing.code, missing.message]).toEqual([
		"api_key_missing",
		"No token was sent: /metrics on this port needs the admin token, as 'Authorization: Bearer <admin token>' (an API key is not enough).",
	]);
	const wrong = (await get(`${gatewayUrl}/metrics`, { headers: { Authorization: "Bearer ab_an_api_key_is_not_it" } })).json().error;
	expect([wrong.code, wrong.message]).toEqual([
		"api_key_invalid",
		"This is not the admin token: /metrics on this port needs the admin token, as 'Authorization: Bearer <admin token>' (an API key is not enough).",
	]);
});

test("with METRICS_PORT, PORT serves the probes only", () => {
	expect(portOpsPaths(9464)).toEqual(["/healthz", "/readyz"]);
	expect(portOpsPaths(null)).toEqual(["/healthz", "/readyz", "/metrics"]);
});
