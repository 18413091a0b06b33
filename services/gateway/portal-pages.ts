import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AuthenticationError, Bookdrop } from "@bookdrop/client";
import type { AccountSummary, Issue } from "@bookdrop/client";
import type { Clock } from "../../shared/platform/clock";
import { unixSeconds } from "../../shared/platform/clock";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import { KeyLimits, SESSION_PREFIX } from "./authentication";
import { refuseBusyAddress } from "./rate-limit";
import { requestOrigin } from "./request-origin";

// The portal (docs/portal.md): pages a browser opens with a one-time link instead of an API key.
// They are rendered here, on the server, from what the project's typed client answers, called
// against this gateway with the session's secret as its bearer: the browser runs no script and
// never holds a credential it could read (the cookie is HttpOnly).

export const PORTAL_PATH = "/portal";
export const ENTER_PATH = "/portal/enter";
const COOKIE = "bookdrop_portal";
/** A link's token is short; a form that holds more is no link's. */
const MAX_FORM_BYTES = 1024;

const STYLE =
	"body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0}header,main{max-width:48rem;margin:0 auto;padding:.75rem 1rem}" +
	"header{border-bottom:1px solid #ccc}.test{background:#fff3c4;border:2px solid #8a6d00;padding:.5rem .75rem;margin:.5rem 0;font-weight:600}" +
	"table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left}td.n{text-align:right}" +
	"a{color:#0645ad}a:focus,button:focus{outline:3px solid #1a1a1a;outline-offset:2px}button{font:inherit;padding:.5rem 1rem}" +
	".skip{position:absolute;left:-999px}.skip:focus{position:static}ul{padding-left:1.25rem}";

// No script at all; the one <style> is allowed by its hash; forms post to this origin only.
const CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace(".000Z", " UTC").replace("T", " ");

/** An age in words a person reads at a glance: "3 d 4 h", "2 h 5 min", "40 s". */
function age(seconds: number): string {
	const s = Math.max(0, seconds);
	if (s >= 86_400) return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
	if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
	return s >= 60 ? `${Math.floor(s / 60)} min` : `${s} s`;
}

/** A whole page; `testMode` puts the test account's notice on it. */
function page(title: string, body: string, testMode = false): string {
	const notice = testMode ? `<p class="test" role="note">Test account: its objects are taken by the simulated importer, never by a merchant's books.</p>` : "";
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · bookdrop portal</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header><strong>bookdrop portal</strong>${notice}</header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
	res.writeHead(status, {
		"Content-Type": "text/html; charset=utf-8",
		"Cache-Control": "no-store",
		"Content-Security-Policy": CSP,
		"X-Content-Type-Options": "nosniff",
		// never the link's token to another origin; to its own, a form's Origin header (no-referrer would send "null")
		"Referrer-Policy": "same-origin",
		...headers,
	});
	res.end(html);
}

const ENDED = page(
	"Signed out",
	`<h1>No portal session</h1><p>This browser has no portal session, or it ended: it expired, or its link or its key was revoked. Make a new link with your key (<code>POST /v1/portal_links</code>, or <code>bookdrop portal</code>) and open it.</p>`,
);
const LINK_SPENT = page(
	"Link not valid",
	`<h1>This link does not open the portal</h1><p>A portal link opens once, within minutes of being made, unless it or its key was revoked. Make a new one with your key.</p>`,
);
const FOREIGN_FORM = page("Refused", `<h1>Refused</h1><p>The portal is entered from its own page only.</p>`);

/** The session's secret from the request's cookie, if it holds one. */
function sessionSecret(req: IncomingMessage): string | undefined {
	for (const part of (req.headers.cookie ?? "").split(";")) {
		const [name, value] = part.trim().split("=");
		if (name === COOKIE && value?.startsWith(SESSION_PREFIX)) return value;
	}
	return undefined;
}

/** The form's body, read up to MAX_FORM_BYTES; undefined past it. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
	let text = "";
	for await (const chunk of req) {
		text += chunk;
		if (text.length > MAX_FORM_BYTES) return undefined;
	}
	return new URLSearchParams(text);
}

/** The overview's sections, from the account summary and the open issues as the session's key sees them. */
function overview(summary: AccountSummary, issues: Issue[], now: number): string {
	const { importer } = summary;
	const seen = importer.last_seen_at === null ? "never" : `${utc(importer.last_seen_at)} (${age(now - importer.last_seen_at)} ago)`;
	const pending = Object.entries(summary.pending)
		.map(([type, count]) => `<tr><th scope="row">${escapeHtml(type)}</th><td class="n">${count}</td></tr>`)
		.join("");
	const oldest =
		summary.oldest_pending_created === null
			? "<p>Nothing is pending.</p>"
			: `<p>The oldest pending object has waited ${age(now - summary.oldest_pending_created)} (since ${utc(summary.oldest_pending_created)}).</p>`;
	const open = issues.length
		? `<ul>${issues.map((i) => `<li><strong>${escapeHtml(i.kind)}</strong>${i.code ? ` (${escapeHtml(i.code)})` : ""}: ${i.count} since ${utc(i.first_seen_at)}</li>`).join("")}</ul>`
		: "<p>No open issues.</p>";
	return `<h1>Overview</h1>
<section aria-labelledby="importer"><h2 id="importer">Importer</h2><p>Status: <strong>${importer.status}</strong>. Last seen: ${seen}.</p></section>
<section aria-labelledby="pending"><h2 id="pending">Pending objects</h2>${oldest}<table><caption>Pending objects per type</caption><thead><tr><th scope="col">Type</th><th scope="col">Pending</th></tr></thead><tbody>${pending}</tbody></table></section>
<section aria-labelledby="issues"><h2 id="issues">Open issues</h2>${open}</section>`;
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
		const token = (await readForm(req))?.get("token");
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

	/** GET /portal: the overview, as the session's key sees it. */
	async overview(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const secret = sessionSecret(req);
		if (!secret) return send(res, 401, ENDED);
		const api = new Bookdrop({ apiKey: secret, baseUrl: this.deps.apiUrl(), maxRetries: 0 });
		try {
			const [summary, issues] = await Promise.all([api.account.retrieve(), api.issues.list({ status: "open", limit: 20 })]);
			send(res, 200, page("Overview", overview(summary, issues.data, unixSeconds(this.deps.clock)), summary.mode === "test"));
		} catch (err) {
			if (err instanceof AuthenticationError)
				return send(res, 401, ENDED, { "Set-Cookie": `${COOKIE}=; Path=${PORTAL_PATH}; Max-Age=0; HttpOnly; SameSite=Strict` });
			throw err;
		}
	}
}
