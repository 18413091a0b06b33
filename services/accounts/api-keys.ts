import type { Database, Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { newId, nowSeconds, randomBase62, sha256 } from "../../shared/platform/ids";
import type { AccountMode, Scope } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";
import type { SharedStore } from "../../shared/platform/shared-store";
import type { Input } from "../../shared/actions/validation";
import { presentKey } from "./account-views";

/** API keys: issued, revoked, found for an admin route (docs/design.md, "Actors, keys and scopes"). */

/** The account a key is issued for: its mode decides the secret's prefix. */
export interface KeyOwner {
	id: string;
	mode: AccountMode;
}

/** A test account's keys say so in their secret (docs/testing.md); live keys keep the form they always had. */
const KEY_PREFIXES: Record<AccountMode, string> = { live: "ab_", test: "ab_test_" };

/**
 * Issues a key; the secret exists only in this response, the database keeps its SHA-256.
 * `integrationId` null makes the merchant's desktop key.
 */
export async function issueKey(tx: Queryable, account: KeyOwner, integrationId: string | null, scopes: Scope[], name: string | null, expiresAt: number | null) {
	const secret = `${KEY_PREFIXES[account.mode]}${randomBase62(32)}`;
	const [row] = await tx.query(
		`INSERT INTO api_keys (id, account_id, integration_id, name, scopes, secret_hash, secret_last4, created, expires_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
		[newId("key"), account.id, integrationId, name, scopes, sha256(secret), secret.slice(-4), nowSeconds(), expiresAt],
	);
	return presentKey(row, account.mode, secret);
}

/**
 * Revokes live keys of `accountId` matching `which` in `tx`. Revocation holds on every gateway at
 * once while Redis answers: the shared key cache forgets each key before the statement (no gateway
 * refills it from a row still live) and again after the commit (`forgetRevoked`). Without Redis
 * the revocation commits all the same, and a cached admission ends by itself within ADMISSION_MS.
 */
export async function revokeKeys(tx: Queryable, store: SharedStore, accountId: string, which: { id: string } | { desktop: true }): Promise<Row[]> {
	const params = new Params();
	const live = [`account_id = ${params.add(accountId)}`, "id" in which ? `id = ${params.add(which.id)}` : "integration_id IS NULL", "revoked_at IS NULL"].join(" AND ");
	for (const key of await tx.query(`SELECT secret_hash FROM api_keys WHERE ${live}`, [...params.values])) await store.forgetKey(key.secret_hash);
	const revokedAt = params.add(nowSeconds());
	return tx.query(`UPDATE api_keys SET revoked_at = ${revokedAt} WHERE ${live} RETURNING *`, params.values);
}

export async function forgetRevoked(store: SharedStore, revoked: Row[]): Promise<void> {
	for (const key of revoked) await store.forgetKey(key.secret_hash);
}

/** Revokes one key (revoking again changes nothing); answers the key as it stands. */
export async function revokeKey(db: Database, store: SharedStore, key: Row): Promise<Row> {
	if (key.revoked_at !== null) return key;
	const revoked = await db.transaction((tx) => revokeKeys(tx, store, key.account_id, { id: key.id }));
	await forgetRevoked(store, revoked);
	// Empty when a concurrent revocation came first.
	return revoked[0] ?? (await db.query("SELECT * FROM api_keys WHERE id = $1", [key.id]))[0];
}

/**
 * The account named by an admin route's path, or 404. `lock` holds its row until the transaction
 * ends (NO KEY UPDATE: the inserts that reference the account do not wait for it).
 */
export async function adminAccount(db: Queryable, id: string, lock = false): Promise<Row & KeyOwner> {
	const [account] = await db.query(`SELECT * FROM accounts WHERE id = $1${lock ? " FOR NO KEY UPDATE" : ""}`, [id]);
	if (!account) throw notFound("account", id, "account");
	return account as Row & KeyOwner;
}

/** The integration a new key joins: the named one (it must belong to the account) or a new one. */
async function integrationFor(tx: Queryable, accountId: string, input: Input): Promise<string> {
	if (input.integration) {
		const [row] = await tx.query("SELECT id FROM integrations WHERE id = $1 AND account_id = $2", [input.integration, accountId]);
		if (!row) throw new ApiError("resource_missing", `No such integration: '${input.integration}'.`, { param: "integration", status: 400 });
		return row.id;
	}
	const id = newId("int");
	await tx.query("INSERT INTO integrations (id, account_id, name, created) VALUES ($1, $2, $3, $4)", [id, accountId, input.name ?? null, nowSeconds()]);
	return id;
}

function checkExpiry(input: Input): void {
	if (input.expires_at !== undefined && input.expires_at <= nowSeconds()) {
		throw new ApiError("parameter_invalid", "expires_at must be a unix timestamp in the future.", { param: "expires_at" });
	}
}

export async function createIntegrationKey(tx: Queryable, account: KeyOwner, input: Input) {
	checkExpiry(input);
	const integrationId = await integrationFor(tx, account.id, input);
	return issueKey(tx, account, integrationId, input.scopes, input.name ?? null, input.expires_at ?? null);
}

