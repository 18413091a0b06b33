// The request log (docs/requests.md): what a gateway records of each request a key made, and the
// bounds that keep an entry small. The gateway buffers entries (services/gateway/request-log-buffer.ts)
// and the events service writes them (services/events/request-log-actions.ts).

/** One request a key made, as the gateway saw it answered. */
export interface RequestLogEntry {
	/** The request's own id (`req_…`, its `Request-Id` header). */
	id: string;
	accountId: string;
	/** null for the desktop key. */
	integrationId: string | null;
	keyId: string;
	/** When the request arrived, in unix seconds. */
	created: number;
	method: string;
	/** The path as sent, without the query string. */
	path: string;
	status: number;
	/** The answer's `error` object; null for a success. */
	error: Record<string, unknown> | null;
	idempotencyKey: string | null;
	durationMs: number;
}

/** The most entries a gateway sends in one batch, and the events service takes in one call. */
export const BATCH_MAX = 500;

/** The request log keeps 7 days. */
export const REQUEST_LOG_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/** Entries created before this (unix seconds), seen at `now`, are past retention: invisible, then purged. */
export const requestLogCutoff = (now: number) => now - REQUEST_LOG_RETENTION_SECONDS;

/** The longest path kept; a longer one is cut (no route of the API is near it). */
export const PATH_MAX = 512;

/**
 * A path segment that starts like one of bookdrop's secrets: an API key, a portal session or link
 * token, a webhook signing secret, an admin token. No route takes one, but a client may paste one
 * where an id belongs, and the desktop key reads its integrations' requests.
 */
const SECRET_SEGMENT = /(?<=\/)(ab|bps|bpl|whsec|adm)_[^/]*/g;

/** The path a request's entry keeps: without its query string (which no entry keeps), secrets masked, at most PATH_MAX. */
export function loggedPath(url: string): string {
	const path = url.split("?", 1)[0];
	return path.replace(SECRET_SEGMENT, "$1_…").slice(0, PATH_MAX);
}
/** The longest Idempotency-Key kept: the API's own limit (docs/api.md, "Idempotency"). */
export const IDEMPOTENCY_KEY_MAX = 255;
/** The most characters of an error's JSON kept whole; past it, its message is cut and its details left out. */
export const ERROR_MAX = 4096;
const MESSAGE_MAX = 1000;

/** The error object of an answer, bounded: an error's message may quote what the client sent. */
export function boundedError(error: Record<string, unknown>): Record<string, unknown> {
	if (JSON.stringify(error).length <= ERROR_MAX) return error;
	const { type, code, message, request_id } = error;
	return { type, code, message: String(message).slice(0, MESSAGE_MAX), request_id };
}
