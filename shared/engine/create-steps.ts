import type { Principal } from "../actions/principal";
import type { Input } from "../actions/validation";
import type { Queryable, Row } from "../platform/database";
import { newId } from "../platform/ids";
import { EXPIRY_HORIZON_SECONDS, ResourceDeclaration, ResourceObject, ResourceRegistry } from "./resource-declaration";
import type { BooksJudgement } from "./books-checks";
import { present } from "./resource-views";
import { referenceFields, resolveReferences } from "./reference-checks";
import { EXPIRES_AT_RULE, inJsonbOrder, mergeMetadata, METADATA_RULE, writeRules } from "./write-rules";
import { ApiError } from "../actions/api-errors";
import { checkSandboxOutcome } from "./sandbox-outcomes";

/** What a single create and each object of a bulk create share, so that both check and store an object alike. */

/** The params of a create: the type's fields and metadata. */
export const createRules = (decl: ResourceDeclaration) => ({ ...writeRules(decl.fields, "create"), metadata: METADATA_RULE, expires_at: EXPIRES_AT_RULE });

/** A create's `expires_at` must lie ahead of it, within the horizon: one already past would be expired before anyone could import it. */
function checkExpiry(expiresAt: number | null, now: number): void {
	if (expiresAt === null) return;
	if (expiresAt <= now) {
		throw new ApiError("expires_at_passed", `expires_at (${expiresAt}) is not after the moment of this create (${now}); give a moment ahead, or none.`, {
			param: "expires_at",
		});
	}
	if (expiresAt > now + EXPIRY_HORIZON_SECONDS) {
		const latest = now + EXPIRY_HORIZON_SECONDS;
		throw new ApiError("parameter_invalid", `expires_at may be at most ${EXPIRY_HORIZON_SECONDS / 86_400} days after the create (${latest}).`, {
			param: "expires_at",
		});
	}
}

/** A create that reads no other row is one statement; references and guards need a transaction. */
export const readsOtherRows = (decl: ResourceDeclaration) => referenceFields(decl.fields).length > 0 || decl.guard !== undefined;

/** A new object's row as the create stores it at `now` (unix seconds), its declared values, and the object it answers. */
export function newObject(decl: ResourceDeclaration, principal: Principal, input: Input, now: number) {
	const values: Row = Object.fromEntries(Object.keys(decl.fields).map((name) => [name, input[name] ?? null]));
	const metadata = inJsonbOrder(mergeMetadata({}, input.metadata));
	checkSandboxOutcome(principal, metadata);
	decl.rules?.(values);
	const expiresAt = (input.expires_at as number | null | undefined) ?? null;
	checkExpiry(expiresAt, now);
	const row = {
		id: newId(decl.prefix),
		account_id: principal.accountId,
		integration_id: principal.integrationId,
		created: now,
		updated: now,
		metadata: JSON.stringify(metadata),
		expires_at: expiresAt,
		...values,
	};
	return { values, row, body: present(decl, { ...row, metadata, import_status: "pending" }) };
}

/** The new object's row and answer with what the books said of it; a dry run's answer has no id (it was never stored). */
export function withBooks(decl: ResourceDeclaration, created: { row: Row; body: ResourceObject }, judged: BooksJudgement | null, dryRun: boolean) {
	const row = judged ? { ...created.row, ...judged.columns } : created.row;
	const body = judged
		? present(decl, { ...row, books_warnings: judged.findings.length ? judged.findings : null, metadata: created.body.metadata, import_status: "pending" })
		: created.body;
	return { row, body: dryRun ? { ...body, id: null } : body };
}

/**
 * Inside the create's transaction, before it writes: its references name objects the caller can
 * see, and the type's guard holds. Both only read, so a failure leaves the transaction usable.
 */
export async function checkAgainstRows(tx: Queryable, decl: ResourceDeclaration, registry: ResourceRegistry, principal: Principal, values: Row): Promise<void> {
	await resolveReferences(tx, registry, principal, decl.fields, values);
	await decl.guard?.(tx, values, null, principal);
}
