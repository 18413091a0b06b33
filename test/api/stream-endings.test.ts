import { admin, newAccount, request, target } from "../support/suite-api";
import { OpenStream, openStream, plainReceiver, startListen, streamEnd } from "../support/listen-driver";
import { until } from "../support/wait";

// An open event stream does not outlive its key (docs/api.md, "Event stream"): revoked, replaced or
// expired, the key's streams end with a last message saying why (`event: end`), on the gateway that
// revoked at once and on every other within 10 s.
const AT_ONCE_MS = 1_500;
const REVOCATION_BOUND_MS = 10_000;

async function ready(stream: OpenStream) {
	expect(stream.status).toBe(200);
	await until(() => stream.text().includes("event: ready"), 10_000, "the ready message");
}

/** How long after `since` the server ended `stream`, and its last message. */
async function ending(stream: OpenStream, since: number) {
	await until(
		() => stream.endedAt() !== undefined,
		REVOCATION_BOUND_MS + 5_000,
		() => `the stream's end: ${stream.text().slice(-300)}`,
	);
	return { ms: stream.endedAt()! - since, end: streamEnd(stream.text()) };
}

const revokedEnd = { reason: "key_revoked", message: expect.stringMatching(/revoked/) };

test("revoking a key ends its open streams with `event: end` (key_revoked): at once on the gateway that revoked, within 10 s on the others", async () => {
	const { urls } = target();
	const account = await newAccount();
	const shop = await account.integration();
	const here = await openStream(shop.key, urls[0]);
	const there = await openStream(shop.key, urls.at(-1));
	try {
		for (const stream of [here, there]) await ready(stream);
		const revoked = await request("DELETE", `/v1/api_keys/${shop.keyObject.id}`, { key: account.desktop.key, baseUrl: urls[0] });
		expect(revoked.status).toBe(200);
		const at = Date.now();
		const [onRevoking, onOther] = [await ending(here, at), await ending(there, at)];
		console.log(`stream ends after a revocation: ${onRevoking.ms} ms on the revoking gateway, ${onOther.ms} ms on the other`);
		expect(onRevoking).toEqual({ ms: expect.any(Number), end: revokedEnd });
		expect(onRevoking.ms).toBeLessThan(AT_ONCE_MS);
		expect(onOther.end).toEqual(revokedEnd);
		expect(onOther.ms).toBeLessThan(REVOCATION_BOUND_MS);
		expect((await openStream(shop.key, urls[0])).error?.code).toBe("api_key_invalid");
	} finally {
		here.close();
		there.close();
	}
});

test("an admin's revocation and the desktop key's replacement end the streams of the keys they revoke, and no other", async () => {
	const { urls } = target();
	const account = await newAccount();
	const [revokedShop, keptShop] = [await account.integration(), await account.integration()];
	const streams = {
		revokedShop: await openStream(revokedShop.key, urls.at(-1)),
		keptShop: await openStream(keptShop.key, urls.at(-1)),
		desktop: await openStream(account.desktop.key, urls.at(-1)),
	};
	try {
		for (const stream of Object.values(streams)) await ready(stream);
		expect((await admin(`/api_keys/${revokedShop.keyObject.id}`, undefined, "DELETE", urls[0])).status).toBe(200);
		expect((await ending(streams.revokedShop, Date.now())).end).toEqual(revokedEnd);
		expect((await admin(`/accounts/${account.accountId}/desktop_key`, {}, "POST", urls[0])).status).toBe(201);
		expect((await ending(streams.desktop, Date.now())).end).toEqual(revokedEnd);
		// the other key's stream goes on
		expect(streams.keptShop.endedAt()).toBeUndefined();
		expect(streamEnd(streams.keptShop.text())).toBeUndefined();
	} finally {
		for (const stream of Object.values(streams)) stream.close();
	}
});

test("a key's stream ends when the key expires, with `event: end` (key_expired)", async () => {
	const account = await newAccount();
	const expiresAt = Math.floor(Date.now() / 1000) + 3;
	const key = await admin(`/accounts/${account.accountId}/api_keys`, { scopes: ["read"], expires_at: expiresAt });
	expect(key.status).toBe(201);
	const stream = await openStream(key.body.secret);
	try {
		await ready(stream);
		const { ms, end } = await ending(stream, expiresAt * 1000);
		expect(end).toEqual({ reason: "key_expired", message: expect.stringMatching(/expired/) });
		// it ends at its expiry, not before (the server's clock is this machine's)
		expect(ms).toBeGreaterThanOrEqual(0);
		expect(ms).toBeLessThan(AT_ONCE_MS);
	} finally {
		stream.close();
	}
});

test("`bookdrop listen` whose key is revoked stops with the server's reason and forwards nothing of the end", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const receiver = await plainReceiver();
	const listen = startListen(shop.key, receiver.url);
	try {
		await until(() => listen.secret() !== undefined, 30_000, "the ready line");
		const exited = new Promise<number | null>((resolve) => listen.child.once("exit", resolve));
		expect((await request("DELETE", `/v1/api_keys/${shop.keyObject.id}`, { key: account.desktop.key })).status).toBe(200);
		expect(await exited).not.toBe(0);
		expect(listen.err()).toMatch(/the event stream ended: This API key was revoked/);
		expect(listen.err()).not.toMatch(/reconnecting/);
		expect(receiver.hits).toEqual([]);
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}
}, 60_000);
