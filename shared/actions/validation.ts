import Validator, { ValidationError as FvError, ValidationSchema } from "fastest-validator";
import { ApiError } from "./api-errors";
import { closestName } from "./name-suggestions";

const validator = new Validator({
	useNewCustomCheckerFunction: true,
	// null is a value the client sent (it clears a field), not an absent one; only `nullable` fields take it
	considerNullAsAValue: true,
	messages: {
		required: "Missing required parameter: {field}.",
		string: "{field} must be a string.",
		stringMax: "{field} must be at most {expected} characters.",
		stringMin: "{field} must be at least {expected} characters.",
		stringLength: "{field} must be exactly {expected} characters.",
		stringEmpty: "{field} must not be empty.",
		email: "{field} must be an email address.",
		emailEmpty: "{field} must not be empty.",
		enumValue: "{field} must be one of: {expected}.",
		number: "{field} must be a number.",
		numberInteger: "{field} must be an integer.",
		numberMin: "{field} must be at least {expected}.",
		numberMax: "{field} must be at most {expected}.",
		array: "{field} must be an array.",
		arrayMin: "{field} must hold {expected} or more items.",
		arrayMax: "{field} may hold at most {expected} items.",
		object: "{field} must be an object.",
		record: "{field} must be an object.",
		country: "{field} must be an ISO 3166-1 alpha-2 country code, such as 'DE'.",
		currency: "{field} must be an ISO 4217 currency code, such as 'EUR'.",
		date: "{field} must be a calendar date written YYYY-MM-DD, from 0001-01-01 to 9999-12-31.",
		numberPositive: "{field} must be greater than 0.",
		pageLimit: "{field} must be a whole number from 1 to 100, written in decimal digits.",
		statusCode: "{field} must be an HTTP status code from 100 to 599, written in decimal digits (a class such as 4xx is not accepted).",
		unixSeconds: "{field} must be a time in unix seconds, written in decimal digits, at most 253402300799 (9999-12-31T23:59:59Z).",
	},
});

/**
 * `text`: a string whose `min`, `max` and `length` count characters (Unicode code points), as
 * JSON Schema's `minLength` and `maxLength` do; fastest-validator's `string` counts UTF-16 units,
 * which makes 😀 two. A surrogate pair is one character (an unpaired one never gets here: services/gateway/input-checks.ts).
 * With `email: true` it is also an email address by the pattern the document states.
 */
validator.add("text", function text(this: Validator, { schema, messages }: { schema: Record<string, any>; messages: Record<string, string> }) {
	const error = (type: string, expected?: unknown, actual = "value") => this.makeError({ type, expected, actual, messages });
	const src = [`if (typeof value !== "string") { ${error("string")} return value; }`];
	if (schema.email) src.push(`if (value.length === 0) { ${error("emailEmpty")} return value; }`);
	else if (schema.empty === false) src.push(`if (value.length === 0) { ${error("stringEmpty")} return value; }`);
	src.push(
		"let chars = value.length;",
		"for (let i = 0; i < value.length - 1; i++) {",
		"	const high = value.charCodeAt(i);",
		"	if (high >= 0xd800 && high <= 0xdbff) { const low = value.charCodeAt(i + 1); if (low >= 0xdc00 && low <= 0xdfff) { chars--; i++; } }",
		"}",
	);
	if (schema.length !== undefined) src.push(`if (chars !== ${Number(schema.length)}) { ${error("stringLength", Number(schema.length), "chars")} }`);
	if (schema.min !== undefined) src.push(`if (chars < ${Number(schema.min)}) { ${error("stringMin", Number(schema.min), "chars")} }`);
	if (schema.max !== undefined) src.push(`if (chars > ${Number(schema.max)}) { ${error("stringMax", Number(schema.max), "chars")} }`);
	if (schema.email) src.push(`if (!/^\\S+@\\S+\\.\\S+$/.test(value)) { ${error("email")} }`);
	src.push("return value;");
	return { source: src.join("\n") };
});

/** Body or query input after validation: the same object, converted where the schema says so. */
export type Input = Record<string, any>;

export type Check = (input: Input) => void;

/**
 * Compiles a fastest-validator schema into a check that throws the API's error for the first
 * problem: an unknown parameter first, then the fields in schema order. Rules marked
 * `amount: true` (money) fail with `parameter_invalid_amount` rather than `parameter_invalid`.
 */
