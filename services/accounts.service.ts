import type { Database, Queryable, Row } from "../shared/platform/db";
import { ApiError, notFound } from "../shared/api/errors";
import { newId, nowSeconds, randomBase62, sha256 } from "../shared/platform/ids";
import { component, listOf, MAX_UNIX_SECONDS, objectOf } from "../shared/api/json-schema";
import { fetchPage, PAGE_SCHEMA } from "../shared/api/pagination";
import { DESKTOP_SCOPES, INTEGRATION_SCOPES, Principal, Scope } from "../shared/api/principal";
import { Params } from "../shared/platform/sql";
import { storeOnce } from "../shared/api/idempotency";
import { ApiContext, created, principalOf } from "../shared/api/request";
import { ID_RULE } from "../shared/domain/engine";
import { DatabaseMixin, DatabaseServiceSchema } from "../shared/platform/platform";
import type { SharedStore } from "../shared/platform/store";
import type { Input } from "../shared/api/validation";
import { importerSeenEveryMs, importerSweepEveryMs } from "../shared/platform/config";
import { registerPresenceMetrics } from "../shared/platform/metrics";
import { markStaleImporters, presentSummary, recordImporterSeen, staleImporters } from "./accounts/presence";
import { newSigningSecret } from "./webhooks/signature";
import { ACCOUNT, KEY, NEW_KEY, presentAccount, presentKey, SUMMARY } from "./accounts/present";

const keyFields = {
	name: { type: "string", max: 255, optional: true },
	scopes: { type: "array", items: { type: "enum", values: INTEGRATION_SCOPES }, min: 1, unique: true },
	integration: { type: "string", max: 64, optional: true },
	expires_at: { type: "number", integer: true, positive: true, max: MAX_UNIX_SECONDS, optional: true },
} as const;

/**
 * Issues a key; the secret exists only in this response, the database keeps its SHA-256.
 * `integrationId` null makes the merchant's desktop key.
 */
