import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Client, newAccount, target } from "../support/api";
import { ENTRY, ROOT } from "../support/servers";
import { Body, counts, DAY, listAll, made, PENDING } from "../support/fixtures";

// The desktop simulator (bin/desktop.ts) end to end against the suite's embedded server:
// docs/lifecycle.md "Desktop simulator".

const run = promisify(execFile);

/** `bookdrop desktop …` with the given key against the suite server; a clean environment. */
function desktopCli(key: string, ...args: string[]) {
	return run(process.execPath, [ENTRY, "desktop", ...args, "--key", key, "--url", target().url], {
		cwd: ROOT,
		env: { PATH: process.env.PATH ?? "" },
		maxBuffer: 16 * 1024 * 1024,
	});
}

/** A run that must fail: its exit code and output. */
async function failing(...args: Parameters<typeof desktopCli>): Promise<{ code: number; stdout: string; stderr: string }> {
	const outcome = await desktopCli(...args).then(
		(ok) => ({ code: 0, ...ok }),
		(err) => err,
	);
	return { code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr };
}

const progressLines = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("imported "));
/** The position a simulator local ref gives an object in its run: the number at its end. */
const position = (ref: string) => Number(/-(\d+)$/.exec(ref)?.[1] ?? NaN);

describe("desktop import, reject and revert on a small graph", () => {
	let account: Awaited<ReturnType<typeof newAccount>>;
	let key: string;
	let desktop: Client;
	let shop: Client;
	let parent: Body;
	let child: Body;
	let supplier: Body;
	let product: Body;
	let expenses: Body[]; // oldest first
	let customer: Body;
	let sale: Body;
	let firstBatch: Body;
	let secondBatch: string;

	beforeAll(async () => {
		account = await newAccount();
		key = account.desktopKey.secret;
		desktop = account.desktop;
		shop = await account.integration();
		// the child category is older than its parent: created first, linked afterwards
		child = await made(shop, "/v1/categories", { name: "Stationery", kind: "expense" });
		parent = await made(shop, "/v1/categories", { name: "Office", kind: "expense" });
		const linked = await shop.update(`/v1/categories/${child.id}`, { parent: parent.id });
		expect(linked.status).toBe(200);
		child = linked.body;
		supplier = await made(shop, "/v1/suppliers", { name: "Paper Co" });
		product = await made(shop, "/v1/products", { name: "Paper, A4", category: child.id });
		for (let i = 0; i < 30; i++) {
			await made(shop, "/v1/expenses", { description: `Paper ${i}`, amount: 1000 + i, currency: "EUR", occurred_on: DAY, supplier: supplier.id, category: child.id });
		}
		expenses = (await listAll(shop, "/v1/expenses")).reverse();
		expect(expenses).toHaveLength(30);
		await Promise.all(expenses.map((e) => made(shop, `/v1/expenses/${e.id}/line_items`, { description: "Paper", unit_amount: 1000, product: product.id })));
		customer = await made(shop, "/v1/customers", { name: "Duplicate Jane" });
		sale = await made(shop, "/v1/revenue", { description: "Sale", amount: 5000, currency: "EUR", occurred_on: DAY, customer: customer.id });
	}, 60_000);

	test("desktop reject <id> --reason prints the rejected object", async () => {
		const { stdout } = await desktopCli(key, "reject", customer.id, "--reason", "Duplicate of an existing customer");
		const printed = JSON.parse(stdout);
		expect(printed).toEqual({ ...customer, import: { ...PENDING, status: "rejected" }, updated: expect.any(Number) });
		expect((await shop.get(`/v1/customers/${customer.id}`)).body).toEqual(printed);
		const [event] = (await shop.get("/v1/events", "type=customer.rejected")).body.data;
		expect(event.data).toEqual({ object: printed, reason: "Duplicate of an existing customer" });
	});

	test("desktop import --limit 5 imports exactly 5 objects in dependency order, with progress on stderr", async () => {
		const { stdout, stderr } = await desktopCli(key, "import", "--limit", "5");
		const result = JSON.parse(stdout);
		expect(result).toEqual({ imported: 5, batches: [expect.stringMatching(/^imb_/)], skipped: [] });
		expect(progressLines(stderr)).toEqual(["imported 5 of 5 objects (0 skipped)"]);

		firstBatch = (await desktop.get(`/v1/import_batches/${result.batches[0]}`)).body;
		expect(firstBatch).toMatchObject({ status: "completed", counts: counts({ supplier: 1, category: 2, product: 1, expense: 1 }) });
		const chosen = [supplier, parent, child, product, expenses[0]];
		const refs: number[] = [];
		for (const object of chosen) {
			const now = (await shop.get(`/v1/${object.object === "category" ? "categories" : `${object.object}s`}/${object.id}`)).body;
			expect(now.import).toEqual({ status: "imported", batch: firstBatch.id, imported_at: firstBatch.completed_at, local_ref: expect.any(String) });
			refs.push(position(now.import.local_ref));
		}
		// suppliers, then categories (the parent before its older child), products, expenses
		expect(refs).toEqual([...refs].sort((a, b) => a - b));
		expect(new Set(refs).size).toBe(5);
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ expense: 29, revenue: 1 }));
	});

	test("desktop import imports the rest and skips the revenue of the rejected customer", async () => {
		const { stdout, stderr } = await desktopCli(key, "import");
		const result = JSON.parse(stdout);
		expect(result).toEqual({ imported: 29, batches: [expect.stringMatching(/^imb_/)], skipped: [{ id: sale.id, reason: "dependency_not_imported" }] });
		expect(progressLines(stderr)).toEqual(["imported 29 of 30 objects (1 skipped)"]);
		secondBatch = result.batches[0];
		expect(secondBatch).not.toBe(firstBatch.id);

		const second = (await desktop.get(`/v1/import_batches/${secondBatch}`)).body;
		expect(second).toMatchObject({ status: "completed", counts: counts({ expense: 29 }) });
		const all = await listAll(shop, "/v1/expenses", "import_status=imported");
		expect(all.map((e) => e.id).sort()).toEqual(expenses.map((e) => e.id).sort());
		for (const expense of all) {
			expect(expense.import).toMatchObject({ status: "imported", batch: expense.id === expenses[0].id ? firstBatch.id : secondBatch, local_ref: expect.any(String) });
		}
		expect((await shop.get(`/v1/revenue/${sale.id}`)).body.import).toEqual(PENDING);
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ revenue: 1 }));
		expect((await desktop.get("/v1/import_batches")).body.data.map((b: Body) => b.id)).toEqual([secondBatch, firstBatch.id]);
	});

	test("desktop revert <batch> prints the batch and returns its objects to pending", async () => {
		const { stdout } = await desktopCli(key, "revert", secondBatch);
		const printed = JSON.parse(stdout);
		expect(printed).toMatchObject({ id: secondBatch, object: "import_batch", status: "reverted", reverted_at: expect.any(Number), counts: counts({ expense: 29 }) });
		expect((await desktop.get(`/v1/import_batches/${secondBatch}`)).body).toEqual(printed);
		const pending = await listAll(shop, "/v1/expenses", "import_status=pending");
		expect(pending).toHaveLength(29);
		for (const expense of pending) expect(expense.import).toEqual(PENDING);
		expect((await shop.get(`/v1/expenses/${expenses[0].id}`)).body.import).toMatchObject({ status: "imported", batch: firstBatch.id });
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ expense: 29, revenue: 1 }));
	});

	test("an API error exits 1 with the error body on stderr, and changes nothing", async () => {
		const batchesBefore = (await desktop.get("/v1/import_batches")).body;

		const again = await failing(key, "revert", secondBatch);
		expect(again.code).toBe(1);
		expect(again.stdout).toBe("");
		expect(JSON.parse(again.stderr).error).toMatchObject({ code: "batch_not_revertible", type: "conflict_error", request_id: expect.stringMatching(/^req_/) });

		const rejectAgain = await failing(key, "reject", customer.id);
		expect(rejectAgain.code).toBe(1);
		expect(JSON.parse(rejectAgain.stderr).error.code).toBe("object_not_pending");

		const unknown = await failing(key, "revert", "imb_doesnotexist");
		expect(unknown.code).toBe(1);
		expect(JSON.parse(unknown.stderr).error.code).toBe("resource_missing");

		// an integration key reads its pending objects but may not claim them
		const noImport = await failing(shop.key, "import");
		expect(noImport.code).toBe(1);
		expect(noImport.stdout).toBe("");
		expect(JSON.parse(noImport.stderr).error.code).toBe("insufficient_scope");

		expect((await desktop.get("/v1/import_batches")).body).toEqual(batchesBefore);
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ expense: 29, revenue: 1 }));
	});
});

