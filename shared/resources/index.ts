import type { ApiAction } from "../request";
import { resourceActions, ResourceDeclaration } from "../resource";
import { categories } from "./categories";
import { customers } from "./customers";
import { expenses } from "./expenses";
import { products } from "./products";
import { refunds } from "./refunds";
import { revenue } from "./revenue";
import { suppliers } from "./suppliers";

export { categories, customers, expenses, products, refunds, revenue, suppliers };

/** The seven types, in the order of the account summary. */
export const RESOURCES: ResourceDeclaration[] = [customers, suppliers, categories, products, expenses, revenue, refunds];

/** The actions of every resource type a service serves (shared/resource.ts). */
export function resourceActionsOf(service: ResourceDeclaration["service"]): Record<string, ApiAction> {
	return Object.assign({}, ...RESOURCES.filter((decl) => decl.service === service).map(resourceActions));
}
