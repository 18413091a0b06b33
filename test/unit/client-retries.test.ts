import { createHmac } from "node:crypto";
import { Bookdrop, BookdropConnectionError, verifyWebhook } from "@bookdrop/client";
import { scripted } from "../support/scripted-server";

// The typed client's own behaviour against a scripted server: retries and the Idempotency-Key
// they reuse, Retry-After, and webhook signatures.

const CUSTOMER = { id: "cus_1", object: "customer", name: "Jane" };
const unavailable = (retryAfter: string): [number, unknown, Record<string, string>] => [
	503,
	{ error: { type: "api_error", code: "service_unavailable", message: "later", request_id: "req_1" } },
	{ "Retry-After": retryAfter },
];

test("a create is retried after 503, 429 and a dropped connection with the same Idempotency-Key", async () => {
	const server = await scripted([unavailable("0"), [0, null], [429, { error: { code: "rate_limited" } }, { "Retry-After": "0" }], [201, CUSTOMER]]);
	const waits: number[] = [];
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, onRetry: ({ waitMs }) => waits.push(waitMs) });
	try {
		expect(await client.customers.create({ name: "Jane" })).toEqual(CUSTOMER);
		expect(server.seen).toHaveLength(4);
		expect(new Set(server.seen.map((s) => s.idempotencyKey)).size).toBe(1);
		expect(server.seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
		expect(waits[0]).toBe(0);
		expect(waits[2]).toBe(0);
	} finally {
		await server.close();
	}
});

test("a create whose key is in use (409 idempotency_key_in_use) is retried with the same key; another 409 is final", async () => {
	const inUse: [number, unknown] = [409, { error: { type: "idempotency_error", code: "idempotency_key_in_use", message: "running", request_id: "req_2" } }];
	const reused: [number, unknown] = [409, { error: { type: "idempotency_error", code: "idempotency_key_reused", message: "other body", request_id: "req_3" } }];
	const server = await scripted([inUse, [201, CUSTOMER], reused]);
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url });
	try {
		expect(await client.customers.create({ name: "Jane" })).toEqual(CUSTOMER);
		expect(server.seen).toHaveLength(2);
		expect(server.seen[1].idempotencyKey).toBe(server.seen[0].idempotencyKey);
		await expect(client.customers.create({ name: "Jane" })).rejects.toMatchObject({ status: 409, code: "idempotency_key_reused" });
		expect(server.seen).toHaveLength(3);
	} finally {
		await server.close();
	}
});

test("retries stop after maxRetries with the last answer as a typed error", async () => {
	const server = await scripted([unavailable("0"), unavailable("0"), unavailable("0")]);
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, maxRetries: 2 });
	try {
		await expect(client.customers.retrieve("cus_1")).rejects.toMatchObject({ status: 503, code: "service_unavailable", requestId: "req_1" });
		expect(server.seen).toHaveLength(3);
	} finally {
		await server.close();
	}
});

test("an update is not sent again after a dropped connection: it may have been done", async () => {
	const server = await scripted([
		[0, null],
		[200, CUSTOMER],
	]);
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url });
	try {
		await expect(client.customers.update("cus_1", { name: "Jane" })).rejects.toBeInstanceOf(BookdropConnectionError);
		expect(server.seen).toHaveLength(1);
	} finally {
		await server.close();
	}
});

describe("verifyWebhook", () => {
	const body = '{"id":"evt_1","object":"event"}';
	const sign = (secret: string, t: number, raw = body) => createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
	const now = 1_800_000_000;

	test("accepts any v1 that matches any of the secrets", () => {
		const header = `t=${now},v1=${sign("whsec_old", now)},v1=${sign("whsec_new", now)}`;
		expect(verifyWebhook(body, header, "whsec_new", 300, now)).toBe(true);
		expect(verifyWebhook(Buffer.from(body), header, ["whsec_other", "whsec_old"], 300, now)).toBe(true);
	});

	test("refuses another secret, another body, a stale timestamp and malformed headers", () => {
		const header = `t=${now},v1=${sign("whsec_a", now)}`;
		expect(verifyWebhook(body, header, "whsec_b", 300, now)).toBe(false);
		expect(verifyWebhook(`${body} `, header, "whsec_a", 300, now)).toBe(false);
		expect(verifyWebhook(body, header, "whsec_a", 300, now + 301)).toBe(false);
		expect(verifyWebhook(body, `v1=${sign("whsec_a", now)}`, "whsec_a", 300, now)).toBe(false);
		expect(verifyWebhook(body, `t=${now},t=${now},v1=${sign("whsec_a", now)}`, "whsec_a", 300, now)).toBe(false);
	});
});
