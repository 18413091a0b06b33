import { randomUUID } from "node:crypto";
import { Client, client, Reply } from "../support/suite-api";
import { untilAnswered } from "../support/crash-stream";
import { Body, listAll } from "../support/fixtures";
import { Stack, stackAccount, startStack } from "../support/stack";

// kill -9 of the batches process while four desktop loops claim, complete and revert import
// batches, restarted at once with the same NODE_ID; the loops retry as docs/api.md "Retrying"
// says. Afterwards the API must show batches, objects and the event log in agreement.
let stack: Stack;

beforeAll(async () => {
	stack = await startStack({ gateways: 1 });
}, 120_000);

afterAll(async () => {
	await stack?.stop();
});

/** What a loop knows of a batch it made: its objects, its last status, whether it was ever completed. */
interface Known {
	ids: string[];
	status: "open" | "completed" | "reverted";
	everCompleted: boolean;
}

const LOOPS = 4;
const OBJECTS_PER_LOOP = 30;
const ROUNDS = 12;

test("kill -9 of batches mid-way through concurrent claims, completes and reverts leaves no partial batch: objects, batches and the event log agree", async () => {
	// What must hold, read through the API afterwards:
	// - the batches are exactly those the loops made (a claim retried with its key made none more),
	//   each with the status the loop last saw and counts.customer = its number of objects;
	// - an open batch's objects are pending with import.batch = it; a completed batch's are
	//   imported with import.batch = it, a local_ref and imported_at = its completed_at; no object
	//   names a reverted batch; every other object is pending with batch, imported_at and local_ref null;
	// - so no object is in two open batches: the open batches' counts add up to the claimed objects;
	// - the event log holds, per batch: when completed (and not reverted since) one
	//   import_batch.completed and one customer.imported per object, naming the batch; when reverted
	//   after completing, those and one import_batch.reverted; when reverted while open, one
	//   import_batch.reverted only; when open, none. No other event exists.
	// And the kill landed mid-way: at least one batch request got no answer or a 503.
	const keys = await stackAccount(stack.urls[0]);
	const shop = client(keys.key, stack.urls[0]);
	const desktop = client(keys.desktopKey, stack.urls[0]);
	const pools: string[][] = [];
	for (let loop = 0; loop < LOOPS; loop++) {
		const made = await Promise.all(
			Array.from({ length: OBJECTS_PER_LOOP }, async (_, i) => (await shop.create("/v1/customers", { name: `L${loop}-${i}` })).body.id as string),
		);
		pools.push(made);
	}

	const known = new Map<string, Known>();
	let requests = 0;
	let failed = 0;
	const send = (attempt: () => Promise<Reply>) => untilAnswered(attempt, 40_000, () => failed++).finally(() => requests++);

	async function loop(free: string[]): Promise<void> {
		for (let round = 0; round < ROUNDS; round++) {
			if (free.length < 2) continue;
			const ids = free.splice(0, 2 + Math.floor(Math.random() * 5));
			const oneShot = round % 4 === 3;
			const key = randomUUID();
			const objects = ids.map((id, i) => (oneShot ? { id, local_ref: `R-${i}` } : { id }));
			const claimed = await send(() => desktop.create("/v1/import_batches", { objects }, key));
			expect({ status: claimed.status, batch: claimed.body.status }).toEqual({ status: 201, batch: oneShot ? "completed" : "open" });
			const batch: Known = { ids, status: claimed.body.status, everCompleted: oneShot };
			known.set(claimed.body.id, batch);
			const id = claimed.body.id;
			if (!oneShot && Math.random() < 0.7) {
				const localRefs = Object.fromEntries(ids.map((objectId, i) => [objectId, `C-${i}`]));
				await settle(desktop, send, `/v1/import_batches/${id}/complete`, { local_refs: localRefs }, "batch_not_open", id, "completed");
				batch.status = "completed";
				batch.everCompleted = true;
			}
			if (Math.random() < 0.6) {
				await settle(desktop, send, `/v1/import_batches/${id}/revert`, {}, "batch_not_revertible", id, "reverted");
				batch.status = "reverted";
				free.push(...ids);
			}
		}
	}

	const loops = Promise.all(pools.map((pool) => loop(pool)));
	const deadline = Date.now() + 60_000;
	while (requests < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
	await stack.kill("batches");
	await stack.restart("batches");
	await loops;
	expect(failed).toBeGreaterThan(0);

	const batches = await listAll(desktop, "/v1/import_batches");
	const customers = await listAll(desktop, "/v1/customers");
	const events = await listAll(desktop, "/v1/events");
	expect(batches.map((b) => [b.id, b.status, b.counts.customer]).sort()).toEqual([...known].map(([id, k]) => [id, k.status, k.ids.length]).sort());

	const byBatch = (batchId: string) => customers.filter((c) => c.import.batch === batchId);
	for (const batch of batches) {
		const { ids, everCompleted } = known.get(batch.id)!;
		const objects = byBatch(batch.id);
		if (batch.status === "reverted") expect(objects).toEqual([]);
		if (batch.status === "open")
			expect(objects.map((c) => [c.id, c.import.status, c.import.local_ref]).sort()).toEqual(ids.map((id) => [id, "pending", null]).sort());
		if (batch.status === "completed") {
			expect(objects.map((c) => [c.id, c.import.status, c.import.imported_at, typeof c.import.local_ref]).sort()).toEqual(
				ids.map((id) => [id, "imported", batch.completed_at, "string"]).sort(),
			);
		}
		const about = (type: string) => events.filter((e) => e.type === type && e.data.object.id === batch.id).length;
		const imported = events.filter((e) => e.type === "customer.imported" && e.data.object.import.batch === batch.id).map((e) => e.data.object.id);
		expect({ batch: batch.id, completed: about("import_batch.completed"), reverted: about("import_batch.reverted"), imported: imported.sort() }).toEqual({
			batch: batch.id,
			completed: everCompleted ? 1 : 0,
			reverted: batch.status === "reverted" ? 1 : 0,
			imported: everCompleted ? [...ids].sort() : [],
		});
	}
	const inBatches = new Set(batches.filter((b) => b.status !== "reverted").flatMap((b) => known.get(b.id)!.ids));
	for (const c of customers.filter((c) => !inBatches.has(c.id)))
		expect({ id: c.id, import: c.import }).toEqual({ id: c.id, import: { status: "pending", batch: null, imported_at: null, local_ref: null } });
	const openCounts = batches.filter((b) => b.status === "open").reduce((n, b) => n + b.counts.customer, 0);
	expect(customers.filter((c) => c.import.status === "pending" && c.import.batch !== null)).toHaveLength(openCounts);
	const completedEvents = batches.filter((b) => known.get(b.id)!.everCompleted).length;
	const revertedEvents = batches.filter((b) => b.status === "reverted").length;
	const importedEvents = batches.filter((b) => known.get(b.id)!.everCompleted).reduce((n, b) => n + b.counts.customer, 0);
	expect(events).toHaveLength(completedEvents + revertedEvents + importedEvents);
}, 180_000);

/**
 * A complete or revert (no Idempotency-Key: docs/api.md says sending it twice leaves the same
 * result) until answered. When an attempt before the last got no answer, the last may find it
 * done (`already`, 409): the batch then must show `status`, as if the first had answered.
 */
async function settle(
	desktop: Client,
	send: (attempt: () => Promise<Reply>) => Promise<Reply>,
	path: string,
	body: Body,
	already: string,
	id: string,
	status: string,
): Promise<void> {
	let attempts = 0;
	const reply = await send(() => {
		attempts++;
		return desktop.update(path, body);
	});
	if (reply.status === 200) return expect(reply.body.status).toBe(status);
	expect({ attempts: attempts > 1, status: reply.status, code: reply.body.error?.code }).toEqual({ attempts: true, status: 409, code: already });
	expect((await desktop.get(`/v1/import_batches/${id}`)).body.status).toBe(status);
}
