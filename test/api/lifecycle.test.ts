import { Client, client, expectError, IntegrationClient, newAccount, Reply, request, target } from "../support/suite-api";
import { rejectionOf } from "../support/declines";
import {
	Account,
	Body,
	counts,
	idsOf as ids,
	COUNT_KEYS,
	DAY,
	importAll,
	listAll,
	make,
	nowSeconds,
	openBatch,
	pathOf,
	PENDING,
	reject,
	revert,
	walk,
} from "../support/fixtures";
import { sleep } from "../support/wait";
import type { RejectionCode } from "../../shared/engine/decline-catalogue";

// The import lifecycle: docs/lifecycle.md and docs/design.md, "Import lifecycle".
// Import batches (claim, complete, revert), claimability, dependencies, frozen objects, reject, scopes,
// visibility of batches, idempotent claims, the account summary and concurrent claims.

const BATCH_KEYS = ["id", "object", "status", "counts", "created", "updated", "completed_at", "reverted_at"];

// ---- Batches.

const claim = (c: Client, objects: Array<{ id: string; local_ref?: string }>, idempotencyKey?: string) =>
	c.create("/v1/import_batches", { objects }, idempotencyKey);
const complete = (c: Client, batch: string, localRefs: Record<string, string>) => c.update(`/v1/import_batches/${batch}/complete`, { local_refs: localRefs });

// ---- Reading state back.

const read = (c: Client, ids: string[]) => Promise.all(ids.map(async (id) => (await c.get(pathOf(id))).body));
const importOf = async (c: Client, id: string) => (await c.get(pathOf(id))).body.import;

/** What a refused request must leave alone: the objects, the batches, the events and the account summary. */
async function world(desktop: Client, ids: string[]) {
	const [objects, batches, events, account] = await Promise.all([
		read(desktop, ids),
		listAll(desktop, "/v1/import_batches"),
		listAll(desktop, "/v1/events"),
		desktop.get("/v1/account"),
	]);
	return { objects, batches, events, account: account.body };
}

/** Runs `act` (which asserts the refusal) and shows that nothing changed. */
async function expectNothingChanged(desktop: Client, ids: string[], act: () => Promise<void>): Promise<void> {
	const before = await world(desktop, ids);
	await act();
	expect(await world(desktop, ids)).toEqual(before);
}

function expectNotClaimable(res: Reply, objects: Array<{ id: string; reason: string }>): void {
	expectError(res, 409, "object_not_claimable");
	expect(res.body.error.objects).toEqual(objects);
}

// ---------------------------------------------------------------------------------------------

describe("creating a batch: the request", () => {
	let account: Account;
	let desktop: Client;
	let customer: Body;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		customer = await make.customer(desktop);
	});

	test("needs an Idempotency-Key", async () => {
		await expectNothingChanged(desktop, [customer.id], async () => {
			const res = await request("POST", "/v1/import_batches", { key: desktop.key, body: { objects: [{ id: customer.id, local_ref: "A-1" }] } });
			expectError(res, 400, "idempotency_key_missing");
		});
	});

	test("objects must hold 1 to 1000 entries", async () => {
		await expectNothingChanged(desktop, [customer.id], async () => {
			expectError(await desktop.create("/v1/import_batches", {}), 400, "parameter_missing", "objects");
			expectError(await claim(desktop, []), 400, "parameter_invalid", "objects");
			const tooMany = Array.from({ length: 1001 }, (_, i) => ({ id: `cus_fake${i}` }));
			expectError(await claim(desktop, tooMany), 400, "parameter_invalid", "objects");
			// 1000 entries pass validation and reach the claim: every one is then missing
			const most = Array.from({ length: 1000 }, (_, i) => ({ id: `cus_fake${i}` }));
			expectNotClaimable(
				await claim(desktop, most),
				most.map(({ id }) => ({ id, reason: "missing" })),
			);
		});
	});

	test("names each object once", async () => {
		await expectNothingChanged(desktop, [customer.id], async () => {
			const res = await claim(desktop, [
				{ id: customer.id, local_ref: "A-1" },
				{ id: customer.id, local_ref: "A-2" },
			]);
			expectError(res, 400, "parameter_invalid", "objects");
		});
	});

	test("gives a local_ref for every entry or for none", async () => {
		const other = await make.customer(desktop);
		await expectNothingChanged(desktop, [customer.id, other.id], async () => {
			expectError(await claim(desktop, [{ id: customer.id, local_ref: "A-1" }, { id: other.id }]), 400, "parameter_invalid", "objects");
			expectError(await claim(desktop, [{ id: customer.id }, { id: other.id, local_ref: "A-2" }]), 400, "parameter_invalid", "objects");
		});
	});

	test("an unknown key in an entry is parameter_unknown", async () => {
		await expectNothingChanged(desktop, [customer.id], async () => {
			const res = await desktop.create("/v1/import_batches", { objects: [{ id: customer.id, local_ref: "A-1", colour: "red" }] });
			expectError(res, 400, "parameter_unknown", "objects[0].colour");
		});
	});

	test("local_ref runs from 1 to 255 characters", async () => {
		await expectNothingChanged(desktop, [customer.id], async () => {
			for (const ref of ["", "x".repeat(256)]) {
				expectError(await claim(desktop, [{ id: customer.id, local_ref: ref }]), 400, "parameter_invalid", "objects[0].local_ref");
			}
		});
		const longest = "x".repeat(255);
		await importAll(desktop, [customer.id], longest.slice(0, 253)); // "<253 x>-1": 255 characters
		expect((await importOf(desktop, customer.id)).local_ref).toBe(`${longest.slice(0, 253)}-1`);
	});
});

describe("one-shot import", () => {
	test("a local_ref on every entry completes the batch at once and imports each object", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const [customer, supplier] = [await make.customer(shop), await make.supplier(shop)];
		const before = nowSeconds();
		const res = await claim(account.desktop, [
			{ id: supplier.id, local_ref: "SUP-9" },
			{ id: customer.id, local_ref: "CUS-17" },
		]);
		const after = nowSeconds();
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^imb_[0-9A-Za-z]{24}$/),
			object: "import_batch",
			status: "completed",
			counts: counts({ customer: 1, supplier: 1 }),
			created: expect.any(Number),
			updated: expect.any(Number),
			completed_at: expect.any(Number),
			reverted_at: null,
		});
		expect(Object.keys(res.body)).toEqual(BATCH_KEYS);
		expect(Object.keys(res.body.counts)).toEqual(COUNT_KEYS);
		expect(res.body.completed_at).toBeGreaterThanOrEqual(before);
		expect(res.body.completed_at).toBeLessThanOrEqual(after);
		expect((await account.desktop.get(`/v1/import_batches/${res.body.id}`)).body).toEqual(res.body);

		const [customerNow, supplierNow] = await read(shop, [customer.id, supplier.id]);
		for (const [was, now, ref] of [
			[customer, customerNow, "CUS-17"],
			[supplier, supplierNow, "SUP-9"],
		] as const) {
			expect(now).toEqual({
				...was,
				import: { status: "imported", batch: res.body.id, imported_at: expect.any(Number), local_ref: ref },
				updated: expect.any(Number),
			});
			expect(now.import.imported_at).toBeGreaterThanOrEqual(before);
			expect(now.import.imported_at).toBeLessThanOrEqual(after);
			expect(now.updated).toBeGreaterThanOrEqual(was.updated);
		}
		const summary = (await account.desktop.get("/v1/account")).body;
		expect(summary.pending).toEqual(counts());
		expect(summary.last_import_at).toBe(res.body.completed_at);
		expect((await listAll(account.desktop, "/v1/import_batches")).map((b) => b.id)).toEqual([res.body.id]);
	});
});

