import { ApiError } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import { RejectionCode, REJECTION_CODES } from "./decline-catalogue";
import { DECLINE_FIELD_MAX } from "./decline-schemas";

/**
 * What an object of a test account asks of the simulated importer with `metadata.sandbox_outcome`
 * (docs/testing.md): imported (no value), declined with a reason code (and the field at fault, with
 * `metadata.sandbox_detail` as the detail), imported in a batch of its own that is then reverted,
 * left pending, or claimed in a batch left open.
 */
export type SandboxOutcome =
	{ kind: "import" } | { kind: "reject"; code: RejectionCode; field: string | null; detail: string | null } | { kind: "revert" | "stay" | "outcome_unknown" };

export const SANDBOX_OUTCOME_KEY = "sandbox_outcome";
export const SANDBOX_DETAIL_KEY = "sandbox_detail";

/** The values `metadata.sandbox_outcome` may take, as the refusal of another names them. */
const OUTCOME_FORMS = ["reject:<code>", "reject:<code>:<field>", "revert", "stay", "outcome_unknown"];

/** A decline's code and field: `reject:<code>` or `reject:<code>:<field>`; null when `value` is neither. */
function declineOf(value: string | undefined): { code: RejectionCode; field: string | null } | null {
	const [kind, code, ...rest] = (value ?? "").split(":");
	const field = rest.length ? rest.join(":") : null;
	if (kind !== "reject" || !(REJECTION_CODES as readonly string[]).includes(code)) return null;
	if (field !== null && (field.length === 0 || field.length > DECLINE_FIELD_MAX)) return null;
	return { code: code as RejectionCode, field };
}

/** The outcome an object's metadata asks for; a value it may not take (a live account's object) is the default, an import. */
export function sandboxOutcome(metadata: Record<string, string> | null | undefined): SandboxOutcome {
	const value = metadata?.[SANDBOX_OUTCOME_KEY];
	if (value === "revert" || value === "stay" || value === "outcome_unknown") return { kind: value };
	const decline = declineOf(value);
	if (decline) return { kind: "reject", ...decline, detail: metadata?.[SANDBOX_DETAIL_KEY] ?? null };
	return { kind: "import" };
}

/**
 * On a test account a misspelt outcome is refused when it is written, not imported by surprise;
 * on a live account `sandbox_outcome` is metadata like any other key.
 */
export function checkSandboxOutcome(principal: Principal, metadata: Record<string, string>): void {
	const value = metadata[SANDBOX_OUTCOME_KEY];
	if (principal.mode !== "test" || value === undefined || sandboxOutcome(metadata).kind !== "import") return;
	throw new ApiError(
		"parameter_invalid",
		`metadata.sandbox_outcome must be one of ${OUTCOME_FORMS.join(", ")} (a code of GET /v1/reason_codes, a field of at most ${DECLINE_FIELD_MAX} characters); got '${value}'.`,
		{ param: `metadata.${SANDBOX_OUTCOME_KEY}` },
	);
}
