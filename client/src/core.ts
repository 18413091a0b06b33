import { randomUUID } from "node:crypto";
import { BookdropConnectionError, errorOfType } from "./errors.js";
import { VERSION } from "./version.js";

/** How the client reaches bookdrop. */
export interface ClientOptions {
	/** An API key (`ab_…`), or the operator's admin token for `admin.*`. */
	apiKey: string;
	/** Default `http://localhost:3000`. */
	baseUrl?: string;
	/** How long one attempt may wait for its whole answer, in milliseconds; default 60000. */
	timeout?: number;
	/** Sent as `Service-Version` (the API's only version is `2026-08-18`); by default none is sent. */
	apiVersion?: string;
	/** Retries after a network error or timeout, 429, 503 or 409 idempotency_key_in_use; default 3. */
	maxRetries?: number;
	/** Whether a network error or timeout is retried too (reads, deletes and creates only); default true. */
	retryNetworkErrors?: boolean;
	/** Longest wait between two attempts, in seconds; default 60. */
	maxRetryWaitSeconds?: number;
	/** Told before each retry: why, and how long it waits. */
	onRetry?: (retry: { attempt: number; maxRetries: number; status: number | null; reason: string; waitMs: number }) => void;
	/** For tests: a fetch of your own. */
	fetch?: typeof fetch;
}

/** Per call, the last argument of every method: what differs from the client's options for this call alone. */
export interface CallOptions {
	/** Another key (or the admin token) for this call. */
	apiKey?: string;
	/** How long one attempt may wait for its whole answer, in milliseconds. */
	timeout?: number;
	/** Ends the call, its retries and their waits at once, with a `BookdropConnectionError`. */
	signal?: AbortSignal;
	/** Sent as `Service-Version`. */
	apiVersion?: string;
	maxRetries?: number;
}

/** Per call of a create, or of a batch's complete or revert: its Idempotency-Key or its dry run besides. */
export interface RequestOptions extends CallOptions {
	/** Your own Idempotency-Key (else one is generated, and reused by the call's retries). */
	idempotencyKey?: string;
	/** A create's dry run (`?dry_run=true`): checked, against the merchant's books too, and never stored; no Idempotency-Key is sent. */
	dryRun?: boolean;
}

/** The HTTP answer a result came in, as `result.lastResponse`. */
export interface LastResponse {
	/** `Request-Id` (`req_…`): quote it when asking for support. */
	requestId: string | undefined;
	statusCode: number;
	/** Every header of the answer, names in lowercase (`x-ratelimit-remaining`, `idempotent-replayed`…). */
	headers: Record<string, string>;
	/** The Idempotency-Key the call sent, if any. */
	idempotencyKey: string | undefined;
	/** `Idempotent-Replayed: true`: the answer is the first one of this Idempotency-Key, replayed. */
	idempotentReplayed: boolean;
}

/** What a call answers: the body, with `lastResponse` beside its fields (not enumerable: JSON.stringify leaves it out). */
export type WithResponse<T> = T & { readonly lastResponse: LastResponse };

/** A page of a list. */
export interface List<T> {
	object: "list";
	url: string;
	has_more: boolean;
	data: T[];
}

/** One operation as the generated code describes it. */
export interface Operation {
	method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
	/** With `{name}` for path parameters. */
	path: string;
	/** A create: it carries an Idempotency-Key. */
	idempotent: boolean;
}

/**
 * A list call: await it for one page, or iterate it with `for await` for every object of every
 * page, newest first (it follows `starting_after`).
 */
export type PagePromise<T> = Promise<WithResponse<List<T>>> & AsyncIterable<T>;

const DEFAULT_TIMEOUT_MS = 60_000;
const USER_AGENT = `bookdrop-client/${VERSION} node/${process.version}`;

/** One attempt's outcome: an answer read whole, or why there was none. */
type Attempt = { res: Response; text: string } | { failure: string; cause: unknown };

export class Transport {
	private readonly baseUrl: string;
	private readonly fetch: typeof fetch;

	constructor(private readonly options: ClientOptions) {
		this.baseUrl = (options.baseUrl ?? "http://localhost:3000").replace(/\/$/, "");
		this.fetch = options.fetch ?? globalThis.fetch;
	}