export function compile(schema: ValidationSchema): Check {
	const rules = Object.fromEntries(Object.entries(schema).map(([name, rule]) => [name, asDocumented(rule)]));
	const check = validator.compile({ $$strict: true, ...rules }) as (value: unknown) => true | FvError[];
	const order = Object.keys(schema);
	const amounts = new Set(order.filter((name) => (schema[name] as { amount?: unknown }).amount === true));
	return (input) => {
		const result = check(input);
		if (result === true) return;
		throw toApiError(result, order, amounts, input);
	};
}

/**
 * A rule as the document states it (shared/document/openapi-document.ts), at every depth. With
 * `considerNullAsAValue`, fastest-validator lets null through any rule that does not say
 * `nullable: false`: ours take null only where they say `nullable: true`. And a string's length
 * bounds count characters, as JSON Schema's do (`text` below).
 */
function asDocumented(rule: any): any {
	if (typeof rule === "string") return { type: rule, nullable: false };
	if (!rule || typeof rule !== "object" || Array.isArray(rule)) return rule;
	const out = inCharacters({ ...rule, nullable: rule.nullable === true });
	if (rule.props) out.props = Object.fromEntries(Object.entries(rule.props).map(([k, r]) => [k, asDocumented(r)]));
	for (const key of ["items", "key", "value"]) if (rule[key]) out[key] = asDocumented(rule[key]);
	return out;
}

const TEXT_OPTIONS = new Set(["type", "min", "max", "length", "empty", "optional", "nullable", "custom", "openapi", "blankIsNull"]);

/** A string or email rule with a length bound becomes a `text` rule, which counts the bound in characters. */
function inCharacters(rule: Record<string, any>): Record<string, any> {
	const bounded = rule.min !== undefined || rule.max !== undefined || rule.length !== undefined;
	if ((rule.type !== "string" && rule.type !== "email") || !bounded) return rule;
	const unsupported = Object.keys(rule).filter((option) => !TEXT_OPTIONS.has(option));
	if (unsupported.length) throw new Error(`A string rule with a length bound cannot take ${unsupported.join(", ")} (shared/actions/validation.ts)`);
	return { ...rule, type: "text", email: rule.type === "email" };
}

const rootField = (field: string | undefined) => (field ?? "").split(/[.[]/)[0];

function toApiError(errors: FvError[], order: string[], amounts: Set<string>, input: Input): ApiError {
	const unknown = errors.find((e) => e.type === "objectStrict");
	if (unknown) {
		const param = String(unknown.actual).split(",")[0].trim();
		const prefix = unknown.field ? `${unknown.field}.` : "";
		// Only top-level names are offered: a nested object's own fields are not at hand here.
		const near = prefix ? undefined : closestName(param, order);
		const hint = near ? ` Did you mean ${near}?` : "";
		return new ApiError("parameter_unknown", `Received unknown parameter: ${prefix}${param}.${hint}`, { param: prefix + param });
	}
	const rank = (e: FvError) => {
		const index = order.indexOf(rootField(e.field));
		return index === -1 ? order.length : index;
	};
	const [first] = [...errors].sort((a, b) => rank(a) - rank(b));
	const param = first.field ?? "";
	if (first.actual === null || input[param] === null) return new ApiError("parameter_invalid", `${param} cannot be null.`, { param });
	// `expand=customer` reads as a string: the query names a list `expand[]` (docs/api.md "Expansion").
	if (param === "expand" && typeof input.expand === "string") {
		return new ApiError("parameter_invalid", `expand is a list: send expand[]=${input.expand}, one expand[] per field.`, { param });
	}
	if (first.type === "required") return new ApiError("parameter_missing", first.message ?? `Missing ${param}.`, { param });
	if (amounts.has(rootField(param))) {
		return new ApiError(
			"parameter_invalid_amount",
			`${param} must be an integer amount in the currency's smallest unit (for example 1999 for 19.99), from 0 to 10^15.`,
			{ param },
		);
	}
	return new ApiError("parameter_invalid", first.message ?? `${param} is invalid.`, { param });
}

/** Marks a value as invalid from inside a custom checker. */
export type CustomErrors = Array<{ type: string; actual?: unknown; expected?: unknown }>;
