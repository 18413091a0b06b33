import { randomUUID } from "node:crypto";
import { Client, IntegrationClient, newAccount, Reply, request, target } from "../support/suite-api";
import { allEvents, Body, counts, DAY, importAll, made, make } from "../support/fixtures";
import { CASES, makeRefs, Refs } from "../support/resource-cases";

// POST /v1/<type>/bulk (docs/api.md, "Bulk creates"): each object as its single create, one
// Idempotency-Key and one rate-limit unit for the request.

let shop: IntegrationClient;
let refs: Refs;

beforeAll(async () => {
	shop = await (await newAccount()).integration();
	refs = await makeRefs(shop);
});

const bulk = (c: Client, path: string, objects: unknown[], key: string = randomUUID()) => c.create(`${path}/bulk`, { objects }, key);

/** The same request with its answer as the bytes the server sent. */
async function bulkText(c: Client, path: string, objects: unknown[], key: string) {
	const res = await fetch(`${target().url}${path}/bulk`, {
		method: "POST",
		headers: { Authorization: `Bearer ${c.key}`, "Content-Type": "application/json", "Idempotency-Key": key },
		body: JSON.stringify({ objects }),
	});
	return { status: res.status, replayed: res.headers.get("idempotent-replayed"), requestId: res.headers.get("request-id"), text: await res.text() };
}

const statuses = (res: Reply) => res.body.data.map((item: Body) => item.status);
const customersNamed = async (c: Client, name: string) => (await c.get("/v1/customers", `name=${encodeURIComponent(name)}&limit=100`)).body.data;

describe.each(CASES)("$name", (c) => {
	test("valid objects are stored and answered 201 in place; an invalid one is 400 with its single create's error", async () => {
		const objects = [c.full(refs), { ...c.minimal(refs), [c.foreign]: "x" }, c.minimal(refs)];
		const res = await bulk(shop, c.path, objects);
		expect(res.status).toBe(200);
		expect(res.headers.get("location")).toBeNull();
		expect(res.body.object).toBe("bulk_result");
		expect(statuses(res)).toEqual([201, 400, 201]);
		const single = await shop.create(c.path, objects[1]);
		expect(res.body.data[1].error).toEqual({ ...single.body.error, request_id: res.headers.get("request-id") });
		expect(res.body.data[1].error).toMatchObject({ type: "invalid_request_error", code: "parameter_unknown", param: c.foreign });
		for (const i of [0, 2]) {
			const stored = res.body.data[i].object;
			expect(stored.id.startsWith(`${c.prefix}_`)).toBe(true);
			expect(stored.object).toBe(c.object);
			expect((await shop.get(`${c.path}/${stored.id}`)).body).toEqual(stored);
		}
		expect(res.body.data[0].object).toMatchObject(c.full(refs));
	});
});

test("mixed objects: each position answers its own outcome, in request order, and only the valid ones are stored", async () => {
	const name = `Mixed ${randomUUID()}`;
	const stranger = await make.customer(await (await newAccount()).integration());
	const objects = [
		{ name, email: "a@example.com" },
		{ name, email: "not-an-email" },
		{ email: "b@example.com" },
		{ name, country: "" },
		{ name, metadata: { k: "v" } },
	];
	const res = await bulk(shop, "/v1/customers", objects);
	expect(statuses(res)).toEqual([201, 400, 400, 201, 201]);
	expect(res.body.data[1].error).toMatchObject({ code: "parameter_invalid", param: "email" });
	expect(res.body.data[2].error).toMatchObject({ code: "parameter_missing", param: "name" });
	expect(res.body.data[3].object.country).toBeNull();
	const stored = [0, 3, 4].map((i) => res.body.data[i].object.id);
	expect((await customersNamed(shop, name)).map((o: Body) => o.id).sort()).toEqual([...stored].sort());
	const expenses = await bulk(shop, "/v1/expenses", [
		{ description: "Theirs", amount: 100, currency: "EUR", occurred_on: DAY, supplier: stranger.id },
		{ description: "Mine", amount: 100, currency: "EUR", occurred_on: DAY, category: refs.revenueCategory },
		{ description: "Tax", amount: 100, tax_amount: 200, currency: "EUR", occurred_on: DAY },
	]);
	expect(expenses.body.data.map((item: Body) => [item.status, item.error.code])).toEqual([
		[400, "resource_missing"],
		[400, "parameter_invalid"],
		[400, "tax_amount_exceeds_amount"],
	]);
});

test("refunds of one revenue in one bulk see each other: the one past what is left fails alone", async () => {
	const sale = await make.revenue(shop, { amount: 1000 });
	const refund = (amount: number) => ({ revenue: sale.id, amount, currency: "EUR", occurred_on: DAY });
	const res = await bulk(shop, "/v1/refunds", [refund(600), refund(500), refund(400), { ...refund(1), currency: "USD" }]);
	expect(statuses(res)).toEqual([201, 400, 201, 400]);
	expect(res.body.data[1].error).toMatchObject({ code: "refund_exceeds_remaining", refundable_amount: 400 });
	expect(res.body.data[3].error).toMatchObject({ code: "currency_mismatch" });
});

