import { systemClock } from "../../shared/platform/clock";
import { randomBytes, randomUUID } from "node:crypto";
import Redis from "ioredis";
import { ADMISSION_MS, openSharedStore } from "../../shared/platform/shared-store";
import { expectError, newAccount, Reply, request, target } from "../support/suite-api";
import { ALL_SERVICES } from "../support/servers";
import { Private, privateRedis, readiness, Stack, startStack } from "../support/stack";
import { sleep, until } from "../support/wait";
import { OpenStream, openStream, streamEnd } from "../support/listen-driver";

// Redis that stops answering (paused with SIGSTOP: its connections stay open, nothing answers) or
// is killed: every request answers within 2 s, and a revocation commits at once and holds on both
// gateways within 10 s (docs/architecture.md, "Guarantees"). This file's stack (every service in one process, two
// gateways) talks to a Redis of its own.
const REDIS_BOUND_MS = 2_000;
const REVOCATION_BOUND_MS = 10_000;
/**
 * After a Redis command timed out, the next ones fail at once for a second (shared/platform/shared-store.ts).
 * Requests spaced by more each meet a Redis not yet known to be silent, and pay the timeout.
 */
const SPACING_MS = 1_100;

let redis: Private;
let stack: Stack;

beforeAll(async () => {
	redis = await privateRedis();
	stack = await startStack({
		gateways: 2,
		redisUrl: redis.url,
		processes: { services: ALL_SERVICES.filter((name) => name !== "gateway") },
		// Refused requests are polled here: the per-address count must not turn their 401 into 429.
		env: { REFUSALS_PER_MINUTE: "1000000" },
	});
}, 120_000);

afterAll(async () => {
	redis?.resume();
	await stack?.stop();
	await redis?.kill();
});

type Outage = { name: string; begin(): Promise<void> | void; end(): Promise<void> | void };
const paused: Outage = { name: "paused", begin: () => redis.pause(), end: () => redis.resume() };
const killed: Outage = { name: "killed", begin: () => redis.kill(), end: () => redis.start() };

/** Runs `during` through the outage; then waits until both gateways and the services see Redis again. */
async function through<T>(outage: Outage, during: () => Promise<T>): Promise<T> {
	await outage.begin();
	try {
		return await during();
	} finally {
		await outage.end();
		for (const url of [...stack.urls, `http://127.0.0.1:${stack.proc("services").port}`]) {
			await until(async () => (await readiness(url)).checks?.redis === "ok", 30_000, `${url} to see Redis again`);
		}
	}
}

async function timed(send: () => Promise<Reply>): Promise<{ res: Reply; ms: number }> {
	const started = Date.now();
	const res = await send();
	return { res, ms: Date.now() - started };
}

const adminToken = () => target().adminToken;
const list = (key: string | undefined, baseUrl: string) => request("GET", "/v1/customers", { key, baseUrl, query: "limit=1" });

