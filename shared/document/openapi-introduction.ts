import { ErrorCode, ERROR_CODES } from "../actions/api-errors";
import { GuideName, GUIDES, guideLink, guidePath } from "./guide-index";

/**
 * The reference's introduction (`info.description`): what every operation shares, one `#` section
 * per concept, which Redoc lists in its side rail beside the operations. Each section says the rule
 * in short and links the guide that says it whole.
 */

/** The concept sections, in the order of the side rail; test/unit/openapi-reference.test.ts holds the document to them. */
export const CONCEPTS = [
	"Authentication and keys",
	"Errors",
	"Idempotency",
	"Pagination",
	"Versioning",
	"Rate limits",
	"Webhooks and signatures",
	"Test mode",
	"Guides",
] as const;

/** The one table of error codes, which each error answer of the operations refers to (`#section/Errors`). */
function codeTable(): string {
	const rows = (Object.entries(ERROR_CODES) as [ErrorCode, (typeof ERROR_CODES)[ErrorCode]][]).map(
		([code, [status, type, when]]) => `| \`${code}\` | ${code === "resource_missing" ? "404, 400" : status} | \`${type}\` | ${when.replace(/\|/g, "\\|")} |`,
	);
	return ["| Code | Status | Type | When |", "|---|---|---|---|", ...rows].join("\n");
}

const SECTIONS = (version: string): Record<(typeof CONCEPTS)[number], string> => ({
	"Authentication and keys":
		"Every `/v1` request sends an API key as `Authorization: Bearer ab_…`. A key's scopes decide what it may do: `read` (list and retrieve), " +
		"`write` (create, update, delete), `import` (import batches) and `keys` (`/v1/api_keys`). An integration's keys see only that integration's " +
		"objects; the merchant's desktop key (`read write import keys`) sees the whole account. The operator's API, under `/admin/v1`, takes the " +
		"operator's `ADMIN_TOKEN` instead. No key → 401 `api_key_missing`; an unknown, revoked or expired one → 401 `api_key_invalid`; a missing " +
		"scope → 403 `insufficient_scope`. Keys belong on servers: a `/v1` request with an `Origin` header is refused (403 `cross_origin_refused`).\n\n" +
		"Each operation below names the scope it needs and shows a request with curl and with the TypeScript client `@bookdrop/client`; the " +
		"samples read the server's address from `BOOKDROP_URL` and the key from `BOOKDROP_API_KEY` (an integration's), `BOOKDROP_DESKTOP_KEY` " +
		"(what only the desktop key may do) or `ADMIN_TOKEN` (the operator's API), the names `bookdrop quickstart` prints. " +
		`More: [API guide, "Scopes and visibility"](${guideLink("api", "Scopes and visibility")}).`,
	Errors:
		'Every error answer is `{"error": {"type", "code", "message", "param"?, "request_id"}}`: switch on `code`, show `message` to people, ' +
		"quote `request_id` (also the `Request-Id` header) to support. `param` names the field, parameter or header at fault when there is one; " +
		"a few codes add fields of their own (`refundable_amount`, `objects`, `findings` …, in the schema `ErrorObject`). Each operation lists, per " +
		"status, the codes it may answer; this is what each means.\n\n" +
		`${codeTable()}\n\n` +
		"A request no operation matches answers 404 `route_missing`, or 405 `method_not_allowed` with `Allow` (the response `MethodNotAllowed` " +
		"of the components); `OPTIONS` is always 405. `HEAD` is answered wherever `GET` is, with the headers of the `GET` and no body; no " +
		`operation lists it. Which errors to retry, and how: [API guide, "Retrying"](${guideLink("api", "Retrying")}).`,
	Idempotency:
		"Every create sends an `Idempotency-Key` (1 to 255 characters, one per object you create, such as your own document number) and " +
		"reuses it on every retry. The same key with the same request answers the first response again, with `Idempotent-Replayed: true`, for " +
		"24 hours; with another request it is 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use` " +
		"(retry shortly). A create refused with a 4xx is not stored: send the key again with a corrected body. Every key of one integration " +
		"shares its idempotency keys (the desktop key: the account's). Completing and reverting an import batch take an optional key; a dry run needs none. " +
		`More: [API guide, "Idempotency"](${guideLink("api", "Idempotency")}).`,
	Pagination:
		'Every list answers a page, `{"object": "list", "url", "has_more", "data"}`, newest first. `limit` is 1 to 100 (10 unless sent); ' +
		"`starting_after=<id>` gives the page after (older than) that object, `ending_before=<id>` the page before it; a cursor naming no object " +
		"the key can see is 400 `resource_missing`. `has_more` says whether the list goes on in the direction you are paging. A page holds at " +
		"most 4 MiB of JSON and is cut short, with `has_more: true`, rather than refused. The client's `for await` walks every page. " +
		`More: [API guide, "Lists and pagination"](${guideLink("api", "Lists and pagination")}).`,
	Versioning:
		`The API has one version, \`${version}\`. A request may pin it with the \`Service-Version\` header; any other value is 400 ` +
		"`version_invalid`, never a fallback to another version. Every answer carries `Service-Version`, the version that answered it.",
	"Rate limits":
		"Each key may make 120 requests a minute unless the operator set `RATE_LIMIT_PER_MINUTE` otherwise; every authenticated `/v1` request " +
		"counts, refused ones included, and its answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (unix " +
		"seconds). Past the budget: 429 `rate_limited` with `Retry-After` in seconds. The operator's API is not counted; refusals without a " +
		"valid key count against the client's address, which past 60 a minute is answered 429 instead of 401. " +
		`More: [API guide, "Rate limits"](${guideLink("api", "Rate limits")}).`,
	"Webhooks and signatures":
		"A webhook endpoint (`/v1/webhook_endpoints`) subscribes a URL of yours to event types; bookdrop POSTs each event as JSON to every " +
		"enabled endpoint subscribed to it and retries until the endpoint answers 2xx within 10 seconds. Each delivery is signed: " +
		"`Service-Signature: t=<unix seconds>,v1=<hex>`, the HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's `signing_secret`, " +
		"and the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`. Check the signature on the raw body " +
		"before parsing it, refuse old timestamps, and deduplicate on `webhook-id`; the client does all three with " +
		"`bookdrop.webhooks.constructEvent(rawBody, headers, secret)`. Each event type, with its payload, is under Webhooks below. " +
		`More: [Webhooks, "Verifying a signature"](${guideLink("webhooks", "Verifying a signature")}) and the [Event catalogue](${guidePath("events")}).`,
	"Test mode":
		'A test account (made by the operator with `mode: "test"`; its keys start `ab_test_`) has no merchant: a simulated importer takes ' +
		"its pending objects a few seconds after they are created, the way the desktop software would, with every event of a real import. " +
		"An object asks it for an outcome with `metadata.sandbox_outcome`: `reject:<code>` or `reject:<code>:<field>` (declined with a code of " +
		"`GET /v1/reason_codes`, `metadata.sandbox_detail` as the detail), `revert`, `stay` or `outcome_unknown`; absent, it is imported. On a " +
		"test account another value is 400 `parameter_invalid`; on a live account it is metadata like any other key. `POST /v1/sandbox/run` " +
		"runs the importer at once. `POST /v1/sandbox/clock` freezes the account's own clock or moves it up to 60 days on, and all that " +
		`bookdrop decides by time for that account follows it. More: [Testing without a merchant](${guidePath("testing")}).`,
	Guides: `Served by every bookdrop server:\n\n${GUIDES.map((g) => `- [${g.title}](${guidePath(g.name)}): ${g.about}.`).join("\n")}`,
});

