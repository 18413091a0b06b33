import fc from "fast-check";
import { admin, Client, newAccount, request, target } from "./suite-api";
import { DocOperation, Known, valueOf } from "./document";
import { make, nowSeconds, pathOf } from "./fixtures";
import { waitFor } from "./wait";

/** An account to send the document's requests in, with objects for their paths and references. */

/**
 * Refusals of a valid request that the document's rules (docs/api.md) explain, by code and the
 * `param` named (undefined: none). A schema states types and ranges; these depend on stored state.
 */
const DOCUMENTED_REFUSALS: Record<string, Array<string | undefined>> = {
	// a made-up id, or a cursor, naming no object the key can see ("References", "Pagination")
	resource_missing: ["customer", "supplier", "category", "product", "revenue", "parent", "integration", "batch", "starting_after", "ending_before", "id"],
	parameter_invalid: [
		"expires_at", // in the past: a key must expire in the future ("API keys"); an object's more than 366 days ahead ("Expiry")
		"parent", // a category of the other kind, or a loop ("Categories")
		"category", // an expense's category must be an expense category ("Categories")
		"objects", // a batch names each object once, with a local_ref for all or none ("Import batches")
		"local_refs", // complete names exactly the batch's objects ("Import batches")
		"enabled_events", // "*" stands alone ("Webhook endpoints")
		"ending_before", // both cursors at once ("Pagination")
		"name_rules", // a type in two shared namespaces (books.md)
		undefined, // 16 webhook endpoints per integration, 500 line items per parent ("Limits")
	],
	tax_amount_exceeds_amount: ["tax_amount"], // tax included in the amount ("Validation rules")
	currency_mismatch: ["currency"], // a refund in its revenue's currency
	refund_exceeds_remaining: ["amount"], // refunds never exceed the revenue
	expires_at_passed: ["expires_at"], // an object's expires_at not after its create ("Resources", "Expiry")
	webhook_url_invalid: ["url"], // a public https URL, which a string schema cannot state
	object_not_claimable: ["objects", undefined], // a made-up or already claimed object
	object_not_pending: [undefined], // rejected or claimed already
	resource_in_use: [undefined], // still referenced
	batch_not_open: [undefined],
	batch_not_revertible: [undefined],
	endpoint_not_enabled: [undefined], // recover on an endpoint an earlier request disabled
	test_mode_only: [undefined], // the simulated importer serves test accounts only, and this world's account is live (docs/testing.md)
	books_conflict: ["name", "reference", "occurred_on", "currency", "tax_rate"], // a create the merchant's books would decline, with checks: refuse (docs/books.md)
};

export function documentedRefusal(status: number, body: any): boolean {
	const error = body?.error;
	if (status >= 500 || !error) return false;
	return DOCUMENTED_REFUSALS[error.code]?.includes(error.param) === true;
}

/** The account, its keys, and objects the requests can name. */
export interface World {
	shop: Client;
	desktop: Client;
	accountId: string;
	known: Known;
	shared: Record<string, string>;
}

const TYPES: Record<string, (c: Client, world: World) => Promise<Record<string, any>>> = {
	customers: (c) => make.customer(c),
	suppliers: (c) => make.supplier(c),
	categories: (c) => make.category(c),
	products: (c) => make.product(c),
	expenses: (c) => make.expense(c),
	revenue: (c) => make.revenue(c),
	// a revenue of its own: requests at the bounds may refund all of the shared one
	refunds: async (c) => make.refund(c, (await make.revenue(c)).id),
};

async function created(pending: Promise<{ status: number; body: any }>): Promise<any> {
	const res = await pending;
	if (res.status >= 300) throw new Error(`set-up failed: ${res.status} ${JSON.stringify(res.body)}`);
	return res.body;
}

/**
 * A socket the jest set-up left in fetch's pool may be closed by the server's keep-alive timeout
 * just as it is reused (under load, the client's own timer fires late): a GET of /healthz, safe
 * to send twice, meets such a socket first, so that no request of the test does.
 */
async function freshConnection(): Promise<void> {
	const health = () => fetch(`${target().url}/healthz`).then((res) => res.text());
	await health().catch(health);
}

export async function setUp(): Promise<World> {
	await freshConnection();
	const account = await newAccount("Document fuzz");
	// books, so that GET and PATCH /v1/books answer, and every create is checked against them (docs/books.md)
	await created(request("PUT", "/v1/books", { key: account.desktop.key, body: { read_at: nowSeconds(), names: { customers: ["Jane Doe"] } } }));
	const shop = await account.integration();
	const c = await make.customer(shop);
	const expense = await make.expense(shop);
	const revenue = await make.revenue(shop, { amount: 10 ** 15 });
	const category = await make.category(shop);
	const revenueCategory = await make.category(shop, { kind: "revenue" });
	const product = await make.product(shop);
	const supplier = await make.supplier(shop);
	const rejected = await make.customer(shop);
	await created(account.desktop.update(`${pathOf(rejected.id)}/reject`, {}));
	const event = (await created(shop.get("/v1/events"))).data[0];
	// the decline opened an issue (docs/issues.md)
	const issue = (await created(shop.get("/v1/issues"))).data[0];
	const endpoint = await created(shop.create("/v1/webhook_endpoints", { url: "https://127.0.0.1:9/hook" }));
	const delivery = await created(shop.update(`/v1/webhook_endpoints/${endpoint.id}/test`, {}));
	const batch = await created(account.desktop.create("/v1/import_batches", { objects: [{ id: (await make.customer(shop)).id, local_ref: "B-1" }] }));
	// the requests above reach the request log in their gateway's batches (docs/requests.md)
	const logged = await waitFor("a request in the log", async () => (await created(shop.get("/v1/request_logs"))).data[0]);
	const shared = {
		customer: c.id,
		expense: expense.id,
		revenue: revenue.id,
		event: event.id,
		issue: issue.id,
		endpoint: endpoint.id,
		delivery: delivery.id,
		batch: batch.id,
		requestLog: logged.id,
	};
	const known: Known = {
		customer: [c.id],
		supplier: [supplier.id],
		category: [category.id, revenueCategory.id],
		parent: [category.id, revenueCategory.id],
		product: [product.id],
		revenue: [revenue.id],
		integration: [shop.keyObject.integration],
		batch: [batch.id],
	};
	return { shop, desktop: account.desktop, accountId: account.accountId, known, shared };
}

