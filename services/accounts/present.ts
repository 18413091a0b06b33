import type { Row } from "../../shared/platform/db";
import { component, nullable, objectOf, UNIX_TIME } from "../../shared/api/json-schema";
import { RESOURCES } from "../../shared/domain/resources";
import { ACCOUNT_MODES, AccountMode } from "../../shared/api/principal";
import { IMPORTER, presentImporter } from "./presence";

/** How accounts and API keys look in answers, and their schemas in the OpenAPI document. */

const MODE = { enum: [...ACCOUNT_MODES], description: "`test`: a test account, whose pending objects a simulated importer takes (docs/testing.md)." };

export const ACCOUNT = component(
	"account",
	objectOf({
		id: { type: "string", pattern: "^acct_" },
		object: { const: "account" },
		name: { type: "string" },
		mode: MODE,
		created: UNIX_TIME,
		last_import_at: nullable(UNIX_TIME),
		importer: IMPORTER,
	}),
);
export const SUMMARY = component(
	"account_summary",
	objectOf({
		id: { type: "string", pattern: "^acct_" },
		object: { const: "account" },
		pending: { ...objectOf(Object.fromEntries(RESOURCES.map((decl) => [decl.object, { type: "integer", minimum: 0 }]))), description: "Pending objects per type the key can see." },
		last_import_at: nullable(UNIX_TIME),
		importer: IMPORTER,
	}),
);
const keyProperties = {
	id: { type: "string", pattern: "^key_" },
	object: { const: "api_key" },
	name: { type: ["string", "null"] },
	scopes: { type: "array", items: { enum: ["read", "write", "import", "keys"] } },
	integration: { type: ["string", "null"], description: "The integration whose objects the key sees; null for the desktop key." },
	secret_last4: { type: "string" },
	mode: { ...MODE, description: "The mode of the key's account: a `test` key starts `ab_test_`." },
	created: UNIX_TIME,
	expires_at: nullable(UNIX_TIME),
	revoked_at: nullable(UNIX_TIME),
};
export const KEY = component("api_key", objectOf(keyProperties));
/** A new key: the only answer that shows its secret. */
export const NEW_KEY = component("new_api_key", objectOf({ ...keyProperties, secret: { type: "string", pattern: "^ab_", description: "Shown only in this answer; `ab_test_…` for a test account." } }));

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
