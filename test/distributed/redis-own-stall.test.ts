import { systemClock } from "../../shared/platform/clock";
import { randomUUID } from "node:crypto";
import { openSharedStore, type SharedStore } from "../../shared/platform/shared-store";
import { target } from "../support/suite-api";

// A gateway that stalls itself (a burst of requests, a long GC) for longer than a Redis command may
// take must not take the answer Redis gave meanwhile for silence: it would count each key's budget
// on its own for a second, and three gateways would let up to three budgets through.
let store: SharedStore;

beforeAll(async () => {
	store = openSharedStore(
		{ redisUrl: target().env!.REDIS_URL, rateLimitPerMinute: 100, transporter: "nats://unused", namespace: `stall-${randomUUID()}` },
		systemClock,
	);
	await store.connected(5_000);
	await store.claimKey(randomUUID(), "warm", 60_000); // loads the script
});

afterAll(() => store?.close());

/** Holds this process's event loop, as a CPU-bound stretch does. */
function stall(ms: number): void {
	const until = Date.now() + ms;
	while (Date.now() < until);
}

test("a command Redis answered while this process stalled past the command's bound keeps its answer, and Redis is not taken for silent", async () => {
	const name = randomUUID();
	const claimed = store.claimKey(name, "first", 60_000);
	// Sent by now; the stall spans the bound's timer, which comes due before the answer is read.
	setImmediate(() => stall(600));
	await expect(claimed).resolves.toBeNull();
	await expect(store.claimKey(name, "second", 60_000)).resolves.toBe("first");
});
