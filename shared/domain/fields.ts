import type { ValidationRuleObject } from "fastest-validator";
import { JsonSchema, nullable, ref } from "../api/json-schema";
import { COUNTRIES } from "./formats";
import type { CustomErrors } from "../api/validation";

/** A field of a resource, as its declaration states it (docs/design.md, "Resources"). */
export type Field = { required?: boolean } & (
	| { kind: "string"; max: number }
	| { kind: "email" }
	| { kind: "country" }
	| { kind: "currency" }
	| { kind: "money" }
	| { kind: "date" }
	| { kind: "number"; min: number; max: number; exclusiveMin?: boolean }
	| { kind: "enum"; values: readonly string[] }
	/** The id of another resource the caller can see; `where` narrows which of them qualify. */
	| { kind: "reference"; to: string; where?: { column: string; equals: string; says: string } }
);

export const LONG_TEXT = 20_000;
const EMAIL_MAX = 255;
/** docs/design.md, "Resources": money is an integer number of minor units, 0 to 10^15. */
export const MAX_AMOUNT = 1e15;
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/** Field constructors, so that a declaration reads like the SPEC table it comes from. */
export const field = {
	string: (max: number, required = false): Field => ({ kind: "string", max, required }),
	/** A "long" string (docs/design.md, "Limits"). */
	text: (): Field => ({ kind: "string", max: LONG_TEXT }),
	email: (): Field => ({ kind: "email" }),
	country: (): Field => ({ kind: "country" }),
	currency: (required = false): Field => ({ kind: "currency", required }),
	money: (required = false): Field => ({ kind: "money", required }),
	date: (required = false): Field => ({ kind: "date", required }),
	percentage: (): Field => ({ kind: "number", min: 0, max: 100 }),
	quantity: (): Field => ({ kind: "number", min: 0, max: 1e9, exclusiveMin: true }),
	oneOf: (values: readonly string[], required = false): Field => ({ kind: "enum", values, required }),
	reference: (to: string, options: { required?: boolean; where?: { column: string; equals: string; says: string } } = {}): Field => ({
		kind: "reference",
		to,
		...options,
	}),
};

/** A real calendar date in `YYYY-MM-DD`, years 0001 to 9999 (PostgreSQL has no year 0). */
export function isCalendarDate(value: string): boolean {
	if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) || value < "0001-01-01") return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Upper-cases a code and checks it against a list; fastest-validator calls this for absent values too. */
const code = (known: Set<string>, type: string) => (value: unknown, errors: CustomErrors) => {
	if (value === undefined || value === null) return value;
	const upper = String(value).toUpperCase();
	if (!known.has(upper)) errors.push({ type, actual: value });
	return upper;
};

const calendarDate = (value: unknown, errors: CustomErrors) => {
	if (typeof value === "string" && !isCalendarDate(value)) errors.push({ type: "date", actual: value });
	return value;
};

// `openapi` states in JSON Schema what a custom checker accepts (shared/api/openapi.ts).
export const DATE_RULE: ValidationRuleObject = { type: "string", custom: calendarDate, openapi: { format: "date" } };

/**
 * The fastest-validator rule of a field. On create a required field must be present; on update
 * everything is optional, and only optional fields may be cleared with null.
 */
export function rule(f: Field, mode: "create" | "update"): ValidationRuleObject {
	const presence = { optional: !(mode === "create" && f.required === true), nullable: f.required !== true };
	switch (f.kind) {
		case "string":
			return { type: "string", max: f.max, empty: f.required !== true, ...presence };
		case "email":
			return { type: "email", max: EMAIL_MAX, ...presence };
		case "country":
			return { type: "string", ...presence, custom: code(COUNTRIES, "country"), openapi: { pattern: "^[A-Za-z]{2}$", description: "ISO 3166-1 alpha-2, any case." } };
		case "currency":
			return { type: "string", ...presence, custom: code(CURRENCIES, "currency"), openapi: { pattern: "^[A-Za-z]{3}$", description: "ISO 4217, any case." } };
		case "money":
			return { type: "number", integer: true, min: 0, max: MAX_AMOUNT, convert: false, amount: true, ...presence };
		case "date":
			return { ...DATE_RULE, ...presence };
		case "number":
			return { type: "number", min: f.min, max: f.max, convert: false, ...presence, ...(f.exclusiveMin ? { positive: true } : {}) };
		case "enum":
			return { type: "enum", values: [...f.values], ...presence };
		case "reference":
			return { type: "string", empty: false, max: 64, ...presence };
	}
}

/** The JSON Schema of a field's value as objects show it: optional fields are null when unset. */
export function fieldSchema(f: Field, objectOfResource: (name: string) => string): JsonSchema {
	const value = ((): JsonSchema => {
		switch (f.kind) {
			case "string":
				return { type: "string", maxLength: f.max };
			case "email":
				return { type: "string", format: "email", maxLength: 255 };
			case "country":
				return { type: "string", pattern: "^[A-Z]{2}$", description: "ISO 3166-1 alpha-2, uppercase." };
			case "currency":
				return { type: "string", pattern: "^[A-Z]{3}$", description: "ISO 4217, uppercase." };
			case "money":
				return { type: "integer", minimum: 0, maximum: MAX_AMOUNT, description: "Minor units of the currency (1999 is 19.99)." };
			case "date":
				return { type: "string", format: "date" };
			case "number":
				return { type: "number", maximum: f.max, ...(f.exclusiveMin ? { exclusiveMinimum: f.min } : { minimum: f.min }) };
			case "enum":
				return { type: "string", enum: [...f.values] };
			case "reference":
				return { anyOf: [{ type: "string", description: `The ${objectOfResource(f.to)}'s id.` }, ref(objectOfResource(f.to))], description: "An id; the object itself when expanded." };
		}
	})();
	return f.required ? value : nullable(value);
}
