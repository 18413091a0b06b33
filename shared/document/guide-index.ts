/**
 * The guides in docs/, which the gateway serves read-only at GUIDES_PATH/<name> (the repository has
 * no public address): the OpenAPI document's introduction links them, and so does /docs.
 */
export const GUIDES_PATH = "/docs/guides";

/** Each guide's name (docs/<name>.md) and what the introduction calls it; no other file is served. */
export const GUIDES = [
	{ name: "api", title: "API guide", about: "requests, idempotency, pagination, errors, retries, every resource" },
	{ name: "lifecycle", title: "Import lifecycle", about: "pending, imported, rejected; batches and reverts" },
	{ name: "declines", title: "Declines", about: "every reason code: who must act, whether sending again can help, the fix for each" },
	{ name: "books", title: "The merchant's books", about: "the books snapshot, the checks at POST time, findings and dry runs" },
	{ name: "testing", title: "Testing without a merchant", about: "test-mode accounts, the simulated importer, `bookdrop trigger`" },
	{ name: "webhooks", title: "Webhooks", about: "endpoints, signatures, deliveries, local development" },
	{ name: "events", title: "Event catalogue", about: "every event type, when, to whom, with its payload" },
	{ name: "issues", title: "Issues", about: "declines, a disabled endpoint, a stale importer: grouped, opened and resolved on their own" },
	{ name: "requests", title: "The request log", about: "a key's requests of the last 7 days, with the errors they were answered" },
	{ name: "portal", title: "The portal", about: "one-time links, browser sessions and their end, the overview page" },
	{ name: "operations", title: "Operations", about: "configuration, the two modes, what to watch, logs and metrics" },
	{ name: "scaling", title: "Scaling", about: "what a replica of each service buys, where PostgreSQL becomes the ceiling, what grows and how it is kept flat" },
	{ name: "cli", title: "The command line", about: "`bookdrop`: the admin commands, the desktop simulator, `listen` and `trigger`" },
	{ name: "architecture", title: "How bookdrop is built", about: "the conventions, the request path, and what holds when things fail" },
	{ name: "design", title: "Design", about: "the rules bookdrop keeps and the decisions behind them" },
	{ name: "tests", title: "The tests", about: "what each layer of the suite holds, and how to run it" },
	{ name: "benchmarks", title: "Benchmarks", about: "what `npm run bench` measures, and today's figures" },
] as const;

export type GuideName = (typeof GUIDES)[number]["name"];

export const guidePath = (name: GuideName) => `${GUIDES_PATH}/${name}`;

/** GitHub's anchor of a heading, which the guides' `#…` links were written for and the gateway gives its headings. */
export const slug = (heading: string) =>
	heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N} _-]/gu, "")
		.replace(/ /g, "-");

/** A guide's address, at one of its sections when `section` names its heading. */
export const guideLink = (name: GuideName, section?: string) => guidePath(name) + (section === undefined ? "" : `#${slug(section)}`);

const GUIDE_MENTION = new RegExp(`(?<![\\w/[.-])(?:docs/)?(${GUIDES.map((g) => g.name).join("|")})\\.md(?:, "([^"]+)")?`, "g");

/**
 * A description written for the repository, where guides are named as files (`docs/books.md`,
 * `declines.md, "The catalogue"`), with each mention a link to the guide as this server serves it.
 */
export const linkGuides = (text: string) =>
	text.replace(GUIDE_MENTION, (mention, name: GuideName, section?: string) => `[${mention.replace(/^docs\//, "")}](${guideLink(name, section)})`);

/** Every description of the document with its mentions of the guides (`docs/books.md`) made links; examples are left as they are. */
export function linkDescriptions<T>(node: T): T {
	if (Array.isArray(node)) return node.map(linkDescriptions) as T;
	if (!node || typeof node !== "object") return node;
	return Object.fromEntries(
		Object.entries(node).map(([key, value]) => [
			key,
			key === "description" && typeof value === "string" ? linkGuides(value) : key === "example" || key === "examples" ? value : linkDescriptions(value),
		]),
	) as T;
}
