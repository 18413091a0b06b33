import type { ResourceDeclaration } from "../resource";
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

/** The gateway routes of the resources a service serves: collection, objects, and line items where they exist. */
export function resourceRoutes(service: string, resources: ResourceDeclaration[]): Record<string, string> {
	const routes: Record<string, string> = {};
	for (const { name, lineItems } of resources) {
		const action = `${service}.${name}`;
		routes[`POST /${name}`] = `${action}.create`;
		routes[`GET /${name}`] = `${action}.list`;
		routes[`GET /${name}/:id`] = `${action}.retrieve`;
		routes[`POST /${name}/:id`] = `${action}.update`;
		routes[`DELETE /${name}/:id`] = `${action}.delete`;
		if (lineItems) {
			routes[`POST /${name}/:id/line_items`] = `${action}.lineItems.create`;
			routes[`GET /${name}/:id/line_items`] = `${action}.lineItems.list`;
		}
	}
	return routes;
}

/** The merchant's decline of each type, served by the batches service. */
export function rejectRoutes(resources: ResourceDeclaration[]): Record<string, string> {
	return Object.fromEntries(resources.map(({ name }) => [`POST /${name}/:id/reject`, `batches.${name}.reject`]));
}
