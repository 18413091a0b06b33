import { Client, expectError, IntegrationClient, newAccount } from "../support/suite-api";
import {
	Account,
	allEvents,
	listAll,
	Body,
	counts,
	EVENT_TYPES,
	idsOf as ids,
	importAll,
	make,
	nowSeconds,
	ok,
	openBatch,
	pathOf,
	reject,
	revert,
} from "../support/fixtures";

// The event log: docs/api.md, "Events" and docs/design.md, "Events and webhooks".
// What each transition records, what it does not, and who reads which events. (90-day retention needs
// direct database access: test/distributed/retention.test.ts.)

/** Events that appeared since `before` (a list read earlier), newest first. */
const since = (now: Body[], before: Body[]) => now.filter((event) => !before.some((old) => old.id === event.id));

/** The event of `type` about object `id` among `events`; exactly one. */
function eventAbout(events: Body[], type: string, id: string): Body {
	const found = events.filter((event) => event.type === type && event.data.object.id === id);
	expect({ type, id, found: found.length }).toEqual({ type, id, found: 1 });
	return found[0];
}

/** The event envelope: exactly these keys, an evt_ id, a recent timestamp, its live account. */
function expectEnvelope(event: Body, type: string, before: number, account: string): void {
	expect(Object.keys(event)).toEqual(["id", "object", "type", "created", "account", "livemode", "data"]);
	expect(event).toMatchObject({ id: expect.stringMatching(/^evt_[0-9A-Za-z]{24}$/), object: "event", type, account, livemode: true });
	expect(event.created).toBeGreaterThanOrEqual(before);
	expect(event.created).toBeLessThanOrEqual(nowSeconds());
}

