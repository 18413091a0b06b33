/**
 * The time as bookdrop reads it. The platform hands one clock to every service (production: the
 * system's); a test hands in one it sets and advances, so that expiry, aging, retention and key
 * expiry can be shown at any moment without waiting for it. Nothing in services/ or shared/ reads
 * the system time but this file (test/clock-use.test.ts).
 */
export interface Clock {
	/** Milliseconds since the epoch. */
	now(): number;
}

/** The system's time. */
export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time in whole unix seconds, as the API states times. */
export const unixSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);
