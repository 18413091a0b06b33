import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { ERROR_CODES } from "../../shared/actions/api-errors";
import { EVENT_CATALOGUE } from "../../shared/events/event-log";

// The committed document (test/contract.test.ts keeps it fresh): every example it holds is valid
// against its schema, and nothing a reader needs is missing.
const ROOT = path.resolve(__dirname, "../..");
const doc = JSON.parse(fs.readFileSync(path.join(ROOT, "docs/openapi.json"), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
const resolve = (schema: unknown) => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'));

type Operation = {
	summary?: string;
	description?: string;
	tags?: string[];
	operationId?: string;
	parameters?: any[];
	requestBody?: any;
	responses: Record<string, any>;
};
const operations: [string, Operation][] = [
	...Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([p, methods]) =>
		Object.entries(methods).map(([m, op]): [string, Operation] => [`${m.toUpperCase()} ${p}`, op]),
	),
	...Object.entries(doc.webhooks as Record<string, Record<string, Operation>>).map(([type, { post }]): [string, Operation] => [`webhook ${type}`, post]),
];
const deref = (item: any) =>
	item?.$ref
		? item.$ref
				.split("/")
				.slice(1)
				.reduce((node: any, key: string) => node[key], doc)
		: item;

/** Every media type of an operation, request and answers, with where it is. */
const mediaTypes = (name: string, op: Operation) => [
	...(op.requestBody ? [[`${name} request`, op.requestBody.content["application/json"]]] : []),
	...Object.entries(op.responses).map(([status, response]) => [`${name} ${status}`, deref(response).content?.["application/json"]]),
];

test.each(operations)("%s has a summary, a description, a tag and an operationId", (name, op) => {
	expect(op.summary?.split(" ").length).toBeGreaterThanOrEqual(3);
	expect(op.summary).not.toMatch(/\//);
	expect(op.description).toMatch(/^[A-Z`].*\./);
	expect(op.tags?.length).toBe(1);
	expect(op.operationId).toMatch(/^[a-zA-Z.]+$/);
	for (const parameter of (op.parameters ?? []).map(deref))
		expect([name, parameter.name, parameter.description ?? ""]).toEqual([name, parameter.name, expect.stringMatching(/\w/)]);
});

test.each(operations)("every example of %s is valid against its schema", (name, op) => {
	const invalid: string[] = [];
	for (const [where, media] of mediaTypes(name, op)) {
		if (!media) continue;
		if (media.example === undefined) invalid.push(`${where}: no example`);
		else if (!ajv.validate(resolve(media.schema), media.example)) invalid.push(`${where}: ${ajv.errorsText()}`);
	}
	for (const parameter of (op.parameters ?? []).map(deref)) {
		if (parameter.example !== undefined && !ajv.validate(resolve(parameter.schema), parameter.example)) invalid.push(`${parameter.name}: ${ajv.errorsText()}`);
	}
	expect(invalid).toEqual([]);
});

/** Every schema in the document with where it is: components, and each operation's inline ones. */
function* schemas(node: unknown, where: string): Generator<[string, any]> {
	if (!node || typeof node !== "object") return;
	const object = node as Record<string, any>;
	if (object.properties && typeof object.properties === "object") yield [where, object];
	for (const [key, value] of Object.entries(object)) if (key !== "examples" && key !== "example") yield* schemas(value, `${where}/${key}`);
}

test("every property of every schema has a description, and every schema example is valid", () => {
	const missing: string[] = [];
	for (const [where, schema] of schemas({ paths: doc.paths, webhooks: doc.webhooks, components: doc.components }, "#")) {
		for (const [name, property] of Object.entries(schema.properties as Record<string, any>)) {
			if (typeof property.description !== "string" || !property.description) missing.push(`${where}/properties/${name}`);
		}
	}
	expect(missing).toEqual([]);
	const invalid: string[] = [];
	let checked = 0;
	const walk = (node: any, where: string): void => {
		if (!node || typeof node !== "object") return;
		if (Array.isArray(node.examples) && (node.type || node.properties || node.$ref || node.anyOf || node.enum)) {
			for (const example of node.examples) {
				checked++;
				if (!ajv.validate(resolve({ ...node, examples: undefined }), example)) invalid.push(`${where}: ${ajv.errorsText()}`);
			}
		}
		for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") walk(value, `${where}/${key}`);
	};
	walk({ paths: doc.paths, webhooks: doc.webhooks, components: doc.components }, "#");
	expect(invalid).toEqual([]);
	expect(checked).toBeGreaterThan(500);
});

test("every event type has a webhook with its event's schema and the signature headers", () => {
	const types = EVENT_CATALOGUE.flatMap(({ type }) =>
		type.startsWith("<object>.")
			? ["customer", "supplier", "category", "product", "expense", "revenue", "refund"].map((o) => type.replace("<object>", o))
			: [type],
	);
	expect(Object.keys(doc.webhooks).sort()).toEqual(types.sort());
	for (const type of types) {
		const { post } = doc.webhooks[type];
		expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(["Service-Signature", "webhook-id", "webhook-timestamp", "webhook-signature"]);
		expect(post.requestBody.content["application/json"].example.type).toBe(type);
	}
});

// docs/ repeats two catalogues as tables; each row must say what the declaration says (links aside).
const unlinked = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
const rows = (file: string, pattern: RegExp) => [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(pattern)];

test("docs/api.md's error table is the error catalogue", () => {
	const table = rows("docs/api.md", /^\| (\d{3})(?: \(\d{3}\))? \| `(\w+)` \| (.*) \|$/gm).map(([, status, code, when]) => [
		code,
		Number(status),
		unlinked(when),
	]);
	expect(table).toEqual(expect.arrayContaining(Object.entries(ERROR_CODES).map(([code, [status, , when]]) => [code, status, when])));
	expect(table).toHaveLength(Object.keys(ERROR_CODES).length);
});

test("docs/events.md's table is the event catalogue", () => {
	const table = rows("docs/events.md", /^\| `([^`]+)` \| (.*) \| (.*) \|$/gm).map(([, type, when, to]) => ({ type, when: unlinked(when), to: unlinked(to) }));
	expect(table).toEqual(EVENT_CATALOGUE);
});