/** Every kind of request on both gateways through the outage: each answers as without it, within 2 s. */
async function requestsThrough(outage: Outage) {
	const account = await newAccount("Through a Redis outage", stack.urls[0]);
	const shop = await account.integration();
	const body = { name: "Before the outage" };
	const first = await request("POST", "/v1/customers", { key: shop.key, body, idempotencyKey: "before", baseUrl: stack.urls[0] });
	expect(first.status).toBe(201);
	for (const baseUrl of stack.urls) expect((await list(shop.key, baseUrl)).status).toBe(200);

	const kinds: Record<string, [(baseUrl: string) => Promise<Reply>, (res: Reply) => void]> = {
		"cached key": [(baseUrl) => list(shop.key, baseUrl), (res) => expect(res.status).toBe(200)],
		"unknown key": [(baseUrl) => list(`ab_${randomBytes(16).toString("hex")}`, baseUrl), (res) => expectError(res, 401, "api_key_invalid")],
		"no key": [(baseUrl) => list(undefined, baseUrl), (res) => expectError(res, 401, "api_key_missing")],
		create: [
			(baseUrl) => request("POST", "/v1/customers", { key: shop.key, body: { name: "During the outage" }, idempotencyKey: randomUUID(), baseUrl }),
			(res) => expect(res.status).toBe(201),
		],
		replay: [
			(baseUrl) => request("POST", "/v1/customers", { key: shop.key, body, idempotencyKey: "before", baseUrl }),
			(res) =>
				expect({ status: res.status, id: res.body.id, replayed: res.headers.get("idempotent-replayed") }).toEqual({
					status: 201,
					id: first.body.id,
					replayed: "true",
				}),
		],
		read: [(baseUrl) => request("GET", `/v1/customers/${first.body.id}`, { key: shop.key, baseUrl }), (res) => expect(res.status).toBe(200)],
	};
	const figures = await through(outage, async () => {
		const taken: Record<string, number[]> = {};
		for (const baseUrl of stack.urls) {
			for (const [kind, [send, expectAnswer]] of Object.entries(kinds)) {
				await sleep(SPACING_MS);
				const { res, ms } = await timed(() => send(baseUrl));
				expectAnswer(res);
				(taken[kind] ??= []).push(ms);
			}
		}
		return taken;
	});
	console.log(`Redis ${outage.name}: ms per request on each gateway ${JSON.stringify(figures)}`);
	expect(Object.entries(figures).filter(([, ms]) => Math.max(...ms) >= REDIS_BOUND_MS)).toEqual([]);
}

/**
 * Through the outage, three revocations (the admin's, DELETE /v1/api_keys/<id> with the desktop key,
 * the desktop key's replacement) of keys both gateways had cached: each answers at once, and from
 * then on neither gateway admits the key for longer than 10 s, through the outage and after it; the
 * key's event stream on the other gateway ends within 10 s too.
 */
async function revocationsThrough(outage: Outage) {
	const account = await newAccount("Revoking through a Redis outage", stack.urls[0]);
	const [byAdmin, byDesktop] = [await account.integration(), await account.integration()];
	const desktopKey = account.desktop.key;
	for (const baseUrl of stack.urls) for (const key of [byAdmin.key, byDesktop.key, desktopKey]) expect((await list(key, baseUrl)).status).toBe(200);
	// each key's event stream, open on the gateway that does not revoke it
	const streams: Record<string, OpenStream> = {
		"admin revoke": await openStream(byAdmin.key, stack.urls[1]),
		"DELETE /v1/api_keys": await openStream(byDesktop.key, stack.urls[0]),
		"desktop key replacement": await openStream(desktopKey, stack.urls[1]),
	};
	for (const stream of Object.values(streams)) await until(() => stream.text().includes("event: ready"), 10_000, "a stream ready");

	const revoked: { name: string; key: string; ms: number; at: number }[] = [];
	const revoke = async (name: string, key: string, send: () => Promise<Reply>, status: number) => {
		const { res, ms } = await timed(send);
		expect({ name, status: res.status }).toEqual({ name, status });
		revoked.push({ name, key, ms, at: Date.now() });
		return res;
	};
	/** For each revoked key, the last moment (ms after its revoke answered) a gateway still admitted it. */
	const lastAdmitted = new Map<string, number>();
	const watch = async (untilMs: number) => {
		for (;;) {
			const left = revoked.filter((r) => Date.now() - r.at < untilMs);
			if (left.length === 0) return;
			for (const { name, key, at } of left) {
				for (const baseUrl of stack.urls) {
					const res = await list(key, baseUrl);
					if (res.status === 200) lastAdmitted.set(name, Date.now() - at);
					else expectError(res, 401, "api_key_invalid");
				}
			}
			await sleep(100);
		}
	};
	let newDesktop = "";
	await through(outage, async () => {
		await revoke(
			"admin revoke",
			byAdmin.key,
			() => request("DELETE", `/admin/v1/api_keys/${byAdmin.keyObject.id}`, { key: adminToken(), baseUrl: stack.urls[0] }),
			200,
		);
		await revoke(
			"DELETE /v1/api_keys",
			byDesktop.key,
			() => request("DELETE", `/v1/api_keys/${byDesktop.keyObject.id}`, { key: desktopKey, baseUrl: stack.urls[1] }),
			200,
		);
		const replaced = await revoke(
			"desktop key replacement",
			desktopKey,
			() => request("POST", `/admin/v1/accounts/${account.accountId}/desktop_key`, { key: adminToken(), baseUrl: stack.urls[0] }),
			201,
		);
		newDesktop = replaced.body.secret;
		await watch(3_000);
	});
	// Redis is back with what it held of the keys before the outage.
	await watch(REVOCATION_BOUND_MS + 2_000);
	const figures = { revokeMs: Object.fromEntries(revoked.map((r) => [r.name, r.ms])), lastAdmittedMs: Object.fromEntries(lastAdmitted) };
	console.log(`Redis ${outage.name}: revocations ${JSON.stringify(figures)}`);
	expect(revoked.filter((r) => r.ms >= REDIS_BOUND_MS)).toEqual([]);
	expect([...lastAdmitted].filter(([, ms]) => ms >= REVOCATION_BOUND_MS)).toEqual([]);
	const streamEnds = revoked.map(({ name, at }) => ({ name, ms: (streams[name].endedAt() ?? Infinity) - at, reason: streamEnd(streams[name].text())?.reason }));
	console.log(`Redis ${outage.name}: streams ended ${JSON.stringify(streamEnds)}`);
	for (const stream of Object.values(streams)) stream.close();
	expect(streamEnds.filter((end) => !(end.ms < REVOCATION_BOUND_MS) || end.reason !== "key_revoked")).toEqual([]);
	for (const baseUrl of stack.urls) expect((await list(newDesktop, baseUrl)).status).toBe(200);
}

