import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import Fastify, { FastifyReply, FastifyRequest } from "fastify";
import { Pool } from "pg";
import { COUNTRIES } from "../../shared/engine/field-formats";

// The hand-written create that bookdrop's `POST /v1/customers` is compared with: one
// Fastify process doing the same work for a customer (key, scope, rate limit, schema,
// Idempotency-Key) in one SQL statement. The bench starts it as a child process:
//   BASELINE_DATABASE_URL=postgres://…  or  BASELINE_DATA_DIR=/tmp/…  (PGlite, in process)
//   BASELINE_SECRET (the one API key), PORT, RATE_LIMIT_PER_MINUTE.
// BASELINE_LEAN=1 makes it the lean baseline: no access log, and only the indexes a
// create needs (the keys and constraints), none of those bookdrop's lists and filters need.
const LEAN = process.env.BASELINE_LEAN === "1";

type Row = Record<string, any>;
type Query = (sql: string, params?: unknown[]) => Promise<Row[]>;

interface Principal {
	accountId: string;
	integrationId: string | null;
	keyId: string;
	scopes: string[];
}

const API_VERSION = "2026-08-18";
const KEY_CACHE_MS = 60_000;
const WINDOW_MS = 60_000;
const RATE_LIMIT = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120);

// The same tables and indexes as bookdrop's migrations for what a create touches: an insert
// maintains as many indexes and checks the same foreign keys.
const SCHEMA = [
	"CREATE TABLE IF NOT EXISTS accounts (id text PRIMARY KEY, name text NOT NULL, created bigint NOT NULL)",
	"CREATE TABLE IF NOT EXISTS integrations (id text PRIMARY KEY, account_id text NOT NULL REFERENCES accounts (id), created bigint NOT NULL)",
	`CREATE TABLE IF NOT EXISTS api_keys (
	   id text PRIMARY KEY, account_id text NOT NULL REFERENCES accounts (id), integration_id text REFERENCES integrations (id),
	   scopes text[] NOT NULL, secret_hash text NOT NULL UNIQUE, revoked_at bigint)`,
	`CREATE TABLE IF NOT EXISTS customers (
	   seq bigserial PRIMARY KEY, id text NOT NULL UNIQUE, account_id text NOT NULL REFERENCES accounts (id),
	   integration_id text REFERENCES integrations (id), created bigint NOT NULL, updated bigint NOT NULL,
	   import_status text NOT NULL DEFAULT 'pending' CHECK (import_status IN ('pending', 'imported', 'rejected')),
	   import_batch text, imported_at bigint, local_ref text, metadata jsonb NOT NULL DEFAULT '{}',
	   name text NOT NULL, email text, phone text, company text, tax_number text, address_line1 text, address_line2 text,
	   city text, state text, postal_code text, country text, notes text)`,
	"CREATE INDEX IF NOT EXISTS customers_account ON customers (account_id, seq)",
	"CREATE INDEX IF NOT EXISTS customers_integration ON customers (integration_id, seq)",
	"CREATE INDEX IF NOT EXISTS customers_account_status ON customers (account_id, import_status, seq)",
	"CREATE INDEX IF NOT EXISTS customers_integration_status ON customers (integration_id, import_status, seq)",
	"CREATE INDEX IF NOT EXISTS customers_account_email ON customers (account_id, email, seq)",
	"CREATE INDEX IF NOT EXISTS customers_account_name ON customers (account_id, name, seq)",
	"CREATE INDEX IF NOT EXISTS customers_batch ON customers (import_batch) WHERE import_batch IS NOT NULL",
	`CREATE TABLE IF NOT EXISTS idempotency_keys (
	   scope text NOT NULL, key text NOT NULL, fingerprint text NOT NULL, status integer NOT NULL, body json NOT NULL,
	   created bigint NOT NULL, PRIMARY KEY (scope, key))`,
	"CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created)",
];

/** Every customer field with bookdrop's limits (shared/resources/customers.ts, shared/engine/field-types.ts). */
const FIELDS = ["name", "email", "phone", "company", "tax_number", "address_line1", "address_line2", "city", "state", "postal_code", "country", "notes"];
const optionalText = (max: number) => ({ type: ["string", "null"], maxLength: max });
const CUSTOMER_SCHEMA = {
	type: "object",
	additionalProperties: false,
	required: ["name"],
	properties: {
		name: { type: "string", minLength: 1, maxLength: 255 },
		email: { type: ["string", "null"], format: "email", maxLength: 255 },
		phone: optionalText(50),
		company: optionalText(255),
		tax_number: optionalText(60),
		address_line1: optionalText(255),
		address_line2: optionalText(255),
		city: optionalText(120),
		state: optionalText(120),
		postal_code: optionalText(30),
		country: { type: ["string", "null"], pattern: "^[A-Za-z]{2}$" },
		notes: optionalText(20_000),
		metadata: {
			type: ["object", "null"],
			maxProperties: 50,
			propertyNames: { minLength: 1, maxLength: 40 },
			additionalProperties: { type: ["string", "null"], maxLength: 500 },
		},
	},
};

