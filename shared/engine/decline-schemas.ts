import { component, JsonSchema, objectOf } from "../actions/json-schema";
import { DECLINE_ACTORS, REJECTION_CODES, RejectionCode, RETRY_AFTER, reasonCodeView } from "./decline-catalogue";
import { REJECTERS } from "./resource-declaration";

/** The longest field at fault a decline names (`line_items.2.tax_amount`), and the longest detail. */
export const DECLINE_FIELD_MAX = 100;
export const DECLINE_DETAIL_MAX = 500;

/** The catalogue's part of a decline and of a reason code, as JSON Schema. */
const CATALOGUE_PROPERTIES: Record<string, JsonSchema> = {
	actor: {
		enum: [...DECLINE_ACTORS],
		description: "Who must act: `integration` (the integration's data), `merchant`, or `accountant` (the merchant's accountant).",
	},
	retryable: {
		...objectOf({
			possible: { type: "boolean", description: "Whether the object, sent again as a new object, can succeed." },
			after: {
				enum: [...RETRY_AFTER, null],
				description:
					"What must happen first, when it can: `data_fixed` (the integration corrected its data), `reference_imported` (what it references is in the books), `period_reopened` (the accountant reopened the period), `merchant_agreed` (the merchant said so); null when it cannot.",
			},
		}),
		description: 'Whether sending the object again can succeed, and after what (docs/declines.md, "Sending again").',
	},
	messages: {
		...objectOf({
			en: { type: "string", description: "In English." },
			de: { type: "string", description: "In German." },
		}),
		description: "What to tell the person who sees the decline, the merchant's or the integrator's user; the same for every decline of the code.",
	},
	doc_url: { type: "string", description: "The code's section in the guides this server serves, a path on its own origin." },
};

/** An example of each catalogue property, from the catalogue itself. */
const withExamples = (code: RejectionCode) =>
	Object.fromEntries(
		Object.entries(CATALOGUE_PROPERTIES).map(([name, schema]) => [
			name,
			{ ...schema, examples: [reasonCodeView(code)[name as keyof ReturnType<typeof reasonCodeView>]] },
		]),
	);

/** A rejected object's decline (`import.rejection`), shared by the seven types. */
export const REJECTION = component("rejection", {
	...objectOf({
		code: { enum: [...REJECTION_CODES], description: "Why it was declined, for code to act on; other when no code was given." },
		reason: { type: ["string", "null"], description: "The free-text reason, when one was given.", examples: ["Already in the books as SUP-0042."] },
		by: { enum: [...REJECTERS], description: "merchant: declined with the desktop key; integration: by the integration itself." },
		field: {
			type: ["string", "null"],
			description: "The field at fault, when the decline named one (null on declines made before fields were recorded).",
			examples: ["reference"],
		},
		detail: {
			type: ["string", "null"],
			description: "What the importer said of it, for people and never interpreted; null when none was given.",
			examples: ["Invoice RE-2041 is booked as 2026-0311."],
		},
		...withExamples("duplicate"),
	}),
	description: "Why and by whom the object was declined, with the catalogue's entry for its code (`GET /v1/reason_codes`).",
});

/** A reason code of the catalogue, as `GET /v1/reason_codes` lists it. */
export const REASON_CODE = component("reason_code", {
	...objectOf({
		id: { enum: [...REJECTION_CODES], description: "The reason code itself, as a decline carries it in `code`." },
		object: { const: "reason_code", description: "The type of the object." },
		...withExamples("duplicate"),
	}),
	description: "A reason code of the decline catalogue: who must act on it, whether sending again can help, and what to tell a person.",
});

/** Every reason code, in the catalogue's order. */
export const reasonCodes = () => REJECTION_CODES.map((code) => ({ id: code, object: "reason_code", ...reasonCodeView(code) }));

/** A decline with the catalogue's entry for its code, in the order the API shows it. */
export const declineView = ({ code, reason, by, field, detail }: Decline) => ({ code, reason, by, field, detail, ...reasonCodeView(code) });

/** What a decline records: its code, the merchant's words, who declined, the field at fault and the importer's detail. */
export interface Decline {
	code: RejectionCode;
	reason: string | null;
	by: string;
	field: string | null;
	detail: string | null;
}

/** A decline as the examples of the document and the guides show it: a code with its field, detail and catalogue entry. */
export const EXAMPLE_REJECTION = declineView({
	code: "duplicate",
	reason: "Already in the books.",
	by: "merchant",
	field: "reference",
	detail: "Invoice RE-2041 is booked as 2026-0311.",
});