/** data.object is the object exactly as the API returns it: same keys, same order, same values. */
function expectExactly(actual: unknown, expected: unknown): void {
	expect(actual).toEqual(expected);
	expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

// ---------------------------------------------------------------------------------------------

describe("an import", () => {
	let account: Account;
	let desktop: Client;
	let alpha: Client;
	let beta: Client;
	let alphaIds: string[];
	let betaIds: string[];
	let desktopIds: string[];
	let batch: Body;
	let before: number;
	/** Each object as GET returns it right after the import, by its owner. */
	const after = new Map<string, Body>();
	const owners = new Map<string, Client>();

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		[alpha, beta] = [await account.integration(), await account.integration()];
		const customer = await make.customer(alpha, { metadata: { z: "1", a: "2" } });
		const category = await make.category(alpha, { kind: "revenue" });
		const sale = await make.revenue(alpha, { customer: customer.id, category: category.id });
		await make.lineItem(alpha, sale.id);
		const supplier = await make.supplier(beta);
		const product = await make.product(desktop);
		alphaIds = [customer.id, category.id, sale.id];
		betaIds = [supplier.id];
		desktopIds = [product.id];
		for (const id of alphaIds) owners.set(id, alpha);
		for (const id of betaIds) owners.set(id, beta);
		for (const id of desktopIds) owners.set(id, desktop);
		before = nowSeconds();
		batch = await importAll(desktop, [...alphaIds, ...betaIds, ...desktopIds]);
		for (const [id, owner] of owners) after.set(id, (await owner.get(pathOf(id))).body);
	});

	test("records <object>.imported per object, data.object exactly as GET returns it right after", async () => {
		const everything = await allEvents(desktop);
		for (const [id, owner] of owners) {
			const object = after.get(id)!;
			expect(object.import).toMatchObject({ status: "imported", batch: batch.id, local_ref: expect.stringMatching(/^QB-\d$/) });
			const event = eventAbout(await allEvents(owner), `${object.object}.imported`, id);
			expectEnvelope(event, `${object.object}.imported`, before, account.accountId);
			expect(Object.keys(event.data)).toEqual(["object"]);
			expectExactly(event.data.object, object);
			expect(everything.find((e) => e.id === event.id)).toEqual(event);
		}
	});

	test("records import_batch.completed once per integration, with the batch as it sees it", async () => {
		const alphaEvents = (await allEvents(alpha)).filter((e) => e.type === "import_batch.completed");
		const betaEvents = (await allEvents(beta)).filter((e) => e.type === "import_batch.completed");
		expect(alphaEvents).toHaveLength(1);
		expect(betaEvents).toHaveLength(1);
		expectEnvelope(alphaEvents[0], "import_batch.completed", before, account.accountId);
		expect(Object.keys(alphaEvents[0].data)).toEqual(["object"]);
		const alphaView = (await alpha.get(`/v1/import_batches/${batch.id}`)).body;
		expect(alphaView.counts).toEqual(counts({ customer: 1, category: 1, revenue: 1 }));
		expectExactly(alphaEvents[0].data.object, alphaView);
		const betaView = (await beta.get(`/v1/import_batches/${batch.id}`)).body;
		expect(betaView.counts).toEqual(counts({ supplier: 1 }));
		expectExactly(betaEvents[0].data.object, betaView);

		// the desktop sees all of them: one for each integration and one for its own objects
		const desktopEvents = (await allEvents(desktop)).filter((e) => e.type === "import_batch.completed");
		expect(desktopEvents).toHaveLength(3);
		expect(new Set(ids(desktopEvents)).size).toBe(3);
		expect(ids(desktopEvents)).toEqual(expect.arrayContaining([alphaEvents[0].id, betaEvents[0].id]));
		const own = desktopEvents.find((e) => e.id !== alphaEvents[0].id && e.id !== betaEvents[0].id)!;
		expect(own.data.object).toMatchObject({ id: batch.id, object: "import_batch", status: "completed", completed_at: batch.completed_at });
		expect(own.data.object.counts.product).toBe(1);
	});

	test("each integration reads exactly its own events of the import", async () => {
		const types = (rows: Body[]) => rows.map((e) => e.type).sort();
		expect(types(await allEvents(alpha))).toEqual(["category.imported", "customer.imported", "import_batch.completed", "revenue.imported"]);
		expect(types(await allEvents(beta))).toEqual(["import_batch.completed", "supplier.imported"]);
		expect(types(await allEvents(desktop))).toEqual([
			"category.imported",
			"customer.imported",
			"import_batch.completed",
			"import_batch.completed",
			"import_batch.completed",
			"product.imported",
			"revenue.imported",
			"supplier.imported",
		]);
	});

	test("the events of a revert: import_batch.reverted per integration, no object events", async () => {
		const beforeRevert = { alpha: await allEvents(alpha), beta: await allEvents(beta), desktop: await allEvents(desktop) };
		const revertedAt = nowSeconds();
		await ok(revert(desktop, batch.id));
		const alphaNew = since(await allEvents(alpha), beforeRevert.alpha);
		const betaNew = since(await allEvents(beta), beforeRevert.beta);
		const desktopNew = since(await allEvents(desktop), beforeRevert.desktop);
		expect(alphaNew.map((e) => e.type)).toEqual(["import_batch.reverted"]);
		expect(betaNew.map((e) => e.type)).toEqual(["import_batch.reverted"]);
		expect(desktopNew.map((e) => e.type)).toEqual(["import_batch.reverted", "import_batch.reverted", "import_batch.reverted"]);
		expectEnvelope(alphaNew[0], "import_batch.reverted", revertedAt, account.accountId);
		const alphaView = (await alpha.get(`/v1/import_batches/${batch.id}`)).body;
		expect(alphaView).toMatchObject({ status: "reverted", counts: counts({ customer: 1, category: 1, revenue: 1 }) });
		expectExactly(alphaNew[0].data.object, alphaView);
		expectExactly(betaNew[0].data.object, (await beta.get(`/v1/import_batches/${batch.id}`)).body);
		expect(ids(desktopNew)).toEqual(expect.arrayContaining([alphaNew[0].id, betaNew[0].id]));
		// the earlier events are kept as they were: a snapshot of that moment
		expect(await allEvents(alpha)).toEqual([...alphaNew, ...beforeRevert.alpha]);
	});
});

