import { Client, expectError, newAccount } from "../support/api";

let shop: Client;
let desktop: Client;
let otherShop: Client;

beforeAll(async () => {
	const account = await newAccount();
	desktop = account.desktop;
	shop = await account.integration();
	otherShop = await account.integration();
});

const FULL = {
	name: "Jane Doe",
	email: "jane@example.com",
	phone: "+49 30 1234567",
	company: "Doe GmbH",
	tax_number: "DE123456789",
	address_line1: "Hauptstr. 1",
	address_line2: "Hinterhaus",
	city: "Berlin",
	state: "Berlin",
	postal_code: "10115",
	country: "DE",
	notes: "Prefers invoices by email.",
	metadata: { shop_id: "42" },
};

describe("create", () => {
	test("returns the object with every field, an id, timestamps and a pending import", async () => {
		const before = Math.floor(Date.now() / 1000);
		const res = await shop.create("/v1/customers", FULL);
		expect(res.status).toBe(201);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^cus_[0-9A-Za-z]{24}$/),
			object: "customer",
			...FULL,
			import: { status: "pending", batch: null, imported_at: null, local_ref: null },
			created: expect.any(Number),
			updated: expect.any(Number),
		});
		expect(res.body.created).toBeGreaterThanOrEqual(before);
		expect(res.body.updated).toBe(res.body.created);
		expect((await shop.get(`/v1/customers/${res.body.id}`)).body).toEqual(res.body);
	});

	test("absent optional fields are null and metadata is {}", async () => {
		const res = await shop.create("/v1/customers", { name: "Min" });
		expect(res.status).toBe(201);
		expect(res.body.email).toBeNull();
		expect(res.body.country).toBeNull();
		expect(res.body.metadata).toEqual({});
	});

	test("country is accepted in any case and returned uppercase", async () => {
		const res = await shop.create("/v1/customers", { name: "A", country: "fr" });
		expect(res.body.country).toBe("FR");
	});

	test("an optional field sent as an empty string is stored as null", async () => {
		const res = await shop.create("/v1/customers", { name: "A", email: "", phone: "" });
		expect(res.status).toBe(201);
		expect(res.body.email).toBeNull();
		expect(res.body.phone).toBeNull();
	});

	test("name is required and may not be empty or null", async () => {
		expectError(await shop.create("/v1/customers", {}), 400, "parameter_missing", "name");
		expectError(await shop.create("/v1/customers", { name: "" }), 400, "parameter_invalid", "name");
		expectError(await shop.create("/v1/customers", { name: null }), 400, "parameter_invalid", "name");
	});

	const LIMITS: Array<[string, number]> = [
		["name", 255],
		["phone", 50],
		["company", 255],
		["tax_number", 60],
		["address_line1", 255],
		["address_line2", 255],
		["city", 120],
		["state", 120],
		["postal_code", 30],
		["notes", 20000],
	];

	test.each(LIMITS)("%s accepts %i characters and refuses one more", async (field, max) => {
		const ok = await shop.create("/v1/customers", { name: "A", [field]: "x".repeat(max) });
		expect(ok.status).toBe(201);
		expect(ok.body[field]).toHaveLength(max);
		expectError(await shop.create("/v1/customers", { name: "A", [field]: "x".repeat(max + 1) }), 400, "parameter_invalid", field);
	});

	test.each(["phone", "city", "notes"])("%s must be a string", async (field) => {
		expectError(await shop.create("/v1/customers", { name: "A", [field]: 12 }), 400, "parameter_invalid", field);
		expectError(await shop.create("/v1/customers", { name: "A", [field]: ["x"] }), 400, "parameter_invalid", field);
	});

	test.each(["not-an-email", "a@", "@b.com", "a b@c.de"])("email %p is refused", async (email) => {
		expectError(await shop.create("/v1/customers", { name: "A", email }), 400, "parameter_invalid", "email");
	});

	test.each(["XX", "DEU", "D", "12", "uk"])("country %p is refused: not ISO 3166-1 alpha-2", async (country) => {
		expectError(await shop.create("/v1/customers", { name: "A", country }), 400, "parameter_invalid", "country");
	});
});

