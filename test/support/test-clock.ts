import { Clock, systemClock } from "../../shared/platform/clock";

// Clocks a test hands to the platform (`startServices(…, { clock })`) or to a sweep, so that what
// bookdrop decides by time can be shown at any moment, without waiting for it.

/** A clock standing still at `seconds` (unix seconds). */
export const clockAt = (seconds: number): Clock => ({ now: () => seconds * 1000 });

/** A clock the test moves: it starts at the system's time and runs with it, plus whatever the test advanced it by. */
export class TestClock implements Clock {
	private offsetMs = 0;

	now(): number {
		return systemClock.now() + this.offsetMs;
	}

	/** Moves the clock `seconds` on. */
	advance(seconds: number): void {
		this.offsetMs += seconds * 1000;
	}

	/** The clock's time in whole unix seconds. */
	seconds(): number {
		return Math.floor(this.now() / 1000);
	}
}
