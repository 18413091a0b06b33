import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { COUNTRIES } from "../../shared/engine/field-formats";
import { DOCUMENT, resolve } from "./contract";

/**
 * Requests read from docs/openapi.json alone: every operation, with values its schemas allow
 * (fast-check over the JSON Schema), for the document-driven fuzz pass and the limit tests.
 */

export type Schema = Record<string, any>;

export interface DocOperation {
	method: string;
	/** `/v1/customers/{id}` */
	template: string;
	scope: string;
	/** The request body's schema, if the operation takes one. */
	body?: Schema;
	/** Query parameters, by the name the query carries (`expand[]`, `created[gte]`). */
	query: Record<string, { schema: Schema; required: boolean }>;
	idempotency: "required" | "optional" | "none";
}

export const DOC_OPERATIONS: DocOperation[] = Object.entries(DOCUMENT.paths as Record<string, Record<string, Schema>>).flatMap(([template, methods]) =>
	Object.entries(methods).map(([method, spec]): DocOperation => {
		const parameters: Schema[] = (spec.parameters ?? []).map((p: Schema) => resolve(p));
		const key = parameters.find((p) => p.in === "header" && p.name === "Idempotency-Key");
		return {
			method: method.toUpperCase(),
			template,
			scope: spec["x-scope"],
			body: spec.requestBody?.content["application/json"].schema,
			query: Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, { schema: p.schema, required: p.required === true }])),
			idempotency: key ? (key.required ? "required" : "optional") : "none",
		};
	}),
);

/** Real ids a generated value may name in place of a made-up one, by the property that holds them. */
export type Known = Record<string, string[]>;

const CURRENCIES = Intl.supportedValuesOf("currency");
/**
 * One character of any kind but the two the API refuses by a documented rule (docs/api.md,
 * "Errors": NUL and an unpaired surrogate in any string, and U+FEFF first), which the schemas do not state.
 */
const character = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom("a", "Z", "0", " ", "-", "é", "中", "😀", "𝕏", "\u202e", "\u0301", "\ufeff") },
	{ weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => c !== "\u0000" && !/^[\ud800-\udfff]$/.test(c)) },
);
const ASTRAL = "😀";

/** A string of `min` to `max` characters (code points, as maxLength counts), sometimes exactly `max` of an astral character. */
function text(min: number, max: number): fc.Arbitrary<string> {
	const some = fc
		.array(character, { minLength: min, maxLength: Math.max(min, Math.min(max, min + 16)) })
		.map((chars) => chars.join(""))
		.filter((s) => !s.startsWith("\ufeff"));
	return max > 5000 ? some : fc.oneof({ weight: 6, arbitrary: some }, { weight: 1, arbitrary: fc.constant(ASTRAL.repeat(max)) });
}

const day = fc
	.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
	.map((d) => d.toISOString().slice(0, 10));

function stringOf(schema: Schema): fc.Arbitrary<string> {
	if (schema.format === "date") return day;
	// The pattern says two or three letters; the description says which: real ISO codes, in any case.
	if (schema.pattern === "^[A-Za-z]{2}$") return fc.constantFrom(...COUNTRIES).chain((c) => fc.constantFrom(c, c.toLowerCase()));
	if (schema.pattern === "^[A-Za-z]{3}$") return fc.constantFrom(...CURRENCIES).chain((c) => fc.constantFrom(c, c.toLowerCase()));
	if (schema.format === "email")
		return fc
			.tuple(text(1, 20), fc.constantFrom("example.com", "bücher.de", "x.io"))
			.map(([local, host]) => `${local.replace(/[\s@]/gu, "x") || "x"}@${host}`)
			.filter((e) => [...e].length <= (schema.maxLength ?? 255));
	if (schema.pattern) throw new Error(`No generator for the pattern ${schema.pattern}`);
	return text(schema.minLength ?? 0, schema.maxLength ?? 100);
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
	const min: number = schema.minimum ?? (integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum);
	const max: number = schema.maximum;
	if (integer) return fc.oneof(fc.constantFrom(min, max), fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number));
	const excluded = schema.minimum === undefined;
	return fc.oneof(
		fc.constant(max),
		fc.double({ min, max, noNaN: true, minExcluded: excluded }).filter((n) => !Object.is(n, -0) && (!excluded || n > min)),
	);
}

/** Whether a property of this schema can hold an id: a string (the books' `references.revenue` is a list of document numbers, no reference). */
const takesString = (schema: Schema): boolean =>
	schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string")) || (schema.anyOf ?? schema.oneOf ?? []).some(takesString);

