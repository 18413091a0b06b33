import { Api } from "./api.js";
import { ClientOptions, Transport } from "./core.js";

export * from "./api.js";
export { BookdropConnectionError, BookdropError } from "./core.js";
export type { ClientOptions, List, PagePromise, RequestOptions } from "./core.js";
export type { components, operations, paths } from "./schema.js";
export { verifyWebhook } from "./webhooks.js";

/**
 * The bookdrop API: `new Bookdrop({ apiKey, baseUrl })`, then `client.customers.create(…)`,
 * `for await (const c of client.customers.list())`… Creates get an Idempotency-Key, reused by their
 * retries; network errors, 429 and 503 are retried as `Retry-After` says.
 */
export class Bookdrop extends Api {
	constructor(options: ClientOptions) {
		super(new Transport(options));
	}
}
