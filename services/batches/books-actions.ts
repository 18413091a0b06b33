import type { ValidationRule } from "fastest-validator";
import { ApiError } from "../../shared/actions/api-errors";
import { about, EXAMPLE_TIME, MAX_UNIX_SECONDS } from "../../shared/actions/json-schema";
import { ApiAction, ApiContext, BodyLimits, clockOf, principalOf } from "../../shared/actions/action-context";
import { BOOKS, presentBooks } from "../../shared/books/books-view";
import { BooksDelta, BooksLists, BooksSnapshot, patchBooks, readBooks, replaceBooks } from "../../shared/books/books-snapshot.store";
import { CHECK_MODES } from "../../shared/books/findings";
import { DEFAULT_NAME_RULES, NAME_TYPES, NameRules, REFERENCE_TYPES } from "../../shared/books/name-rules";
import { DATE_RULE, field, rule } from "../../shared/engine/field-types";
import { unixSeconds } from "../../shared/platform/clock";
import type { DatabaseService } from "../../shared/platform/platform";

// PUT, PATCH and GET /v1/books (docs/books.md): the importer publishes what the checks at POST time
// need. The desktop key (scope `import`) publishes; on a test account an integration may too, to
// rehearse against books of its choosing.

/** The most names and references a snapshot holds in all, and what its body may carry (gzip accepted). */
export const MAX_BOOKS_ENTRIES = 500_000;
export const BOOKS_BODY_LIMITS: BodyLimits = { bytes: 8 * 1024 * 1024, arrayItems: MAX_BOOKS_ENTRIES, values: MAX_BOOKS_ENTRIES + 1_000 };

const list = (items: ValidationRule, description: string, example: unknown[]) => ({
	type: "array",
	items,
	max: MAX_BOOKS_ENTRIES,
	optional: true,
	...about(description, example),
});
const NAME = { type: "string", min: 1, max: 255 };
const REFERENCE = { type: "string", min: 1, max: 120 };
const CURRENCY = rule(field.currency({ description: "A currency the books hold.", example: "EUR" }, true), "create");
const TAX_RATE = { type: "number", min: 0, max: 100, convert: false };

const names = {
	type: "object",
	strict: true,
	optional: true,
	props: Object.fromEntries(NAME_TYPES.map((type) => [type, list(NAME, `The ${type} names in use in the books, inactive ones included.`, ["Acme GmbH"])])),
	...about("The names in use per type."),
};
const references = {
	type: "object",
	strict: true,
	optional: true,
	props: Object.fromEntries(REFERENCE_TYPES.map((type) => [type, list(REFERENCE, `The document numbers of ${type} already booked.`, ["INV-2026-0042"])])),
	...about("The document numbers (`reference`) already booked per type."),
};
const lists = {
	names,
	references,
	currencies: list(CURRENCY, "The currencies the books hold (ISO 4217).", ["EUR"]),
	tax_rates: list(TAX_RATE, "The tax rates, in percent, products may use.", [19]),
};
const READ_AT = {
	type: "number",
	integer: true,
	min: 0,
	max: MAX_UNIX_SECONDS,
	convert: false,
	...about("When the importer read the books, in unix seconds.", EXAMPLE_TIME),
};
const CHECKS = {
	type: "enum",
	values: [...CHECK_MODES],
	optional: true,
	...about("What a create does with findings: warn (the default), refuse or off.", "warn"),
};
const CLOSED_THROUGH = {
	...DATE_RULE,
	optional: true,
	nullable: true,
	openapi: {
		...(DATE_RULE.openapi as object),
		description: "The closing date: nothing on or before it may be booked; null for none.",
		examples: ["2026-06-30"],
	},
};
const NAME_RULES = {
	type: "object",
	strict: true,
	optional: true,
	props: {
		case_insensitive: { type: "boolean", ...about("Whether the books take `Acme` and `ACME` for one name.", true) },
		trim: { type: "boolean", ...about("Whether the books ignore spaces before and after a name.", true) },
		shared: {
			type: "array",
			max: NAME_TYPES.length,
			items: { type: "array", min: 2, unique: true, items: { type: "enum", values: [...NAME_TYPES] } },
			...about("Types whose names share one namespace.", [["customers", "suppliers"]]),
		},
	},
	...about("How the books compare names; by default case-insensitive and trimmed, no shared namespace."),
};

