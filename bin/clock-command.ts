import { Bookdrop } from "@bookdrop/client";
import { UsageError } from "./cli-errors";
import { keyFrom, printAnswer, QUICKSTART_HINT, serverUrl, Values } from "./cli-io";

/**
 * `bookdrop sandbox clock` (docs/testing.md, "The account's clock"): the test account's clock as
 * `GET /v1/sandbox/clock` answers it, or after one move (`--advance <seconds>`, `--freeze`, `--unfreeze`).
 */
export async function sandboxClock(values: Values): Promise<void> {
	const moves = ["advance", "freeze", "unfreeze"].filter((name) => values[name] !== undefined);
	if (moves.length > 1) throw new UsageError("sandbox clock takes one of --advance, --freeze and --unfreeze");
	if (values.advance !== undefined && !/^\d+$/.test(String(values.advance))) throw new UsageError(`--advance takes whole seconds, got '${values.advance}'`);
	const advance = values.advance === undefined ? undefined : Number(values.advance);
	const key = keyFrom(values, "api");
	if (!key) throw new UsageError(`sandbox clock needs a test key: --key ab_test_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	const api = new Bookdrop({ apiKey: key, baseUrl: serverUrl(values), retryNetworkErrors: false });
	if (!moves.length) return printAnswer(() => api.sandbox.clock.retrieve());
	await printAnswer(() => api.sandbox.clock.update(advance !== undefined ? { advance } : { frozen: values.freeze === true }));
}
