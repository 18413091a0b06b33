import fs from "node:fs";
import http from "node:http";
import { requestFrom, someLoopbackAddress, streamFrom } from "../support/from-address";
import { scrape } from "../support/metrics-scrape";
import { ADMIN_TOKEN, Server, startEmbedded, stopProcesses } from "../support/servers";
import { waitFor } from "../support/wait";

// Requests without a valid key are limited per client address (REFUSALS_PER_MINUTE); a valid key
// never is: it is looked up first, and only a refusal meets the address's count.
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

test("past REFUSALS_PER_MINUTE requests without a valid key, an address is answered 429; known keys still pass", async () => {
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

test("an address past REFUSALS_PER_MINUTE still passes every valid key, on first use too: a new key, a desktop key never used, and its stream", async () => {
	const address = someLoopbackAddress();
	const get = (path: string, headers: Record<string, string> = {}) => requestFrom(address, `${server.url}${path}`, headers);
	for (let i = 0; i < 3; i++) await get("/v1/customers", { Authorization: `Bearer ab_wrong_${i}` });
	expect((await get("/v1/customers", { Authorization: "Bearer ab_wrong" })).status).toBe(429);
	// keys this gateway has never seen: each one costs a lookup, and none is refused for the address
	const created = await fetch(`${server.url}/admin/v1/accounts`, {
		method: "POST",
		headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Behind a busy address" }),
	});
	const { account, desktop_key } = (await created.json()) as { account: { id: string }; desktop_key: { secret: string } };
	const issued = await fetch(`${server.url}/admin/v1/accounts/${account.id}/api_keys`, {
		method: "POST",
		headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify({ scopes: ["read"], name: "New" }),
	});
	const newKey = ((await issued.json()) as { secret: string }).secret;
	const stream = await streamFrom(address, `${server.url}/v1/events/stream`, { Authorization: `Bearer ${newKey}` });
	expect(stream).toBe(200);
	expect((await get("/v1/customers", { Authorization: `Bearer ${desktop_key.secret}` })).status).toBe(200);
	expect((await get("/v1/account", { Authorization: `Bearer ${newKey}` })).status).toBe(200);
	expect((await get("/admin/v1/accounts", { Authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
	// refusals still are: the address stays limited
	expect((await get("/v1/customers", { Authorization: "Bearer ab_wrong" })).status).toBe(429);
	expect((await get("/v1/customers")).status).toBe(429);
});

/** The portal's entry form posted from `localAddress` with `token`: the status and the body's text. */
function enterFrom(localAddress: string, token: string): Promise<{ status: number; text: string }> {
	return new Promise((resolve, reject) => {
		const body = new URLSearchParams({ token }).toString();
		const headers = { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) };
		const req = http.request(`${server.url}/portal/enter`, { method: "POST", localAddress, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk: Buffer) => chunks.push(chunk));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
		});
		req.on("error", reject);
		req.end(body);
	});
}

test("portal link tokens that open nothing count against their address like unknown keys: 429 past the limit, before any lookup", async () => {
	const address = someLoopbackAddress();
	const spent = [await enterFrom(address, "bpl_unknown1"), await enterFrom(address, "bpl_unknown2"), await enterFrom(address, "bpl_unknown3")];
	expect(spent.map((res) => res.status)).toEqual([410, 410, 410]);
	const limited = await enterFrom(address, "bpl_unknown4");
	expect(limited.status).toBe(429);
	expect(JSON.parse(limited.text).error.code).toBe("rate_limited");
	expect((await enterFrom(someLoopbackAddress(), "bpl_unknown5")).status).toBe(410);
});
