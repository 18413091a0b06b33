import fs from "node:fs";
import path from "node:path";
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";

// Issue 16: tools nobody here wrote read docs/openapi.json. Dredd reads it through its own parser
// (dredd-transactions over @apielements/openapi3-parser), Prism through @stoplight/prism-http.

const FILE = path.resolve(__dirname, "../../docs/openapi.json");
const DOCUMENT = JSON.parse(fs.readFileSync(FILE, "utf8"));
const OPERATIONS = Object.values(DOCUMENT.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);

interface Annotation {
	type: "error" | "warning";
	component: string;
	message: string;
}
interface DreddTransactions {
	parse(source: string, done: (err: Error | null, result: { mediaType: string; apiElements: unknown }) => void): void;
	compile(mediaType: string, apiElements: unknown, filename: string): { transactions: unknown[]; annotations: Annotation[] };
}
// The package ships no types; these are the two calls of its README.
const dredd: DreddTransactions = require("dredd-transactions");

/**
 * What Dredd's parser says of any OpenAPI 3.1 document it reads only in part: the keywords and
 * objects it does not know (it was written for 3.0 and knows a subset of JSON Schema: `examples`,
 * the 2020-12 keyword 3.1 schemas use in place of `example`, is one), and query
 * names with brackets (`expand[]`, `created[gte]`), which its URI templates cannot hold.
 */
const PARTIAL_SUPPORT = [
	/^Version '3\.1\.0' is not fully supported$/,
	/^'[A-Za-z ]+ Object' contains unsupported key '[A-Za-z]+'( \(\d+ occurances\))?$/,
	/^'Schema Object' contains invalid key '(additionalProperties|propertyNames|examples)'$/,
	// 3.1 lets a Reference Object carry its own description; 3.0 did not.
	/^'Reference Object' contains invalid key 'description'$/,
	/Parameter not defined in API description document: [a-z_]+\[[a-z]*\]$/,
];

test("Dredd reads the document: every operation becomes transactions, no error, and no warning beyond its partial 3.1 support", async () => {
	const parsed = await new Promise<{ mediaType: string; apiElements: unknown }>((resolve, reject) =>
		dredd.parse(fs.readFileSync(FILE, "utf8"), (err, result) => (err ? reject(err) : resolve(result))),
	);
	expect(parsed.mediaType).toBe("application/vnd.oai.openapi");
	const { transactions, annotations } = dredd.compile(parsed.mediaType, parsed.apiElements, "openapi.json");
	expect(annotations.filter((a) => a.type === "error")).toEqual([]);
	const unexplained = annotations.filter((a) => !PARTIAL_SUPPORT.some((known) => known.test(a.message)));
	expect(unexplained).toEqual([]);
	// one transaction per documented response of each operation
	expect(transactions.length).toBeGreaterThanOrEqual(OPERATIONS * 2);
});

test("Prism reads the document: each documented operation with each of its responses", async () => {
	const operations = await getHttpOperationsFromSpec(FILE);
	const read = Object.fromEntries(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.responses.map((r) => r.code).sort()]));
	const documented = Object.fromEntries(
		Object.entries(DOCUMENT.paths as Record<string, Record<string, { responses: object }>>).flatMap(([p, methods]) =>
			Object.entries(methods).map(([m, op]) => [`${m.toUpperCase()} ${p}`, Object.keys(op.responses).sort()]),
		),
	);
	expect(read).toEqual(documented);
});
