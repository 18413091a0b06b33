import { createHash } from "node:crypto";
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

const laterExamples = new Map<string, () => unknown>();

/**
 * The example of a named schema that is composed from other schemas' examples, some of which are
 * named only once every service is loaded (an event's, from its object's): asked for when the document is built.
 */
export function exampleLater(name: string, compose: () => unknown): void {
	laterExamples.set(name, compose);
}

/** The composed example of a named schema, if it has one (shared/document/schema-examples.ts). */
export const laterExample = (name: string): (() => unknown) | undefined => laterExamples.get(name);

/** Every schema named so far, by name. */
export const namedSchemas = (): Map<string, JsonSchema> => new Map(components);

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${schemaName(name)}` });

export const nullable = (schema: JsonSchema): JsonSchema => {
	if (typeof schema.type === "string")
		return { ...schema, type: [schema.type, "null"], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
	// what the value means stays at the top, where readers and linters look for it
	const { description, ...rest } = schema;
	// a choice already (an id, or the object when expanded) takes null as one more branch, not as a choice of choices
	const branches = Array.isArray(rest.anyOf) && Object.keys(rest).length === 1 ? (rest.anyOf as JsonSchema[]) : [rest];
	return { ...(description === undefined ? {} : { description }), anyOf: [...branches, { type: "null" }] };
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
	return objectOf({
		object: { const: "list", description: "The type of the object: a page of a list." },
		url: { type: "string", description: "The path of the list.", examples: ["/v1/customers"] },
		has_more: { type: "boolean", description: "Whether the list goes on in the direction you are paging.", examples: [false] },
		data: { type: "array", items: item, description: "The page's objects, newest first." },
	});
}

/** What a delete answers. */
export const deletedOf = (object: string, prefix: string): JsonSchema =>
	component(`deleted_${object}`, {
		...objectOf({
			id: { type: "string", description: `The deleted ${object}'s id.`, examples: [exampleId(prefix)] },
			object: { const: object, description: "The type of the object deleted." },
			deleted: { const: true, description: "Always true: the object is gone." },
		}),
		description: `What a delete of a ${object} answers.`,
	});

/**
 * A realistic id for examples: the prefix and 24 base62 characters, as `newId` makes them, the same
 * every time so that the generated document does not change between runs.
 */
export function exampleId(prefix: string): string {
	const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	const digest = createHash("sha256").update(`bookdrop example ${prefix}`).digest();
	return `${prefix}_${[...digest.subarray(0, 24)].map((byte) => alphabet[byte % 62]).join("")}`;
}

/** A moment in unix seconds, with what it marks; the example is one fixed moment (2026-11-24 14:13:20 UTC). */
export const time = (description: string, example: number | null = EXAMPLE_TIME): JsonSchema => ({
	...UNIX_TIME,
	description: `${description} Unix time in seconds.`,
	examples: [example],
});
export const EXAMPLE_TIME = 1795529600;

/** What a fastest-validator rule means and a realistic value, for the document: spread into the rule (`openapi`, shared/document/openapi-document.ts). */
export const about = (description: string, ...example: unknown[]) => ({ openapi: { description, ...(example.length ? { examples: example } : {}) } });
