import { AuthenticationError, Bookdrop, BookdropError, Customer, InvalidRequestError } from "@bookdrop/client";
import { target } from "../support/suite-api";
import { checkedFetch } from "../support/contract-fetch";

// The README's walk-through with the typed client (client/), against the suite's server. Every
// exchange is held to docs/openapi.json like those of test/support/suite-api.ts.

const connect = (apiKey: string) => new Bookdrop({ apiKey, baseUrl: target().url, fetch: checkedFetch });

test("the README flow: account, integration key, customers, listing every page, import, events", async () => {
	const operator = connect(target().adminToken);
	const { account, desktop_key } = await operator.admin.accounts.create({ name: "Acme Ltd" });
	expect(desktop_key.scopes).toEqual(["read", "write", "import", "keys"]);
	const key = await operator.admin.accounts.apiKeys.create(account.id, { scopes: ["read", "write"], name: "Shop sync" });

	const shop = connect(key.secret);
	const jane = await shop.customers.create({ name: "Jane Doe", email: "jane@example.com", country: "de" }, { idempotencyKey: "customer-1001" });
	expect(jane).toMatchObject({ object: "customer", country: "DE", import: { status: "pending" } });
	const again = await shop.customers.create({ name: "Jane Doe", email: "jane@example.com", country: "de" }, { idempotencyKey: "customer-1001" });
	expect(again.id).toBe(jane.id);
	expect(jane.lastResponse).toMatchObject({ statusCode: 201, idempotencyKey: "customer-1001", idempotentReplayed: false });
	expect(again.lastResponse).toMatchObject({ statusCode: 201, idempotentReplayed: true, requestId: expect.stringMatching(/^req_/) });
	expect(again.lastResponse.requestId).not.toBe(jane.lastResponse.requestId);
	expect(Number(again.lastResponse.headers["x-ratelimit-remaining"])).toBeLessThan(Number(again.lastResponse.headers["x-ratelimit-limit"]));
	const others = [];
	for (const name of ["Max", "Erika", "Otto"]) others.push(await shop.customers.create({ name }));

	const page = await shop.customers.list({ limit: 2 });
	expect(page.data.map((c) => c.id)).toEqual([others[2].id, others[1].id]);
	const every: Customer[] = [];
	for await (const customer of shop.customers.list({ limit: 2 })) every.push(customer);
	expect(every.map((c) => c.id)).toEqual([...others.reverse(), jane].map((c) => c.id));

	const desktop = connect(desktop_key.secret);
	const batch = await desktop.importBatches.create({ objects: [{ id: jane.id, local_ref: "QB-1" }] });
	expect(batch).toMatchObject({ status: "completed", counts: { customer: 1 } });
	const events = await shop.events.list({ type: "customer.imported" });
	expect(events.data).toHaveLength(1);
	const [event] = events.data;
	expect(event.type === "customer.imported" && event.data.object.id).toBe(jane.id);
	expect((await shop.account.retrieve()).pending.customer).toBe(3);
});

test("errors are typed: a class per type, with status, code, param and request id; a call may use another key", async () => {
	const operator = connect(target().adminToken);
	const { desktop_key } = await operator.admin.accounts.create({ name: "Errors Ltd" });
	const desktop = connect(desktop_key.secret);
	const refused = await desktop.expenses.create({ description: "Paper", amount: -1, currency: "EUR", occurred_on: "2026-03-04" }).catch((err) => err);
	expect(refused).toBeInstanceOf(InvalidRequestError);
	expect(refused).toBeInstanceOf(BookdropError);
	expect(refused).toMatchObject({ status: 400, code: "parameter_invalid_amount", param: "amount" });
	expect(refused.requestId).toMatch(/^req_/);
	await expect(desktop.customers.retrieve("cus_missing")).rejects.toMatchObject({ status: 404, code: "resource_missing" });
	const unknownKey = await desktop.account.retrieve({ apiKey: "ab_unknown" }).catch((err) => err);
	expect(unknownKey).toBeInstanceOf(AuthenticationError);
	expect(unknownKey).toMatchObject({ status: 401, type: "authentication_error", code: "api_key_invalid", requestId: expect.stringMatching(/^req_/) });
});
