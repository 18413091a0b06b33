import fs from "node:fs";
import path from "node:path";
import {
	APIError,
	AuthenticationError,
	Bookdrop,
	BookdropConnectionError,
	BookdropError,
	ConflictError,
	IdempotencyError,
	InvalidRequestError,
	PermissionError,
	RateLimitError,
	VERSION,
} from "@bookdrop/client";
import { ERROR_CODES } from "../../shared/actions/api-errors";
import { scripted, silent } from "../support/scripted-server";

// The typed client's calls: a server that accepts and never answers ends a call by its timeout or
// its AbortSignal, promptly, as a BookdropConnectionError; per-call options; each answer's
// lastResponse; an error class per `error.type`; the User-Agent.

const CUSTOMER = { id: "cus_1", object: "customer", name: "Jane" };
/** Far below the default timeout (60 s): a call that ends within it did not wait for the default. */
const PROMPTLY_MS = 5_000;

/** How a call ends, and how long after it began. */
async function timed<T>(call: () => Promise<T>): Promise<{ error: unknown; ms: number }> {
	const started = performance.now();
	const error = await call().then(
		() => undefined,
		(err: unknown) => err,
	);
	return { error, ms: performance.now() - started };
}

describe("a server that accepts and never answers", () => {
	let server: Awaited<ReturnType<typeof silent>>;
	beforeEach(async () => (server = await silent()));
	afterEach(() => server.close());

	test("the client's timeout ends a read with a BookdropConnectionError, after one attempt when retries are off", async () => {
		const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, timeout: 200, maxRetries: 0 });
		const { error, ms } = await timed(() => client.customers.retrieve("cus_1"));
		expect(error).toBeInstanceOf(BookdropConnectionError);
		expect((error as Error).message).toBe(`cannot reach bookdrop at ${server.url} (no answer within 200 ms)`);
		expect(ms).toBeGreaterThanOrEqual(190);
		expect(ms).toBeLessThan(PROMPTLY_MS);
		await server.sent(1);
		expect(server.requests()).toHaveLength(1);
	});

	test("a call's own timeout overrides the client's, and a timed-out create is retried with the same Idempotency-Key", async () => {
		const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, maxRetries: 1, maxRetryWaitSeconds: 0 });
		const { error, ms } = await timed(() => client.customers.create({ name: "Jane" }, { timeout: 150, idempotencyKey: "customer-1001" }));
		expect(error).toBeInstanceOf(BookdropConnectionError);
		expect((error as Error).message).toContain("no answer within 150 ms");
		expect(ms).toBeLessThan(PROMPTLY_MS);
		await server.sent(2);
		expect(server.requests()).toHaveLength(2);
		for (const request of server.requests()) expect(request).toMatch(/^POST \/v1\/customers HTTP\/1\.1\r\n[\s\S]*idempotency-key: customer-1001\r\n/i);
	});

	test("an AbortSignal ends a call at once, with no retry, though retries are allowed", async () => {
		const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, maxRetries: 3 });
		const controller = new AbortController();
		void server.sent(1).then(() => controller.abort());
		const { error, ms } = await timed(() => client.customers.list({ limit: 1 }, { signal: controller.signal }));
		expect(error).toBeInstanceOf(BookdropConnectionError);
		expect((error as Error).message).toBe(`the request to ${server.url} was aborted`);
		expect(ms).toBeLessThan(PROMPTLY_MS);
		expect(server.requests()).toHaveLength(1);
	});

	test("a signal aborted before the call sends nothing", async () => {
		const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url });
		await expect(client.account.retrieve({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(BookdropConnectionError);
		expect(server.requests()).toHaveLength(0);
	});
});

test("an AbortSignal also ends the wait before a retry", async () => {
	const server = await scripted([[503, { error: { type: "api_error", code: "service_unavailable", message: "later" } }, { "Retry-After": "30" }]]);
	const controller = new AbortController();
	const waits: number[] = [];
	const onRetry = ({ waitMs }: { waitMs: number }) => {
		waits.push(waitMs);
		setTimeout(() => controller.abort(), 50); // well within the 30 s wait
	};
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, onRetry });
	try {
		const { error, ms } = await timed(() => client.customers.retrieve("cus_1", undefined, { signal: controller.signal }));
		expect(error).toBeInstanceOf(BookdropConnectionError);
		expect(waits).toEqual([30_000]);
		expect(ms).toBeLessThan(PROMPTLY_MS);
		expect(server.seen).toHaveLength(1);
	} finally {
		await server.close();
	}
});

