import type { Queryable } from "../platform/database";
import { sha256 } from "../platform/ids";
import type { ClaimWithAdmission, SharedStore } from "../platform/shared-store";
import type { WriteGroups } from "../platform/write-groups";
import { ApiContext, Created, IdempotencyClaim } from "./action-context";
import { ApiError } from "./api-errors";
import { GroupedCreate, groupWriter, IDEMPOTENCY_WINDOW_SECONDS, insertRow, storeRecord } from "./idempotency.store";
import type { Principal } from "./principal";

/**
 * Idempotent creates, and the batch steps that take an Idempotency-Key when sent one (complete,
 * revert), in one place (docs/design.md, "Idempotency").
 *
 * - The gateway reads the `Idempotency-Key` (`readClaim`), asks the shared store whether the key is
 *   new, in flight or done (`admitClaim`: a concurrent duplicate or a reused key is refused before
 *   any work), and records the outcome after the call (`settleClaim`). It never touches SQL.
 * - The database is the authority: the create's answer is stored with its key in the create's own
 *   write (`insertOnce`, `insertGrouped`, `storeOnce`; their SQL is idempotency.store.ts), and `IdempotencyMiddleware`
 *   (shared/middlewares/idempotency.middleware.ts) replays a stored answer, so a
 *   replay is right even when the shared store lost its state (Redis restarted or unreachable).
 * - A create handler returns a `Created` proof that only those two functions make; the middleware
 *   refuses any other answer, so no create can forget its key.
 */

/**
 * How long a key stays marked in flight. Short on purpose: the mark only turns a concurrent
 * duplicate away early, the database lets only one commit anyway, so a mark left by a gateway that
 * crashed mid-request blocks the key's retries for seconds only. A retry after the mark expired
 * while the first request still runs waits for that request's commit and replays it.
 */
const IN_FLIGHT_MS = 3_000;
const MAX_KEY_LENGTH = 255;

/** JSON with object keys sorted, so that the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
	if (value && typeof value === "object") {
		const entries = Object.keys(value as object)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
		return `{${entries.join(",")}}`;
	}
	return JSON.stringify(value);
}

/** Whose keys a principal's are: its integration's (the account's for the desktop key); keys of different scopes never collide. */
export const claimScope = (principal: Principal): string => principal.integrationId ?? principal.accountId;

/**
 * The claim of a request on its key, or the 400 for a missing or oversized key. An action whose key
 * is optional (`idempotent: "optional"`) sent without one has no claim.
 */
export function readClaim(
	header: string | string[] | undefined,
	request: { method: string; path: string; body: unknown },
	principal: Principal,
	optional = false,
): IdempotencyClaim | undefined {
	if (optional && header === undefined) return undefined;
	if (typeof header !== "string" || header.length === 0) {
		throw new ApiError("idempotency_key_missing", "Creates need an 'Idempotency-Key' header (1 to 255 characters), unique per object you create.");
	}
	if (header.length > MAX_KEY_LENGTH) {
		throw new ApiError("parameter_invalid", `The Idempotency-Key header may hold at most ${MAX_KEY_LENGTH} characters.`, { param: "Idempotency-Key" });
	}
	return {
		scope: claimScope(principal),
		key: header,
		fingerprint: sha256(`${request.method} ${request.path} ${canonicalJson(request.body)}`),
		fresh: false,
	};
}

// What the shared store holds of a key: `f:<fingerprint or request id>` while a request is in
// flight, `d:<fingerprint>` once one succeeded.
const claimName = (scope: string, key: string) => `${scope}:${sha256(key)}`;
const storeName = (claim: IdempotencyClaim) => claimName(claim.scope, claim.key);
const inFlight = (claim: IdempotencyClaim) => `f:${claim.fingerprint}`;
const done = (claim: IdempotencyClaim) => `d:${claim.fingerprint}`;

/**
 * The claim a create's key admission can make in its own round trip (shared/platform/shared-store.ts
 * `ClaimWithAdmission`), before the body is read: it cannot hold the request's fingerprint yet, so
 * its in-flight mark names the request. None for a header `readClaim` will refuse.
 */
export function claimWithAdmission(header: string | string[] | undefined, scope: string, requestId: string): ClaimWithAdmission | undefined {
	if (typeof header !== "string" || header.length === 0 || header.length > MAX_KEY_LENGTH) return undefined;
	return { name: claimName(scope, header), state: `f:${requestId}`, ttlMs: IN_FLIGHT_MS };
}

/** What a claim made with the key's admission found, once the request's own claim is read. */
export interface EarlyClaim {
	claim: ClaimWithAdmission;
	claimed: string | null;
}

