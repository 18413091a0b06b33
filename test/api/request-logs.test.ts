import { randomUUID } from "node:crypto";
import { Account, Body, idsOf, listAll, ok } from "../support/fixtures";
import { blocks } from "../support/markdown";
import { runBookdrop } from "../support/servers";
import { admin, expectError, IntegrationClient, newAccount, Reply, request, target } from "../support/suite-api";
import { waitFor } from "../support/wait";

// The request log over HTTP (docs/requests.md), on every gateway of the mode: each request a key
// made, answered with what it was answered, for that key's integration (the desktop: the account);
// entries arrive in the gateway's batches, so the tests wait for a request to be listed. Runs the
// example of docs/requests.md (a logged request) and `bookdrop requests list` (docs/cli.md).

const KEYS = ["id", "object", "created", "method", "path", "status", "error_code", "error", "idempotency_key", "duration_ms", "integration", "key"];

let account: Account;
let shop: IntegrationClient;
let other: IntegrationClient;

beforeAll(async () => {
	account = await newAccount();
	shop = await account.integration();
	other = await account.integration(["read"]);
});

const requestId = (reply: Reply) => reply.headers.get("request-id")!;

/** The log entry of a request, once its gateway's batch has landed. */
const logged = (c: IntegrationClient | Account["desktop"], id: string) =>
	waitFor(`request ${id} in the log`, async () => {
		const res = await c.get(`/v1/request_logs/${id}`);
		return res.status === 200 ? (res.body as Body) : undefined;
	});

