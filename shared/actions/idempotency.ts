import type { ActionHandler, ActionSchema, Middleware } from "moleculer";
import type { Queryable } from "../platform/database";
import type { DatabaseService } from "../platform/platform";
import { ApiError } from "./api-errors";
import { nowSeconds, sha256 } from "../platform/ids";
import type { Principal } from "./principal";
import { ApiContext, Created, IdempotencyClaim } from "./action-context";
import { Params } from "../platform/sql-params";
import type { ClaimWithAdmission, SharedStore } from "../platform/shared-store";
import type { GroupWrite, WriteGroups } from "../platform/write-groups";

/**
 * Idempotent creates, and the batch steps that take an Idempotency-Key when sent one (complete,
 * revert), in one place (docs/design.md, "Idempotency").
 *
 * - The gateway reads the `Idempotency-Key` (`readClaim`), asks the shared store whether the key is
 *   new, in flight or done (`admitClaim`: a concurrent duplicate or a reused key is refused before
 *   any work), and records the outcome after the call (`settleClaim`). It never touches SQL.
 * - The database is the authority: the create's answer is stored with its key in the create's own
 *   write (`insertOnce`, `insertGrouped`, `storeOnce`), and `IdempotencyMiddleware` replays a stored answer, so a
 *   replay is right even when the shared store lost its state (Redis restarted or unreachable).
 * - A create handler returns a `Created` proof that only those two functions make; the middleware
 *   refuses any other answer, so no create can forget its key.
 */

