import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectError, Reply, request } from "../support/suite-api";
import { ADMIN_TOKEN, Proc, Server, startEmbedded, startProcess, stopProcesses, waitAlive } from "../support/servers";
import { until } from "../support/wait";

// The log of a process (docs/operations.md, "Logs"): JSON lines, one access line per request, no
// secret anywhere even at debug, a 5xx's stack once, and start-up errors in one line.

type Line = Record<string, any>;

const procs: Proc[] = [];

afterAll(async () => {
	await stopProcesses(procs);
});

/** Every line of a stopped process's log, each parsed as JSON (a line that is not JSON fails). */
function jsonLines(proc: Proc): Line[] {
	return fs
		.readFileSync(proc.logFile, "utf8")
		.split("\n")
		.filter(Boolean)
		.map((line) => {
			try {
				return JSON.parse(line) as Line;
			} catch {
				throw new Error(`not a JSON log line: ${line}`);
			}
		});
}

const accessLines = (lines: Line[], requestId: string) => lines.filter((line) => line.msg === "request" && line.request_id === requestId);

async function stopped(proc: Proc): Promise<void> {
	await stopProcesses([proc]);
	expect(proc.child.exitCode).toBe(0);
}

describe("an embedded server at LOG_LEVEL=debug, LOG_FORMAT=json, through a flow with every kind of secret", () => {
	let server: Server;
	let lines: Line[];
	const secrets: string[] = [ADMIN_TOKEN];
	/** Each request of the flow, with the access line it must have. */
	const expected: Array<{ reply: Reply; line: Line }> = [];

	async function send(method: string, path: string, options: Parameters<typeof request>[2], line: Line): Promise<Reply> {
		const reply = await request(method, path, { ...options, baseUrl: server.url });
		expected.push({ reply, line: { method, ...line } });
		return reply;
	}

	beforeAll(async () => {
		server = await startEmbedded({ LOG_FORMAT: "json", LOG_LEVEL: "debug", RATE_LIMIT_PER_MINUTE: "3" });
		procs.push(...server.procs);

		const created = await send(
			"POST",
			"/admin/v1/accounts",
			{ key: ADMIN_TOKEN, body: { name: "Secretive Ltd" } },
			{ route: "/admin/v1/accounts", status: 201 },
		);
		const accountId = created.body.account.id;
		const desktop = created.body.desktop_key;
		secrets.push(desktop.secret);
		const desktopIds = { account_id: accountId, key_id: desktop.id, integration_id: null };

		const keyReply = await send(
			"POST",
			"/v1/api_keys",
			{ key: desktop.secret, body: { scopes: ["read", "write"], name: "Shop" }, idempotencyKey: "logs-key" },
			{ route: "/v1/api_keys", status: 201, ...desktopIds },
		);
		const shop = keyReply.body;
		secrets.push(shop.secret);
		const shopIds = { account_id: accountId, key_id: shop.id, integration_id: shop.integration };

		const customer = await send(
			"POST",
			"/v1/customers",
			{ key: shop.secret, body: { name: "Ada" }, idempotencyKey: "logs-ada" },
			{ route: "/v1/customers", status: 201, ...shopIds },
		);
		await send("GET", `/v1/customers/${customer.body.id}`, { key: shop.secret }, { route: "/v1/customers/:id", status: 200, ...shopIds });
		// the key's budget (3 a minute) runs out: a 429 is logged like any answer
		let listed: Reply;
		do listed = await send("GET", "/v1/customers", { key: shop.secret }, { route: "/v1/customers", ...shopIds });
		while (listed.status === 200 && expected.length < 10);
		expectError(listed, 429, "rate_limited");

		const endpoint = await send(
			"POST",
			"/v1/webhook_endpoints",
			{ key: desktop.secret, body: { url: "https://127.0.0.1:9/hook" }, idempotencyKey: "logs-endpoint" },
			{ route: "/v1/webhook_endpoints", status: 201, ...desktopIds },
		);
		secrets.push(endpoint.body.signing_secret);
		const rotated = await send(
			"POST",
			`/v1/webhook_endpoints/${endpoint.body.id}/rotate_secret`,
			{ key: desktop.secret, body: {}, idempotencyKey: "logs-rotate" },
			{ route: "/v1/webhook_endpoints/:id/rotate_secret", status: 201, ...desktopIds },
		);
		secrets.push(rotated.body.signing_secret);

		// refused before any route's work: unknown route, no key, unknown key, a browser, an unknown version
		await send("GET", "/v1/nowhere", { key: shop.secret }, { route: null, status: 404 });
		await send("GET", "/v1/customers", {}, { route: "/v1/customers", status: 401, account_id: null, key_id: null });
		await send("GET", "/v1/customers", { key: "ab_not_a_key_anybody_has" }, { route: "/v1/customers", status: 401, account_id: null });
		await send(
			"GET",
			"/v1/customers",
			{ key: shop.secret, headers: { Origin: "https://example.com" } },
			{ route: "/v1/customers", status: 403, account_id: null },
		);
		await send(
			"GET",
			"/v1/customers",
			{ key: shop.secret, headers: { "Service-Version": "1999-01-01" } },
			{ route: "/v1/customers", status: 400, account_id: null },
		);
		await send("GET", "/healthz", {}, { route: "/healthz", status: 200 });

		await stopped(server.procs[0]);
		lines = jsonLines(server.procs[0]);
	}, 90_000);

	test("every line is a JSON object with time, level, module and message", () => {
		expect(lines.length).toBeGreaterThan(20);
		for (const line of lines)
			expect(line).toMatchObject({
				time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
				level: expect.any(String),
				mod: expect.any(String),
				msg: expect.any(String),
			});
	});

	test("each request has exactly one access line, with its route template, status, duration and who called", () => {
		for (const { reply, line } of expected) {
			const requestId = reply.headers.get("request-id")!;
			const found = accessLines(lines, requestId);
			expect({ requestId, count: found.length }).toEqual({ requestId, count: 1 });
			expect(found[0]).toMatchObject({ status: reply.status, ...line });
			expect(found[0].duration_ms).toEqual(expect.any(Number));
		}
	});

	test("an API request's access line is at info; a successful health probe's at debug", () => {
		const [customers] = accessLines(lines, expected[2].reply.headers.get("request-id")!);
		expect(customers.level).toBe("info");
		const [probe] = accessLines(lines, expected[expected.length - 1].reply.headers.get("request-id")!);
		expect(probe.level).toBe("debug");
	});

	test("no key, token or signing secret appears anywhere in the log, nor an Authorization header", () => {
		const text = fs.readFileSync(server.procs[0].logFile, "utf8");
		expect(secrets.map((secret) => secret.slice(0, secret.indexOf("_")))).toEqual(["adm", "ab", "ab", "whsec", "whsec"]);
		for (const secret of secrets) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
		expect(text).not.toMatch(/Bearer [a-z0-9]/i);
	});

	test("nothing is logged as a warning or an error in a flow where nothing went wrong", () => {
		expect(lines.filter((line) => ["warn", "error", "fatal"].includes(line.level))).toEqual([]);
	});

	test("stopping says good bye once", () => {
		expect(lines.filter((line) => /Good bye/.test(line.msg))).toHaveLength(1);
	});

	test("Moleculer's start-up lines are there at debug", () => {
		const startUp = lines.filter((line) => /^Registered \d+ middleware|^Service 'catalog' started\.|ServiceBroker with \d+ service/.test(line.msg));
		expect(startUp.map((line) => [line.mod, line.level])).toEqual([
			["broker", "debug"],
			["catalog", "debug"],
			["broker", "debug"],
		]);
	});
});

