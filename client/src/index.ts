import { Api, SandboxScenariosUpdateParams } from "./api.js";
import { ClientOptions, Transport } from "./core.js";
import { Webhooks } from "./webhooks.js";
import { runScenario, ScenarioWait } from "./scenarios.js";

export * from "./api.js";
export {
	APIError,
	AuthenticationError,
	BookdropConnectionError,
	BookdropError,
	BookdropSignatureVerificationError,
	ConflictError,
	IdempotencyError,
	InvalidRequestError,
	PermissionError,
	RateLimitError,
} from "./errors.js";
export type { CallOptions, ClientOptions, LastResponse, List, PagePromise, RequestOptions, WithResponse } from "./core.js";
export type { components, operations, paths } from "./schema.js";
export { VERSION } from "./version.js";
export type { ScenarioWait } from "./scenarios.js";
export { verifyWebhook, Webhooks, type WebhookHeaders } from "./webhooks.js";

/**
 * The bookdrop API: `new Bookdrop({ apiKey, baseUrl })`, then `client.customers.create(…)`,
 * `for await (const c of client.customers.list())`… Creates get an Idempotency-Key, reused by their
 * retries; network errors, timeouts, 429 and 503 are retried as `Retry-After` says.
 */
export class Bookdrop extends Api {
	/** Verifies and reads the events bookdrop POSTs to your endpoints: `client.webhooks.constructEvent(…)`. */
	readonly webhooks = new Webhooks();

	constructor(options: ClientOptions) {
		super(new Transport(options));
	}

	/**
	 * Runs a sandbox scenario on the key's test account and waits for its end, reading a run still
	 * `running` again every second: `await bookdrop.runScenario("lost_ack")`. Resolves with the run,
	 * `succeeded` or `failed` (docs/testing.md, "Scenarios").
	 */
	runScenario(name: string, params?: SandboxScenariosUpdateParams, wait?: ScenarioWait) {
		return runScenario(this.sandbox, name, params, wait);
	}
}
