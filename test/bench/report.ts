/** Printing: Markdown tables (they go into docs/benchmarks.md as they are) and the goals, met or not. */

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "n/a");
export const count = (value: number) => Math.round(value).toLocaleString("en");

/**
 * Runs compared in pairs, `on[i]` beside `off[i]` from the same round: the mean of their differences
 * and its standard error (NaN for one pair). A drift of the machine between rounds weighs on both runs of a pair alike.
 */
export function pairedDifference(on: number[], off: number[]): { mean: number; standardError: number } {
	const differences = on.map((value, i) => value - off[i]);
	const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
	// one pair says nothing of the spread: NaN, which the tables print as such
	const variance = differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (differences.length - 1);
	return { mean, standardError: Math.sqrt(variance / differences.length) };
}

export function printTable(header: string[], rows: string[][]): void {
	const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
	const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
	console.log(line(header));
	console.log(line(widths.map((w) => "-".repeat(w))));
	for (const row of rows) console.log(line(row));
}

export interface Goal {
	mode: string;
	goal: string;
	measured: string;
	met: boolean;
}

const goals: Goal[] = [];

export function judge(mode: string, goal: string, measured: string, met: boolean): string {
	goals.push({ mode, goal, measured, met });
	return met ? "met" : "NOT MET";
}

export function printGoals(): void {
	console.log("\n## Summary: the goals\n");
	printTable(
		["mode", "goal", "measured", "verdict"],
		goals.map((g) => [g.mode, g.goal, g.measured, g.met ? "met" : "NOT MET"]),
	);
	const missed = goals.filter((g) => !g.met).length;
	console.log(`\n${goals.length - missed} of ${goals.length} goals met.`);
}