describe("open, then complete", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
	});

	test("entries without local_ref claim the objects: batch open, objects pending with import.batch set", async () => {
		const [a, b] = [await make.customer(shop), await make.product(shop)];
		const pendingBefore = (await desktop.get("/v1/account")).body.pending;
		const res = await claim(desktop, [{ id: a.id }, { id: b.id }]);
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^imb_/),
			object: "import_batch",
			status: "open",
			counts: counts({ customer: 1, product: 1 }),
			created: expect.any(Number),
			updated: expect.any(Number),
			completed_at: null,
			reverted_at: null,
		});
		for (const id of [a.id, b.id]) expect(await importOf(shop, id)).toEqual({ ...PENDING, batch: res.body.id });
		// claimed objects still wait: the pending counts do not move
		expect((await desktop.get("/v1/account")).body.pending).toEqual(pendingBefore);
		expect((await desktop.get("/v1/import_batches", "status=open")).body.data.map((x: Body) => x.id)).toContain(res.body.id);
	});

	test("complete with exactly the batch's objects imports them with those refs", async () => {
		const [a, b] = [await make.customer(shop), await make.supplier(shop)];
		const batch = await openBatch(desktop, [a.id, b.id]);
		const before = nowSeconds();
		const res = await complete(desktop, batch.id, { [b.id]: "V-2", [a.id]: "C-1" });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...batch, status: "completed", completed_at: expect.any(Number), updated: expect.any(Number) });
		expect(res.body.completed_at).toBeGreaterThanOrEqual(before);
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body).toEqual(res.body);
		expect(await importOf(shop, a.id)).toEqual({ status: "imported", batch: batch.id, imported_at: expect.any(Number), local_ref: "C-1" });
		expect(await importOf(shop, b.id)).toEqual({ status: "imported", batch: batch.id, imported_at: expect.any(Number), local_ref: "V-2" });
		expect((await desktop.get("/v1/account")).body.last_import_at).toBe(res.body.completed_at);
	});

	test("a missing or an extra local_ref is 400 local_refs and changes nothing", async () => {
		const [a, b, outsider] = [await make.customer(shop), await make.customer(shop), await make.customer(shop)];
		const batch = await openBatch(desktop, [a.id, b.id]);
		await expectNothingChanged(desktop, [a.id, b.id, outsider.id], async () => {
			expectError(await complete(desktop, batch.id, { [a.id]: "C-1" }), 400, "parameter_invalid", "local_refs");
			expectError(await complete(desktop, batch.id, { [a.id]: "C-1", [b.id]: "C-2", [outsider.id]: "C-3" }), 400, "parameter_invalid", "local_refs");
			expectError(await complete(desktop, batch.id, { [a.id]: "C-1", cus_unknown: "C-2" }), 400, "parameter_invalid", "local_refs");
			expectError(await complete(desktop, batch.id, {}), 400, "parameter_invalid", "local_refs");
		});
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body.status).toBe("open");
		expect(await importOf(desktop, a.id)).toEqual({ ...PENDING, batch: batch.id });
		expect(await importOf(desktop, outsider.id)).toEqual(PENDING);
	});

	test("a completed or reverted batch cannot be completed: 409 batch_not_open; an unknown one is 404", async () => {
		const [a, b] = [await make.customer(shop), await make.customer(shop)];
		const completed = await importAll(desktop, [a.id]);
		const reverted = await openBatch(desktop, [b.id]);
		expect((await revert(desktop, reverted.id)).status).toBe(200);
		await expectNothingChanged(desktop, [a.id, b.id], async () => {
			expectError(await complete(desktop, completed.id, { [a.id]: "X-1" }), 409, "batch_not_open");
			expectError(await complete(desktop, reverted.id, { [b.id]: "X-2" }), 409, "batch_not_open");
			expectError(await complete(desktop, "imb_doesnotexist", { [a.id]: "X-1" }), 404, "resource_missing");
		});
		expect((await importOf(desktop, a.id)).local_ref).toBe("QB-1");
		expect(await importOf(desktop, b.id)).toEqual(PENDING);
	});
});

describe("claimability", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;
	let foreign: Body;
	let strangerShop: Client;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
		strangerShop = await (await newAccount()).integration();
		foreign = await make.customer(strangerShop);
	});

	test("missing: an unknown id, an unknown prefix, another account's object", async () => {
		const fine = await make.customer(shop);
		for (const id of ["cus_doesnotexist0000000000", "zzz_123", "nounderscore", foreign.id]) {
			await expectNothingChanged(desktop, [fine.id], async () => {
				expectNotClaimable(
					await claim(desktop, [
						{ id: fine.id, local_ref: "F-1" },
						{ id, local_ref: "F-2" },
					]),
					[{ id, reason: "missing" }],
				);
			});
		}
		expect(await importOf(desktop, fine.id)).toEqual(PENDING);
	});

	test("not_pending: an imported or a rejected object", async () => {
		const [imported, rejected, fine] = [await make.customer(shop), await make.customer(shop), await make.customer(shop)];
		await importAll(desktop, [imported.id]);
		await reject(desktop, rejected.id);
		for (const id of [imported.id, rejected.id]) {
			await expectNothingChanged(desktop, [imported.id, rejected.id, fine.id], async () => {
				expectNotClaimable(await claim(desktop, [{ id }, { id: fine.id }]), [{ id, reason: "not_pending" }]);
			});
		}
	});

	test("claimed: an object in an open batch", async () => {
		const [claimed, fine] = [await make.supplier(shop), await make.supplier(shop)];
		const open = await openBatch(desktop, [claimed.id]);
		await expectNothingChanged(desktop, [claimed.id, fine.id], async () => {
			expectNotClaimable(
				await claim(desktop, [
					{ id: fine.id, local_ref: "S-1" },
					{ id: claimed.id, local_ref: "S-2" },
				]),
				[{ id: claimed.id, reason: "claimed" }],
			);
			expectNotClaimable(await claim(desktop, [{ id: claimed.id }]), [{ id: claimed.id, reason: "claimed" }]);
		});
		expect(await importOf(desktop, claimed.id)).toEqual({ ...PENDING, batch: open.id });
	});

	test("dependency_not_imported: a reference that is pending and not in the batch", async () => {
		const customer = await make.customer(shop);
		const sale = await make.revenue(shop, { customer: customer.id });
		await expectNothingChanged(desktop, [customer.id, sale.id], async () => {
			expectNotClaimable(await claim(desktop, [{ id: sale.id, local_ref: "R-1" }]), [{ id: sale.id, reason: "dependency_not_imported" }]);
		});
	});

	test("several offenders at once: every one listed in request order, and nothing changes", async () => {
		const [ok1, ok2, imported, rejected, claimed, customer] = await Promise.all([
			make.customer(shop, { name: "ok1" }),
			make.customer(shop, { name: "ok2" }),
			make.customer(shop, { name: "imported" }),
			make.customer(shop, { name: "rejected" }),
			make.customer(shop, { name: "claimed" }),
			make.customer(shop, { name: "dependency" }),
		]);
		const sale = await make.revenue(shop, { customer: customer.id });
		await importAll(desktop, [imported.id]);
		await reject(desktop, rejected.id);
		const open = await openBatch(desktop, [claimed.id]);
		const ids = [ok1.id, sale.id, "cus_doesnotexist0000000000", imported.id, ok2.id, claimed.id, "zzz_1", rejected.id, foreign.id];
		await expectNothingChanged(desktop, [ok1.id, ok2.id, imported.id, rejected.id, claimed.id, customer.id, sale.id], async () => {
			const res = await claim(
				desktop,
				ids.map((id, i) => ({ id, local_ref: `M-${i}` })),
			);
			expectNotClaimable(res, [
				{ id: sale.id, reason: "dependency_not_imported" },
				{ id: "cus_doesnotexist0000000000", reason: "missing" },
				{ id: imported.id, reason: "not_pending" },
				{ id: claimed.id, reason: "claimed" },
				{ id: "zzz_1", reason: "missing" },
				{ id: rejected.id, reason: "not_pending" },
				{ id: foreign.id, reason: "missing" },
			]);
		});
		expect(await importOf(desktop, ok1.id)).toEqual(PENDING);
		expect(await importOf(desktop, ok2.id)).toEqual(PENDING);
		expect(await importOf(desktop, claimed.id)).toEqual({ ...PENDING, batch: open.id });
		// the stranger's object is untouched too
		expect((await strangerShop.get(pathOf(foreign.id))).body).toEqual(foreign);
	});
});

