import { Bookdrop, BookdropConnectionError, BookdropError, SandboxScenario } from "@bookdrop/client";
import { Failure, UnreachableError, UsageError } from "./cli-errors";
import { QUICKSTART_HINT } from "./cli-io";

// `bookdrop trigger --scenario <name>` (docs/testing.md, "Scenarios"): runs a sandbox scenario on
// the key's test account, reading it again every second while it runs, and answers the run.

export interface ScenarioOptions {
	url: string;
	key: string | undefined;
	name: string;
	/** `endpoint_down`: the endpoint to put down (else the key's newest enabled one). */
	webhookEndpoint?: string;
	progress: (line: string) => void;
}

/**
 * Runs the scenario and answers its run, `succeeded` or `failed`. A live key is refused before any
 * request (exit 1); a refused request is one line, the API's code and message.
 */
export async function scenarioCommand(options: ScenarioOptions): Promise<SandboxScenario> {
	const { key, name, progress } = options;
	if (!key) throw new UsageError(`trigger needs a test key: --key ab_test_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	if (!key.startsWith("ab_test_")) throw new Failure(`trigger acts on test accounts only: this key is live (test keys start ab_test_; ${QUICKSTART_HINT})`);
	const api = new Bookdrop({ apiKey: key, baseUrl: options.url, retryNetworkErrors: false });
	progress(`running the scenario ${name}${options.webhookEndpoint ? ` on webhook endpoint ${options.webhookEndpoint}` : ""}`);
	try {
		const run = await api.runScenario(name, options.webhookEndpoint ? { webhook_endpoint: options.webhookEndpoint } : {}, {
			onRunning: (running) => progress(`${running.id} is still running`),
		});
		progress(`${run.id} ${run.status}${run.failure ? `: ${run.failure}` : ""}`);
		return run;
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (err instanceof BookdropError) throw new Failure(`${err.code}: ${err.message}`);
		throw new Failure((err as Error).message);
	}
}

/** `bookdrop trigger --scenario`: the run as JSON on stdout; a failed run exits 1 after it, with one line saying why. */
export async function printScenarioRun(options: ScenarioOptions): Promise<void> {
	const run = await scenarioCommand(options);
	process.stdout.write(`${JSON.stringify(run, null, 2)}\n`);
	if (run.status === "failed") throw new Failure(`the scenario ${options.name} failed: ${run.failure}`);
}
