import type { Queryable } from "../platform/database";
import { ChunkedPurge, deleteInChunks } from "../platform/chunked-deletes.store";
import { Params } from "../platform/sql-params";
import type { GroupWrite } from "../platform/write-groups";
import type { IdempotencyClaim } from "./action-context";

// The stored answers of creates (table idempotency_keys): written in the create's own statement or
// transaction, read back to replay (docs/design.md, "Idempotency"). The rules are in idempotency.ts.

/** How long a create's result is kept for replays (docs/design.md, "Limits"). */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;
/** The key was taken by a committed request: the write was not done (or is rolled back). */
export class KeyTaken extends Error {}

/** When the service took the claim's request (`IdempotencyClaim.at`). */
function takenAt(claim: IdempotencyClaim): number {
	if (claim.at === undefined) throw new Error("an Idempotency-Key claim reached the database without its moment: the idempotency middleware did not see it");
	return claim.at;
}

/** The key record's columns and the condition that lets an expired record with the same key be replaced. */
function keyRecord(claim: IdempotencyClaim, body: unknown, first: number, status: 200 | 201 = 201) {
	const now = takenAt(claim);
	const p = (i: number) => `$${first + i}`;
	return {
		sql: `INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(6)}, ${p(3)}, ${p(4)})
			ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, body = EXCLUDED.body, created = EXCLUDED.created
			WHERE idempotency_keys.created <= ${p(5)}`,
		params: [claim.scope, claim.key, claim.fingerprint, JSON.stringify(body), now, now - IDEMPOTENCY_WINDOW_SECONDS, status],
	};
}

/** `insertOnce`'s statement: true when the row and its key record were stored, KeyTaken when the key was. */
export async function insertRow(q: Queryable, table: string, claim: IdempotencyClaim, row: Record<string, unknown>, body: unknown): Promise<true | KeyTaken> {
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
export interface GroupedCreate {
	claim: IdempotencyClaim;
	rows: Record<string, unknown>[];
	body: unknown;
	status: 200 | 201;
}

// SQLSTATE classes of a value or a row the database refuses (22: data exception, 23: a constraint).
const REFUSED_ROW = /^2[23]/;

/**
 * What writes a table's groups; it learns the table's column types once, as VALUES needs them cast
 * (without their length or precision: a cast would cut a value the column refuses).
 */
export function groupWriter(db: Queryable, table: string): GroupWrite<GroupedCreate, true> {
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
			return Promise.all(
				creates.map((create) =>
					write([create]).then(
						([outcome]) => outcome,
						(one: Error) => one,
					),
				),
			);
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
	const line = ({ claim, body, status }: GroupedCreate, row: Record<string, unknown> | null, first: boolean) => {
		const at = takenAt(claim);
		const key = [
			params.add(claim.scope),
			params.add(claim.key),
			params.add(claim.fingerprint),
			`${params.add(first ? JSON.stringify(body) : null)}::json`,
			`${params.add(at)}::bigint`,
		];
		const values = columns.map((column) => `${params.add(row?.[column] ?? null)}::${types.get(column) ?? "text"}`);
		return `(${[...key, `${status}`, `${first}`, `${row !== null}`, ...values].join(", ")})`;
	};
	const lines = creates.flatMap((create) => (create.rows.length ? create.rows.map((row, i) => line(create, row, i === 0)) : [line(create, null, true)]));
	const insertRows = columns.length
		? `, inserted AS (INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map((column) => `input.${column}`).join(", ")}
			FROM input JOIN stored ON stored.scope = input.k_scope AND stored.key = input.k_key WHERE input.k_row RETURNING 1)`
		: "";
	const sql = `WITH input (k_scope, k_key, k_fingerprint, k_body, k_created, k_status, k_first, k_row${columns.map((column) => `, ${column}`).join("")}) AS (VALUES ${lines.join(", ")}),
		stored AS (INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created)
			SELECT k_scope, k_key, k_fingerprint, k_status, k_body, k_created FROM input WHERE k_first
			ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, body = EXCLUDED.body, created = EXCLUDED.created
			WHERE idempotency_keys.created <= EXCLUDED.created - ${IDEMPOTENCY_WINDOW_SECONDS}
			RETURNING scope, key)${insertRows}
		SELECT scope, key FROM stored`;
	return [sql, params.values];
}

/** Stores a key record holding `body` in a transaction that made the rest of the write; KeyTaken when the key was. */
export async function storeRecord(tx: Queryable, claim: IdempotencyClaim, body: unknown, status: 200 | 201): Promise<void> {
	const record = keyRecord(claim, body, 1, status);
	const stored = await tx.query(`${record.sql} RETURNING 1`, record.params);
	if (!stored.length) throw new KeyTaken();
}

export interface StoredResult {
	fingerprint: string;
	status: number;
	body: unknown;
}

export async function findStoredResult(db: Queryable, claim: IdempotencyClaim): Promise<StoredResult | null> {
	const [row] = await db.query("SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created > $3", [
		claim.scope,
		claim.key,
		takenAt(claim) - IDEMPOTENCY_WINDOW_SECONDS,
	]);
	return row ? { fingerprint: row.fingerprint, status: row.status, body: row.body } : null;
}

/** Forgets stored answers past the window at `now` (unix seconds; the events service's hourly purge). */
export async function purgeExpiredResults(db: Queryable, now: number): Promise<number> {
	return deleteInChunks(db, EXPIRED_RESULTS, [now - IDEMPOTENCY_WINDOW_SECONDS]);
}
export const EXPIRED_RESULTS: ChunkedPurge = { table: "idempotency_keys", where: "created <= $1", chunk: 5000 };
