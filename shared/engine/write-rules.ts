import type { ValidationRule } from "fastest-validator";
import { ApiError } from "../actions/api-errors";
import { EXAMPLE_TIME, MAX_UNIX_SECONDS } from "../actions/json-schema";
import type { Input } from "../actions/validation";
import { Field, rule } from "./field-types";

/** What a request may send the engine's actions, and how metadata changes. */

const METADATA_MAX_KEYS = 50;

export const METADATA_RULE: ValidationRule = {
	type: "record",
	optional: true,
	nullable: true,
	key: { type: "string", min: 1, max: 40 },
	value: { type: "string", max: 500, nullable: true },
	openapi: {
		description:
			'Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key set to null or "" is removed, and null removes them all. ' +
			"On a test account `sandbox_outcome` asks the simulated importer for an outcome: `reject:<code>`, `reject:<code>:<field>` " +
			"(with `sandbox_detail` as the decline's detail), `revert`, `stay` or `outcome_unknown`; any other value is 400 `parameter_invalid` " +
			'(docs/testing.md, "The simulated importer"). On a live account it is a key like any other.',
		examples: [{ order_id: "1001" }],
	},
};
export const EXPAND_RULE = {
	type: "array",
	items: { type: "string" },
	optional: true,
	openapi: { description: "References to show as objects in place of their ids: a field name (`customer`), `line_items`, or in a list `data.<field>`." },
} as const;
/** A create's moment of expiry (docs/lifecycle.md, "Expiry"); whether it lies ahead is checked against the create's clock (create-steps.ts). */
export const EXPIRES_AT_RULE: ValidationRule = {
	type: "number",
	integer: true,
	min: 0,
	max: MAX_UNIX_SECONDS,
	optional: true,
	nullable: true,
	openapi: {
		description:
			"When the object stops waiting, in unix seconds: after the moment of the create and at most 366 days after it. Still pending and unclaimed then, it is never imported: it becomes `expired` (with an `<object>.expired` event) within `EXPIRY_SWEEP_SECONDS`. Absent or null: it waits until imported or declined.",
		examples: [EXAMPLE_TIME + 7 * 86_400],
	},
};
/** An object id in the path. */
export const ID_RULE: ValidationRule = { type: "string" };

/** A field's rule for writes, which `blankToNull` prepares: the document says that "" is taken for null. */
const writeRule = (f: Field, mode: "create" | "update") => ({ ...rule(f, mode), ...(f.required === true ? {} : { blankIsNull: true }) });

/** The write rules of every field. */
export const writeRules = (fields: Record<string, Field>, mode: "create" | "update") =>
	Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, writeRule(f, mode)]));

/** An optional text sent as "" means "no value", like null. */
export function blankToNull(fields: Record<string, Field>, input: Input): Input {
	const out = { ...input };
	for (const [name, f] of Object.entries(fields)) {
		if (out[name] === "" && f.required !== true) out[name] = null;
	}
	return out;
}

/** Metadata after a write: keys set to "" or null are removed, null clears all (docs/design.md, "Resources"). */
export function mergeMetadata(current: Record<string, string>, patch: Record<string, string | null> | null | undefined) {
	if (patch === null) return {};
	const merged: Record<string, string> = { ...current };
	for (const [key, value] of Object.entries(patch ?? {})) {
		if (value === null || value === "") delete merged[key];
		else merged[key] = value;
	}
	if (Object.keys(merged).length > METADATA_MAX_KEYS) {
		throw new ApiError("parameter_invalid", `metadata may hold at most ${METADATA_MAX_KEYS} keys.`, { param: "metadata" });
	}
	return merged;
}

/**
 * Metadata as PostgreSQL's jsonb keeps it (shorter keys first, then bytewise), so that a create
 * answers exactly what a later read returns.
 */
export function inJsonbOrder(metadata: Record<string, string>): Record<string, string> {
	const bytes = (key: string) => Buffer.from(key);
	return Object.fromEntries(Object.entries(metadata).sort(([a], [b]) => bytes(a).length - bytes(b).length || Buffer.compare(bytes(a), bytes(b))));
}
