import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import * as bookdropClient from "@bookdrop/client";
import { Bookdrop } from "@bookdrop/client";
import { checkedFetch } from "../support/contract-fetch";
import { Block, blocks } from "../support/markdown";
import { ROOT } from "../support/servers";
import { newAccount, target } from "../support/suite-api";

// client/README.md's examples, run: every `ts` block not marked `<!-- not run: … -->` runs against
// the suite's server, on a fresh account of its own (a test account for a block that calls
// `sandbox`), with `bookdrop` the account's desktop key and `operator` the admin token; a block
// that imports the client makes its own, with $BOOKDROP_API_KEY an integration key of the account. Exchanges are held to
// docs/openapi.json. The README's address becomes the server's, and its webhook URL one on loopback
// (shop.example need not resolve where tests run; deliveries to it fail, as the example expects).

const README = "client/README.md";
const DOC_URL = "http://localhost:3000";
const DOC_RECEIVER = "https://shop.example";
const AsyncFunction = (async () => undefined).constructor as new (...params: string[]) => (...args: unknown[]) => Promise<void>;

const runnable = blocks(README).filter((block) => block.lang === "ts" && !/^not run: \S/.test(block.directive ?? ""));
const lines = fs.readFileSync(path.join(ROOT, README), "utf8").split("\n");
/** The title of the section a block is in ("@bookdrop/client" for the introduction). */
const heading = (block: Block) =>
	lines
		.slice(0, block.line)
		.filter((line) => /^#+ /.test(line))
		.pop()!
		.replace(/^#+ /, "");

/** Runs one block as the body of an async function; answers what it logged. */
async function run(block: Block): Promise<string[]> {
	const account = await newAccount(`README ${block.line}`, undefined, /\bbookdrop\.sandbox\./.test(block.text) ? "test" : "live");
	const text = block.text.split(DOC_URL).join(target().url).split(DOC_RECEIVER).join("http://127.0.0.1:9");
	const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
	const logged: string[] = [];
	const context: Record<string, unknown> = {
		require: (name: string) => {
			if (name !== "@bookdrop/client") throw new Error(`${README}:${block.line} imports ${name}`);
			return bookdropClient;
		},
		exports: {},
		process: { env: { BOOKDROP_API_KEY: (await account.integration()).keyObject.secret } },
		console: { log: (...values: unknown[]) => logged.push(values.map(String).join(" ")) },
	};
	// A block that imports the client declares its own `bookdrop`.
	if (!/^import /m.test(block.text)) {
		context.bookdrop = new Bookdrop({ apiKey: account.desktopKey.secret, baseUrl: target().url, fetch: checkedFetch });
		context.operator = new Bookdrop({ apiKey: target().adminToken, baseUrl: target().url, fetch: checkedFetch });
	}
	await new AsyncFunction(...Object.keys(context), js)(...Object.values(context)).catch((err: Error) => {
		throw new Error(`${README}:${block.line} (${heading(block)}) failed: ${err.stack}`);
	});
	return logged;
}

test("the README has examples to run, and marks why it does not run the others", () => {
	expect(runnable.length).toBeGreaterThan(8);
	const skipped = blocks(README).filter((block) => !runnable.some((run) => run.line === block.line));
	expect(skipped.filter((block) => !/^not run: \S/.test(block.directive ?? "")).map((block) => block.line)).toEqual([]);
});

test.each(runnable.map((block) => [`${heading(block)} (line ${block.line})`, block] as const))(
	"%s runs against the server",
	async (_, block) => {
		const logged = await run(block);
		if (heading(block) === "@bookdrop/client") {
			expect(logged[0]).toMatch(/^cus_\w+ req_\w+ \d+$/);
			expect(logged[logged.length - 1]).toMatch(/^400 resource_missing supplier req_\w+$/);
		}
		if (heading(block) === "Options of a call") expect(logged).toEqual([expect.stringMatching(/^200 \d+$/), "true true"]);
	},
	60_000,
);
