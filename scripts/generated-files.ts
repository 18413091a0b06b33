import openapiTS, { astToString } from "openapi-typescript";
import { apiDocument } from "../services/gateway/reference-pages";
import type { JsonSchema } from "../shared/actions/json-schema";
import { clientCode } from "./client-codegen";
import { fitLines } from "./line-width";

const HEADER = "// Generated from docs/openapi.json by openapi-typescript (scripts/generated-files.ts, `npm run generate`): do not edit.\n";

/**
 * Files generated from the API's declarations, by path: the OpenAPI document; the types of its
 * operations and schemas, written by openapi-typescript (client/src/schema.ts); and the typed
 * client's methods over them (client/src/api.ts).
 */
export async function generatedFiles(): Promise<Record<string, string>> {
	const document = apiDocument();
	return {
		"docs/openapi.json": `${JSON.stringify(document, null, 2)}\n`,
		"client/src/schema.ts": HEADER + fitLines(astToString(await openapiTS(successesOnly(document) as never, { silent: true }))),
		"client/src/api.ts": clientCode(document),
	};
}

/**
 * The document without its error answers: a call resolves with its success and throws
 * `BookdropError` (whose `code` is the `error` schema's) otherwise, so the client has no use for
 * the per-status error responses, whose names run longer than a line.
 */
function successesOnly(document: JsonSchema): JsonSchema {
	const paths = Object.fromEntries(
		Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).map(([path, methods]) => [
			path,
			Object.fromEntries(
				Object.entries(methods).map(([method, op]) => [
					method,
					{ ...op, responses: Object.fromEntries(Object.entries(op.responses).filter(([status]) => status.startsWith("2"))) },
				]),
			),
		]),
	);
	const { responses: _errors, ...components } = document.components as Record<string, unknown>;
	return { ...document, paths, components };
}
