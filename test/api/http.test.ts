import { Client, expectError, newAccount, request, target } from "../support/suite-api";

// docs/design.md, "HTTP rules": the rules every request follows, whatever it routes to.
let shop: Client;
let accountId: string;

beforeAll(async () => {
	const account = await newAccount();
	accountId = account.accountId;
	shop = await account.integration();
});

describe("Request-Id", () => {
	test("every response carries a generated req_ id, never the client's own", async () => {
		const ok = await request("GET", "/v1/customers", { key: shop.key, headers: { "X-Request-ID": "client-chosen" } });
		expect(ok.status).toBe(200);
		expect(ok.headers.get("request-id")).toMatch(/^req_[0-9A-Za-z]{20}$/);
		expect(ok.headers.get("x-request-id")).not.toBe("client-chosen");
		const missing = await request("GET", "/nowhere");
		expect(missing.headers.get("request-id")).toMatch(/^req_/);
		expect(missing.body.error.request_id).toBe(missing.headers.get("request-id"));
	});

	test("two requests get two ids", async () => {
		const [a, b] = await Promise.all([shop.get("/v1/customers"), shop.get("/v1/customers")]);
		expect(a.headers.get("request-id")).not.toBe(b.headers.get("request-id"));
	});
});

describe("error bodies", () => {
	test("have type, code, message, request_id and nothing internal", async () => {
		const res = await shop.create("/v1/customers", { name: "A", bogus: 1 });
		expect(Object.keys(res.body)).toEqual(["error"]);
		expect(res.body.error).toEqual({
			type: "invalid_request_error",
			code: "parameter_unknown",
			message: expect.stringContaining("bogus"),
			param: "bogus",
			request_id: res.headers.get("request-id"),
		});
		expect(JSON.stringify(res.body)).not.toMatch(/nodeID|catalog\.|stack|Error:/);
	});
});

describe("Service-Version", () => {
	test("responses carry the current version", async () => {
		const res = await shop.get("/v1/customers");
		expect(res.headers.get("service-version")).toBe("2026-08-18");
	});

	test("the known version is accepted", async () => {
		const res = await request("GET", "/v1/customers", { key: shop.key, headers: { "Service-Version": "2026-08-18" } });
		expect(res.status).toBe(200);
	});

	test.each(["2025-01-01", "latest", ""])("an unknown version %p is 400 version_invalid, never a fallback", async (version) => {
		const res = await request("GET", "/v1/customers", { key: shop.key, headers: { "Service-Version": version } });
		expectError(res, 400, "version_invalid");
	});
});

describe("authentication", () => {
	test("no Authorization header is 401 api_key_missing", async () => {
		expectError(await request("GET", "/v1/customers"), 401, "api_key_missing");
	});

	test("an unknown key is 401 api_key_invalid", async () => {
		expectError(await request("GET", "/v1/customers", { key: "ab_doesnotexist000000000000000000" }), 401, "api_key_invalid");
		expectError(await request("GET", "/v1/customers", { key: "sk_wrongprefix" }), 401, "api_key_invalid");
	});

	test("a header that is not Bearer is 401 api_key_invalid", async () => {
		const res = await request("GET", "/v1/customers", { headers: { Authorization: `Basic ${shop.key}` } });
		expectError(res, 401, "api_key_invalid");
	});

	test("a key without the scope is 403 insufficient_scope naming it", async () => {
		const account = await newAccount();
		const reader = await account.integration(["read"]);
		const res = await reader.create("/v1/customers", { name: "A" });
		expectError(res, 403, "insufficient_scope");
		expect(res.body.error.message).toContain("'write'");
		expect((await reader.get("/v1/customers")).status).toBe(200);
	});
});

