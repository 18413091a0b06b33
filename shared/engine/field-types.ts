import type { ValidationRuleObject } from "fastest-validator";
import { JsonSchema, nullable, ref } from "../actions/json-schema";
import { COUNTRIES } from "./field-formats";
import type { CustomErrors } from "../actions/validation";

/** What a field means and a realistic value of it: the OpenAPI document's description and example (shared/document/openapi-document.ts). */
export interface FieldDoc {
	description: string;
	example: string | number;
}

/** A field of a resource, as its declaration states it (docs/design.md, "Resources"), with what it means. */
export type Field = FieldDoc & { required?: boolean } & (
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
/**
 * ISO 4217 codes as Node's ICU has them: the currencies in circulation (162 in Node 24), kept up to
 * date with each Node release (XCG and ZWG are there). Chosen over the `currency-codes` package,
 * whose 2.2.0 lacks XCG (2025) and adds what books are not kept in (funds such as BOV and CLF,
 * metals such as XAU, the test code XTS and XXX, "no currency"). The document lists the same codes
 * (`enum`), so a Node upgrade that changes them shows as a stale docs/openapi.json.
 */
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
/** A code in upper or lower case, as the request schemas list them. */
const bothCases = (codes: Set<string>) => [...codes].flatMap((c) => [c, c.toLowerCase()]);
/**
 * The lists as the document writes them, in place: objects show codes uppercase, requests take either
 * case. Not named schemas: a field's description and example sit beside its schema, which a
 * Reference Object may not carry (Dredd's parser warns).
 */
const CODES = {
	country: { type: "string", enum: [...COUNTRIES], description: "ISO 3166-1 alpha-2, uppercase." },
	currency: { type: "string", enum: [...CURRENCIES], description: "ISO 4217, uppercase." },
};
const INPUT_CODES = {
	country: { enum: bothCases(COUNTRIES), description: "ISO 3166-1 alpha-2, in upper or lower case." },
	currency: { enum: bothCases(CURRENCIES), description: "ISO 4217, in upper or lower case." },
};

/** Field constructors, so that a declaration reads like the SPEC table it comes from: what it holds, then what it means. */
export const field = {
	string: (max: number, doc: FieldDoc, required = false): Field => ({ kind: "string", max, required, ...doc }),
	/** A "long" string (docs/design.md, "Limits"). */
	text: (doc: FieldDoc): Field => ({ kind: "string", max: LONG_TEXT, ...doc }),
	email: (doc: FieldDoc): Field => ({ kind: "email", ...doc }),
	country: (doc: FieldDoc): Field => ({ kind: "country", ...doc }),
	currency: (doc: FieldDoc, required = false): Field => ({ kind: "currency", required, ...doc }),
	money: (doc: FieldDoc, required = false): Field => ({ kind: "money", required, ...doc }),
	date: (doc: FieldDoc, required = false): Field => ({ kind: "date", required, ...doc }),
	percentage: (doc: FieldDoc): Field => ({ kind: "number", min: 0, max: 100, ...doc }),
	quantity: (doc: FieldDoc): Field => ({ kind: "number", min: 0, max: 1e9, exclusiveMin: true, ...doc }),
	oneOf: (values: readonly string[], doc: FieldDoc, required = false): Field => ({ kind: "enum", values, required, ...doc }),
	reference: (to: string, doc: FieldDoc, options: { required?: boolean; where?: { column: string; equals: string; says: string } } = {}): Field => ({
		kind: "reference",
		to,
		...doc,
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
	// upper or lower case, as the document's enum lists them; not a mix of both
	if (!known.has(upper) || (value !== upper && value !== upper.toLowerCase())) errors.push({ type, actual: value });
	return upper;
};

const calendarDate = (value: unknown, errors: CustomErrors) => {
	if (typeof value === "string" && !isCalendarDate(value)) errors.push({ type: "date", actual: value });
	return value;
};

// `openapi` states in JSON Schema what a custom checker accepts (shared/document/openapi-document.ts).
export const DATE_RULE: ValidationRuleObject = { type: "string", custom: calendarDate, openapi: { format: "date" } };

/**
 * The fastest-validator rule of a field. On create a required field must be present; on update
 * everything is optional, and only optional fields may be cleared with null.
 */
export function rule(f: Field, mode: "create" | "update"): ValidationRuleObject {
	const presence = { optional: !(mode === "create" && f.required === true), nullable: f.required !== true };
	const base = kindRule(f, presence);
	return { ...base, openapi: { ...base.openapi, description: [f.description, base.openapi?.description].filter(Boolean).join(" "), examples: [f.example] } };
}

function kindRule(f: Field, presence: { optional: boolean; nullable: boolean }): ValidationRuleObject {
	switch (f.kind) {
		case "string":
			return { type: "string", max: f.max, empty: f.required !== true, ...presence };
		case "email":
			return { type: "email", max: EMAIL_MAX, ...presence };
		case "country":
			return {
				type: "string",
				...presence,
				custom: code(COUNTRIES, "country"),
				openapi: INPUT_CODES.country,
			};
		case "currency":
			return {
				type: "string",
				...presence,
				custom: code(CURRENCIES, "currency"),
				openapi: { enum: bothCases(CURRENCIES), description: "ISO 4217, in upper or lower case." },
			};
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
	const value = kindSchema(f, objectOfResource);
	// a reference is an id or, expanded, the object: each branch has its own example
	const examples = f.kind === "reference" ? {} : { examples: [f.example] };
	const described = { ...value, description: [f.description, value.description].filter(Boolean).join(" "), ...examples };
	return f.required ? described : nullable(described);
}

function kindSchema(f: Field, objectOfResource: (name: string) => string): JsonSchema {
	switch (f.kind) {
		case "string":
			return { type: "string", maxLength: f.max };
		case "email":
			return { type: "string", format: "email", maxLength: 255 };
		case "country":
			return CODES.country;
		case "currency":
			return CODES.currency;
		case "money":
			return { type: "integer", minimum: 0, maximum: MAX_AMOUNT, description: "Minor units of the currency (1999 is 19.99)." };
		case "date":
			return { type: "string", format: "date" };
		case "number":
			return { type: "number", maximum: f.max, ...(f.exclusiveMin ? { exclusiveMinimum: f.min } : { minimum: f.min }) };
		case "enum":
			return { type: "string", enum: [...f.values] };
		case "reference":
			return {
				anyOf: [{ type: "string", description: `The ${objectOfResource(f.to)}'s id.`, examples: [f.example] }, ref(objectOfResource(f.to))],
				description: "An id; the object itself when expanded (`expand[]`).",
			};
	}
}