	/** Sends one operation: path parameters fill the path, the rest goes to the query (GET) or the JSON body. */
	async call<T>(
		op: Operation,
		pathParams: Record<string, string>,
		params: Record<string, unknown> = {},
		options: RequestOptions = {},
	): Promise<WithResponse<T>> {
		const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name]));
		const headers: Record<string, string> = {
			Authorization: `Bearer ${options.apiKey ?? this.options.apiKey}`,
			Accept: "application/json",
			"User-Agent": USER_AGENT,
		};
		const apiVersion = options.apiVersion ?? this.options.apiVersion;
		if (apiVersion !== undefined) headers["Service-Version"] = apiVersion;
		let url = this.baseUrl + path + (options.dryRun ? "?dry_run=true" : "");
		let body: string | undefined;
		if (op.method === "GET") {
			const query = queryString(params);
			if (query) url += `?${query}`;
		} else if (Object.keys(params).length) {
			body = JSON.stringify(params);
			headers["Content-Type"] = "application/json";
		}
		if (op.idempotent && !options.dryRun) headers["Idempotency-Key"] = options.idempotencyKey ?? randomUUID();
		// A network error or a timeout may hide a done change: only reads, deletes, keyed creates, dry runs and the books'
		// PUT and PATCH (sets of names, the same whichever time they land) are sent again then.
		const safeAfterNetworkError = (this.options.retryNetworkErrors ?? true) && (op.method !== "POST" || op.idempotent);
		const maxRetries = options.maxRetries ?? this.options.maxRetries ?? 3;
		const timeout = options.timeout ?? this.options.timeout ?? DEFAULT_TIMEOUT_MS;
		for (let attempt = 1; ; attempt++) {
			const sent = await this.attempt(url, { method: op.method, headers, body }, timeout, options.signal);
			if ("failure" in sent) {
				if (!safeAfterNetworkError || attempt > maxRetries)
					throw new BookdropConnectionError(`cannot reach bookdrop at ${this.origin()} (${sent.failure})`, sent.cause);
				await this.wait(attempt, maxRetries, null, `network error (${sent.failure})`, null, options.signal);
				continue;
			}
			const { res, text } = sent;
			if ((res.status === 429 || res.status === 503) && attempt <= maxRetries) {
				await this.wait(attempt, maxRetries, res.status, `HTTP ${res.status}`, res.headers.get("retry-after"), options.signal);
				continue;
			}
			// The same key's first attempt still runs (e.g. on a replica that just died): it ends within seconds.
			if (res.status === 409 && op.idempotent && attempt <= maxRetries && keyInUse(text)) {
				await this.wait(attempt, maxRetries, res.status, "Idempotency-Key in use", null, options.signal);
				continue;
			}
			return answer<T>(res, text, this.origin(), headers["Idempotency-Key"]);
		}
	}

	/** One request and its whole body within `timeout`, or why not: a network error, the timeout, or the caller's abort (thrown). */
	private async attempt(url: string, init: RequestInit, timeout: number, signal: AbortSignal | undefined): Promise<Attempt> {
		const timer = AbortSignal.timeout(timeout);
		try {
			const res = await this.fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timer]) : timer });
			return { res, text: await res.text() };
		} catch (err) {
			if (signal?.aborted) throw new BookdropConnectionError(`the request to ${this.origin()} was aborted`, signal.reason);
			if (timer.aborted) return { failure: `no answer within ${timeout} ms`, cause: err };
			return { failure: describe(err), cause: err };
		}
	}

	private origin(): string {
		return new URL(this.baseUrl).origin;
	}

	/** A list operation whose answer also iterates over every page. */
	list<T extends { id: string }>(
		op: Operation,
		pathParams: Record<string, string>,
		params: Record<string, unknown> = {},
		options: CallOptions = {},
	): PagePromise<T> {
		const first = this.call<List<T>>(op, pathParams, params, options);
		const pages = async function* (transport: Transport): AsyncGenerator<T> {
			let page: List<T> = await first;
			for (;;) {
				yield* page.data;
				if (!page.has_more || !page.data.length) return;
				const after = page.data[page.data.length - 1].id;
				page = await transport.call<List<T>>(op, pathParams, { ...params, starting_after: after }, options);
			}
		};
		return Object.assign(first, { [Symbol.asyncIterator]: () => pages(this) });
	}

	/** Waits as `Retry-After` says, else backs off exponentially (0.5 s, 1 s, 2 s… with jitter); the caller's abort ends it. */
	private async wait(
		attempt: number,
		maxRetries: number,
		status: number | null,
		reason: string,
		retryAfter: string | null,
		signal: AbortSignal | undefined,
	): Promise<void> {
		const cap = (this.options.maxRetryWaitSeconds ?? 60) * 1000;
		const asked = Number(retryAfter);
		const waitMs = Math.min(
			cap,
			retryAfter !== null && Number.isFinite(asked) && asked >= 0 ? asked * 1000 : 500 * 2 ** (attempt - 1) * (0.5 + Math.random() / 2),
		);
		this.options.onRetry?.({ attempt, maxRetries, status, reason, waitMs });
		await new Promise<void>((resolve, reject) => {
			const aborted = () => {
				clearTimeout(timer);
				reject(new BookdropConnectionError(`the request to ${this.origin()} was aborted`, signal!.reason));
			};
			const timer = setTimeout(() => {
				signal?.removeEventListener("abort", aborted);
				resolve();
			}, waitMs);
			if (signal?.aborted) aborted();
			else signal?.addEventListener("abort", aborted, { once: true });
		});
	}
}

/** `expand: ["customer"]` becomes `expand[]=customer`, as the API reads arrays. */
function queryString(params: Record<string, unknown>): string {
	const query = new URLSearchParams();
	for (const [name, value] of Object.entries(params)) {
		if (value === undefined) continue;
		if (Array.isArray(value)) for (const item of value) query.append(`${name}[]`, String(item));
		else query.append(name, String(value));
	}
	return query.toString();
}

function answer<T>(res: Response, text: string, origin: string, idempotencyKey: string | undefined): WithResponse<T> {
	let body: any;
	try {
		body = JSON.parse(text);
	} catch {
		body = undefined;
	}
	if (body === null || typeof body !== "object") throw new BookdropConnectionError(`${origin} answered HTTP ${res.status} without JSON: is it bookdrop?`);
	const headers = Object.fromEntries(res.headers);
	const requestId = res.headers.get("request-id") ?? undefined;
	if (!res.ok) throw errorOfType(res.status, body?.error ?? {}, requestId, headers);
	const lastResponse: LastResponse = {
		requestId,
		statusCode: res.status,
		headers,
		idempotencyKey,
		idempotentReplayed: res.headers.get("idempotent-replayed") === "true",
	};
	return Object.defineProperty(body, "lastResponse", { value: lastResponse, enumerable: false });
}

function describe(err: unknown): string {
	const cause = (err as { cause?: { code?: string; message?: string } }).cause;
	return cause?.code ?? cause?.message ?? (err as Error).message;
}

function keyInUse(text: string): boolean {
	try {
		return (JSON.parse(text) as { error?: { code?: string } } | null)?.error?.code === "idempotency_key_in_use";
	} catch {
		return false;
	}
}