test("per call: another key, a version and no retries; every request names the client in User-Agent", async () => {
	const server = await scripted([
		[200, CUSTOMER],
		[503, { error: { type: "api_error", code: "service_unavailable", message: "later" } }, { "Retry-After": "0" }],
	]);
	const client = new Bookdrop({ apiKey: "ab_default", baseUrl: server.url });
	try {
		await client.customers.retrieve("cus_1", { expand: ["category"] as never }, { apiKey: "ab_other", apiVersion: "2026-08-18" });
		await expect(client.customers.retrieve("cus_1", undefined, { maxRetries: 0 })).rejects.toBeInstanceOf(APIError);
		expect(server.seen.map((s) => [s.headers.authorization, s.headers["service-version"]])).toEqual([
			["Bearer ab_other", "2026-08-18"],
			["Bearer ab_default", undefined],
		]);
		expect(server.seen[0].headers["user-agent"]).toBe(`bookdrop-client/${VERSION} node/${process.version}`);
	} finally {
		await server.close();
	}
});

test("the User-Agent's version is the package's", () => {
	expect(VERSION).toBe(JSON.parse(fs.readFileSync(path.join(__dirname, "../../client/package.json"), "utf8")).version);
});

test("every answer carries lastResponse: request id, status, headers, the key sent and whether it was replayed; JSON leaves it out", async () => {
	const rate = { "X-RateLimit-Limit": "120", "X-RateLimit-Remaining": "119", "X-RateLimit-Reset": "1795427944" };
	const page = { object: "list", url: "/v1/customers", has_more: false, data: [CUSTOMER] };
	const server = await scripted([
		[201, CUSTOMER, { "Request-Id": "req_1", "Idempotent-Replayed": "true", ...rate }],
		[200, page, { "Request-Id": "req_2", ...rate }],
	]);
	const client = new Bookdrop({ apiKey: "ab_x", baseUrl: server.url });
	try {
		const created = await client.customers.create({ name: "Jane" }, { idempotencyKey: "customer-1001" });
		expect(created).toEqual(CUSTOMER);
		expect(JSON.parse(JSON.stringify(created))).toEqual(CUSTOMER);
		expect(created.lastResponse).toMatchObject({ requestId: "req_1", statusCode: 201, idempotencyKey: "customer-1001", idempotentReplayed: true });
		expect(created.lastResponse.headers).toMatchObject({ "x-ratelimit-limit": "120", "x-ratelimit-remaining": "119", "x-ratelimit-reset": "1795427944" });
		const listed = await client.customers.list();
		expect(listed.lastResponse).toMatchObject({ requestId: "req_2", statusCode: 200, idempotencyKey: undefined, idempotentReplayed: false });
	} finally {
		await server.close();
	}
});

describe("errors", () => {
	const CLASSES = {
		invalid_request_error: InvalidRequestError,
		authentication_error: AuthenticationError,
		permission_error: PermissionError,
		conflict_error: ConflictError,
		idempotency_error: IdempotencyError,
		rate_limit_error: RateLimitError,
		api_error: APIError,
	};

	test.each(Object.entries(ERROR_CODES))("%s is the class of its type, a BookdropError with code, param and request id", async (code, [status, type]) => {
		const body = { error: { type, code, message: "refused", param: "name", request_id: "req_7" } };
		// 429 and 503 are retried first: with no retries, the answer is the error.
		const server = await scripted([[status, body, { "Request-Id": "req_7", "Retry-After": "0" }]]);
		try {
			const error = await new Bookdrop({ apiKey: "ab_x", baseUrl: server.url, maxRetries: 0 }).customers.update("cus_1", { name: "Jane" }).catch((err) => err);
			expect(error).toBeInstanceOf(CLASSES[type]);
			expect(error).toBeInstanceOf(BookdropError);
			expect(error).toMatchObject({ name: CLASSES[type].name, status, type, code, param: "name", requestId: "req_7", message: "refused" });
			expect(error.headers["request-id"]).toBe("req_7");
		} finally {
			await server.close();
		}
	});

	test("a type this client does not know is an APIError that keeps it", async () => {
		const server = await scripted([[418, { error: { type: "teapot_error", code: "teapot", message: "short and stout" } }, { "Request-Id": "req_8" }]]);
		try {
			const error = await new Bookdrop({ apiKey: "ab_x", baseUrl: server.url }).account.retrieve().catch((err) => err);
			expect(error).toBeInstanceOf(APIError);
			expect(error).toMatchObject({ status: 418, type: "teapot_error", code: "teapot", requestId: "req_8" });
		} finally {
			await server.close();
		}
	});
});