describe("what a request's entry holds", () => {
	let failed: Reply;
	let created: Reply;
	let listed: Reply;
	const failedKey = `order-${randomUUID()}`;

	beforeAll(async () => {
		failed = await shop.create("/v1/customers", { name: "Jane Doe", email: "not an email" }, failedKey);
		created = await shop.create("/v1/customers", { name: "Jane Doe" });
		listed = await shop.get("/v1/customers", "limit=1&email=jane%40example.com");
	});

	test("an error answer keeps the error the client received, its code and its Idempotency-Key", async () => {
		expectError(failed, 400, "parameter_invalid", "email");
		const entry = await logged(shop, requestId(failed));
		expect(Object.keys(entry)).toEqual(KEYS);
		expect(entry).toEqual({
			id: requestId(failed),
			object: "request_log",
			created: expect.any(Number),
			method: "POST",
			path: "/v1/customers",
			status: 400,
			error_code: "parameter_invalid",
			error: failed.body.error,
			idempotency_key: failedKey,
			duration_ms: expect.any(Number),
			integration: shop.keyObject.integration,
			key: shop.keyObject.id,
		});
		// the error as sent, its keys in their order
		expect(Object.keys(entry.error)).toEqual(Object.keys(failed.body.error));
		expect(Math.abs(entry.created - Date.now() / 1000)).toBeLessThan(60);
		// docs/requests.md shows such an entry, field for field
		const [shown] = blocks("docs/requests.md").filter((b) => b.lang === "json");
		const example = JSON.parse(shown.text);
		expect(Object.keys(example)).toEqual(KEYS);
		expect(Object.keys(example.error)).toEqual(Object.keys(entry.error));
		expect({
			...example,
			id: entry.id,
			created: entry.created,
			error: entry.error,
			idempotency_key: failedKey,
			duration_ms: entry.duration_ms,
			integration: entry.integration,
			key: entry.key,
		}).toEqual(entry);
	});

	test("a success keeps no error; a read keeps its path without the query string", async () => {
		expect(created.status).toBe(201);
		expect(await logged(shop, requestId(created))).toMatchObject({ status: 201, error_code: null, error: null, idempotency_key: expect.any(String) });
		expect(listed.status).toBe(200);
		expect(await logged(shop, requestId(listed))).toMatchObject({ method: "GET", path: "/v1/customers", status: 200, idempotency_key: null });
	});

	test("another integration never sees the first's requests; the desktop key sees both", async () => {
		const its = await other.get("/v1/customers");
		await logged(other, requestId(its));
		expectError(await other.get(`/v1/request_logs/${requestId(failed)}`), 404, "resource_missing", "id");
		const othersLog = idsOf(await listAll(other, "/v1/request_logs"));
		expect(othersLog).toContain(requestId(its));
		expect(othersLog).not.toContain(requestId(failed));
		const shopsLog = idsOf(await listAll(shop, "/v1/request_logs"));
		expect(shopsLog).not.toContain(requestId(its));
		const desktopLog = idsOf(await listAll(account.desktop, "/v1/request_logs"));
		expect(desktopLog).toEqual(expect.arrayContaining([requestId(failed), requestId(created), requestId(its)]));
	});

	test("a second integration's portal session never sees the first's requests, and its own calls are not logged", async () => {
		// a session as the portal's pages use it: the secret of the cookie the link's form opened, as bearer (docs/portal.md)
		const link = await ok(other.create("/v1/portal_links", {}), 201);
		const entered = await fetch(`${target().url}/portal/enter`, {
			method: "POST",
			redirect: "manual",
			headers: { Origin: target().url, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ token: new URL(link.url).searchParams.get("token")! }).toString(),
		});
		const session = /bookdrop_portal=(bps_[0-9A-Za-z]+)/.exec(entered.headers.get("set-cookie") ?? "")![1];
		const read = await request("GET", "/v1/request_logs", { key: session, query: "limit=100" });
		expect(read.status).toBe(200);
		// the second integration's own requests, and only those
		expect(read.body.data.length).toBeGreaterThan(0);
		expect(new Set(read.body.data.map((e: Body) => e.integration))).toEqual(new Set([other.keyObject.integration]));
		expect(idsOf(read.body.data)).not.toContain(requestId(failed));
		expectError(await request("GET", `/v1/request_logs/${requestId(failed)}`, { key: session }), 404, "resource_missing", "id");
		// a request of the key after the session's: once it is logged, the session's would be too
		const later = await other.get("/v1/account");
		await logged(other, requestId(later));
		expect(idsOf(await listAll(other, "/v1/request_logs"))).not.toContain(requestId(read));
	});

	test("status and path narrow the list exactly, newest first, a page at a time", async () => {
		await logged(shop, requestId(listed));
		const failures = await listAll(shop, "/v1/request_logs", "status=400");
		expect(failures.map((e) => e.status)).toEqual(failures.map(() => 400));
		expect(idsOf(failures)).toContain(requestId(failed));
		const customers = await listAll(shop, "/v1/request_logs", "path=/v1/customers");
		expect(idsOf(customers)).toEqual([requestId(listed), requestId(created), requestId(failed)]);
		expect(idsOf(await listAll(shop, "/v1/request_logs", "path=/v1/customers&status=201"))).toEqual([requestId(created)]);
		const first = await ok(shop.get("/v1/request_logs", "path=/v1/customers&limit=2"));
		expect([idsOf(first.data), first.has_more]).toEqual([[requestId(listed), requestId(created)], true]);
		const next = await ok(shop.get("/v1/request_logs", `path=/v1/customers&limit=2&starting_after=${requestId(created)}`));
		expect([idsOf(next.data), next.has_more]).toEqual([[requestId(failed)], false]);
		expectError(await shop.get("/v1/request_logs", "status=4xx"), 400, "parameter_invalid", "status");
	});

	test("bookdrop requests list prints a page as GET /v1/request_logs answers it; --status and --path narrow it", async () => {
		const printed = async (args: string[], env: Record<string, string> = {}) => {
			const outcome = await runBookdrop(["requests", "list", "--url", target().url, ...args], env);
			expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: "" });
			return JSON.parse(outcome.stdout);
		};
		expect(await printed(["--key", shop.key, "--path", "/v1/customers", "--status", "400"])).toEqual(
			await ok(shop.get("/v1/request_logs", "path=/v1/customers&status=400")),
		);
		const page = await printed(["--path", "/v1/customers", "--limit", "1", "--starting-after", requestId(listed)], { BOOKDROP_API_KEY: shop.key });
		expect(idsOf(page.data)).toEqual([requestId(created)]);
	});
});

test("requests without a key's identity are not logged: an unknown key's, the operator's", async () => {
	const refused = await request("GET", "/v1/customers", { key: "ab_unknown0000000000000000000000" });
	expectError(refused, 401, "api_key_invalid");
	const operators = await admin(`/accounts/${account.accountId}/api_keys`);
	expect(operators.status).toBe(200);
	// a later request of the desktop is logged: the batches before it have landed
	const later = await account.desktop.get("/v1/account");
	await logged(account.desktop, requestId(later));
	const desktopLog = idsOf(await listAll(account.desktop, "/v1/request_logs"));
	expect(desktopLog).not.toContain(requestId(refused));
	expect(desktopLog).not.toContain(requestId(operators));
});