describe("open batches", () => {
	test("a claim records nothing; completing records the imported and completed events", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const customer = await make.customer(shop);
		const open = await openBatch(account.desktop, [customer.id]);
		expect(await allEvents(shop)).toEqual([]);
		expect(await allEvents(account.desktop)).toEqual([]);
		const done = await account.desktop.update(`/v1/import_batches/${open.id}/complete`, { local_refs: { [customer.id]: "C-9" } });
		expect(done.status).toBe(200);
		const events = await allEvents(shop);
		expect(events.map((e) => e.type).sort()).toEqual(["customer.imported", "import_batch.completed"]);
		const imported = eventAbout(events, "customer.imported", customer.id);
		expect(imported.data.object.import).toEqual({ status: "imported", batch: open.id, imported_at: done.body.completed_at, local_ref: "C-9" });
		expectExactly(imported.data.object, (await shop.get(pathOf(customer.id))).body);
		expectExactly(eventAbout(events, "import_batch.completed", open.id).data.object, (await shop.get(`/v1/import_batches/${open.id}`)).body);
	});

	test("reverting an open batch records import_batch.reverted for each integration in it", async () => {
		const account = await newAccount();
		const [alpha, beta] = [await account.integration(), await account.integration()];
		const [a, b] = [await make.customer(alpha), await make.supplier(beta)];
		const open = await openBatch(account.desktop, [a.id, b.id]);
		const reverted = await ok(revert(account.desktop, open.id));
		const alphaEvents = await allEvents(alpha);
		expect(alphaEvents.map((e) => e.type)).toEqual(["import_batch.reverted"]);
		expectExactly(alphaEvents[0].data.object, { ...reverted, counts: counts({ customer: 1 }) });
		expectExactly(alphaEvents[0].data.object, (await alpha.get(`/v1/import_batches/${open.id}`)).body);
		const betaEvents = await allEvents(beta);
		expect(betaEvents.map((e) => e.type)).toEqual(["import_batch.reverted"]);
		expect(betaEvents[0].data.object).toEqual({ ...reverted, counts: counts({ supplier: 1 }) });
		expect(ids(await allEvents(account.desktop)).sort()).toEqual([alphaEvents[0].id, betaEvents[0].id].sort());
	});
});

describe("reject", () => {
	test("records <object>.rejected with data.object and data.reason", async () => {
		const account = await newAccount();
		const [alpha, beta] = [await account.integration(), await account.integration()];
		const [withReason, withoutReason] = [await make.expense(alpha), await make.product(alpha)];
		const before = nowSeconds();
		const first = await reject(account.desktop, withReason.id, "Already booked by hand");
		const second = await reject(account.desktop, withoutReason.id);
		const events = await allEvents(alpha);
		expect(events.map((e) => e.type)).toEqual(["product.rejected", "expense.rejected"]);
		expectEnvelope(events[1], "expense.rejected", before, account.accountId);
		expect(Object.keys(events[1].data)).toEqual(["object", "reason"]);
		expectExactly(events[1].data.object, (await alpha.get(pathOf(withReason.id))).body);
		expectExactly(events[1].data.object, first);
		expect(events[1].data.reason).toBe("Already booked by hand");
		expect(events[0].data).toEqual({ object: second, reason: null });
		expect(await allEvents(beta)).toEqual([]);
		expect(await allEvents(account.desktop)).toEqual(events);
	});
});

describe("no event", () => {
	test("on create, update, delete, line-item create, a refused claim, or a refused transition", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const customer = await make.customer(shop);
		expect((await shop.update(pathOf(customer.id), { city: "Lyon" })).status).toBe(200);
		const expense = await make.expense(shop);
		await make.lineItem(shop, expense.id);
		expect((await shop.update(pathOf(expense.id), { reference: "R-2" })).status).toBe(200);
		const gone = await make.supplier(shop);
		expect((await shop.del(pathOf(gone.id))).status).toBe(200);
		const sale = await make.revenue(shop, { customer: customer.id });
		expectError(await account.desktop.create("/v1/import_batches", { objects: [{ id: sale.id, local_ref: "R" }] }), 409, "object_not_claimable");
		expectError(await account.desktop.update("/v1/import_batches/imb_doesnotexist/revert", {}), 404, "resource_missing");
		expectError(await shop.update(`${pathOf(customer.id)}/reject`, { reason: "x".repeat(501) }), 400, "parameter_invalid", "reason");
		expect(await allEvents(shop)).toEqual([]);
		expect(await allEvents(account.desktop)).toEqual([]);
	});
});

