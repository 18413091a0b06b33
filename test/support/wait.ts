// Waiting in tests: never for a fixed time where a condition can be polled.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Description = string | (() => string);
const describe = (what: Description) => (typeof what === "string" ? what : what());

/**
 * Polls `check` every `everyMs` until it answers something other than undefined, and answers that;
 * fails after `timeoutMs`, saying `what` (a function: to describe the last state).
 */
export async function waitFor<T>(what: Description, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000, everyMs = 50): Promise<T> {
	const started = Date.now();
	for (;;) {
		const value = await check();
		if (value !== undefined) return value;
		if (Date.now() - started > timeoutMs) throw new Error(`${describe(what)} did not hold within ${timeoutMs} ms`);
		await sleep(everyMs);
	}
}

/**
 * Resolves once `condition` holds, polling every `everyMs`, with how long that took in ms (for tests
 * that assert a bound); fails after `timeoutMs`, saying `what` (a function: to describe the last state).
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000, what: Description = "condition", everyMs = 50): Promise<number> {
	const started = Date.now();
	await waitFor(what, async () => ((await condition()) ? true : undefined), timeoutMs, everyMs);
	return Date.now() - started;
}
