import { ApiError } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import { RejectionCode, REJECTION_CODES } from "./resource-declaration";

/**
 * What an object of a test account asks of the simulated importer with `metadata.sandbox_outcome`
 * (docs/testing.md): imported (no value), declined with a reason code, imported in a batch of its
 * own that is then reverted, left pending, or claimed in a batch left open.
 */
export type SandboxOutcome = { kind: "import" } | { kind: "reject"; code: RejectionCode } | { kind: "revert" | "stay" | "outcome_unknown" };

export const SANDBOX_OUTCOME_KEY = "sandbox_outcome";

/** Every value `metadata.sandbox_outcome` may take. */
export const SANDBOX_OUTCOMES = [...REJECTION_CODES.map((code) => `reject:${code}`), "revert", "stay", "outcome_unknown"];

/** The outcome an object's metadata asks for; a value it may not take (a live account's object) is the default, an import. */
export function sandboxOutcome(metadata: Record<string, string> | null | undefined): SandboxOutcome {
	const value = metadata?.[SANDBOX_OUTCOME_KEY];
	if (value === "revert" || value === "stay" || value === "outcome_unknown") return { kind: value };
	const code = value?.startsWith("reject:") ? value.slice("reject:".length) : undefined;
	if ((REJECTION_CODES as readonly string[]).includes(code ?? "")) return { kind: "reject", code: code as RejectionCode };
	return { kind: "import" };
}

/**
 * On a test account a misspelt outcome is refused when it is written, not imported by surprise;
 * on a live account `sandbox_outcome` is metadata like any other key.
 */
export function checkSandboxOutcome(principal: Principal, metadata: Record<string, string>): void {
	const value = metadata[SANDBOX_OUTCOME_KEY];
	if (principal.mode !== "test" || value === undefined || SANDBOX_OUTCOMES.includes(value)) return;
	throw new ApiError("parameter_invalid", `metadata.sandbox_outcome must be one of ${SANDBOX_OUTCOMES.join(", ")}; got '${value}'.`, {
		param: `metadata.${SANDBOX_OUTCOME_KEY}`,
	});
}
