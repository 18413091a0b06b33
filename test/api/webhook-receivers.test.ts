import type { ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { Client, newAccount } from "../support/suite-api";
import { Body, make } from "../support/fixtures";
import { Receiver } from "../support/receiver";
import { waitFor } from "../support/wait";

// Receivers that misbehave (docs/webhooks.md, "Deliveries"): deliveries to different endpoints never
// wait on each other, an endpoint that answers in time has at most WEBHOOK_ENDPOINT_CONCURRENCY (4)
// attempts under way and one that does not (or has not yet) one, and an attempt ends within WEBHOOK_TIMEOUT_MS (1000 in the suite) whatever the receiver does,
// reading at most the 1024 bytes it records. The suite's servers retry at once, then every 0.2 s.

const TIMEOUT_MS = 1000;
/**
 * Nothing else ends these attempts (the receivers never finish), so the timeout ended one that
 * lasted at least TIMEOUT_MS and well under this; a busy machine fires the timer late (by 0.8 s
 * seen with two CI runs on two cores), which says nothing of where the attempt was cut.
 */
const CUT_BY_TIMEOUT_BEFORE_MS = 5 * TIMEOUT_MS;
/** What an endpoint that has not answered within half the timeout may have under way ("Fair share"). */
const SLOW_CONCURRENCY = 1;

afterAll(() => Receiver.stopAll());

/** Sends the endpoint a `webhook_endpoint.test` event; answers its delivery. */
async function testEvent(c: Client, endpointId: string): Promise<Body> {
	const res = await c.update(`/v1/webhook_endpoints/${endpointId}/test`, {});
	if (res.status !== 200) throw new Error(`test event: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

/** The delivery once its first attempt has finished. */
const firstAttempt = (c: Client, endpointId: string, deliveryId: string) =>
	waitFor(`the first attempt of ${deliveryId}`, async () => {
		const res = await c.get(`/v1/webhook_endpoints/${endpointId}/deliveries/${deliveryId}`);
		const duration = res.body.attempts?.[0]?.duration_ms;
		return typeof duration === "number" ? (res.body as Body) : undefined;
	});

/**
 * The delivery once it succeeded, and its successful attempt: on a loaded machine an earlier attempt
 * may have run out of time before the receiver's headers came, and been retried.
 */
async function succeeded(c: Client, endpointId: string, deliveryId: string): Promise<Body> {
	const delivery = await waitFor(`${deliveryId} succeeded`, async () => {
		const res = await c.get(`/v1/webhook_endpoints/${endpointId}/deliveries/${deliveryId}`);
		return res.body.status === "succeeded" ? (res.body as Body) : undefined;
	});
	return delivery.attempts.find((a: Body) => a.http_status === 200);
}

const disable = (c: Client, endpointId: string) => c.update(`/v1/webhook_endpoints/${endpointId}`, { status: "disabled" });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** A receiver that never answers, and counts the requests it holds open at once. */
async function silentReceiver(): Promise<{ receiver: Receiver; open: () => number; most: () => number }> {
	const receiver = await new Receiver().start();
	let open = 0;
	let most = 0;
	receiver.answer = (_n, _hit, res) => {
		open++;
		most = Math.max(most, open);
		res.on("close", () => open--);
		return "hang";
	};
	return { receiver, open: () => open, most: () => most };
}

test("ten endpoints that never answer hold up no other account's endpoint, and each gets one attempt at once", async () => {
	const silentOwner = (await newAccount()).desktop;
	const silent = await Promise.all(Array.from({ length: 10 }, silentReceiver));
	const silentEndpoints = await Promise.all(silent.map((s) => make.endpoint(silentOwner, { url: s.receiver.url() })));
	// sixteen deliveries each (fewer than the 20 failures that disable an endpoint): an endpoint that
	// never answered in time has one under way (docs/webhooks.md, "Fair share"), fifteen waiting
	for (let i = 0; i < 16; i++) await Promise.all(silentEndpoints.map((ep) => testEvent(silentOwner, ep.id)));
	await waitFor(
		() => `every silent receiver holding ${SLOW_CONCURRENCY} request (${silent.map((s) => s.open()).join(",")})`,
		() => (silent.every((s) => s.most() === SLOW_CONCURRENCY) ? true : undefined),
	);

	const healthyOwner = (await newAccount()).desktop;
	const healthy = await new Receiver().start();
	const ep = await make.endpoint(healthyOwner, { url: healthy.url() });
	const latencies: number[] = [];
	for (let i = 0; i < 30; i++) {
		const sent = Date.now();
		const delivery = await testEvent(healthyOwner, ep.id);
		const hit = await waitFor(`delivery ${i + 1} to the healthy endpoint`, () => healthy.hits.find((h) => h.body?.id === delivery.event), 10_000, 5);
		latencies.push(hit.at - sent);
	}
	// the silent endpoints were still full the whole time, and never had more than one under way
	const stillWaiting = await silentOwner.get(`/v1/webhook_endpoints/${silentEndpoints[0].id}/deliveries`, "status=pending&limit=100");
	expect(stillWaiting.body.data.length).toBeGreaterThan(SLOW_CONCURRENCY);
	expect(silent.map((s) => s.most())).toEqual(silent.map(() => SLOW_CONCURRENCY));
	await Promise.all(silentEndpoints.map((s) => disable(silentOwner, s.id)));

	// Held up, a delivery would wait for a silent attempt to end, at the timeout, and the silent ones
	// start and end together: most of the thirty would take a good part of it. The machine itself
	// delays one now and then by as much (a CI run on two busy cores saw one of 1,079 ms), so it is
	// the 90th percentile that says whether deliveries waited, not the slowest.
	latencies.sort((a, b) => a - b);
	console.log(
		`deliveries to the healthy endpoint beside ten silent ones, ms: median ${quantile(latencies, 0.5)}, 90th percentile ${quantile(latencies, 0.9)}, slowest ${latencies[latencies.length - 1]}`,
	);
	expect(quantile(latencies, 0.9)).toBeLessThan(TIMEOUT_MS / 2);
}, 120_000);

test("a 200 with an endless body: recorded as succeeded with its first 1024 bytes, and the connection is closed", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	const CAP = 64 * 1024 * 1024;
	let written = 0;
	let closedAfter = -1;
	r.answer = (_n, _hit, res: ServerResponse) => {
		res.writeHead(200, { "Content-Type": "text/plain" });
		const chunk = Buffer.alloc(16 * 1024, "é");
		const pump = () => {
			while (written < CAP && !res.destroyed && res.write(chunk)) written += chunk.length;
			if (written < CAP && !res.destroyed) res.once("drain", pump);
		};
		res.on("close", () => (closedAfter = written));
		pump();
		return "hang";
	};
	const ep = await make.endpoint(desktop, { url: r.url() });
	const attempt = await succeeded(desktop, ep.id, (await testEvent(desktop, ep.id)).id);
	expect(attempt).toMatchObject({ http_status: 200, error: null, error_message: null });
	// 1024 bytes of two-byte characters: 512 of them
	expect(attempt.response_body).toBe("é".repeat(512));
	expect(attempt.duration_ms).toBeLessThan(TIMEOUT_MS);
	await waitFor("the receiver's connection closed", () => (closedAfter >= 0 ? true : undefined), 5000);
	// bookdrop stopped reading: what the receiver got out is what the socket buffers held, far below the cap
	expect(closedAfter).toBeLessThan(CAP / 4);
}, 30_000);

test("a 200 whose body drips: the attempt ends at the timeout with what came, and keeps its success", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	r.answer = (_n, _hit, res: ServerResponse) => {
		res.writeHead(200, { "Content-Type": "text/plain" });
		const drip = setInterval(() => res.write("."), 50);
		res.on("close", () => clearInterval(drip));
		return "hang";
	};
	const ep = await make.endpoint(desktop, { url: r.url() });
	const attempt = await succeeded(desktop, ep.id, (await testEvent(desktop, ep.id)).id);
	expect(attempt).toMatchObject({ http_status: 200, error: null, response_body: expect.stringMatching(/^\.{5,}$/) });
	expect(attempt.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
	expect(attempt.duration_ms).toBeLessThan(CUT_BY_TIMEOUT_BEFORE_MS);
}, 30_000);

test("headers that never end: the attempt times out at WEBHOOK_TIMEOUT_MS with no status and no body", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	r.answer = (_n, _hit, res: ServerResponse) => {
		const socket = res.socket as TLSSocket;
		socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n");
		const drip = setInterval(() => socket.write("X-Drip: 1\r\n"), 50);
		socket.on("close", () => clearInterval(drip));
		return "hang";
	};
	const ep = await make.endpoint(desktop, { url: r.url() });
	const delivery = await firstAttempt(desktop, ep.id, (await testEvent(desktop, ep.id)).id);
	await disable(desktop, ep.id);
	const [attempt] = delivery.attempts;
	expect(attempt).toMatchObject({ http_status: null, error: "timeout", error_message: `no answer within ${TIMEOUT_MS} ms`, response_body: null });
	expect(attempt.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
	expect(attempt.duration_ms).toBeLessThan(CUT_BY_TIMEOUT_BEFORE_MS);
}, 30_000);

test("a failure's answer is recorded too, and an empty answer is an empty body", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	r.answer = (n, _hit, res: ServerResponse) => {
		if (n === 1) res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"database down"}');
		else res.writeHead(204).end();
		return "hang";
	};
	const ep = await make.endpoint(desktop, { url: r.url() });
	await testEvent(desktop, ep.id);
	const delivery = await waitFor("a delivery that succeeded on its second attempt", async () => {
		const res = await desktop.get(`/v1/webhook_endpoints/${ep.id}/deliveries`);
		return res.body.data[0]?.status === "succeeded" ? (res.body.data[0] as Body) : undefined;
	});
	expect(delivery.attempts).toEqual([
		expect.objectContaining({ http_status: 500, error: "http_status", response_body: '{"error":"database down"}' }),
		expect.objectContaining({ http_status: 204, error: null, response_body: "" }),
	]);
}, 30_000);
