import type { Queryable } from "./database";

/**
 * What a retention pass deletes: the rows of `table` that `where` picks (its values in `$1`…),
 * `chunk` at a time. `table` and `where` are constants of the code, never input.
 */
export interface ChunkedPurge {
	table: string;
	where: string;
	chunk: number;
}

/** The statement that deletes one chunk of the purge's rows, and answers how many went. */
export const chunkDelete = ({ table, where, chunk }: ChunkedPurge): string =>
	`WITH gone AS (
	   DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT ${chunk} FOR UPDATE SKIP LOCKED))
	   RETURNING 1)
	 SELECT count(*)::int AS n FROM gone`;

/**
 * Deletes the purge's rows a chunk per statement until none is left; answers how many went. Each
 * chunk is a statement, and a transaction, of its own: a purge of a month of events never holds
 * its locks, or one transaction's worth of WAL, for the whole of it. Replicas running the same
 * purge share the rows out (SKIP LOCKED) instead of queueing behind each other.
 */
export async function deleteInChunks(db: Queryable, purge: ChunkedPurge, params: unknown[]): Promise<number> {
	const sql = chunkDelete(purge);
	let deleted = 0;
	for (;;) {
		const [{ n }] = await db.query<{ n: number }>(sql, params);
		deleted += n;
		if (n < purge.chunk) return deleted;
	}
}