describe("OPTIONS and cross-origin requests", () => {
	test.each(["/v1/customers", "/v1/customers/cus_x", "/v1/nowhere", "/healthz"])("OPTIONS %s is 405 without any CORS header", async (path) => {
		const res = await request("OPTIONS", path, {
			headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
		});
		expectError(res, 405, "method_not_allowed");
		for (const name of res.headers.keys()) expect(name).not.toMatch(/^access-control-/);
	});

	test("OPTIONS names the allowed methods", async () => {
		const res = await request("OPTIONS", "/v1/customers");
		expect(res.headers.get("allow")).toBe("POST, GET, HEAD");
	});

	test("a /v1 request with an Origin header is 403 cross_origin_refused, without CORS headers", async () => {
		const res = await request("GET", "/v1/customers", { key: shop.key, headers: { Origin: "https://shop.example" } });
		expectError(res, 403, "cross_origin_refused");
		for (const name of res.headers.keys()) expect(name).not.toMatch(/^access-control-/);
	});
});

describe("request bodies", () => {
	test("a body that is not JSON is 415 unsupported_media_type", async () => {
		const res = await request("POST", "/v1/customers", {
			key: shop.key,
			idempotencyKey: "k-415",
			rawBody: "name=A",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
		});
		expectError(res, 415, "unsupported_media_type");
	});

	test.each(['{"name": ', '["a"]', '"text"', "42", "null"])("the body %s, not a JSON object, is 400 invalid_json", async (raw) => {
		const res = await request("POST", "/v1/customers", {
			key: shop.key,
			idempotencyKey: `k-${raw}`,
			rawBody: raw,
			headers: { "Content-Type": "application/json; charset=utf-8" },
		});
		expectError(res, 400, "invalid_json");
	});

	test("a body over 1 MiB is 413 request_too_large and creates nothing", async () => {
		const before = await shop.get("/v1/customers", "limit=100");
		const res = await shop.create("/v1/customers", { name: "Big", notes: "x".repeat(1024 * 1024) });
		expectError(res, 413, "request_too_large");
		const after = await shop.get("/v1/customers", "limit=100");
		expect(after.body.data.length).toBe(before.body.data.length);
	});

	test("a body just under 1 MiB is read (and then validated)", async () => {
		const res = await shop.create("/v1/customers", { name: "Big", notes: "x".repeat(1024 * 1024 - 100) });
		expectError(res, 400, "parameter_invalid", "notes");
	});

	test("an unknown body field is 400 parameter_unknown naming it", async () => {
		expectError(await shop.create("/v1/customers", { name: "A", colour: "red" }), 400, "parameter_unknown", "colour");
	});

	test("a body field repeating a path parameter is 400 parameter_unknown", async () => {
		const created = await shop.create("/v1/customers", { name: "A" });
		const res = await shop.update(`/v1/customers/${created.body.id}`, { id: "cus_other" });
		expectError(res, 400, "parameter_unknown", "id");
	});

	test("an unknown query parameter is 400 parameter_unknown naming it", async () => {
		expectError(await shop.get("/v1/customers", "colour=red"), 400, "parameter_unknown", "colour");
	});

	test("a query parameter on a POST is 400 parameter_unknown: it cannot hide a body field", async () => {
		const res = await request("POST", "/v1/customers", { key: shop.key, idempotencyKey: "k-query", query: "name=A", body: {} });
		expectError(res, 400, "parameter_unknown", "name");
	});
});

describe("null", () => {
	test("is refused with parameter_invalid wherever a field cannot be cleared", async () => {
		const account = await newAccount();
		const cases: Array<[string, Record<string, unknown>, string]> = [
			["/v1/api_keys", { scopes: null }, "scopes"],
			["/v1/api_keys", { scopes: ["read"], name: null }, "name"],
			["/v1/import_batches", { objects: null }, "objects"],
			["/v1/import_batches", { objects: [{ id: null }] }, "objects[0].id"],
			["/v1/webhook_endpoints", { url: null }, "url"],
			["/v1/customers", { name: null }, "name"],
		];
		for (const [path, body, param] of cases) expectError(await account.desktop.create(path, body), 400, "parameter_invalid", param);
		expect((await account.desktop.get("/v1/api_keys")).body.data).toHaveLength(1);
	});
});

