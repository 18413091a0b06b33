import type { AccountClockState } from "../platform/clock";

/** Scopes a key can carry (docs/design.md, "Actors, keys and scopes"). */
export const SCOPES = ["read", "write", "import", "keys"] as const;
export type Scope = (typeof SCOPES)[number];

/** Scopes an integration key may be given; the others belong to the merchant's desktop key. */
export const INTEGRATION_SCOPES: Scope[] = ["read", "write"];
export const DESKTOP_SCOPES: Scope[] = ["read", "write", "import", "keys"];

/** `test`: an account served by the simulated importer, whose keys start `ab_test_` (docs/testing.md). */
export const ACCOUNT_MODES = ["live", "test"] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/**
 * Who is calling, as the gateway resolved it from the API key. Small and plain: it travels in
 * `ctx.meta` to services on other nodes.
 */
export interface Principal {
	accountId: string;
	/** null for the merchant's desktop key, which sees the whole account. */
	integrationId: string | null;
	keyId: string;
	scopes: Scope[];
	/** Unix seconds, or null when the key does not expire. */
	expiresAt: number | null;
	/** The account's mode: a test account's objects are imported by the simulated importer (docs/testing.md). */
	mode: AccountMode;
	/**
	 * A test account's own clock, when it was moved or frozen (docs/testing.md, "The account's
	 * clock"); absent, the account reads the platform's. Moving it forgets the account's cached keys.
	 */
	clock?: AccountClockState;
}

/** A live portal session as the accounts service vouches for it to the gateway (docs/portal.md). */
export interface PortalSession {
	/** The principal of the key that made the session's link. */
	principal: Principal;
	/** The key's secret hash: the session's requests are charged to the key's budget. */
	keySecretHash: string;
}

/**
 * Broadcast by the accounts service after a revocation commits, with `{ keyIds }`: every gateway
 * ends the open event streams of those keys at once (services/gateway/event-stream.ts).
 */
export const KEYS_REVOKED_EVENT = "keys.revoked";
