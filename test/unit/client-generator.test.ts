import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Bookdrop } from "@bookdrop/client";
import { fitLines, MAX_LINE } from "../../scripts/line-width";
import { listOf } from "../../shared/actions/json-schema";
import { NamedRoute, operationName } from "../../shared/document/operation-names";
import { blocks } from "../support/markdown";

// How the client is made: each operation's method name (its operationId) follows from its path
// and HTTP method, new routes included; the generated code fits in 120 columns; and the client's
// README lists every method the client has, and no other.

const ROOT = path.resolve(__dirname, "../..");
const route = (method: string, route: string, name: string, scope = "write", response = {}): NamedRoute => ({
	method,
	path: route,
	action: { name, scope, response },
});

describe("operation names", () => {
	const routes = [
		route("post", "/v1/customers", "catalog.customers.create"),
		route("post", "/v1/customers/bulk", "catalog.customers.bulkCreate"),
		route("get", "/v1/customers", "catalog.customers.list", "read", listOf({})),
		route("get", "/v1/customers/{id}", "catalog.customers.retrieve", "read"),
		route("post", "/v1/customers/{id}", "catalog.customers.update"),
		route("delete", "/v1/customers/{id}", "catalog.customers.delete"),
		route("post", "/v1/customers/{id}/reject", "batches.customers.reject"),
		route("post", "/v1/expenses/{id}/line_items", "transactions.expenses.lineItems.create"),
		route("get", "/v1/expenses/{id}/line_items", "transactions.expenses.lineItems.list", "read", listOf({})),
		route("get", "/v1/webhook_endpoints/{id}/deliveries", "webhooks.deliveries", "read", listOf({})),
		route("get", "/v1/webhook_endpoints/{id}/deliveries/{delivery}", "webhooks.retrieveDelivery", "read"),
		route("post", "/v1/webhook_endpoints/{id}/deliveries/{delivery}/retry", "webhooks.retry"),
		route("post", "/v1/webhook_endpoints/{id}/recover", "webhooks.recover"),
		route("get", "/v1/account", "accounts.summary", "read"),
		route("post", "/v1/account", "accounts.update"),
		route("post", "/accounts/{account}/desktop_key", "accounts.admin.replaceDesktopKey", "admin"),
		route("delete", "/v1/api_keys/{id}", "accounts.revoke", "keys"),
	].map((r) => ({ ...r, path: r.action.scope === "admin" ? `/admin/v1${r.path}` : r.path }));

	test("each is `<resource>[.<sub-resource>…].<method>`, read from the path and the HTTP method", () => {
		expect(routes.map((r) => operationName(r, routes))).toEqual([
			"customers.create",
			"customers.bulkCreate",
			"customers.list",
			"customers.retrieve",
			"customers.update",
			"customers.delete",
			"customers.reject",
			"expenses.lineItems.create",
			"expenses.lineItems.list",
			"webhookEndpoints.deliveries.list",
			"webhookEndpoints.deliveries.retrieve",
			"webhookEndpoints.deliveries.retry",
			"webhookEndpoints.recover",
			"account.retrieve",
			"account.update",
			"admin.accounts.replaceDesktopKey",
			"apiKeys.revoke",
		]);
	});

	test("every operationId of docs/openapi.json is a method of the client, at that path", () => {
		const document = JSON.parse(fs.readFileSync(path.join(ROOT, "docs/openapi.json"), "utf8"));
		const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
			Object.values(methods).map((op) => op.operationId),
		);
		expect(ids.sort()).toEqual(clientMethods().sort());
	});
});

/** Every method of a client, as `customers.create`, found by walking the object itself. */
function clientMethods(): string[] {
	const walk = (resource: object, at: string[]): string[] => [
		...Object.getOwnPropertyNames(Object.getPrototypeOf(resource))
			.filter((name) => name !== "constructor")
			.map((name) => [...at, name].join(".")),
		...Object.entries(resource)
			.filter(([, value]) => value?.constructor?.name.endsWith("Resource"))
			.flatMap(([name, value]) => walk(value, [...at, name])),
	];
	const client = new Bookdrop({ apiKey: "ab_x" });
	return Object.entries(client)
		.filter(([, value]) => value?.constructor?.name.endsWith("Resource"))
		.flatMap(([name, value]) => walk(value, [name]));
}

