import { Clock, systemClock } from "../../shared/platform/clock";

// Clocks a test hands to the platform (`startServices(…, { clock })`) or to a sweep, so that what
// bookdrop decides by time can be shown at any moment, without waiting for it.

/** A clock standing still at `seconds` (unix seconds). */
export const clockAt = (seconds: number): Clock => ({ now: () => seconds * 1000 });

/**
 * A clock the test moves: it stands at the system's time when made, and moves only when the test
 * advances it, so that two steps of a test never fall on either side of a second by chance.
 */
export class TestClock implements Clock {
	private ms = systemClock.now();

	now(): number {
		return this.ms;
	}

	/** Moves the clock `seconds` on. */
	advance(seconds: number): void {
		this.ms += seconds * 1000;
	}

	/** The clock's time in whole unix seconds. */
	seconds(): number {
		return Math.floor(this.ms / 1000);
	}
}
