import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { until } from "../support/wait";

// The webhook delivery state machine, in process, against a plain-http receiver on loopback
// (WEBHOOK_ALLOW_PRIVATE): a 2xx ends a delivery as succeeded after one attempt; failures are tried
// again on the schedule (here at once, then after 0.2 s) and end as failed; an endpoint whose last 20
// deliveries failed is disabled, says so in the event log, and is counted in the process's metrics.

let app: InProcess;
let integration: Principal;
let desktop: Principal;
let receiver: http.Server;
const hits: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
	receiver = http.createServer((req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => {
			hits.push({ path: req.url ?? "", headers: req.headers, body });
			res.writeHead(req.url === "/ok" ? 200 : 500).end();
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	app = await startServices(["accounts", "catalog", "batches", "events", "webhooks"], {
		WEBHOOK_RETRY_SCHEDULE: "0,0.2",
		WEBHOOK_TIMEOUT_MS: "1000",
	});
	({ integration, desktop } = await app.account());
}, 60_000);

afterAll(async () => {
	await app.stop();
	receiver.close();
});

const url = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;
const endpoint = (path: string) =>
	app.call<{ id: string; signing_secret: string }>("webhooks.create", { url: url(path), enabled_events: ["customer.rejected"] }, integration, key());
/** A customer of the integration, declined by the merchant: one customer.rejected event. */
async function rejection(): Promise<string> {
	const { id } = await app.call<{ id: string }>("catalog.customers.create", { name: "Declined" }, integration, key());
	await app.call("batches.customers.reject", { id }, desktop);
	return id;
}
const deliveries = async (id: string) => (await app.call<{ data: any[] }>("webhooks.deliveries", { id, limit: "100" }, integration)).data;

test("a 2xx ends a delivery as succeeded after one signed attempt", async () => {
	const ok = await endpoint("/ok");
	const customer = await rejection();
	await until(async () => (await deliveries(ok.id)).some((d) => d.status === "succeeded"), 15_000, "a succeeded delivery");
	const [delivery] = await deliveries(ok.id);
	expect(delivery).toMatchObject({ status: "succeeded", event_type: "customer.rejected", attempts: [{ http_status: 200, error: null }] });
	const hit = hits.find((h) => h.path === "/ok" && JSON.parse(h.body).data.object.id === customer)!;
	const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers["service-signature"]))!;
	expect(createHmac("sha256", ok.signing_secret).update(`${t}.${hit.body}`).digest("hex")).toBe(v1);
});

test("a failing receiver is tried on the schedule, then the delivery is failed", async () => {
	const failing = await endpoint("/fail-once");
	await rejection();
	await until(async () => (await deliveries(failing.id)).some((d) => d.status === "failed"), 15_000, "a failed delivery");
	const [delivery] = await deliveries(failing.id);
	expect(delivery.attempts.map((a: { http_status: number; error: string }) => [a.http_status, a.error])).toEqual([
		[500, "http_status"],
		[500, "http_status"],
		[500, "http_status"],
	]);
});

/** bookdrop_webhook_endpoints_disabled_total of this process (docs/operations.md, "Metrics"). */
const disabledCount = async () => (await app.platform.metrics.getSingleMetric("bookdrop_webhook_endpoints_disabled_total")!.get()).values[0]?.value;

test("an endpoint whose last 20 deliveries failed is disabled, with the reason; the event log says so, and the metrics count each disabled endpoint once", async () => {
	expect(await disabledCount()).toBe(0);
	const failing = await endpoint("/fail-always");
	for (let i = 0; i < 20; i++) await rejection();
	await until(
		async () => (await app.call<{ status: string }>("webhooks.retrieve", { id: failing.id }, integration)).status === "disabled",
		30_000,
		"the endpoint being disabled",
	);
	expect(await app.call("webhooks.retrieve", { id: failing.id }, integration)).toMatchObject({ status: "disabled", disabled_reason: "deliveries_failing" });
	const events = await app.call<{ data: Array<{ data: { object: { id: string } } }> }>("events.list", { type: "webhook_endpoint.disabled" }, integration);
	expect(events.data.map((e) => e.data.object.id)).toContain(failing.id);
	// The worker counts each endpoint it disabled once it has read back what its statement disabled, a moment
	// after the commit: this one, and the earlier test's, which the same 20 declines failed for as well.
	const failingUrls = [url("/fail-once"), url("/fail-always")];
	const endpoints = async () => (await app.call<{ data: Array<{ status: string; url: string }> }>("webhooks.list", {}, integration)).data;
	await until(
		async () => (await endpoints()).filter((e) => failingUrls.includes(e.url) && e.status === "disabled").length === 2,
		30_000,
		"both failing endpoints disabled",
	);
	await until(async () => (await disabledCount()) === 2, 5_000, "both disabled endpoints counted");
	// The healthy endpoint of the same integration stays enabled.
	expect((await endpoints()).find((e) => e.url === url("/ok"))).toMatchObject({ status: "enabled" });
	expect(await disabledCount()).toBe(2);
}, 60_000);
