import type { Client } from "./suite-api";
import { target } from "./suite-api";

// A portal session as a browser holds it (docs/portal.md): a link made with a key, spent from the
// portal's own origin, and the cookie it sets, sent with every page and form.

export interface PortalPage {
	status: number;
	html: string;
	headers: Headers;
}

/** The form token a page's forms carry (services/gateway/portal-csrf.ts). */
export const formTokenIn = (html: string): string => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A session opened with `key`'s link on the suite's gateway. */
export async function openSession(key: Client) {
	const base = target().url;
	const link = await key.create("/v1/portal_links", {});
	if (link.status !== 201) throw new Error(`portal link: ${link.status} ${JSON.stringify(link.body)}`);
	const entered = await fetch(`${base}/portal/enter`, {
		method: "POST",
		redirect: "manual",
		headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams({ token: new URL(link.body.url).searchParams.get("token")! }).toString(),
	});
	const cookie = /^(bookdrop_portal=bps_[0-9A-Za-z]+);/.exec(entered.headers.get("set-cookie") ?? "")?.[1];
	if (!cookie) throw new Error(`portal entry: ${entered.status}`);
	const answer = async (res: Response): Promise<PortalPage> => ({ status: res.status, html: await res.text(), headers: res.headers });
	return {
		cookie,
		get: async (path: string) => answer(await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" })),
		/** Posts `fields` as a page's form would, from `origin` (the portal's own unless said; null: no Origin header). */
		post: async (path: string, fields: Record<string, string | string[]>, origin: string | null = base) => {
			const body = new URLSearchParams();
			for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
			const headers: Record<string, string> = { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
			if (origin !== null) headers.Origin = origin;
			return answer(await fetch(`${base}${path}`, { method: "POST", headers, body: body.toString(), redirect: "manual" }));
		},
	};
}

export type PortalSession = Awaited<ReturnType<typeof openSession>>;
