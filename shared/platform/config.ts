import path from "node:path";

/** Every setting bookdrop reads, from the environment, in one place (docs/operations.md, "Configuration"). */
export interface Config {
	port: number;
	host: string;
	dataDir: string;
	databaseUrl: string | null;
	transporter: string | null;
	redisUrl: string | null;
	services: string[];
	adminToken: string | null;
	rateLimitPerMinute: number;
	/** Requests without a valid key one client address may make per minute before it is refused unheard. */
	refusalsPerMinute: number;
	logLevel: LogLevel;
	/** `json`: one JSON object per line (default when stdout is not a terminal); `text`: for people. */
	logFormat: LogFormat;
	/** A port of its own for `/metrics`, without the admin token; null: `/metrics` is served on PORT. */
	metricsPort: number | null;
	/** Moleculer node id; defaults to hostname and pid. */
	nodeId: string | null;
	/** Moleculer namespace: nodes talk only to nodes of the same namespace on one transporter. */
	namespace: string;
	/** Seconds between webhook attempts after the first: retries immediately, +1 min, +5 min, +30 min, +2 h, +12 h. */
	webhookRetrySchedule: number[];
	webhookTimeoutMs: number;
	/**
	 * How long a claimed delivery is held by the worker that claimed it: past it, another worker
	 * records the attempt as `worker_lost` and tries again. Longer than an attempt may take.
	 */
	webhookLeaseMs: number;
	/** Attempts one endpoint may have under way at once, over every webhooks process. */
	webhookEndpointConcurrency: number;
	/** Attempts the endpoints of one account may have under way at once, over every webhooks process. */
	webhookAccountConcurrency: number;
	/** Local development and tests only: webhooks may target private and loopback addresses. */
	webhookAllowPrivate: boolean;
	/** `apply`: migrate at start; `wait`: wait until `bookdrop migrate` (a Job) has applied them. */
	migrations: "apply" | "wait";
	/** How long `wait` waits before the process gives up. */
	migrationsWaitSeconds: number;
	/** Time a client may take to send a request's headers, and the whole request with its body. */
	httpHeadersTimeoutMs: number;
	httpRequestTimeoutMs: number;
	/** How long an idle keep-alive connection stays open. */
	httpKeepAliveTimeoutMs: number;
	/** Seconds without a request with the desktop key after which an account's importer is stale. */
	importerStaleAfterSeconds: number;
	/** Seconds a test account's new object waits before the simulated importer takes it (docs/testing.md). */
	sandboxImportDelaySeconds: number;
	/** Seconds between expiry sweeps: an object is marked expired at most this long after its `expires_at` (docs/lifecycle.md, "Expiry"). */
	expirySweepSeconds: number;
	/** The origin clients reach the API at (`https://api.example.com`), named by the served document and reference; null: the request's Host. */
	publicUrl: string | null;
	/** Whether the gateways record each key's requests in the request log (docs/requests.md). */
	requestLog: boolean;
}

/**
 * How often a desktop request is written down, per account: once a minute, or every tenth of
 * IMPORTER_STALE_AFTER when that is shorter (docs/design.md, "Importer presence").
 */
export const importerSeenEveryMs = (config: Config): number => Math.min(60_000, config.importerStaleAfterSeconds * 100);

/** How often the staleness sweep looks: a tenth of IMPORTER_STALE_AFTER, at least a second, at most a minute. */
export const importerSweepEveryMs = (config: Config): number => Math.max(1_000, importerSeenEveryMs(config));

/** MIGRATIONS=wait gives up after this many seconds unless MIGRATIONS_WAIT_SECONDS says otherwise (k8s/ probes allow for it). */
export const MIGRATIONS_WAIT_SECONDS = 300;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["json", "text"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** WEBHOOK_LEASE_MS defaults to WEBHOOK_TIMEOUT_MS plus this: time to record an attempt's outcome. */
const WEBHOOK_LEASE_MARGIN_MS = 5_000;

export const ALL_SERVICES = ["gateway", "accounts", "catalog", "transactions", "batches", "events", "webhooks"];

/** Every service but the gateway keeps its state in the database; the gateway is an edge. */
export const usesDatabase = (services: string[]) => services.some((name) => name !== "gateway");

/** The environment the configuration is read from: the process's own, or a test's. */
type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
	const raw = env[name];
	if (raw === undefined || raw === "") return fallback;
	const value = Number(raw);
	if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
	return value;
}