describe("dependencies", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
	});

	/** Builds a dependent object and what it references: [dependent, ...dependencies]. */
	const GRAPHS: Array<[string, (c: Client) => Promise<string[]>]> = [
		[
			"a child category needs its parent",
			async (c) => {
				const parent = await make.category(c);
				return [(await make.category(c, { parent: parent.id })).id, parent.id];
			},
		],
		[
			"a product needs its category",
			async (c) => {
				const category = await make.category(c);
				return [(await make.product(c, { category: category.id })).id, category.id];
			},
		],
		[
			"an expense needs its supplier and category",
			async (c) => {
				const [supplier, category] = [await make.supplier(c), await make.category(c)];
				return [(await make.expense(c, { supplier: supplier.id, category: category.id })).id, supplier.id, category.id];
			},
		],
		[
			"a revenue needs its customer and category",
			async (c) => {
				const [customer, category] = [await make.customer(c), await make.category(c, { kind: "revenue" })];
				return [(await make.revenue(c, { customer: customer.id, category: category.id })).id, customer.id, category.id];
			},
		],
		[
			"a refund needs its revenue",
			async (c) => {
				const sale = await make.revenue(c);
				return [(await make.refund(c, sale.id)).id, sale.id];
			},
		],
		[
			"an expense needs the products of its line items",
			async (c) => {
				const [expense, product] = [await make.expense(c), await make.product(c)];
				await make.lineItem(c, expense.id, { product: product.id });
				return [expense.id, product.id];
			},
		],
		[
			"a revenue needs the products of its line items",
			async (c) => {
				const [sale, product] = [await make.revenue(c), await make.product(c)];
				await make.lineItem(c, sale.id, { description: "no product" });
				await make.lineItem(c, sale.id, { product: product.id });
				return [sale.id, product.id];
			},
		],
	];

	test.each(GRAPHS)("%s: refused while pending outside the batch", async (_, build) => {
		const [dependent, ...dependencies] = await build(shop);
		await expectNothingChanged(desktop, [dependent, ...dependencies], async () => {
			expectNotClaimable(await claim(desktop, [{ id: dependent, local_ref: "D-1" }]), [{ id: dependent, reason: "dependency_not_imported" }]);
			expectNotClaimable(await claim(desktop, [{ id: dependent }]), [{ id: dependent, reason: "dependency_not_imported" }]);
		});
		if (dependencies.length > 1) {
			// one of two dependencies is not enough
			await expectNothingChanged(desktop, [dependent, ...dependencies], async () => {
				expectNotClaimable(
					await claim(desktop, [
						{ id: dependent, local_ref: "D-1" },
						{ id: dependencies[0], local_ref: "D-2" },
					]),
					[{ id: dependent, reason: "dependency_not_imported" }],
				);
			});
		}
	});

	test.each(GRAPHS)("%s: fine in the same batch, even listed before them", async (_, build) => {
		const ids = await build(shop);
		const batch = await importAll(desktop, ids, "SAME");
		for (const [i, id] of ids.entries())
			expect(await importOf(desktop, id)).toEqual({ status: "imported", batch: batch.id, imported_at: batch.completed_at, local_ref: `SAME-${i + 1}` });
	});

	test.each(GRAPHS)("%s: fine once they are imported", async (_, build) => {
		const [dependent, ...dependencies] = await build(shop);
		const first = await importAll(desktop, dependencies, "DEP");
		const second = await importAll(desktop, [dependent], "LATER");
		expect(await importOf(desktop, dependent)).toMatchObject({ status: "imported", batch: second.id, local_ref: "LATER-1" });
		for (const id of dependencies) expect(await importOf(desktop, id)).toMatchObject({ status: "imported", batch: first.id });
	});

	test("a dependency in an open batch, rejected, or imported and reverted is not imported", async () => {
		const [claimedCustomer, rejectedCustomer, revertedCustomer] = [await make.customer(shop), await make.customer(shop), await make.customer(shop)];
		const sales = [
			await make.revenue(shop, { customer: claimedCustomer.id }),
			await make.revenue(shop, { customer: rejectedCustomer.id }),
			await make.revenue(shop, { customer: revertedCustomer.id }),
		];
		await openBatch(desktop, [claimedCustomer.id]);
		await reject(desktop, rejectedCustomer.id);
		const batch = await importAll(desktop, [revertedCustomer.id]);
		expect((await revert(desktop, batch.id)).status).toBe(200);
		await expectNothingChanged(
			desktop,
			sales.map((s) => s.id),
			async () => {
				expectNotClaimable(
					await claim(
						desktop,
						sales.map((s, i) => ({ id: s.id, local_ref: `R-${i}` })),
					),
					sales.map((s) => ({ id: s.id, reason: "dependency_not_imported" })),
				);
			},
		);
	});
});

