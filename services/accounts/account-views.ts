import type { Row } from "../../shared/platform/database";
import { BOOKS_SUMMARY } from "../../shared/books/books-view";
import { component, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import { RESOURCES } from "../../shared/resources";
import { ACCOUNT_MODES, AccountMode } from "../../shared/actions/principal";

/** How accounts, their importer and API keys look in answers, and their schemas in the OpenAPI document. */

export type ImporterStatus = "active" | "stale" | "never";

export const IMPORTER = {
	...objectOf({
		last_seen_at: nullable(time("The last request made with the account's desktop key (to within a minute); null: never.")),
		status: { enum: ["active", "stale", "never"], description: "`stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default)." },
	}),
	description: "Whether the merchant's desktop software (the importer) is about.",
};

/** The `importer` block of an account row. */
export function presentImporter(row: Row): { last_seen_at: number | null; status: ImporterStatus } {
	const seen = row.importer_seen_at ?? null;
	return { last_seen_at: seen, status: seen === null ? "never" : row.importer_stale_at !== null ? "stale" : "active" };
}

/** The account as `GET /v1/account` shows it: `pending` is the JSON object of counts per type the caller may see. */
export function presentSummary(row: Row, pending: Record<string, unknown> | null) {
	return {
		id: row.id,
		object: "account",
		pending: Object.fromEntries(RESOURCES.map((decl) => [decl.object, Number(pending?.[decl.object] ?? 0)])),
		last_import_at: row.last_import_at ?? null,
		importer: presentImporter(row),
		books: row.books ?? null,
	};
}

const MODE = {
	enum: [...ACCOUNT_MODES],
	description: "`live`, or `test`: a test account, whose pending objects a simulated importer takes (docs/testing.md).",
	examples: ["live"],
};

const accountId = { type: "string", pattern: "^acct_", description: "The account's id.", examples: [exampleId("acct")] };
const lastImport = nullable(time("When the merchant's software last completed an import batch; null: never."));
export const ACCOUNT = component("account", {
	...objectOf({
		id: accountId,
		object: { const: "account", description: "The type of the object." },
		name: { type: "string", description: "The merchant's name.", examples: ["Acme Ltd"] },
		mode: MODE,
		created: time("When it was created."),
		last_import_at: lastImport,
		importer: IMPORTER,
	}),
	description: "A merchant's account: its books, its keys and its integrations.",
});
const PENDING = objectOf(
	Object.fromEntries(
		RESOURCES.map((decl) => [
			decl.object,
			{ type: "integer", minimum: 0, description: `Pending ${decl.name}.`, examples: [decl.object === "customer" ? 3 : 0] },
		]),
	),
);
export const SUMMARY = component("account_summary", {
	...objectOf({
		id: accountId,
		object: { const: "account", description: "The type of the object." },
		pending: { ...PENDING, description: "Pending objects per type the key can see." },
		last_import_at: lastImport,
		importer: IMPORTER,
		books: BOOKS_SUMMARY,
	}),
	description: "What waits for the merchant, as the key sees it.",
});
const keyProperties = {
	id: { type: "string", pattern: "^key_", description: "The key's id (not its secret).", examples: [exampleId("key")] },
	object: { const: "api_key", description: "The type of the object." },
	name: { type: ["string", "null"], description: "A name for people.", examples: ["Shop sync"] },
	scopes: {
		type: "array",
		items: { enum: ["read", "write", "import", "keys"] },
		description: "What the key may do: `read`, `write` (create, update, reject), `import` (import batches, the desktop's) and `keys` (manage keys).",
		examples: [["read", "write"]],
	},
	integration: { type: ["string", "null"], description: "The integration whose objects the key sees; null for the desktop key.", examples: [exampleId("int")] },
	secret_last4: { type: "string", description: "The secret's last four characters, to tell keys apart.", examples: ["x9Qa"] },
	mode: { ...MODE, description: "The mode of the key's account: a `test` key starts `ab_test_`." },
	created: time("When it was created."),
	expires_at: nullable(time("When it stops working; null: never.", null)),
	revoked_at: nullable(time("When it was revoked; null while live.", null)),
};
export const KEY = component("api_key", { ...objectOf(keyProperties), description: "An API key, without its secret." });
/** A new key: the only answer that shows its secret. */
export const NEW_KEY = component("new_api_key", {
	...objectOf({
		...keyProperties,
		secret: {
			type: "string",
			pattern: "^ab_",
			description: "The key itself: shown only in this answer.",
			examples: [`ab_${exampleId("x").slice(2, 26)}${exampleId("y").slice(2, 10)}`],
		},
	}),
	description: "A new API key with its secret, which no later answer shows.",
});

export const presentAccount = (row: Row) => ({
	id: row.id,
	object: "account",
	name: row.name,
	mode: row.mode ?? "live",
	created: row.created,
	last_import_at: row.last_import_at ?? null,
	importer: presentImporter(row),
});

export const presentKey = (row: Row, mode: AccountMode, secret?: string) => ({
	id: row.id,
	object: "api_key",
	name: row.name ?? null,
	scopes: row.scopes,
	integration: row.integration_id ?? null,
	secret_last4: row.secret_last4,
	mode,
	created: row.created,
	expires_at: row.expires_at ?? null,
	revoked_at: row.revoked_at ?? null,
	...(secret ? { secret } : {}),
});