const putParams = { ...lists, name_rules: NAME_RULES, closed_through: CLOSED_THROUGH, read_at: READ_AT, checks: CHECKS };
const delta = (what: string) => ({ type: "object", strict: true, optional: true, props: lists, ...about(what) });
const patchParams = {
	add: delta("Names, references, currencies and tax rates to add."),
	remove: delta("Names, references, currencies and tax rates to remove (applied before `add`)."),
	closed_through: CLOSED_THROUGH,
	read_at: READ_AT,
	checks: CHECKS,
};

const entriesIn = (lists: BooksLists | undefined) =>
	[...Object.values(lists?.names ?? {}), ...Object.values(lists?.references ?? {})].reduce((sum, items) => sum + (items?.length ?? 0), 0);

function refuseOversize(...parts: Array<BooksLists | undefined>): void {
	if (parts.reduce((sum, part) => sum + entriesIn(part), 0) > MAX_BOOKS_ENTRIES) {
		throw new ApiError("parameter_invalid", `A snapshot holds at most ${MAX_BOOKS_ENTRIES} names and references in all.`, { param: "names" });
	}
}

/** The name rules of a PUT: each type in one shared namespace at most. */
function nameRulesOf(input: Partial<NameRules> | undefined): NameRules {
	const rules = { ...DEFAULT_NAME_RULES, ...input };
	const typesShared = rules.shared.flat();
	if (new Set(typesShared).size !== typesShared.length) {
		throw new ApiError("parameter_invalid", "name_rules.shared names each type in one list at most.", { param: "name_rules" });
	}
	return rules;
}

const SCOPES = { scope: "import", testScope: "write" } as const;

/** How long a PUT or PATCH may take, beyond the broker's usual request timeout: 500,000 entries take seconds. */
const BOOKS_TIMEOUT_MS = 60_000;

export const booksActions: Record<string, ApiAction<DatabaseService>> = {
	"books.replace": {
		rest: "PUT /books",
		summary: "Replace the books snapshot",
		description:
			"Publishes what the merchant's books hold, whole, for bookdrop to check every create against (docs/books.md): the names in use, how the books compare them, " +
			"the closing date, currencies, tax rates and booked document numbers. A malformed snapshot is refused whole and the previous one stays in force. " +
			`Up to ${MAX_BOOKS_ENTRIES} names and references, in a body of up to 8 MiB (send it with \`Content-Encoding: gzip\`).`,
		...SCOPES,
		params: putParams,
		bodyLimits: BOOKS_BODY_LIMITS,
		timeout: BOOKS_TIMEOUT_MS,
		response: BOOKS,
		async handler(ctx: ApiContext) {
			const input = ctx.params;
			refuseOversize(input);
			const snapshot: BooksSnapshot = {
				...(input as BooksLists),
				read_at: input.read_at,
				checks: input.checks ?? "warn",
				name_rules: nameRulesOf(input.name_rules),
				closed_through: input.closed_through ?? null,
			};
			const { accountId } = principalOf(ctx);
			return presentBooks(await this.db.transaction((tx) => replaceBooks(tx, accountId, snapshot, unixSeconds(clockOf(ctx, this.platform.clock)))));
		},
	},

	"books.update": {
		rest: "PATCH /books",
		summary: "Update the books snapshot",
		description:
			"Changes the snapshot by a delta: `remove`, then `add`, of names, references, currencies and tax rates, and the closing date or the check mode when sent, " +
			"so that a merchant with 200,000 names does not send them all on every change. The name rules change only with a PUT.",
		...SCOPES,
		params: patchParams,
		bodyLimits: BOOKS_BODY_LIMITS,
		timeout: BOOKS_TIMEOUT_MS,
		response: BOOKS,
		notFound: true,
		async handler(ctx: ApiContext) {
			const input = ctx.params as BooksDelta;
			refuseOversize(input.add, input.remove);
			const { accountId } = principalOf(ctx);
			const row = await this.db.transaction((tx) => patchBooks(tx, accountId, input, unixSeconds(clockOf(ctx, this.platform.clock))));
			if (!row) throw new ApiError("resource_missing", "No books published yet: PUT /v1/books first.");
			return presentBooks(row);
		},
	},

	"books.retrieve": {
		rest: "GET /books",
		summary: "Retrieve the books snapshot",
		description:
			"Answers the snapshot's version, when the books were read, the rules, closing date, currencies, tax rates and how many names and references it holds; never the names.",
		...SCOPES,
		params: {},
		response: BOOKS,
		notFound: true,
		async handler(ctx: ApiContext) {
			const row = await readBooks(this.db, principalOf(ctx).accountId);
			if (!row) throw new ApiError("resource_missing", "No books published yet: PUT /v1/books first.");
			return presentBooks(row);
		},
	},
};
