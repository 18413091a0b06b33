import { Client, newAccount, Reply } from "./suite-api";

// Set-up steps shared by the lifecycle, events, webhook and simulator tests. They insist on
// success: a fixture that silently failed would make every later assertion meaningless.

export type Body = Record<string, any>;
export type Account = Awaited<ReturnType<typeof newAccount>>;

export const DAY = "2026-03-04";
export const PENDING = { status: "pending", batch: null, imported_at: null, local_ref: null };
/** The keys of a batch's `counts` and of the account summary, in their order. */
export const COUNT_KEYS = ["customer", "supplier", "category", "product", "expense", "revenue", "refund"];
export const EVENT_TYPES = [...COUNT_KEYS.flatMap((object) => [`${object}.imported`, `${object}.rejected`]), "import_batch.completed", "import_batch.reverted"];
const PATHS: Record<string, string> = {
	cus: "customers",
	sup: "suppliers",
	cat: "categories",
	prd: "products",
	exp: "expenses",
	rev: "revenue",
	re: "refunds",
};

/** `/v1/<resource>/<id>` of an object id. */
export const pathOf = (id: string) => `/v1/${PATHS[id.slice(0, id.indexOf("_"))]}/${id}`;
export const counts = (some: Record<string, number> = {}) => Object.fromEntries(COUNT_KEYS.map((key) => [key, some[key] ?? 0]));
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function made(c: Client, path: string, body: Body): Promise<Body> {
	const res = await c.create(path, body);
	if (res.status !== 201) throw new Error(`POST ${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

/** Awaits a request, asserts its status (the body shows up in a failure) and answers the body. */
export async function ok(pending: Promise<Reply>, status = 200): Promise<Body> {
	const res = await pending;
	expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.anything() });
	return res.body;
}

/** One valid object of each type, with `extra` on top. */
export const make = {
	customer: (c: Client, extra: Body = {}) => made(c, "/v1/customers", { name: "Jane Doe", ...extra }),
	supplier: (c: Client, extra: Body = {}) => made(c, "/v1/suppliers", { name: "Paper Co", ...extra }),
	category: (c: Client, extra: Body = {}) => made(c, "/v1/categories", { name: "Office", kind: "expense", ...extra }),
	product: (c: Client, extra: Body = {}) => made(c, "/v1/products", { name: "Chair", ...extra }),
	expense: (c: Client, extra: Body = {}) => made(c, "/v1/expenses", { description: "Paper", amount: 1200, currency: "EUR", occurred_on: DAY, ...extra }),
	revenue: (c: Client, extra: Body = {}) => made(c, "/v1/revenue", { description: "Sale", amount: 1000, currency: "EUR", occurred_on: DAY, ...extra }),
	refund: (c: Client, revenue: string, extra: Body = {}) => made(c, "/v1/refunds", { revenue, amount: 100, currency: "EUR", occurred_on: DAY, ...extra }),
	lineItem: (c: Client, parent: string, extra: Body = {}) => made(c, `${pathOf(parent)}/line_items`, { description: "Line", unit_amount: 500, ...extra }),
	/** A webhook endpoint; `body` holds its `url` at least. */
	endpoint: (c: Client, body: Body) => made(c, "/v1/webhook_endpoints", body),
};

export const idsOf = (rows: Body[]): string[] => rows.map((row) => row.id);

/** The ids of a list answer, which must be 200. */
export function ids(res: Reply): string[] {
	expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: expect.objectContaining({ object: "list" }) });
	return idsOf(res.body.data);
}

/**
 * Walks a whole list in pages of `limit`: forward from the newest with starting_after, or backward
 * from `before` with ending_before. Returns the ids newest first; checks every page is full but the last.
 */
export async function walk(c: Client, path: string, query: string, limit: number, before?: string): Promise<string[]> {
	const seen: string[] = [];
	let cursor = before ?? "";
	for (let pages = 0; pages < 50; pages++) {
		const param = before ? `ending_before=${cursor}` : cursor ? `starting_after=${cursor}` : "";
		const res = await c.get(path, [query, `limit=${limit}`, param].filter(Boolean).join("&"));
		const page = ids(res);
		if (res.body.has_more) expect(page).toHaveLength(limit);
		else expect(page.length).toBeLessThanOrEqual(limit);
		if (before) seen.unshift(...page);
		else seen.push(...page);
		if (!res.body.has_more) return seen;
		cursor = before ? page[0] : page[page.length - 1];
	}
	throw new Error("list did not end");
}

/** Every row of a list, newest first, paging through it. */
export async function listAll(c: Client, path: string, query = ""): Promise<Body[]> {
	const rows: Body[] = [];
	let cursor = "";
	for (;;) {
		const res = await c.get(path, [query, "limit=100", cursor && `starting_after=${cursor}`].filter(Boolean).join("&"));
		if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
		rows.push(...res.body.data);
		if (!res.body.has_more) return rows;
		cursor = rows[rows.length - 1].id;
	}
}

/**
 * Every event the key can read, newest first; without the `issue.*` events that the declines of
 * these tests open (test/api/issues.test.ts follows those), unless `query` asks for a type.
 */
export async function allEvents(c: Client, query = ""): Promise<Body[]> {
	const events = await listAll(c, "/v1/events", query);
	return query.includes("type=") ? events : events.filter((event) => !event.type.startsWith("issue."));
}

/** Rejects a pending object (the desktop's act), with a reason or none, and insists on 200. */
export async function reject(c: Client, id: string, reason?: string): Promise<Body> {
	const res = await c.update(`${pathOf(id)}/reject`, reason === undefined ? {} : { reason });
	if (res.status !== 200) throw new Error(`reject ${id}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

/** Reverts an import batch: the answer as it is. */
export const revert = (c: Client, batch: string) => c.update(`/v1/import_batches/${batch}/revert`, {});

/** Imports `ids` in one completed batch with local refs `<prefix>-1`, `<prefix>-2`, …. */
export async function importAll(desktop: Client, ids: string[], prefix = "QB"): Promise<Body> {
	const res = await desktop.create("/v1/import_batches", { objects: ids.map((id, i) => ({ id, local_ref: `${prefix}-${i + 1}` })) });
	if (res.status !== 201 || res.body.status !== "completed") throw new Error(`import of ${ids}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

/** Claims `ids` in an open batch. */
export async function openBatch(desktop: Client, ids: string[]): Promise<Body> {
	const res = await desktop.create("/v1/import_batches", { objects: ids.map((id) => ({ id })) });
	if (res.status !== 201 || res.body.status !== "open") throw new Error(`claim of ${ids}: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}
