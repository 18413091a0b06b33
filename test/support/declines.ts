import { reasonCodeView, RejectionCode } from "../../shared/engine/decline-catalogue";

/** A decline as `import.rejection` shows it: what was sent (field and detail null unless given), then the catalogue's entry for the code. */
export const rejectionOf = (code: RejectionCode, reason: unknown, by: string, sent: { field?: unknown; detail?: unknown } = {}) => ({
	code,
	reason,
	by,
	field: sent.field ?? null,
	detail: sent.detail ?? null,
	...reasonCodeView(code),
});