describe("frozen objects", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
	});

	const FREEZE: Array<[string, (expense: string) => Promise<unknown>]> = [
		["imported", (id) => importAll(desktop, [id])],
		["claimed by an open batch", (id) => openBatch(desktop, [id])],
		["rejected", (id) => reject(desktop, id)],
	];

	test.each(FREEZE)("%s: update, delete, line-item create and reject are 409 object_not_pending and change nothing", async (_, freeze) => {
		const expense = await make.expense(shop, { reference: "INV-1" });
		await make.lineItem(shop, expense.id, { description: "Paper" });
		await freeze(expense.id);
		const frozen = await shop.get(pathOf(expense.id), "expand[]=line_items");
		expect(frozen.body.line_items.data).toHaveLength(1);
		await expectNothingChanged(desktop, [expense.id], async () => {
			expectError(await shop.update(pathOf(expense.id), { reference: "INV-2" }), 409, "object_not_pending");
			expectError(await shop.update(pathOf(expense.id), { metadata: { a: "b" } }), 409, "object_not_pending");
			expectError(await shop.del(pathOf(expense.id)), 409, "object_not_pending");
			expectError(await shop.create(`${pathOf(expense.id)}/line_items`, { description: "More", unit_amount: 100 }), 409, "object_not_pending");
			expectError(await desktop.update(`${pathOf(expense.id)}/reject`, { reason: "no" }), 409, "object_not_pending");
			expectError(await shop.update(`${pathOf(expense.id)}/reject`, {}), 409, "object_not_pending");
		});
		expect((await shop.get(pathOf(expense.id), "expand[]=line_items")).body).toEqual(frozen.body);
	});

	test.each(FREEZE)("%s: a customer cannot be updated or deleted either", async (_, freeze) => {
		const customer = await make.customer(shop);
		await freeze(customer.id);
		await expectNothingChanged(desktop, [customer.id], async () => {
			expectError(await shop.update(pathOf(customer.id), { name: "Renamed" }), 409, "object_not_pending");
			expectError(await desktop.update(pathOf(customer.id), { city: "Paris" }), 409, "object_not_pending");
			expectError(await shop.del(pathOf(customer.id)), 409, "object_not_pending");
			expectError(await desktop.del(pathOf(customer.id)), 409, "object_not_pending");
		});
	});
});

describe("revert", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
	});

	test("of a completed batch: reverted, objects pending again, editable, deletable and importable with new refs", async () => {
		const [a, b, c] = [await make.customer(shop), await make.customer(shop), await make.supplier(shop)];
		const batch = await importAll(desktop, [a.id, b.id, c.id], "OLD");
		const pendingImported = (await desktop.get("/v1/account")).body.pending;
		const before = nowSeconds();
		const res = await revert(desktop, batch.id);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...batch, status: "reverted", reverted_at: expect.any(Number), updated: expect.any(Number), completed_at: expect.anything() });
		expect(res.body.reverted_at).toBeGreaterThanOrEqual(before);
		expect(Object.keys(res.body)).toEqual(BATCH_KEYS);
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body).toEqual(res.body);
		for (const id of [a.id, b.id, c.id]) expect(await importOf(shop, id)).toEqual(PENDING);
		expect((await desktop.get("/v1/account")).body.pending).toEqual({
			...pendingImported,
			customer: pendingImported.customer + 2,
			supplier: pendingImported.supplier + 1,
		});
		expect((await desktop.get("/v1/import_batches", "status=reverted")).body.data.map((x: Body) => x.id)).toEqual([batch.id]);

		const updated = await shop.update(pathOf(a.id), { city: "Lyon" });
		expect(updated.status).toBe(200);
		expect(updated.body.city).toBe("Lyon");
		expect((await shop.del(pathOf(b.id))).status).toBe(200);
		expectError(await shop.get(pathOf(b.id)), 404, "resource_missing");

		const again = await importAll(desktop, [a.id, c.id], "NEW");
		expect(again.id).not.toBe(batch.id);
		expect(again.counts).toEqual(counts({ customer: 1, supplier: 1 }));
		expect(await importOf(shop, a.id)).toEqual({ status: "imported", batch: again.id, imported_at: again.completed_at, local_ref: "NEW-1" });
		expect(await importOf(shop, c.id)).toEqual({ status: "imported", batch: again.id, imported_at: again.completed_at, local_ref: "NEW-2" });
		// the reverted batch stays reverted
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body).toEqual(res.body);
	});

	test("of an open batch: reverted, claims released, objects editable and claimable again", async () => {
		const [a, b] = [await make.product(shop), await make.customer(shop)];
		const open = await openBatch(desktop, [a.id, b.id]);
		const res = await revert(desktop, open.id);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...open, status: "reverted", reverted_at: expect.any(Number), updated: expect.any(Number) });
		expect(res.body.completed_at).toBeNull();
		for (const id of [a.id, b.id]) expect(await importOf(shop, id)).toEqual(PENDING);
		expect((await shop.update(pathOf(a.id), { sku: "SKU-2" })).body.sku).toBe("SKU-2");
		expectError(await complete(desktop, open.id, { [a.id]: "P-1", [b.id]: "C-1" }), 409, "batch_not_open");
		const again = await importAll(desktop, [a.id, b.id], "AGAIN");
		expect(await importOf(shop, a.id)).toEqual({ status: "imported", batch: again.id, imported_at: again.completed_at, local_ref: "AGAIN-1" });
	});

	test("of a reverted batch is 409 batch_not_revertible; of an unknown one 404", async () => {
		const a = await make.customer(shop);
		const batch = await importAll(desktop, [a.id]);
		expect((await revert(desktop, batch.id)).status).toBe(200);
		await expectNothingChanged(desktop, [a.id], async () => {
			expectError(await revert(desktop, batch.id), 409, "batch_not_revertible");
			expectError(await revert(desktop, "imb_doesnotexist"), 404, "resource_missing");
		});
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body.status).toBe("reverted");
	});

	test("another account's batch is 404", async () => {
		const a = await make.customer(shop);
		const batch = await importAll(desktop, [a.id]);
		const stranger = await newAccount();
		expectError(await revert(stranger.desktop, batch.id), 404, "resource_missing");
		expectError(await stranger.desktop.get(`/v1/import_batches/${batch.id}`), 404, "resource_missing");
		expect((await desktop.get(`/v1/import_batches/${batch.id}`)).body.status).toBe("completed");
	});

	const DEPENDENTS: Array<[string, (c: Client) => Promise<[string, string]>]> = [
		[
			"a revenue of its customer",
			async (c) => {
				const customer = await make.customer(c);
				return [customer.id, (await make.revenue(c, { customer: customer.id })).id];
			},
		],
		[
			"a child of its category",
			async (c) => {
				const parent = await make.category(c);
				return [parent.id, (await make.category(c, { parent: parent.id })).id];
			},
		],
		[
			"an expense with a line item of its product",
			async (c) => {
				const product = await make.product(c);
				const expense = await make.expense(c);
				await make.lineItem(c, expense.id, { product: product.id });
				return [product.id, expense.id];
			},
		],
	];

	test.each(DEPENDENTS)("is refused while another completed batch holds %s; allowed once that batch is reverted", async (_, build) => {
		const [base, dependent] = await build(shop);
		const first = await importAll(desktop, [base], "A");
		const second = await importAll(desktop, [dependent], "B");
		await expectNothingChanged(desktop, [base, dependent], async () => {
			expectError(await revert(desktop, first.id), 409, "batch_not_revertible");
		});
		expect((await revert(desktop, second.id)).status).toBe(200);
		const res = await revert(desktop, first.id);
		expect(res.status).toBe(200);
		expect(res.body.status).toBe("reverted");
		expect(await importOf(shop, base)).toEqual(PENDING);
		expect(await importOf(shop, dependent)).toEqual(PENDING);
	});

	test("is refused while an open batch has claimed a dependent object", async () => {
		const customer = await make.customer(shop);
		const sale = await make.revenue(shop, { customer: customer.id });
		const first = await importAll(desktop, [customer.id], "A");
		const open = await openBatch(desktop, [sale.id]);
		await expectNothingChanged(desktop, [customer.id, sale.id], async () => {
			expectError(await revert(desktop, first.id), 409, "batch_not_revertible");
		});
		expect((await revert(desktop, open.id)).status).toBe(200);
		expect((await revert(desktop, first.id)).status).toBe(200);
		expect(await importOf(shop, customer.id)).toEqual(PENDING);
	});

	test("a dependent object in the same batch does not block the revert", async () => {
		const customer = await make.customer(shop);
		const sale = await make.revenue(shop, { customer: customer.id });
		const batch = await importAll(desktop, [customer.id, sale.id]);
		expect((await revert(desktop, batch.id)).status).toBe(200);
		expect(await importOf(shop, sale.id)).toEqual(PENDING);
	});
});

