import type { AccountClockState } from "../platform/clock";
import type { Row } from "../platform/database";

/**
 * The clock an account's row keeps (migration 035; docs/testing.md, "The account's clock"), or
 * undefined when it has none of its own: never moved nor frozen, as every live account.
 */
export function clockState(row: Row): AccountClockState | undefined {
	const offset = Number(row.clock_offset ?? 0);
	const frozenAt = row.clock_frozen_at === null || row.clock_frozen_at === undefined ? null : Number(row.clock_frozen_at);
	return offset === 0 && frozenAt === null ? undefined : { offset, frozenAt };
}

/**
 * Whose rows a sweep's pass reaches: the platform's pass every account's but those with a clock of
 * their own (`except`), a clocked account's pass that account's alone, at its time.
 */
export type ClockScope = { except: string[] } | { account: string };
