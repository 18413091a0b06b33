/** JSON Schema pieces the API's objects are described with; named ones become `components.schemas` of the OpenAPI document. */

export type JsonSchema = { [keyword: string]: unknown };

const components = new Map<string, JsonSchema>();

/**
 * A schema's name in the document: `line_item` is `LineItem`. Lowercase names collide with the
 * element names of API Elements, which Dredd's parser reserves (`category` is one of them).
 */
const schemaName = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** Names a schema in `components.schemas` and answers a reference to it; beside the code that presents the object. */
export function component(name: string, schema: JsonSchema): JsonSchema {
	const known = components.get(schemaName(name));
	if (known && JSON.stringify(known) !== JSON.stringify(schema)) throw new Error(`Two schemas named ${name}`);
	components.set(schemaName(name), schema);
	return ref(name);
}

/** Every schema named so far, by name. */
export const namedSchemas = (): Map<string, JsonSchema> => new Map(components);

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${schemaName(name)}` });

export const nullable = (schema: JsonSchema): JsonSchema => {
	if (typeof schema.type === "string") return { ...schema, type: [schema.type, "null"], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
	return { anyOf: [schema, { type: "null" }] };
};

export const UNIX_TIME: JsonSchema = { type: "integer", description: "Unix time in seconds." };

/**
 * The latest time a request may name, 9999-12-31T23:59:59Z, and the bound of every unix-seconds
 * parameter: beyond it a number would overflow the database's bigint or leave its calendar.
 */
export const MAX_UNIX_SECONDS = 253_402_300_799;

/** An object whose every listed property is present, and nothing else. */
export function objectOf(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
	return { type: "object", additionalProperties: false, required: Object.keys(properties).filter((name) => !optional.includes(name)), properties };
}

/** A page of a list (docs/design.md, "Resources"), newest first. */
export function listOf(item: JsonSchema): JsonSchema {
	return objectOf({ object: { const: "list" }, url: { type: "string" }, has_more: { type: "boolean" }, data: { type: "array", items: item } });
}

/** What a delete answers. */
export const deletedOf = (object: string): JsonSchema =>
	component(`deleted_${object}`, objectOf({ id: { type: "string" }, object: { const: object }, deleted: { const: true } }));
