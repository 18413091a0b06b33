import { ApiError } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import type { Queryable, Row } from "../platform/database";
import type { WriteGroups } from "../platform/write-groups";
import { BooksCheck, Finding, FINDING_MESSAGES } from "../books/findings";
import { booksVerdict, booksVerdicts, checkedType, Verdict, VerdictInput } from "../books/books-verdict.store";
import type { ResourceDeclaration } from "./resource-declaration";

/** What the books say of an object as it is written (docs/books.md), and the columns that keep it on its row. */
export interface BooksJudgement {
	check: BooksCheck;
	findings: Finding[];
	columns: { books_key: Buffer | null; books_check: BooksCheck; books_warnings: string | null };
}

/** Told of every object checked against a snapshot (the service counts it: shared/engine/books-watch.ts). */
export type BooksWatch = (judged: { findings: Finding[]; outcome: "stored" | "refused" | "dry_run"; readAt: number }) => void;

/** The keys a bulk create has judged so far, by namespace: its own objects collide with each other too. */
export type KeysSeen = Set<string>;

/** Where a check asks for the books' verdict on an object. */
export type VerdictSource = (type: string, input: VerdictInput) => Promise<Verdict>;

/** The verdict inside a transaction (or from any one connection): a statement of its own. */
export const verdictsIn =
	(q: Queryable): VerdictSource =>
	(type, input) =>
		booksVerdict(q, type, input);

/**
 * The verdicts of the creates that reach this node while one of their type is asked, in one
 * statement (shared/platform/write-groups.ts): a create outside a transaction pays its check's round
 * trip, start and commit once per group, as its insert does. Creates asked together do not see each
 * other as pending, as two creates at the same moment never could.
 */
export const groupedVerdicts =
	(groups: WriteGroups, db: Queryable): VerdictSource =>
	(type, input) =>
		groups.add<VerdictInput, Verdict>(`books_verdict ${type}`, input, null, () => (inputs) => booksVerdicts(db, type, inputs));

const nameOrReference = (values: Row): string | null => (values.name ?? values.reference ?? null) as string | null;

function checkOf(verdict: Verdict, force: boolean): BooksCheck {
	const { books } = verdict;
	if (!books) return "unknown";
	if (books.checks === "off" && !force) return "off";
	return books.importedAt !== null && books.importedAt > books.readAt ? "may_have_moved" : "checked";
}

/** The findings of a verdict, each naming the field at fault and never the object it collides with. */
function findingsOf(decl: ResourceDeclaration, values: Row, verdict: Verdict, seenBefore: boolean): Finding[] {
	const books = verdict.books!;
	const at = (code: Finding["code"], field: string, message: string): Finding => ({ code, field, message, books_read_at: books.readAt });
	const out: Finding[] = [];
	const isName = "name" in decl.fields;
	const pending = verdict.pending || seenBefore;
	if (isName && verdict.inBooks) out.push(at("name_in_use", "name", FINDING_MESSAGES.nameInBooks(verdict.namespace)));
	else if (isName && pending) out.push(at("name_in_use", "name", FINDING_MESSAGES.namePending(verdict.namespace)));
	if (!isName && verdict.inBooks) out.push(at("duplicate", "reference", FINDING_MESSAGES.referenceInBooks(decl.name)));
	else if (!isName && pending) out.push(at("duplicate", "reference", FINDING_MESSAGES.referencePending(decl.name)));
	if (verdict.periodLocked) out.push(at("period_locked", decl.dateFilter!, FINDING_MESSAGES.periodLocked(books.closedThrough!)));
	if (verdict.currencyUnknown) out.push(at("invalid_data", "currency", FINDING_MESSAGES.currency(values.currency)));
	if (verdict.taxRateUnknown) out.push(at("invalid_data", "tax_rate", FINDING_MESSAGES.taxRate(values.tax_rate)));
	return out;
}

/**
 * Checks an object against its account's books and the account's other pending objects, as it is
 * created or updated: in `refuse` mode an object with findings is refused (409 `books_conflict`),
 * unless this is a dry run, which always checks and never refuses. Null for a type the books do not check.
 */
export async function judgeByBooks(
	verdicts: VerdictSource,
	decl: ResourceDeclaration,
	principal: Principal,
	values: Row,
	options: { selfId?: string; dryRun?: boolean; seen?: KeysSeen; watch?: BooksWatch },
): Promise<BooksJudgement | null> {
	if (!checkedType(decl.name)) return null;
	const force = options.dryRun === true;
	const verdict = await verdicts(decl.name, {
		accountId: principal.accountId,
		text: nameOrReference(values),
		selfId: options.selfId ?? null,
		day: decl.dateFilter ? (values[decl.dateFilter] ?? null) : null,
		currency: (values.currency ?? null) as string | null,
		taxRate: (values.tax_rate ?? null) as number | null,
		force,
	});
	const check = checkOf(verdict, force);
	const seenKey = verdict.key ? `${verdict.namespace.join("+")}:${verdict.key.toString("hex")}` : null;
	const judged = check === "checked" || check === "may_have_moved";
	const findings = judged ? findingsOf(decl, values, verdict, seenKey !== null && options.seen?.has(seenKey) === true) : [];
	const refused = findings.length > 0 && verdict.books?.checks === "refuse" && !force;
	if (judged) options.watch?.({ findings, outcome: force ? "dry_run" : refused ? "refused" : "stored", readAt: verdict.books!.readAt });
	if (refused) throw booksConflict(findings);
	if (seenKey) options.seen?.add(seenKey);
	return { check, findings, columns: { books_key: verdict.key, books_check: check, books_warnings: findings.length ? JSON.stringify(findings) : null } };
}

function booksConflict(findings: Finding[]): ApiError {
	const fields = [...new Set(findings.map((f) => f.field))].join(", ");
	return new ApiError("books_conflict", `The merchant's books would decline this object (${fields}); nothing was stored. See error.findings.`, {
		param: findings[0].field,
		findings,
	});
}
