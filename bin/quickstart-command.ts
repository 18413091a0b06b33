import { Bookdrop, BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { Failure, UnreachableError } from "./cli-errors";

// `bookdrop quickstart` (README, "A first walk-through"): a test account and an integration key,
// made through the admin API, printed as `export` lines that `eval "$(bookdrop quickstart)"` runs.

export interface QuickstartOptions {
	url: string;
	admin: { token: string; from: string };
	name: string;
}

/** A value as the shell reads it back unchanged: bare when it is plain, else single-quoted. */
const shellWord = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

/** The lines to evaluate: a comment naming the account, then BOOKDROP_URL, BOOKDROP_API_KEY and BOOKDROP_DESKTOP_KEY. */
export async function quickstart({ url, admin, name }: QuickstartOptions): Promise<string> {
	const api = new Bookdrop({ apiKey: admin.token, baseUrl: url, retryNetworkErrors: false });
	try {
		const { account, desktop_key } = await api.admin.accounts.create({ name, mode: "test" });
		const integration = await api.admin.accounts.apiKeys.create(account.id, { scopes: ["read", "write"], name: "quickstart" });
		return [
			`# bookdrop test account ${account.id} (${JSON.stringify(name)}); run as: eval "$(bookdrop quickstart)"`,
			`export BOOKDROP_URL=${shellWord(url)}`,
			`export BOOKDROP_API_KEY=${shellWord(integration.secret)}  # an integration key: ${integration.scopes.join(", ")}`,
			`export BOOKDROP_DESKTOP_KEY=${shellWord(desktop_key.secret)}  # the account's desktop key: ${desktop_key.scopes.join(", ")}`,
		].join("\n");
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (err instanceof BookdropError && err.status === 401) {
			throw new Failure(
				`${url} refused the admin token from ${admin.from} (${err.code}, request ${err.requestId}): run this where that server was started, or set ADMIN_TOKEN to its token (npm start prints where it is)`,
			);
		}
		if (err instanceof BookdropError) throw new Failure(`${err.code}: ${err.message} (request ${err.requestId})`);
		throw err;
	}
}
