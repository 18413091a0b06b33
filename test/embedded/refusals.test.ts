import fs from "node:fs";
import { requestFrom, someLoopbackAddress } from "../support/from-address";
import { scrape } from "../support/metrics-scrape";
import { ADMIN_TOKEN, Server, startEmbedded, stopProcesses } from "../support/servers";
import { waitFor } from "../support/wait";

// Requests without a valid key are limited per client address before they cost a key lookup
// (REFUSALS_PER_MINUTE); keys the gateway already knows are not.
let server: Server;
let knownKey: string;

beforeAll(async () => {
	server = await startEmbedded({ REFUSALS_PER_MINUTE: "3" });
	const res = await fetch(`${server.url}/admin/v1/accounts`, {
		method: "POST",
		headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Refusals" }),
	});
	knownKey = ((await res.json()) as { desktop_key: { secret: string } }).desktop_key.secret;
}, 90_000);

afterAll(() => stopProcesses(server.procs));

test("past REFUSALS_PER_MINUTE requests without a valid key, an address is answered 429 before any key lookup; known keys still pass", async () => {
	const address = someLoopbackAddress();
	const get = (headers: Record<string, string> = {}) => requestFrom(address, `${server.url}/v1/customers`, headers);
	expect((await get({ Authorization: `Bearer ${knownKey}` })).status).toBe(200);
	const refused = [await get(), await get({ Authorization: "Bearer ab_unknown" }), await get({ Authorization: "Basic eA==" })];
	expect(refused.map((res) => [res.status, res.body.error.code])).toEqual([
		[401, "api_key_missing"],
		[401, "api_key_invalid"],
		[401, "api_key_invalid"],
	]);
	for (const headers of [{ Authorization: "Bearer ab_another_unknown" }, {}] as Array<Record<string, string>>) {
		const limited = await get(headers);
		expect({ status: limited.status, code: limited.body.error.code }).toEqual({ status: 429, code: "rate_limited" });
		expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
		expect(limited.body.error.request_id).toBe(limited.headers["request-id"]);
	}
	expect((await get({ Authorization: `Bearer ${knownKey}` })).status).toBe(200);
	expect((await requestFrom(someLoopbackAddress(), `${server.url}/v1/customers`, { Authorization: "Bearer ab_unknown" })).status).toBe(401);
});

test("wrong admin tokens count against their address like unknown keys: 429 past the limit, a log line and a metric; the right token always passes", async () => {
	const address = someLoopbackAddress();
	const asOperator = (headers: Record<string, string>) => requestFrom(address, `${server.url}/admin/v1/accounts`, headers);
	const limitedBefore = (await scrape(`${server.url}/metrics`, ADMIN_TOKEN)).value("bookdrop_rate_limited_total", { limit: "address" });
	const refused = [
		await asOperator({ Authorization: "Bearer adm_wrong_one" }),
		await asOperator({}),
		await asOperator({ Authorization: `Bearer ${ADMIN_TOKEN}x` }),
	];
	expect(refused.map((res) => [res.status, res.body.error.code])).toEqual([
		[401, "api_key_invalid"],
		[401, "api_key_missing"],
		[401, "api_key_invalid"],
	]);
	const limited = await asOperator({ Authorization: "Bearer adm_wrong_two" });
	expect({ status: limited.status, code: limited.body.error.code }).toEqual({ status: 429, code: "rate_limited" });
	expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
	// one count per address: its requests without a valid key are refused too
	expect((await requestFrom(address, `${server.url}/v1/customers`, { Authorization: "Bearer ab_unknown" })).status).toBe(429);
	// the right token is never refused for what wrong ones did from its address
	expect((await asOperator({ Authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
	// another address is counted apart
	expect((await requestFrom(someLoopbackAddress(), `${server.url}/admin/v1/accounts`, { Authorization: "Bearer adm_wrong_one" })).status).toBe(401);

	const limitedAfter = (await scrape(`${server.url}/metrics`, ADMIN_TOKEN)).value("bookdrop_rate_limited_total", { limit: "address" });
	expect(limitedAfter - limitedBefore).toBe(2);
	const lines = await waitFor("a log line per refused admin token", () => {
		const found = fs
			.readFileSync(server.procs[0].logFile, "utf8")
			.split("\n")
			.filter((line) => line.includes("admin token refused") && line.includes(address));
		return found.length >= 3 ? found : undefined;
	});
	expect(lines).toHaveLength(3);
	expect(lines.join("\n")).not.toContain("adm_wrong");
});
