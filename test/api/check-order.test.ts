import { randomUUID } from "node:crypto";
import { expectError, IntegrationClient, newAccount, Reply, request, target } from "../support/suite-api";

// docs/architecture.md, "The request path": OPTIONS, Origin and the version header first; then the key, the rate
// limit and the scope; then the query and the body. So a request without a valid key is 401 whatever
// its body, and every refusal of an authenticated request carries the rate-limit headers and counts.
let shop: IntegrationClient;

beforeAll(async () => {
	shop = await (await newAccount()).integration();
});

const MIB = 1024 * 1024;
const nestedArrays = () =>
	`{"name":[${Array(Math.floor(MIB / 62))
		.fill(`${"[".repeat(30)}0${"]".repeat(30)}`)
		.join(",")}]}`;

/** Bodies the gateway refuses once it reads them, with what it answers to a valid key. */
const BAD_BODIES: Array<[string, { rawBody: string; type?: string; query?: string }, number, string]> = [
	["not JSON", { rawBody: '{"name": ' }, 400, "invalid_json"],
	["not JSON by its Content-Type", { rawBody: "name=A", type: "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
	["over 1 MiB", { rawBody: JSON.stringify({ name: "A", notes: "x".repeat(MIB) }) }, 413, "request_too_large"],
	["1 MiB of nested arrays", { rawBody: nestedArrays() }, 400, "parameter_invalid"],
	["a malformed query", { rawBody: '{"name": "A"}', query: "x=%E0%A4%A" }, 400, "parameter_invalid"],
];

function post(
	key: string | undefined,
	{ rawBody, type = "application/json", query }: { rawBody: string; type?: string; query?: string },
	headers: Record<string, string> = {},
) {
	return request("POST", "/v1/customers", { key, rawBody, query, idempotencyKey: randomUUID(), headers: { "Content-Type": type, ...headers } });
}

const remaining = (res: Reply) => Number(res.headers.get("x-ratelimit-remaining"));

function expectRateHeaders(res: Reply): void {
	expect(res.headers.get("x-ratelimit-limit")).toMatch(/^[0-9]+$/);
	expect(res.headers.get("x-ratelimit-remaining")).toMatch(/^[0-9]+$/);
	expect(res.headers.get("x-ratelimit-reset")).toMatch(/^[0-9]+$/);
}

describe("the key before the body", () => {
	test.each(BAD_BODIES)("%s without a key is 401 api_key_missing, with an unknown key 401 api_key_invalid, without rate headers", async (_what, body) => {
		for (const [key, code] of [
			[undefined, "api_key_missing"],
			["ab_unknown0000000000000000000000", "api_key_invalid"],
		] as const) {
			const res = await post(key, body);
			expectError(res, 401, code);
			expect(res.headers.get("x-ratelimit-limit")).toBeNull();
		}
	});

	test.each(BAD_BODIES)(
		"%s with a valid key: refused after the key, with the rate headers, costing one request of the budget",
		async (_what, body, status, code) => {
			// three requests within one budget window: their Reset is one and the same
			for (let attempt = 0; ; attempt++) {
				const before = await shop.get("/v1/account");
				const refused = await post(shop.key, body);
				const after = await shop.get("/v1/account");
				const resets = new Set([before, refused, after].map((res) => res.headers.get("x-ratelimit-reset")));
				if (resets.size > 1 && attempt < 2) continue;
				expectError(refused, status, code);
				expectRateHeaders(refused);
				expect([remaining(refused), remaining(after)]).toEqual([remaining(before) - 1, remaining(before) - 2]);
				return;
			}
		},
	);

	test("a key without the scope is 403 insufficient_scope whatever the body, with the rate headers", async () => {
		const reader = await (await newAccount()).integration(["read"]);
		const res = await post(reader.key, { rawBody: nestedArrays() });
		expectError(res, 403, "insufficient_scope");
		expectRateHeaders(res);
	});

	test("OPTIONS, Origin and the version header are still checked first", async () => {
		const body = { rawBody: '{"name": ' };
		expectError(await request("OPTIONS", "/v1/customers", { rawBody: body.rawBody }), 405, "method_not_allowed");
		expectError(await post(undefined, body, { Origin: "https://shop.example" }), 403, "cross_origin_refused");
		expectError(await post(undefined, body, { "Service-Version": "2020-01-01" }), 400, "version_invalid");
	});

	test("the admin API reads its body only after the admin token: a wrong one is 401 whatever the body", async () => {
		const bad = { rawBody: '{"name": ', headers: { "Content-Type": "application/json", Authorization: "Bearer not-the-admin-token" } };
		expectError(await request("POST", "/admin/v1/accounts", bad), 401, "api_key_invalid");
		expectError(
			await request("POST", "/admin/v1/accounts", { ...bad, headers: { ...bad.headers, Authorization: `Bearer ${target().adminToken}` } }),
			400,
			"invalid_json",
		);
	});

	test("an unknown path is 404 whatever its body, with or without a key", async () => {
		const res = await request("POST", "/v1/nowhere", { rawBody: nestedArrays(), headers: { "Content-Type": "application/json" } });
		expectError(res, 404, "route_missing");
	});
});

describe("structural limits, with a valid key", () => {
	test("a list of more than 1000 items is 400 parameter_invalid naming it, before its field is even known", async () => {
		const res = await post(shop.key, { rawBody: JSON.stringify({ name: "A", tags: Array(1001).fill("t") }) });
		expectError(res, 400, "parameter_invalid", "tags");
		expect(res.body.error.message).toContain("more than 1000 items");
		expectRateHeaders(res);
	});

	test("metadata of more than 1000 keys is refused as it is read; of 51 keys by the metadata rule", async () => {
		const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, "v"]));
		const huge = await post(shop.key, { rawBody: JSON.stringify({ name: "A", metadata: keys(75_000) }) });
		expectError(huge, 400, "parameter_invalid", "metadata");
		expect(huge.body.error.message).toContain("more than 1000 keys");
		const over = await post(shop.key, { rawBody: JSON.stringify({ name: "A", metadata: keys(51) }) });
		expectError(over, 400, "parameter_invalid", "metadata");
		expect(over.body.error.message).toContain("at most 50 keys");
	});

	test("1 MiB of nested arrays is refused for its number of values, naming the field", async () => {
		const res = await post(shop.key, { rawBody: nestedArrays() });
		expectError(res, 400, "parameter_invalid", "name");
		expect(res.body.error.message).toContain("more than 7000 values");
	});
});