async function issueKey(tx: Queryable, accountId: string, integrationId: string | null, scopes: Scope[], name: string | null, expiresAt: number | null) {
	const secret = `ab_${randomBase62(32)}`;
	const [row] = await tx.query(
		`INSERT INTO api_keys (id, account_id, integration_id, name, scopes, secret_hash, secret_last4, created, expires_at)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
		[newId("key"), accountId, integrationId, name, scopes, sha256(secret), secret.slice(-4), nowSeconds(), expiresAt],
	);
	return presentKey(row, secret);
}

/**
 * Revokes live keys of `accountId` matching `which` in `tx`. Revocation holds on every gateway at
 * once while Redis answers: the shared key cache forgets each key before the statement (no gateway
 * refills it from a row still live) and again after the commit (`forgetRevoked`). Without Redis
 * the revocation commits all the same, and a cached admission ends by itself within ADMISSION_MS.
 */
async function revokeKeys(tx: Queryable, store: SharedStore, accountId: string, which: { id: string } | { desktop: true }): Promise<Row[]> {
	const params = new Params();
	const live = [`account_id = ${params.add(accountId)}`, "id" in which ? `id = ${params.add(which.id)}` : "integration_id IS NULL", "revoked_at IS NULL"].join(" AND ");
	for (const key of await tx.query(`SELECT secret_hash FROM api_keys WHERE ${live}`, [...params.values])) await store.forgetKey(key.secret_hash);
	const revokedAt = params.add(nowSeconds());
	return tx.query(`UPDATE api_keys SET revoked_at = ${revokedAt} WHERE ${live} RETURNING *`, params.values);
}

async function forgetRevoked(store: SharedStore, revoked: Row[]): Promise<void> {
	for (const key of revoked) await store.forgetKey(key.secret_hash);
}

/** Revokes one key (revoking again changes nothing); answers the key as it stands. */
async function revokeKey(db: Database, store: SharedStore, key: Row): Promise<Row> {
	if (key.revoked_at !== null) return key;
	const revoked = await db.transaction((tx) => revokeKeys(tx, store, key.account_id, { id: key.id }));
	await forgetRevoked(store, revoked);
	// Empty when a concurrent revocation came first.
	return revoked[0] ?? (await db.query("SELECT * FROM api_keys WHERE id = $1", [key.id]))[0];
}

/**
 * The account named by an admin route's path, or 404. `lock` holds its row until the transaction
 * ends (NO KEY UPDATE: the inserts that reference the account do not wait for it).
 */
async function adminAccount(db: Queryable, id: string, lock = false): Promise<Row> {
	const [account] = await db.query(`SELECT * FROM accounts WHERE id = $1${lock ? " FOR NO KEY UPDATE" : ""}`, [id]);
	if (!account) throw notFound("account", id, "account");
	return account;
}

/** The integration a new key joins: the named one (it must belong to the account) or a new one. */
async function integrationFor(tx: Queryable, accountId: string, input: Input): Promise<string> {
	if (input.integration) {
		const [row] = await tx.query("SELECT id FROM integrations WHERE id = $1 AND account_id = $2", [input.integration, accountId]);
		if (!row) throw new ApiError("resource_missing", `No such integration: '${input.integration}'.`, { param: "integration", status: 400 });
		return row.id;
	}
	const id = newId("int");
	await tx.query("INSERT INTO integrations (id, account_id, name, created) VALUES ($1, $2, $3, $4)", [id, accountId, input.name ?? null, nowSeconds()]);
	return id;
}

function checkExpiry(input: Input): void {
	if (input.expires_at !== undefined && input.expires_at <= nowSeconds()) {
		throw new ApiError("parameter_invalid", "expires_at must be a unix timestamp in the future.", { param: "expires_at" });
	}
}

async function createIntegrationKey(tx: Queryable, accountId: string, input: Input) {
	checkExpiry(input);
	const integrationId = await integrationFor(tx, accountId, input);
	return issueKey(tx, accountId, integrationId, input.scopes, input.name ?? null, input.expires_at ?? null);
}

/**
 * GET /v1/account in one statement: the account's last import and what waits, per type, within
 * the key's visibility, summed from the counters the tables keep (migration 003), never by
 * counting objects, so its cost does not grow with the backlog.
 */
export function accountSummary(principal: Principal): { sql: string; params: unknown[] } {
	const params = new Params();
	const account = params.add(principal.accountId);
	const integration = principal.integrationId === null ? "" : ` AND integration_id = ${params.add(principal.integrationId)}`;
	return {
		sql: `SELECT id, last_import_at, importer_seen_at, importer_stale_at,
		        (SELECT json_object_agg(object, total) FROM (
		           SELECT object, sum(count) AS total FROM pending_counts WHERE account_id = ${account}${integration} GROUP BY object) counts) AS pending
		      FROM accounts WHERE id = ${account}`,
		params: params.values,
	};
}

const AccountsService: DatabaseServiceSchema<{ sweepTimer: NodeJS.Timeout }> = {
	name: "accounts",
	mixins: [DatabaseMixin],

	actions: {
		/** The gateway's key lookup: the principal of a live key, or null. */
		authenticate: {
			visibility: "public",
			params: { secretHash: { type: "string", length: 64 } },
			async handler(ctx: ApiContext<{ secretHash: string }>): Promise<Principal | null> {
				const [row] = await this.db.query(
					"SELECT id, account_id, integration_id, scopes, expires_at FROM api_keys WHERE secret_hash = $1 AND revoked_at IS NULL",
					[ctx.params.secretHash],
				);
				if (!row || (row.expires_at !== null && row.expires_at <= nowSeconds())) return null;
				return { accountId: row.account_id, integrationId: row.integration_id, keyId: row.id, scopes: row.scopes, expiresAt: row.expires_at };
			},
		},

		/** The signing secret of `bookdrop listen` for a live key (its event stream's): made on first use, then the same. */
		listenSecret: {
			visibility: "public",
			params: { keyId: ID_RULE },
			async handler(ctx: ApiContext<{ keyId: string }>): Promise<string | null> {
				const [row] = await this.db.query(
					"UPDATE api_keys SET listen_secret = COALESCE(listen_secret, $2) WHERE id = $1 AND revoked_at IS NULL RETURNING listen_secret",
					[ctx.params.keyId, newSigningSecret()],
				);
				return row?.listen_secret ?? null;
			},
		},

		/** GET /v1/account: what still waits for the merchant, per type, within the key's visibility. */
		summary: {
			rest: "GET /account",
			scope: "read",
			params: {},
			response: SUMMARY,
			async handler(ctx: ApiContext) {
				const { sql, params } = accountSummary(principalOf(ctx));
				const [account] = await this.db.query(sql, params);
				return presentSummary(account, account.pending);
			},
		},

		/** The gateway's notice of a request with the desktop key (at most once a minute per account and gateway). */
		importerSeen: {
			visibility: "public",
			params: { accountId: { type: "string", max: 64 } },
			async handler(ctx: ApiContext<{ accountId: string }>): Promise<void> {
				const announced = await recordImporterSeen(this.db, ctx.params.accountId, importerSeenEveryMs(this.platform.config) / 1000);
				if (announced) ctx.emit("webhooks.due", {}).catch(() => undefined);
			},
		},

		"admin.createAccount": {
			rest: "POST /accounts",
			scope: "admin",
			params: { name: { type: "string", min: 1, max: 255 } },
			status: 201,
			response: component("new_account", objectOf({ account: ACCOUNT, desktop_key: NEW_KEY })),
			async handler(ctx: ApiContext) {
				return this.db.transaction(async (tx) => {
					const [account] = await tx.query("INSERT INTO accounts (id, name, created) VALUES ($1, $2, $3) RETURNING *", [
						newId("acct"),
						ctx.params.name,
						nowSeconds(),
					]);
					const desktopKey = await issueKey(tx, account.id, null, DESKTOP_SCOPES, "Desktop", null);
					return created(ctx, { account: presentAccount(account), desktop_key: desktopKey });
				});
			},
		},

		"admin.retrieveAccount": {
			rest: "GET /accounts/:id",
			scope: "admin",
			params: { id: ID_RULE },
			response: ACCOUNT,
			async handler(ctx: ApiContext) {
				const [row] = await this.db.query("SELECT * FROM accounts WHERE id = $1", [ctx.params.id]);
				if (!row) throw notFound("account", ctx.params.id);
				return presentAccount(row);
			},
		},

		"admin.createKey": {
			rest: "POST /accounts/:account/api_keys",
			scope: "admin",
			params: { account: ID_RULE, ...keyFields },
			status: 201,
			response: NEW_KEY,
			errors: ["resource_missing"],
			async handler(ctx: ApiContext) {
				const account = await adminAccount(this.db, ctx.params.account);
				return created(ctx, await this.db.transaction((tx) => createIntegrationKey(tx, account.id, ctx.params)));
			},
		},

		"admin.listAccounts": {
			rest: "GET /accounts",
			scope: "admin",
			params: PAGE_SCHEMA,
			response: listOf(ACCOUNT),
			async handler(ctx: ApiContext) {
				const { rows, hasMore } = await fetchPage(this.db, { table: "accounts", visible: () => "TRUE", request: ctx.params });
				return { object: "list", url: "/admin/v1/accounts", has_more: hasMore, data: rows.map(presentAccount) };
			},
		},

		/** Every key of the account, revoked ones included, without secrets. */
		"admin.listKeys": {
			rest: "GET /accounts/:account/api_keys",
			scope: "admin",
			params: { account: ID_RULE, ...PAGE_SCHEMA },
			response: listOf(KEY),
			async handler(ctx: ApiContext) {
				const account = await adminAccount(this.db, ctx.params.account);
				const { rows, hasMore } = await fetchPage(this.db, {
					table: "api_keys",
					visible: (params) => `account_id = ${params.add(account.id)}`,
					request: ctx.params,
				});
				return { object: "list", url: `/admin/v1/accounts/${account.id}/api_keys`, has_more: hasMore, data: rows.map((row) => presentKey(row)) };
			},
		},

		/** Any key of any account, the desktop key included; revoking again answers the same. */
		"admin.revokeKey": {
			rest: "DELETE /api_keys/:id",
			scope: "admin",
			params: { id: ID_RULE },
			response: KEY,
			async handler(ctx: ApiContext) {
				const [key] = await this.db.query("SELECT * FROM api_keys WHERE id = $1", [ctx.params.id]);
				if (!key) throw notFound("api_key", ctx.params.id);
				return presentKey(await revokeKey(this.db, this.platform.store, key));
			},
		},

		/**
		 * A new desktop key for a merchant who lost theirs or whose key leaked: every live desktop key
		 * of the account is revoked in the transaction that issues the new one. The account's row is
		 * locked first, so concurrent replacements run one after another, each revoking the key the
		 * one before it issued; a unique index (migration 009) holds one live desktop key per account.
		 */
		"admin.replaceDesktopKey": {
			rest: "POST /accounts/:account/desktop_key",
			scope: "admin",
			params: { account: ID_RULE },
			status: 201,
			response: NEW_KEY,
			async handler(ctx: ApiContext) {
				const { store } = this.platform;
				let revoked: Row[] = [];
				const key = await this.db.transaction(async (tx) => {
					const account = await adminAccount(tx, ctx.params.account, true);
					revoked = await revokeKeys(tx, store, account.id, { desktop: true });
					return issueKey(tx, account.id, null, DESKTOP_SCOPES, "Desktop", null);
				});
				await forgetRevoked(store, revoked);
				return created(ctx, key);
			},
		},

		"keys.create": {
			rest: "POST /api_keys",
			scope: "keys",
			idempotent: true,
			params: keyFields,
			response: NEW_KEY,
			errors: ["resource_missing"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				return this.db.transaction(async (tx) => {
					const key = await createIntegrationKey(tx, principal.accountId, ctx.params);
					// The secret is part of the stored result: a replay after a lost response must show it again.
					return storeOnce(ctx, tx, key);
				});
			},
		},

		"keys.list": {
			rest: "GET /api_keys",
			scope: "keys",
			params: PAGE_SCHEMA,
			response: listOf(KEY),
			async handler(ctx: ApiContext) {
				const { accountId } = principalOf(ctx);
				const { rows, hasMore } = await fetchPage(this.db, {
					table: "api_keys",
					visible: (params) => `account_id = ${params.add(accountId)}`,
					request: ctx.params,
				});
				return { object: "list", url: "/v1/api_keys", has_more: hasMore, data: rows.map((row) => presentKey(row)) };
			},
		},

		/** Revocation holds on every gateway replica at once, within seconds without Redis (`revokeKeys`). */
		"keys.revoke": {
			rest: "DELETE /api_keys/:id",
			scope: "keys",
			params: { id: ID_RULE },
			response: KEY,
			errors: ["resource_in_use"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				if (ctx.params.id === principal.keyId) {
					throw new ApiError("resource_in_use", "A key cannot revoke itself; revoke it with another key that has the 'keys' scope.");
				}
				const [key] = await this.db.query("SELECT * FROM api_keys WHERE id = $1 AND account_id = $2", [ctx.params.id, principal.accountId]);
				if (!key) throw notFound("api_key", ctx.params.id);
				return presentKey(await revokeKey(this.db, this.platform.store, key));
			},
		},
	},

	created() {
		registerPresenceMetrics(this, () => staleImporters(this.db));
	},

	/** The staleness sweep runs on every replica; the statement lets only one mark an account (docs/design.md, "Importer presence"). */
	started() {
		const { config } = this.platform;
		const sweep = () =>
			markStaleImporters(this.db, config.importerStaleAfterSeconds)
				.then((marked) => (marked ? this.broker.emit("webhooks.due", {}) : undefined))
				.catch((err) => this.logger.warn("Importer staleness sweep failed:", err));
		this.sweepTimer = setInterval(sweep, importerSweepEveryMs(config));
		this.sweepTimer.unref();
	},

	stopped() {
		clearInterval(this.sweepTimer);
	},
};

export default AccountsService;
