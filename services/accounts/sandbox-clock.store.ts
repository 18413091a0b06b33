import type { Queryable, Row } from "../../shared/platform/database";

// The test accounts' clocks (migration 035; docs/testing.md, "The account's clock"); the rules are in sandbox-clock.ts.

/** A move of a test account's clock: on by `advance` seconds, or frozen / running again. */
export type ClockMove = { advance: number } | { frozen: boolean };

const CLOCK_COLUMNS = "id, mode, clock_offset, clock_frozen_at, clock_moves, clock_swept_moves";

/**
 * Moves a test account's clock (`now`: the platform's time, unix seconds) and answers its row; a
 * live account's row is never changed (undefined). An advance moves a frozen clock's time, a
 * running clock's offset, and counts a move its sweeps must catch up with. Freezing keeps the
 * account's time of the moment; running again resumes from the time it stood at. Neither jumps
 * the account's time, so neither is a move to catch up with.
 */
export async function moveClock(db: Queryable, accountId: string, move: ClockMove, now: number): Promise<Row | undefined> {
	const set =
		"advance" in move
			? `clock_offset = CASE WHEN clock_frozen_at IS NULL THEN clock_offset + $2 ELSE clock_offset END, clock_frozen_at = clock_frozen_at + $2, clock_moves = clock_moves + 1`
			: move.frozen
				? "clock_frozen_at = COALESCE(clock_frozen_at, $2 + clock_offset)"
				: "clock_offset = COALESCE(clock_frozen_at - $2, clock_offset), clock_frozen_at = NULL";
	const [row] = await db.query(`UPDATE accounts SET ${set} WHERE id = $1 AND mode = 'test' RETURNING ${CLOCK_COLUMNS}`, [
		accountId,
		"advance" in move ? move.advance : now,
	]);
	return row;
}

/** The account's sweeps have run at its time after move `moves`: it is ready unless moved again since. */
export async function markSwept(db: Queryable, accountId: string, moves: number): Promise<void> {
	await db.query("UPDATE accounts SET clock_swept_moves = GREATEST(clock_swept_moves, $2) WHERE id = $1", [accountId, moves]);
}

/** The secret hashes of the account's unrevoked keys: the key cache forgets them when its clock moves. */
export async function accountKeyHashes(db: Queryable, accountId: string): Promise<string[]> {
	const rows = await db.query("SELECT secret_hash FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL", [accountId]);
	return rows.map((row) => row.secret_hash);
}
