import { exampleId, JsonSchema, laterExample, namedSchemas } from "../actions/json-schema";

/**
 * A realistic value of a schema, composed from the examples its parts declare beside them (a field's
 * in its resource's declaration, a property's in its schema): the first of a schema's `examples`,
 * else its `const`, its first enum value or its default, else built from its properties or items.
 * A string or number nobody gave an example for is an error, not a value made up from a pattern.
 * `optional`: whether an object shows its optional properties too (a request's example shows what
 * may be sent; an answer's, what always comes).
 */
export function exampleOf(schema: JsonSchema, optional: boolean, where = "#"): unknown {
	if (Array.isArray(schema.examples)) return schema.examples[0];
	if (typeof schema.$ref === "string") return laterExample(componentName(schema.$ref))?.() ?? exampleOf(referenced(schema.$ref), optional, schema.$ref);
	if ("const" in schema) return schema.const;
	if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
	if (schema.default !== undefined) return schema.default;
	const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
	if (branches) return exampleOf(branches.find((branch) => branch.type !== "null" && branch.const !== "") ?? branches[0], optional, `${where}/anyOf`);
	if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part: JsonSchema, i) => exampleOf(part, optional, `${where}/allOf/${i}`)));
	if (schema.properties) {
		const required = (schema.required as string[] | undefined) ?? [];
		const shown = Object.entries(schema.properties as Record<string, JsonSchema>).filter(([name]) => optional || required.includes(name));
		return Object.fromEntries(shown.map(([name, property]) => [name, exampleOf(property, optional, `${where}/properties/${name}`)]));
	}
	if (schema.items) return [exampleOf(schema.items as JsonSchema, optional, `${where}/items`)];
	if (schema.type === "object") return {};
	throw new Error(`No example for ${where}: give its schema \`examples\``);
}

const componentName = (ref: string) => ref.replace("#/components/schemas/", "");

function referenced(ref: string): JsonSchema {
	const schema = namedSchemas().get(componentName(ref));
	if (!schema) throw new Error(`No schema ${ref}`);
	return schema;
}

/** What names an operation's examples: its path and the schema of its answer. */
interface ExampleRoute {
	path: string;
	action: { response: JsonSchema; example?: Record<string, unknown> };
}

/** What a path segment's parameter names, e.g. `customers` → a `customer`, `cus_…`. */
export type SegmentIds = Map<string, { object: string; id: string }>;

/** The object and an example id of each path segment followed by a parameter, read from the operations that answer one such object. */
export function idsBySegment(routes: ExampleRoute[]): SegmentIds {
	const ids: SegmentIds = new Map();
	for (const route of routes) {
		const segments = route.path.split("/");
		if (!segments[segments.length - 1].startsWith("{")) continue;
		const { properties } = resolved(route.action.response) as { properties?: Record<string, JsonSchema> };
		const prefix = /^\^([a-z]+)_/.exec(String(properties?.id?.pattern ?? ""))?.[1];
		if (prefix && typeof properties?.object?.const === "string")
			ids.set(segments[segments.length - 2], { object: properties.object.const, id: exampleId(prefix) });
	}
	return ids;
}

/** A path parameter, described and with an example id of what it names. */
export function pathParameter(route: ExampleRoute, name: string, ids: SegmentIds) {
	const segments = route.path.split("/");
	const named = ids.get(segments[segments.indexOf(`{${name}}`) - 1]);
	if (!named) throw new Error(`No example for the parameter ${name} of ${route.path}`);
	return { name, in: "path", required: true, description: `The ${named.object}'s id.`, schema: { type: "string" }, example: named.id };
}

/** The example of an operation's answer; a list's `url` is the operation's path. */
export function answerExample(route: ExampleRoute, ids: SegmentIds): unknown {
	const example = { ...(exampleOf(route.action.response, false) as Record<string, unknown>), ...route.action.example };
	if (example.object !== "list") return example;
	const segments = route.path.split("/");
	return { ...example, url: segments.map((segment, i) => (segment.startsWith("{") ? ids.get(segments[i - 1])!.id : segment)).join("/") };
}

/** The schema a reference names; of a choice (an event's variants), the first. */
function resolved(schema: JsonSchema): JsonSchema {
	if (typeof schema.$ref === "string") return resolved(referenced(schema.$ref));
	return Array.isArray(schema.oneOf) ? resolved(schema.oneOf[0] as JsonSchema) : schema;
}
