import { sweepTraced } from "../../shared/platform/tracing";
import type { Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { accountClock, unixSeconds } from "../../shared/platform/clock";
import { about, component, EXAMPLE_TIME, exampleId, listOf, MAX_UNIX_SECONDS, objectOf } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import { ACCOUNT_MODES, DESKTOP_SCOPES, INTEGRATION_SCOPES, KEYS_REVOKED_EVENT, Principal } from "../../shared/actions/principal";
import { storeOnce } from "../../shared/actions/idempotency";
import { ApiContext, clockOf, created, principalOf } from "../../shared/actions/action-context";
import { ID_RULE } from "../../shared/engine";
import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import { importerSeenEveryMs, importerSweepEveryMs } from "../../shared/platform/config";
import { countPendingAgingAlerts, countRetained, registerPresenceMetrics, registerRetentionMetrics } from "../../shared/platform/metrics";
import { markStaleImporters, recordImporterSeen } from "./importer-presence";
import { staleImporters } from "./importer-presence.store";
import { setPendingAlert, sweepPendingAging } from "./pending-aging";
import { newSigningSecret } from "../../shared/events/webhook-signatures";
import { ACCOUNT, KEY, NEW_KEY, PENDING_ALERT_AFTER, presentAccount, presentKey, presentSummary, SUMMARY } from "./account-views";
import { adminAccount, AnnounceRevoked, createIntegrationKey, DESKTOP_KEY, forgetRevoked, issueKey, keyPrincipal, revokeKey, revokeKeys } from "./api-keys";
import { accountsPage, findAccount, insertAccount, summaryOf } from "./accounts.store";
import { keepListenSecret, keysPage, keyWithMode, unrevokedKey } from "./api-keys.store";
import { portalLinkActions, purgePortalLinks } from "./portal-links";
import { catchUpClocks, sandboxClockActions } from "./sandbox-clock";

const keyFields = {
	name: { type: "string", max: 255, optional: true, ...about("A name for people.", "Shop sync") },
	scopes: { type: "array", items: { type: "enum", values: INTEGRATION_SCOPES }, min: 1, unique: true, ...about("What the key may do.", ["read", "write"]) },
	integration: {
		type: "string",
		max: 64,
		optional: true,
		...about("An integration of the account the key joins (`int_…`); without it, a new integration.", exampleId("int")),
	},
	expires_at: {
		type: "number",
		integer: true,
		positive: true,
		max: MAX_UNIX_SECONDS,
		optional: true,
		...about("When the key stops working, in unix seconds; in the future.", 1827065600),
	},
} as const;

/** How often the aging sweep looks for integrations due: each look reads only those (docs/design.md, "Pending alerts"). */
const AGING_SWEEP_EVERY_MS = 1_000;
/** How often ended portal links are looked for: a row a week past its end may wait an hour more. */
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** What the accounts service keeps beside the database: its sweeps' timers, and how it announces revoked keys. */
interface Own {
	sweepTimer: NodeJS.Timeout;
	retentionTimer: NodeJS.Timeout;
	agingTimer: NodeJS.Timeout | undefined;
	announceRevoked: AnnounceRevoked;
	sweepAging(): Promise<void>;
}

const AccountsService: DatabaseServiceSchema<Own> = {
	name: "accounts",
	mixins: [DatabaseMixin],

	actions: {
		...portalLinkActions,
		...sandboxClockActions,

		/** The gateway's key lookup: the principal of a live key, or null. */
		authenticate: {
			visibility: "public",
			params: { secretHash: { type: "string", length: 64 } },
			async handler(ctx: ApiContext<{ secretHash: string }>): Promise<Principal | null> {
				return keyPrincipal(await unrevokedKey(this.db, ctx.params.secretHash), this.platform.clock);
			},
		},

		/** The signing secret of `bookdrop listen` for a live key (its event stream's): made on first use, then the same. */
		listenSecret: {
			visibility: "public",
			params: { keyId: ID_RULE },
			async handler(ctx: ApiContext<{ keyId: string }>): Promise<string | null> {
				return keepListenSecret(this.db, ctx.params.keyId, newSigningSecret());
			},
		},

		/** GET /v1/account: what still waits for the merchant, per type, within the key's visibility. */
		summary: {
			rest: "GET /account",
			summary: "Retrieve the account summary",
			description:
				"Answers what still waits for the merchant: the pending objects per type the key can see, the account's last import, and whether its importer (the merchant's desktop software) is active or stale.",
			scope: "read",
			params: {},
			response: SUMMARY,
			async handler(ctx: ApiContext) {
				const account = await summaryOf(this.db, principalOf(ctx));
				return presentSummary(account);
			},
		},

		/** POST /v1/account: an integration's own threshold for `account.pending_aging` (docs/lifecycle.md, "When will it land"). */
		update: {
			rest: "POST /account",
			summary: "Set the pending alert",
			description:
				"Sets the integration's threshold, `pending_alert_after` in seconds: when its oldest pending object has waited that long, `account.pending_aging` is sent to it once, and once again only after the age fell below it; null clears it. The age is looked at once with the new threshold. Answers the account as `GET /v1/account` does. Integration keys only: the desktop key has no threshold of its own.",
			scope: "write",
			params: {
				pending_alert_after: {
					type: "number",
					integer: true,
					min: PENDING_ALERT_AFTER.minimum,
					max: PENDING_ALERT_AFTER.maximum,
					nullable: true,
					...about("Seconds the oldest pending object may wait before `account.pending_aging` is sent; null clears the threshold.", 3600),
				},
			},
			response: SUMMARY,
			example: { pending_alert_after: 3600 },
			errors: ["integration_only"],
			async handler(ctx: ApiContext<{ pending_alert_after: number | null }>) {
				const principal = principalOf(ctx);
				if (principal.integrationId === null) {
					throw new ApiError("integration_only", "The desktop key has no pending alert: an integration sets its own with its key.", {
						param: "pending_alert_after",
					});
				}
				const { found, recorded } = await setPendingAlert(this.db, principal.integrationId, ctx.params.pending_alert_after, clockOf(ctx, this.platform.clock));
				if (!found) throw notFound("integration", principal.integrationId);
				countPendingAgingAlerts(this.platform.metrics, recorded);
				if (recorded) ctx.emit("webhooks.due", {}).catch(() => undefined);
				return presentSummary(await summaryOf(this.db, principal));
			},
		},

		/** The gateway's notice of a request with the desktop key (at most once a minute per account and gateway). */
		importerSeen: {
			visibility: "public",
			params: { accountId: { type: "string", max: 64 } },
			async handler(ctx: ApiContext<{ accountId: string }>): Promise<void> {
				// the request's principal (the gateway's meta) carries a test account's clock
				const clock = accountClock(this.platform.clock, ctx.meta.principal?.clock);
				const announced = await recordImporterSeen(this.db, clock, ctx.params.accountId, importerSeenEveryMs(this.platform.config) / 1000);
				if (announced) ctx.emit("webhooks.due", {}).catch(() => undefined);
			},
		},

		"admin.createAccount": {
			rest: "POST /accounts",
			summary: "Create a merchant account",
			description: "Creates an account for a merchant, with its desktop key (scopes `read write import keys`), whose secret this answer alone shows.",
			scope: "admin",
			params: {
				name: { type: "string", min: 1, max: 255, ...about("The merchant's name.", "Acme Ltd") },
				mode: {
					type: "enum",
					values: [...ACCOUNT_MODES],
					optional: true,
					...about("`live` (the default) or `test`: a test account's pending objects are taken by a simulated importer (docs/testing.md).", "live"),
				},
			},
			status: 201,
			response: component("new_account", {
				...objectOf({ account: { ...ACCOUNT, description: "The account." }, desktop_key: { ...NEW_KEY, description: "Its desktop key, with the secret." } }),
				description: "A new account and its desktop key.",
			}),
			async handler(ctx: ApiContext) {
				return this.db.transaction(async (tx) => {
					const now = unixSeconds(this.platform.clock);
					const account = await insertAccount(tx, ctx.params.name, ctx.params.mode ?? "live", now);
					const desktopKey = await issueKey(tx, { id: account.id, mode: account.mode }, DESKTOP_KEY, now);
					return created(ctx, { account: presentAccount(account), desktop_key: desktopKey });
				});
			},
		},

		"admin.retrieveAccount": {
			rest: "GET /accounts/:id",
			summary: "Retrieve a merchant account",
			description: "Answers one account, with its last import and its importer's presence.",
			scope: "admin",
			params: { id: ID_RULE },
			response: ACCOUNT,
			async handler(ctx: ApiContext) {
				const row = await findAccount(this.db, ctx.params.id);
				if (!row) throw notFound("account", ctx.params.id);
				return presentAccount(row);
			},
		},

		"admin.createKey": {
			rest: "POST /accounts/:account/api_keys",
			summary: "Create an integration key",
			description:
				"Creates an API key for an integration of the account, as `POST /v1/api_keys` does: in a new integration, or in the one `integration` names. This answer alone shows the secret.",
			scope: "admin",
			params: { account: ID_RULE, ...keyFields },
			status: 201,
			response: NEW_KEY,
			errors: ["resource_missing", "limit_reached"],
			async handler(ctx: ApiContext) {
				const account = await adminAccount(this.db, ctx.params.account);
				return created(ctx, await this.db.transaction((tx) => createIntegrationKey(tx, account, ctx.params, unixSeconds(this.platform.clock))));
			},
		},

		"admin.listAccounts": {
			rest: "GET /accounts",
			summary: "List merchant accounts",
			description: "Lists every account, newest first, a page at a time, each with its importer's presence.",
			scope: "admin",
			params: PAGE_SCHEMA,
			response: listOf(ACCOUNT),
			async handler(ctx: ApiContext) {
				const { rows, hasMore } = await accountsPage(this.db, ctx.params);
				return { object: "list", url: "/admin/v1/accounts", has_more: hasMore, data: rows.map(presentAccount) };
			},
		},

		/** Every key of the account, revoked ones included, without secrets. */
		"admin.listKeys": {
			rest: "GET /accounts/:account/api_keys",
			summary: "List an account's API keys",
			description: "Lists every key of the account, newest first, revoked ones included; `integration` null is the desktop key. No answer shows a secret.",
			scope: "admin",
			params: { account: ID_RULE, ...PAGE_SCHEMA },
			response: listOf(KEY),
			async handler(ctx: ApiContext) {
				const account = await adminAccount(this.db, ctx.params.account);
				const { rows, hasMore } = await keysPage(this.db, account.id, ctx.params);
				return { object: "list", url: `/admin/v1/accounts/${account.id}/api_keys`, has_more: hasMore, data: rows.map((row) => presentKey(row, account.mode)) };
			},
		},

		/** Any key of any account, the desktop key included; revoking again answers the same. */
		"admin.revokeKey": {
			rest: "DELETE /api_keys/:id",
			scope: "admin",
			summary: "Revoke any API key",
			description:
				"Revokes a key of any account, the desktop key included, on every gateway at once (within 10 seconds while Redis is unavailable); revoking again answers the same.",
			params: { id: ID_RULE },
			response: KEY,
			example: { revoked_at: EXAMPLE_TIME },
			async handler(ctx: ApiContext) {
				const key = await keyWithMode(this.db, ctx.params.id);
				if (!key) throw notFound("api_key", ctx.params.id);
				return presentKey(await revokeKey(this.db, this.platform.store, key, this.announceRevoked, unixSeconds(this.platform.clock)), key.mode);
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
			summary: "Replace the desktop key",
			description:
				"Issues a new desktop key, whose secret this answer alone shows, and revokes every live desktop key of the account in the same transaction: for a merchant who lost the key or whose key leaked. Integration keys keep working.",
			scope: "admin",
			params: { account: ID_RULE },
			status: 201,
			response: NEW_KEY,
			example: { name: "Desktop", scopes: DESKTOP_SCOPES, integration: null },
			async handler(ctx: ApiContext) {
				const { store } = this.platform;
				let revoked: Row[] = [];
				const key = await this.db.transaction(async (tx) => {
					const account = await adminAccount(tx, ctx.params.account, true);
					const now = unixSeconds(this.platform.clock);
					revoked = await revokeKeys(tx, store, account.id, { desktop: true }, now);
					return issueKey(tx, account, DESKTOP_KEY, now);
				});
				await forgetRevoked(store, revoked, this.announceRevoked);
				return created(ctx, key);
			},
		},

		"keys.create": {
			rest: "POST /api_keys",
			summary: "Create an API key",
			description:
				"Creates an integration key: in a new integration, or in the one `integration` names, whose objects and events it then shares. This answer (and its replay) alone shows the secret; `expires_at` must be in the future.",
			scope: "keys",
			idempotent: true,
			params: keyFields,
			response: NEW_KEY,
			errors: ["resource_missing", "limit_reached"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				return this.db.transaction(async (tx) => {
					const key = await createIntegrationKey(tx, await adminAccount(tx, principal.accountId), ctx.params, unixSeconds(clockOf(ctx, this.platform.clock)));
					// The secret is part of the stored result: a replay after a lost response must show it again.
					return storeOnce(ctx, tx, key);
				});
			},
		},

		"keys.list": {
			rest: "GET /api_keys",
			summary: "List the account's API keys",
			description: "Lists every key of the account (the desktop key and revoked keys included), newest first, a page at a time. No answer shows a secret.",
			scope: "keys",
			params: PAGE_SCHEMA,
			response: listOf(KEY),
			async handler(ctx: ApiContext) {
				const account = await adminAccount(this.db, principalOf(ctx).accountId);
				const { rows, hasMore } = await keysPage(this.db, account.id, ctx.params);
				return { object: "list", url: "/v1/api_keys", has_more: hasMore, data: rows.map((row) => presentKey(row, account.mode)) };
			},
		},

		/** Revocation holds on every gateway replica at once, within seconds without Redis (`revokeKeys`). */
		"keys.revoke": {
			rest: "DELETE /api_keys/:id",
			scope: "keys",
			summary: "Revoke an API key",
			description: "Revokes a key of the account at once and answers it with `revoked_at`; revoking again answers the same. A key cannot revoke itself.",
			params: { id: ID_RULE },
			response: KEY,
			example: { revoked_at: EXAMPLE_TIME },
			errors: ["resource_in_use"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				if (ctx.params.id === principal.keyId) {
					throw new ApiError("resource_in_use", "A key cannot revoke itself; revoke it with another key that has the 'keys' scope.");
				}
				const key = await keyWithMode(this.db, ctx.params.id, principal.accountId);
				if (!key) throw notFound("api_key", ctx.params.id);
				return presentKey(await revokeKey(this.db, this.platform.store, key, this.announceRevoked, unixSeconds(clockOf(ctx, this.platform.clock))), key.mode);
			},
		},
	},

	created() {
		registerPresenceMetrics(this, () => staleImporters(this.db));
		registerRetentionMetrics(this, ["portal_links"]);
		// Awaited before the answer leaves, so the revoking gateway hears it first; without the bus the
		// streams' own checks end them (services/gateway/event-stream.ts).
		this.announceRevoked = (keyIds) =>
			this.broker.broadcast(KEYS_REVOKED_EVENT, { keyIds }).then(
				() => undefined,
				() => undefined,
			);
	},

	/**
	 * The staleness and aging sweeps run on every replica; their statements let only one mark an
	 * account or an integration (docs/design.md, "Importer presence" and "Pending alerts").
	 */
	started() {
		const { config } = this.platform;
		const announced = (marked: number) => (marked ? this.broker.emit("webhooks.due", {}) : undefined);
		const sweep = () =>
			sweepTraced("importer-staleness", () => markStaleImporters(this.db, this.platform.clock, config.importerStaleAfterSeconds))
				.then(announced)
				.catch((err) => this.logger.warn("Importer staleness sweep failed:", err))
				// a test clock's advance whose catch-up failed is caught up here
				.then(() => catchUpClocks(this))
				.catch((err) => this.logger.warn("Test clocks' catch-up failed:", err));
		this.sweepTimer = setInterval(sweep, importerSweepEveryMs(config));
		this.sweepTimer.unref();
		const purge = () =>
			sweepTraced("retention", () => purgePortalLinks(this.db, this.platform.clock))
				.then((deleted) => countRetained(this.platform.metrics, { portal_links: deleted }))
				.catch((err) => this.logger.warn("Portal link retention failed:", err));
		this.retentionTimer = setInterval(purge, RETENTION_EVERY_MS);
		this.retentionTimer.unref();
		// One look at a time: a slow look is not joined by the next.
		const sweepAging = () =>
			this.sweepAging().finally(() => {
				if (this.agingTimer) this.agingTimer = setTimeout(sweepAging, AGING_SWEEP_EVERY_MS).unref();
			});
		this.agingTimer = setTimeout(sweepAging, AGING_SWEEP_EVERY_MS).unref();
	},

	methods: {
		/** One look of the aging sweep at the wall clock's time: each alert it recorded is counted, and its event due. */
		async sweepAging() {
			try {
				const recorded = await sweepTraced("pending-aging", () => sweepPendingAging(this.db, this.platform.clock));
				countPendingAgingAlerts(this.platform.metrics, recorded);
				if (recorded) this.broker.emit("webhooks.due", {}).catch(() => undefined);
			} catch (err) {
				this.logger.warn("Pending aging sweep failed:", err);
			}
		},
	},

	stopped() {
		clearInterval(this.sweepTimer);
		clearInterval(this.retentionTimer);
		clearTimeout(this.agingTimer);
		this.agingTimer = undefined;
	},
};

export default AccountsService;
