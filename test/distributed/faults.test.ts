import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { expectError, newAccount, request, target } from "../support/suite-api";
import { REDIS_WARNING } from "../../shared/platform/readiness";
import { freePort, Proc, startProcess, stopProcesses, waitAlive, waitReady } from "../support/servers";
import { until } from "../support/wait";

// What a gateway does when what it depends on is gone.
const procs: Proc[] = [];
let redis: ChildProcess | null = null;

afterAll(async () => {
	redis?.kill("SIGKILL");
	await stopProcesses(procs);
});

test("with no service reachable, a gateway is not ready, naming them all, and answers 503 service_unavailable with its request id and nothing internal", async () => {
	const lonely = await startProcess("lonely-gateway", { ...target().env!, NAMESPACE: `${target().env!.NAMESPACE}-empty`, SERVICES: "gateway" });
	procs.push(lonely);
	await waitAlive(lonely);
	const readyz = await request("GET", "/readyz", { baseUrl: `http://127.0.0.1:${lonely.port}` });
	expect(readyz.status).toBe(503);
	expect(readyz.body).toMatchObject({ ready: false, checks: { transporter: "ok", redis: "ok" } });
	expect(readyz.body.missing.sort()).toEqual(["accounts", "batches", "catalog", "events", "transactions", "webhooks"]);
	const res = await request("GET", "/v1/customers", { key: "ab_anything", baseUrl: `http://127.0.0.1:${lonely.port}` });
	expectError(res, 503, "service_unavailable");
	expect(res.body.error.type).toBe("api_error");
	expect(Object.keys(res.body.error).sort()).toEqual(["code", "message", "request_id", "type"]);
	expect(JSON.stringify(res.body)).not.toMatch(/accounts|Service|node|stack|at /);
}, 60_000);

test("when Redis goes away, a gateway keeps serving: rate limits per replica, keys from the accounts service", async () => {
	const port = await freePort();
	redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
	const gateway = await startProcess("gateway-own-redis", { ...target().env!, REDIS_URL: `redis://127.0.0.1:${port}`, SERVICES: "gateway", LOG_LEVEL: "info" });
	procs.push(gateway);
	await waitReady(gateway, ["accounts", "catalog"], [gateway]);
	const baseUrl = `http://127.0.0.1:${gateway.port}`;
	const shop = await (await newAccount()).integration();
	expect((await request("GET", "/v1/customers", { key: shop.key, baseUrl })).status).toBe(200);

	// a Redis slower to start than the gateway may have been told of already
	const toldBefore = logLines(gateway).filter((line) => line.mod === "redis").length;
	redis.kill("SIGKILL");
	await new Promise((r) => setTimeout(r, 500));
	const list = await request("GET", "/v1/customers", { key: shop.key, baseUrl });
	expect(list.status).toBe(200);
	expect(list.headers.get("x-ratelimit-limit")).toBe(target().env!.RATE_LIMIT_PER_MINUTE);
	const body = { name: "Through an outage" };
	const created = await request("POST", "/v1/customers", { key: shop.key, baseUrl, body, idempotencyKey: "redis-down" });
	expect(created.status).toBe(201);
	const replay = await request("POST", "/v1/customers", { key: shop.key, baseUrl, body, idempotencyKey: "redis-down" });
	expect(replay.headers.get("idempotent-replayed")).toBe("true");
	expect(replay.body.id).toBe(created.body.id);
	expectError(await request("GET", "/v1/customers", { key: "ab_unknown", baseUrl }), 401, "api_key_invalid");
	const ready = await request("GET", "/readyz", { baseUrl });
	// It serves on without Redis, so it stays in the load balancer, and says what it does without it.
	expect({ status: ready.status, ready: ready.body.ready, redis: ready.body.checks.redis, warnings: ready.body.warnings }).toEqual({
		status: 200,
		ready: true,
		redis: "failed",
		warnings: [REDIS_WARNING],
	});

	// Its log tells of the outage once, however many requests and reconnections it saw, and of the return once (at info).
	redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
	const told = () =>
		logLines(gateway)
			.filter((line) => line.mod === "redis")
			.slice(toldBefore);
	await until(
		() => told().length === 2,
		20_000,
		() => `the line of Redis's return: ${JSON.stringify(told())}`,
	);
	expect(told()).toEqual([
		expect.objectContaining({
			level: "warn",
			msg: expect.stringMatching(new RegExp(`^REDIS_URL: cannot connect to 127\\.0\\.0\\.1:${port} \\((ECONNREFUSED|ECONNRESET)\\); until it answers`)),
		}),
		expect.objectContaining({ level: "info", msg: `REDIS_URL: 127.0.0.1:${port} answers again` }),
	]);
}, 60_000);

/** The JSON lines of a process's log so far. */
function logLines(proc: Proc): Array<Record<string, string>> {
	return fs
		.readFileSync(proc.logFile, "utf8")
		.split("\n")
		.filter((line) => line.startsWith("{"))
		.map((line) => JSON.parse(line));
}
