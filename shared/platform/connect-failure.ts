/** What a failed connection's error code says: the server could not be reached at its address. */
const UNREACHABLE = ["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"];

/**
 * A failure to connect to the server a setting names, told with that setting (`DATABASE_URL: cannot
 * connect to 127.0.0.1:5432 (ECONNREFUSED)`): the client's own words (`connect ECONNREFUSED …`) leave the
 * operator to guess which of the URLs it was. The URL's password is never shown; a server's refusal
 * (a wrong password, a database missing) is told in the server's words, which name no password either.
 */
export function connectFailure(setting: string, url: string, defaultPort: number, err: unknown): Error {
	const { hostname, port, password } = new URL(url);
	const code = (err as { code?: unknown } | null)?.code;
	const said =
		typeof code === "string" && UNREACHABLE.includes(code)
			? `cannot connect to ${hostname || "localhost"}:${port || defaultPort} (${code})`
			: String((err as Error | null)?.message ?? err);
	return new Error(`${setting}: ${password ? said.split(decodeURIComponent(password)).join("***") : said}`);
}
