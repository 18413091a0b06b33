import { execFile } from "node:child_process";
import { rejectionOf } from "../support/declines";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client, newAccount, target } from "../support/suite-api";
import { ENTRY, ROOT } from "../support/servers";
import { Body, DAY, made, make, nowSeconds, ok, pathOf, PENDING } from "../support/fixtures";
import type { RejectionCode } from "../../shared/engine/decline-catalogue";

// `bookdrop desktop import --state` keeps books (docs/cli.md): it publishes them before it imports
// and after each batch, and declines what they would decline, with the code a finding predicted at POST time.

const run = promisify(execFile);

/** `bookdrop desktop import --state <file> …` against the suite server: its printed result and progress. */
async function importWithBooks(key: string, stateFile: string, ...options: string[]): Promise<{ result: Body; stderr: string }> {
	const { stdout, stderr } = await run(process.execPath, [ENTRY, "desktop", "import", "--state", stateFile, ...options, "--key", key, "--url", target().url], {
		cwd: ROOT,
		env: { PATH: process.env.PATH ?? "" },
	});
	return { result: JSON.parse(stdout), stderr };
}

const NOTHING_RESUMED = { completed: [], reverted: [] };
const finding = (code: string, field: string) => [{ code, field, message: expect.any(String), books_read_at: expect.any(Number) }];

describe("desktop import --state publishes its books and declines by them", () => {
	let desktop: Client;
	let shop: Client;
	let key: string;
	let stateFile: string;
	const first: Body[] = [];

	beforeAll(async () => {
		const account = await newAccount();
		desktop = account.desktop;
		key = account.desktopKey.secret;
		shop = await account.integration();
		stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-books-")), "state.json");
		first.push(
			await make.customer(shop, { name: "Acme GmbH" }),
			await make.expense(shop, { reference: "INV-1" }),
			await make.product(shop, { name: "Chair", currency: "EUR", tax_rate: 19 }),
		);
	});

	test("the first run publishes its books whole before it imports, then adds what it booked: version and counts move", async () => {
		const before = nowSeconds();
		const options = ["--closed-through", "2026-01-31", "--currencies", "EUR,USD", "--tax-rates", "0,7,19", "--shared", "customers,suppliers"];
		const { result, stderr } = await importWithBooks(key, stateFile, ...options);
		expect(result).toEqual({ imported: 3, batches: [expect.stringMatching(/^imb_/)], skipped: [], declined: [], resumed: NOTHING_RESUMED });
		expect(stderr).toContain("published the books whole: version 1");
		expect(stderr).toContain("published 3 booked: version 2");
		const books = await ok(desktop.get("/v1/books"));
		expect(books).toMatchObject({
			version: 2,
			checks: "warn",
			name_rules: { case_insensitive: true, trim: true, shared: [["customers", "suppliers"]] },
			closed_through: "2026-01-31",
			currencies: ["EUR", "USD"],
			tax_rates: [0, 7, 19],
			counts: { names: { customers: 1, suppliers: 0, products: 1, categories: 0 }, references: { expenses: 1, revenue: 0, refunds: 0 } },
		});
		expect(books.read_at).toBeGreaterThanOrEqual(before);
		for (const object of first) expect((await desktop.get(pathOf(object.id))).body.import.status).toBe("imported");
	}, 60_000);

	test("what collides with its books carries the finding at POST time and is declined with that code; the clean ones import", async () => {
		const colliding = [
			[await make.supplier(shop, { name: " acme gmbh" }), "name_in_use", "name"],
			[await make.expense(shop, { reference: "INV-1" }), "duplicate", "reference"],
			[await make.revenue(shop, { occurred_on: "2026-01-31" }), "period_locked", "occurred_on"],
			[await make.expense(shop, { currency: "GBP" }), "invalid_data", "currency"],
			[await make.product(shop, { name: "Desk", tax_rate: 16 }), "invalid_data", "tax_rate"],
		] as Array<[Body, string, string]>;
		for (const [object, code, field] of colliding) expect([object.books_check, object.books_warnings]).toEqual(["checked", finding(code, field)]);
		const clean = [await make.customer(shop, { name: "Zeta AG" }), await make.revenue(shop, { occurred_on: DAY, reference: "R-1" })];
		for (const object of clean) expect([object.books_check, object.books_warnings]).toEqual(["checked", []]);
		// two pending customers of one name: the server warns of the second, the books take only the first
		const twins = [await make.customer(shop, { name: "Twin" }), await make.customer(shop, { name: "TWIN" })];
		expect(twins.map((o) => o.books_warnings)).toEqual([[], finding("name_in_use", "name")]);

		const { result } = await importWithBooks(key, stateFile);
		const declined = [...colliding, [twins[1], "name_in_use", "name"] as [Body, string, string]];
		expect(result).toEqual({ imported: 3, batches: [expect.stringMatching(/^imb_/)], skipped: [], declined: expect.any(Array), resumed: NOTHING_RESUMED });
		const byId = (a: Body, b: Body) => a.id.localeCompare(b.id);
		expect([...result.declined].sort(byId)).toEqual(declined.map(([object, code, field]) => ({ id: object.id, code, field })).sort(byId));
		for (const [object, code, field] of declined) {
			const reason = expect.stringContaining("The merchant's books");
			expect((await shop.get(pathOf(object.id))).body.import).toEqual({
				...PENDING,
				status: "rejected",
				rejection: rejectionOf(code as RejectionCode, reason, "merchant", { field, detail: reason }),
			});
		}
		for (const object of [...clean, twins[0]]) expect((await shop.get(pathOf(object.id))).body.import.status).toBe("imported");
		expect((await ok(desktop.get("/v1/books"))).counts).toEqual({
			names: { customers: 3, suppliers: 0, products: 1, categories: 0 },
			references: { expenses: 1, revenue: 1, refunds: 0 },
		});
	}, 60_000);

	test("a change of its name rules publishes the books whole again; a run with nothing to import publishes nothing", async () => {
		const { version } = await ok(desktop.get("/v1/books"));
		const quiet = await importWithBooks(key, stateFile);
		expect(quiet.result).toEqual({ imported: 0, batches: [], skipped: [], declined: [], resumed: NOTHING_RESUMED });
		expect((await ok(desktop.get("/v1/books"))).version).toBe(version);

		const { stderr } = await importWithBooks(key, stateFile, "--case-sensitive");
		expect(stderr).toContain(`published the books whole: version ${version + 1}`);
		const books = await ok(desktop.get("/v1/books"));
		expect(books).toMatchObject({ version: version + 1, name_rules: { case_insensitive: false }, closed_through: "2026-01-31" });
		expect(books.counts.names.customers).toBe(3);
		// case-sensitive books take a name differing only in case
		const other = await made(shop, "/v1/customers", { name: "ZETA AG" });
		expect(other.books_warnings).toEqual([]);
		expect((await importWithBooks(key, stateFile)).result).toMatchObject({ imported: 1, declined: [] });
	}, 60_000);
});

test("a books option without --state prints one line, exits 2 and sends nothing", async () => {
	const outcome = await run(
		process.execPath,
		[ENTRY, "desktop", "import", "--closed-through", "2026-01-31", "--key", "ab_unused", "--url", "http://127.0.0.1:9"],
		{
			cwd: ROOT,
			env: { PATH: process.env.PATH ?? "" },
		},
	).then(
		() => null,
		(err) => err,
	);
	expect(outcome).toMatchObject({ code: 2, stdout: "", stderr: "bookdrop: --closed-through needs --state <file>: the simulated books are kept there\n" });
});
