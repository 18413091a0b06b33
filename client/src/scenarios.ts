import type { SandboxResource, SandboxScenario, SandboxScenariosUpdateParams } from "./api.js";
import type { CallOptions, WithResponse } from "./core.js";

/** How a scenario's run is waited for: how often it is asked after, and for how long at most. */
export interface ScenarioWait extends CallOptions {
	/** Milliseconds between two reads of a run still `running` (default 1,000). */
	pollMs?: number;
	/** Milliseconds after which a run still `running` is given up with an Error (default 60,000). */
	waitMs?: number;
	/** Called with each answer that is still `running`. */
	onRunning?: (run: SandboxScenario) => void;
}

/**
 * Runs the sandbox scenario `name` on the key's test account and waits for its end (docs/testing.md,
 * "Scenarios"): the POST answers the run, or `running` after 8 s; a run still running is read again
 * (GET) every `pollMs` until it has ended. Resolves with the run, `succeeded` or `failed` (its
 * `failure` says why); rejects as any call does (`BookdropError`), or when it runs past `waitMs`.
 */
export async function runScenario(
	sandbox: SandboxResource,
	name: string,
	params: SandboxScenariosUpdateParams = {},
	{ pollMs = 1_000, waitMs = 60_000, onRunning, ...options }: ScenarioWait = {},
): Promise<WithResponse<SandboxScenario>> {
	const deadline = Date.now() + waitMs;
	let run = await sandbox.scenarios.update(name, params, options);
	while (run.status === "running") {
		onRunning?.(run);
		if (Date.now() + pollMs > deadline) throw new Error(`The scenario ${name} (${run.id}) was still running after ${waitMs / 1000} s.`);
		await new Promise((resolve) => setTimeout(resolve, pollMs));
		run = await sandbox.scenarios.retrieve(name, options);
	}
	return run;
}