describe("reject", () => {
	let account: Account;
	let desktop: Client;
	let shop: IntegrationClient;
	let otherShop: Client;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		shop = await account.integration();
		otherShop = await account.integration();
	});

	const TYPES: Array<[string, string, (c: Client) => Promise<Body>]> = [
		["customers", "customer", (c) => make.customer(c)],
		["suppliers", "supplier", (c) => make.supplier(c)],
		["categories", "category", (c) => make.category(c)],
		["products", "product", (c) => make.product(c)],
		["expenses", "expense", (c) => make.expense(c)],
		["revenue", "revenue", (c) => make.revenue(c)],
		["refunds", "refund", async (c) => make.refund(c, (await make.revenue(c)).id)],
	];

	test.each(TYPES)("POST /v1/%s/<id>/reject: 200, rejected, final", async (name, object, build) => {
		const pending = await build(shop);
		expect(Object.keys(pending.import)).toEqual(Object.keys(PENDING));
		const pendingBefore = (await desktop.get("/v1/account")).body.pending;
		const res = await desktop.update(`/v1/${name}/${pending.id}/reject`, { reason: "Duplicate", reason_code: "duplicate" });
		expect(res.status).toBe(200);
		const rejection = rejectionOf("duplicate", "Duplicate", "merchant");
		expect(res.body).toEqual({ ...pending, object, import: { ...PENDING, status: "rejected", rejection }, updated: expect.any(Number) });
		expect((await shop.get(`/v1/${name}/${pending.id}`)).body).toEqual(res.body);
		expect((await desktop.get("/v1/account")).body.pending).toEqual({ ...pendingBefore, [object]: pendingBefore[object] - 1 });
		const [event] = (await shop.get("/v1/events", `type=${object}.rejected&limit=1`)).body.data;
		expect(event.data).toEqual({ object: res.body, reason: "Duplicate" });
		await expectNothingChanged(desktop, [pending.id], async () => {
			expectError(await desktop.update(`/v1/${name}/${pending.id}/reject`, {}), 409, "object_not_pending");
			expectNotClaimable(await claim(desktop, [{ id: pending.id, local_ref: "X" }]), [{ id: pending.id, reason: "not_pending" }]);
		});
		const rejectedList = await shop.get(`/v1/${name}`, "import_status=rejected&limit=100");
		expect(rejectedList.body.data.map((o: Body) => o.id)).toContain(pending.id);
	});

	test("body: {} gives reason null; reason up to 500 characters; unknown fields refused", async () => {
		const [a, b, c] = [await make.customer(shop), await make.customer(shop), await make.customer(shop)];
		await expectNothingChanged(desktop, [a.id], async () => {
			expectError(await desktop.update(`${pathOf(a.id)}/reject`, { reason: "x".repeat(501) }), 400, "parameter_invalid", "reason");
			expectError(await desktop.update(`${pathOf(a.id)}/reject`, { colour: "red" }), 400, "parameter_unknown", "colour");
			expectError(await desktop.update(`${pathOf(a.id)}/reject`, { reason: 5 }), 400, "parameter_invalid", "reason");
		});
		expect((await desktop.update(`${pathOf(a.id)}/reject`, {})).body.import.status).toBe("rejected");
		expect((await desktop.update(`${pathOf(b.id)}/reject`, { reason: "x".repeat(500) })).body.import.status).toBe("rejected");
		expect((await shop.update(`${pathOf(c.id)}/reject`, { reason: null })).body.import.status).toBe("rejected");
		const events = await listAll(desktop, "/v1/events", "type=customer.rejected");
		const reasonOf = (id: string) => events.find((e) => e.data.object.id === id)?.data.reason;
		expect([reasonOf(a.id), reasonOf(b.id), reasonOf(c.id)]).toEqual([null, "x".repeat(500), null]);
	});

	test("reason_code: other by default, each code kept; by is merchant for the desktop key and integration for an integration key", async () => {
		const codes = ["duplicate", "invalid_data", "missing_reference", "name_in_use", "period_locked", "not_wanted", "other"];
		const objects = await Promise.all(codes.map(() => make.customer(shop)));
		const answers = await Promise.all(objects.map((o, i) => desktop.update(`${pathOf(o.id)}/reject`, { reason_code: codes[i] })));
		expect(answers.map((res) => [res.status, res.body.import.rejection])).toEqual(
			codes.map((code) => [200, rejectionOf(code as RejectionCode, null, "merchant")]),
		);
		const own = await make.customer(shop);
		const byShop = await shop.update(`${pathOf(own.id)}/reject`, { reason: "Pushed by mistake" });
		expect(byShop.body.import).toEqual({ ...PENDING, status: "rejected", rejection: rejectionOf("other", "Pushed by mistake", "integration") });
		const events = await listAll(desktop, "/v1/events", "type=customer.rejected");
		const eventOf = (id: string) => events.find((e) => e.data.object.id === id)?.data;
		expect(eventOf(own.id)).toEqual({ object: byShop.body, reason: "Pushed by mistake" });
		expect(eventOf(objects[1].id)).toEqual({ object: answers[1].body, reason: null });
		expect((await shop.get(pathOf(objects[1].id))).body.import.rejection).toEqual(rejectionOf("invalid_data", null, "merchant"));
	});

	test("an unknown reason_code is 400 parameter_invalid naming it, and changes nothing", async () => {
		const o = await make.customer(shop);
		await expectNothingChanged(desktop, [o.id], async () => {
			for (const code of ["Duplicate", "spam", "", 7, null])
				expectError(await desktop.update(`${pathOf(o.id)}/reject`, { reason_code: code }), 400, "parameter_invalid", "reason_code");
		});
	});

	test("an unknown id, another integration's object or another account's is 404; a read-only key 403", async () => {
		const theirs = await make.customer(otherShop);
		const stranger = await make.customer(await (await newAccount()).integration());
		const readOnly = await account.integration(["read"], shop.keyObject.integration);
		const mine = await make.customer(shop);
		await expectNothingChanged(desktop, [theirs.id, mine.id], async () => {
			expectError(await shop.update("/v1/customers/cus_doesnotexist/reject", {}), 404, "resource_missing");
			expectError(await shop.update(`${pathOf(theirs.id)}/reject`, {}), 404, "resource_missing");
			expectError(await desktop.update(`${pathOf(stranger.id)}/reject`, {}), 404, "resource_missing");
			expectError(await shop.update(`/v1/suppliers/${mine.id}/reject`, {}), 404, "resource_missing");
			expectError(await readOnly.update(`${pathOf(mine.id)}/reject`, {}), 403, "insufficient_scope");
		});
	});

	test("a rejected refund no longer counts against its revenue's refundable amount", async () => {
		const sale = await make.revenue(shop, { amount: 1000 });
		const first = await make.refund(shop, sale.id, { amount: 600 });
		const over = await shop.create("/v1/refunds", { revenue: sale.id, amount: 500, currency: "EUR", occurred_on: DAY });
		expectError(over, 400, "refund_exceeds_remaining", "amount");
		expect(over.body.error.refundable_amount).toBe(400);
		await reject(desktop, first.id, "Never happened");
		const full = await shop.create("/v1/refunds", { revenue: sale.id, amount: 1000, currency: "EUR", occurred_on: DAY });
		expect(full.status).toBe(201);
		const beyond = await shop.create("/v1/refunds", { revenue: sale.id, amount: 1, currency: "EUR", occurred_on: DAY });
		expectError(beyond, 400, "refund_exceeds_remaining", "amount");
		expect(beyond.body.error.refundable_amount).toBe(0);
	});
});

