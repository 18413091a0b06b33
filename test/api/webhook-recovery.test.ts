import { Client, expectError, newAccount, request } from "../support/suite-api";
import { Body, listAll, made, make, nowSeconds } from "../support/fixtures";
import { expectAttemptsAsAnswered, Receiver } from "../support/receiver";
import { until, waitFor } from "../support/wait";

// POST /v1/webhook_endpoints/<id>/recover (docs/webhooks.md, "Recovering after an outage"): an
// endpoint's failed and dropped deliveries since a time, queued again once each. The servers of the
// suite retry seven times in about a second (WEBHOOK_RETRY_SCHEDULE, see webhooks.test.ts).

afterAll(() => Receiver.stopAll());

const deliveriesOf = (c: Client, endpointId: string) => listAll(c, `/v1/webhook_endpoints/${endpointId}/deliveries`);

/** Waits until the endpoint has at least `n` deliveries and none is pending; answers them, newest first. */
function settled(c: Client, endpointId: string, n: number): Promise<Body[]> {
	return waitFor(`${n} settled deliveries of ${endpointId}`, async () => {
		const all = await deliveriesOf(c, endpointId);
		return all.length >= n && all.every((d) => d.status !== "pending") ? all : undefined;
	});
}

const recover = (c: Client, endpointId: string, since: number, key?: string) => c.create(`/v1/webhook_endpoints/${endpointId}/recover`, { since }, key);

/** `count` customers rejected by the desktop: one customer.rejected event each. */
async function rejectCustomers(desktop: Client, count: number, label: string): Promise<void> {
	const customers = await Promise.all(Array.from({ length: count }, (_, i) => made(desktop, "/v1/customers", { name: `${label} ${i}` })));
	for (const c of customers) expect((await desktop.update(`/v1/customers/${c.id}/reject`, {})).status).toBe(200);
}

test("after an outage that disabled the endpoint: refused while disabled, then each failed or dropped delivery delivered once; a replay queues nothing", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	const before = nowSeconds();
	const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
	await r.stop();
	// 25 deliveries to a receiver that is down: the 20th failed one disables the endpoint, the rest are dropped
	await rejectCustomers(desktop, 25, "Outage");
	await waitFor("the endpoint disabled", async () => ((await desktop.get(`/v1/webhook_endpoints/${ep.id}`)).body.status === "disabled" ? true : undefined));
	const lost = await settled(desktop, ep.id, 25);
	const statuses = lost.map((d) => d.status);
	expect(statuses.filter((s) => s === "failed").length).toBeGreaterThanOrEqual(20);
	expect(statuses.every((s) => s === "failed" || s === "dropped")).toBe(true);

	// disabled: 409, and the refusal stores nothing, so the same key works once the endpoint is enabled
	const key = "recover-after-outage";
	expectError(await recover(desktop, ep.id, before, key), 409, "endpoint_not_enabled");
	expect((await deliveriesOf(desktop, ep.id)).map((d) => d.status)).toEqual(statuses);

	await r.start();
	expect((await desktop.update(`/v1/webhook_endpoints/${ep.id}`, { status: "enabled" })).status).toBe(200);
	const res = await recover(desktop, ep.id, before, key);
	expect(res.status).toBe(201);
	expect(res.body).toEqual({ object: "webhook_recovery", endpoint: ep.id, since: before, queued: 25, created: expect.any(Number) });
	expect(res.body.created).toBeGreaterThanOrEqual(before);

	const recovered = await settled(desktop, ep.id, 25);
	expect(recovered.map((d) => d.status)).toEqual(Array(25).fill("succeeded"));
	// The earlier attempts stay in the log (a failed delivery's seven, none of which reached the
	// receiver). Each delivery was queued once: the receiver met it on the attempt that succeeded
	// and at most once more per attempt that timed out while this machine was busy (the servers of
	// the suite wait 1 s for an answer), as at-least-once delivery allows, and never otherwise.
	const earlier = new Map(lost.map((d) => [d.id, d.attempts.length]));
	expect(earlier.get(lost.find((l) => l.status === "failed")!.id)).toBe(7);
	const sinceRecovery = (d: Body): Body[] => d.attempts.slice(earlier.get(d.id));
	const hitsOf = (event: string) => r.eventIds().filter((id) => id === event).length;
	for (const d of recovered) {
		const attempts = sinceRecovery(d);
		expect(attempts[attempts.length - 1]).toMatchObject({ http_status: 200, error: null });
		expect(attempts.slice(0, -1).map((a) => a.error)).toEqual(Array(attempts.length - 1).fill("timeout"));
		expect(hitsOf(d.event)).toBeGreaterThanOrEqual(1);
		expect(hitsOf(d.event)).toBeLessThanOrEqual(attempts.length);
	}
	expect(new Set(r.eventIds())).toEqual(new Set(lost.map((d) => d.event)));
	const recoveryAttempts = recovered.reduce((sum, d) => sum + sinceRecovery(d).length, 0);

	// the same key replays the answer and queues nothing; another key finds nothing left to queue
	const replay = await recover(desktop, ep.id, before, key);
	expect({ status: replay.status, body: replay.body, replayed: replay.headers.get("idempotent-replayed") }).toEqual({
		status: 201,
		body: res.body,
		replayed: "true",
	});
	const again = await recover(desktop, ep.id, before);
	expect({ status: again.status, queued: again.body.queued }).toEqual({ status: 201, queued: 0 });
	expect((await deliveriesOf(desktop, ep.id)).every((d) => d.status === "succeeded")).toBe(true);
	expect(r.hits.length).toBeGreaterThanOrEqual(25);
	expect(r.hits.length).toBeLessThanOrEqual(recoveryAttempts);
});

