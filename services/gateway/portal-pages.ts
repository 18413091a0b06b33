import type { IncomingMessage, ServerResponse } from "node:http";
import { AuthenticationError, Bookdrop, BookdropError } from "@bookdrop/client";
import type { AccountSummary } from "@bookdrop/client";
import type { Clock } from "../../shared/platform/clock";
import { unixSeconds } from "../../shared/platform/clock";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import { KeyLimits, SESSION_PREFIX } from "./authentication";
import { CSRF_FIELD, formToken, formTokenMatches, readForm } from "./portal-csrf";
import { escapeHtml, page, PORTAL_PATH, send } from "./portal-layout";
import type { Rendered, View } from "./portal-view";
import { refusal } from "./portal-view";
import { refuseBusyAddress } from "./rate-limit";
import { requestOrigin } from "./request-origin";

// The portal (docs/portal.md): pages a browser opens with a one-time link instead of an API key.
// They are rendered here, on the server, from what the project's typed client answers, called
// against this gateway with the session's secret as its bearer: the browser runs no script and
// never holds a credential it could read (the cookie is HttpOnly). Each page is a file of its own
// (portal-overview.ts, portal-objects.ts, …) and a row of the portal's routes (portal-routes.ts).

export const ENTER_PATH = `${PORTAL_PATH}/enter`;
const COOKIE = "bookdrop_portal";
/** A link's token is short; a form that holds more is no link's. */
const MAX_ENTRY_BYTES = 1024;
/** A page's form: an endpoint's URL (2048) and description (500), its event types, and the tokens. */
const MAX_FORM_BYTES = 8192;
const ENDING_COOKIE = `${COOKIE}=; Path=${PORTAL_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`;

const ENDED = page(
	"Signed out",
	`<h1>No portal session</h1><p>This browser has no portal session, or it ended: it expired, or its link or its key was revoked. Make a new link with your key (<code>POST /v1/portal_links</code>, or <code>bookdrop portal</code>) and open it.</p>`,
);
const LINK_SPENT = page(
	"Link not valid",
	`<h1>This link does not open the portal</h1><p>A portal link opens once, within minutes of being made, unless it or its key was revoked. Make a new one with your key.</p>`,
);
const FOREIGN_FORM = page("Refused", `<h1>Refused</h1><p>The portal is entered from its own page only.</p>`);

/** A refused form's page: its code, what to do, and the request's id. */
const refusedForm = (code: string, message: string, requestId: string | undefined) =>
	page(
		"Refused",
		`<h1>Refused</h1><div class="alert" role="alert"><p><strong>${code}</strong>: ${message} Request id: <code>${escapeHtml(requestId ?? "")}</code>.</p></div>`,
	);

