import { component, JsonSchema, listOf, nullable, objectOf, UNIX_TIME } from "../../api/json-schema";
import { fieldSchema } from "../fields";
import { declarationOf, IMPORT_STATUSES, LINE_ITEM_FIELDS, LINE_ITEM_NAMES, REJECTERS, REJECTION_CODES, ResourceDeclaration, ResourceRegistry } from "./declaration";

/** The `object` of the type named `name`, for the schema of a reference to it. */
const objectName = (registry: ResourceRegistry) => (name: string) => declarationOf(registry, name).object;

/** A rejected object's decline (`import.rejection`), shared by the seven types. */
const REJECTION = component(
	"rejection",
	objectOf({
		code: { enum: [...REJECTION_CODES], description: "Why it was declined, for code to act on; other when no code was given." },
		reason: { type: ["string", "null"], description: "The free-text reason, when one was given." },
		by: { enum: [...REJECTERS], description: "merchant: declined with the desktop key; integration: by the integration itself." },
	}),
);

/** The object `present()` shapes, as JSON Schema; `line_items` only when expanded; `import.rejection` only once rejected. */
export function objectSchema(decl: ResourceDeclaration, registry: ResourceRegistry): JsonSchema {
	const fields = Object.fromEntries(Object.entries(decl.fields).map(([name, f]) => [name, fieldSchema(f, objectName(registry))]));
	return component(
		decl.object,
		objectOf(
			{
				id: { type: "string", pattern: `^${decl.prefix}_` },
				object: { const: decl.object },
				...fields,
				metadata: { type: "object", additionalProperties: { type: "string" } },
				import: objectOf(
					{
						status: { enum: IMPORT_STATUSES },
						batch: { type: ["string", "null"], description: "The import batch that claimed or imported it." },
						imported_at: nullable(UNIX_TIME),
						local_ref: { type: ["string", "null"], description: "The merchant's own id, once imported." },
						rejection: REJECTION,
					},
					["rejection"],
				),
				created: UNIX_TIME,
				updated: UNIX_TIME,
				...(decl.lineItems ? { line_items: listOf(lineItemSchema(registry)) } : {}),
			},
			["line_items"],
		),
	);
}

/** The line item `presentLineItem()` shapes, as JSON Schema. */
export const lineItemSchema = (registry: ResourceRegistry) =>
	component(
		"line_item",
		objectOf({
			id: { type: "string", pattern: "^li_" },
			object: { const: "line_item" },
			parent: { type: "string", description: "The expense or revenue it belongs to." },
			...Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, fieldSchema(LINE_ITEM_FIELDS[name], objectName(registry))])),
			created: UNIX_TIME,
		}),
	);