/**
 * Refuses a concurrent duplicate or a reused key before the call; marks the key in flight otherwise.
 * A claim made with the key's admission (`early`) already asked the shared store. Without the
 * shared store the request goes on: the database still lets only one duplicate commit.
 */
export async function admitClaim(
	store: SharedStore,
	claim: IdempotencyClaim,
	early: EarlyClaim | undefined,
	onStoreError: (err: Error) => void,
): Promise<void> {
	let stored: string | null;
	if (early && early.claim.name === storeName(claim)) {
		stored = early.claimed;
		claim.mark = early.claim.state;
	} else {
		try {
			stored = await store.claimKey(storeName(claim), inFlight(claim), IN_FLIGHT_MS);
		} catch (err) {
			onStoreError(err as Error);
			return;
		}
		claim.mark = inFlight(claim);
	}
	if (stored === null) claim.fresh = true;
	else if (stored.startsWith("f:")) throw inUse();
	else if (stored !== done(claim)) throw reused();
}

/**
 * After the call: a success is remembered for the window, anything else frees the key (when this
 * request marked it). Not awaited by the answer: the command leaves before the answer does.
 */
export function settleClaim(store: SharedStore, claim: IdempotencyClaim, succeeded: boolean): void {
	const name = storeName(claim);
	if (succeeded) void store.setKey(name, done(claim), IDEMPOTENCY_WINDOW_SECONDS * 1000).catch(() => undefined);
	else if (claim.fresh && claim.mark) void store.releaseKey(name, claim.mark).catch(() => undefined);
}

/** Frees a key a request claimed with its admission and never reached its call with (refused before it). */
export function releaseEarlyClaim(store: SharedStore, early: EarlyClaim): void {
	if (early.claimed === null) void store.releaseKey(early.claim.name, early.claim.state).catch(() => undefined);
}

export const inUse = () => new ApiError("idempotency_key_in_use", "A request with this Idempotency-Key is still in progress; retry once it has finished.");
export const reused = () =>
	new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request. Use a new key for a new request.");

export function claimOf(ctx: ApiContext): IdempotencyClaim {
	const claim = ctx.meta.idempotency;
	if (!claim) throw new ApiError("idempotency_key_missing", "Creates need an 'Idempotency-Key' header.");
	return claim;
}

/**
 * Inserts one row and the key record holding `body` in a single statement, the row only when the
 * key is new (or expired). Outside a transaction it is the whole create in one round trip.
 */
export async function insertOnce<T>(ctx: ApiContext, q: Queryable, table: string, row: Record<string, unknown>, body: T): Promise<Created<T>> {
	const stored = await insertRow(q, table, claimOf(ctx), row, body);
	if (stored !== true) throw stored;
	return Created.of(body);
}

/**
 * `insertOnce` for one row or several (a bulk create's, answered 200), written together with the
 * creates of the same table that reach this node while a write of that table is under way
 * (shared/platform/write-groups.ts): one statement and one commit per group, the counters' trigger
 * run once per group, each create's rows stored only when its key is new (or expired). A create
 * whose row the database refuses fails alone.
 */
export async function insertGrouped<T>(
	ctx: ApiContext,
	place: { groups: WriteGroups; db: Queryable; table: string },
	rows: Record<string, unknown>[],
	body: T,
	status: 200 | 201 = 201,
): Promise<Created<T>> {
	const claim = claimOf(ctx);
	const { groups, db, table } = place;
	await groups.add<GroupedCreate, true>(table, { claim, rows, body, status }, `${claim.scope}\n${claim.key}`, () => groupWriter(db, table));
	return Created.of(body, status);
}

/**
 * Stores `body` with the key inside the transaction of a create made of several statements; a bulk
 * create stores its whole answer (200) so, in the transaction of every object it stored.
 */
export async function storeOnce<T>(ctx: ApiContext, tx: Queryable, body: T, status: 200 | 201 = 201): Promise<Created<T>> {
	await storeRecord(tx, claimOf(ctx), body, status);
	return Created.of(body, status);
}

/** A dry run's answer (200): it stored nothing, so it needs no key and keeps no record. */
export const dryRunAnswer = <T>(body: T): Created<T> => Created.of(body, 200);

/**
 * Inside the transaction of a step whose key is optional (completing or reverting a batch): its
 * answer (200) is stored with the key when the request sent one, so that a retry after a lost
 * answer replays it instead of meeting the 409 of a step already taken.
 */
export async function storeIfKeyed<T>(ctx: ApiContext, tx: Queryable, body: T): Promise<Created<T>> {
	const claim = ctx.meta.idempotency;
	if (claim) await storeRecord(tx, claim, body, 200);
	return Created.of(body, 200);
}
