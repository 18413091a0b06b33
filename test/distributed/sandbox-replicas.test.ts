import { Client, newAccount } from "../support/suite-api";
import { allEvents, Body, listAll, ok } from "../support/fixtures";
import { startStack, Stack } from "../support/stack";
import { sleep, waitFor } from "../support/wait";

// The simulated importer on two batches replicas (docs/testing.md): both look every second and
// the key asks both to run at once, yet each object is taken once. SANDBOX_IMPORT_DELAY=0: every
// look finds work, so the replicas race for the same account all the time.

let stack: Stack;

beforeAll(async () => {
	stack = await startStack({
		processes: { rest: ["accounts", "catalog", "transactions", "events", "webhooks"], "batches-1": ["batches"], "batches-2": ["batches"] },
		env: { SANDBOX_IMPORT_DELAY: "0" },
	});
}, 120_000);

afterAll(async () => {
	await stack?.stop();
});

const OUTCOMES = { import: 60, "reject:duplicate": 10, revert: 10, outcome_unknown: 10 } as const;

async function push(key: Client): Promise<Map<string, string>> {
	const outcomes = new Map<string, string>();
	for (const [outcome, count] of Object.entries(OUTCOMES)) {
		const metadata = outcome === "import" ? {} : { sandbox_outcome: outcome };
		const objects = Array.from({ length: count }, (_, i) => ({ name: `${outcome} ${i}`, metadata }));
		const bulk = await ok(key.create("/v1/customers/bulk", { objects }));
		for (const { object } of bulk.data) outcomes.set(object.id, outcome);
	}
	return outcomes;
}

test("two replicas and concurrent runs take each object once, as it asked", async () => {
	const account = await newAccount("Sandbox merchant", stack.urls[0], "test");
	const key = await account.integration();
	const pushing = push(key);
	const runs = Array.from({ length: 6 }, () => ok(key.update("/v1/sandbox/run", {})));
	const outcomes = await pushing;
	await Promise.all(runs);
	const taken = (customer: Body) => customer.import.status !== "pending" || customer.import.batch !== null || outcomes.get(customer.id) === "revert";
	await waitFor(
		"every object taken",
		async () => {
			const customers = await listAll(key, "/v1/customers");
			const events = await allEvents(key, "type=import_batch.reverted");
			return customers.every(taken) && events.length === OUTCOMES.revert ? true : undefined;
		},
		60_000,
		250,
	);
	await sleep(3000); // more looks by both replicas: nothing more may happen

	const events = await allEvents(key);
	const about = (id: string) => events.filter((e) => e.data.object.id === id).map((e) => e.type);
	for (const [id, outcome] of outcomes) {
		const expected = { import: ["customer.imported"], "reject:duplicate": ["customer.rejected"], revert: ["customer.imported"], outcome_unknown: [] }[outcome];
		expect({ id, outcome, events: about(id) }).toEqual({ id, outcome, events: expected });
	}
	const batches = await listAll(account.desktop, "/v1/import_batches");
	const total = (status: string) => batches.filter((b) => b.status === status).reduce((sum, b) => sum + b.counts.customer, 0);
	expect({ completed: total("completed"), reverted: total("reverted"), open: total("open") }).toEqual({
		completed: OUTCOMES.import,
		reverted: OUTCOMES.revert,
		open: OUTCOMES.outcome_unknown,
	});
	expect(batches.filter((b) => b.status === "reverted").every((b) => b.counts.customer === 1)).toBe(true);
}, 120_000);
