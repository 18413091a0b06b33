import { ApiError, notFound } from "../../shared/actions/api-errors";
import { ApiAction, ApiContext, principalOf } from "../../shared/actions/action-context";
import { storeOnce } from "../../shared/actions/idempotency";
import { component, EXAMPLE_TIME, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import type { PortalSession, Principal } from "../../shared/actions/principal";
import { ID_RULE } from "../../shared/engine";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import type { Queryable, Row } from "../../shared/platform/database";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import type { DatabaseService } from "../../shared/platform/platform";
import { insertPortalLink, purgeEndedPortalLinks, revokePortalLink, sessionKey, spendPortalLink, visiblePortalLink } from "./portal-links.store";

// Portal links (docs/portal.md): a key hands the browser a one-time link instead of itself; the
// link, once opened, becomes a session of limited life with that key's rights.

/** How long a link may wait to be opened: long enough to reach a browser, short enough that a leaked one is likely spent or dead. */
const LINK_SECONDS = 10 * 60;
/** How long a session lasts once its link was opened; it is never extended (the key makes another link). */
const SESSION_SECONDS = 60 * 60;
/**
 * How long a link's row stays once its link and its session have ended: a week in which its owner
 * still reads it (revoking it again answers the same), then the accounts service's hourly pass deletes it.
 */
const ENDED_LINK_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** A link's token: told apart from an API key (`ab_`) at a glance. */
const LINK_TOKEN_PREFIX = "bpl_";

const PORTAL_LINK = component("portal_link", {
	...objectOf({
		id: { type: "string", pattern: "^pl_", description: "The link's id.", examples: [exampleId("pl")] },
		object: { const: "portal_link", description: "The type of the object." },
		url: nullable({
			type: "string",
			description: "The one-time link to open in a browser; only the create's answer (and its replay) shows it, null elsewhere.",
			examples: ["https://bookdrop.example.com/portal/enter?token=bpl_4f9Xq2LmA7cRt0Yw8KbN3sVz6JhD1pEu"],
		}),
		created: time("When the link was made."),
		expires_at: time(`When the link can no longer be opened: ${LINK_SECONDS / 60} minutes after it was made.`, EXAMPLE_TIME + LINK_SECONDS),
		used_at: nullable(time("When the link was opened (it opens once); null: not yet.", null)),
		revoked_at: nullable(time("When the link was revoked, ending its session if it had one; null: it was not.", null)),
	}),
	description: "A one-time link that opens the portal in a browser with the rights of the key that made it (docs/portal.md).",
});

/** A link as answered; `url` only at its creation. */
const presentLink = (row: Row, url: string | null = null) => ({
	id: row.id,
	object: "portal_link",
	url,
	created: Number(row.created),
	expires_at: Number(row.expires_at),
	used_at: row.entered_at === null ? null : Number(row.entered_at),
	revoked_at: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** The origin the request reached (the gateway's `meta.origin`), for the link's URL. */
function originOf(ctx: ApiContext): string {
	const origin = ctx.meta.origin;
	if (!origin) throw new ApiError("internal_error", "Missing request origin.");
	return origin;
}

export const portalLinkActions: Record<string, ApiAction<DatabaseService> | Record<string, unknown>> = {
	"portalLinks.create": {
		rest: "POST /portal_links",
		summary: "Create a portal link",
		description: `Makes a one-time link that opens the portal in a browser with this key's rights, so that the key itself never reaches the browser. The link can be opened once, within ${LINK_SECONDS / 60} minutes; it then opens a session of ${SESSION_SECONDS / 60} minutes at most (never past the key's expiry), which ends when the link or the key is revoked. Only this answer (and its replay) shows the URL.`,
		scope: "read",
		idempotent: true,
		params: {},
		response: PORTAL_LINK,
		async handler(ctx: ApiContext) {
			const principal = principalOf(ctx);
			const token = `${LINK_TOKEN_PREFIX}${randomBase62(32)}`;
			const now = unixSeconds(this.platform.clock);
			return this.db.transaction(async (tx) => {
				const row = await insertPortalLink(tx, {
					accountId: principal.accountId,
					integrationId: principal.integrationId,
					keyId: principal.keyId,
					tokenHash: sha256(token),
					created: now,
					expiresAt: now + LINK_SECONDS,
				});
				// The token is part of the stored result: a replay after a lost response must show the link again.
				return storeOnce(ctx, tx, presentLink(row, `${originOf(ctx)}/portal/enter?token=${token}`));
			});
		},
	},

	"portalLinks.revoke": {
		rest: "DELETE /portal_links/:id",
		summary: "Revoke a portal link",
		description:
			"Revokes a link at once, whether or not it was opened: it can no longer be opened, and the session it opened ends on every gateway. Revoking again answers the same. An integration's keys revoke its links; the desktop key, any link of the account.",
		scope: "read",
		params: { id: ID_RULE },
		response: PORTAL_LINK,
		example: { revoked_at: EXAMPLE_TIME, used_at: EXAMPLE_TIME - 60 },
		async handler(ctx: ApiContext<{ id: string }>) {
			const { accountId, integrationId } = principalOf(ctx);
			const link = await visiblePortalLink(this.db, ctx.params.id, accountId, integrationId);
			if (!link) throw notFound("portal_link", ctx.params.id);
			return presentLink(await revokePortalLink(this.db, link.id, unixSeconds(this.platform.clock)));
		},
	},

	/** The gateway's use of a link: its session's end (unix seconds), or null when the link opens nothing. */
	enterPortal: {
		visibility: "public",
		params: { tokenHash: { type: "string", length: 64 }, sessionHash: { type: "string", length: 64 } },
		async handler(this: DatabaseService, ctx: ApiContext<{ tokenHash: string; sessionHash: string }>): Promise<number | null> {
			const now = unixSeconds(this.platform.clock);
			return (await spendPortalLink(this.db, ctx.params.tokenHash, ctx.params.sessionHash, now, now + SESSION_SECONDS)) ?? null;
		},
	},

	/** The gateway's session lookup, on every request of a session: null once it ended, its link or its key was revoked. */
	portalSession: {
		visibility: "public",
		params: { sessionHash: { type: "string", length: 64 } },
		async handler(this: DatabaseService, ctx: ApiContext<{ sessionHash: string }>): Promise<PortalSession | null> {
			const row = await sessionKey(this.db, ctx.params.sessionHash, unixSeconds(this.platform.clock));
			if (!row) return null;
			const principal: Principal = {
				accountId: row.account_id,
				integrationId: row.integration_id,
				keyId: row.id,
				scopes: row.scopes,
				expiresAt: row.expires_at === null ? null : Number(row.expires_at),
				mode: row.mode,
			};
			return { principal, keySecretHash: row.secret_hash };
		},
	},
};

/** Deletes the links ended for longer than a week at the clock's time; answers how many went. */
export const purgePortalLinks = (db: Queryable, clock: Clock): Promise<number> => purgeEndedPortalLinks(db, unixSeconds(clock) - ENDED_LINK_KEPT_SECONDS);
