import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { newSigningSecret, signatureHeader, signedHeaders, standardSignatureHeader } from "../../shared/events/webhook-signatures";
import { addressAllowed, checkWebhookUrl, guardedLookup } from "../../services/webhooks/webhook-urls";

// docs/design.md, "Events and webhooks": webhooks reach public unicast addresses only, at creation and at connect time.
describe("addressAllowed", () => {
	test.each([
		"127.0.0.1",
		"127.255.0.9",
		"10.0.0.1",
		"172.16.3.4",
		"192.168.1.1",
		"169.254.169.254",
		"100.64.0.1",
		"0.0.0.0",
		"224.0.0.1",
		"255.255.255.255",
		"240.0.0.1",
		"::1",
		"::",
		"fe80::1",
		"fc00::1",
		"fd12:3456::1",
		"ff02::1",
		"::ffff:127.0.0.1",
		"::ffff:10.1.2.3",
		"64:ff9b::a00:1",
		"2001:db8::1",
		"not-an-address",
	])("refuses %s", (address) => {
		expect(addressAllowed(address, false)).toBe(false);
	});

	// Private IPv4 inside IPv6: IPv4-compatible (::/96, in both notations), NAT64 (well-known and
	// local-use prefixes), 6to4 and Teredo. ::/96 is refused even around a public IPv4: it is deprecated.
	test.each([
		"::127.0.0.1",
		"::7f00:1",
		"::10.0.0.1",
		"::a00:1",
		"::169.254.169.254",
		"::8.8.8.8",
		"::0.0.0.2",
		"64:ff9b::7f00:1",
		"64:ff9b::127.0.0.1",
		"64:ff9b::a9fe:a9fe",
		"64:ff9b:1::a00:1",
		"2002:7f00:1::1",
		"2002:a00:1::",
		"2002:c0a8:101::1",
		"2001:0:4136:e378:8000:63bf:3fff:fdd2",
		"::ffff:0:7f00:1",
	])("refuses %s, which embeds an IPv4 address", (address) => {
		expect(addressAllowed(address, false)).toBe(false);
	});

	test.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808"])("allows %s", (address) => {
		expect(addressAllowed(address, false)).toBe(true);
	});

	test("WEBHOOK_ALLOW_PRIVATE lets private addresses through", () => {
		expect(addressAllowed("127.0.0.1", true)).toBe(true);
	});
});

describe("checkWebhookUrl", () => {
	const refused = async (url: string, why: RegExp) => {
		await expect(checkWebhookUrl(url, false)).rejects.toMatchObject({
			type: "webhook_url_invalid",
			code: 400,
			data: { param: "url" },
			message: expect.stringMatching(why),
		});
	};

	test("refuses plain HTTP, credentials and what is not a URL", async () => {
		await refused("http://93.184.216.34/hook", /https/);
		await refused("https://user:pw@93.184.216.34/hook", /credentials/);
		await refused("not a url", /not a URL/);
	});

	test.each(["https://localhost/x", "https://api.localhost/x", "https://LOCALHOST:8443/x"])("refuses %s by name", async (url) => {
		await refused(url, /localhost/);
	});

	test.each([
		"https://127.0.0.1/x",
		"https://10.1.2.3/x",
		"https://169.254.169.254/latest",
		"https://[::1]/x",
		"https://[::ffff:127.0.0.1]/x",
		"https://100.100.0.1/x",
		"https://2130706433/x",
		"https://0x7f000001/x",
		"https://[::127.0.0.1]/x",
		"https://[::7f00:1]/x",
		"https://[64:ff9b::7f00:1]/x",
		"https://[2002:7f00:1::1]/x",
	])("refuses the private or reserved address of %s", async (url) => {
		await refused(url, /private, loopback, link-local or reserved/);
	});

	test.each(["http://localhost:4242/hooks", "https://localhost/x", "http://127.0.0.1:4242/hooks", "https://[::1]/x", "http://192.168.1.20/hooks"])(
		"refuses %s as a receiver on this machine or network, naming bookdrop listen and WEBHOOK_ALLOW_PRIVATE=true",
		async (url) => {
			await refused(
				url,
				/^This webhook URL is refused: .*(localhost|private).* run `bookdrop listen --forward-to <url>`, or start the server with WEBHOOK_ALLOW_PRIVATE=true/,
			);
		},
	);

	test("a public address over plain http is refused for its scheme, without the local-development hint", async () => {
		await expect(checkWebhookUrl("http://93.184.216.34/hook", false)).rejects.toMatchObject({ message: "This webhook URL is refused: it must use https." });
	});

	test("refuses a name that does not resolve", async () => {
		await refused("https://does-not-exist.invalid/hook", /does not resolve/);
	});

	test("with WEBHOOK_ALLOW_PRIVATE, plain http is allowed to private and loopback addresses only", async () => {
		await expect(checkWebhookUrl("http://localhost:4242/hooks", true)).resolves.toBe("http://localhost:4242/hooks");
		await expect(checkWebhookUrl("http://127.0.0.1:4242/hooks", true)).resolves.toBe("http://127.0.0.1:4242/hooks");
		await expect(checkWebhookUrl("http://10.1.2.3/hooks", true)).resolves.toBe("http://10.1.2.3/hooks");
		await expect(checkWebhookUrl("http://93.184.216.34/hook", true)).rejects.toMatchObject({
			type: "webhook_url_invalid",
			message: expect.stringMatching(/plain http.*public/),
		});
		// without it, the refusal names the ways to reach a local receiver
		await refused("http://127.0.0.1:4242/hooks", /WEBHOOK_ALLOW_PRIVATE=true/);
	});

	test("accepts a public address and normalises the URL", async () => {
		await expect(checkWebhookUrl("https://93.184.216.34/Hook?x=1", false)).resolves.toBe("https://93.184.216.34/Hook?x=1");
	});
});

