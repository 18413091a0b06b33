import type { Scenario, ScenarioRun } from "./scenario-steps";

const DAY_SECONDS = 86_400;
/** A date (YYYY-MM-DD, UTC) `days` from the account's time `now`. */
const dateOf = (now: number, days: number) => new Date((now + days * DAY_SECONDS) * 1000).toISOString().slice(0, 10);

/**
 * `closed_period` (docs/testing.md, "Scenarios"): books closed through 30 days before the account's
 * today replace the account's snapshot. An expense dated in the closed period carries the finding
 * `period_locked` from its create and is declined `period_locked` by the importer; one dated after
 * the closing date is imported.
 */
export const closedPeriod: Scenario = {
	name: "closed_period",
	async run(run: ScenarioRun) {
		run.step = "publish the books";
		const now = run.now();
		const closedThrough = dateOf(now, -30);
		await run.call("batches.books.replace", { read_at: now, closed_through: closedThrough, checks: "warn" });

		run.step = "create the expenses";
		const expense = { amount: 4_500, currency: "EUR" };
		const locked = await run.create("transactions.expenses", { ...expense, description: "Invoice in a closed month", occurred_on: dateOf(now, -31) });
		const open = await run.create("transactions.expenses", { ...expense, description: "Invoice after the closing", occurred_on: dateOf(now, -29) });
		const codes = (object: Record<string, any>) => object.books_warnings.map((warning: { code: string }) => warning.code).join(",");
		run.expect(codes(locked) === "period_locked", `${locked.id}, dated on or before ${closedThrough}, should be warned period_locked.`);
		run.expect(codes(open) === "", `${open.id}, dated after ${closedThrough}, should carry no warning.`);

		run.step = "import";
		const pass = await run.importNow();
		run.expect(
			pass.rejected.some((one) => one.id === locked.id),
			`The importer should decline ${locked.id} period_locked.`,
		);
	},
};
