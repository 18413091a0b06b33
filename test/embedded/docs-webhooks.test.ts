import http from "node:http";
import { AddressInfo } from "node:net";
import { newAccount, target } from "../support/suite-api";
import { blocks } from "../support/markdown";
import { waitFor } from "../support/wait";

// docs/webhooks.md, run: the endpoint create as written (its URL pointed at a local receiver, since
// the test machine may not resolve example.com), both signature checks of "Verifying a signature"
// (ours, and the standardwebhooks package's) applied to real deliveries, before and during a secret
// rotation, and the recover request of "Recovering after an outage" after a failed delivery.

const MARK = "run by: test/embedded/docs-webhooks.test.ts";
const marked = blocks("docs/webhooks.md").filter((b) => b.directive?.startsWith(MARK));
const [create, recoverCall] = marked.filter((b) => b.lang === "sh");
const answerOf = (call: { line: number }) => blocks("docs/webhooks.md").find((b) => b.line > call.line)!;
const createAnswer = answerOf(create);
const [verifySource, standardSource] = marked.filter((b) => b.lang === "js").map((b) => b.text);
type Verify = (rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean;
const verify = new Function("require", `${verifySource}\nreturn verify;`)(require) as Verify;
type VerifyStandard = (rawBody: string, headers: http.IncomingHttpHeaders, secret: string) => unknown;
const verifyStandard = new Function("require", `${standardSource}\nreturn verifyStandard;`)(require) as VerifyStandard;

interface Delivery {
	body: string;
	signature: string;
	headers: http.IncomingHttpHeaders;
}

/** What the receiver answers. */
let status = 200;

const received: Delivery[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
	receiver = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (c) => chunks.push(c));
		req.on("end", () => {
			received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["service-signature"]), headers: req.headers });
			res.writeHead(status).end("ok");
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bookdrop/events`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function nextDelivery(count: number): Promise<Delivery> {
	const deadline = Date.now() + 10_000;
	while (received.length < count) {
		if (Date.now() > deadline) throw new Error(`no delivery within 10 s (${received.length} received)`);
		await new Promise((r) => setTimeout(r, 20));
	}
	return received[count - 1];
}

test("the endpoint create of docs/webhooks.md answers the fields it shows; its signatures verify with the documented function, also during a rotation", async () => {
	const account = await newAccount("Webhooks docs");
	const shop = await account.integration();
	const body = JSON.parse(/-d '(.*)'/.exec(create.text)![1]);
	expect(body.url).toBe("https://example.com/bookdrop/events");
	const res = await fetch(`${target().url}/v1/webhook_endpoints`, {
		method: "POST",
		headers: { Authorization: `Bearer ${shop.key}`, "Content-Type": "application/json", "Idempotency-Key": /Idempotency-Key: ([\w-]+)/.exec(create.text)![1] },
		body: JSON.stringify({ ...body, url: receiverUrl }),
	});
	const endpoint = (await res.json()) as { id: string; signing_secret: string };
	expect(res.status).toBe(201);
	const shown = JSON.parse(createAnswer.text);
	expect(Object.keys(endpoint).sort()).toEqual(Object.keys(shown).sort());
	expect({ ...endpoint, id: "", url: "", signing_secret: "", created: 0, updated: 0 }).toEqual({
		...shown,
		id: "",
		url: "",
		signing_secret: "",
		created: 0,
		updated: 0,
	});
	expect(endpoint.signing_secret).toMatch(/^whsec_/);

	const test1 = await fetch(`${target().url}/v1/webhook_endpoints/${endpoint.id}/test`, { method: "POST", headers: { Authorization: `Bearer ${shop.key}` } });
	expect(test1.status).toBe(200);
	const first = await nextDelivery(1);
	expect(verify(first.body, first.signature, endpoint.signing_secret)).toBe(true);
	expect(verify(first.body.replace("webhook_endpoint.test", "webhook_endpoint.tesT"), first.signature, endpoint.signing_secret)).toBe(false);
	expect(verify(first.body, first.signature, "whsec_wrong")).toBe(false);
	expect(verify(first.body, first.signature, endpoint.signing_secret, -1)).toBe(false); // outside the tolerance
	expect(verifyStandard(first.body, first.headers, endpoint.signing_secret)).toEqual(JSON.parse(first.body));
	expect(verifyStandard(first.body.replace("webhook_endpoint.test", "webhook_endpoint.tesT"), first.headers, endpoint.signing_secret)).toBeNull();
	expect(verifyStandard(first.body, first.headers, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toBeNull();

	const rotated = await fetch(`${target().url}/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, {
		method: "POST",
		headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": "rotate-1" },
	}).then((r) => r.json() as Promise<{ signing_secret: string }>);
	expect(rotated.signing_secret).not.toBe(endpoint.signing_secret);
	await fetch(`${target().url}/v1/webhook_endpoints/${endpoint.id}/test`, { method: "POST", headers: { Authorization: `Bearer ${shop.key}` } });
	const second = await nextDelivery(2);
	expect(second.signature.match(/v1=/g)).toHaveLength(2);
	expect(verify(second.body, second.signature, rotated.signing_secret)).toBe(true);
	expect(verify(second.body, second.signature, endpoint.signing_secret)).toBe(true);
	expect(String(second.headers["webhook-signature"]).split(" ")).toHaveLength(2);
	expect(verifyStandard(second.body, second.headers, rotated.signing_secret)).toEqual(JSON.parse(second.body));
	expect(verifyStandard(second.body, second.headers, endpoint.signing_secret)).toEqual(JSON.parse(second.body));
});

test("the recover request of docs/webhooks.md queues a failed delivery again and answers the fields it shows", async () => {
	const account = await newAccount("Webhooks recovery docs");
	const shop = await account.integration();
	const api = (method: string, path: string, body?: unknown, key?: string) =>
		fetch(`${target().url}${path}`, {
			method,
			headers: { Authorization: `Bearer ${shop.key}`, "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
	const since = Math.floor(Date.now() / 1000);
	const endpoint = (await (await api("POST", "/v1/webhook_endpoints", { url: receiverUrl }, "recovery-endpoint")).json()) as { id: string };
	status = 500;
	const before = received.length;
	await api("POST", `/v1/webhook_endpoints/${endpoint.id}/test`);
	await waitFor("the test delivery to fail for good", async () => {
		const log = (await (await api("GET", `/v1/webhook_endpoints/${endpoint.id}/deliveries`)).json()) as { data: { status: string }[] };
		return log.data[0]?.status === "failed" ? true : undefined;
	});
	status = 200;
	const failedAttempts = received.length - before;

	// the request as written: its path with this endpoint's id, its Idempotency-Key, its body with a since of this test
	const path = /localhost:3000(\S+)/.exec(recoverCall.text)![1].replace(/we_\w+/, endpoint.id);
	const body = JSON.parse(/-d '(.*)'/.exec(recoverCall.text)![1]);
	expect(Object.keys(body)).toEqual(["since"]);
	const res = await api("POST", path, { since }, /Idempotency-Key: ([\w-]+)/.exec(recoverCall.text)![1]);
	expect(res.status).toBe(201);
	const answer = (await res.json()) as Record<string, unknown>;
	const shown = JSON.parse(answerOf(recoverCall).text);
	expect(Object.keys(answer).sort()).toEqual(Object.keys(shown).sort());
	expect(answer).toMatchObject({ object: shown.object, endpoint: endpoint.id, since, queued: 1 });
	const again = await nextDelivery(before + failedAttempts + 1);
	expect(JSON.parse(again.body).type).toBe("webhook_endpoint.test");
});