/** `info.description`: what bookdrop is, then each concept section. */
export function introduction(version: string): string {
	const sections = SECTIONS(version);
	return [
		"An inbound queue for accounting data. Integrators push customers, suppliers, categories, products, expenses, revenue and refunds; " +
			"the merchant's desktop software imports them in batches; an event log and signed webhooks tell integrators what happened.",
		...CONCEPTS.map((concept) => `# ${concept}\n\n${sections[concept]}`),
	].join("\n\n");
}

/** Each tag as the side rail names it, and the guide (and section) that describes its operations. */
const TAGS: Record<string, { title: string; about: string; guide: GuideName; section?: string }> = {
	account: { title: "Account", about: "The account a key belongs to.", guide: "api", section: "Account" },
	admin: { title: "Admin API", about: "The operator's API, under /admin/v1: accounts and their keys.", guide: "api", section: "Admin API" },
	api_keys: { title: "API keys", about: "The desktop key's management of its account's keys.", guide: "api", section: "API keys" },
	customers: { title: "Customers", about: "The people and businesses an integration sells to.", guide: "api", section: "Customers" },
	suppliers: { title: "Suppliers", about: "The businesses an integration buys from.", guide: "api", section: "Suppliers" },
	categories: { title: "Categories", about: "Income and expense categories.", guide: "api", section: "Categories" },
	products: { title: "Products", about: "What an integration sells.", guide: "api", section: "Products" },
	expenses: { title: "Expenses", about: "Money spent, with its line items.", guide: "api", section: "Expenses" },
	revenue: { title: "Revenue", about: "Money earned, with its line items.", guide: "api", section: "Revenue" },
	refunds: { title: "Refunds", about: "Money given back on a revenue.", guide: "api", section: "Refunds" },
	import_batches: { title: "Import batches", about: "How the desktop software claims, imports and reverts pending objects.", guide: "lifecycle" },
	reason_codes: { title: "Reason codes", about: "Why an import declines an object, and what to do.", guide: "declines" },
	books: { title: "Books", about: "The merchant's books snapshot, which creates are checked against.", guide: "books" },
	sandbox: { title: "Sandbox", about: "The simulated importer and the clock of a test account.", guide: "testing" },
	events: { title: "Events", about: "What happened to an integration's objects, as a list and a stream.", guide: "api", section: "Events" },
	issues: {
		title: "Issues",
		about: "What needs acting on (declines of one kind, a disabled endpoint, a stale importer), opened and resolved on their own.",
		guide: "issues",
	},
	request_logs: { title: "Request log", about: "The key's requests of the last 7 days, with the errors they were answered.", guide: "requests" },
	portal_links: { title: "Portal links", about: "One-time links that open the portal in a browser with a key's rights.", guide: "portal" },
	webhook_endpoints: { title: "Webhook endpoints", about: "Where events are POSTed, their deliveries, resends and secrets.", guide: "webhooks" },
	webhooks: { title: "Webhooks", about: "What bookdrop POSTs to your webhook endpoints: one event type each.", guide: "events" },
};

export function tagOf(name: string) {
	const tag = TAGS[name];
	if (!tag) throw new Error(`The tag ${name} needs a title, a description and its guide in TAGS`);
	const guide = GUIDES.find((g) => g.name === tag.guide)!;
	const where = tag.section === undefined ? guide.title : `${guide.title}, "${tag.section}"`;
	return { name, "x-displayName": tag.title, description: `${tag.about} More: [${where}](${guideLink(tag.guide, tag.section)}).` };
}
