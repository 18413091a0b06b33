import { Client, expectError, newAccount } from "../support/suite-api";
import { Body, ids, made, pathOf, walk } from "../support/fixtures";
import { CASES, ResourceCase } from "../support/resource-cases";

// Lists, filters, pagination and expansion of the seven types. Each type's lister, alone in its
// account, makes what its objects reference and then 12 objects; what a filter should find is
// worked out from the objects themselves.

const ROWS = 12;

/** Whether an object matches a list query of `name=value` pairs, as docs/api.md "Lists and pagination" says. */
function matches(object: Body, query: string): boolean {
	return query.split("&").every((pair) => {
		const [key, value] = pair.split("=");
		const [, name, op] = /^(\w+)(?:\[(gte|gt|lte|lt)\])?$/.exec(key)!;
		if (name === "import_status") return object.import.status === value;
		if (name === "created") return matchesNumber(object.created, op, Number(value));
		const actual = object[name];
		if (actual === null) return false;
		if (op === "gte") return actual >= value;
		if (op === "gt") return actual > value;
		if (op === "lte") return actual <= value;
		if (op === "lt") return actual < value;
		return name === "currency" ? actual === value.toUpperCase() : actual === value;
	});
}

/** A unix time against one bound of `created`. */
function matchesNumber(actual: number, op: string, bound: number): boolean {
	if (op === "gte") return actual >= bound;
	if (op === "gt") return actual > bound;
	if (op === "lte") return actual <= bound;
	return actual < bound;
}

const encoded = (query: string) =>
	query
		.split("&")
		.map((pair) => pair.replace(/=(.*)$/, (_, value: string) => `=${encodeURIComponent(value)}`))
		.join("&");

const dateQueries = (d: string) => [
	`${d}=2026-01-20`,
	`${d}[gte]=2026-01-20`,
	`${d}[gt]=2026-01-20`,
	`${d}[lte]=2026-02-01`,
	`${d}[lt]=2026-02-01`,
	`${d}[gt]=2026-01-10&${d}[lt]=2026-03-15`,
	`${d}[gte]=2026-01-20&${d}[lte]=2026-01-20`,
	`${d}[gte]=2026-01-15&currency=eur`,
];

