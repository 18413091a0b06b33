import type { Queryable, Row } from "../../shared/platform/database";
import type { RejectionCode, ResourceDeclaration } from "../../shared/engine";
import { booksVerdict, checkedType } from "../../shared/books/books-verdict.store";
import { FINDING_MESSAGES } from "../../shared/books/findings";
import { addBookedKeys } from "../../shared/books/books-snapshot.store";
import { isNameType, referenceKind, ReferenceType } from "../../shared/books/name-rules";

// The simulated importer's books (docs/books.md, "The simulated importer and the desktop
// simulator"): a test account's snapshot stands for the merchant's books. The importer declines what
// those books would (as they are at import, with what the same pass imported before), and after an
// import it books what it took into the snapshot, as a real importer publishes what it booked.

/** What the books say of one object the pass would import: nothing, or the decline with the field at fault and its reason. */
export interface BooksDecline {
	code: RejectionCode;
	field: string;
	reason: string;
}

/** The entry an imported object adds to the books: its name's or reference's key, under its kind. */
export interface BookedKey {
	kind: string;
	key: Buffer;
}

/**
 * Judges the objects of one pass in order, as the merchant's books would take them one after the
 * other: an object colliding with the books, or with one the pass took before it, is declined.
 */
export class PassBooks {
	/** Keys the pass has taken so far, by namespace. */
	private readonly taken = new Set<string>();
	readonly booked = new Map<string, BookedKey>();

	constructor(private readonly accountId: string) {}

	async judge(q: Queryable, decl: ResourceDeclaration, row: Row): Promise<BooksDecline | null> {
		if (!checkedType(decl.name)) return null;
		const name = isNameType(decl.name);
		const verdict = await booksVerdict(q, decl.name, {
			accountId: this.accountId,
			text: (name ? row.name : row.reference) ?? null,
			selfId: row.id,
			day: decl.dateFilter ? (row[decl.dateFilter] ?? null) : null,
			currency: row.currency ?? null,
			taxRate: row.tax_rate ?? null,
			force: true,
			sinceRead: true,
		});
		if (!verdict.books) return null;
		const seen = verdict.key ? `${verdict.namespace.join("+")}:${verdict.key.toString("hex")}` : null;
		const again = seen !== null && this.taken.has(seen);
		if (verdict.inBooks || again) {
			return name
				? { code: "name_in_use", field: "name", reason: FINDING_MESSAGES.nameInBooks(verdict.namespace) }
				: { code: "duplicate", field: "reference", reason: FINDING_MESSAGES.referenceInBooks(decl.name) };
		}
		if (verdict.periodLocked) return { code: "period_locked", field: decl.dateFilter!, reason: FINDING_MESSAGES.periodLocked(verdict.books.closedThrough!) };
		if (verdict.currencyUnknown) return { code: "invalid_data", field: "currency", reason: FINDING_MESSAGES.currency(row.currency) };
		if (verdict.taxRateUnknown) return { code: "invalid_data", field: "tax_rate", reason: FINDING_MESSAGES.taxRate(row.tax_rate) };
		if (seen && verdict.key) {
			this.taken.add(seen);
			this.booked.set(row.id, { kind: name ? decl.name : referenceKind(decl.name as ReferenceType), key: verdict.key });
		}
		return null;
	}

	/**
	 * Books what a batch imported into the snapshot, read as the batch completed, in the batch's own
	 * transaction: a create sees the objects either pending or in the books, never neither.
	 */
	async publish(tx: Queryable, importedIds: string[], readAt: number): Promise<void> {
		await addBookedKeys(
			tx,
			this.accountId,
			importedIds.flatMap((id) => this.booked.get(id) ?? []),
			readAt,
		);
	}
}
