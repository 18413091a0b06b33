import { component, EXAMPLE_TIME, exampleId, JsonSchema, listOf, nullable, objectOf, time } from "../actions/json-schema";
import { BOOKS_CHECK, FINDINGS } from "../books/findings";
import { fieldSchema } from "./field-types";
import { declarationOf, IMPORT_STATUSES, LINE_ITEM_FIELDS, LINE_ITEM_NAMES, ResourceDeclaration, ResourceRegistry } from "./resource-declaration";
import { REJECTION } from "./decline-schemas";

/** The `object` of the type named `name`, for the schema of a reference to it. */
const objectName = (registry: ResourceRegistry) => (name: string) => declarationOf(registry, name).object;

/** The object `present()` shapes, as JSON Schema; `line_items` only when expanded; `import.rejection` only once rejected. */
export function objectSchema(decl: ResourceDeclaration, registry: ResourceRegistry): JsonSchema {
	const id = { type: "string", pattern: `^${decl.prefix}_`, description: `The ${decl.object}'s id.`, examples: [exampleId(decl.prefix)] };
	return component(decl.object, { ...objectOf(objectProperties(decl, registry, id), ["line_items"]), description: decl.description });
}

/** What a dry run of a create answers (docs/books.md, "Dry runs"): the object as it would be stored, without an id. */
export function dryRunSchema(decl: ResourceDeclaration, registry: ResourceRegistry): JsonSchema {
	const id = { type: "null", description: "null: a dry run stores nothing." };
	return component(`${decl.object}_dry_run`, {
		...objectOf(objectProperties(decl, registry, id), ["line_items"]),
		description: `The ${decl.object} a create would store, checked against the merchant's books; nothing was stored.`,
	});
}

function objectProperties(decl: ResourceDeclaration, registry: ResourceRegistry, id: JsonSchema): Record<string, JsonSchema> {
	const fields = Object.fromEntries(Object.entries(decl.fields).map(([name, f]) => [name, fieldSchema(f, objectName(registry))]));
	return {
		id,
		object: { const: decl.object, description: "The type of the object." },
		...fields,
		metadata: METADATA,
		import: IMPORT,
		books_check: BOOKS_CHECK,
		books_warnings: FINDINGS,
		created: time("When it was created."),
		updated: time("When it last changed."),
		...(decl.lineItems ? { line_items: { ...listOf(lineItemSchema(registry)), description: "Its line items, when expanded (`expand[]=line_items`)." } } : {}),
	};
}

const METADATA: JsonSchema = {
	type: "object",
	additionalProperties: { type: "string" },
	description:
		"Up to 50 keys of your own, each with a string value, kept as sent. bookdrop reads one of them, and only on a test account: " +
		'`sandbox_outcome`, the outcome the simulated importer gives the object (docs/testing.md, "The simulated importer").',

	examples: [{ order_id: "1001" }],
};

/** Where an object is in its lifecycle (docs/lifecycle.md). */
const IMPORT: JsonSchema = {
	...objectOf(
		{
			status: {
				enum: IMPORT_STATUSES,
				description:
					"pending until the merchant's software imports it (imported) or declines it (rejected), or until its `expires_at` passes unclaimed (expired).",
			},
			batch: { type: ["string", "null"], description: "The import batch that claimed or imported it.", examples: [exampleId("imb")] },
			imported_at: nullable(time("When it was imported.")),
			local_ref: { type: ["string", "null"], description: "The merchant's own id, once imported.", examples: ["C-1001"] },
			expires_at: time('When it stops waiting: present when its create gave `expires_at` (docs/lifecycle.md, "Expiry").', EXAMPLE_TIME + 7 * 86_400),
			rejection: { ...REJECTION, description: "Present once rejected: why, by whom, and what to do (docs/declines.md)." },
		},
		["expires_at", "rejection"],
	),
	description: "Where the object is in its lifecycle: pending, imported, rejected or expired.",
	examples: [{ status: "pending", batch: null, imported_at: null, local_ref: null }],
};

/** The line item `presentLineItem()` shapes, as JSON Schema. */
export const lineItemSchema = (registry: ResourceRegistry) =>
	component("line_item", {
		...objectOf({
			id: { type: "string", pattern: "^li_", description: "The line item's id.", examples: [exampleId("li")] },
			object: { const: "line_item", description: "The type of the object." },
			parent: { type: "string", description: "The expense or revenue it belongs to.", examples: [exampleId("rev")] },
			...Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, fieldSchema(LINE_ITEM_FIELDS[name], objectName(registry))])),
			created: time("When it was created."),
		}),
		description: "A line of an expense or a revenue: what was bought or sold, how many, at what price.",
	});
