import { ChunkedPurge, deleteInChunks } from "../../shared/platform/chunked-deletes.store";
import type { Queryable, Row } from "../../shared/platform/database";
import { newId } from "../../shared/platform/ids";

// Portal links and their sessions (table portal_links, migration 029); the rules are in portal-links.ts.

export interface NewPortalLink {
	accountId: string;
	integrationId: string | null;
	keyId: string;
	tokenHash: string;
	/** Unix seconds. */
	created: number;
	expiresAt: number;
}

export async function insertPortalLink(tx: Queryable, link: NewPortalLink): Promise<Row> {
	const [row] = await tx.query(
		`INSERT INTO portal_links (id, account_id, integration_id, key_id, token_hash, created, expires_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
		[newId("pl"), link.accountId, link.integrationId, link.keyId, link.tokenHash, link.created, link.expiresAt],
	);
	return row;
}

/** The condition that the link's key stands at `$now`: neither revoked nor expired. */
const KEY_STANDS = "k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $3)";

/**
 * Spends the link of `tokenHash` at `now`, opening its session (`sessionHash`) until `sessionEnd`,
 * or the key's expiry if sooner: one statement, so that of two concurrent uses one alone finds it
 * unspent. Answers the session's end, or undefined for a link unknown, spent, expired or revoked,
 * or whose key no longer stands.
 */
export async function spendPortalLink(db: Queryable, tokenHash: string, sessionHash: string, now: number, sessionEnd: number): Promise<number | undefined> {
	const [row] = await db.query(
		`UPDATE portal_links l SET entered_at = $3, session_hash = $2, session_expires_at = LEAST($4::bigint, COALESCE(k.expires_at, $4::bigint))
		 FROM api_keys k
		 WHERE l.token_hash = $1 AND l.entered_at IS NULL AND l.revoked_at IS NULL AND l.expires_at > $3 AND k.id = l.key_id AND ${KEY_STANDS}
		 RETURNING l.session_expires_at`,
		[tokenHash, sessionHash, now, sessionEnd],
	);
	return row === undefined ? undefined : Number(row.session_expires_at);
}

/**
 * The key behind a live session, looked up on every request: a revoked key, a revoked link or an
 * ended session finds nothing, on every gateway at once. With the key's secret hash, which its
 * requests are charged to, and its account's mode.
 */
export async function sessionKey(db: Queryable, sessionHash: string, now: number): Promise<Row | undefined> {
	const [row] = await db.query(
		`SELECT k.id, k.account_id, k.integration_id, k.scopes, k.expires_at, k.secret_hash, a.mode
		 FROM portal_links l JOIN api_keys k ON k.id = l.key_id JOIN accounts a ON a.id = k.account_id
		 WHERE l.session_hash = $1 AND l.revoked_at IS NULL AND l.session_expires_at > $2 AND ${KEY_STANDS.replaceAll("$3", "$2")}`,
		[sessionHash, now],
	);
	return row;
}

/** A link of the account, when `integrationId` (null: the desktop key, which sees them all) may see it. */
export async function visiblePortalLink(db: Queryable, id: string, accountId: string, integrationId: string | null): Promise<Row | undefined> {
	const [row] = await db.query("SELECT * FROM portal_links WHERE id = $1 AND account_id = $2 AND ($3::text IS NULL OR integration_id = $3)", [
		id,
		accountId,
		integrationId,
	]);
	return row;
}

/** Revokes the link at `now` (and its session with it); revoking again keeps the first time. */
export async function revokePortalLink(db: Queryable, id: string, now: number): Promise<Row> {
	const [row] = await db.query("UPDATE portal_links SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING *", [id, now]);
	return row;
}

/** Deletes the links whose link and session both ended at or before `cutoff` (unix seconds). */
export async function purgeEndedPortalLinks(db: Queryable, cutoff: number): Promise<number> {
	return deleteInChunks(db, ENDED_PORTAL_LINKS, [cutoff]);
}
export const ENDED_PORTAL_LINKS: ChunkedPurge = { table: "portal_links", where: "GREATEST(expires_at, session_expires_at) <= $1", chunk: 5000 };
