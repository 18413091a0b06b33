/**
 * The guides in docs/, which the gateway serves read-only at GUIDES_PATH/<name> (the repository has
 * no public address): the OpenAPI document's introduction links them, and so does /docs.
 */
export const GUIDES_PATH = "/docs/guides";

/** Each guide's name (docs/<name>.md) and what the introduction calls it; no other file is served. */
export const GUIDES = [
	{ name: "api", title: "API guide", about: "requests, idempotency, pagination, errors, retries, every resource" },
	{ name: "lifecycle", title: "Import lifecycle", about: "pending, imported, rejected; batches and reverts" },
	{ name: "testing", title: "Testing without a merchant", about: "test-mode accounts, the simulated importer, `bookdrop trigger`" },
	{ name: "webhooks", title: "Webhooks", about: "endpoints, signatures, deliveries, local development" },
	{ name: "events", title: "Event catalogue", about: "every event type, when, to whom, with its payload" },
	{ name: "operations", title: "Operations", about: "logs and metrics, for the people who run bookdrop" },
	{ name: "design", title: "Design", about: "the rules bookdrop keeps and the decisions behind them" },
] as const;

export type GuideName = (typeof GUIDES)[number]["name"];

export const guidePath = (name: GuideName) => `${GUIDES_PATH}/${name}`;
