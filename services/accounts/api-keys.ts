import type { Database, Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import { AccountMode, DESKTOP_SCOPES, Principal, Scope } from "../../shared/actions/principal";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { clockState } from "../../shared/actions/account-clocks";
import type { SharedStore } from "../../shared/platform/shared-store";
import type { Input } from "../../shared/actions/validation";
import { presentKey } from "./account-views";
import { findAccount } from "./accounts.store";
import { countIntegrationsLocked, findKey, insertIntegration, insertKey, integrationOf, liveKeyHashes, markRevoked, RevokedKeys } from "./api-keys.store";

/** API keys: issued, revoked, found for an admin route (docs/design.md, "Actors, keys and scopes"). */

/** The account a key is issued for: its mode decides the secret's prefix. */
export interface KeyOwner {
	id: string;
	mode: AccountMode;
}

/** A test account's keys say so in their secret (docs/testing.md); live keys keep the form they always had. */
const KEY_PREFIXES: Record<AccountMode, string> = { live: "ab_", test: "ab_test_" };

/** What a new key is: `integrationId` null makes the merchant's desktop key. */
export interface KeySpec {
	integrationId: string | null;
	scopes: Scope[];
	name: string | null;
	expiresAt: number | null;
}

/** The desktop key an account gets. */
export const DESKTOP_KEY: KeySpec = { integrationId: null, scopes: DESKTOP_SCOPES, name: "Desktop", expiresAt: null };

/** Issues a key at `now` (unix seconds); the secret exists only in this response, the database keeps its SHA-256. */
export async function issueKey(tx: Queryable, account: KeyOwner, spec: KeySpec, now: number) {
	const secret = `${KEY_PREFIXES[account.mode]}${randomBase62(32)}`;
	const row = await insertKey(tx, { ...spec, accountId: account.id, secretHash: sha256(secret), secretLast4: secret.slice(-4), created: now });
	return presentKey(row, account.mode, secret);
}

/**
 * Revokes live keys of `accountId` matching `which` in `tx`. Revocation holds on every gateway at
 * once while Redis answers: the shared key cache forgets each key before the statement (no gateway
 * refills it from a row still live) and again after the commit (`forgetRevoked`). Without Redis
 * the revocation commits all the same, and a cached admission ends by itself within ADMISSION_MS.
 */
export async function revokeKeys(tx: Queryable, store: SharedStore, accountId: string, which: RevokedKeys, now: number): Promise<Row[]> {
	for (const secretHash of await liveKeyHashes(tx, accountId, which)) await store.forgetKey(secretHash);
	return markRevoked(tx, accountId, which, now);
}

/** Tells every gateway of committed revocations (KEYS_REVOKED_EVENT); never fails the revocation. */
export type AnnounceRevoked = (keyIds: string[]) => Promise<void>;

/** After the commit: the key cache drops the keys, and every gateway ends their open event streams. */
export async function forgetRevoked(store: SharedStore, revoked: Row[], announce: AnnounceRevoked): Promise<void> {
	for (const key of revoked) await store.forgetKey(key.secret_hash);
	if (revoked.length) await announce(revoked.map((key) => key.id as string));
}

/** Revokes one key at `now` (revoking again changes nothing); answers the key as it stands. */
export async function revokeKey(db: Database, store: SharedStore, key: Row, announce: AnnounceRevoked, now: number): Promise<Row> {
	if (key.revoked_at !== null) return key;
	const revoked = await db.transaction((tx) => revokeKeys(tx, store, key.account_id, { id: key.id }, now));
	await forgetRevoked(store, revoked, announce);
	// Empty when a concurrent revocation came first.
	return revoked[0] ?? (await findKey(db, key.id))!;
}

/** The account named by an admin route's path, or 404; `lock` holds its row until the transaction ends (`findAccount`). */
export async function adminAccount(db: Queryable, id: string, lock = false): Promise<Row & KeyOwner> {
	const account = await findAccount(db, id, lock);
	if (!account) throw notFound("account", id, "account");
	return account as Row & KeyOwner;
}

/** At most this many integrations per account (docs/design.md, "Limits"): each may hold 16 webhook endpoints. */
export const MAX_INTEGRATIONS = 32;

/** The integration a new key joins: the named one (it must belong to the account) or a new one. */
async function integrationFor(tx: Queryable, accountId: string, input: Input, now: number): Promise<string> {
	if (input.integration) {
		const id = await integrationOf(tx, input.integration, accountId);
		if (!id) throw new ApiError("resource_missing", `No such integration: '${input.integration}'.`, { param: "integration", status: 400 });
		return id;
	}
	if ((await countIntegrationsLocked(tx, accountId)) >= MAX_INTEGRATIONS) {
		throw new ApiError("limit_reached", `An account may have at most ${MAX_INTEGRATIONS} integrations: add the key to one of them (\`integration\`).`);
	}
	return insertIntegration(tx, accountId, input.name ?? null, now);
}

function checkExpiry(input: Input, now: number): void {
	if (input.expires_at !== undefined && input.expires_at <= now) {
		throw new ApiError("parameter_invalid", "expires_at must be a unix timestamp in the future.", { param: "expires_at" });
	}
}

/** A key of an integration, made at `now` (unix seconds). */
export async function createIntegrationKey(tx: Queryable, account: KeyOwner, input: Input, now: number) {
	checkExpiry(input, now);
	const integrationId = await integrationFor(tx, account.id, input, now);
	return issueKey(tx, account, { integrationId, scopes: input.scopes, name: input.name ?? null, expiresAt: input.expires_at ?? null }, now);
}

/**
 * The principal of an unrevoked key's row (`unrevokedKey`), with its account's clock when a test
 * account's was moved or frozen; null for no row, or a key expired by its account's clock.
 */
export function keyPrincipal(row: Row | undefined, platform: Clock): Principal | null {
	const clock = row && clockState(row);
	if (!row || (row.expires_at !== null && row.expires_at <= unixSeconds(accountClock(platform, clock)))) return null;
	const principal: Principal = {
		accountId: row.account_id,
		integrationId: row.integration_id,
		keyId: row.id,
		scopes: row.scopes,
		expiresAt: row.expires_at,
		mode: row.mode,
	};
	return clock ? { ...principal, clock } : principal;
}
