import { nextClaimExpected } from "../../services/accounts/account-views";

// When the importer's next claim is expected (docs/lifecycle.md, "When will it land"): the start of
// its last run plus the median interval between the runs kept, null before three runs.

const HOUR = 3600;

test("null before three runs", () => {
	expect(nextClaimExpected([])).toBeNull();
	expect(nextClaimExpected([1000])).toBeNull();
	expect(nextClaimExpected([1000, 1000 + HOUR])).toBeNull();
});

test("three runs: the mean of their two intervals (the median of two), rounded, after the last start", () => {
	expect(nextClaimExpected([0, HOUR, 3 * HOUR])).toBe(3 * HOUR + 1.5 * HOUR);
	expect(nextClaimExpected([0, 1, 4])).toBe(4 + 2);
});

test("the median of the intervals, not their mean: one long absence leaves the rhythm as it was", () => {
	const week = 7 * 24 * HOUR;
	expect(nextClaimExpected([0, HOUR, 2 * HOUR, 2 * HOUR + week, 3 * HOUR + week])).toBe(3 * HOUR + week + HOUR);
	// an odd number of intervals: the middle one
	expect(nextClaimExpected([0, 100, 400, 500])).toBe(500 + 100);
});
