import { Bookdrop } from "@bookdrop/client";
import { UsageError } from "./cli-errors";
import { keyFrom, pageParams, printAnswer, QUICKSTART_HINT, serverUrl, Values } from "./cli-io";

/** `bookdrop issues list` (docs/issues.md): one page of the issues the key can see, as `GET /v1/issues` answers it. */
export async function listIssues(values: Values): Promise<void> {
	const status = values.status as string | undefined;
	if (status !== undefined && status !== "open" && status !== "resolved") throw new UsageError(`--status takes open or resolved, got '${status}'`);
	const key = keyFrom(values, "api");
	if (!key) throw new UsageError(`issues list needs an API key: --key ab_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	const api = new Bookdrop({ apiKey: key, baseUrl: serverUrl(values), retryNetworkErrors: false });
	await printAnswer(() => api.issues.list({ ...pageParams(values), ...(status ? { status } : {}) }));
}
