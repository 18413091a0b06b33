import { expectError, Reply } from "../support/suite-api";
import { Body, ids, made, nowSeconds, pathOf, PENDING } from "../support/fixtures";
import { CASES, MAX_AMOUNT, optionalFields, optionalTexts, ResourceCase, World, world } from "../support/resource-cases";
import { until } from "../support/wait";

// The rules every one of the seven types keeps, run for each (lists and expansion: resources-lists.test.ts).

let w: World;

beforeAll(async () => {
	w = await world();
});

const NOT_STRINGS: unknown[] = [12, ["x"], { v: "x" }, true];
const BAD_AMOUNTS: unknown[] = [19.99, 0.5, "1999", true, -1, MAX_AMOUNT + 1];
const GOOD_DATES = ["2024-02-29", "2000-02-29", "2026-12-31", "2026-01-01"];
const BAD_DATES: unknown[] = [
	"2026-02-29",
	"2026-02-30",
	"2026-04-31",
	"2026-13-01",
	"2026-00-10",
	"2026-01-00",
	"1900-02-29",
	"2026-2-3",
	"20260203",
	"2026-02-03T00:00:00Z",
	"03.02.2026",
];
const metadataOf = (n: number, from = 0) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${from + i}`, "v"]));

describe.each(CASES)("$name", (c: ResourceCase) => {
	const at = (id: string) => `${c.path}/${id}`;
	const minimal = () => c.minimal(w.mine);
	const full = () => c.full(w.mine);
	const existing = () => made(w.shop, c.path, full());
	/** The newest object `shop` sees of this type: the tests of one file run one after the other. */
	const newest = async () => ids(await w.shop.get(c.path, "limit=1"));
	/** A create and an update of `object` with `fields` are both refused with code and param. */
	async function refusedBoth(object: Body, fields: Body, code: string, param: string) {
		const [created, updated] = await Promise.all([w.shop.create(c.path, { ...minimal(), ...fields }), w.shop.update(at(object.id), fields)]);
		expectError(created, 400, code, param);
		expectError(updated, 400, code, param);
	}
	const unchanged = async (object: Body) => expect((await w.shop.get(at(object.id))).body).toEqual(object);

	/** Made first, so that a second has passed when the update test changes it. */
	let aged: Body;
	beforeAll(async () => {
		aged = await existing();
	});

	describe("create and retrieve", () => {
		test("create answers every field, an id, timestamps and a pending import; retrieve and the desktop see the same", async () => {
			const before = nowSeconds();
			const res = await w.shop.create(c.path, full());
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				id: expect.stringMatching(new RegExp(`^${c.prefix}_[0-9A-Za-z]{24}$`)),
				object: c.object,
				...full(),
				import: PENDING,
				// no books snapshot on this account: nothing is claimed either way (docs/books.md)
				books_check: "unknown",
				books_warnings: [],
				created: expect.any(Number),
				updated: expect.any(Number),
			});
			expect(Object.keys(res.body).sort()).toEqual(
				[...c.fields, "id", "object", "metadata", "import", "books_check", "books_warnings", "created", "updated"].sort(),
			);
			expect(res.body.created).toBeGreaterThanOrEqual(before);
			expect(res.body.created).toBeLessThanOrEqual(nowSeconds());
			expect(res.body.updated).toBe(res.body.created);
			expect((await w.shop.get(at(res.body.id))).body).toEqual(res.body);
			expect((await w.desktop.get(at(res.body.id))).body).toEqual(res.body);
		});

		test("with only the required fields, every other field is null and metadata is {}", async () => {
			const res = await w.shop.create(c.path, minimal());
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				id: expect.any(String),
				object: c.object,
				...Object.fromEntries(optionalFields(c).map((f) => [f, null])),
				...minimal(),
				metadata: {},
				import: PENDING,
				// no books snapshot on this account: nothing is claimed either way (docs/books.md)
				books_check: "unknown",
				books_warnings: [],
				created: expect.any(Number),
				updated: expect.any(Number),
			});
		});

		test.each(c.required)('%s missing is parameter_missing, null or "" parameter_invalid; nothing is stored', async (f) => {
			const before = await newest();
			const { [f]: _, ...without } = minimal();
			expectError(await w.shop.create(c.path, without), 400, "parameter_missing", f);
			expectError(await w.shop.create(c.path, { ...minimal(), [f]: null }), 400, "parameter_invalid", f);
			expectError(await w.shop.create(c.path, { ...minimal(), [f]: "" }), 400, c.money.includes(f) ? "parameter_invalid_amount" : "parameter_invalid", f);
			expect(await newest()).toEqual(before);
		});

		test("an unknown field, or a field of another type, is parameter_unknown on create and update", async () => {
			const object = await existing();
			const before = await newest();
			await Promise.all([c.foreign, "colour"].map((f) => refusedBoth(object, { [f]: "x" }, "parameter_unknown", f)));
			await unchanged(object);
			expect(await newest()).toEqual(before);
		});

		test("retrieve, update and delete of an unknown id are 404 resource_missing", async () => {
			expectError(await w.shop.get(at(`${c.prefix}_nope`)), 404, "resource_missing");
			expectError(await w.shop.update(at(`${c.prefix}_nope`), { metadata: { a: "1" } }), 404, "resource_missing");
			expectError(await w.shop.del(at(`${c.prefix}_${"0".repeat(24)}`)), 404, "resource_missing");
		});
	});

	describe("fields", () => {
		let object: Body;
		beforeAll(async () => {
			object = await existing();
		});

		test.each(c.texts.map((t) => [t.field, t.max, t] as const))("%s accepts %i characters and refuses one more, on create and update", async (f, max, text) => {
			const res = await w.shop.create(c.path, { ...minimal(), [f]: text.of(max) });
			expect(res.status).toBe(201);
			expect(res.body[f]).toBe(text.of(max));
			const updated = await w.shop.update(at(res.body.id), { [f]: text.of(max - 1) });
			expect({ status: updated.status, value: updated.body[f] }).toEqual({ status: 200, value: text.of(max - 1) });
			await refusedBoth(object, { [f]: text.of(max + 1) }, "parameter_invalid", f);
			await unchanged(object);
		});

		test.each(c.texts.map((t) => t.field))("%s refuses values that are not strings", async (f) => {
			await Promise.all(NOT_STRINGS.map((value) => refusedBoth(object, { [f]: value }, "parameter_invalid", f)));
			await unchanged(object);
		});

		const coded = [...c.formats.map((f) => f.field), ...c.dates, ...c.references.map((r) => r.field), ...c.enums.map((e) => e.field)].filter(
			(f) => !c.texts.some((t) => t.field === f),
		);
		if (coded.length) {
			test.each(coded)("%s refuses a number and an array", async (f) => {
				await Promise.all([12, ["x"]].map((value) => refusedBoth(object, { [f]: value }, "parameter_invalid", f)));
				await unchanged(object);
			});
		}

		test('optional text sent as "" is stored as null, on create and update', async () => {
			const blanks = Object.fromEntries(optionalTexts(c).map((f) => [f, ""]));
			expect(Object.keys(blanks).length).toBeGreaterThan(0);
			const res = await w.shop.create(c.path, { ...minimal(), ...blanks });
			expect(res.status).toBe(201);
			expect(res.body).toMatchObject(Object.fromEntries(optionalTexts(c).map((f) => [f, null])));
			const blanked = await w.shop.update(at((await existing()).id), blanks);
			expect(blanked.status).toBe(200);
			expect(blanked.body).toMatchObject(Object.fromEntries(optionalTexts(c).map((f) => [f, null])));
		});

		if (c.formats.length) {
			test.each(c.formats.map((f) => [f.field, f] as const))("%s: accepted values are stored as the API returns them, others refused", async (f, format) => {
				for (const [sent, stored] of format.valid) {
					const res = await w.shop.create(c.path, { ...minimal(), [f]: sent });
					expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 201, [f]: stored });
					expect((await w.shop.get(at(res.body.id))).body[f]).toBe(stored);
					const updated = await w.shop.update(at((await existing()).id), { [f]: sent });
					expect({ status: updated.status, [f]: updated.body[f] }).toEqual({ status: 200, [f]: stored });
				}
				await Promise.all(format.invalid.map((value) => refusedBoth(object, { [f]: value }, "parameter_invalid", f)));
				await unchanged(object);
			});
		}

		if (c.enums.length) {
			test.each(c.enums.map((e) => [e.field, e] as const))("%s takes only its values, exactly", async (f, e) => {
				for (const value of e.values) {
					const res = await w.shop.create(c.path, { ...minimal(), [f]: value });
					expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 201, [f]: value });
				}
				await Promise.all(e.invalid.map((value) => refusedBoth(object, { [f]: value }, "parameter_invalid", f)));
				await unchanged(object);
			});
		}

		if (c.money.length) {
			test.each(c.money)("%s accepts 0, 1 and 10^15", async (f) => {
				await Promise.all(
					[0, 1, MAX_AMOUNT].map(async (value) => {
						const res = await w.shop.create(c.path, { ...(await c.roomy(w.shop, w.mine)), [f]: value });
						expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 201, [f]: value });
						expect((await w.shop.get(at(res.body.id))).body[f]).toBe(value);
					}),
				);
			});

			test.each(c.money)("%s refuses decimals, strings, booleans, negatives and more than 10^15 with parameter_invalid_amount", async (f) => {
				await Promise.all(BAD_AMOUNTS.map((value) => refusedBoth(object, { [f]: value }, "parameter_invalid_amount", f)));
				await unchanged(object);
			});
		}

		if (c.dates.length) {
			test.each(c.dates)("%s takes calendar dates only, on create and update", async (f) => {
				for (const [date, res] of await Promise.all(
					GOOD_DATES.map(async (date) => [date, await w.shop.create(c.path, { ...minimal(), [f]: date })] as const),
				)) {
					expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 201, [f]: date });
				}
				const updated = await w.shop.update(at((await existing()).id), { [f]: GOOD_DATES[0] });
				expect({ status: updated.status, [f]: updated.body[f] }).toEqual({ status: 200, [f]: GOOD_DATES[0] });
				await Promise.all(BAD_DATES.map((date) => refusedBoth(object, { [f]: date }, "parameter_invalid", f)));
				await unchanged(object);
			});
		}
	});

	if (c.references.length) {
		describe.each(c.references)("reference $field", (ref) => {
			const f = ref.field;

			test("names an object of the caller; the desktop may name any integration's", async () => {
				const res = await w.shop.create(c.path, { ...minimal(), [f]: ref.own(w.mine) });
				expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 201, [f]: ref.own(w.mine) });
				const viaDesktop = await w.desktop.create(c.path, { ...minimal(), [f]: ref.own(w.theirs) });
				expect({ status: viaDesktop.status, [f]: viaDesktop.body[f] }).toEqual({ status: 201, [f]: ref.own(w.theirs) });
				const rehung = await w.desktop.update(at(res.body.id), { [f]: ref.own(w.theirs) });
				expect({ status: rehung.status, [f]: rehung.body[f] }).toEqual({ status: 200, [f]: ref.own(w.theirs) });
				expect((await w.shop.get(at(res.body.id))).body[f]).toBe(ref.own(w.theirs));
				const plain = await made(w.shop, c.path, minimal());
				const set = await w.shop.update(at(plain.id), { [f]: ref.own(w.mine) });
				expect({ status: set.status, [f]: set.body[f] }).toEqual({ status: 200, [f]: ref.own(w.mine) });
			});

			test("another integration's or the desktop's object, no object or one of another type is 400 resource_missing, on create and update", async () => {
				const object = await existing();
				const missing = [ref.own(w.theirs), ref.own(w.desktops), `${ref.prefix}_${"0".repeat(24)}`, `${ref.prefix}_doesnotexist`, ref.wrongType(w.mine)];
				await Promise.all(missing.map((id) => refusedBoth(object, { [f]: id }, "resource_missing", f)));
				expectError(await w.shop.update(at(object.id), { metadata: { changed: "yes" }, [f]: ref.own(w.theirs) }), 400, "resource_missing", f);
				await unchanged(object);
			});

			test("another account's object is refused even for the desktop", async () => {
				expectError(await w.desktop.create(c.path, { ...c.minimal(w.theirs), [f]: ref.own(w.strangers) }), 400, "resource_missing", f);
			});

			test("an expansion never shows another integration's object; the desktop's does", async () => {
				const object = await made(w.shop, c.path, minimal());
				expect((await w.desktop.update(at(object.id), { [f]: ref.own(w.theirs) })).status).toBe(200);
				const target = (await w.otherShop.get(pathOf(ref.own(w.theirs)))).body;
				expect((await w.desktop.get(at(object.id), `expand[]=${f}`)).body[f]).toEqual(target);
				const retrieved = await w.shop.get(at(object.id), `expand[]=${f}`);
				expect({ status: retrieved.status, [f]: retrieved.body[f] }).toEqual({ status: 200, [f]: ref.own(w.theirs) });
				const listed = await w.shop.get(c.path, `limit=1&expand[]=data.${f}`);
				expect(listed.body.data.map((o: Body) => [o.id, o[f]])).toEqual([[object.id, ref.own(w.theirs)]]);
				expectError(await w.otherShop.get(at(object.id), `expand[]=${f}`), 404, "resource_missing");
			});
		});
	}

	describe("metadata", () => {
		test("is an object of strings: at most 50 keys of 1 to 40 characters, values of at most 500", async () => {
			const object = await existing();
			await Promise.all([
				refusedBoth(object, { metadata: "x" }, "parameter_invalid", "metadata"),
				refusedBoth(object, { metadata: { n: 1 } }, "parameter_invalid", "metadata.n"),
				refusedBoth(object, { metadata: { k: "v".repeat(501) } }, "parameter_invalid", "metadata.k"),
				refusedBoth(object, { metadata: metadataOf(51) }, "parameter_invalid", "metadata"),
			]);
			await unchanged(object);
			expectError(await w.shop.create(c.path, { ...minimal(), metadata: { ["k".repeat(41)]: "v" } }), 400, "parameter_invalid");
			expectError(await w.shop.create(c.path, { ...minimal(), metadata: { "": "v" } }), 400, "parameter_invalid");
			const longest = await w.shop.create(c.path, { ...minimal(), metadata: { ["k".repeat(40)]: "v".repeat(500) } });
			expect({ status: longest.status, metadata: longest.body.metadata }).toEqual({ status: 201, metadata: { ["k".repeat(40)]: "v".repeat(500) } });
			const fifty = await w.shop.create(c.path, { ...minimal(), metadata: metadataOf(50) });
			expect({ status: fifty.status, metadata: fifty.body.metadata }).toEqual({ status: 201, metadata: metadataOf(50) });
		});

		test('updates merge; a key set to "" or null is removed; metadata null removes all; no merge passes 50 keys', async () => {
			const object = await made(w.shop, c.path, { ...minimal(), metadata: { a: "1", b: "2", c: "3" } });
			const merged = await w.shop.update(at(object.id), { metadata: { b: "", c: null, d: "4" } });
			expect({ status: merged.status, metadata: merged.body.metadata }).toEqual({ status: 200, metadata: { a: "1", d: "4" } });
			const cleared = await w.shop.update(at(object.id), { metadata: null });
			expect({ status: cleared.status, metadata: cleared.body.metadata }).toEqual({ status: 200, metadata: {} });
			const thirty = await w.shop.update(at(object.id), { metadata: metadataOf(30) });
			expectError(await w.shop.update(at(object.id), { metadata: metadataOf(21, 30) }), 400, "parameter_invalid", "metadata");
			expect((await w.shop.get(at(object.id))).body).toEqual(thirty.body);
		});
	});

	describe("update", () => {
		test("changes only the fields sent and moves updated", async () => {
			const original = aged;
			await until(() => nowSeconds() > original.updated, 3000, "the next second");
			const res = await w.shop.update(at(original.id), c.patch.send);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ...original, ...c.patch.yields, updated: expect.any(Number) });
			expect(res.body.updated).toBeGreaterThan(original.updated);
			expect((await w.shop.get(at(original.id))).body).toEqual(res.body);
		});

		test("null clears each optional field", async () => {
			const original = await existing();
			for (const f of optionalFields(c)) {
				const res = await w.shop.update(at(original.id), { [f]: null });
				expect({ status: res.status, [f]: res.body[f] }).toEqual({ status: 200, [f]: null });
			}
			expect((await w.shop.get(at(original.id))).body).toEqual({
				...original,
				...Object.fromEntries(optionalFields(c).map((f) => [f, null])),
				updated: expect.any(Number),
			});
		});

		test('a required field cannot be cleared with null or ""', async () => {
			const original = await existing();
			for (const f of c.required) {
				expectError(await w.shop.update(at(original.id), { [f]: null }), 400, "parameter_invalid", f);
				expectError(await w.shop.update(at(original.id), { [f]: "" }), 400, c.money.includes(f) ? "parameter_invalid_amount" : "parameter_invalid", f);
			}
			expect((await w.shop.get(at(original.id))).body).toEqual(original);
		});

		test("one bad field refuses the whole update", async () => {
			const original = await existing();
			const [f, max] = [c.texts[0].field, c.texts[0].max];
			expectError(await w.shop.update(at(original.id), { ...c.patch.send, [f]: "x".repeat(max + 1) }), 400, "parameter_invalid", f);
			expectError(await w.shop.update(at(original.id), { ...c.patch.send, colour: "red" }), 400, "parameter_unknown", "colour");
			expect((await w.shop.get(at(original.id))).body).toEqual(original);
		});
	});

	test("delete withdraws a pending object: 200 deleted, then 404 and gone from the list", async () => {
		const before = await newest();
		const { id } = await made(w.shop, c.path, minimal());
		const res = await w.shop.del(at(id));
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ id, object: c.object, deleted: true });
		expectError(await w.shop.get(at(id)), 404, "resource_missing");
		expectError(await w.shop.update(at(id), { metadata: { back: "yes" } }), 404, "resource_missing");
		expectError(await w.shop.del(at(id)), 404, "resource_missing");
		expect(await newest()).toEqual(before);
	});

	describe("visibility", () => {
		test("another integration cannot read, list, change or delete it; the desktop sees it", async () => {
			const mine = await existing();
			const expect404 = (res: Reply) => expectError(res, 404, "resource_missing");
			expect404(await w.otherShop.get(at(mine.id)));
			expect404(await w.otherShop.update(at(mine.id), { metadata: { stolen: "yes" } }));
			expect404(await w.otherShop.del(at(mine.id)));
			expect(ids(await w.otherShop.get(c.path, "limit=100"))).not.toContain(mine.id);
			expectError(await w.otherShop.get(c.path, `starting_after=${mine.id}`), 400, "resource_missing", "starting_after");
			expect((await w.shop.get(at(mine.id))).body).toEqual(mine);
			expect(await newest()).toEqual([mine.id]);
			expect((await w.desktop.get(at(mine.id))).body).toEqual(mine);
			expect(ids(await w.desktop.get(c.path, "limit=1"))).toEqual([mine.id]);
			const desktops = await made(w.desktop, c.path, minimal());
			expect404(await w.shop.get(at(desktops.id)));
			expect(await newest()).toEqual([mine.id]);
		});

		test("another account's objects are invisible even to its desktop", async () => {
			const theirs = await made(w.strangerShop, c.path, c.minimal(w.strangers));
			expectError(await w.desktop.get(at(theirs.id)), 404, "resource_missing");
			expectError(await w.desktop.update(at(theirs.id), { metadata: { a: "1" } }), 404, "resource_missing");
			expectError(await w.desktop.del(at(theirs.id)), 404, "resource_missing");
			expect((await w.stranger.desktop.get(at(theirs.id))).body).toEqual(theirs);
		});
	});

	test("a read-only key reads; create, update and delete are 403 insufficient_scope and change nothing", async () => {
		const object = await existing();
		const summary = (await w.shop.get("/v1/account")).body;
		expect((await w.readOnly.get(at(object.id))).body).toEqual(object);
		expectError(await w.readOnly.create(c.path, minimal()), 403, "insufficient_scope");
		expectError(await w.readOnly.update(at(object.id), c.patch.send), 403, "insufficient_scope");
		expectError(await w.readOnly.del(at(object.id)), 403, "insufficient_scope");
		expect((await w.shop.get(at(object.id))).body).toEqual(object);
		expect((await w.shop.get("/v1/account")).body).toEqual(summary);
		expect(ids(await w.readOnly.get(c.path, "limit=1"))).toEqual([object.id]);
	});
});