describe("desktop import of more than 1000 objects", () => {
	test("1100 pending customers are imported in two batches, 1000 and 100", async () => {
		const account = await newAccount();
		const desktop = account.desktop;
		for (let chunk = 0; chunk < 11; chunk++) {
			await Promise.all(Array.from({ length: 100 }, (_, i) => made(desktop, "/v1/customers", { name: `Customer ${chunk * 100 + i}` })));
		}
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ customer: 1100 }));

		const { stdout, stderr } = await desktopCli(account.desktopKey.secret, "import");
		const result = JSON.parse(stdout);
		expect(result).toEqual({ imported: 1100, batches: [expect.stringMatching(/^imb_/), expect.stringMatching(/^imb_/)], skipped: [] });
		expect(progressLines(stderr)).toEqual(["imported 1000 of 1100 objects (0 skipped)", "imported 1100 of 1100 objects (0 skipped)"]);
		const [first, second] = await Promise.all(result.batches.map(async (id: string) => (await desktop.get(`/v1/import_batches/${id}`)).body));
		expect(first).toMatchObject({ status: "completed", counts: counts({ customer: 1000 }) });
		expect(second).toMatchObject({ status: "completed", counts: counts({ customer: 100 }) });
		expect((await desktop.get("/v1/account")).body).toMatchObject({ pending: counts(), last_import_at: second.completed_at });
		expect((await desktop.get("/v1/customers", "import_status=pending")).body.data).toEqual([]);
		const imported = await listAll(desktop, "/v1/customers", "import_status=imported");
		expect(imported).toHaveLength(1100);
		const refs = new Set(imported.map((c) => c.import.local_ref));
		expect(refs.size).toBe(1100);
		expect(imported.filter((c) => c.import.batch === first.id)).toHaveLength(1000);
	}, 180_000);
});
