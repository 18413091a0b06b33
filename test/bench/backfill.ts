import { randomUUID } from "node:crypto";
import { Client, Request } from "./closed-loop-load";
import { count, printTable, ratio } from "./report";
import { Bookdrop, createAccount } from "./bench-servers";

// A backfill of historic customers, the first thing a shop platform does when a merchant
// connects, once with single creates and once with bulk creates of 100, on one server.

const BULK_SIZE = 100;

let serial = 0;
/** A customer as an integrator backfills it: the usual fields and one metadata key. */
function customer(): Record<string, unknown> {
	const n = ++serial;
	return {
		name: `Backfill Customer ${n}`,
		email: `backfill${n}@example.com`,
		phone: "+49 30 1234567",
		company: "Backfill GmbH",
		address_line1: "Hauptstraße 1",
		city: "Berlin",
		postal_code: "10115",
		country: "de",
		metadata: { shop_customer_id: String(n) },
	};
}

/** Sends `requests` requests from `concurrency` workers, each checked by `stored` (objects it stored); answers the seconds taken. */
async function run(
	client: Client,
	requests: number,
	concurrency: number,
	next: () => Request,
	stored: (status: number, body: string) => number,
	expected: number,
): Promise<number> {
	let sent = 0;
	let objects = 0;
	const start = performance.now();
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (sent < requests) {
				sent++;
				const answer = await client.send(next());
				const made = stored(answer.status, answer.body);
				if (made === 0) throw new Error(`backfill: ${answer.status} ${answer.body.slice(0, 300)}`);
				objects += made;
			}
		}),
	);
	if (objects !== expected) throw new Error(`backfill stored ${objects} objects, not ${expected}`);
	return (performance.now() - start) / 1000;
}

/** Each bulk answer must store every one of its objects. */
function bulkStored(status: number, body: string): number {
	if (status !== 200) return 0;
	const data = (JSON.parse(body) as { data: Array<{ status: number }> }).data;
	return data.every((item) => item.status === 201) ? data.length : 0;
}

/** Backfills `total` customers into one account with single creates, then into another with bulk creates; prints objects per second. */
export async function measureBackfill(client: Client, bookdrop: Bookdrop, total: number, concurrency: number): Promise<void> {
	const url = bookdrop.urls()[0];
	const create = (key: string, path: string, body: unknown): Request => ({
		method: "POST",
		url: `${url}${path}`,
		key,
		headers: { "Idempotency-Key": randomUUID() },
		body,
	});
	const single = (await createAccount(url, "Bench backfill, single")).integration;
	const singleSeconds = await run(
		client,
		total,
		concurrency,
		() => create(single, "/v1/customers", customer()),
		(status) => (status === 201 ? 1 : 0),
		total,
	);
	const bulk = (await createAccount(url, "Bench backfill, bulk")).integration;
	const requests = Math.ceil(total / BULK_SIZE);
	const objects = () => Array.from({ length: BULK_SIZE }, customer);
	const bulkSeconds = await run(
		client,
		requests,
		concurrency,
		() => create(bulk, "/v1/customers/bulk", { objects: objects() }),
		bulkStored,
		requests * BULK_SIZE,
	);
	const singleRate = total / singleSeconds;
	const bulkRate = (requests * BULK_SIZE) / bulkSeconds;
	console.log(`${count(total)} customers, ${concurrency} connections; one account each way.\n`);
	printTable(
		["backfill", "requests", "seconds", "objects per second", "ratio"],
		[
			["single creates", count(total), singleSeconds.toFixed(2), count(singleRate), "1.00×"],
			[`bulk creates of ${BULK_SIZE}`, count(requests), bulkSeconds.toFixed(2), count(bulkRate), ratio(bulkRate / singleRate)],
		],
	);
	console.log(
		`\nAt 120 requests per minute per key: ${(total / 120).toFixed(0)} min with single creates, ${(requests / 120).toFixed(1)} min with bulk creates.`,
	);
}
