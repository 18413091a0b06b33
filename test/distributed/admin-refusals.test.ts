import { newAccount, target } from "../support/suite-api";
import { requestFrom, someLoopbackAddress, streamFrom } from "../support/from-address";
import { ADMIN_TOKEN, Proc, startProcess, stopProcesses, waitReady } from "../support/servers";

// Wrong admin tokens count against their client address in the count all gateways share (Redis),
// like requests without a valid key; the right token is never refused for them.
const LIMIT = 4;
const gateways: Proc[] = [];
let urls: string[];

beforeAll(async () => {
	const env = { ...target().env!, REFUSALS_PER_MINUTE: String(LIMIT), SERVICES: "gateway" };
	gateways.push(...(await Promise.all(["admin-refusals-1", "admin-refusals-2"].map((name) => startProcess(name, env)))));
	for (const gateway of gateways) await waitReady(gateway, ["accounts"], gateways);
	urls = gateways.map((g) => `http://127.0.0.1:${g.port}`);
}, 60_000);

afterAll(async () => {
	await stopProcesses(gateways);
});

test(`wrong admin tokens from one address over two gateways: ${LIMIT} × 401, then 429 on both; the right token passes on both`, async () => {
	const address = someLoopbackAddress();
	const asOperator = (i: number, token: string) => requestFrom(address, `${urls[i % urls.length]}/admin/v1/accounts`, { Authorization: `Bearer ${token}` });
	const answers = [];
	for (let i = 0; i < LIMIT + 2; i++) answers.push(await asOperator(i, `adm_wrong_${i}`));
	expect(answers.map((res) => `${res.status} ${res.body.error.code}`)).toEqual([
		...Array(LIMIT).fill("401 api_key_invalid"),
		"429 rate_limited",
		"429 rate_limited",
	]);
	for (let i = 0; i < urls.length; i++) expect((await asOperator(i, ADMIN_TOKEN)).status).toBe(200);
	expect((await requestFrom(address, `${urls[0]}/v1/customers`, { Authorization: "Bearer ab_unknown" })).status).toBe(429);
	expect((await requestFrom(someLoopbackAddress(), `${urls[1]}/admin/v1/accounts`, { Authorization: "Bearer adm_wrong" })).status).toBe(401);
}, 60_000);

test("an address past the limit on both gateways still passes valid keys no gateway has cached: a stream, then a request", async () => {
	const address = someLoopbackAddress();
	for (let i = 0; i < LIMIT; i++) await requestFrom(address, `${urls[i % urls.length]}/v1/customers`, { Authorization: `Bearer ab_wrong_${i}` });
	for (const url of urls) expect((await requestFrom(address, `${url}/v1/customers`, { Authorization: "Bearer ab_wrong" })).status).toBe(429);
	const account = await newAccount("Behind a busy address");
	// keys never used yet (a stream caches no admission): one per gateway, so neither finds the other's in Redis
	const keys = [await account.integration(), await account.integration()];
	for (const [i, url] of urls.entries()) {
		expect(await streamFrom(address, `${url}/v1/events/stream`, { Authorization: `Bearer ${keys[i].key}` })).toBe(200);
		expect((await requestFrom(address, `${url}/v1/account`, { Authorization: `Bearer ${keys[i].key}` })).status).toBe(200);
	}
	for (const url of urls) expect((await requestFrom(address, `${url}/v1/customers`)).status).toBe(429);
}, 60_000);
