// Writes what is generated from the API's declarations: docs/openapi.json and the typed client's
// types and operations (client/src/schema.ts, client/src/api.ts). `npm run generate`, or with a
// folder to write into instead of the repository; test/contract.test.ts fails when any is stale.
import fs from "node:fs";
import path from "node:path";

/** What `npm run generate` writes, relative to the repository. */
export const GENERATED = ["docs/openapi.json", "client/src/schema.ts", "client/src/api.ts"];

async function main(root: string): Promise<void> {
	// Loaded here: openapi-typescript, an ES module, cannot be loaded by jest, which reads GENERATED.
	const { generatedFiles } = await import("./generated-files");
	const files = await generatedFiles();
	for (const file of GENERATED) {
		fs.writeFileSync(path.join(root, file), files[file]);
		process.stdout.write(`wrote ${file}\n`);
	}
}

if (require.main === module) void main(path.resolve(__dirname, process.argv[2] ?? "../.."));
