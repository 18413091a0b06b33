import type { Logger } from "moleculer";
import { BATCH_MAX, RequestLogEntry } from "../../shared/http/request-log-entries";
import { DropReason, HELD_MAX, RATE_LIMITED_PER_MINUTE, RequestLogBuffer } from "../../services/gateway/request-log-buffer";
import { waitFor } from "../support/wait";

// The gateway's request log buffer (docs/requests.md): batches, not a call per request, and a
// bound on what it holds when the events service is slow or away.

let n = 0;
const entry = (): RequestLogEntry => ({
	id: `req_buffer${++n}`,
	accountId: "acct_1",
	integrationId: null,
	keyId: "key_1",
	created: 1_800_000_000,
	method: "GET",
	path: "/v1/customers",
	status: 200,
	error: null,
	idempotencyKey: null,
	durationMs: 1,
});

/** A buffer whose batches wait for the test to settle them. */
function buffer() {
	const batches: Array<{ entries: RequestLogEntry[]; settle: (ok: boolean) => void }> = [];
	const dropped: Record<DropReason, number> = { full: 0, failed: 0 };
	const told: string[] = [];
	const logger = { warn: (msg: string) => told.push(`warn ${msg}`), info: (msg: string) => told.push(`info ${msg}`) } as unknown as Logger;
	const log = new RequestLogBuffer({
		send: (entries) => new Promise((resolve, reject) => batches.push({ entries, settle: (ok) => (ok ? resolve(undefined) : reject(new Error("gone"))) })),
		dropped: (reason, count) => (dropped[reason] += count),
		logger,
	});
	return { log, batches, dropped, told };
}

test("entries leave together a quarter of a second after the first, or at once when a batch is full", async () => {
	const { log, batches } = buffer();
	log.add(entry());
	log.add(entry());
	expect(batches).toHaveLength(0);
	await waitFor("the timed batch", () => (batches.length ? true : undefined), 2_000, 10);
	expect(batches.map((b) => b.entries.length)).toEqual([2]);
	for (let i = 0; i < BATCH_MAX; i++) log.add(entry());
	expect(batches.map((b) => b.entries.length)).toEqual([2, BATCH_MAX]);
	for (const b of batches) b.settle(true);
	await log.drain();
});

test("past HELD_MAX waiting or on their way, requests are dropped and counted; a lost batch is counted, never sent again", async () => {
	const { log, batches, dropped, told } = buffer();
	for (let i = 0; i < HELD_MAX + 3; i++) log.add(entry());
	expect({ batches: batches.length, dropped }).toEqual({ batches: HELD_MAX / BATCH_MAX, dropped: { full: 3, failed: 0 } });
	// the first two lost, the others landing after them
	batches.forEach((b, i) => b.settle(i > 1));
	await log.drain();
	expect(dropped).toEqual({ full: 3, failed: 2 * BATCH_MAX });
	// the outage is told once, and its end once
	expect(told.map((line) => line.slice(0, 40))).toEqual(["warn Request log: a batch of 500 entries", "info Request log: batches reach the even"]);
	// room again once the batches landed
	log.add(entry());
	const draining = log.drain();
	expect(batches.map((b) => b.entries.length).slice(-1)).toEqual([1]);
	batches[batches.length - 1].settle(true);
	await draining;
	expect(batches).toHaveLength(HELD_MAX / BATCH_MAX + 1);
});

test("a key's 429 rate_limited answers are logged up to RATE_LIMITED_PER_MINUTE a minute; its other answers all", async () => {
	const { log, batches } = buffer();
	const limited = (keyId: string, created: number): RequestLogEntry => ({
		...entry(),
		keyId,
		created,
		status: 429,
		error: { type: "rate_limit_error", code: "rate_limited", message: "Too many requests.", request_id: "req_x" },
	});
	const minute = 1_800_000_000 - (1_800_000_000 % 60);
	for (let i = 0; i < RATE_LIMITED_PER_MINUTE + 5; i++) {
		log.add(limited("key_a", minute + 1));
		log.add(limited("key_b", minute + 2));
		log.add({ ...entry(), keyId: "key_a", created: minute + 3 });
	}
	log.add(limited("key_a", minute + 60));
	const draining = log.drain();
	for (const b of batches) b.settle(true);
	await draining;
	const sent = batches.flatMap((b) => b.entries);
	const count = (keyId: string, status: number) => sent.filter((e) => e.keyId === keyId && e.status === status).length;
	expect([count("key_a", 429), count("key_b", 429), count("key_a", 200)]).toEqual([
		RATE_LIMITED_PER_MINUTE + 1,
		RATE_LIMITED_PER_MINUTE,
		RATE_LIMITED_PER_MINUTE + 5,
	]);
});

test("a stopping gateway waits for its last batches no longer than the drain's limit", async () => {
	const { log, batches } = buffer();
	log.add(entry());
	const started = process.hrtime.bigint();
	await log.drain(50);
	const waitedMs = Number(process.hrtime.bigint() - started) / 1e6;
	// the batch left, and never landed: the drain gave up on it
	expect(batches).toHaveLength(1);
	expect(waitedMs).toBeGreaterThanOrEqual(45);
	batches[0].settle(true);
});
