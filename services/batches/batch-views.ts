import type { Row } from "../../shared/platform/database";
import { component, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import { RESOURCES } from "../../shared/resources";

/** How an import batch looks in answers and events, and its schema in the OpenAPI document. */

const COUNTS = objectOf(
	Object.fromEntries(
		RESOURCES.map((decl) => [decl.object, { type: "integer", minimum: 0, description: `Its ${decl.name}.`, examples: [decl.object === "customer" ? 2 : 0] }]),
	),
);

export const IMPORT_BATCH = component("import_batch", {
	...objectOf({
		id: { type: "string", pattern: "^imb_", description: "The batch's id.", examples: [exampleId("imb")] },
		object: { const: "import_batch", description: "The type of the object." },
		status: {
			enum: ["open", "completed", "reverted"],
			description: "open: its objects are claimed; completed: they are imported; reverted: undone, they are pending again.",
			examples: ["completed"],
		},
		counts: { ...COUNTS, description: "Objects per type; an integration key counts only its own." },
		created: time("When it was created."),
		updated: time("When it last changed."),
		completed_at: nullable(time("When it was completed; null until then.")),
		reverted_at: nullable(time("When it was reverted; null unless it was.", null)),
	}),
	description: "A set of objects the merchant's software claims and imports all or nothing, and may revert.",
});

/** A batch's row with its objects counted per type (as the viewer may see them). */
export const presentBatch = (row: Row, counts: Record<string, number> | undefined) => ({
	id: row.id,
	object: "import_batch",
	status: row.status,
	counts,
	created: row.created,
	updated: row.updated,
	completed_at: row.completed_at ?? null,
	reverted_at: row.reverted_at ?? null,
});