describe("guardedLookup", () => {
	const lookup = (allowPrivate: boolean, all: boolean) =>
		new Promise<{ err: NodeJS.ErrnoException | null; result: unknown }>((resolve) =>
			guardedLookup(allowPrivate, false)("localhost", { all }, (err, result) => resolve({ err, result })),
		);

	test("refuses a name that resolves to a private address at connect time", async () => {
		expect((await lookup(false, false)).err?.code).toBe("EADDRNOTALLOWED");
		expect((await lookup(false, true)).err?.code).toBe("EADDRNOTALLOWED");
	});

	test.each(["::127.0.0.1", "::7f00:1", "64:ff9b::a00:1", "2002:a00:1::1"])("refuses the IPv6 literal %s at connect time", async (address) => {
		const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(false, false)(address, { all: false }, (e) => resolve(e)));
		expect(err?.code).toBe("EADDRNOTALLOWED");
	});

	test("for plain http, refuses a public address even with WEBHOOK_ALLOW_PRIVATE", async () => {
		const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(true, true)("93.184.216.34", { all: false }, (e) => resolve(e)));
		expect(err?.code).toBe("EADDRNOTALLOWED");
		const local = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(true, true)("127.0.0.1", { all: false }, (e) => resolve(e)));
		expect(local).toBeNull();
	});

	test("passes the address through when allowed, in both lookup forms", async () => {
		expect((await lookup(true, false)).result).toMatch(/^(127\.0\.0\.1|::1)$/);
		expect((await lookup(true, true)).result).toEqual(expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]));
	});
});

test("the signature is the lowercase hex HMAC-SHA256 of '<t>.<raw body>'", () => {
	const body = '{"id":"evt_1","object":"event"}';
	const expected = createHmac("sha256", "whsec_test").update(`1795255566.${body}`).digest("hex");
	expect(signatureHeader(["whsec_test"], 1795255566, body)).toBe(`t=1795255566,v1=${expected}`);
	expect(expected).toMatch(/^[0-9a-f]{64}$/);
});

test("during a rotation's overlap, one v1 per secret, the new one first", () => {
	const body = '{"id":"evt_1","object":"event"}';
	const sign = (secret: string) => createHmac("sha256", secret).update(`1795255566.${body}`).digest("hex");
	expect(signatureHeader(["whsec_new", "whsec_old"], 1795255566, body)).toBe(`t=1795255566,v1=${sign("whsec_new")},v1=${sign("whsec_old")}`);
});

describe("Standard Webhooks", () => {
	test("webhook-signature is the specification's: its published example, from its secret, id, timestamp and body", () => {
		expect(standardSignatureHeader(["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"], "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
			"v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
		);
	});

	test("a signing secret is whsec_ and base64 of 24 bytes, so the standardwebhooks package takes it as it is", () => {
		for (let i = 0; i < 200; i++) {
			const secret = newSigningSecret();
			expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
			const key = Buffer.from(secret.slice("whsec_".length), "base64");
			expect({ bytes: key.length, roundTrip: key.toString("base64") }).toEqual({ bytes: 24, roundTrip: secret.slice("whsec_".length) });
		}
	});

	test("every secret signs, space-separated, the new one first; the package verifies with either", () => {
		const [next, previous] = [newSigningSecret(), newSigningSecret()];
		const body = '{"id":"evt_1","object":"event"}';
		const now = Math.floor(Date.now() / 1000);
		const headers = signedHeaders([next, previous], "evt_1", body, now);
		expect(Object.keys(headers)).toEqual(["Service-Signature", "webhook-id", "webhook-timestamp", "webhook-signature"]);
		expect(headers["Service-Signature"]).toBe(signatureHeader([next, previous], now, body));
		expect({ id: headers["webhook-id"], timestamp: headers["webhook-timestamp"] }).toEqual({ id: "evt_1", timestamp: String(now) });
		const sign = (secret: string) => new Webhook(secret).sign("evt_1", new Date(now * 1000), body);
		expect(headers["webhook-signature"]).toBe(`${sign(next)} ${sign(previous)}`);
		for (const secret of [next, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual({ id: "evt_1", object: "event" });
		expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow("No matching signature found");
		expect(() => new Webhook(next).verify(body.replace("evt_1", "evt_2"), headers)).toThrow("No matching signature found");
	});
});
