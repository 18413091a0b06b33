import { randomUUID } from "node:crypto";
import { Client, expectError, newAccount, request, target } from "../support/suite-api";
import { allEvents, Body, counts, make, openBatch, pathOf } from "../support/fixtures";

// A lost acknowledgement: `complete` and `revert` take an optional Idempotency-Key, and a retry with
// it answers the first response byte for byte (docs/lifecycle.md, "Recovering after a crash").

/** A batch step through the suite's client (its answer checked against the contract), at the gateway `baseUrl`. */
async function step(c: Client, batch: string, verb: "complete" | "revert", body: unknown, idempotencyKey?: string, baseUrl = target().url) {
	return request("POST", `/v1/import_batches/${batch}/${verb}`, { key: c.key, body, idempotencyKey, baseUrl });
}

/** The body exactly as the server wrote it, and the replay header, for a POST with `idempotencyKey`. */
async function rawStep(c: Client, batch: string, verb: "complete" | "revert", body: unknown, idempotencyKey: string, baseUrl = target().url) {
	const res = await fetch(`${baseUrl}/v1/import_batches/${batch}/${verb}`, {
		method: "POST",
		headers: { Authorization: `Bearer ${c.key}`, "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
		body: JSON.stringify(body),
	});
	return { status: res.status, text: await res.text(), replayed: res.headers.get("idempotent-replayed") };
}

describe("complete and revert with an Idempotency-Key", () => {
	let desktop: Client;
	let customers: Body[];
	let batch: Body;
	let refs: Record<string, string>;

	beforeAll(async () => {
		const account = await newAccount();
		desktop = account.desktop;
		customers = [await make.customer(desktop), await make.customer(desktop)];
		batch = await openBatch(
			desktop,
			customers.map((c) => c.id),
		);
		refs = Object.fromEntries(customers.map((c, i) => [c.id, `BOOKS-${i + 1}`]));
	});

	test("a retry of a complete answers the first response byte for byte, marked as a replay, from every gateway; the batch completes once", async () => {
		const key = randomUUID();
		const first = await request("POST", `/v1/import_batches/${batch.id}/complete`, { key: desktop.key, body: { local_refs: refs }, idempotencyKey: key });
		expect(first.status).toBe(200);
		expect(first.headers.get("idempotent-replayed")).toBeNull();
		expect(first.body).toMatchObject({ id: batch.id, status: "completed", counts: counts({ customer: 2 }), completed_at: expect.any(Number) });
		const sent = JSON.stringify(first.body);

		for (const url of target().urls) {
			const again = await rawStep(desktop, batch.id, "complete", { local_refs: refs }, key, url);
			expect(again).toEqual({ status: 200, text: sent, replayed: "true" });
			const checked = await request("POST", `/v1/import_batches/${batch.id}/complete`, {
				key: desktop.key,
				body: { local_refs: refs },
				idempotencyKey: key,
				baseUrl: url,
			});
			expect(checked.headers.get("idempotent-replayed")).toBe("true");
		}
		expect((await allEvents(desktop, "type=import_batch.completed")).filter((e) => e.data.object.id === batch.id)).toHaveLength(1);
		expect((await allEvents(desktop, "type=customer.imported")).map((e) => e.data.object.id).sort()).toEqual(customers.map((c) => c.id).sort());
		for (const customer of customers)
			expect((await desktop.get(pathOf(customer.id))).body.import).toMatchObject({ status: "imported", local_ref: refs[customer.id] });
	});

	test("without a key a repeated complete is still 409 batch_not_open; the same key for another request is 409 idempotency_key_reused", async () => {
		expectError(await step(desktop, batch.id, "complete", { local_refs: refs }), 409, "batch_not_open");
		const key = randomUUID();
		expect((await step(desktop, batch.id, "revert", {}, key)).status).toBe(200);
		expectError(await step(desktop, batch.id, "complete", { local_refs: refs }, key), 409, "idempotency_key_reused");
	});

	test("a retry of a revert replays it; without a key a repeat is 409 batch_not_revertible", async () => {
		const other = await openBatch(desktop, [customers[0].id]);
		const key = randomUUID();
		const first = await rawStep(desktop, other.id, "revert", {}, key);
		expect(first.status).toBe(200);
		expect(first.replayed).toBeNull();
		expect(JSON.parse(first.text)).toMatchObject({ id: other.id, status: "reverted", reverted_at: expect.any(Number) });
		for (const url of target().urls)
			expect(await rawStep(desktop, other.id, "revert", {}, key, url)).toEqual({ status: 200, text: first.text, replayed: "true" });
		expectError(await step(desktop, other.id, "revert", {}), 409, "batch_not_revertible");
		expect((await allEvents(desktop, "type=import_batch.reverted")).filter((e) => e.data.object.id === other.id)).toHaveLength(1);
	});

	test("a complete that failed stores nothing: its key completes the batch once the request is right", async () => {
		const customer = await make.customer(desktop);
		const open = await openBatch(desktop, [customer.id]);
		const key = randomUUID();
		expectError(await step(desktop, open.id, "complete", { local_refs: {} }, key), 400, "parameter_invalid", "local_refs");
		// the corrected request is another request: a key that stored nothing is free for it
		const done = await step(desktop, open.id, "complete", { local_refs: { [customer.id]: "BOOKS-9" } }, key);
		expect(done.status).toBe(200);
		expect(done.body.status).toBe("completed");
		expect((await step(desktop, open.id, "complete", { local_refs: { [customer.id]: "BOOKS-9" } }, key)).headers.get("idempotent-replayed")).toBe("true");
	});

	test("an oversized key is refused before any work", async () => {
		const customer = await make.customer(desktop);
		const open = await openBatch(desktop, [customer.id]);
		const res = await request("POST", `/v1/import_batches/${open.id}/complete`, {
			key: desktop.key,
			body: { local_refs: { [customer.id]: "X" } },
			headers: { "Idempotency-Key": "x".repeat(256) },
		});
		expectError(res, 400, "parameter_invalid", "Idempotency-Key");
		expect((await desktop.get(`/v1/import_batches/${open.id}`)).body.status).toBe("open");
	});
});
