import type { ValidationRule, ValidationSchema } from "fastest-validator";
import { JsonSchema, nullable } from "../actions/json-schema";

// The JSON Schema of an action's params, from its fastest-validator rules: what the OpenAPI
// document says a request may send.

/**
 * A fastest-validator rule as JSON Schema. Custom checkers are opaque, so a rule with one states
 * what it accepts in `openapi`; a rule that does not cannot be documented and is refused.
 */
export function ruleSchema(rule: ValidationRule): JsonSchema {
	const r = (typeof rule === "string" ? { type: rule } : rule) as Record<string, any>;
	let schema: JsonSchema;
	switch (r.type) {
		case "string":
			schema = {
				type: "string",
				maxLength: r.max,
				minLength: r.min ?? (r.empty === false ? 1 : undefined),
				...(r.length !== undefined ? { minLength: r.length, maxLength: r.length } : {}),
			};
			break;
		case "email":
			schema = { type: "string", format: "email", pattern: "^\\S+@\\S+\\.\\S+$", maxLength: r.max };
			break;
		case "number":
			// `positive` is a bound of its own: above 0, which makes a `min` of 0 redundant
			schema = {
				type: r.integer ? "integer" : "number",
				minimum: r.positive && r.min <= 0 ? undefined : r.min,
				maximum: r.max,
				...(r.positive ? { exclusiveMinimum: 0 } : {}),
			};
			break;
		case "enum":
			schema = { type: "string", enum: r.values };
			break;
		case "array":
			schema = { type: "array", items: ruleSchema(r.items), minItems: r.min, maxItems: r.max, uniqueItems: r.unique };
			break;
		case "object":
			schema = r.props ? paramsSchema(r.props, r.strict === true) : { type: "object" };
			break;
		case "record":
			schema = { type: "object", propertyNames: ruleSchema(r.key), additionalProperties: ruleSchema(r.value) };
			break;
		case "boolean":
			schema = { type: "boolean" };
			break;
		case "any":
			schema = {};
			break;
		default:
			throw new Error(`No JSON Schema for fastest-validator rules of type '${r.type}'`);
	}
	if (r.custom && !r.openapi) throw new Error(`A rule with a custom checker must state its JSON Schema in 'openapi': ${JSON.stringify(r)}`);
	schema = Object.fromEntries(Object.entries({ ...schema, ...r.openapi }).filter(([, value]) => value !== undefined));
	// The server refuses what is out of range with a 400; unbounded, a number could reach the database and fail there.
	const bounded = schema.maximum !== undefined && (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined);
	if ((schema.type === "integer" || schema.type === "number") && !bounded) throw new Error(`A number rule needs a minimum and a maximum: ${JSON.stringify(r)}`);
	if (r.nullable === true) schema = nullable(schema);
	// An optional field sent as "" is stored as null (shared/engine/write-rules.ts, blankToNull).
	return r.blankIsNull === true ? blankAsNull(schema) : schema;
}

/**
 * A schema that accepts "" as null too. Where the value's own schema admits "" (or can list it),
 * one type says it, and a reader sees `string or null` rather than a choice of two schemas.
 */
function blankAsNull(schema: JsonSchema): JsonSchema {
	const { description, ...value } = schema;
	const blank = '`""` is the same as null.';
	const described = description === undefined ? blank : `${String(description)} ${blank}`;
	const text = [value.type].flat().includes("string");
	if (text && Array.isArray(value.enum)) return { ...schema, description: described, enum: [...value.enum, ""] };
	// a minimum length of 1 says nothing once "" is accepted too
	if (text && (value.minLength ?? 1) === 1 && value.pattern === undefined && value.format === undefined) {
		const { minLength: _blankAccepted, ...admitted } = schema;
		return { ...admitted, description: described };
	}
	return { ...(description === undefined ? {} : { description }), anyOf: [value, { const: "", description: "The same as null." }] };
}

export const isOptional = (rule: ValidationRule) => typeof rule === "object" && (rule as { optional?: boolean }).optional === true;

/** The JSON Schema of an object of params; `strict` refuses unknown ones, as the API always does at the top. */
export function paramsSchema(params: ValidationSchema, strict = true): JsonSchema {
	const entries = Object.entries(params).filter(([name]) => !name.startsWith("$$"));
	return {
		type: "object",
		...(strict ? { additionalProperties: false } : {}),
		required: entries.filter(([, rule]) => !isOptional(rule)).map(([name]) => name),
		properties: Object.fromEntries(entries.map(([name, rule]) => [name, ruleSchema(rule)])),
	};
}