test("since: only deliveries created at or after it; a succeeded or pending one is never queued again", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	let accept = false;
	r.answer = () => (accept ? 200 : 500);
	const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
	await rejectCustomers(desktop, 2, "Earlier");
	const earlier = await settled(desktop, ep.id, 2);
	const [oldest, newest] = [Math.min(...earlier.map((d) => d.created)), Math.max(...earlier.map((d) => d.created))];
	// the next delivery is created in a later second than the first two
	await until(() => nowSeconds() > newest);
	await rejectCustomers(desktop, 1, "Later");
	const all = await settled(desktop, ep.id, 3);
	expect(all.map((d) => d.status)).toEqual(["failed", "failed", "failed"]);
	const later = all[0];
	expect(later.created).toBeGreaterThan(newest);

	accept = true;
	expect((await recover(desktop, ep.id, nowSeconds() + 60)).body.queued).toBe(0);
	const first = await recover(desktop, ep.id, later.created);
	expect(first.body).toMatchObject({ since: later.created, queued: 1 });
	await settled(desktop, ep.id, 3);
	expect((await deliveriesOf(desktop, ep.id)).map((d) => d.status)).toEqual(["succeeded", "failed", "failed"]);

	// from the oldest: the two earlier ones; the later one succeeded and stays as it is
	const second = await recover(desktop, ep.id, oldest);
	expect(second.body.queued).toBe(2);
	const done = await settled(desktop, ep.id, 3);
	expect(done.map((d) => d.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
	// seven failed attempts and one success each, every attempt as the receiver answered it
	expect(done.map((d) => d.attempts.slice(0, 7).every((a: Body) => a.http_status !== 200))).toEqual([true, true, true]);
	for (const d of done) expectAttemptsAsAnswered(d, r);

	// a pending delivery is left alone: a receiver that hangs keeps its first attempt under way
	r.answer = () => "hang";
	await rejectCustomers(desktop, 1, "Pending");
	await waitFor("the hanging attempt", () => (r.hits.length === 25 ? true : undefined));
	expect((await recover(desktop, ep.id, 0)).body.queued).toBe(0);
});

test("needs write, an Idempotency-Key, a valid since and an endpoint the key can see", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const reader = await account.integration(["read"], shop.keyObject.integration);
	const other = await (await newAccount()).integration();
	const ep = await make.endpoint(shop, { url: "https://127.0.0.1:9/hook" });
	const path = `/v1/webhook_endpoints/${ep.id}/recover`;

	expectError(await reader.create(path, { since: 0 }), 403, "insufficient_scope");
	expectError(await request("POST", path, { key: shop.key, body: { since: 0 } }), 400, "idempotency_key_missing");
	expectError(await shop.create(path, {}), 400, "parameter_missing", "since");
	expectError(await shop.create(path, { since: -1 }), 400, "parameter_invalid", "since");
	expectError(await shop.create(path, { since: 1.5 }), 400, "parameter_invalid", "since");
	expectError(await shop.create(path, { since: "yesterday" }), 400, "parameter_invalid", "since");
	expectError(await shop.create(path, { since: 0, until: 1 }), 400, "parameter_unknown", "until");
	expectError(await other.create(path, { since: 0 }), 404, "resource_missing");
	expect((await shop.create(path, { since: 0 })).body).toMatchObject({ object: "webhook_recovery", endpoint: ep.id, since: 0, queued: 0 });
});
