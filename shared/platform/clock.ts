/**
 * The time as bookdrop reads it. The platform hands one clock to every service (production: the
 * system's); a test hands in one it sets and advances, so that expiry, aging, retention and key
 * expiry can be shown at any moment without waiting for it. Nothing in services/ or shared/ reads
 * the system time but this file (test/clock-use.test.ts).
 */
export interface Clock {
	/** Milliseconds since the epoch. */
	now(): number;
	/**
	 * A test account's clock names the platform's it runs beside (`accountClock`): what the
	 * platform's own workers act on, a webhook delivery's next attempt, is scheduled by that one.
	 */
	platform?: Clock;
}

/** The platform's clock behind `clock`: itself, unless it is a test account's. */
export const platformClock = (clock: Clock): Clock => clock.platform ?? clock;

/** The system's time. */
export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time in whole unix seconds, as the API states times. */
export const unixSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);

/** A test account's clock as its row keeps it (docs/testing.md, "The account's clock"). */
export interface AccountClockState {
	/** Seconds the account's time runs ahead of the platform's. */
	offset: number;
	/** The account's time at which it froze (unix seconds), or null while it runs. */
	frozenAt: number | null;
}

/**
 * The account's clock: standing at `frozenAt` while frozen, else the platform's time moved on by
 * `offset`. A live account, and a test account whose clock was never touched, has none (null): it
 * reads the platform's clock itself.
 */
export function accountClock(platform: Clock, state: AccountClockState | null | undefined): Clock {
	if (!state) return platform;
	const { offset, frozenAt } = state;
	if (frozenAt !== null) return { now: () => frozenAt * 1000, platform };
	if (offset === 0) return platform;
	return { now: () => platform.now() + offset * 1000, platform };
}
