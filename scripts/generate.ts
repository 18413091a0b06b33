// Writes what is generated from the API's declarations: docs/openapi.json and the typed client's
// operations (client/src/api.ts). `npm run generate`; test/contract.test.ts fails when either is stale.
import fs from "node:fs";
import path from "node:path";
import { generatedFiles } from "./generated";

const root = path.resolve(__dirname, process.argv[2] ?? "../..");
for (const [file, text] of Object.entries(generatedFiles())) {
	fs.writeFileSync(path.join(root, file), text);
	process.stdout.write(`wrote ${file}\n`);
}
