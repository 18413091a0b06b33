import { startStack, Stack } from "../support/stack";
import { accuracyRun, movedRun } from "../support/books-corpus";

// The books' accuracy (docs/books.md) on a distributed stack of its own (PostgreSQL, NATS, Redis),
// two batches replicas running the simulated importer.

let stack: Stack;

beforeAll(async () => {
	stack = await startStack({
		processes: { rest: ["accounts", "catalog", "transactions", "events", "webhooks"], "batches-1": ["batches"], "batches-2": ["batches"] },
	});
}, 120_000);

afterAll(async () => {
	await stack?.stop();
});

test("2,000 objects, a third colliding: every decline by the books was predicted at POST time with its code, and every import was clean", async () => {
	await accuracyRun(stack.urls[0]);
}, 300_000);

test("when the importer imported after the books were read, answers say the books may have moved, and only such answers miss a decline", async () => {
	await movedRun(stack.urls[0]);
}, 300_000);