describe("scopes", () => {
	test("an integration key may not create, complete or revert batches: 403 insufficient_scope, nothing changes", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const [a, b] = [await make.customer(shop), await make.customer(shop)];
		const open = await openBatch(account.desktop, [a.id]);
		const done = await importAll(account.desktop, [b.id]);
		await expectNothingChanged(account.desktop, [a.id, b.id], async () => {
			expectError(await shop.create("/v1/import_batches", { objects: [{ id: b.id, local_ref: "X" }] }), 403, "insufficient_scope");
			expectError(await shop.create("/v1/import_batches", { objects: [{ id: a.id }] }), 403, "insufficient_scope");
			expectError(await complete(shop, open.id, { [a.id]: "X" }), 403, "insufficient_scope");
			expectError(await revert(shop, done.id), 403, "insufficient_scope");
			expectError(await revert(shop, open.id), 403, "insufficient_scope");
		});
		// reading batches needs only read
		const readOnly = await account.integration(["read"], shop.keyObject.integration);
		expect((await readOnly.get("/v1/import_batches")).status).toBe(200);
		expect((await readOnly.get(`/v1/import_batches/${done.id}`)).status).toBe(200);
		const writeOnly = await account.integration(["write"], shop.keyObject.integration);
		expectError(await writeOnly.get("/v1/import_batches"), 403, "insufficient_scope");
	});
});

describe("listing batches and what each key sees", () => {
	let account: Account;
	let desktop: Client;
	let alpha: Client;
	let beta: Client;
	let gamma: Client;
	let onlyAlpha: Body;
	let onlyBeta: Body;
	let mixed: Body;

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		[alpha, beta, gamma] = [await account.integration(), await account.integration(), await account.integration()];
		const a = [await make.customer(alpha), await make.customer(alpha), await make.customer(alpha), await make.product(alpha)];
		const b = [await make.supplier(beta), await make.supplier(beta)];
		const own = await make.category(desktop);
		onlyAlpha = await importAll(desktop, [a[0].id, a[1].id]); // completed
		onlyBeta = await openBatch(desktop, [b[0].id]); // open
		mixed = await importAll(desktop, [a[2].id, a[3].id, b[1].id, own.id]);
		expect((await revert(desktop, mixed.id)).status).toBe(200); // reverted
		mixed = (await desktop.get(`/v1/import_batches/${mixed.id}`)).body;
	});

	test("the desktop lists every batch, newest first, with full counts", async () => {
		const rows = await listAll(desktop, "/v1/import_batches");
		expect(ids(rows)).toEqual([mixed.id, onlyBeta.id, onlyAlpha.id]);
		expect(rows[0]).toEqual(mixed);
		expect(rows[0].counts).toEqual(counts({ customer: 1, product: 1, supplier: 1, category: 1 }));
		expect(rows[1].counts).toEqual(counts({ supplier: 1 }));
		expect(rows[2].counts).toEqual(counts({ customer: 2 }));
		const res = await desktop.get("/v1/import_batches");
		expect(res.body).toEqual({ object: "list", url: "/v1/import_batches", has_more: false, data: rows });
	});

	test("filters by status; another status is 400", async () => {
		expect(ids((await desktop.get("/v1/import_batches", "status=completed")).body.data)).toEqual([onlyAlpha.id]);
		expect(ids((await desktop.get("/v1/import_batches", "status=open")).body.data)).toEqual([onlyBeta.id]);
		expect(ids((await desktop.get("/v1/import_batches", "status=reverted")).body.data)).toEqual([mixed.id]);
		for (const bad of ["done", "OPEN", ""]) expectError(await desktop.get("/v1/import_batches", `status=${bad}`), 400, "parameter_invalid", "status");
	});

	test("pages with limit, starting_after and ending_before", async () => {
		const first = await desktop.get("/v1/import_batches", "limit=2");
		expect(ids(first.body.data)).toEqual([mixed.id, onlyBeta.id]);
		expect(first.body.has_more).toBe(true);
		const second = await desktop.get("/v1/import_batches", `limit=2&starting_after=${onlyBeta.id}`);
		expect(ids(second.body.data)).toEqual([onlyAlpha.id]);
		expect(second.body.has_more).toBe(false);
		const back = await desktop.get("/v1/import_batches", `limit=1&ending_before=${onlyAlpha.id}`);
		expect(ids(back.body.data)).toEqual([onlyBeta.id]);
		expect(back.body.has_more).toBe(true);
		expectError(await desktop.get("/v1/import_batches", "limit=101"), 400, "parameter_invalid", "limit");
		expectError(await desktop.get("/v1/import_batches", "starting_after=imb_doesnotexist"), 400, "resource_missing", "starting_after");
	});

	test("an integration sees only batches holding its objects, counting only its own", async () => {
		const alphaRows = await listAll(alpha, "/v1/import_batches");
		expect(ids(alphaRows)).toEqual([mixed.id, onlyAlpha.id]);
		expect(alphaRows[0]).toEqual({ ...mixed, counts: counts({ customer: 1, product: 1 }) });
		expect(alphaRows[1]).toEqual({ ...onlyAlpha, counts: counts({ customer: 2 }) });
		expect((await alpha.get(`/v1/import_batches/${mixed.id}`)).body).toEqual(alphaRows[0]);

		const betaRows = await listAll(beta, "/v1/import_batches");
		expect(ids(betaRows)).toEqual([mixed.id, onlyBeta.id]);
		expect(betaRows[0].counts).toEqual(counts({ supplier: 1 }));
		expect((await beta.get(`/v1/import_batches/${onlyBeta.id}`)).body).toEqual({ ...onlyBeta, counts: counts({ supplier: 1 }) });

		expect(await listAll(gamma, "/v1/import_batches")).toEqual([]);
		expect(ids((await alpha.get("/v1/import_batches", "status=open")).body.data)).toEqual([]);
	});

	test("other batches are 404 to an integration, also as a cursor", async () => {
		expectError(await alpha.get(`/v1/import_batches/${onlyBeta.id}`), 404, "resource_missing");
		expectError(await beta.get(`/v1/import_batches/${onlyAlpha.id}`), 404, "resource_missing");
		expectError(await gamma.get(`/v1/import_batches/${mixed.id}`), 404, "resource_missing");
		expectError(await alpha.get("/v1/import_batches", `starting_after=${onlyBeta.id}`), 400, "resource_missing", "starting_after");
		expectError(await (await newAccount()).desktop.get(`/v1/import_batches/${onlyAlpha.id}`), 404, "resource_missing");
	});
});

