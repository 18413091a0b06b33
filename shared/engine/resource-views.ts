import type { Row } from "../platform/database";
import { declineView } from "./decline-schemas";
import { LINE_ITEM_NAMES, ResourceDeclaration, ResourceObject } from "./resource-declaration";

/**
 * A rejected row's decline with its code's catalogue entry. A rejection an earlier release stored
 * has no code and no author (it reads as it did then, declined by the merchant, code `other`), nor
 * a field or a detail (null).
 */
const rejectionOf = (row: Row) =>
	declineView({
		code: row.rejection_code ?? "other",
		reason: row.rejection_reason ?? null,
		by: row.rejected_by ?? "merchant",
		field: row.rejection_field ?? null,
		detail: row.rejection_detail ?? null,
	});

/** The API's view of a stored row: every field (null when absent), metadata and the import object. */
export function present(decl: ResourceDeclaration, row: Row): ResourceObject {
	const body: ResourceObject = { id: row.id, object: decl.object };
	for (const name of Object.keys(decl.fields)) body[name] = row[name] ?? null;
	body.metadata = row.metadata ?? {};
	body.import = {
		status: row.import_status,
		batch: row.import_batch ?? null,
		imported_at: row.imported_at ?? null,
		local_ref: row.local_ref ?? null,
		...(row.expires_at != null ? { expires_at: row.expires_at } : {}),
		...(row.import_status === "rejected" ? { rejection: rejectionOf(row) } : {}),
	};
	body.books_check = row.books_check ?? "unknown";
	body.books_warnings = row.books_warnings ?? [];
	body.created = row.created;
	body.updated = row.updated;
	return body;
}

export function presentLineItem(row: Row): ResourceObject {
	const body: ResourceObject = { id: row.id, object: "line_item", parent: row.expense_id ?? row.revenue_id };
	for (const name of LINE_ITEM_NAMES) body[name] = row[name] ?? null;
	body.created = row.created;
	return body;
}
