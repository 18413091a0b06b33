import type { JsonSchema } from "../actions/json-schema";

/** What names an operation: its HTTP method, its OpenAPI path, and the action serving it. */
export interface NamedRoute {
	method: string;
	/** `/v1/…` or `/admin/v1/…`, with `{name}` for path parameters. */
	path: string;
	action: { name: string; scope: string; response: JsonSchema };
}

const camel = (text: string) => text.replace(/[_-]([a-z])/g, (_, c: string) => c.toUpperCase());
const isParam = (segment: string) => segment.startsWith("{");
const lastName = (route: NamedRoute) => route.action.name.split(".").pop()!;
const isList = (schema: JsonSchema) => (schema.properties as Record<string, JsonSchema> | undefined)?.object?.const === "list";

/**
 * The client method of an operation, which is its operationId too: `<resource>[.<sub-resource>…].<method>`
 * (`customers.create`, `webhookEndpoints.deliveries.list`, `admin.accounts.apiKeys.create`), read from
 * its path and HTTP method so that a new route is named as soon as it is served (docs/design.md,
 * "Operation names").
 * - The resources are the path's literal segments, camelCased, under `admin` for the operator's API.
 * - A last literal segment (not the first) that no GET serves is an action on what precedes it
 *   (`POST /import_batches/{id}/complete`): the method is the action's own name (`complete`).
 * - Else the HTTP method says: on a collection POST is `create` and GET `list` (`retrieve` when
 *   it answers one object, as `GET /v1/account`: a single object, whose POST is `update`); on an
 *   object GET is `retrieve`, POST `update`, DELETE the first word of the action's name (`delete`, `revoke`).
 */
export function operationName(route: NamedRoute, all: NamedRoute[]): string {
	const segments = route.path.replace(/^(\/admin)?\/v1\//, "").split("/");
	const last = segments[segments.length - 1];
	const onObject = isParam(last);
	const action = !onObject && segments.length > 1 && !all.some((other) => other.path === route.path && other.method === "get");
	const resources = (action ? segments.slice(0, -1) : segments).filter((segment) => !isParam(segment)).map(camel);
	const single = all.some((other) => other.path === route.path && other.method === "get" && !isList(other.action.response));
	const method = action ? lastName(route) : standardMethod(route, onObject || single);
	return [...(route.action.scope === "admin" ? ["admin"] : []), ...resources, method].join(".");
}

function standardMethod(route: NamedRoute, onObject: boolean): string {
	if (route.method === "get") return onObject || !isList(route.action.response) ? "retrieve" : "list";
	if (route.method === "post") return onObject ? "update" : "create";
	return lastName(route).match(/^[a-z]+/)![0];
}
