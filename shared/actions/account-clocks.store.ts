import type { Queryable, Row } from "../platform/database";

// The test accounts' clocks as the sweeps of every service read them (migration 035); the clock's
// moves are the accounts service's (services/accounts/sandbox-clock.store.ts).

const CLOCK_COLUMNS = "id, mode, clock_offset, clock_frozen_at, clock_moves, clock_swept_moves";

/** The account's clock columns, with its mode. */
export async function clockRow(db: Queryable, accountId: string): Promise<Row | undefined> {
	const [row] = await db.query(`SELECT ${CLOCK_COLUMNS} FROM accounts WHERE id = $1`, [accountId]);
	return row;
}

/** The accounts with a clock of their own (moved or frozen), by `accounts_clocked`; they are few. */
export const CLOCKED_ACCOUNTS = `SELECT ${CLOCK_COLUMNS} FROM accounts WHERE clock_offset <> 0 OR clock_frozen_at IS NOT NULL`;

/** Runs CLOCKED_ACCOUNTS. */
export async function clockedAccounts(db: Queryable): Promise<Row[]> {
	return db.query(CLOCKED_ACCOUNTS);
}
