import type { Params } from "../platform/sql-params";
import type { Principal } from "./principal";

/**
 * The rows a principal may see, as a SQL condition on `account_id` / `integration_id`: the
 * desktop sees the whole account, an integrator only its own integration.
 */
export function visibleTo(principal: Principal, params: Params): string {
	const account = `account_id = ${params.add(principal.accountId)}`;
	if (principal.integrationId === null) return account;
	return `${account} AND integration_id = ${params.add(principal.integrationId)}`;
}