test("at LOG_LEVEL=info a start's first lines say where the API, the admin token, the ready checks and the metrics are; Moleculer's chatter is at debug, a stop's lines at info", async () => {
	// as `npm start` on a terminal: every service, the text format, the admin token generated
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-first-lines-"));
	const proc = await startProcess("first-lines", { DATA_DIR: dataDir, LOG_FORMAT: "text", LOG_LEVEL: "info" });
	procs.push(proc);
	const url = `http://127.0.0.1:${proc.port}`;
	const read = () => fs.readFileSync(proc.logFile, "utf8").split("\n").filter(Boolean);
	// the log alone is read until then: a request would add its own line
	await until(
		() => read().some((line) => line.startsWith("Ready checks at")),
		60_000,
		() => `the start's lines: ${read().join("\n")}`,
	);
	await stopped(proc);
	const lines = read();
	expect(lines.slice(0, 4)).toEqual([
		`bookdrop is listening on ${url}`,
		`Admin token: ${path.join(dataDir, "admin-token")}`,
		`Ready checks at ${url}/readyz; metrics at ${url}/metrics (admin token)`,
		expect.stringMatching(/ INFO  BROKER: SIGTERM received, stopping$/),
	]);
	expect(lines.at(-1)).toMatch(/ INFO  BROKER: ServiceBroker is stopped\. Good bye\.$/);
	fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test("a 5xx logs its error with the stack once, under the request id, beside its one access line", async () => {
	// a gateway alone, with no transporter: every service it routes to is missing (503)
	const gateway = await startProcess("lonely-gateway", { SERVICES: "gateway", ADMIN_TOKEN, LOG_FORMAT: "json", LOG_LEVEL: "info" });
	procs.push(gateway);
	await waitAlive(gateway);
	const reply = await request("GET", "/v1/customers", { key: "ab_whatever_key", baseUrl: `http://127.0.0.1:${gateway.port}` });
	expectError(reply, 503, "service_unavailable");
	const requestId = reply.headers.get("request-id")!;
	await stopped(gateway);
	const lines = jsonLines(gateway);
	const mentioning = lines.filter((line) => JSON.stringify(line).includes(requestId));
	expect(mentioning.map((line) => [line.level, line.msg])).toEqual([
		["error", expect.stringMatching(/^request failed/)],
		["info", "request"],
	]);
	expect(mentioning[0].err.stack).toMatch(/\n\s+at /);
	expect(mentioning[1]).toMatchObject({ status: 503, route: "/v1/customers", method: "GET" });
	expect(lines.filter((line) => line.level === "error")).toHaveLength(1);
}, 60_000);

test("LOG_FORMAT=text writes readable lines, the access line's fields as key=value", async () => {
	const gateway = await startProcess("text-gateway", { SERVICES: "gateway", ADMIN_TOKEN, LOG_FORMAT: "text", LOG_LEVEL: "info" });
	procs.push(gateway);
	await waitAlive(gateway);
	const reply = await request("GET", "/nowhere", { baseUrl: `http://127.0.0.1:${gateway.port}` });
	await stopped(gateway);
	const text = fs.readFileSync(gateway.logFile, "utf8");
	expect(text).not.toMatch(/^\{/m);
	expect(text).toMatch(
		new RegExp(
			`^\\[\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\\] INFO  GATEWAY: request request_id=${reply.headers.get("request-id")} method=GET status=404 duration_ms=[\\d.]+$`,
			"m",
		),
	);
	expect(text).toMatch(/^\[[\d:.]+Z\] INFO  BROKER: ServiceBroker is stopped\. Good bye\.$/m);
}, 60_000);

test.each([
	["LOG_FORMAT", "xml", 'LOG_FORMAT must be one of json, text, got "xml"'],
	["LOG_LEVEL", "verbose", 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, got "verbose"'],
])("an unknown %s stops the start with one clear line", async (name, value, message) => {
	const proc = await startProcess(`bad-${name}`, { SERVICES: "gateway", ADMIN_TOKEN, [name]: value });
	procs.push(proc);
	await new Promise<void>((resolve) => (proc.child.exitCode !== null ? resolve() : proc.child.once("exit", () => resolve())));
	expect(proc.child.exitCode).toBe(1);
	expect(fs.readFileSync(proc.logFile, "utf8")).toBe(`bookdrop: ${message}\n`);
});
