import { randomUUID } from "node:crypto";

/** How the client reaches bookdrop. */
export interface ClientOptions {
	/** An API key (`ab_…`), or the operator's admin token for `admin.*`. */
	apiKey: string;
	/** Default `http://localhost:3000`. */
	baseUrl?: string;
	/** Retries after a network error, 429, 503 or 409 idempotency_key_in_use; default 3. */
	maxRetries?: number;
	/** Whether a network error is retried too (reads, deletes and creates only); default true. */
	retryNetworkErrors?: boolean;
	/** Longest wait between two attempts, in seconds; default 60. */
	maxRetryWaitSeconds?: number;
	/** Told before each retry: why, and how long it waits. */
	onRetry?: (retry: { attempt: number; maxRetries: number; status: number | null; reason: string; waitMs: number }) => void;
	/** For tests: a fetch of your own. */
	fetch?: typeof fetch;
}

/** Per call: your own Idempotency-Key for a create, or a batch's complete or revert (else one is generated, and reused by its retries). */
export interface RequestOptions {
	idempotencyKey?: string;
	/** A create's dry run (`?dry_run=true`): checked, against the merchant's books too, and never stored; no Idempotency-Key is sent. */
	dryRun?: boolean;
}

/** An error answer of the API: switch on `code`. */
export class BookdropError extends Error {
	constructor(
		readonly status: number,
		readonly type: string,
		readonly code: string,
		message: string,
		readonly param: string | undefined,
		readonly requestId: string | undefined,
		/** The whole `error` object, with fields some codes add (`objects`, `refundable_amount`…). */
		readonly raw: Record<string, unknown>,
	) {
		super(message);
		this.name = "BookdropError";
	}
}

/** bookdrop could not be reached, or what answered was not bookdrop, after every retry. */
export class BookdropConnectionError extends Error {
	constructor(
		message: string,
		override readonly cause?: unknown,
	) {
		super(message);
		this.name = "BookdropConnectionError";
	}
}

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
export type PagePromise<T> = Promise<List<T>> & AsyncIterable<T>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Transport {
	private readonly baseUrl: string;
	private readonly fetch: typeof fetch;

	constructor(private readonly options: ClientOptions) {
		this.baseUrl = (options.baseUrl ?? "http://localhost:3000").replace(/\/$/, "");
		this.fetch = options.fetch ?? globalThis.fetch;
	}

	/** Sends one operation: path parameters fill the path, the rest goes to the query (GET) or the JSON body. */
	async call<T>(op: Operation, pathParams: Record<string, string>, params: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
		const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name]));
		const headers: Record<string, string> = { Authorization: `Bearer ${this.options.apiKey}`, Accept: "application/json" };
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
		// A network error may hide a done change: only reads, deletes, keyed creates, dry runs and the books' PUT and PATCH
		// (sets of names, the same whichever time they land) are sent again then.
		const safeAfterNetworkError = (this.options.retryNetworkErrors ?? true) && (op.method !== "POST" || op.idempotent);
		const maxRetries = this.options.maxRetries ?? 3;
		for (let attempt = 1; ; attempt++) {
			let res: Response;
			try {
				res = await this.fetch(url, { method: op.method, headers, body });
			} catch (err) {
				if (!safeAfterNetworkError || attempt > maxRetries)
					throw new BookdropConnectionError(`cannot reach bookdrop at ${this.origin()} (${describe(err)})`, err);
				await this.wait(attempt, null, `network error (${describe(err)})`, null);
				continue;
			}
			if ((res.status === 429 || res.status === 503) && attempt <= maxRetries) {
				await res.arrayBuffer();
				await this.wait(attempt, res.status, `HTTP ${res.status}`, res.headers.get("retry-after"));
				continue;
			}
			// The same key's first attempt still runs (e.g. on a replica that just died): it ends within seconds.
			if (res.status === 409 && op.idempotent && attempt <= maxRetries && (await keyInUse(res.clone()))) {
				await res.arrayBuffer();
				await this.wait(attempt, res.status, "Idempotency-Key in use", null);
				continue;
			}
			return answer<T>(res, this.origin());
		}
	}

	private origin(): string {
		return new URL(this.baseUrl).origin;
	}

	/** A list operation whose answer also iterates over every page. */
	list<T extends { id: string }>(op: Operation, pathParams: Record<string, string>, params: Record<string, unknown> = {}): PagePromise<T> {
		const first = this.call<List<T>>(op, pathParams, params);
		const pages = async function* (transport: Transport): AsyncGenerator<T> {
			let page = await first;
			for (;;) {
				yield* page.data;
				if (!page.has_more || !page.data.length) return;
				page = await transport.call<List<T>>(op, pathParams, { ...params, starting_after: page.data[page.data.length - 1].id });
			}
		};
		return Object.assign(first, { [Symbol.asyncIterator]: () => pages(this) });
	}

	/** Waits as `Retry-After` says, else backs off exponentially (0.5 s, 1 s, 2 s… with jitter). */
	private async wait(attempt: number, status: number | null, reason: string, retryAfter: string | null): Promise<void> {
		const cap = (this.options.maxRetryWaitSeconds ?? 60) * 1000;
		const asked = Number(retryAfter);
		const waitMs = Math.min(
			cap,
			retryAfter !== null && Number.isFinite(asked) && asked >= 0 ? asked * 1000 : 500 * 2 ** (attempt - 1) * (0.5 + Math.random() / 2),
		);
		this.options.onRetry?.({ attempt, maxRetries: this.options.maxRetries ?? 3, status, reason, waitMs });
		await sleep(waitMs);
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

async function answer<T>(res: Response, origin: string): Promise<T> {
	const text = await res.text();
	let body: any;
	try {
		body = JSON.parse(text);
	} catch {
		throw new BookdropConnectionError(`${origin} answered HTTP ${res.status} without JSON: is it bookdrop?`);
	}
	if (res.ok) return body as T;
	const error = body?.error ?? {};
	throw new BookdropError(
		res.status,
		error.type,
		error.code,
		error.message ?? `HTTP ${res.status}`,
		error.param,
		error.request_id ?? res.headers.get("request-id") ?? undefined,
		error,
	);
}

function describe(err: unknown): string {
	const cause = (err as { cause?: { code?: string; message?: string } }).cause;
	return cause?.code ?? cause?.message ?? (err as Error).message;
}

async function keyInUse(res: Response): Promise<boolean> {
	const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
	return body?.error?.code === "idempotency_key_in_use";
}
