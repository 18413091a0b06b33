import fc from "fast-check";
import { ApiError } from "../../shared/actions/api-errors";
import { field, isCalendarDate, MAX_AMOUNT, rule } from "../../shared/engine/field-types";
import { compile } from "../../shared/actions/validation";

// Property-based tests of the pure validators (no server): dates (contract: "YYYY-MM-DD and a real calendar
// date") and money (contract: "integer 0..10^15; anything else is parameter_invalid_amount").

/** An oracle that shares no code with isCalendarDate: no Date, just the Gregorian calendar's rules. */
function oracle(value: string): boolean {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
	if (!match) return false;
	const [year, month, day] = match.slice(1).map(Number);
	// PostgreSQL's dates have no year 0 (docs/design.md, "Resources": real calendar dates, years 0001 to 9999)
	if (year < 1 || month < 1 || month > 12 || day < 1) return false;
	const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
	const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
	return day <= days;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

describe("isCalendarDate", () => {
	test("the oracle itself knows the calendar", () => {
		expect(["2024-02-29", "2000-02-29", "2026-12-31", "0001-01-01"].map(oracle)).toEqual([true, true, true, true]);
		expect(["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-01", "2026-01-00", "2026-1-01", " 2026-01-01", "0000-01-01"].map(oracle)).toEqual(
			Array(9).fill(false),
		);
	});

	test.each([
		["2024-02-29", true],
		["0000-01-01", false],
		["0000-02-29", false],
		["0001-01-01", true],
		["9999-12-31", true],
		["2026-02-28", true],
		["2026-02-29", false],
		["2026-02-30", false],
		["2026-2-3", false],
		["20260203", false],
		["2026-02-03T00:00:00Z", false],
		["2026-02-03\n", false],
		["２０２６-０２-０３", false],
	])("%p → %p", (value, expected) => {
		expect(isCalendarDate(value)).toBe(expected);
	});

	test("agrees with the oracle on arbitrary strings, date-shaped ones included", () => {
		const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
		const dateShaped = fc
			.tuple(digits(1, 5), fc.constantFrom("-", "/", ".", ""), digits(1, 3), fc.constantFrom("-", "/", ""), digits(1, 3))
			.map(([y, s1, m, s2, d]) => `${y}${s1}${m}${s2}${d}`);
		const isoDays = fc
			.date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true })
			.map((d) => d.toISOString().slice(0, 10));
		const garbled = fc.tuple(isoDays, fc.string({ maxLength: 2 }), fc.string({ maxLength: 2 })).map(([d, before, after]) => `${before}${d}${after}`);
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), dateShaped, isoDays, garbled), (value) => {
				expect(isCalendarDate(value)).toBe(oracle(value));
			}),
			{ numRuns: 5000 },
		);
	});

	test("agrees with the oracle on every month 00..13 and day 00..32 of arbitrary years", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 9999 }), (year) => {
				for (let month = 0; month <= 13; month++) {
					for (let day = 0; day <= 32; day++) {
						const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
						if (isCalendarDate(value) !== oracle(value)) throw new Error(`${value}: isCalendarDate ${isCalendarDate(value)}, oracle ${oracle(value)}`);
					}
				}
			}),
			{ numRuns: 300 },
		);
	});

	test("leap years have a 29 February, other years do not", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
				const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
				expect(isCalendarDate(`${pad(year, 4)}-02-29`)).toBe(leap);
				expect(isCalendarDate(`${pad(year, 4)}-02-28`)).toBe(true);
			}),
			{ numRuns: 1000 },
		);
	});
});

describe("money", () => {
	const check = compile({ amount: rule(field.money({ description: "An amount.", example: 1999 }, true), "create") });

	/** The error `check` throws for `value`, or null when it accepts it. */
	const errorOf = (value: unknown): ApiError | null => {
		try {
			check({ amount: value });
			return null;
		} catch (err) {
			return err as ApiError;
		}
	};

	const expectRefused = (value: unknown) => {
		const err = errorOf(value);
		expect(err).toBeInstanceOf(ApiError);
		expect({ type: err?.type, code: err?.code, param: (err as any)?.data?.param }).toEqual({ type: "parameter_invalid_amount", code: 400, param: "amount" });
	};

	test("MAX_AMOUNT is 10^15", () => {
		expect(MAX_AMOUNT).toBe(10 ** 15);
	});

	test("accepts every integer from 0 to 10^15, unchanged", () => {
		const amounts = fc.oneof(
			fc.constantFrom(0, 1, MAX_AMOUNT - 1, MAX_AMOUNT),
			fc.integer({ min: 0, max: 2 ** 31 - 1 }),
			fc.bigInt({ min: 0n, max: 10n ** 15n }).map(Number),
		);
		fc.assert(
			fc.property(amounts, (amount) => {
				const input = { amount };
				expect(() => check(input)).not.toThrow();
				expect(input.amount).toBe(amount);
			}),
			{ numRuns: 2000 },
		);
	});

	test("refuses any number that is not an integer (NaN and infinities included)", () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.double().filter((x) => !Number.isInteger(x)),
					fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true }).filter((x) => !Number.isInteger(x)),
					fc.integer({ min: 0, max: 10 ** 6 }).map((n) => n + 0.5),
					fc.constantFrom(NaN, Infinity, -Infinity, 19.99, 0.1, Number.EPSILON),
				),
				expectRefused,
			),
			{ numRuns: 2000 },
		);
	});

	test("refuses any string, numeric ones included", () => {
		fc.assert(fc.property(fc.oneof(fc.string(), fc.integer({ min: 0, max: 10 ** 9 }).map(String), fc.double().map(String), fc.constant("")), expectRefused), {
			numRuns: 1000,
		});
	});

	test("refuses booleans", () => {
		expectRefused(true);
		expectRefused(false);
	});

	test("refuses any negative integer", () => {
		fc.assert(
			fc.property(fc.oneof(fc.integer({ min: -(2 ** 31), max: -1 }), fc.bigInt({ min: -(2n ** 53n), max: -1n }).map(Number), fc.constant(-1)), expectRefused),
			{ numRuns: 1000 },
		);
	});

	test("refuses any integer above 10^15", () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.constant(MAX_AMOUNT + 1),
					fc.bigInt({ min: 10n ** 15n + 1n, max: 2n ** 53n }).map(Number),
					fc.double({ min: 1e16, max: Number.MAX_VALUE, noNaN: true }).filter(Number.isInteger),
				),
				expectRefused,
			),
			{ numRuns: 1000 },
		);
	});

	test("refuses other JSON types too", () => {
		fc.assert(fc.property(fc.oneof(fc.array(fc.integer({ min: 0, max: 100 })), fc.object(), fc.constant({})), expectRefused), { numRuns: 300 });
	});

	test("a missing amount is parameter_missing, null parameter_invalid: not amount errors", () => {
		const missing = (() => {
			try {
				check({});
			} catch (err) {
				return err as ApiError;
			}
		})();
		expect(missing?.type).toBe("parameter_missing");
		const nul = errorOf(null);
		expect(nul?.type).toBe("parameter_invalid");
	});
});
