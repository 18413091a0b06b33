import type { Queryable, Row } from "../../shared/platform/database";
import { newId } from "../../shared/platform/ids";
import { PageRequest } from "../../shared/actions/pages";
import { fetchPage } from "../../shared/actions/pages.store";
import type { Scope } from "../../shared/actions/principal";
import { Params } from "../../shared/platform/sql-params";

// API keys and the integrations they belong to (tables api_keys, integrations); the rules are in api-keys.ts.

/** The live keys of an account a revocation takes: one key, or its desktop keys. */
export type RevokedKeys = { id: string } | { desktop: true };

/** A key by the SHA-256 of its secret, unless revoked, with its account's mode and clock. */
export async function unrevokedKey(db: Queryable, secretHash: string): Promise<Row | undefined> {
	const [row] = await db.query(
		`SELECT k.id, k.account_id, k.integration_id, k.scopes, k.expires_at, a.mode, a.clock_offset, a.clock_frozen_at FROM api_keys k JOIN accounts a ON a.id = k.account_id
					 WHERE k.secret_hash = $1 AND k.revoked_at IS NULL`,
		[secretHash],
	);
	return row;
}

/** The listen secret of a live key: `secret` when it had none yet; null for a revoked or unknown key. */
export async function keepListenSecret(db: Queryable, keyId: string, secret: string): Promise<string | null> {
	const [row] = await db.query("UPDATE api_keys SET listen_secret = COALESCE(listen_secret, $2) WHERE id = $1 AND revoked_at IS NULL RETURNING listen_secret", [
		keyId,
		secret,
	]);
	return row?.listen_secret ?? null;
}

export interface NewKey {
	accountId: string;
	integrationId: string | null;
	name: string | null;
	scopes: Scope[];
	secretHash: string;
	secretLast4: string;
	expiresAt: number | null;
	/** Unix seconds. */
	created: number;
}

export async function insertKey(tx: Queryable, key: NewKey): Promise<Row> {
	const [row] = await tx.query(
		`INSERT INTO api_keys (id, account_id, integration_id, name, scopes, secret_hash, secret_last4, created, expires_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
		[newId("key"), key.accountId, key.integrationId, key.name, key.scopes, key.secretHash, key.secretLast4, key.created, key.expiresAt],
	);
	return row;
}

/** The condition on the live keys of `accountId` that `which` names. */
function liveKeys(params: Params, accountId: string, which: RevokedKeys): string {
	const key = "id" in which ? `id = ${params.add(which.id)}` : "integration_id IS NULL";
	return [`account_id = ${params.add(accountId)}`, key, "revoked_at IS NULL"].join(" AND ");
}

/** The secret hashes of the live keys `which` names. */
export async function liveKeyHashes(tx: Queryable, accountId: string, which: RevokedKeys): Promise<string[]> {
	const params = new Params();
	const rows = await tx.query(`SELECT secret_hash FROM api_keys WHERE ${liveKeys(params, accountId, which)}`, params.values);
	return rows.map((key) => key.secret_hash);
}

/** Marks revoked at `now` (unix seconds) the live keys `which` names; answers them as revoked. */
export async function markRevoked(tx: Queryable, accountId: string, which: RevokedKeys, now: number): Promise<Row[]> {
	const params = new Params();
	const live = liveKeys(params, accountId, which);
	const revokedAt = params.add(now);
	return tx.query(`UPDATE api_keys SET revoked_at = ${revokedAt} WHERE ${live} RETURNING *`, params.values);
}

export async function findKey(db: Queryable, id: string): Promise<Row | undefined> {
	const [row] = await db.query("SELECT * FROM api_keys WHERE id = $1", [id]);
	return row;
}

/** A key with its account's mode; of `accountId` only, when given. */
export async function keyWithMode(db: Queryable, id: string, accountId?: string): Promise<Row | undefined> {
	const [key] =
		accountId === undefined
			? await db.query("SELECT k.*, a.mode FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = $1", [id])
			: await db.query("SELECT k.*, a.mode FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.id = $1 AND k.account_id = $2", [id, accountId]);
	return key;
}

/** A page of every key of the account, revoked ones included, newest first. */
export function keysPage(db: Queryable, accountId: string, request: PageRequest) {
	return fetchPage(db, { table: "api_keys", visible: (params) => `account_id = ${params.add(accountId)}`, request });
}

/** The id of integration `id` when it belongs to the account. */
export async function integrationOf(tx: Queryable, id: string, accountId: string): Promise<string | undefined> {
	const [row] = await tx.query("SELECT id FROM integrations WHERE id = $1 AND account_id = $2", [id, accountId]);
	return row?.id;
}

/** How many integrations the account has, once its row is locked: concurrent creates count one after another. */
export async function countIntegrationsLocked(tx: Queryable, accountId: string): Promise<number> {
	await tx.query("SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE", [accountId]);
	const [{ count }] = await tx.query("SELECT count(*) AS count FROM integrations WHERE account_id = $1", [accountId]);
	return Number(count);
}

export async function insertIntegration(tx: Queryable, accountId: string, name: string | null, now: number): Promise<string> {
	const id = newId("int");
	await tx.query("INSERT INTO integrations (id, account_id, name, created) VALUES ($1, $2, $3, $4)", [id, accountId, name, now]);
	return id;
}