/** A comma-separated list of non-negative seconds, decimals allowed. */
function schedule(env: Env, name: string, fallback: number[]): number[] {
	const raw = optional(env, name);
	if (raw === null) return fallback;
	const values = raw.split(",").map(Number);
	if (values.some((v) => !Number.isFinite(v) || v < 0)) throw new Error(`${name} must list seconds, like "0,60,300", got "${raw}"`);
	return values;
}

/** One of `values`, or `fallback` when unset. */
function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
	const raw = optional(env, name) ?? fallback;
	if (!values.includes(raw as T)) throw new Error(`${name} must be one of ${values.join(", ")}, got "${raw}"`);
	return raw as T;
}

/** `true` or `false` and nothing else: read as false, a `1` or `yes` would leave the setting off unseen. */
function boolean(env: Env, name: string, fallback: boolean): boolean {
	const raw = optional(env, name);
	if (raw === null) return fallback;
	if (raw !== "true" && raw !== "false") throw new Error(`${name} must be "true" or "false", got "${raw}"`);
	return raw === "true";
}

function optional(env: Env, name: string): string | null {
	const raw = env[name];
	return raw === undefined || raw === "" ? null : raw;
}

/** Every setting, checked; read once by the process runner and handed on (shared/platform/platform.ts). */
export function loadConfig(env: Env = process.env): Config {
	const services = (optional(env, "SERVICES") ?? ALL_SERVICES.join(","))
		.split(",")
		.map((s) => s.trim())
		.filter(Boolean);
	const unknown = services.filter((s) => !ALL_SERVICES.includes(s));
	if (unknown.length) throw new Error(`SERVICES names unknown services: ${unknown.join(", ")} (known: ${ALL_SERVICES.join(", ")})`);
	const migrations = optional(env, "MIGRATIONS") ?? "apply";
	if (migrations !== "apply" && migrations !== "wait") throw new Error(`MIGRATIONS must be "apply" or "wait", got "${migrations}"`);
	const databaseUrl = connectionUrl(env, "DATABASE_URL", ["postgres", "postgresql"], "postgres://bookdrop:password@127.0.0.1:5432/bookdrop");
	// One process owns a PGlite directory: nobody else could ever apply the migrations it waits for.
	if (migrations === "wait" && !databaseUrl) throw new Error("MIGRATIONS=wait needs DATABASE_URL: with PGlite, the process itself migrates");
	return {
		port: integer(env, "PORT", 3000, 0),
		host: optional(env, "HOST") ?? "0.0.0.0",
		dataDir: path.resolve(optional(env, "DATA_DIR") ?? "./data"),
		databaseUrl,
		transporter: connectionUrl(env, "TRANSPORTER", ["nats"], "nats://127.0.0.1:4222"),
		redisUrl: connectionUrl(env, "REDIS_URL", ["redis", "rediss"], "redis://127.0.0.1:6379"),
		services,
		adminToken: optional(env, "ADMIN_TOKEN"),
		rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 120, 1),
		refusalsPerMinute: integer(env, "REFUSALS_PER_MINUTE", 60, 1),
		logLevel: oneOf(env, "LOG_LEVEL", LOG_LEVELS, "info"),
		logFormat: oneOf(env, "LOG_FORMAT", LOG_FORMATS, process.stdout.isTTY ? "text" : "json"),
		metricsPort: metricsPort(env),
		nodeId: optional(env, "NODE_ID"),
		namespace: optional(env, "NAMESPACE") ?? "bookdrop",
		webhookRetrySchedule: schedule(env, "WEBHOOK_RETRY_SCHEDULE", [0, 60, 300, 1800, 7200, 43200]),
		...webhookTimes(env),
		webhookEndpointConcurrency: integer(env, "WEBHOOK_ENDPOINT_CONCURRENCY", 4, 1),
		webhookAccountConcurrency: integer(env, "WEBHOOK_ACCOUNT_CONCURRENCY", 100, 1),
		webhookAllowPrivate: boolean(env, "WEBHOOK_ALLOW_PRIVATE", false),
		migrations,
		migrationsWaitSeconds: integer(env, "MIGRATIONS_WAIT_SECONDS", MIGRATIONS_WAIT_SECONDS, 1),
		...httpTimeouts(env),
		importerStaleAfterSeconds: integer(env, "IMPORTER_STALE_AFTER", 86_400, 1),
		sandboxImportDelaySeconds: integer(env, "SANDBOX_IMPORT_DELAY", 5, 0),
		expirySweepSeconds: integer(env, "EXPIRY_SWEEP_SECONDS", 60, 1),
		publicUrl: publicUrl(env),
		requestLog: boolean(env, "REQUEST_LOG", true),
	};
}

