import { Api } from "./api";
import { ClientOptions, Transport } from "./core";

export * from "./api";
export { BookdropConnectionError, BookdropError } from "./core";
export type { ClientOptions, List, PagePromise, RequestOptions } from "./core";
export { verifyWebhook } from "./webhooks";

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