// One statement: the idempotency record first (nothing when the key is taken), the customer only
// when the record is new.
const CREATE_SQL = `
WITH record AS (
  INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) VALUES ($1, $2, $3, 201, $4, $5)
  ON CONFLICT DO NOTHING RETURNING 1
)
INSERT INTO customers (id, account_id, integration_id, created, updated, metadata, ${FIELDS.join(", ")})
SELECT $6, $7, $8, $5, $5, $9, ${FIELDS.map((_, i) => `$${i + 10}`).join(", ")} WHERE EXISTS (SELECT 1 FROM record)
RETURNING 1`;

class HttpError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
	) {
		super(message);
	}
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** JSON with object keys sorted: the same request always hashes the same. */
function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
	if (value && typeof value === "object") {
		const entries = Object.keys(value)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Row)[key])}`);
		return `{${entries.join(",")}}`;
	}
	return JSON.stringify(value);
}

async function openStore(): Promise<Query> {
	const url = process.env.BASELINE_DATABASE_URL;
	if (url) {
		const pool = new Pool({ connectionString: url, max: 10 }); // bookdrop's pool size per process
		return async (sql, params) => (await pool.query(sql, params)).rows;
	}
	const dir = process.env.BASELINE_DATA_DIR;
	if (!dir) throw new Error("Set BASELINE_DATABASE_URL or BASELINE_DATA_DIR.");
	const { PGlite } = await import("@electric-sql/pglite");
	const db = new PGlite(path.join(dir, "pgdata"));
	await db.waitReady;
	return async (sql, params) => (await db.query<Row>(sql, params)).rows;
}

/** The account, integration and key the bench sends requests with. */
async function prepare(query: Query, secret: string): Promise<void> {
	for (const statement of SCHEMA) if (!(LEAN && statement.startsWith("CREATE INDEX"))) await query(statement);
	const now = Math.floor(Date.now() / 1000);
	await query("INSERT INTO accounts (id, name, created) VALUES ('acct_baseline', 'Baseline', $1) ON CONFLICT DO NOTHING", [now]);
	await query("INSERT INTO integrations (id, account_id, created) VALUES ('int_baseline', 'acct_baseline', $1) ON CONFLICT DO NOTHING", [now]);
	await query(
		"INSERT INTO api_keys (id, account_id, integration_id, scopes, secret_hash) VALUES ('key_baseline', 'acct_baseline', 'int_baseline', $1, $2) ON CONFLICT DO NOTHING",
		[["read", "write"], sha256(secret)],
	);
}

async function main(): Promise<void> {
	const query = await openStore();
	await prepare(query, process.env.BASELINE_SECRET ?? "");
	const keys = new Map<string, { principal: Principal | null; until: number }>();
	const windows = new Map<string, { start: number; count: number }>();

	async function principalFor(secret: string): Promise<Principal | null> {
		const hash = sha256(secret);
		const cached = keys.get(hash);
		if (cached && cached.until > Date.now()) return cached.principal;
		const [row] = await query("SELECT id, account_id, integration_id, scopes FROM api_keys WHERE secret_hash = $1 AND revoked_at IS NULL", [hash]);
		const principal = row ? { accountId: row.account_id, integrationId: row.integration_id, keyId: row.id, scopes: row.scopes } : null;
		keys.set(hash, { principal, until: Date.now() + KEY_CACHE_MS });
		return principal;
	}

	/** A fixed window per key; the headers say where the key stands. */
	function charge(keyId: string, reply: FastifyReply): void {
		const now = Date.now();
		let window = windows.get(keyId);
		if (!window || now - window.start >= WINDOW_MS) windows.set(keyId, (window = { start: now, count: 0 }));
		window.count++;
		const reset = window.start + WINDOW_MS;
		reply.header("X-RateLimit-Limit", RATE_LIMIT);
		reply.header("X-RateLimit-Remaining", Math.max(0, RATE_LIMIT - window.count));
		reply.header("X-RateLimit-Reset", Math.ceil(reset / 1000));
		if (window.count > RATE_LIMIT) {
			reply.header("Retry-After", Math.max(1, Math.ceil((reset - now) / 1000)));
			throw new HttpError(429, "rate_limited", "Too many requests.");
		}
	}

	const app = Fastify({ logger: false, ajv: { customOptions: { removeAdditional: false, coerceTypes: false } } });

	app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
		reply.header("Request-Id", `req_${randomBytes(15).toString("base64url")}`);
		reply.header("Service-Version", API_VERSION);
		if (request.url === "/healthz") return;
		const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
		const principal = match ? await principalFor(match[1]) : null;
		if (!principal) throw new HttpError(401, "api_key_invalid", "This API key is not valid.");
		charge(principal.keyId, reply);
		if (!principal.scopes.includes("write")) throw new HttpError(403, "insufficient_scope", "This API key lacks the 'write' scope.");
		request.principal = principal;
	});

	// An optional text sent as "" means no value, as in bookdrop.
	app.addHook("preValidation", async (request: FastifyRequest) => {
		const body = request.body as Row | undefined;
		if (!body || typeof body !== "object") return;
		for (const name of FIELDS) if (name !== "name" && body[name] === "") body[name] = null;
	});

	app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
		const status = err instanceof HttpError ? err.status : err.validation ? 400 : (err.statusCode ?? 500);
		const code = err instanceof HttpError ? err.code : status < 500 ? "parameter_invalid" : "internal_error";
		reply.status(status).send({ error: { code, message: status < 500 ? err.message : "Something went wrong.", request_id: reply.getHeader("Request-Id") } });
		if (status >= 500) console.error(err); // into the log file the bench shows when the baseline fails
	});

	// One JSON access line per request, as bookdrop writes in production (LOG_LEVEL=info): the same job.
	if (!LEAN)
		app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
			const principal = request.principal;
			process.stdout.write(
				`${JSON.stringify({
					ts: Date.now(),
					level: "info",
					msg: "access",
					request_id: reply.getHeader("Request-Id"),
					method: request.method,
					route: request.routeOptions.url ?? null,
					status: reply.statusCode,
					duration_ms: Math.round(reply.elapsedTime * 10) / 10,
					account_id: principal?.accountId ?? null,
					key_id: principal?.keyId ?? null,
					integration_id: principal?.integrationId ?? null,
				})}\n`,
			);
		});

	app.get("/healthz", async () => ({ status: "ok" }));

	app.post("/v1/customers", { schema: { body: CUSTOMER_SCHEMA } }, async (request, reply) => {
		const principal = request.principal!;
		const key = request.headers["idempotency-key"];
		if (typeof key !== "string" || key.length === 0 || key.length > 255) {
			throw new HttpError(400, "idempotency_key_missing", "Creates need an 'Idempotency-Key' header (1 to 255 characters).");
		}
		const input = request.body as Row;
		const country = input.country ? String(input.country).toUpperCase() : null;
		if (country !== null && !COUNTRIES.has(country)) throw new HttpError(400, "parameter_invalid", "country must be an ISO 3166-1 alpha-2 code.");
		const metadata = Object.fromEntries(Object.entries((input.metadata ?? {}) as Row).filter(([, value]) => value !== null && value !== ""));
		const now = Math.floor(Date.now() / 1000);
		const values: Row = { ...Object.fromEntries(FIELDS.map((name) => [name, input[name] ?? null])), country };
		const customer = {
			id: `cus_${randomBytes(18).toString("base64url")}`,
			object: "customer",
			...values,
			metadata,
			import: { status: "pending", batch: null, imported_at: null, local_ref: null },
			created: now,
			updated: now,
		};
		const body = JSON.stringify(customer);
		const scope = principal.integrationId ?? principal.accountId;
		const fingerprint = sha256(`POST /v1/customers ${canonicalJson(input)}`);
		const inserted = await query(CREATE_SQL, [
			scope,
			key,
			fingerprint,
			body,
			now,
			customer.id,
			principal.accountId,
			principal.integrationId,
			JSON.stringify(metadata),
			...FIELDS.map((name) => values[name]),
		]);
		reply.type("application/json; charset=utf-8");
		if (inserted.length) return reply.status(201).send(body);
		const [stored] = await query("SELECT fingerprint, status, body::text AS body FROM idempotency_keys WHERE scope = $1 AND key = $2", [scope, key]);
		if (stored.fingerprint !== fingerprint)
			throw new HttpError(409, "idempotency_key_reused", "This Idempotency-Key was already used with a different request.");
		return reply.status(stored.status).header("Idempotent-Replayed", "true").send(stored.body);
	});

	await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
	const stop = () => void app.close().then(() => process.exit(0));
	process.on("SIGTERM", stop);
	process.on("SIGINT", stop);
}

declare module "fastify" {
	interface FastifyRequest {
		principal?: Principal;
	}
}

main().catch((err) => {
	console.error(err);
	process.exit(1);
});