test("a replay answers the first body byte for byte with Idempotent-Replayed, and stores nothing more", async () => {
	const name = `Replay ${randomUUID()}`;
	const objects = [{ name, metadata: { b: "2", a: "1" } }, { name, email: "bad" }, { name }];
	const first = await bulkText(shop, "/v1/customers", objects, "bulk-replay");
	expect(first.status).toBe(200);
	expect(first.replayed).toBeNull();
	const again = await bulkText(shop, "/v1/customers", objects, "bulk-replay");
	expect(again).toEqual({ ...first, replayed: "true", requestId: again.requestId });
	expect(again.requestId).not.toBe(first.requestId);
	expect(await customersNamed(shop, name)).toHaveLength(2);
	const other = await bulk(shop, "/v1/customers", [{ name }], "bulk-replay");
	expect(other.status).toBe(409);
	expect(other.body.error.code).toBe("idempotency_key_reused");
});

test("concurrent duplicates store the objects once; the others replay the answer or are told the key is in use", async () => {
	const name = `Race ${randomUUID()}`;
	const objects = Array.from({ length: 100 }, () => ({ name }));
	const replies = await Promise.all(Array.from({ length: 6 }, () => bulkText(shop, "/v1/customers", objects, "bulk-race")));
	const answered = replies.filter((r) => r.status === 200);
	const inUse = replies.filter((r) => r.status === 409);
	expect(answered.length + inUse.length).toBe(6);
	// Embedded, one process does all of the work with PGlite in it, and the duplicates reach their
	// claim only once the first has answered: they replay it. Distributed, they meet it in flight.
	if (target().mode === "distributed") expect(inUse.length).toBeGreaterThan(0);
	for (const r of inUse) expect(JSON.parse(r.text).error.code).toBe("idempotency_key_in_use");
	expect(answered.filter((r) => r.replayed === null)).toHaveLength(1);
	expect(new Set(answered.map((r) => r.text)).size).toBe(1);
	expect(await customersNamed(shop, name)).toHaveLength(100);
});

test("100 objects of the widest type, every field set and 50 metadata keys each, fit one request; 101 are refused whole", async () => {
	const metadata = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`key_${i}`, `value ${i}`]));
	const name = `Wide ${randomUUID()}`;
	const wide = { ...CASES[0].full(refs), name, metadata };
	const res = await bulk(
		shop,
		"/v1/customers",
		Array.from({ length: 100 }, () => wide),
	);
	expect(statuses(res)).toEqual(Array(100).fill(201));
	const over = await bulk(
		shop,
		"/v1/customers",
		Array.from({ length: 101 }, () => ({ name: `${name} over` })),
	);
	expect(over.status).toBe(400);
	expect(over.body.error).toMatchObject({ code: "parameter_invalid", param: "objects" });
	expect(await customersNamed(shop, `${name} over`)).toHaveLength(0);
	const notObject = await bulk(shop, "/v1/customers", [{ name }, "a string"]);
	expect(notObject.body.error).toMatchObject({ code: "parameter_invalid", param: "objects[1]" });
	const none = await bulk(shop, "/v1/customers", []);
	expect(none.body.error).toMatchObject({ code: "parameter_invalid", param: "objects" });
});

test("an amount written 12.0 in any object refuses the request, as it would a single create", async () => {
	const rawBody = `{"objects": [{"description": "A", "amount": 1200, "currency": "EUR", "occurred_on": "${DAY}"}, {"description": "B", "amount": 12.0, "currency": "EUR", "occurred_on": "${DAY}"}]}`;
	const res = await request("POST", "/v1/expenses/bulk", {
		key: shop.key,
		rawBody,
		headers: { "Content-Type": "application/json" },
		idempotencyKey: randomUUID(),
	});
	expect(res.status).toBe(400);
	expect(res.body.error).toMatchObject({ code: "parameter_invalid_amount", param: "objects[1].amount" });
});

test("a bulk create counts once against the key's rate limit", async () => {
	const fresh = await (await newAccount()).integration();
	const remaining = (res: Reply) => Number(res.headers.get("x-ratelimit-remaining"));
	const first = await bulk(
		fresh,
		"/v1/products",
		Array.from({ length: 100 }, (_, i) => ({ name: `P${i}` })),
	);
	const second = await bulk(
		fresh,
		"/v1/products",
		Array.from({ length: 100 }, (_, i) => ({ name: `Q${i}` })),
	);
	expect(statuses(second)).toEqual(Array(100).fill(201));
	expect(remaining(second)).toBe(remaining(first) - 1);
});

test("stored objects count as pending and emit their events one by one, as single creates' do; failed ones neither", async () => {
	const account = await newAccount();
	const c = await account.integration();
	const res = await bulk(c, "/v1/customers", [{ name: "One" }, { name: "One", email: "bad" }, { name: "Two" }, { name: "Three" }]);
	expect(statuses(res)).toEqual([201, 400, 201, 201]);
	const ids = [0, 2, 3].map((i) => res.body.data[i].object.id);
	expect((await c.get("/v1/account")).body.pending).toEqual(counts({ customer: 3 }));
	expect(await allEvents(c)).toEqual([]);
	await importAll(account.desktop, ids);
	const imported = (await allEvents(c, "type=customer.imported")).map((event: Body) => event.data.object.id);
	expect(imported.sort()).toEqual([...ids].sort());
	expect((await c.get("/v1/account")).body.pending).toEqual(counts());
	expect(await made(c, "/v1/customers", { name: "Single" })).toMatchObject({ object: "customer" });
});
