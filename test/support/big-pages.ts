import { client, Client, newAccount } from "./suite-api";
import { make } from "./fixtures";

// Issue 20: a list whose expanded page would not fit the message bus is cut short, never refused.
// 25 revenues × 500 line items, each line's description 500 characters of 3 bytes in UTF-8 ("€"):
// about 0.9 MB of JSON per revenue, 23 MB for the whole list, against a page budget of 4 MiB.

export const REVENUES = 25;
export const LINES = 500;
const PAGE_BUDGET = 4 * 1024 * 1024;

/** Runs one SQL statement with its parameters, on whichever database the mode has. */
export type Run = (sql: string, params: unknown[]) => Promise<unknown>;

/** An integration with REVENUES revenues made through the API, oldest first. */
export async function revenuesOfANewShop(baseUrl?: string): Promise<{ shop: Client; ids: string[] }> {
	const account = await newAccount("Big pages", baseUrl);
	const shop = client((await account.integration()).key, baseUrl);
	const ids: string[] = [];
	for (let i = 0; i < REVENUES; i++) ids.push((await make.revenue(shop, { description: `Order ${i}` })).id);
	return { shop, ids };
}

/** LINES line items for each revenue, in one statement. */
export async function seedLineItems(run: Run, revenueIds: string[]): Promise<void> {
	await run(
		`INSERT INTO line_items (id, revenue_id, created, description, quantity, unit_amount)
		 SELECT 'li_' || substr(md5(r.id || '-' || i), 1, 24), r.id, extract(epoch FROM now())::bigint, repeat('€', 500), 1, 100
		 FROM unnest($1::text[]) AS r(id), generate_series(1, ${LINES}) AS i`,
		[revenueIds],
	);
}

interface Page {
	status: number;
	ms: number;
	bytes: number;
	ids: string[];
	lineCounts: number[];
	hasMore: boolean;
}

async function page(shop: Client, query: string): Promise<Page> {
	const start = performance.now();
	const res = await shop.get("/v1/revenue", `limit=100&expand[]=data.line_items&${query}`);
	const ms = performance.now() - start;
	const data: Array<{ id: string; line_items: { data: unknown[] } }> = res.body?.data ?? [];
	return {
		status: res.status,
		ms,
		bytes: Buffer.byteLength(JSON.stringify(res.body)),
		ids: data.map((r) => r.id),
		lineCounts: data.map((r) => r.line_items.data.length),
		hasMore: res.body?.has_more,
	};
}

/** Every page until has_more is false, following `next` (the cursor of a page). */
export async function pageThrough(shop: Client, first: string, next: (p: Page) => string): Promise<Page[]> {
	const pages = [await page(shop, first)];
	while (pages.at(-1)!.hasMore && pages.length <= REVENUES) pages.push(await page(shop, next(pages.at(-1)!)));
	return pages;
}

/** The list, paged forward then backward, holds every revenue once, in order, each with all its lines, in pages that fit the budget. */
export async function expectPagesCutShort(shop: Client, ids: string[]): Promise<void> {
	const newestFirst = [...ids].reverse();
	const forward = await pageThrough(shop, "", (p) => `starting_after=${p.ids.at(-1)}`);
	for (const p of forward) {
		expect(p.status).toBe(200);
		expect(p.ids.length).toBeGreaterThan(0);
		expect(p.bytes).toBeLessThanOrEqual(PAGE_BUDGET + 1024);
		expect(p.lineCounts.every((n) => n === LINES)).toBe(true);
	}
	expect(forward.length).toBeGreaterThan(1);
	expect(forward[0].ids.length).toBeLessThan(REVENUES);
	expect(forward[0].hasMore).toBe(true);
	expect(forward.flatMap((p) => p.ids)).toEqual(newestFirst);
	const shown = forward.map((p) => `${p.ids.length} (${(p.bytes / 2 ** 20).toFixed(2)} MiB, ${Math.round(p.ms)} ms)`);
	console.log(`big pages: ${forward.length} pages forward, revenues per page: ${shown.join(", ")}`);

	// backward from the oldest: the newer ones, nearest first in each cut page
	const backward = await pageThrough(shop, `ending_before=${ids[0]}`, (p) => `ending_before=${p.ids[0]}`);
	for (const p of backward) expect(p.status).toBe(200);
	expect(backward.length).toBeGreaterThan(1);
	expect(backward.reverse().flatMap((p) => p.ids)).toEqual(newestFirst.slice(0, -1));
}