export interface Prepared {
	path: string;
	/** Property values that only the state knows (the batch's own objects for `complete`). */
	overrides?: Record<string, fc.Arbitrary<unknown>>;
	/** Undoes what an accepted request made, so that limits are not reached. */
	cleanUp?: (body: any) => Promise<unknown>;
}

/** The path of a request of `op`, with a fresh object where the request changes or removes it. */
export async function prepare(op: DocOperation, w: World): Promise<Prepared> {
	const { method, template } = op;
	const type = /^\/v1\/(customers|suppliers|categories|products|expenses|revenue|refunds)\/\{id\}(\/reject)?$/.exec(template);
	// a change or a removal gets an object of its own; a read, a fresh one too (it costs one create)
	if (type) return { path: template.replace("{id}", (await TYPES[type[1]](w.shop, w)).id) };
	if (/\/line_items$/.test(template)) return { path: template.replace("{id}", template.startsWith("/v1/expenses") ? w.shared.expense : w.shared.revenue) };
	if (/^\/v1\/import_batches\/\{id\}\/(complete|revert)$/.test(template)) {
		const object = await make.customer(w.shop);
		const batch = await created(w.desktop.create("/v1/import_batches", { objects: [{ id: object.id }] }));
		const path = template.replace("{id}", batch.id);
		if (!op.body) return { path };
		// local_refs naming exactly the batch's objects, which only the state knows; now and then any record
		const refs = valueOf({ type: "string", minLength: 1, maxLength: 255 }).map((ref) => ({ [object.id]: ref }));
		return { path, overrides: { local_refs: fc.oneof({ weight: 4, arbitrary: refs }, { weight: 1, arbitrary: valueOf(op.body.properties.local_refs) }) } };
	}
	if (template === "/v1/import_batches/{id}") return { path: template.replace("{id}", w.shared.batch) };
	if (template.startsWith("/v1/events/{id}")) return { path: template.replace("{id}", w.shared.event) };
	if (template === "/v1/issues/{id}") return { path: template.replace("{id}", w.shared.issue) };
	if (template === "/v1/request_logs/{id}") return { path: template.replace("{id}", w.shared.requestLog) };
	if (template === "/v1/webhook_endpoints/{id}" && method === "DELETE") {
		const endpoint = await created(w.shop.create("/v1/webhook_endpoints", { url: "https://127.0.0.1:9/hook" }));
		return { path: template.replace("{id}", endpoint.id) };
	}
	if (template === "/v1/webhook_endpoints")
		return { path: template, cleanUp: (body) => (method === "POST" ? w.shop.del(`/v1/webhook_endpoints/${body.id}`) : Promise.resolve()) };
	if (template.startsWith("/v1/webhook_endpoints/{id}")) return { path: template.replace("{id}", w.shared.endpoint).replace("{delivery}", w.shared.delivery) };
	// a link of its own: revoking it must not end what another request uses
	if (template === "/v1/portal_links/{id}") return { path: template.replace("{id}", (await created(w.shop.create("/v1/portal_links", {}))).id) };
	if (template === "/v1/api_keys/{id}") return { path: template.replace("{id}", (await created(w.desktop.create("/v1/api_keys", { scopes: ["read"] }))).id) };
	if (template === "/admin/v1/api_keys/{id}")
		return { path: template.replace("{id}", (await created(admin(`/accounts/${w.accountId}/api_keys`, { scopes: ["read"] }))).id) };
	// a new desktop key revokes the one the other requests use: replace another account's
	if (template.endsWith("/desktop_key")) return { path: template.replace("{account}", (await newAccount("Spare")).accountId) };
	if (template.startsWith("/admin/v1/accounts/")) return { path: template.replace("{id}", w.accountId).replace("{account}", w.accountId) };
	// the books stay in warn or off: refuse would turn the next requests' set-up creates down
	if (template === "/v1/books" && op.body) return { path: template, overrides: { checks: fc.constantFrom("warn", "off") } };
	// this world's account is live: a scenario's run is refused (test_mode_only) before it would start
	if (template === "/v1/sandbox/scenarios/{name}") return { path: template.replace("{name}", "lost_ack") };
	if (template.includes("{")) throw new Error(`No object for the path ${template}: add one here`);
	return { path: template };
}

export const keyOf = (op: DocOperation, w: World) =>
	op.scope === "admin" ? target().adminToken : op.scope === "import" || op.scope === "keys" ? w.desktop.key : w.shop.key;
