import type { AccountSummary, Bookdrop, BookdropError } from "@bookdrop/client";
import { escapeHtml } from "./portal-layout";

/** What a portal page is rendered from: the session's own typed client, its form token, and the request. */
export interface View {
	api: Bookdrop;
	/** The session's form token, for the page's forms (services/gateway/portal-csrf.ts). */
	token: string;
	now: number;
	/** The path's segments after /portal. */
	segments: string[];
	query: URLSearchParams;
	/** The page's own request id, for a refusal the portal makes itself. */
	requestId: string;
	/** The account's summary as the session sees it, asked once per page. */
	account(): Promise<AccountSummary>;
}

/** A page to show, with its status (200 unless said), or where to go after a form (303). */
export type Rendered = { title: string; body: string; status?: number } | { redirect: string };

/** The page of a path the portal does not serve: what a 404 of the API would say. */
export const missingPage = (view: View, what: string): Rendered => ({
	title: "Not found",
	body: `<h1>Not found</h1><div class="alert" role="alert"><p><strong>resource_missing</strong>: ${escapeHtml(what)} Request id: <code>${escapeHtml(view.requestId)}</code>.</p></div>`,
	status: 404,
});

/** A query parameter, or undefined when absent or empty. */
export const queried = (view: View, name: string): string | undefined => view.query.get(name) || undefined;

/** The API's refusal as a person reads it: its code, its message and the request's id. */
export function refusal(err: BookdropError): string {
	const id = err.requestId ? ` Request id: <code>${escapeHtml(err.requestId)}</code>.` : "";
	return `<div class="alert" role="alert"><p><strong>${escapeHtml(err.code)}</strong>: ${escapeHtml(err.message)}${id}</p></div>`;
}