/** The client's own methods, besides one per operation. */
const OWN_METHODS = ["webhooks.constructEvent", "runScenario"];

test("client/README.md shows every method of the client (webhooks.constructEvent and runScenario too) with an example, and no method it lacks", () => {
	const readme = fs.readFileSync(path.join(ROOT, "client/README.md"), "utf8");
	const methods = clientMethods();
	expect(methods.length).toBeGreaterThan(70);
	const shown = [...readme.matchAll(/\b(?:bookdrop|operator)\.([a-zA-Z.]+)\(/g)].map((m) => m[1]);
	expect([...methods, ...OWN_METHODS].filter((method) => !shown.includes(method))).toEqual([]);
	expect(shown.filter((method) => ![...methods, ...OWN_METHODS].includes(method))).toEqual([]);
});

test("client/README.md's examples type-check against the client", async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-client-readme-"));
	const preamble =
		'import { Bookdrop } from "@bookdrop/client";\nconst bookdrop = new Bookdrop({ apiKey: "ab_x" });\nconst operator = new Bookdrop({ apiKey: "admin" });\n';
	const examples = blocks("client/README.md").filter((block) => block.lang === "ts");
	expect(examples.length).toBeGreaterThan(5);
	examples.forEach((block, i) =>
		fs.writeFileSync(path.join(dir, `example${i}.ts`), `${block.text.includes("import ") ? "" : preamble}${block.text}\nexport {};\n`),
	);
	const compilerOptions = {
		strict: true,
		noEmit: true,
		target: "es2022",
		module: "es2022",
		moduleResolution: "bundler",
		types: ["node"],
		typeRoots: [path.join(ROOT, "node_modules/@types")],
		skipLibCheck: true,
		paths: { "@bookdrop/client": [path.join(ROOT, "client/src/index.ts")] },
	};
	fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["*.ts"] }));
	try {
		const tsc = promisify(execFile)(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", dir]);
		expect(
			await tsc.then(
				() => "",
				(err) => String(err.stdout),
			),
		).toBe("");
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}, 60_000);

describe("generated code", () => {
	test.each(["client/src/schema.ts", "client/src/api.ts"])(`%s has no line over ${MAX_LINE} characters`, (file) => {
		const long = fs
			.readFileSync(path.join(ROOT, file), "utf8")
			.split("\n")
			.filter((line) => line.length > MAX_LINE);
		expect(long).toEqual([]);
	});

	test("a long comment (one line, or a line of a block) is wrapped at words and a long union broken before each ` | ` outside quotes", () => {
		const words = Array.from({ length: 30 }, (_, i) => `word${i}`);
		const union = Array.from({ length: 12 }, (_, i) => `"a | b ${i}"`);
		const text = `\t/** ${words.join(" ")} */\n\t/**\n\t * @description ${words.join(" ")}\n\t */\n\tcode: ${union.join(" | ")};`;
		const fitted = fitLines(text).split("\n");
		expect(fitted.every((line) => line.length <= MAX_LINE)).toBe(true);
		const [first, second] = fitLines(text)
			.split("\t */\n")
			.map((comment) => comment.split("\n").filter((line) => line.startsWith("\t * ")));
		expect(fitted[0]).toBe("\t/**");
		expect(first.length).toBeGreaterThan(1);
		expect(first.map((line) => line.slice(4)).join(" ")).toBe(words.join(" "));
		expect(second.length).toBeGreaterThan(1);
		expect(second.map((line) => line.slice(4)).join(" ")).toBe(`@description ${words.join(" ")}`);
		expect(fitted.slice(-12)).toEqual([`\tcode: ${union[0]}`, ...union.slice(1, -1).map((u) => `\t    | ${u}`), `\t    | ${union[11]};`]);
	});
});
