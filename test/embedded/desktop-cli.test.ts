import { execFile } from "node:child_process";
import { rejectionOf } from "../support/declines";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { Client, newAccount, target } from "../support/suite-api";
import { ENTRY, ROOT } from "../support/servers";
import { Body, counts, DAY, listAll, made, PENDING } from "../support/fixtures";

// The desktop simulator (bin/desktop-simulator.ts) end to end against the suite's embedded server:
// docs/lifecycle.md, "Trying it locally: the desktop simulator".

const run = promisify(execFile);

/** `bookdrop desktop …` with the given key against the suite server (or `url`); a clean environment. */
function desktopCli(key: string, ...args: string[]) {
	return desktopCliAt(target().url, key, ...args);
}

function desktopCliAt(url: string, key: string, ...args: string[]) {
	return run(process.execPath, [ENTRY, "desktop", ...args, "--key", key, "--url", url], {
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
const listingLines = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("listed "));
/** The API error printed after the progress lines, on stderr. */
const errorBody = (stderr: string) => JSON.parse(stderr.slice(stderr.indexOf("{")));
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
			await made(shop, "/v1/expenses", {
				description: `Paper ${i}`,
				amount: 1000 + i,
				currency: "EUR",
				occurred_on: DAY,
				supplier: supplier.id,
				category: child.id,
			});
		}
		expenses = (await listAll(shop, "/v1/expenses")).reverse();
		expect(expenses).toHaveLength(30);
		await Promise.all(expenses.map((e) => made(shop, `/v1/expenses/${e.id}/line_items`, { description: "Paper", unit_amount: 1000, product: product.id })));
		customer = await made(shop, "/v1/customers", { name: "Duplicate Jane" });
		sale = await made(shop, "/v1/revenue", { description: "Sale", amount: 5000, currency: "EUR", occurred_on: DAY, customer: customer.id });
	}, 60_000);

	test("desktop reject <id> --code --reason --field --detail prints the rejected object, declined by the merchant with that code", async () => {
		const detail = "Customer K-10042 is named Duplicate Jane.";
		const args = ["--code", "duplicate", "--reason", "Duplicate of an existing customer", "--field", "name", "--detail", detail];
		const { stdout } = await desktopCli(key, "reject", customer.id, ...args);
		const printed = JSON.parse(stdout);
		const rejection = rejectionOf("duplicate", "Duplicate of an existing customer", "merchant", { field: "name", detail });
		expect(printed).toEqual({ ...customer, import: { ...PENDING, status: "rejected", rejection }, updated: expect.any(Number) });
		expect((await shop.get(`/v1/customers/${customer.id}`)).body).toEqual(printed);
		const [event] = (await shop.get("/v1/events", "type=customer.rejected")).body.data;
		expect(event.data).toEqual({ object: printed, reason: "Duplicate of an existing customer" });
	});

	test("desktop reject without --code declines with code other; an unknown --code exits 2 and sends nothing", async () => {
		// an account of its own: this graph's imports count every pending object
		const other = await newAccount();
		const [otherKey, otherShop] = [other.desktopKey.secret, await other.integration()];
		const [kept, declined] = [await made(otherShop, "/v1/suppliers", { name: "Ink Ltd" }), await made(otherShop, "/v1/suppliers", { name: "Toner Ltd" })];
		const refused = await failing(otherKey, "reject", kept.id, "--code", "spam");
		expect(refused).toEqual({
			code: 2,
			stdout: "",
			stderr: expect.stringContaining("unknown code 'spam' (known: duplicate, invalid_data, missing_reference, name_in_use, period_locked, not_wanted, other)"),
		});
		expect(refused.stderr.trim().split("\n")).toHaveLength(1);
		expect((await otherShop.get(`/v1/suppliers/${kept.id}`)).body).toEqual(kept);
		const { stdout } = await desktopCli(otherKey, "reject", declined.id);
		expect(JSON.parse(stdout).import.rejection).toEqual(rejectionOf("other", null, "merchant"));
		expect((await otherShop.get(`/v1/suppliers/${declined.id}`)).body.import.rejection).toEqual(rejectionOf("other", null, "merchant"));
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
			expect(expense.import).toMatchObject({
				status: "imported",
				batch: expense.id === expenses[0].id ? firstBatch.id : secondBatch,
				local_ref: expect.any(String),
			});
		}
		expect((await shop.get(`/v1/revenue/${sale.id}`)).body.import).toEqual(PENDING);
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ revenue: 1 }));
		expect((await desktop.get("/v1/import_batches")).body.data.map((b: Body) => b.id)).toEqual([secondBatch, firstBatch.id]);
	});

	test("desktop revert <batch> prints the batch and returns its objects to pending", async () => {
		const { stdout } = await desktopCli(key, "revert", secondBatch);
		const printed = JSON.parse(stdout);
		expect(printed).toMatchObject({
			id: secondBatch,
			object: "import_batch",
			status: "reverted",
			reverted_at: expect.any(Number),
			counts: counts({ expense: 29 }),
		});
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
		// it lists (and says so) before the claim is refused
		expect(listingLines(noImport.stderr).length).toBeGreaterThan(0);
		expect(errorBody(noImport.stderr).error.code).toBe("insufficient_scope");

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
		// one line per page of 100 while it lists, then one per type without pending objects
		expect(listingLines(stderr)).toEqual([
			...Array.from({ length: 11 }, (_, page) => `listed ${(page + 1) * 100} pending customers`),
			...["suppliers", "categories", "products", "expenses", "revenue", "refunds"].map((type) => `listed 0 pending ${type}`),
		]);
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

describe("desktop import --type", () => {
	test("takes list names and object names alike; only the named types are imported", async () => {
		const account = await newAccount();
		const desktop = account.desktop;
		const customers = [await made(desktop, "/v1/customers", { name: "Ann" }), await made(desktop, "/v1/customers", { name: "Bob" })];
		const category = await made(desktop, "/v1/categories", { name: "Rent", kind: "expense" });
		await made(desktop, "/v1/suppliers", { name: "Landlord" });

		const { stdout, stderr } = await desktopCli(account.desktopKey.secret, "import", "--type", "customer,categories");
		expect(JSON.parse(stdout)).toMatchObject({ imported: 3, skipped: [] });
		expect(listingLines(stderr)).toEqual(["listed 2 pending customers", "listed 1 pending categories"]);
		for (const object of [...customers, category]) {
			const path = object.object === "category" ? "categories" : "customers";
			expect((await desktop.get(`/v1/${path}/${object.id}`)).body.import.status).toBe("imported");
		}
		expect((await desktop.get("/v1/account")).body.pending).toEqual(counts({ supplier: 1 }));
	});
});

describe("desktop import when the server asks to come back later", () => {
	/**
	 * A proxy in front of the suite server: it answers the requests `refuse` picks with `status`
	 * and `Retry-After: 1` instead of forwarding them, and records every request it sees.
	 */
	async function proxy(status: number, refuse: (seen: Array<{ method: string; path: string; idempotencyKey?: string }>) => boolean) {
		const seen: Array<{ method: string; path: string; idempotencyKey?: string }> = [];
		const server = http.createServer(async (req, res) => {
			const chunks: Buffer[] = [];
			for await (const chunk of req) chunks.push(chunk as Buffer);
			seen.push({ method: req.method!, path: req.url!, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
			if (refuse(seen)) {
				res.writeHead(status, { "Content-Type": "application/json", "Retry-After": "1" });
				return void res.end(
					JSON.stringify({
						error: { type: status === 429 ? "rate_limit_error" : "api_error", code: status === 429 ? "rate_limited" : "internal_error", message: "later" },
					}),
				);
			}
			const headers = Object.fromEntries(
				Object.entries(req.headers).filter(([name]) => ["authorization", "content-type", "idempotency-key"].includes(name)),
			) as Record<string, string>;
			const answer = await fetch(`${target().url}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
			res.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" });
			res.end(Buffer.from(await answer.arrayBuffer()));
		});
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
	}

	test("429 on a list and 503 on the import are retried after Retry-After, the import with the same Idempotency-Key", async () => {
		const account = await newAccount();
		await made(account.desktop, "/v1/customers", { name: "Patient" });
		// the first list request is rate limited, the first import attempt finds the service unavailable
		const limited = await proxy(429, (seen) => seen.length === 1);
		const unavailable = await proxy(503, (seen) => seen.filter((r) => r.method === "POST").length === 1 && seen[seen.length - 1].method === "POST");
		try {
			const listed = await desktopCliAt(limited.url, account.desktopKey.secret, "import", "--type", "customers");
			expect(JSON.parse(listed.stdout)).toMatchObject({ imported: 1 });
			expect(listed.stderr).toContain("rate limited (429): retry 1 of 5 in 1 s");
			expect(limited.seen.slice(0, 2).map((r) => r.path)).toEqual([limited.seen[0].path, limited.seen[0].path]);

			await made(account.desktop, "/v1/customers", { name: "Patient too" });
			const imported = await desktopCliAt(unavailable.url, account.desktopKey.secret, "import", "--type", "customers");
			expect(JSON.parse(imported.stdout)).toMatchObject({ imported: 1, batches: [expect.stringMatching(/^imb_/)] });
			expect(imported.stderr).toContain("service unavailable (503): retry 1 of 5 in 1 s");
			const posts = unavailable.seen.filter((r) => r.method === "POST");
			expect(posts).toHaveLength(2);
			expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
			expect(posts[0].idempotencyKey).toBeTruthy();
		} finally {
			limited.close();
			unavailable.close();
		}
		expect((await account.desktop.get("/v1/account")).body.pending).toEqual(counts());
	}, 30_000);

	test("gives up after 5 retries: the last answer's error on stderr, exit 1", async () => {
		const account = await newAccount();
		const always = await proxy(503, () => true);
		try {
			const outcome = await desktopCliAt(always.url, account.desktopKey.secret, "import").then(
				() => null,
				(err) => err,
			);
			expect(outcome.code).toBe(1);
			expect(outcome.stdout).toBe("");
			expect(outcome.stderr.split("\n").filter((line: string) => line.startsWith("service unavailable"))).toEqual(
				[1, 2, 3, 4, 5].map((n) => `service unavailable (503): retry ${n} of 5 in 1 s`),
			);
			expect(errorBody(outcome.stderr).error.code).toBe("internal_error");
			expect(always.seen).toHaveLength(6);
		} finally {
			always.close();
		}
	}, 30_000);
});

test("desktop commands read BOOKDROP_DESKTOP_KEY before BOOKDROP_API_KEY, and BOOKDROP_API_KEY alone when it is the only one", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const customer = await made(shop, "/v1/customers", { name: "Env Customer" });
	const desktop = (env: Record<string, string>) =>
		run(process.execPath, [ENTRY, "desktop", "import"], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", BOOKDROP_URL: target().url, ...env } }).then(
			(ok) => ({ code: 0, ...ok }),
			(err) => ({ code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string }),
		);
	// the integration key alone has no 'import' scope: the server's refusal shows it was the key sent
	const apiOnly = await desktop({ BOOKDROP_API_KEY: shop.key });
	expect({ code: apiOnly.code, error: errorBody(apiOnly.stderr).error.code }).toEqual({ code: 1, error: "insufficient_scope" });
	const both = await desktop({ BOOKDROP_API_KEY: shop.key, BOOKDROP_DESKTOP_KEY: account.desktopKey.secret });
	expect({ code: both.code, imported: JSON.parse(both.stdout).imported }).toEqual({ code: 0, imported: 1 });
	expect((await shop.get(`/v1/customers/${customer.id}`)).body.import.status).toBe("imported");
});