describe("metadata", () => {
	test("must be an object of strings", async () => {
		expectError(await shop.create("/v1/customers", { name: "A", metadata: "x" }), 400, "parameter_invalid", "metadata");
		expectError(await shop.create("/v1/customers", { name: "A", metadata: { n: 1 } }), 400, "parameter_invalid", "metadata.n");
	});

	test("keys are at most 40 characters, values at most 500", async () => {
		expect((await shop.create("/v1/customers", { name: "A", metadata: { ["k".repeat(40)]: "v".repeat(500) } })).status).toBe(201);
		expectError(await shop.create("/v1/customers", { name: "A", metadata: { ["k".repeat(41)]: "v" } }), 400, "parameter_invalid");
		expectError(await shop.create("/v1/customers", { name: "A", metadata: { k: "v".repeat(501) } }), 400, "parameter_invalid", "metadata.k");
	});

	test("at most 50 keys", async () => {
		const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, "v"]));
		expect((await shop.create("/v1/customers", { name: "A", metadata: keys(50) })).status).toBe(201);
		expectError(await shop.create("/v1/customers", { name: "A", metadata: keys(51) }), 400, "parameter_invalid", "metadata");
	});

	test("updates merge; a key set to '' or null is removed; metadata null clears all", async () => {
		const { body } = await shop.create("/v1/customers", { name: "A", metadata: { a: "1", b: "2", c: "3" } });
		const merged = await shop.update(`/v1/customers/${body.id}`, { metadata: { b: "", c: null, d: "4" } });
		expect(merged.body.metadata).toEqual({ a: "1", d: "4" });
		const cleared = await shop.update(`/v1/customers/${body.id}`, { metadata: null });
		expect(cleared.body.metadata).toEqual({});
	});

	test("a merge may not push past 50 keys, and then nothing changes", async () => {
		const keys = (from: number, n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${from + i}`, "v"]));
		const { body } = await shop.create("/v1/customers", { name: "A", metadata: keys(0, 30) });
		expectError(await shop.update(`/v1/customers/${body.id}`, { metadata: keys(30, 21) }), 400, "parameter_invalid", "metadata");
		expect(Object.keys((await shop.get(`/v1/customers/${body.id}`)).body.metadata)).toHaveLength(30);
	});
});

describe("update", () => {
	test("changes only the fields sent and moves updated", async () => {
		const { body } = await shop.create("/v1/customers", FULL);
		await new Promise((r) => setTimeout(r, 1100));
		const res = await shop.update(`/v1/customers/${body.id}`, { city: "Hamburg", country: "at" });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ ...body, city: "Hamburg", country: "AT", updated: expect.any(Number) });
		expect(res.body.updated).toBeGreaterThan(body.updated);
	});

	test("null clears an optional field; a required one cannot be cleared", async () => {
		const { body } = await shop.create("/v1/customers", FULL);
		expect((await shop.update(`/v1/customers/${body.id}`, { email: null })).body.email).toBeNull();
		expectError(await shop.update(`/v1/customers/${body.id}`, { name: null }), 400, "parameter_invalid", "name");
		expect((await shop.get(`/v1/customers/${body.id}`)).body.name).toBe(FULL.name);
	});

	test("validates like create and changes nothing on error", async () => {
		const { body } = await shop.create("/v1/customers", FULL);
		expectError(await shop.update(`/v1/customers/${body.id}`, { city: "Köln", email: "nope" }), 400, "parameter_invalid", "email");
		expectError(await shop.update(`/v1/customers/${body.id}`, { colour: "red" }), 400, "parameter_unknown", "colour");
		expect((await shop.get(`/v1/customers/${body.id}`)).body).toEqual(body);
	});

	test("of an unknown id is 404", async () => {
		expectError(await shop.update("/v1/customers/cus_nope", { city: "X" }), 404, "resource_missing");
	});
});

describe("delete", () => {
	test("withdraws a pending object: 200 with deleted, then 404", async () => {
		const { body } = await shop.create("/v1/customers", { name: "Gone" });
		const res = await shop.del(`/v1/customers/${body.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id: body.id, object: "customer", deleted: true });
		expectError(await shop.get(`/v1/customers/${body.id}`), 404, "resource_missing");
		expectError(await shop.del(`/v1/customers/${body.id}`), 404, "resource_missing");
	});
});

describe("visibility", () => {
	test("an integration sees only its own customers; the desktop sees all of the account", async () => {
		const mine = await shop.create("/v1/customers", { name: "Mine" });
		const theirs = await otherShop.create("/v1/customers", { name: "Theirs" });
		expectError(await shop.get(`/v1/customers/${theirs.body.id}`), 404, "resource_missing");
		expectError(await shop.update(`/v1/customers/${theirs.body.id}`, { name: "X" }), 404, "resource_missing");
		expectError(await shop.del(`/v1/customers/${theirs.body.id}`), 404, "resource_missing");
		const ids = (await shop.get("/v1/customers", "limit=100")).body.data.map((c: { id: string }) => c.id);
		expect(ids).toContain(mine.body.id);
		expect(ids).not.toContain(theirs.body.id);
		expect((await desktop.get(`/v1/customers/${theirs.body.id}`)).status).toBe(200);
		expect((await otherShop.get(`/v1/customers/${theirs.body.id}`)).body.name).toBe("Theirs");
	});

	test("another account's objects are invisible even to its desktop", async () => {
		const stranger = await newAccount();
		const theirs = await (await stranger.integration()).create("/v1/customers", { name: "Elsewhere" });
		expectError(await desktop.get(`/v1/customers/${theirs.body.id}`), 404, "resource_missing");
	});

	test("a key of the same integration sees the same customers", async () => {
		const account = await newAccount();
		const first = await account.integration();
		const second = await account.integration(["read"], first.keyObject.integration);
		const { body } = await first.create("/v1/customers", { name: "Shared" });
		expect((await second.get(`/v1/customers/${body.id}`)).status).toBe(200);
	});
});