describe("the list", () => {
	let account: Account;
	let shop: IntegrationClient;
	/** Rejected one after the other: events oldest first. */
	const rejected: Body[] = [];
	let events: Body[];

	beforeAll(async () => {
		account = await newAccount();
		shop = await account.integration();
		for (let i = 0; i < 13; i++) {
			const object = i % 3 === 2 ? await make.supplier(shop, { name: `S${i}` }) : await make.customer(shop, { name: `C${i}` });
			rejected.push(await reject(account.desktop, object.id, `r${i}`));
		}
		events = await allEvents(shop);
	});

	test("is a list object, newest first, 10 by default", async () => {
		expect(events.map((e) => e.data.object.id)).toEqual(rejected.map((o) => o.id).reverse());
		expect(events.map((e) => e.data.reason)).toEqual(rejected.map((_, i) => `r${i}`).reverse());
		const res = await shop.get("/v1/events");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ object: "list", url: "/v1/events", has_more: true, data: events.slice(0, 10) });
	});

	test("pages forward with starting_after and back with ending_before, without gaps or overlaps", async () => {
		const forward: Body[] = [];
		let cursor = "";
		let pages = 0;
		for (;;) {
			const res = await shop.get("/v1/events", `limit=5${cursor ? `&starting_after=${cursor}` : ""}`);
			pages++;
			forward.push(...res.body.data);
			if (!res.body.has_more) break;
			cursor = forward[forward.length - 1].id;
		}
		// every event, the issues the declines opened among them
		const listed = await listAll(shop, "/v1/events");
		expect(pages).toBe(3);
		expect(forward).toEqual(listed);

		const backward: Body[] = [];
		cursor = listed[listed.length - 1].id;
		for (;;) {
			const res = await shop.get("/v1/events", `limit=5&ending_before=${cursor}`);
			backward.unshift(...res.body.data);
			if (!res.body.has_more) break;
			cursor = res.body.data[0].id;
		}
		expect(backward).toEqual(listed.slice(0, -1));
	});

	test("limit runs from 1 to 100; cursors must be visible events; not both", async () => {
		expect((await shop.get("/v1/events", "limit=1")).body.data).toEqual(events.slice(0, 1));
		for (const bad of ["0", "101", "abc", "2.5"]) expectError(await shop.get("/v1/events", `limit=${bad}`), 400, "parameter_invalid", "limit");
		expectError(await shop.get("/v1/events", "starting_after=evt_doesnotexist"), 400, "resource_missing", "starting_after");
		expectError(await shop.get("/v1/events", `starting_after=${events[3].id}&ending_before=${events[1].id}`), 400, "parameter_invalid");
		const other = await account.integration();
		expectError(await other.get("/v1/events", `starting_after=${events[3].id}`), 400, "resource_missing", "starting_after");
	});

	test("filters by type, also across pages", async () => {
		const suppliers = await shop.get("/v1/events", "type=supplier.rejected");
		expect(suppliers.body.data).toEqual(events.filter((e) => e.type === "supplier.rejected"));
		expect(suppliers.body.data).toHaveLength(4);
		const page = await shop.get("/v1/events", "type=customer.rejected&limit=4");
		const customers = events.filter((e) => e.type === "customer.rejected");
		expect(page.body).toMatchObject({ has_more: true, data: customers.slice(0, 4) });
		const next = await shop.get("/v1/events", `type=customer.rejected&limit=100&starting_after=${customers[3].id}`);
		expect(next.body).toMatchObject({ has_more: false, data: customers.slice(4) });
		expect((await shop.get("/v1/events", "type=customer.imported")).body.data).toEqual([]);
	});

	test("filters by object: the events about it, also with a type; another integration's object shows none", async () => {
		const target = rejected[4];
		const about = events.filter((e) => e.data.object.id === target.id);
		expect(about).toHaveLength(1);
		expect((await shop.get("/v1/events", `object=${target.id}`)).body).toMatchObject({ has_more: false, data: about });
		expect((await shop.get("/v1/events", `object=${target.id}&type=customer.rejected`)).body.data).toEqual(about);
		expect((await shop.get("/v1/events", `object=${target.id}&type=supplier.rejected`)).body.data).toEqual([]);
		const issue = (await listAll(shop, "/v1/events")).find((e) => e.type === "issue.opened")!;
		expect((await shop.get("/v1/events", `object=${issue.data.object.id}&type=issue.opened`)).body.data).toEqual([issue]);
		const other = await account.integration();
		expect((await other.get("/v1/events", `object=${target.id}`)).body.data).toEqual([]);
		expect((await account.desktop.get("/v1/events", `object=${target.id}`)).body.data.map((e: Body) => e.id)).toEqual(about.map((e) => e.id));
		expectError(await shop.get("/v1/events", "object="), 400, "parameter_invalid", "object");
		expectError(await shop.get("/v1/events", `object=${"x".repeat(65)}`), 400, "parameter_invalid", "object");
	});

	test.each(["customer.created", "customer.updated", "customer.deleted", "import_batch.opened", "CUSTOMER.REJECTED", "customer", "*", ""])(
		"type %p is 400 parameter_invalid",
		async (type) => {
			expectError(await shop.get("/v1/events", `type=${encodeURIComponent(type)}`), 400, "parameter_invalid", "type");
		},
	);

	test("scope: read lists events, write alone does not", async () => {
		const readOnly = await account.integration(["read"], shop.keyObject.integration);
		expect(await allEvents(readOnly)).toEqual(events);
		const writeOnly = await account.integration(["write"], shop.keyObject.integration);
		expectError(await writeOnly.get("/v1/events"), 403, "insufficient_scope");
		expectError(await writeOnly.get(`/v1/events/${events[0].id}`), 403, "insufficient_scope");
	});
});