/** How long a create's result is kept for replays (docs/design.md, "Limits"). */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;
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
export async function admitClaim(store: SharedStore, claim: IdempotencyClaim, early: EarlyClaim | undefined, onStoreError: (err: Error) => void): Promise<void> {
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

const inUse = () => new ApiError("idempotency_key_in_use", "A request with this Idempotency-Key is still in progress; retry once it has finished.");
const reused = () =>
	new ApiError("idempotency_key_reused", "This Idempotency-Key was already used with a different request. Use a new key for a new request.");

/** The key was taken by a committed request: the write was not done (or is rolled back). */
class KeyTaken extends Error {}

function claimOf(ctx: ApiContext): IdempotencyClaim {
	const claim = ctx.meta.idempotency;
	if (!claim) throw new ApiError("idempotency_key_missing", "Creates need an 'Idempotency-Key' header.");
	return claim;
}

/** The key record's columns and the condition that lets an expired record with the same key be replaced. */
function keyRecord(claim: IdempotencyClaim, body: unknown, first: number, status: 200 | 201 = 201) {
	const now = nowSeconds();
	const p = (i: number) => `$${first + i}`;
	return {
		sql: `INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(6)}, ${p(3)}, ${p(4)})
			ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, body = EXCLUDED.body, created = EXCLUDED.created
			WHERE idempotency_keys.created <= ${p(5)}`,
		params: [claim.scope, claim.key, claim.fingerprint, JSON.stringify(body), now, now - IDEMPOTENCY_WINDOW_SECONDS, status],
	};
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

/** `insertOnce`'s statement: true when the row and its key record were stored, KeyTaken when the key was. */
async function insertRow(q: Queryable, table: string, claim: IdempotencyClaim, row: Record<string, unknown>, body: unknown): Promise<true | KeyTaken> {
	const columns = Object.keys(row);
	const values = Object.values(row);
	const record = keyRecord(claim, body, values.length + 1);
	const inserted = await q.query(
		`WITH stored AS (${record.sql} RETURNING 1)
		 INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values.map((_, i) => `$${i + 1}`).join(", ")} WHERE EXISTS (SELECT 1 FROM stored) RETURNING 1`,
		[...values, ...record.params],
	);
	return inserted.length ? true : new KeyTaken();
}

/** A create waiting for its group: its rows (a bulk create's, or none), and its key record's claim, answer and status. */
interface GroupedCreate {
	claim: IdempotencyClaim;
	rows: Record<string, unknown>[];
	body: unknown;
	status: 200 | 201;
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

// SQLSTATE classes of a value or a row the database refuses (22: data exception, 23: a constraint).
const REFUSED_ROW = /^2[23]/;

/**
 * What writes a table's groups; it learns the table's column types once, as VALUES needs them cast
 * (without their length or precision: a cast would cut a value the column refuses).
 */
function groupWriter(db: Queryable, table: string): GroupWrite<GroupedCreate, true> {
	let types: Promise<Map<string, string>> | null = null;
	const columnTypes = () =>
		(types ??= db
			.query("SELECT attname, format_type(atttypid, NULL) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped", [table])
			.then((rows) => new Map(rows.map((r) => [r.attname as string, r.type as string]))));
	const write = async (creates: GroupedCreate[]): Promise<Array<true | Error>> => {
		const [only] = creates;
		// A group of one single create is the plain statement, which costs PostgreSQL less to plan.
		if (creates.length === 1 && only.rows.length === 1 && only.status === 201) return [await insertRow(db, table, only.claim, only.rows[0], only.body)];
		try {
			const stored = await db.query(...groupStatement(table, await columnTypes(), creates));
			const keys = new Set(stored.map((r) => `${r.scope}\n${r.key}`));
			return creates.map(({ claim }) => (keys.has(`${claim.scope}\n${claim.key}`) ? true : new KeyTaken()));
		} catch (err) {
			if (creates.length === 1 || !REFUSED_ROW.test(String((err as { code?: unknown }).code))) throw err;
			// One refused row must not fail the others: each create is written again alone, so it fails by itself.
			return Promise.all(creates.map((create) => write([create]).then(([outcome]) => outcome, (one: Error) => one)));
		}
	};
	return write;
}

/**
 * One statement for a group: the key records, then the rows of the creates whose key record was
 * stored. `input` holds a line per row (one without a row for a create that has none); a create's
 * answer rides on its first line only.
 */
function groupStatement(table: string, types: Map<string, string>, creates: GroupedCreate[]): [string, unknown[]] {
	const columns = Object.keys(creates.find((create) => create.rows.length)?.rows[0] ?? {});
	const params = new Params();
	const now = nowSeconds();
	const line = ({ claim, body, status }: GroupedCreate, row: Record<string, unknown> | null, first: boolean) => {
		const key = [params.add(claim.scope), params.add(claim.key), params.add(claim.fingerprint), `${params.add(first ? JSON.stringify(body) : null)}::json`];
		const values = columns.map((column) => `${params.add(row?.[column] ?? null)}::${types.get(column) ?? "text"}`);
		return `(${[...key, `${status}`, `${first}`, `${row !== null}`, ...values].join(", ")})`;
	};
	const lines = creates.flatMap((create) => (create.rows.length ? create.rows.map((row, i) => line(create, row, i === 0)) : [line(create, null, true)]));
	const insertRows = columns.length
		? `, inserted AS (INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map((column) => `input.${column}`).join(", ")}
			FROM input JOIN stored ON stored.scope = input.k_scope AND stored.key = input.k_key WHERE input.k_row RETURNING 1)`
		: "";
	const sql = `WITH input (k_scope, k_key, k_fingerprint, k_body, k_status, k_first, k_row${columns.map((column) => `, ${column}`).join("")}) AS (VALUES ${lines.join(", ")}),
		stored AS (INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created)
			SELECT k_scope, k_key, k_fingerprint, k_status, k_body, ${params.add(now)}::bigint FROM input WHERE k_first
			ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, body = EXCLUDED.body, created = EXCLUDED.created
			WHERE idempotency_keys.created <= ${params.add(now - IDEMPOTENCY_WINDOW_SECONDS)}
			RETURNING scope, key)${insertRows}
		SELECT scope, key FROM stored`;
	return [sql, params.values];
}

/**
 * Stores `body` with the key inside the transaction of a create made of several statements; a bulk
 * create stores its whole answer (200) so, in the transaction of every object it stored.
 */
export async function storeOnce<T>(ctx: ApiContext, tx: Queryable, body: T, status: 200 | 201 = 201): Promise<Created<T>> {
	return storeRecord(tx, claimOf(ctx), body, status);
}

/**
 * Inside the transaction of a step whose key is optional (completing or reverting a batch): its
 * answer (200) is stored with the key when the request sent one, so that a retry after a lost
 * answer replays it instead of meeting the 409 of a step already taken.
 */
export async function storeIfKeyed<T>(ctx: ApiContext, tx: Queryable, body: T): Promise<Created<T>> {
	const claim = ctx.meta.idempotency;
	return claim ? storeRecord(tx, claim, body, 200) : Created.of(body, 200);
}

async function storeRecord<T>(tx: Queryable, claim: IdempotencyClaim, body: T, status: 200 | 201): Promise<Created<T>> {
	const record = keyRecord(claim, body, 1, status);
	const stored = await tx.query(`${record.sql} RETURNING 1`, record.params);
	if (!stored.length) throw new KeyTaken();
	return Created.of(body, status);
}

interface StoredResult {
	fingerprint: string;
	status: number;
	body: unknown;
}

async function findStoredResult(db: Queryable, claim: IdempotencyClaim): Promise<StoredResult | null> {
	const [row] = await db.query("SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created > $3", [
		claim.scope,
		claim.key,
		nowSeconds() - IDEMPOTENCY_WINDOW_SECONDS,
	]);
	return row ? { fingerprint: row.fingerprint, status: row.status, body: row.body } : null;
}

/** The stored answer, as the first response was: same status, same body, marked as a replay. */
function replay(ctx: ApiContext, claim: IdempotencyClaim, stored: StoredResult): unknown {
	if (stored.fingerprint !== claim.fingerprint) throw reused();
	ctx.meta.$statusCode = stored.status;
	ctx.meta.$responseHeaders = { ...ctx.meta.$responseHeaders, "Idempotent-Replayed": "true" };
	return stored.body;
}

/** The handler's answer, which must carry the proof that it was stored with its key (when there was one). */
async function answered(ctx: ApiContext, action: ActionSchema, run: () => Promise<unknown>): Promise<unknown> {
	const result = await run();
	if (!(result instanceof Created)) throw new Error(`${action.name} answered without storing its result with the Idempotency-Key`);
	ctx.meta.$statusCode = result.status;
	return result.body;
}

/**
 * Wraps every action declared `idempotent`: a stored answer is replayed, a new request runs and
 * answers its status (201 for a create). When the shared store vouched that the key is new, the
 * database is asked only if the request fails, so the common path costs no extra statement. An
 * action whose key is optional runs as is when none was sent.
 */
export const IdempotencyMiddleware: Middleware = {
	localAction(handler: ActionHandler, action: ActionSchema) {
		if (!action.idempotent) return handler;
		// Moleculer calls the wrapped handler without its service: the action names it. Creates are
		// actions of services with DatabaseMixin, whose database holds the stored answers.
		const service = action.service as DatabaseService;
		const run = (ctx: ApiContext) => () => handler.call(service, ctx);
		return async function idempotentRequest(ctx: ApiContext) {
			const { db } = service;
			if (action.idempotent === "optional" && !ctx.meta.idempotency) return answered(ctx, action, run(ctx));
			const claim = claimOf(ctx);
			const prior = claim.fresh ? null : await findStoredResult(db, claim);
			if (prior) return replay(ctx, claim, prior);
			try {
				return await answered(ctx, action, run(ctx));
			} catch (err) {
				const taken = err instanceof KeyTaken;
				// A retry the shared store forgot can fail now where it first succeeded: its stored answer wins.
				const stored = taken || (claim.fresh && err instanceof ApiError) ? await findStoredResult(db, claim) : null;
				if (stored) return replay(ctx, claim, stored);
				if (taken) throw inUse();
				throw err;
			}
		};
	},
};

export async function purgeExpiredResults(db: Queryable): Promise<void> {
	await db.query("DELETE FROM idempotency_keys WHERE created <= $1", [nowSeconds() - IDEMPOTENCY_WINDOW_SECONDS]);
}
