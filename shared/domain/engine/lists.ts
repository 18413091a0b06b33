import { MAX_UNIX_SECONDS } from "../../api/json-schema";
import { PAGE_SCHEMA } from "../../api/pagination";
import { Principal, visibleTo } from "../../api/principal";
import type { CustomErrors, Input } from "../../api/validation";
import { Params } from "../../platform/sql";
import { DATE_RULE, rule } from "../fields";
import { IMPORT_STATUSES, ResourceDeclaration } from "./declaration";
import { expandRule } from "./references";

const RANGES = ["gte", "gt", "lte", "lt"] as const;
const RANGE_SQL = { gte: ">=", gt: ">", lte: "<=", lt: "<" };
const CREATED_RANGES = RANGES.map((r) => `created[${r}]`);

/** Unix seconds come from the query as text: decimal digits only, as for `limit`, up to MAX_UNIX_SECONDS. */
function unixSeconds(value: unknown, errors: CustomErrors): unknown {
	if (value === undefined) return value;
	if (typeof value !== "string" || !/^[0-9]{1,15}$/.test(value) || Number(value) > MAX_UNIX_SECONDS) {
		errors.push({ type: "unixSeconds", actual: value });
		return value;
	}
	return Number(value);
}

const UNIX_SECONDS_RULE = { type: "any", optional: true, custom: unixSeconds, openapi: { type: "integer", minimum: 0, maximum: MAX_UNIX_SECONDS, description: "Unix time in seconds." } };

/** The params of a list: a page, the import status, the batch, the creation time, each filter, each date range, and expansion. */
export function listParams(decl: ResourceDeclaration) {
	return {
		...PAGE_SCHEMA,
		import_status: { type: "enum", values: IMPORT_STATUSES, optional: true },
		batch: { type: "string", empty: false, max: 64, optional: true },
		...Object.fromEntries(CREATED_RANGES.map((key) => [key, UNIX_SECONDS_RULE])),
		expand: expandRule(decl.fields, decl.lineItems === true, true),
		...Object.fromEntries(decl.filters.map((name) => [name, { ...rule(decl.fields[name], "update"), nullable: false }])),
		...Object.fromEntries(
			(decl.dateFilters ?? []).flatMap((name) => [name, ...RANGES.map((r) => `${name}[${r}]`)].map((key) => [key, { ...DATE_RULE, optional: true }])),
		),
	};
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

/** The SQL filters of a list request: import status, batch, exact fields, creation time and date ranges. */
function listFilters(decl: ResourceDeclaration, input: Input, params: Params): string[] {
	const where: string[] = [];
	if (input.import_status) where.push(`import_status = ${params.add(input.import_status)}`);
	if (input.batch !== undefined) where.push(`import_batch = ${params.add(input.batch)}`);
	for (const name of [...decl.filters, ...(decl.dateFilters ?? [])]) {
		if (input[name] !== undefined) where.push(`${name} = ${params.add(input[name])}`);
	}
	for (const name of ["created", ...(decl.dateFilters ?? [])]) {
		for (const range of RANGES) {
			const value = input[`${name}[${range}]`];
			if (value !== undefined) where.push(`${name} ${RANGE_SQL[range]} ${params.add(value)}`);
		}
	}
	return where;
}

/** The SQL query of a list request, exposed so that tests can EXPLAIN exactly what lists run. */
export function listQuery(decl: ResourceDeclaration, principal: Principal, input: Input) {
	return {
		table: decl.table,
		visible: (params: Params) => visibleTo(principal, params),
		filters: (params: Params) => listFilters(decl, input, params),
		request: input,
	};
}