/** A value `schema` allows; `name` is the property it fills, so that a reference can name a real object. */
export function valueOf(raw: Schema, known: Known = {}, name = ""): fc.Arbitrary<unknown> {
	const schema = resolve(raw);
	const real = takesString(schema) ? known[name] : undefined;
	const made = generate(schema, known);
	return real?.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: made }) : made;
}

function generate(schema: Schema, known: Known): fc.Arbitrary<unknown> {
	if ("const" in schema) return fc.constant(schema.const);
	if (schema.enum) return fc.constantFrom(...schema.enum);
	if (schema.anyOf ?? schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Schema) => valueOf(s, known)));
	if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type: string) => generate({ ...schema, type }, known)));
	switch (schema.type) {
		case "null":
			return fc.constant(null);
		case "boolean":
			return fc.boolean();
		case "string":
			return stringOf(schema);
		case "integer":
		case "number":
			return numberOf(schema, schema.type === "integer");
		case "array": {
			const item = valueOf(schema.items ?? {}, known);
			const size = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4) };
			return schema.uniqueItems ? fc.uniqueArray(item, { ...size, selector: (v) => JSON.stringify(v) }) : fc.array(item, size);
		}
		case "object":
			return objectOf(schema, known);
	}
	return fc.constant({}); // `{}` takes anything: the empty object is one such thing
}

function objectOf(schema: Schema, known: Known): fc.Arbitrary<Record<string, unknown>> {
	if (!schema.properties && typeof schema.additionalProperties === "object") {
		const key = schema.propertyNames ? (stringOf(resolve(schema.propertyNames)) as fc.Arbitrary<string>) : text(1, 10);
		return fc.dictionary(
			key.filter((k) => k !== "__proto__"),
			valueOf(schema.additionalProperties, known),
			{ maxKeys: 4 },
		);
	}
	const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
	const required = new Set<string>(schema.required ?? []);
	const record = Object.fromEntries(properties.map(([name, s]) => [name, valueOf(s, known, name)]));
	return fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) });
}

/** A query the operation allows: every required parameter, some optional ones. */
export function queryOf(op: DocOperation, known: Known): fc.Arbitrary<Record<string, unknown>> {
	const entries = Object.entries(op.query);
	return fc.record(Object.fromEntries(entries.map(([name, p]) => [name, valueOf(p.schema, known, name.replace(/\[\]$/, ""))])), {
		requiredKeys: entries.filter(([, p]) => p.required).map(([name]) => name),
	});
}

/** A query string: `expand[]` once per value, every other value as its decimal or text. */
export const queryString = (query: Record<string, unknown>): string =>
	Object.entries(query)
		.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`))
		.join("&");

/** The headers a request of `op` needs besides its key. */
export const headersOf = (op: DocOperation, body: boolean): Record<string, string> => ({
	...(body ? { "Content-Type": "application/json" } : {}),
	...(op.idempotency === "required" ? { "Idempotency-Key": randomUUID() } : {}),
});

/** The least request body `schema` allows: its required properties, each at its simplest; references name real objects. */
export function minimalOf(raw: Schema, known: Known = {}, name = ""): unknown {
	const schema = resolve(raw);
	if (known[name]?.length && takesString(schema)) return known[name][0];
	if ("const" in schema) return schema.const;
	if (schema.enum) return schema.enum.find((v: unknown) => v !== null);
	if (schema.anyOf ?? schema.oneOf) return minimalOf((schema.anyOf ?? schema.oneOf)[0], known, name);
	if (Array.isArray(schema.type)) return minimalOf({ ...schema, type: schema.type.find((t: string) => t !== "null") }, known, name);
	switch (schema.type) {
		case "string":
			if (schema.format === "date") return "2026-03-04";
			if (schema.pattern === "^[A-Za-z]{2}$") return "DE";
			if (schema.pattern === "^[A-Za-z]{3}$") return "EUR";
			if (schema.format === "email") return "jane@example.com";
			return "x".repeat(Math.max(1, schema.minLength ?? 1));
		case "integer":
			return schema.minimum ?? schema.exclusiveMinimum + 1;
		case "number":
			return schema.minimum ?? schema.exclusiveMinimum + 1;
		case "boolean":
			return true;
		case "array":
			return Array.from({ length: schema.minItems ?? 0 }, () => minimalOf(schema.items ?? {}, known));
		case "object":
			return Object.fromEntries((schema.required ?? []).map((prop: string) => [prop, minimalOf(schema.properties?.[prop] ?? {}, known, prop)]));
	}
	return {};
}

/** The number schema of a property or parameter, when it is one: `integer` or `number`, maybe nullable. */
export function numberSchema(raw: Schema): Schema | undefined {
	const schema = resolve(raw);
	const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
	return types.includes("integer") || types.includes("number") ? schema : undefined;
}
