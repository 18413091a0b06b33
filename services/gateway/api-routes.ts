import type { ApiAction, ApiServiceSchema } from "../../shared/actions/action-context";
import AccountsService from "../accounts/accounts.service";
import BatchesService from "../batches/batches.service";
import CatalogService from "../catalog/catalog.service";
import EventsService from "../events/events.service";
import TransactionsService from "../transactions/transactions.service";
import WebhooksService from "../webhooks/webhooks.service";

/** The services behind the gateway; their actions declare their own routes (`rest`). */
export const API_SERVICES: ApiServiceSchema[] = [AccountsService, CatalogService, TransactionsService, BatchesService, EventsService, WebhooksService];

/** Every route of the API, read from the actions that serve it: `/v1` for keys, `/admin/v1` for the operator. */
export function apiRoutes(services: ApiServiceSchema[] = API_SERVICES): { v1: Record<string, string>; admin: Record<string, string> } {
	const routes = { v1: {} as Record<string, string>, admin: {} as Record<string, string> };
	for (const service of services) {
		for (const [name, action] of Object.entries(service.actions ?? {})) {
			const { rest, scope } = action as Partial<ApiAction>;
			if (!rest) continue;
			const table = scope === "admin" ? routes.admin : routes.v1;
			if (table[rest]) throw new Error(`Two actions serve ${rest}: ${table[rest]} and ${service.name}.${name}`);
			table[rest] = `${service.name}.${name}`;
		}
	}
	return routes;
}
