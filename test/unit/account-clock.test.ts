import { accountClock, platformClock, unixSeconds } from "../../shared/platform/clock";
import { TestClock } from "../support/test-clock";

// The rule of a test account's time (docs/testing.md, "The account's clock"): frozen, it stands at
// the time it froze; running, it is the platform's time plus the account's offset.

test("without a clock, or with one never touched, the account reads the platform's clock itself", () => {
	const platform = new TestClock();
	expect(accountClock(platform, null)).toBe(platform);
	expect(accountClock(platform, undefined)).toBe(platform);
	expect(accountClock(platform, { offset: 0, frozenAt: null })).toBe(platform);
});

test("a running clock is the platform's time moved on by the offset, and moves with it", () => {
	const platform = new TestClock();
	const clock = accountClock(platform, { offset: 86_400, frozenAt: null });
	expect(unixSeconds(clock)).toBe(platform.seconds() + 86_400);
	platform.advance(30);
	expect(unixSeconds(clock)).toBe(platform.seconds() + 86_400);
});

test("a frozen clock stands at the time it froze, whatever the platform's time and the offset", () => {
	const platform = new TestClock();
	const clock = accountClock(platform, { offset: 500, frozenAt: 1_800_000_000 });
	expect(unixSeconds(clock)).toBe(1_800_000_000);
	platform.advance(3600);
	expect(unixSeconds(clock)).toBe(1_800_000_000);
});

test("an account's clock names the platform's, by which the platform's own work is scheduled", () => {
	const platform = new TestClock();
	expect(platformClock(accountClock(platform, { offset: 86_400, frozenAt: null }))).toBe(platform);
	expect(platformClock(accountClock(platform, { offset: 0, frozenAt: 1_800_000_000 }))).toBe(platform);
	expect(platformClock(platform)).toBe(platform);
});
