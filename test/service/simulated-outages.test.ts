import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { until } from "../support/wait";

// A simulated outage of a test account's webhook endpoint (services/webhooks/simulated-outages.ts),
// in process, against a plain-http receiver that always answers 200: while the endpoint is down
// nothing reaches the receiver, each delivery fails at its first attempt (the seven-attempt schedule
// compressed), and the 20 failures disable the endpoint through the usual auto-disable; the outage's
// end enables it, recovers what failed, and the first success resolves the issue. A live account's
// endpoint is never put down.

let app: InProcess;
let receiver: http.Server;
const received: string[] = [];

beforeAll(async () => {
	receiver = http.createServer((req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => {
			received.push(JSON.parse(body).id);
			res.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	// the platform's schedule, seven attempts over about 15 hours: the outage must not wait for it
	app = await startServices(["accounts", "catalog", "batches", "events", "webhooks"], { WEBHOOK_TIMEOUT_MS: "1000" });
}, 60_000);

afterAll(async () => {
	await app.stop();
	receiver.close();
});

const url = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
const endpoint = (principal: Principal) => app.call<{ id: string }>("webhooks.create", { url: url() }, principal, key());
const deliveries = async (principal: Principal, id: string) => (await app.call<{ data: any[] }>("webhooks.deliveries", { id, limit: "100" }, principal)).data;
const events = async (principal: Principal, type: string) => (await app.call<{ data: any[] }>("events.list", { type, limit: "100" }, principal)).data;
const internal = <T = any>(action: string, params: Record<string, unknown>) => app.broker.call<T, Record<string, unknown>>(action, params);

test("an outage fails 20 deliveries at their first attempt without sending them, which disables the endpoint and opens its issue; its end enables it, recovers them and resolves the issue", async () => {
	const { integration } = await app.account("Outage Ltd", "test");
	const { id } = await endpoint(integration);
	const started = Date.now();
	const { endpoint: down, since } = await app.call<{ endpoint: string; since: number }>("webhooks.startOutage", {}, integration);
	expect(down).toBe(id);
	await until(async () => (await internal("webhooks.outageState", { endpoint: id })).status === "disabled", 10_000, "the endpoint disabled");
	const disabledWithin = Date.now() - started;

	const failed = await deliveries(integration, id);
	expect(failed).toHaveLength(20);
	for (const delivery of failed) {
		expect(delivery).toMatchObject({ event_type: "webhook_endpoint.test", status: "failed", next_attempt_at: null });
		expect(delivery.attempts).toEqual([
			expect.objectContaining({
				error: "simulated_outage",
				http_status: null,
				error_message: expect.stringContaining("Simulated outage (sandbox scenario endpoint_down)"),
			}),
		]);
	}
	expect(received).toEqual([]);
	const [disabled] = await events(integration, "webhook_endpoint.disabled");
	expect(disabled.data.object).toMatchObject({ id, status: "disabled", disabled_reason: "deliveries_failing" });
	const [opened] = await events(integration, "issue.opened");
	expect(opened.data.object).toMatchObject({ kind: "endpoint_disabled", endpoint: id, status: "open" });

	const ended = await internal("webhooks.endOutage", { endpoint: id, since });
	expect(ended).toMatchObject({ endpoint: { id, status: "enabled", disabled_reason: null }, queued: 20 });
	expect(await internal("webhooks.outageState", { endpoint: id })).toMatchObject({ status: "enabled", down: false });
	await until(async () => (await events(integration, "issue.resolved")).length === 1, 10_000, "the issue resolved");
	const [resolved] = await events(integration, "issue.resolved");
	expect(resolved.data.object).toMatchObject({ id: opened.data.object.id, status: "resolved" });
	expect(await internal("webhooks.outageState", { endpoint: id })).toEqual({ status: "enabled", down: false, issue: null });
	await until(async () => (await deliveries(integration, id)).filter((d) => d.status === "succeeded").length === 21, 10_000, "every delivery succeeded");
	// the 20 recovered, each after its failed attempt, and the issue's resolution, sent to the endpoint enabled again
	expect(new Set(received)).toEqual(new Set([...failed.map((d) => d.event), resolved.id]));
	expect(disabledWithin).toBeLessThan(5_000);
});

test("a live account's endpoint is never put down: refused with test_mode_only, its deliveries still sent", async () => {
	const { integration } = await app.account("Live Ltd", "live");
	const { id } = await endpoint(integration);
	await expect(app.call("webhooks.startOutage", { endpoint: id }, integration)).rejects.toMatchObject({ type: "test_mode_only" });
	await expect(app.call("webhooks.startOutage", {}, integration)).rejects.toMatchObject({ type: "test_mode_only" });
	expect(await internal("webhooks.outageState", { endpoint: id })).toEqual({ status: "enabled", down: false, issue: null });
	const delivery = await app.call<{ id: string; event: string }>("webhooks.test", { id }, integration);
	await until(async () => (await deliveries(integration, id)).some((d) => d.status === "succeeded"), 10_000, "the test delivered");
	expect(received).toContain(delivery.event);
});

test("an outage needs an enabled endpoint of the principal's own: none, another account's or integration's, or a disabled one is refused with a clear error", async () => {
	const { integration, desktop } = await app.account("Empty Ltd", "test");
	await expect(app.call("webhooks.startOutage", {}, integration)).rejects.toMatchObject({
		type: "resource_missing",
		message: expect.stringContaining("no enabled webhook endpoint"),
	});
	const other = await app.account("Other Ltd", "test");
	const { id: others } = await endpoint(other.integration);
	await expect(app.call("webhooks.startOutage", { endpoint: others }, integration)).rejects.toMatchObject({ type: "resource_missing" });
	const { id } = await endpoint(integration);
	// the desktop key sees the integration's endpoint, but only its owner puts it down
	await expect(app.call("webhooks.startOutage", { endpoint: id }, desktop)).rejects.toMatchObject({ type: "resource_missing" });
	await expect(app.call("webhooks.startOutage", {}, desktop)).rejects.toMatchObject({ type: "resource_missing" });
	await app.call("webhooks.update", { id, status: "disabled" }, desktop);
	await expect(app.call("webhooks.startOutage", { endpoint: id }, integration)).rejects.toMatchObject({ type: "endpoint_not_enabled" });
});
