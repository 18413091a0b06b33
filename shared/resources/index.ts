import type { ApiAction } from "../actions/action-context";
import type { DatabaseService } from "../platform/platform";
import { registryOf, resourceActions, ResourceDeclaration, ResourceRegistry } from "../engine";
import { categories } from "./categories";
import { customers } from "./customers";
import { expenses } from "./expenses";
import { products } from "./products";
import { refunds } from "./refunds";
import { revenue } from "./revenue";
import { suppliers } from "./suppliers";

export { categories, customers, expenses, products, refunds, revenue, suppliers };

/** The seven types, in the order of the account summary. */
export const RESOURCES: readonly ResourceDeclaration[] = [customers, suppliers, categories, products, expenses, revenue, refunds];

/** The same types by name, built once: the engine finds the target of a reference here. */
export const RESOURCE_REGISTRY: ResourceRegistry = registryOf(RESOURCES);

/** The actions of every resource type a service serves (shared/engine/resource-actions.ts). */
export function resourceActionsOf(service: ResourceDeclaration["service"]): Record<string, ApiAction<DatabaseService>> {
	return Object.assign({}, ...RESOURCES.filter((decl) => decl.service === service).map((decl) => resourceActions(decl, RESOURCE_REGISTRY)));
}