describe("every event type", () => {
	let account: Account;
	let shop: IntegrationClient;

	beforeAll(async () => {
		account = await newAccount();
		shop = await account.integration();
		const build = async () => {
			const sale = await make.revenue(shop);
			return [
				await make.customer(shop),
				await make.supplier(shop),
				await make.category(shop),
				await make.product(shop),
				await make.expense(shop),
				sale,
				await make.refund(shop, sale.id),
			];
		};
		const toImport = await build();
		const toReject = await build();
		const batch = await importAll(
			account.desktop,
			toImport.map((o) => o.id),
		);
		for (const object of toReject) await reject(account.desktop, object.id);
		await ok(revert(account.desktop, batch.id));
	});

	test.each(EVENT_TYPES)("type=%s lists exactly the events of that type", async (type) => {
		const all = await allEvents(shop);
		expect(all).toHaveLength(7 + 7 + 2);
		const res = await shop.get("/v1/events", `type=${type}`);
		expect(res.status).toBe(200);
		expect(res.body.data).toHaveLength(1);
		expect(res.body.data).toEqual(all.filter((e) => e.type === type));
	});
});

describe("retrieve and visibility", () => {
	let account: Account;
	let alpha: Client;
	let beta: Client;
	let alphaEvent: Body;
	let betaEvent: Body;

	beforeAll(async () => {
		account = await newAccount();
		[alpha, beta] = [await account.integration(), await account.integration()];
		await reject(account.desktop, (await make.customer(alpha)).id, "a");
		await reject(account.desktop, (await make.customer(beta)).id, "b");
		[alphaEvent] = await allEvents(alpha);
		[betaEvent] = await allEvents(beta);
	});

	test("GET /v1/events/<id> returns the event exactly as listed", async () => {
		const res = await alpha.get(`/v1/events/${alphaEvent.id}`);
		expect(res.status).toBe(200);
		expectExactly(res.body, alphaEvent);
		expectExactly((await account.desktop.get(`/v1/events/${alphaEvent.id}`)).body, alphaEvent);
	});

	test("an integration sees only its own events; another integration's is 404", async () => {
		expect(ids(await allEvents(alpha))).toEqual([alphaEvent.id]);
		expect(ids(await allEvents(beta))).toEqual([betaEvent.id]);
		expectError(await alpha.get(`/v1/events/${betaEvent.id}`), 404, "resource_missing");
		expectError(await beta.get(`/v1/events/${alphaEvent.id}`), 404, "resource_missing");
		const newcomer = await account.integration();
		expect(await allEvents(newcomer)).toEqual([]);
		expectError(await newcomer.get(`/v1/events/${alphaEvent.id}`), 404, "resource_missing");
	});

	test("the desktop sees every event of its account, and no other account's", async () => {
		expect(ids(await allEvents(account.desktop))).toEqual([betaEvent.id, alphaEvent.id]);
		expect((await account.desktop.get(`/v1/events/${betaEvent.id}`)).body).toEqual(betaEvent);
		const stranger = await newAccount();
		expect(await allEvents(stranger.desktop)).toEqual([]);
		expectError(await stranger.desktop.get(`/v1/events/${alphaEvent.id}`), 404, "resource_missing");
	});

	test("an unknown id is 404", async () => {
		expectError(await alpha.get("/v1/events/evt_doesnotexist"), 404, "resource_missing");
		expectError(await account.desktop.get("/v1/events/cus_doesnotexist"), 404, "resource_missing");
	});
});