/**
 * A server's URL of one of `schemes`, or null when unset: another kind would fail only on first use, with
 * the client's own words (`mysql://` as a PostgreSQL user's name). TRANSPORTER may list several, comma-separated,
 * as Moleculer reads it. A wrong one is shown by its scheme alone: the URL may carry a password.
 */
function connectionUrl(env: Env, name: string, schemes: string[], example: string): string | null {
	const raw = optional(env, name);
	if (raw === null) return null;
	for (const url of name === "TRANSPORTER" ? raw.split(",") : [raw]) {
		const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim())?.[1].toLowerCase();
		if (scheme !== undefined && schemes.includes(scheme) && URL.canParse(url.trim())) continue;
		const got = scheme === undefined ? "no URL" : schemes.includes(scheme) ? `a ${scheme}:// URL that does not parse` : `${scheme}://…`;
		throw new Error(`${name} must be a ${schemes.map((s) => `${s}://`).join(" or ")} URL, such as ${example}; got ${got}`);
	}
	return raw;
}

/** PUBLIC_URL is an origin: http or https, a host, a port perhaps, and nothing after it. */
function publicUrl(env: Env): string | null {
	const raw = optional(env, "PUBLIC_URL");
	if (raw === null) return null;
	const url = URL.canParse(raw) ? new URL(raw) : null;
	const origin =
		url && (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
	if (!origin) throw new Error(`PUBLIC_URL must be the origin clients reach the API at, such as https://api.example.com (no path), got "${raw}"`);
	return url.origin;
}

/** METRICS_PORT must not be PORT: the public API and the scrape port are kept apart. */
function metricsPort(env: Env): number | null {
	if (optional(env, "METRICS_PORT") === null) return null;
	const port = integer(env, "METRICS_PORT", 0, 1);
	if (port === integer(env, "PORT", 3000, 0)) throw new Error("METRICS_PORT must differ from PORT");
	return port;
}

/**
 * The lease must outlast an attempt (bounded by the timeout) and the recording of its outcome, else
 * a second worker would send a delivery whose first attempt is still running.
 */
function webhookTimes(env: Env) {
	const webhookTimeoutMs = integer(env, "WEBHOOK_TIMEOUT_MS", 10_000, 1);
	const webhookLeaseMs = integer(env, "WEBHOOK_LEASE_MS", webhookTimeoutMs + WEBHOOK_LEASE_MARGIN_MS, 1);
	if (webhookLeaseMs < webhookTimeoutMs + 1000) throw new Error("WEBHOOK_LEASE_MS must be at least WEBHOOK_TIMEOUT_MS + 1000");
	return { webhookTimeoutMs, webhookLeaseMs };
}

/** Node's HTTP server refuses a headers timeout longer than the request timeout; say so at start. */
function httpTimeouts(env: Env) {
	const httpHeadersTimeoutMs = integer(env, "HTTP_HEADERS_TIMEOUT_MS", 10_000, 1);
	const httpRequestTimeoutMs = integer(env, "HTTP_REQUEST_TIMEOUT_MS", 30_000, 1);
	if (httpHeadersTimeoutMs > httpRequestTimeoutMs) throw new Error("HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS");
	return { httpHeadersTimeoutMs, httpRequestTimeoutMs, httpKeepAliveTimeoutMs: integer(env, "HTTP_KEEP_ALIVE_TIMEOUT_MS", 5_000, 1) };
}