describe("list", () => {
	let lister: Client;
	const ids: string[] = [];

	beforeAll(async () => {
		lister = await (await newAccount()).integration();
		for (let i = 0; i < 25; i++) {
			const res = await lister.create("/v1/customers", { name: i % 2 ? "Odd" : "Even", email: `c${i}@example.com` });
			ids.push(res.body.id);
		}
	});

	test("is a list object, newest first, 10 by default", async () => {
		const res = await lister.get("/v1/customers");
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ object: "list", url: "/v1/customers", has_more: true, data: expect.any(Array) });
		expect(res.body.data.map((c: { id: string }) => c.id)).toEqual(ids.slice().reverse().slice(0, 10));
	});

	test("pages forward with starting_after without gaps or overlaps", async () => {
		const seen: string[] = [];
		let cursor = "";
		for (;;) {
			const res = await lister.get("/v1/customers", `limit=7${cursor ? `&starting_after=${cursor}` : ""}`);
			seen.push(...res.body.data.map((c: { id: string }) => c.id));
			if (!res.body.has_more) break;
			cursor = seen[seen.length - 1];
		}
		expect(seen).toEqual(ids.slice().reverse());
	});

	test("pages backward with ending_before without gaps or overlaps", async () => {
		const seen: string[] = [];
		let cursor = ids[0];
		for (;;) {
			const res = await lister.get("/v1/customers", `limit=7&ending_before=${cursor}`);
			expect(res.status).toBe(200);
			seen.unshift(...res.body.data.map((c: { id: string }) => c.id));
			if (!res.body.has_more) break;
			cursor = res.body.data[0].id;
		}
		expect(seen).toEqual(ids.slice(1).reverse());
	});

	test("limit runs from 1 to 100", async () => {
		expect((await lister.get("/v1/customers", "limit=1")).body.data).toHaveLength(1);
		expect((await lister.get("/v1/customers", "limit=100")).body.data).toHaveLength(25);
		for (const bad of ["0", "101", "abc", "2.5"]) expectError(await lister.get("/v1/customers", `limit=${bad}`), 400, "parameter_invalid", "limit");
	});

	test("starting_after with ending_before is 400; an unknown cursor is 400 resource_missing", async () => {
		expectError(await lister.get("/v1/customers", `starting_after=${ids[3]}&ending_before=${ids[1]}`), 400, "parameter_invalid");
		expectError(await lister.get("/v1/customers", "starting_after=cus_nope"), 400, "resource_missing", "starting_after");
		expectError(await shop.get("/v1/customers", `starting_after=${ids[3]}`), 400, "resource_missing", "starting_after");
	});

	test("filters by email and name, exactly", async () => {
		const byEmail = await lister.get("/v1/customers", "email=c3@example.com");
		expect(byEmail.body.data.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
		const byName = await lister.get("/v1/customers", "name=Odd&limit=100");
		expect(byName.body.data).toHaveLength(12);
		expect(byName.body.data.every((c: { name: string }) => c.name === "Odd")).toBe(true);
		expect((await lister.get("/v1/customers", "name=odd")).body.data).toHaveLength(0);
	});

	test("filters by import_status", async () => {
		expect((await lister.get("/v1/customers", "import_status=pending&limit=100")).body.data).toHaveLength(25);
		expect((await lister.get("/v1/customers", "import_status=imported")).body.data).toHaveLength(0);
		expectError(await lister.get("/v1/customers", "import_status=done"), 400, "parameter_invalid", "import_status");
	});

	test("a filter combined with a cursor pages within the filter", async () => {
		const first = await lister.get("/v1/customers", "name=Even&limit=5");
		const next = await lister.get("/v1/customers", `name=Even&limit=5&starting_after=${first.body.data[4].id}`);
		const all = [...first.body.data, ...next.body.data].map((c: { id: string }) => c.id);
		expect(all).toEqual(ids.filter((_, i) => i % 2 === 0).reverse().slice(0, 10));
	});

	test("customers have nothing to expand", async () => {
		expectError(await lister.get("/v1/customers", "expand[]=email"), 400, "parameter_invalid", "expand");
		expectError(await lister.get(`/v1/customers/${ids[0]}`, "expand[]=company"), 400, "parameter_invalid", "expand");
	});
});