describe("routes", () => {
	test("an unknown path is 404 route_missing", async () => {
		expectError(await request("GET", "/v1/invoices", { key: shop.key }), 404, "route_missing");
		expectError(await request("GET", "/v2/customers", { key: shop.key }), 404, "route_missing");
		expectError(await request("GET", "/index.html"), 404, "route_missing");
	});

	test("GET / needs no key and points to the reference and the OpenAPI document", async () => {
		const res = await request("GET", "/");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ object: "service", name: "bookdrop", docs: "/docs", openapi: "/v1/openapi.json", version: "2026-08-18" });
		expect((await request("GET", res.body.openapi)).body.openapi).toBe("3.1.0");
		expect((await request("GET", res.body.docs)).status).toBe(200);
	});

	test("a method a route lacks is 405 method_not_allowed with Allow", async () => {
		const res = await request("PUT", "/v1/customers", { key: shop.key, body: {} });
		expectError(res, 405, "method_not_allowed");
		expect(res.headers.get("allow")).toBe("POST, GET, HEAD");
		const del = await request("PATCH", "/v1/customers/cus_123", { key: shop.key, body: {} });
		expectError(del, 405, "method_not_allowed");
		expect(del.headers.get("allow")).toBe("GET, HEAD, POST, DELETE");
	});

	test("HEAD answers wherever GET does: the GET's status and headers, Content-Length included, and no body", async () => {
		// what differs between any two answers, and what the client asks of the connection
		const varying = new Set(["date", "request-id", "x-request-id", "x-ratelimit-remaining", "x-ratelimit-reset", "connection", "keep-alive"]);
		const headersOf = (headers: Headers) => [...headers].filter(([name]) => !varying.has(name));
		const { adminToken } = target();
		const gets: Array<[string, string?]> = [
			["/v1/customers", shop.key],
			["/v1/customers/cus_doesnotexist", shop.key],
			["/v1/customers", "sk_live_wrong"],
			// this file's own account: the list of all changes as other files create theirs on a shared server
			[`/admin/v1/accounts/${accountId}`, adminToken],
			["/"],
			["/healthz"],
			["/readyz"],
			["/docs"],
			["/docs/guides/operations"],
			["/v1/openapi.json"],
		];
		for (const [path, key] of gets) {
			const get = await request("GET", path, { key });
			const head = await request("HEAD", path, { key });
			expect([path, head.status, head.body, headersOf(head.headers)]).toEqual([path, get.status, null, headersOf(get.headers)]);
			expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
		}
		// the metrics change between two scrapes: their length with them
		const metrics = await request("HEAD", "/metrics", { key: adminToken });
		expect([metrics.status, metrics.body, metrics.headers.get("content-type")]).toEqual([200, null, expect.stringMatching(/^text\/plain/)]);
		// the event stream is outside the document (docs/api.md, "Event stream"): its HEAD ends with the headers
		const stream = await fetch(`${target().url}/v1/events/stream`, { method: "HEAD", headers: { Authorization: `Bearer ${shop.key}` } });
		expect([stream.status, await stream.text(), stream.headers.get("content-type")]).toEqual([200, "", "text/event-stream; charset=utf-8"]);
		const postOnly = await request("HEAD", "/v1/customers/bulk", { key: shop.key });
		expect([postOnly.status, postOnly.body, postOnly.headers.get("allow")]).toEqual([405, null, "POST"]);
	});

	test("a missing object in the path is 404 resource_missing", async () => {
		expectError(await shop.get("/v1/customers/cus_doesnotexist"), 404, "resource_missing", "id");
	});
});

describe("health", () => {
	test("/healthz needs no key", async () => {
		const res = await request("GET", "/healthz");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ status: "ok" });
	});

	test("/readyz reports the database (a gateway alone opens none), transporter, Redis and the services", async () => {
		const res = await request("GET", "/readyz");
		expect(res.status).toBe(200);
		const distributed = target().mode === "distributed";
		expect(res.body.checks).toEqual({
			database: distributed ? "not used" : "ok",
			transporter: distributed ? "ok" : "not used",
			redis: distributed ? "ok" : "not used",
		});
		expect(Object.values(res.body.services)).toEqual([true, true, true, true, true, true, true]);
	});
});
