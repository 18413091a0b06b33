import { Client, newAccount } from "./api";

// Set-up steps shared by the lifecycle, events, webhook and simulator tests. They insist on
// success: a fixture that silently failed would make every later assertion meaningless.

export type Body = Record<string, any>;
export type Account = Awaited<ReturnType<typeof newAccount>>;

export const DAY = "2026-03-04";
export const PENDING = { status: "pending", batch: null, imported_at: null, local_ref: null };
/** The keys of a batch's `counts` and of the account summary, in their order. */
export const COUNT_KEYS = ["customer", "supplier", "category", "product", "expense", "revenue", "refund"];
export const EVENT_TYPES = [...COUNT_KEYS.flatMap((object) => [`${object}.imported`, `${object}.rejected`]), "import_batch.completed", "import_batch.reverted"];
const PATHS: Record<string, string> = { cus: "customers", sup: "suppliers", cat: "categories", prd: "products", exp: "expenses", rev: "revenue", re: "refunds" };

/** `/v1/<resource>/<id>` of an object id. */
export const pathOf = (id: string) => `/v1/${PATHS[id.slice(0, id.indexOf("_"))]}/${id}`;
export const counts = (some: Record<string, number> = {}) => Object.fromEntries(COUNT_KEYS.map((key) => [key, some[key] ?? 0]));
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function made(c: Client, path: string, body: Body): Promise<Body> {
	const res = await c.create(path, body);
	if (res.status !== 201) throw new Error(`POST ${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
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
};

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
