import type { JsonSchema } from "../shared/actions/json-schema";
import { fitLines, MAX_LINE } from "./line-width";

interface OperationObject {
	operationId: string;
	summary: string;
	description: string;
	parameters: Array<{ name?: string; in?: string; required?: boolean; $ref?: string }>;
	requestBody?: { required?: boolean };
	responses: Record<string, { content: { "application/json": { schema: JsonSchema } } }>;
}

/** A resource of the client (`client.webhookEndpoints.deliveries`): its methods and sub-resources. */
interface Resource {
	path: string[];
	methods: string[][];
	children: Map<string, Resource>;
}

const pascal = (name: string) => name.replace(/(^|[_.\-[\]]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
const className = (path: string[]) => `${pascal(path.join("."))}Resource`;
const schemaName = (schema: JsonSchema) => (typeof schema.$ref === "string" ? pascal(schema.$ref.split("/").pop()!) : undefined);

const PREAMBLE = [
	"// Generated from docs/openapi.json by scripts/client-codegen.ts (`npm run generate`): do not edit.",
	'import type { CallOptions, PagePromise, RequestOptions, Transport, WithResponse } from "./core.js";',
	'import type { components, operations } from "./schema.js";',
	"",
	'type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;',
	"type Unbracketed<Q> = { [K in keyof Q as K extends `${infer Name}[]` ? Name : K]: Q[K] };",
	"/** A create's or an update's body. */",
	'type Body<Id extends keyof operations> = Json<NonNullable<operations[Id]["requestBody"]>>;',
	"/** A read's query; an array (`expand[]=…`) is named without its brackets, and sent with them. */",
	'type Query<Id extends keyof operations> = Unbracketed<NonNullable<operations[Id]["parameters"]["query"]>>;',
	"",
];
/** Written when a method answers a schema without a name. */
const RESULT = [
	'type Result<Id extends keyof operations, Status extends keyof operations[Id]["responses"]> = Json<',
	'\toperations[Id]["responses"][Status]',
	">;",
	"",
];

/**
 * The client's methods, one per operation, `client.<resource>[.<sub-resource>…].<method>` as its
 * operationId says (shared/document/operation-names.ts), over the types openapi-typescript writes.
 */
export function clientCode(document: JsonSchema): string {
	const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
	const lines = [...PREAMBLE];
	for (const name of Object.keys(schemas)) lines.push(`export type ${pascal(name)} = components["schemas"][${JSON.stringify(name)}];`);
	lines.push('export type ErrorCode = components["schemas"]["Error"]["error"]["code"];', "");
	const root: Resource = { path: [], methods: [], children: new Map() };
	for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, OperationObject>>)) {
		for (const [method, op] of Object.entries(methods)) {
			const names = op.operationId.split(".");
			const { code, types } = methodCode(method, path, op);
			lines.push(...types);
			resourceAt(root, names.slice(0, -1)).methods.push(code);
		}
	}
	lines.push(...resourceClasses(root));
	if (lines.some((line) => line.includes('Result<"'))) lines.splice(PREAMBLE.length, 0, ...RESULT);
	return `${fitLines(lines.join("\n"))}\n`;
}

function resourceAt(root: Resource, path: string[]): Resource {
	let resource = root;
	for (const [i, name] of path.entries()) {
		if (!resource.children.has(name)) resource.children.set(name, { path: path.slice(0, i + 1), methods: [], children: new Map() });
		resource = resource.children.get(name)!;
	}
	return resource;
}

