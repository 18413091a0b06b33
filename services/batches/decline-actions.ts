import { about, listOf, ref } from "../../shared/actions/json-schema";
import { ApiAction, ApiContext, clockOf, principalOf } from "../../shared/actions/action-context";
import { countRejection } from "../../shared/platform/metrics";
import type { DatabaseService } from "../../shared/platform/platform";
import { RESOURCES } from "../../shared/resources";
import { anObject, DECLINE_DETAIL_MAX, DECLINE_FIELD_MAX, ID_RULE, REASON_CODE, reasonCodes, REJECTION_CODES, EXAMPLE_REJECTION } from "../../shared/engine";
import { rejecterOf, rejectObject } from "./import-batches";
import { deliveriesDue } from "./deliveries-due";

// Declines (docs/declines.md): POST /v1/<type>/<id>/reject for each of the seven types, and the
// catalogue of reason codes they carry.

const REJECT_PARAMS = {
	id: ID_RULE,
	reason: {
		type: "string",
		max: 500,
		optional: true,
		nullable: true,
		...about("Why, in words, for the integrator.", "Already in the books as SUP-0042."),
	},
	reason_code: {
		type: "enum",
		values: [...REJECTION_CODES],
		optional: true,
		...about('Why, for code to act on (docs/declines.md, "The catalogue"); other by default.', "duplicate"),
	},
	field: {
		type: "string",
		max: DECLINE_FIELD_MAX,
		optional: true,
		nullable: true,
		blankIsNull: true,
		...about("The field at fault, in the API's names (dots between levels: `line_items.2.tax_amount`).", "reference"),
	},
	detail: {
		type: "string",
		max: DECLINE_DETAIL_MAX,
		optional: true,
		nullable: true,
		blankIsNull: true,
		...about("What the importer says of it, for people; shown as sent and never interpreted.", "Invoice RE-2041 is booked as 2026-0311."),
	},
} as const;

function rejectAction(decl: (typeof RESOURCES)[number]): ApiAction<DatabaseService> {
	return {
		rest: `POST /${decl.name}/:id/reject`,
		summary: `Reject ${anObject(decl)}`,
		description:
			`Declines a pending ${decl.object} that no open import batch has claimed, for good: it shows \`import.rejection\` ` +
			`(\`code\`, \`reason\`, \`by\`, \`field\`, \`detail\` and the code's catalogue entry) and its integration gets a \`${decl.object}.rejected\` event. ` +
			"The merchant may reject any object; an integration only its own.",
		scope: "write",
		params: REJECT_PARAMS,
		response: ref(decl.object),
		example: { import: { status: "rejected", batch: null, imported_at: null, local_ref: null, rejection: EXAMPLE_REJECTION } },
		errors: ["object_not_pending"],
		async handler(ctx: ApiContext) {
			const { params } = ctx;
			const decline = { code: params.reason_code ?? "other", reason: params.reason ?? null, field: params.field || null, detail: params.detail || null };
			const principal = principalOf(ctx);
			const rejected = await this.db.transaction((tx) => rejectObject(tx, principal, decl, params.id, decline, clockOf(ctx, this.platform.clock)));
			countRejection(this.platform.metrics, decline.code, rejecterOf(principal));
			deliveriesDue(ctx);
			return rejected;
		},
	};
}

/** GET /v1/reason_codes: the whole catalogue, one page, for either kind of key. */
const reasonCodesList: ApiAction<DatabaseService> = {
	rest: "GET /reason_codes",
	summary: "List the reason codes",
	description:
		"Answers the decline catalogue: every reason code a decline may carry, who must act on it, whether the object sent again can succeed and after what, what to tell a person (in English and German), and its section of the guides. The whole catalogue is one page (`has_more` is false); it is the same for every account.",
	scope: "read",
	params: {},
	response: listOf(REASON_CODE),
	example: { data: reasonCodes() },
	async handler() {
		return { object: "list", url: "/v1/reason_codes", has_more: false, data: reasonCodes() };
	},
};

export const declineActions: Record<string, ApiAction<DatabaseService>> = {
	...Object.fromEntries(RESOURCES.map((decl) => [`${decl.name}.reject`, rejectAction(decl)])),
	"reason_codes.list": reasonCodesList,
};
