import { apiDocument } from "../services/gateway/reference";
import type { JsonSchema } from "../shared/api/json-schema";

/**
 * Files generated from the API's declarations, by path: the OpenAPI document, and the typed
 * client's operations (one method per operation, its parameter and result types) made from it.
 */
export function generatedFiles(): Record<string, string> {
	const document = apiDocument();
	return { "docs/openapi.json": `${JSON.stringify(document, null, 2)}\n`, "client/src/api.ts": clientCode(document) };
}

const pascal = (name: string) => name.replace(/(^|[_.\-[\]]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The TypeScript type of one of our JSON Schemas (the subset shared/api/openapi.ts writes). */
function tsType(schema: JsonSchema | undefined): string {
	if (!schema || Object.keys(schema).filter((k) => k !== "description").length === 0) return "unknown";
	if (typeof schema.$ref === "string") return pascal(schema.$ref.split("/").pop()!);
	if ("const" in schema) return JSON.stringify(schema.const);
	if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
	const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
	if (union) return union.map(tsType).join(" | ");
	if (Array.isArray(schema.type)) return schema.type.map((type) => tsType({ ...schema, type })).join(" | ");
	switch (schema.type) {
		case "string":
			return "string";
		case "integer":
		case "number":
			return "number";
		case "boolean":
			return "boolean";
		case "null":
			return "null";
		case "array":
			return `Array<${tsType(schema.items as JsonSchema)}>`;
		case "object": {
			const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
			const required = new Set((schema.required ?? []) as string[]);
			const fields = Object.entries(properties).map(([name, property]) => `${key(name)}${required.has(name) ? "" : "?"}: ${tsType(property)};`);
			if (typeof schema.additionalProperties === "object") fields.push(`[key: string]: ${tsType(schema.additionalProperties as JsonSchema)};`);
			return `{ ${fields.join(" ")} }`;
		}
	}
	throw new Error(`No TypeScript type for ${JSON.stringify(schema)}`);
}

interface OperationObject {
	operationId: string;
	summary: string;
	description: string;
	parameters: Array<{ name?: string; in?: string; required?: boolean; schema?: JsonSchema; $ref?: string }>;
	requestBody?: { content: { "application/json": { schema: JsonSchema } } };
	responses: Record<string, { content: { "application/json": { schema: JsonSchema } } }>;
}

function clientCode(document: JsonSchema): string {
	const components = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
	const lines = [
		"// Generated from docs/openapi.json by scripts/generated.ts (`npm run generate`): do not edit.",
		'import type { PagePromise, RequestOptions, Transport } from "./core";',
		"",
	];
	for (const [name, schema] of Object.entries(components)) lines.push(`export type ${pascal(name)} = ${tsType(schema)};`);
	const errorCodes = ((components.error.properties as any).error.properties.code.enum as string[]).map((c) => JSON.stringify(c)).join(" | ");
	lines.push(`export type ErrorCode = ${errorCodes};`, "");
	const groups = new Map<string, string[]>();
	for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, OperationObject>>)) {
		for (const [method, op] of Object.entries(methods)) {
			const [group, name] = op.operationId.split(".");
			const typeName = pascal(op.operationId);
			const pathParams = op.parameters.filter((p) => p.in === "path").map((p) => p.name!);
			const query = op.parameters.filter((p) => p.in === "query");
			const paramsSchema: JsonSchema = op.requestBody
				? op.requestBody.content["application/json"].schema
				: { type: "object", required: query.filter((p) => p.required).map((p) => p.name!.replace(/\[\]$/, "")), properties: Object.fromEntries(query.map((p) => [p.name!.replace(/\[\]$/, ""), p.schema!])) };
			const hasParams = Object.keys((paramsSchema.properties ?? {}) as object).length > 0;
			const paramsRequired = ((paramsSchema.required ?? []) as string[]).length > 0;
			if (hasParams) lines.push(`export type ${typeName}Params = ${tsType(paramsSchema)};`);
			const [status] = Object.keys(op.responses).filter((s) => s.startsWith("2"));
			const result = op.responses[status].content["application/json"].schema;
			const listed = (result.properties as Record<string, JsonSchema> | undefined)?.object?.const === "list";
			const idempotent = op.parameters.some((p) => p.$ref?.includes("/Idempotency-Key"));
			const spec = `{ method: "${method.toUpperCase()}", path: "${path}", idempotent: ${idempotent} }`;
			const args = [...pathParams.map((p) => `${p}: string`), ...(hasParams ? [`params${paramsRequired ? "" : "?"}: ${typeName}Params`] : []), ...(idempotent ? ["options?: RequestOptions"] : [])];
			const pathObject = pathParams.length ? `{ ${pathParams.join(", ")} }` : "{}";
			const paramsArg = hasParams ? "params" : "{}";
			const body = listed
				? `return this.transport.list<${tsType((result.properties as any).data.items)}>(${spec}, ${pathObject}, ${paramsArg});`
				: `return this.transport.call<${tsType(result)}>(${spec}, ${pathObject}, ${paramsArg}${idempotent ? ", options" : ""});`;
			const returns = listed ? `PagePromise<${tsType((result.properties as any).data.items)}>` : `Promise<${tsType(result)}>`;
			const doc = `\t/** ${op.summary}: ${op.description.replace(/\*\//g, "*\\/")} */`;
			groups.set(group, [...(groups.get(group) ?? []), doc, `\t${name}(${args.join(", ")}): ${returns} {`, `\t\t${body}`, "\t}"]);
		}
	}
	for (const [group, methods] of groups) {
		lines.push("", `export class ${pascal(group)}Operations {`, "\tconstructor(private readonly transport: Transport) {}", ...methods, "}");
	}
	lines.push("", "/** Every operation of the API, grouped as `client.<group>.<method>`. */", "export class Api {");
	for (const group of groups.keys()) lines.push(`\treadonly ${group}: ${pascal(group)}Operations;`);
	lines.push("\tconstructor(transport: Transport) {");
	for (const group of groups.keys()) lines.push(`\t\tthis.${group} = new ${pascal(group)}Operations(transport);`);
	lines.push("\t}", "}", "");
	return lines.join("\n");
}
