import { Bookdrop } from "@bookdrop/client";
import { UsageError } from "./cli-errors";
import { keyFrom, pageParams, printAnswer, QUICKSTART_HINT, serverUrl, Values } from "./cli-io";

/** `bookdrop requests list` (docs/requests.md): one page of the key's request log, as `GET /v1/request_logs` answers it. */
export async function listRequests(values: Values): Promise<void> {
	const status = values.status as string | undefined;
	if (status !== undefined && !/^[1-5][0-9]{2}$/.test(status)) throw new UsageError(`--status takes an HTTP status code such as 404, got '${status}'`);
	const path = values.path as string | undefined;
	const key = keyFrom(values, "api");
	if (!key) throw new UsageError(`requests list needs an API key: --key ab_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	const api = new Bookdrop({ apiKey: key, baseUrl: serverUrl(values), retryNetworkErrors: false });
	await printAnswer(() => api.requestLogs.list({ ...pageParams(values), ...(status ? { status: Number(status) } : {}), ...(path ? { path } : {}) }));
}
