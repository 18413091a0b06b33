import { MAX_UNIX_SECONDS } from "../actions/json-schema";
import { PAGE_SCHEMA } from "../actions/pages";
import type { CustomErrors, Input } from "../actions/validation";
import { DATE_RULE, rule } from "./field-types";
import { IMPORT_STATUSES, ResourceDeclaration } from "./resource-declaration";
import { expandRule } from "./reference-checks";

/** The bounds of a range parameter: `created[gte]`, `occurred_on[lt]` … */
export const RANGES = ["gte", "gt", "lte", "lt"] as const;

/** Unix seconds come from the query as text: decimal digits only, as for `limit`, up to MAX_UNIX_SECONDS. */
function unixSeconds(value: unknown, errors: CustomErrors): unknown {
	if (value === undefined) return value;
	if (typeof value !== "string" || !/^[0-9]{1,15}$/.test(value) || Number(value) > MAX_UNIX_SECONDS) {
		errors.push({ type: "unixSeconds", actual: value });
		return value;
	}
	return Number(value);
}

const RANGE_WORDS = { gte: "at or after", gt: "after", lte: "at or before", lt: "before" };
const createdRule = (range: (typeof RANGES)[number]) => ({
	type: "any",
	optional: true,
	custom: unixSeconds,
	openapi: { type: "integer", minimum: 0, maximum: MAX_UNIX_SECONDS, description: `Only objects created ${RANGE_WORDS[range]} this moment, in unix seconds.` },
});

/** The params of a list: a page, the import status, the batch, the creation time, each filter, each date range, and expansion. */
export function listParams(decl: ResourceDeclaration) {
	return {
		...PAGE_SCHEMA,
		import_status: { type: "enum", values: IMPORT_STATUSES, optional: true, openapi: { description: "Only objects of this import status." } },
		batch: {
			type: "string",
			empty: false,
			max: 64,
			optional: true,
			openapi: { description: "Only the objects an import batch (`imb_…`) claimed or imported." },
		},
		...Object.fromEntries(RANGES.map((range) => [`created[${range}]`, createdRule(range)])),
		expand: expandRule(decl.fields, decl.lineItems === true, true),
		books_warnings: {
			type: "enum",
			values: ["true"],
			optional: true,
			openapi: {
				description: "`true`: only pending objects that carry findings of the merchant's books (`books_warnings`), to settle before they are imported.",
			},
		},
		...Object.fromEntries(decl.filters.map((name) => [name, filterRule(decl, name)])),
		...(decl.dateFilter ? Object.fromEntries([dateFilter(decl.dateFilter), ...RANGES.map((range) => dateFilter(decl.dateFilter!, range))]) : {}),
	};
}

/** An exact filter on a field: the field's rule, which may not be null here. */
function filterRule(decl: ResourceDeclaration, name: string) {
	const fieldRule = rule(decl.fields[name], "update");
	return { ...fieldRule, nullable: false, openapi: { ...fieldRule.openapi, description: `Only objects whose \`${name}\` is this.` } };
}

/** A date field's filter, exact or one bound of a range. */
function dateFilter(name: string, range?: (typeof RANGES)[number]): [string, unknown] {
	const words = range ? `is ${RANGE_WORDS[range]}` : "is";
	return [
		range ? `${name}[${range}]` : name,
		{ ...DATE_RULE, optional: true, openapi: { ...DATE_RULE.openapi, description: `Only objects whose \`${name}\` ${words} this day.` } },
	];
}

const isRangeMap = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * `occurred_on[gte]=…` arrives from the query parser as `{ occurred_on: { gte } }`; lists name it
 * flat. With the exact filter beside it (`occurred_on=…&occurred_on[gt]=…`, which the document
 * allows), qs gives `[exact, { gt }]`, or `{ 0: exact, 1: { gt }, lt }` with more ranges: the
 * exact value and every range are kept.
 */
export function flattenQuery(query: Input): Input {
	const flat: Input = {};
	const put = (key: string, value: unknown) => {
		if (!isRangeMap(value)) flat[key] = value;
		else for (const [sub, inner] of Object.entries(value)) put(/^[0-9]+$/.test(sub) ? key : `${key}[${sub}]`, inner);
	};
	for (const [key, value] of Object.entries(query)) {
		const exactAndRanges = Array.isArray(value) && value.some(isRangeMap) && value.filter((v) => !isRangeMap(v)).length === 1;
		for (const part of exactAndRanges ? value : [value]) put(key, part);
	}
	return flat;
}