test("Redis paused (connections open): cached key, unknown key, no key, creates, replays and reads answer on both gateways within 2 s each", async () => {
	await requestsThrough(paused);
}, 90_000);

test("Redis paused: a revocation answers at once and no gateway admits the key 10 s after it, through the pause and after", async () => {
	await revocationsThrough(paused);
}, 90_000);

test("Redis killed: cached key, unknown key, no key, creates, replays and reads answer on both gateways within 2 s each", async () => {
	await requestsThrough(killed);
}, 90_000);

test("Redis killed: a revocation answers at once and no gateway admits the key 10 s after it, through the outage and after", async () => {
	await revocationsThrough(killed);
}, 90_000);

test(`a key cache entry Redis stores late (it was paused when the entry was sent) admits nothing ${ADMISSION_MS} ms after the key was vouched for`, async () => {
	const namespace = `late-${randomUUID()}`;
	const store = openSharedStore({ redisUrl: redis.url, rateLimitPerMinute: 100, transporter: "nats://unused", namespace }, systemClock);
	const raw = new Redis(redis.url);
	const holder = { accountId: "acct_late" };
	try {
		await store.connected(5_000);
		// Loads the scripts: a script Redis does not know yet would not be written late.
		await store.admitVouched(randomUUID(), holder, Date.now());
		const hash = randomUUID();
		const askedAt = Date.now();
		redis.pause();
		try {
			// Counted on this replica meanwhile; the entry waits in the paused Redis's socket.
			expect((await store.admitVouched(hash, holder, askedAt)).allowed).toBe(true);
			await until(() => Date.now() > askedAt + ADMISSION_MS, ADMISSION_MS + 1_000, "the admission's end");
		} finally {
			redis.resume();
		}
		await until(async () => (await raw.exists(`${namespace}:admission:${hash}`)) === 1, 5_000, "the late entry in Redis");
		await until(
			() =>
				store.ping().then(
					() => true,
					() => false,
				),
			5_000,
			"Redis answering the store",
		);
		expect(await store.admit(hash)).toBeNull();
		await store.admitVouched(hash, holder, Date.now());
		expect(await store.admit(hash)).toMatchObject({ holder });
	} finally {
		raw.disconnect();
		await store.close();
	}
}, 30_000);