/** One method: its parameter type, and its code (path parameters first, then params, then the call's options). */
function methodCode(method: string, path: string, op: OperationObject): { code: string[]; types: string[] } {
	const id = op.operationId;
	const name = id.split(".").pop()!;
	const pathParams = op.parameters.filter((p) => p.in === "path").map((p) => p.name!);
	const query = op.parameters.filter((p) => p.in === "query");
	const hasParams = op.requestBody !== undefined || query.length > 0;
	const paramsRequired = op.requestBody ? op.requestBody.required === true : query.some((p) => p.required);
	const types = hasParams ? [`export type ${pascal(id)}Params = ${op.requestBody ? "Body" : "Query"}<"${id}">;`] : [];
	// A create answers 201, and 200 to a dry run; other operations answer one 2xx.
	const successes = Object.keys(op.responses).filter((s) => s.startsWith("2"));
	const status = successes.includes("201") ? "201" : successes[0];
	const dryRun = successes.includes("201") && successes.includes("200") ? schemaName(op.responses["200"].content["application/json"].schema) : undefined;
	const result = op.responses[status].content["application/json"].schema;
	const items =
		(result.properties as Record<string, JsonSchema> | undefined)?.object?.const === "list" ? ((result.properties as any).data.items as JsonSchema) : undefined;
	const idempotent = op.parameters.some((p) => p.$ref?.includes("/Idempotency-Key"));
	const args = [
		...pathParams.map((p) => `${p}: string`),
		...(hasParams ? [`params${paramsRequired ? "" : "?"}: ${pascal(id)}Params`] : []),
		`options?: ${idempotent ? "RequestOptions" : "CallOptions"}`,
	];
	const type = items ? (schemaName(items) ?? `Result<"${id}", ${status}>["data"][number]`) : (schemaName(result) ?? `Result<"${id}", ${status}>`);
	const spec = `{ method: "${method.toUpperCase()}", path: "${path}", idempotent: ${idempotent} }`;
	const callArgs = [spec, pathParams.length ? `{ ${pathParams.join(", ")} }` : "{}", hasParams ? "params" : "{}", "options"];
	// With a dry run, `options.dryRun` decides what the call answers: the object stored, or the one it would store.
	const overloads = dryRun
		? [
				...fitted(`\t${name}(`, [...args.slice(0, -1), "options: RequestOptions & { dryRun: true }"], `): Promise<WithResponse<${dryRun}>>;`, "\t"),
				...fitted(`\t${name}(`, args, `): Promise<WithResponse<${type}>>;`, "\t"),
			]
		: [];
	const answered = dryRun ? `${type} | ${dryRun}` : type;
	const code = [
		`\t/** ${op.summary}: ${op.description.replace(/\s+/g, " ").replace(/\*\//g, "*\\/")} */`,
		...overloads,
		...fitted(`\t${name}(`, args, `): ${items ? `PagePromise<${answered}>` : `Promise<WithResponse<${answered}>>`} {`, "\t"),
		...fitted(`\t\treturn this.transport.${items ? "list" : "call"}<${answered}>(`, callArgs, ");", "\t\t"),
		"\t}",
	];
	return { code, types };
}

/** `head(a, b)tail` on one line when it fits, else one argument a line. */
function fitted(head: string, args: string[], tail: string, indent: string): string[] {
	const line = `${head}${args.join(", ")}${tail}`;
	return line.length <= MAX_LINE ? [line] : [head, ...args.map((arg) => `${indent}\t${arg},`), `${indent}${tail.replace(/^\s*/, "")}`];
}

/** A class per resource, deepest first, then `Api`, the root, with the top-level resources. */
function resourceClasses(resource: Resource): string[] {
	const lines = [...resource.children.values()].flatMap(resourceClasses);
	const children = [...resource.children.keys()];
	for (const method of resource.methods) {
		const name = method[1].trim().split("(")[0];
		if (resource.children.has(name)) throw new Error(`${[...resource.path, name].join(".")} is both a method and a resource`);
	}
	const name = resource.path.length ? className(resource.path) : "Api";
	const doc = resource.path.length
		? `/** \`client.${resource.path.join(".")}\` */`
		: "/** Every operation of the API, as `client.<resource>[.<sub-resource>…].<method>`. */";
	const transport = resource.methods.length ? "private readonly transport: Transport" : "transport: Transport";
	lines.push("", doc, `export class ${name} {`);
	for (const child of children) lines.push(`\treadonly ${child}: ${className([...resource.path, child])};`);
	if (children.length) {
		lines.push(`\tconstructor(${transport}) {`);
		for (const child of children) lines.push(`\t\tthis.${child} = new ${className([...resource.path, child])}(transport);`);
		lines.push("\t}");
	} else lines.push(`\tconstructor(${transport}) {}`);
	for (const method of resource.methods) lines.push(...method);
	lines.push("}");
	return lines;
}
