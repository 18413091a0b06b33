import { sleep } from "./fixtures";

/**
 * Resolves once `condition` holds, polling every 50 ms, with how long that took in ms (for tests
 * that assert a bound); fails after `timeoutMs`, saying `what` (a function: to describe the last state).
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000, what: string | (() => string) = "condition"): Promise<number> {
	const started = Date.now();
	while (!(await condition())) {
		if (Date.now() - started > timeoutMs) throw new Error(`${typeof what === "string" ? what : what()} did not hold within ${timeoutMs} ms`);
		await sleep(50);
	}
	return Date.now() - started;
}
