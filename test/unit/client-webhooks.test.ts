import { Webhook } from "standardwebhooks";
import { Bookdrop, BookdropSignatureVerificationError, type Event } from "@bookdrop/client";
import { newSigningSecret, signatureHeader, signedHeaders } from "../../shared/events/webhook-signatures";

// client.webhooks.constructEvent: a delivery signed by the Standard Webhooks library verifies, and
// one the server signs (both schemes) does, with either header alone; a tampered body or signature,
// another secret or a stale timestamp throws; during a rotation either secret verifies.

const webhooks = new Bookdrop({ apiKey: "ab_x" }).webhooks;
const EVENT = {
	id: "evt_1aBc3dEf5gHi7jKl9mNo1pQr",
	object: "event",
	type: "customer.imported",
	created: 1795427944,
	account: "acct_AcmeLtd00000000000000001",
	livemode: true,
	data: { object: { id: "cus_4fXq2bV9kLmN8pR3sT6wYz1A", object: "customer" } },
};
const body = JSON.stringify(EVENT);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The Standard Webhooks headers the `standardwebhooks` library makes for `payload`. */
function standardHeaders(secret: string, payload: string, at = new Date()): Record<string, string> {
	return {
		"webhook-id": EVENT.id,
		"webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
		"webhook-signature": new Webhook(secret).sign(EVENT.id, at, payload),
	};
}

const refusal = (call: () => unknown) => {
	try {
		call();
	} catch (err) {
		expect(err).toBeInstanceOf(BookdropSignatureVerificationError);
		return (err as Error).message;
	}
	throw new Error("verified");
};

describe("Standard Webhooks, against the standardwebhooks library", () => {
	const secret = newSigningSecret();

	test("a payload it signs verifies, and the typed event comes back", () => {
		const event: Event = webhooks.constructEvent(body, standardHeaders(secret, body), secret);
		expect(event).toEqual(EVENT);
		expect(event.type === "customer.imported" && event.data.object.id).toBe("cus_4fXq2bV9kLmN8pR3sT6wYz1A");
		expect(webhooks.constructEvent(Buffer.from(body), new Headers(standardHeaders(secret, body)), secret)).toEqual(EVENT);
	});

	test("the library verifies what the server signs, and so does constructEvent", () => {
		const headers = signedHeaders([secret], EVENT.id, body, nowSeconds());
		expect(new Webhook(secret).verify(body, headers)).toEqual(EVENT);
		const { "Service-Signature": _, ...standard } = headers;
		expect(webhooks.constructEvent(body, standard, secret)).toEqual(EVENT);
	});

	test("a tampered body or signature, another secret and a stale or future timestamp throw", () => {
		const headers = standardHeaders(secret, body);
		expect(refusal(() => webhooks.constructEvent(body.replace("cus_", "cux_"), headers, secret))).toBe("webhook-signature: no v1 signature matches the secret");
		const flipped = headers["webhook-signature"].replace(/.(?=.{4}$)/, (c) => (c === "A" ? "B" : "A"));
		expect(refusal(() => webhooks.constructEvent(body, { ...headers, "webhook-signature": flipped }, secret))).toMatch(/no v1 signature matches/);
		expect(refusal(() => webhooks.constructEvent(body, { ...headers, "webhook-id": "evt_other" }, secret))).toMatch(/no v1 signature matches/);
		expect(refusal(() => webhooks.constructEvent(body, headers, newSigningSecret()))).toMatch(/no v1 signature matches/);
		const stale = standardHeaders(secret, body, new Date(Date.now() - 301_000));
		expect(refusal(() => webhooks.constructEvent(body, stale, secret))).toBe("webhook-signature: timestamp outside the tolerance of 300 s");
		expect(webhooks.constructEvent(body, stale, secret, 600)).toEqual(EVENT);
		expect(refusal(() => webhooks.constructEvent(body, standardHeaders(secret, body, new Date(Date.now() + 301_000)), secret))).toMatch(/tolerance/);
	});
});

describe("Service-Signature", () => {
	const secret = newSigningSecret();

	test("alone, in any case of header name, it verifies; tampered or stale, it throws", () => {
		const header = signatureHeader([secret], nowSeconds(), body);
		expect(webhooks.constructEvent(body, { "Service-Signature": header }, secret)).toEqual(EVENT);
		expect(webhooks.constructEvent(body, { "service-signature": header }, secret)).toEqual(EVENT);
		expect(refusal(() => webhooks.constructEvent(`${body} `, { "service-signature": header }, secret))).toBe(
			"Service-Signature: no v1 signature matches the secret",
		);
		const stale = signatureHeader([secret], nowSeconds() - 301, body);
		expect(refusal(() => webhooks.constructEvent(body, { "service-signature": stale }, secret))).toMatch(/tolerance of 300 s/);
	});
});

test("a delivery as the server signs it verifies with both headers; a forged one of either kind does not pass on the other's strength", () => {
	const [current, previous] = [newSigningSecret(), newSigningSecret()];
	const headers = signedHeaders([current, previous], EVENT.id, body, nowSeconds());
	expect(webhooks.constructEvent(body, headers, current)).toEqual(EVENT);
	expect(webhooks.constructEvent(body, headers, [newSigningSecret(), previous])).toEqual(EVENT);
	const forged = signedHeaders([newSigningSecret()], EVENT.id, body, nowSeconds());
	expect(refusal(() => webhooks.constructEvent(body, forged, current))).toBe(
		"webhook-signature: no v1 signature matches the secret; Service-Signature: no v1 signature matches the secret",
	);
});

test("no signature header, a body that is not JSON, or a body already parsed throws", () => {
	const secret = newSigningSecret();
	expect(refusal(() => webhooks.constructEvent(body, { "content-type": "application/json" }, secret))).toBe(
		"no signature header: expected webhook-signature or Service-Signature",
	);
	expect(refusal(() => webhooks.constructEvent("not json", standardHeaders(secret, "not json"), secret))).toBe("the signed body is not JSON");
	expect(refusal(() => webhooks.constructEvent(EVENT as never, standardHeaders(secret, body), secret))).toMatch(/not parsed JSON/);
});