/** A path's segment as written, when its percent-encoding is not valid. */
function decoded(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/** The session's secret from the request's cookie, if it holds one. */
function sessionSecret(req: IncomingMessage): string | undefined {
	for (const part of (req.headers.cookie ?? "").split(";")) {
		const [name, value] = part.trim().split("=");
		if (name === COOKIE && value?.startsWith(SESSION_PREFIX)) return value;
	}
	return undefined;
}

/** What the pages stand on: the accounts service (links), the refusals' count, the clock, the origin, and this gateway's own API address. */
export interface PortalDeps {
	call(action: string, params: Record<string, unknown>): Promise<unknown>;
	limits: KeyLimits;
	clock: Clock;
	publicUrl: string | null;
	/** Where this gateway's API answers its own typed client (its listening address). */
	apiUrl(): string;
}

/** A request as the portal reads it: moleculer-web's original URL, and the gateway's request id. */
export type PortalRequest = IncomingMessage & { originalUrl?: string; $requestId?: string };

/** A page of a session: rendered from its view, and, for a form that changes something, the form's fields. */
export type SessionPage = (view: View, form: URLSearchParams) => Promise<Rendered>;

/** The portal's pages. */
export class PortalPages {
	constructor(private readonly deps: PortalDeps) {}

	private origin(req: IncomingMessage): string {
		return this.deps.publicUrl ?? requestOrigin(req);
	}

	/** GET /portal/enter?token=…: a page whose button spends the link, so that a preview fetched by a chat or a mail scanner does not. */
	enterForm(req: IncomingMessage, res: ServerResponse): void {
		const token = new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("token") ?? "";
		const body = `<h1>Open the portal</h1><p>This link opens the portal once, in this browser.</p>
<form method="post" action="${ENTER_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Open the portal</button></form>`;
		send(res, 200, page("Open the portal", body));
	}

	/** POST /portal/enter: spends the link and sets the session's cookie; only a form of this origin may post it (its Origin header). */
	async enter(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const origin = this.origin(req);
		if (req.headers.origin !== origin) return send(res, 403, FOREIGN_FORM);
		const token = (await readForm(req, MAX_ENTRY_BYTES))?.get("token");
		if (!token) return send(res, 400, LINK_SPENT);
		// A token that opens nothing counts against its address as an invalid key does: past REFUSALS_PER_MINUTE, 429 before any lookup.
		const address = req.socket.remoteAddress ?? "";
		const { store, refusalsPerMinute, metrics } = this.deps.limits;
		await refuseBusyAddress(store, address, refusalsPerMinute, res, metrics);
		const secret = `${SESSION_PREFIX}${randomBase62(32)}`;
		const endsAt = (await this.deps.call("accounts.enterPortal", { tokenHash: sha256(token), sessionHash: sha256(secret) })) as number | null;
		if (endsAt === null) {
			await store.countRefusal(address).catch(() => undefined);
			return send(res, 410, LINK_SPENT);
		}
		const maxAge = Math.max(0, endsAt - unixSeconds(this.deps.clock));
		const secure = origin.startsWith("https:") ? "; Secure" : "";
		res.writeHead(303, {
			Location: PORTAL_PATH,
			"Set-Cookie": `${COOKIE}=${secret}; Path=${PORTAL_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
			"Cache-Control": "no-store",
		});
		res.end();
	}

	/** The posted form, once its Origin and its form token are the session's; else the refusal's status and page. */
	private async checkedForm(req: PortalRequest, secret: string): Promise<URLSearchParams | [number, string]> {
		const requestId = req.$requestId;
		if (req.headers.origin !== this.origin(req))
			return [403, refusedForm("cross_origin_refused", "The portal's forms are accepted from its own pages only.", requestId)];
		const posted = await readForm(req, MAX_FORM_BYTES);
		if (!posted) return [413, refusedForm("body_too_large", `A portal form holds at most ${MAX_FORM_BYTES} bytes.`, requestId)];
		if (!formTokenMatches(secret, posted.get(CSRF_FIELD)))
			return [403, refusedForm("form_token_invalid", "This form is not of this portal session: open the page again and send it from there.", requestId)];
		return posted;
	}

	private view(secret: string, url: URL, requestId: string): View {
		const api = new Bookdrop({ apiKey: secret, baseUrl: this.deps.apiUrl(), maxRetries: 0 });
		let summary: Promise<AccountSummary> | undefined;
		return {
			api,
			token: formToken(secret),
			now: unixSeconds(this.deps.clock),
			segments: url.pathname
				.slice(PORTAL_PATH.length + 1)
				.split("/")
				.filter(Boolean)
				.map(decoded),
			query: url.searchParams,
			requestId,
			account: () => (summary ??= api.account.retrieve()),
		};
	}

	/**
	 * A session's page: `changes` says it is a form that changes something, accepted only from this
	 * origin with the session's form token (docs/portal.md, "Forms and cross-site requests"). The page
	 * is rendered with the session's own client, beside the account's summary (is it a test
	 * account?); what the API refuses is shown with its code; an ended session is told so and its
	 * cookie cleared.
	 */
	async serve(req: PortalRequest, res: ServerResponse, render: SessionPage, changes: boolean): Promise<void> {
		const secret = sessionSecret(req);
		if (!secret) return send(res, 401, ENDED);
		const form = changes ? await this.checkedForm(req, secret) : new URLSearchParams();
		if (Array.isArray(form)) return send(res, ...form);
		const url = new URL(req.originalUrl ?? req.url ?? PORTAL_PATH, "http://portal");
		const view = this.view(secret, url, req.$requestId ?? "");
		const account = view.account();
		// awaited below, after the page: meanwhile, its failure is not an unhandled rejection
		account.catch(() => undefined);
		const framed = async (title: string, body: string) => {
			const mode = await account.then(
				({ mode }) => mode,
				() => undefined,
			);
			return page(title, body, { testMode: mode === "test", path: url.pathname });
		};
		try {
			const rendered = await render(view, form);
			await account;
			if ("redirect" in rendered) {
				res.writeHead(303, { Location: rendered.redirect, "Cache-Control": "no-store" });
				return void res.end();
			}
			send(res, rendered.status ?? 200, await framed(rendered.title, rendered.body));
		} catch (err) {
			if (err instanceof AuthenticationError) return send(res, 401, ENDED, { "Set-Cookie": ENDING_COOKIE });
			if (!(err instanceof BookdropError) || err.status >= 500) throw err;
			send(res, err.status, await framed("Refused", `<h1>Refused</h1>${refusal(err)}`));
		}
	}
}