describe("finding a batch's objects: batch= on the seven lists", () => {
	let account: Account;
	let desktop: Client;
	let alpha: Client;
	let beta: Client;
	/** Objects of alpha, beta and the desktop, in creation order. */
	let made: Body[];
	let open: Body;
	let done: Body;
	let reverted: Body;
	const TYPES = ["customers", "suppliers", "categories", "products", "expenses", "revenue", "refunds"];
	/** The ids a key lists of every type for a query, type by type, newest first. */
	const listed = async (c: Client, query: string) =>
		Object.fromEntries(await Promise.all(TYPES.map(async (t) => [t, ids(await listAll(c, `/v1/${t}`, query))])));
	/** What a list of `objects` holds, type by type, newest first. */
	const expected = (objects: Body[]) => Object.fromEntries(TYPES.map((t) => [t, ids(objects.filter((o) => pathOf(o.id).startsWith(`/v1/${t}/`)).reverse())]));

	beforeAll(async () => {
		account = await newAccount();
		desktop = account.desktop;
		[alpha, beta] = [await account.integration(), await account.integration()];
		const sale = await make.revenue(alpha);
		made = [
			await make.customer(alpha),
			await make.supplier(beta),
			await make.category(alpha),
			await make.product(beta),
			await make.expense(alpha),
			sale,
			await make.refund(alpha, sale.id),
			await make.customer(beta),
			await make.customer(desktop),
			await make.customer(alpha),
			await make.customer(alpha),
		];
		open = await openBatch(desktop, ids(made.slice(0, 9)));
		done = await importAll(desktop, [made[9].id]);
		reverted = await importAll(desktop, [made[10].id]);
		expect((await revert(desktop, reverted.id)).status).toBe(200);
	});

	const inOpen = () => made.slice(0, 9);
	/** Whose each object is, by its index in `made`. */
	const OWNERS = ["alpha", "beta", "alpha", "beta", "alpha", "alpha", "alpha", "beta", "desktop", "alpha", "alpha"];
	const of = (owner: string, objects: Body[]) => objects.filter((o) => OWNERS[made.indexOf(o)] === owner);

	test("the desktop finds every object an open batch claimed, of every type and integration, and each as retrieved", async () => {
		expect(await listed(desktop, `batch=${open.id}`)).toEqual(expected(inOpen()));
		const page = await desktop.get("/v1/customers", `batch=${open.id}`);
		expect(page.body.data).toEqual(await read(desktop, ids(page.body.data)));
		expect(page.body.data.every((o: Body) => o.import.status === "pending" && o.import.batch === open.id)).toBe(true);
	});

	test("an integration finds only its own objects of the batch", async () => {
		expect(await listed(alpha, `batch=${open.id}`)).toEqual(expected(of("alpha", inOpen())));
		expect(await listed(beta, `batch=${open.id}`)).toEqual(expected(of("beta", inOpen())));
		expect(ids(await listAll(beta, "/v1/customers", `batch=${done.id}`))).toEqual([]);
	});

	test("a completed batch lists what it imported; a reverted one nothing, its objects being pending again", async () => {
		expect(await listed(desktop, `batch=${done.id}`)).toEqual(expected([made[9]]));
		expect(ids(await listAll(alpha, "/v1/customers", `batch=${done.id}&import_status=imported`))).toEqual([made[9].id]);
		expect(ids(await listAll(alpha, "/v1/customers", `batch=${done.id}&import_status=pending`))).toEqual([]);
		expect(await listed(desktop, `batch=${reverted.id}`)).toEqual(expected([]));
	});

	test("created[gte] finds, for the desktop, every integration's objects since a moment; for an integration its own", async () => {
		// the moment the first of them was made: the sale, made before made[0] (its refund needs it), may fall in an earlier second
		const since = `created[gte]=${Math.min(...made.map((o) => o.created))}`;
		expect(await listed(desktop, since)).toEqual(expected(made));
		expect(await listed(alpha, since)).toEqual(expected(of("alpha", made)));
		expect(await listed(beta, `${since}&batch=${open.id}`)).toEqual(expected(of("beta", inOpen())));
		expect(await listed(desktop, `created[gt]=${Math.max(...made.map((o) => o.created))}`)).toEqual(expected([]));
	});

	test("pages within the batch with cursors, both directions", async () => {
		const claimed = ids(
			inOpen()
				.filter((o) => o.object === "customer")
				.reverse(),
		);
		expect(claimed).toHaveLength(3);
		expect(await walk(desktop, "/v1/customers", `batch=${open.id}`, 2)).toEqual(claimed);
		expect(await walk(desktop, "/v1/customers", `batch=${open.id}`, 1, claimed[2])).toEqual(claimed.slice(0, 2));
	});

	test("an unknown batch, another account's or one holding none of an integration's objects lists nothing; an empty or long one is 400", async () => {
		const stranger = await newAccount();
		const theirs = await importAll(stranger.desktop, [(await make.customer(stranger.desktop)).id]);
		for (const batch of ["imb_doesnotexist", theirs.id, "cus_notabatch"]) {
			expect([batch, await listed(desktop, `batch=${batch}`)]).toEqual([batch, expected([])]);
		}
		expect(ids(await listAll(stranger.desktop, "/v1/customers", `batch=${open.id}`))).toEqual([]);
		expectError(await desktop.get("/v1/customers", "batch="), 400, "parameter_invalid", "batch");
		expectError(await desktop.get("/v1/customers", `batch=imb_${"x".repeat(61)}`), 400, "parameter_invalid", "batch");
		expectError(await desktop.get("/v1/customers", `batch[]=${open.id}`), 400, "parameter_invalid", "batch");
	});
});

