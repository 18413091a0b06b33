import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { escapeHtml } from "./portal-layout";

// Cross-site requests (docs/portal.md, "Forms and cross-site requests"): a form that changes
// something is accepted only when its Origin header is the portal's own AND it carries the
// session's form token. The token is the session's secret under HMAC-SHA256: one per session, ending
// with it, computable only by the server from the HttpOnly cookie (a page of another site can read
// neither), and nothing more to store or look up.

export const CSRF_FIELD = "csrf_token";

/** The form token of the session whose secret is `sessionSecret`. */
export function formToken(sessionSecret: string): string {
	return createHmac("sha256", sessionSecret).update("bookdrop portal form").digest("base64url");
}

/** Whether `given` is the session's form token, compared in constant time. */
export function formTokenMatches(sessionSecret: string, given: string | null): boolean {
	const expected = Buffer.from(formToken(sessionSecret));
	const sent = Buffer.from(given ?? "");
	return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** A form that posts to `action` with the session's token; `fields` and `button` are its HTML. */
export function postForm(action: string, token: string, fields: string, button: string, inline = false): string {
	const hidden = `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(token)}">`;
	return `<form method="post" action="${escapeHtml(action)}"${inline ? ` class="inline"` : ""}>${hidden}${fields}<button type="submit">${button}</button></form>`;
}

/** A form's body, read up to `maxBytes`; undefined past it. */
export async function readForm(req: IncomingMessage, maxBytes: number): Promise<URLSearchParams | undefined> {
	let text = "";
	for await (const chunk of req) {
		text += chunk;
		if (text.length > maxBytes) return undefined;
	}
	return new URLSearchParams(text);
}
