import { newAccount, target } from "../support/suite-api";
import { Proc, startProcess, stopProcesses, waitReady } from "../support/servers";

// Three gateways share one budget per key and one view of revoked keys.
const LIMIT = 30;
const gateways: Proc[] = [];
let urls: string[];

beforeAll(async () => {
	const env = { ...target().env!, RATE_LIMIT_PER_MINUTE: String(LIMIT), SERVICES: "gateway" };
	gateways.push(...(await Promise.all(["budget-1", "budget-2", "budget-3"].map((name) => startProcess(name, env)))));
	for (const gateway of gateways) await waitReady(gateway, ["accounts", "catalog"], gateways);
	urls = gateways.map((g) => `http://127.0.0.1:${g.port}`);
}, 60_000);

afterAll(async () => {
	await stopProcesses(gateways);
});

const list = (key: string, baseUrl: string) => fetch(`${baseUrl}/v1/customers`, { headers: { Authorization: `Bearer ${key}` } });

test(`${LIMIT * 4} concurrent requests of one key over three gateways: exactly ${LIMIT} pass, the rest are 429 rate_limited`, async () => {
	const shop = await (await newAccount()).integration();
	const started = Date.now();
	const answers = await Promise.all(
		Array.from({ length: LIMIT * 4 }, async (_, i) => {
			const res = await list(shop.key, urls[i % urls.length]);
			const body = (await res.json()) as { error?: { code: string } };
			return { status: res.status, code: body.error?.code, reset: Number(res.headers.get("x-ratelimit-reset")) };
		}),
	);
	// One window held the whole burst: the key was fresh, so its first request opened the window,
	// and every answer names the same end of it (to the second it was rounded up to).
	expect(Date.now() - started).toBeLessThan(60_000);
	const resets = answers.map((a) => a.reset);
	expect(Math.max(...resets) - Math.min(...resets)).toBeLessThanOrEqual(1);
	expect(answers.filter((a) => a.status === 200).length).toBe(LIMIT);
	expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.code}`)).toEqual(Array(LIMIT * 3).fill("429 rate_limited"));
}, 60_000);

test("a key revoked through one gateway is refused by all three within a second", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	for (const baseUrl of urls) expect((await list(shop.key, baseUrl)).status).toBe(200);
	const revoked = await fetch(`${urls[0]}/v1/api_keys/${shop.keyObject.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${account.desktop.key}` } });
	expect(revoked.status).toBe(200);
	const revokedAt = Date.now();
	const refusedAfter = await Promise.all(
		urls.map(async (baseUrl) => {
			while ((await list(shop.key, baseUrl)).status !== 401 && Date.now() - revokedAt < 5000) await new Promise((r) => setTimeout(r, 20));
			return Date.now() - revokedAt;
		}),
	);
	expect(refusedAfter.filter((ms) => ms > 1000)).toEqual([]);
}, 60_000);