describe("idempotent replay of a batch create", () => {
	test("the same key and body replays the original 201 and claims nothing more; another body is 409", async () => {
		const account = await newAccount();
		const desktop = account.desktop;
		const [a, b] = [await make.customer(desktop), await make.customer(desktop)];
		const body = [{ id: a.id, local_ref: "K-1" }];
		const first = await claim(desktop, body, "batch-key-1");
		expect(first.status).toBe(201);
		expect(first.headers.get("idempotent-replayed")).toBeNull();
		const again = await claim(desktop, body, "batch-key-1");
		expect(again.status).toBe(201);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(again.body).toEqual(first.body);
		expect(Object.keys(again.body)).toEqual(BATCH_KEYS);
		expect(Object.keys(again.body.counts)).toEqual(COUNT_KEYS);
		expect((await listAll(desktop, "/v1/import_batches")).map((x) => x.id)).toEqual([first.body.id]);
		expect((await listAll(desktop, "/v1/events", "type=import_batch.completed")).length).toBe(1);

		await expectNothingChanged(desktop, [a.id, b.id], async () => {
			expectError(await claim(desktop, [{ id: b.id, local_ref: "K-1" }], "batch-key-1"), 409, "idempotency_key_reused");
		});

		// still the original after the batch was reverted
		expect((await revert(desktop, first.body.id)).status).toBe(200);
		const later = await claim(desktop, body, "batch-key-1");
		expect(later.status).toBe(201);
		expect(later.body).toEqual(first.body);
		expect(await importOf(desktop, a.id)).toEqual(PENDING);
	});

	test("a refused claim stores nothing: the key works once the request is claimable", async () => {
		const account = await newAccount();
		const desktop = account.desktop;
		const customer = await make.customer(desktop);
		const sale = await make.revenue(desktop, { customer: customer.id });
		const objects = [{ id: sale.id, local_ref: "R-1" }];
		expectNotClaimable(await claim(desktop, objects, "batch-key-2"), [{ id: sale.id, reason: "dependency_not_imported" }]);
		await importAll(desktop, [customer.id]);
		const res = await claim(desktop, objects, "batch-key-2");
		expect(res.status).toBe(201);
		expect(res.headers.get("idempotent-replayed")).toBeNull();
		expect((await importOf(desktop, sale.id)).status).toBe("imported");
	});
});

describe("account summary", () => {
	test("pending counts drop on import and reject and come back on revert; last_import_at follows completions", async () => {
		const account = await newAccount();
		const desktop = account.desktop;
		const shop = await account.integration();
		const summary = async () => (await desktop.get("/v1/account")).body;
		// the desktop's own request is the importer's latest; no claim yet
		const SEEN = { last_seen_at: expect.any(Number), status: "active" };
		const NO_ALERT = { pending_alert_after: null };
		expect(await summary()).toEqual({
			id: account.accountId,
			object: "account",
			mode: "live",
			pending: counts(),
			oldest_pending_created: null,
			...NO_ALERT,
			last_import_at: null,
			importer: { ...SEEN, last_claim_at: null, next_claim_expected_at: null },
			books: null,
		});

		const [c1, c2, s1, e1] = [await make.customer(shop), await make.customer(desktop), await make.supplier(shop), await make.expense(shop)];
		expect((await summary()).pending).toEqual(counts({ customer: 2, supplier: 1, expense: 1 }));

		// claimed objects still wait; the claim is the importer's last (one run: no rhythm yet)
		const open = await openBatch(desktop, [c1.id, c2.id]);
		const CLAIMED = { ...SEEN, last_claim_at: open.created, next_claim_expected_at: null };
		expect(await summary()).toEqual({
			id: account.accountId,
			object: "account",
			mode: "live",
			pending: counts({ customer: 2, supplier: 1, expense: 1 }),
			oldest_pending_created: c1.created,
			...NO_ALERT,
			last_import_at: null,
			importer: CLAIMED,
			books: null,
		});

		const completed = (await complete(desktop, open.id, { [c1.id]: "C-1", [c2.id]: "C-2" })).body;
		expect(await summary()).toEqual({
			id: account.accountId,
			object: "account",
			mode: "live",
			pending: counts({ supplier: 1, expense: 1 }),
			oldest_pending_created: s1.created,
			...NO_ALERT,
			last_import_at: completed.completed_at,
			importer: CLAIMED,
			books: null,
		});

		await reject(desktop, s1.id);
		expect((await summary()).pending).toEqual(counts({ expense: 1 }));

		await sleep(1100);
		const second = await importAll(desktop, [e1.id]);
		expect(second.completed_at).toBeGreaterThan(completed.completed_at);
		expect(await summary()).toEqual({
			id: account.accountId,
			object: "account",
			mode: "live",
			pending: counts(),
			oldest_pending_created: null,
			...NO_ALERT,
			last_import_at: second.completed_at,
			importer: { ...CLAIMED, last_claim_at: second.created },
			books: null,
		});

		expect((await revert(desktop, open.id)).status).toBe(200);
		expect((await summary()).pending).toEqual(counts({ customer: 2 }));
		expect((await revert(desktop, second.id)).status).toBe(200);
		expect((await summary()).pending).toEqual(counts({ customer: 2, expense: 1 }));
		// reverted objects wait again, since their own creation
		expect((await summary()).oldest_pending_created).toBe(c1.created);
	});
});

describe("concurrent claims", () => {
	test("two overlapping claims at the same moment, through both gateways: exactly one 201, five times over", async () => {
		const account = await newAccount();
		const urls = target().urls;
		const first = client(account.desktopKey.secret, urls[0]);
		const second = client(account.desktopKey.secret, urls[urls.length - 1]);
		for (let round = 0; round < 5; round++) {
			const [x, shared, y] = [await make.customer(account.desktop), await make.customer(account.desktop), await make.customer(account.desktop)];
			const withRefs = round % 2 === 0;
			const entry = (id: string, n: number) => (withRefs ? { id, local_ref: `R${round}-${n}` } : { id });
			const replies = await Promise.all([claim(first, [entry(x.id, 1), entry(shared.id, 2)]), claim(second, [entry(shared.id, 3), entry(y.id, 4)])]);
			const statuses = replies.map((r) => r.status).sort();
			expect({ round, statuses }).toEqual({ round, statuses: [201, 409] });
			const winnerIndex = replies.findIndex((r) => r.status === 201);
			const [winner, loser] = [replies[winnerIndex], replies[1 - winnerIndex]];
			expectError(loser, 409, "object_not_claimable");
			expect(loser.body.error.objects).toEqual([{ id: shared.id, reason: expect.stringMatching(/^(claimed|not_pending)$/) }]);
			const [won, lost] = winnerIndex === 0 ? [x, y] : [y, x];
			expect(winner.body.status).toBe(withRefs ? "completed" : "open");
			expect(winner.body.counts).toEqual(counts({ customer: 2 }));
			expect((await importOf(account.desktop, shared.id)).batch).toBe(winner.body.id);
			expect((await importOf(account.desktop, won.id)).batch).toBe(winner.body.id);
			expect(await importOf(account.desktop, lost.id)).toEqual(PENDING);
			expect((await listAll(account.desktop, "/v1/import_batches")).length).toBe(round + 1);
		}
	});
});
