import { Webhook } from "standardwebhooks";
import { newAccount } from "../support/suite-api";
import { listAll, made, make } from "../support/fixtures";
import { Hit, Receiver } from "../support/receiver";
import { waitFor } from "../support/wait";

// Standard Webhooks (docs/webhooks.md, "Verifying a signature"): every delivery carries webhook-id,
// webhook-timestamp and webhook-signature beside Service-Signature, and the standardwebhooks package
// verifies real deliveries with the endpoint's signing_secret exactly as the API returns it, also
// during a rotation's overlap.

afterAll(() => Receiver.stopAll());

/** The headers as the package takes them: names and single string values. */
const headersOf = (hit: Hit): Record<string, string> => Object.fromEntries(Object.entries(hit.headers).map(([name, value]) => [name, String(value)]));

/** What the package makes of a delivery: the parsed event, or the reason it refused it. */
function verified(hit: Hit, secret: string): unknown {
	try {
		return new Webhook(secret).verify(hit.raw.toString("utf8"), headersOf(hit));
	} catch (err) {
		return (err as Error).message;
	}
}

async function hitsOf(r: Receiver, n: number): Promise<Hit[]> {
	return waitFor(`${n} requests to port ${r.port}`, () => (r.hits.length >= n ? r.hits.slice(0, n) : undefined));
}

test("every attempt verifies with the standardwebhooks package; webhook-id is the event's id on every attempt, the timestamp that of Service-Signature", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	r.answer = (n) => (n <= 2 ? 503 : 200);
	const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["customer.rejected"] });
	const customer = await made(desktop, "/v1/customers", { name: "Standard" });
	expect((await desktop.update(`/v1/customers/${customer.id}/reject`, {})).status).toBe(200);
	const hits = await hitsOf(r, 3);
	const [event] = await listAll(desktop, "/v1/events", "type=customer.rejected");
	for (const hit of hits) {
		expect(verified(hit, ep.signing_secret)).toEqual(event);
		const t = /^t=(\d+),/.exec(String(hit.headers["service-signature"]))![1];
		expect({ id: hit.headers["webhook-id"], timestamp: hit.headers["webhook-timestamp"] }).toEqual({ id: event.id, timestamp: t });
		expect(hit.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
	}
	// a changed body, another secret or another id fail
	const [first] = hits;
	expect(verified({ ...first, raw: Buffer.from(first.raw.toString().replace("Standard", "standard")) }, ep.signing_secret)).toBe("No matching signature found");
	expect(verified(first, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toBe("No matching signature found");
	expect(verified({ ...first, headers: { ...first.headers, "webhook-id": "evt_other" } }, ep.signing_secret)).toBe("No matching signature found");
});

test("during a rotation's overlap both secrets sign, as two entries; with the overlap over, only the new one", async () => {
	const { desktop } = await newAccount();
	const r = await new Receiver().start();
	const ep = await make.endpoint(desktop, { url: r.url(), enabled_events: ["webhook_endpoint.test"] });
	const rotated = await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, {});
	expect(rotated.status).toBe(201);
	expect((await desktop.update(`/v1/webhook_endpoints/${ep.id}/test`, {})).status).toBe(200);
	const [during] = await hitsOf(r, 1);
	const entries = String(during.headers["webhook-signature"]).split(" ");
	expect(entries).toHaveLength(2);
	expect(entries.every((entry) => /^v1,[A-Za-z0-9+/]{43}=$/.test(entry))).toBe(true);
	expect(String(during.headers["service-signature"]).match(/v1=/g)).toHaveLength(2);
	const event = JSON.parse(during.raw.toString());
	expect(verified(during, rotated.body.signing_secret)).toEqual(event);
	expect(verified(during, ep.signing_secret)).toEqual(event);
	// the new secret's entry comes first, as in Service-Signature
	expect(new Webhook(rotated.body.signing_secret).sign(event.id, new Date(Number(during.headers["webhook-timestamp"]) * 1000), during.raw.toString())).toBe(
		entries[0],
	);

	const sharp = await desktop.create(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { overlap_seconds: 0 });
	expect((await desktop.update(`/v1/webhook_endpoints/${ep.id}/test`, {})).status).toBe(200);
	const [, after] = await hitsOf(r, 2);
	expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
	expect(verified(after, sharp.body.signing_secret)).toEqual(JSON.parse(after.raw.toString()));
	expect(verified(after, rotated.body.signing_secret)).toBe("No matching signature found");
});