describe.each(CASES)("$name", (c: ResourceCase) => {
	const at = (id: string) => `${c.path}/${id}`;
	let lister: Client;
	/** An integration of another account, and that account's desktop. */
	let outsider: Client;
	let outsiderDesktop: Client;
	let targets: Record<string, Body>;
	/** The lister's objects of this type, oldest first. */
	const all: Body[] = [];
	const newestFirst = (objects: Body[]) => objects.map((o) => o.id).reverse();
	const found = (query: string) => newestFirst(all.filter((o) => matches(o, query)));
	/** Each GET of path and query is refused with status 400, code and param. */
	async function expectRefused(requests: Array<[string, string, string, string]>) {
		const answers = await Promise.all(requests.map(([path, query]) => lister.get(path, query)));
		for (const [i, res] of answers.entries()) {
			const [path, query, code, param] = requests[i];
			expect({ path, query, status: res.status, code: res.body?.error?.code, param: res.body?.error?.param }).toEqual({
				path,
				query,
				status: 400,
				code,
				param,
			});
			expectError(res, 400, code, param);
		}
	}

	/** Each query lists exactly the objects it matches. */
	async function expectFound(queries: string[]) {
		const listed = await Promise.all(queries.map(async (query) => [query, ids(await lister.get(c.path, `${encoded(query)}&limit=100`))]));
		expect(listed).toEqual(queries.map((query) => [query, found(query)]));
	}

	beforeAll(async () => {
		const [account, other] = await Promise.all([newAccount(), newAccount()]);
		[lister, outsider] = await Promise.all([account.integration(), other.integration()]);
		outsiderDesktop = other.desktop;
		targets = await c.list.targets(lister);
		all.push(...Object.values(targets).filter((t) => t.object === c.object));
		for (let i = 0; i < ROWS; i++) all.push(await made(lister, c.path, c.list.row(i % 3 === 0 ? 0 : 1, targets, i)));
	});

	describe("pages", () => {
		test("a list object of the caller's objects, newest first, 10 by default, each as retrieved", async () => {
			const res = await lister.get(c.path);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ object: "list", url: c.path, has_more: true, data: expect.any(Array) });
			expect(ids(res)).toEqual(newestFirst(all).slice(0, 10));
			expect(res.body.data[0]).toEqual((await lister.get(at(all[all.length - 1].id))).body);
			expect(ids(await outsider.get(c.path, "limit=100"))).toEqual([]);
		});

		test("limit runs from 1 to 100", async () => {
			const one = await lister.get(c.path, "limit=1");
			expect({ ids: ids(one), has_more: one.body.has_more }).toEqual({ ids: newestFirst(all).slice(0, 1), has_more: true });
			const hundred = await lister.get(c.path, "limit=100");
			expect({ ids: ids(hundred), has_more: hundred.body.has_more }).toEqual({ ids: newestFirst(all), has_more: false });
			for (const bad of ["0", "101", "abc", "2.5"]) expectError(await lister.get(c.path, `limit=${bad}`), 400, "parameter_invalid", "limit");
		});

		test("pages forward with starting_after and backward with ending_before, without gaps or overlaps", async () => {
			expect(await walk(lister, c.path, "", 5)).toEqual(newestFirst(all));
			expect(await walk(lister, c.path, "", 5, all[0].id)).toEqual(newestFirst(all.slice(1)));
			const newest = await lister.get(c.path, `ending_before=${all[all.length - 1].id}`);
			expect(newest.body).toEqual({ object: "list", url: c.path, has_more: false, data: [] });
		});

		test("a page from the middle in either direction", async () => {
			const middle = all.length - 5;
			const after = await lister.get(c.path, `limit=3&starting_after=${all[middle].id}`);
			expect({ ids: ids(after), has_more: after.body.has_more }).toEqual({ ids: newestFirst(all.slice(middle - 3, middle)), has_more: true });
			const before = await lister.get(c.path, `limit=3&ending_before=${all[middle].id}`);
			expect({ ids: ids(before), has_more: before.body.has_more }).toEqual({ ids: newestFirst(all.slice(middle + 1, middle + 4)), has_more: true });
		});

		test("both cursors are 400 parameter_invalid; an unknown or invisible cursor is 400 resource_missing", async () => {
			expectError(await lister.get(c.path, `starting_after=${all[3].id}&ending_before=${all[1].id}`), 400, "parameter_invalid");
			expectError(await lister.get(c.path, `starting_after=${c.prefix}_nope`), 400, "resource_missing", "starting_after");
			expectError(await lister.get(c.path, `ending_before=${c.prefix}_nope`), 400, "resource_missing", "ending_before");
			expectError(await outsider.get(c.path, `starting_after=${all[3].id}`), 400, "resource_missing", "starting_after");
			expectError(await outsider.get(c.path, `ending_before=${all[3].id}`), 400, "resource_missing", "ending_before");
		});
	});

	describe("filters", () => {
		const [first, second] = c.list.filters;
		const pair = (f: typeof first, i: number) => `${f.name}=${f.values(targets)[i]}`;

		test.each(c.list.filters.map((f) => [f.name, f] as const))("%s matches exactly", async (_name, f) => {
			const queries = f.values(targets).map((value) => `${f.name}=${value}`);
			for (const query of queries) expect([query, found(query).length > 0]).toEqual([query, true]);
			await expectFound(queries);
			const misses = await Promise.all(f.misses(targets).map(async (miss) => [miss, ids(await lister.get(c.path, `${f.name}=${encodeURIComponent(miss)}`))]));
			expect(misses).toEqual(f.misses(targets).map((miss) => [miss, []]));
		});

		test("filters combine", async () => {
			await expectFound([`${pair(first, 0)}&${pair(second, 0)}`, `${pair(first, 0)}&${pair(second, 1)}`, `${pair(first, 1)}&${pair(second, 1)}`]);
		});

		if (c.list.dateFilters.length) {
			test.each(c.list.dateFilters)("%s, also with [gte], [gt], [lte] and [lt], combined", async (d) => {
				await expectFound(dateQueries(d));
			});
		}

		test("created[gte], [gt], [lte] and [lt] in unix seconds, alone, combined and with a filter; bad values 400 naming the bound", async () => {
			const times = [...new Set(all.map((o) => o.created))].sort();
			const [oldest, newest] = [times[0], times[times.length - 1]];
			const mid = all[Math.floor(all.length / 2)].created;
			const queries = [
				`created[gte]=${mid}`,
				`created[gt]=${mid}`,
				`created[lte]=${mid}`,
				`created[lt]=${mid}`,
				`created[gte]=${oldest}&created[lte]=${newest}`,
				`created[gt]=${newest}`,
				`created[lt]=${oldest}`,
				`created[gte]=${oldest}&${pair(first, 0)}`,
			];
			await expectFound(queries);
			expect(found(`created[gt]=${newest}`)).toEqual([]);
			expect(found(`created[gte]=${oldest}&created[lte]=${newest}`)).toEqual(newestFirst(all));
			await expectRefused([
				[c.path, "created[gte]=yesterday", "parameter_invalid", "created[gte]"],
				[c.path, "created[lt]=-1", "parameter_invalid", "created[lt]"],
				[c.path, "created[gt]=1.5", "parameter_invalid", "created[gt]"],
				[c.path, "created[lte]=1e9", "parameter_invalid", "created[lte]"],
				[c.path, `created=${mid}`, "parameter_unknown", "created"],
				[c.path, "created[since]=1", "parameter_unknown", "created[since]"],
			]);
		});

		test("import_status, alone and with a filter", async () => {
			expect(ids(await lister.get(c.path, "import_status=pending&limit=100"))).toEqual(newestFirst(all));
			expect(ids(await lister.get(c.path, "import_status=imported"))).toEqual([]);
			expect(ids(await lister.get(c.path, "import_status=rejected"))).toEqual([]);
			expect(ids(await lister.get(c.path, `import_status=pending&${encoded(pair(first, 0))}&limit=100`))).toEqual(found(pair(first, 0)));
			expect(ids(await lister.get(c.path, `import_status=rejected&${encoded(pair(first, 0))}`))).toEqual([]);
		});

		test("a filter pages with cursors within the filter, both directions", async () => {
			const query = encoded(pair(first, 1));
			const within = found(pair(first, 1));
			expect(await walk(lister, c.path, query, 3)).toEqual(within);
			expect(await walk(lister, c.path, `${query}&import_status=pending`, 3, within[within.length - 1])).toEqual(within.slice(0, -1));
		});

		test("bad filter values are 400 parameter_invalid, unknown filters 400 parameter_unknown, naming the parameter", async () => {
			const refused: Array<[string, string, string]> = [
				...c.list.badFilters,
				["import_status=done", "parameter_invalid", "import_status"],
				["import_status=PENDING", "parameter_invalid", "import_status"],
				...[...c.list.notFilters, "foo"].map((f): [string, string, string] => [`${f}=x`, "parameter_unknown", f]),
			];
			await expectRefused(refused.map(([query, code, param]) => [c.path, query, code, param]));
		});

		const byReference = c.list.filters.filter((f) => c.references.some((r) => r.field === f.name));
		if (byReference.length) {
			test.each(byReference.map((f) => [f.name, f] as const))(
				"filtering %s by another account's object finds nothing, even for its desktop",
				async (_name, f) => {
					for (const value of f.values(targets)) {
						expect(ids(await outsider.get(c.path, `${f.name}=${value}`))).toEqual([]);
						expect(ids(await outsiderDesktop.get(c.path, `${f.name}=${value}`))).toEqual([]);
					}
				},
			);
		}
	});

	describe("expand", () => {
		const references = c.references.map((r) => r.field);
		const expandable = [...references, ...c.expandable];
		/** A listed object with every reference set, and one with none where a reference is optional. */
		const withAll = () => all.find((o) => references.every((f) => o[f] !== null) && o.object === c.object && !Object.values(targets).includes(o))!;
		/** What the lister retrieves of an id, read once per test. */
		const retrieved = new Map<string, Promise<Body>>();
		beforeEach(() => retrieved.clear());
		const retrieve = (id: string) =>
			retrieved.get(id) ??
			retrieved
				.set(
					id,
					lister.get(pathOf(id)).then((res) => res.body),
				)
				.get(id)!;
		const asRetrieved = async (o: Body, fields: string[]) => {
			const expanded: Body = { ...o };
			for (const f of fields) {
				if (f === "line_items") expanded.line_items = { object: "list", url: `${at(o.id)}/line_items`, has_more: false, data: [] };
				else if (o[f] !== null) expanded[f] = await retrieve(o[f]);
			}
			return expanded;
		};

		if (expandable.length) {
			test("expand[] on retrieve replaces each id by the object as retrieved, itself not expanded", async () => {
				const o = withAll();
				for (const fields of [...expandable.map((f) => [f]), expandable]) {
					const res = await lister.get(at(o.id), fields.map((f) => `expand[]=${f}`).join("&"));
					expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: await asRetrieved(o, fields) });
				}
			});

			const optional = references.filter((f) => !c.required.includes(f));
			if (optional.length) {
				test.each(optional)("a null %s stays null", async (f) => {
					const o = all.find((x) => x[f] === null && x.object === c.object)!;
					expect((await lister.get(at(o.id), `expand[]=${f}`)).body).toEqual(o);
				});
			}

			test.each(["", "data."])("lists expand with expand[]=%s<field>", async (prefix) => {
				const res = await lister.get(c.path, `limit=100&${expandable.map((f) => `expand[]=${prefix}${f}`).join("&")}`);
				expect(res.status).toBe(200);
				const expected = [];
				for (const o of all.slice().reverse()) expected.push(await asRetrieved(o, expandable));
				expect(res.body.data).toEqual(expected);
			});

			test("an expansion follows updates of the object it shows", async () => {
				const o = withAll();
				const f = references[0];
				const changed = await lister.update(pathOf(o[f]), { metadata: { seen: String(Date.now()) } });
				expect(changed.status).toBe(200);
				expect((await lister.get(at(o.id), `expand[]=${f}`)).body[f]).toEqual(changed.body);
			});
		}

		const text = c.texts[0].field;
		const refused = [
			...references.flatMap((f) => [`${f}.${f}`, `${f}.id`]),
			text,
			c.texts[1].field,
			"foo",
			"amount",
			...(c.expandable.includes("line_items") ? ["line_items.product"] : ["line_items"]),
			c.foreign,
		];
		test("expand[] of a nested, list-style, unknown or non-reference field is 400 parameter_invalid on retrieve", async () => {
			const id = all[all.length - 1].id;
			await expectRefused([...refused, ...expandable.map((f) => `data.${f}`)].map((expand) => [at(id), `expand[]=${expand}`, "parameter_invalid", "expand"]));
		});

		test("expand[] of a nested, unknown or non-reference field is 400 parameter_invalid on a list, also beside a good one", async () => {
			const expands = [...refused.map((f) => `data.${f}`), ...refused.filter((f) => f.includes(".")), "foo"];
			await expectRefused(
				expands.flatMap((expand) => [
					[c.path, `expand[]=${expand}`, "parameter_invalid", "expand"],
					[c.path, `expand[]=${expandable[0] ?? text}&expand[]=${expand}`, "parameter_invalid", "expand"],
				]),
			);
		});
	});
});
