import type { ResourceDeclaration } from "../resource";
import { customers } from "./customers";

export { customers };

/** Every resource type, by its path segment. */
export const RESOURCES: Record<string, ResourceDeclaration> = { customers };

/** The gateway routes of the resources a service serves: `<name>` collection and `<name>/:id` objects. */
export function resourceRoutes(service: string, names: string[]): Record<string, string> {
	const routes: Record<string, string> = {};
	for (const name of names) {
		const action = `${service}.${name}`;
		routes[`POST /${name}`] = `${action}.create`;
		routes[`GET /${name}`] = `${action}.list`;
		routes[`GET /${name}/:id`] = `${action}.retrieve`;
		routes[`POST /${name}/:id`] = `${action}.update`;
		routes[`DELETE /${name}/:id`] = `${action}.delete`;
	}
	return routes;
}
