import type { Row } from "../../shared/platform/database";
import { BOOKS_SUMMARY } from "../../shared/books/books-view";
import { component, EXAMPLE_TIME, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import { RESOURCES } from "../../shared/resources";
import { ACCOUNT_MODES, AccountMode } from "../../shared/actions/principal";

/** How accounts, their importer and API keys look in answers, and their schemas in the OpenAPI document. */

export type ImporterStatus = "active" | "stale" | "never";

/** How many runs of the importer (the batches service keeps its last five) an expected next claim needs. */
const CLAIM_RUNS_NEEDED = 3;

export const IMPORTER = {
	...objectOf({
		last_seen_at: nullable(time("The last request made with the account's desktop key (to within a minute); null: never.")),
		status: { enum: ["active", "stale", "never"], description: "`stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default)." },
		last_claim_at: nullable(time("When the importer last claimed objects (an import batch's create); null: never.")),
		next_claim_expected_at: nullable(
			time(
				"When the importer's next claim is expected from its recent rhythm: the start of its last run (claims less than a minute apart are one run) plus the median interval between its last 5 runs; null before 3 runs. May be in the past: the importer is late.",
				EXAMPLE_TIME + 3600,
			),
		),
	}),
	description: "Whether the merchant's desktop software (the importer) is about, and when it is expected to claim next.",
};

/**
 * When the importer's next claim is expected, from the starts of its last runs (oldest first, as
 * many as the batches service keeps): the last start plus the median interval between them; null
 * before CLAIM_RUNS_NEEDED runs. The median, not the mean: one week away leaves the rhythm as it was.
 */
export function nextClaimExpected(runs: number[]): number | null {
	if (runs.length < CLAIM_RUNS_NEEDED) return null;
	const intervals = runs
		.slice(1)
		.map((start, i) => start - runs[i])
		.sort((a, b) => a - b);
	const middle = intervals.length >> 1;
	const median = intervals.length % 2 ? intervals[middle] : Math.round((intervals[middle - 1] + intervals[middle]) / 2);
	return runs[runs.length - 1] + median;
}

/** The `importer` block of an account row. */
export function presentImporter(row: Row) {
	const seen = row.importer_seen_at ?? null;
	const status: ImporterStatus = seen === null ? "never" : row.importer_stale_at !== null ? "stale" : "active";
	// bigint[] arrives as text from some drivers
	const runs: number[] = (row.claim_runs ?? []).map(Number);
	return { last_seen_at: seen, status, last_claim_at: row.last_claim_at ?? null, next_claim_expected_at: nextClaimExpected(runs) };
}

/**
 * The account as `GET /v1/account` shows it to one key: `pending`, the JSON object of counts per
 * type the key may see; `oldest_pending_created` and `pending_alert_after` of the same view.
 */
export function presentSummary(row: Row) {
	return {
		id: row.id,
		object: "account",
		mode: row.mode,
		pending: Object.fromEntries(RESOURCES.map((decl) => [decl.object, Number(row.pending?.[decl.object] ?? 0)])),
		oldest_pending_created: row.oldest_pending_created ?? null,
		pending_alert_after: row.pending_alert_after ?? null,
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
/** The bounds of an integration's threshold: from a second (the sweep looks every second) to 30 days. */
export const PENDING_ALERT_AFTER = { type: "integer", minimum: 1, maximum: 30 * 86_400, examples: [3600] };

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
		mode: { ...MODE, description: "The account's mode: a `test` account's objects are taken by the simulated importer (docs/testing.md)." },
		pending: { ...PENDING, description: "Pending objects per type the key can see." },
		oldest_pending_created: nullable(
			time("When the oldest pending object the key can see was created (`created`); null: none is pending.", EXAMPLE_TIME - 7200),
		),
		pending_alert_after: nullable({
			...PENDING_ALERT_AFTER,
			description:
				"The integration's threshold: `account.pending_aging` is sent to it when its oldest pending object has waited this many seconds (`POST /v1/account`); null: none set, and always for the desktop key.",
		}),
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
