import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { target } from "../support/suite-api";
import { checkContract } from "../support/contract";
import { Block, blocks, DOC_FILES } from "../support/markdown";
import { ENTRY, ROOT } from "../support/servers";

// Every fenced block of the docs is an example that this test runs against a real server, or is
// marked right above its fence with an HTML comment saying why not or who runs it:
//
//   <!-- not run: <reason> -->            a diagram, an install step, a recipe for another machine
//   <!-- run by: <test file> -->          a test of its own runs it (the file must name this doc)
//   <!-- sets: VAR=json.path, … -->       runs the block, then sets $VAR from its last JSON answer
//   <!-- response of: GET /v1/… [as VAR] (json.path) -->   a JSON block checked against that read
//                                         (after the document's SCENARIO below, when it has one)
//
// Shell blocks run in order, per document, in bash, with `curl` and `npx bookdrop` pointed at the
// suite's server; a line `VAR=ab_...` (a placeholder) keeps the value of $VAR set earlier, and
// $RECEIVER_URL is a webhook receiver that answers 200 to everything. A `json` or `http` block right
// after a shell block is the answer of its last request (of a block without a request, what it
// printed, `npx bookdrop trigger --scenario` for one): same status (from
// "Response `201 Created`"), same fields with equal values, except that ids, secrets, request ids and
// timestamps only need the same kind (an id shown once must stay the same id everywhere after it).
// Objects an example assumes without creating are made by FIXTURES below.

const run = promisify(execFile);
const ID = /\b(?:acct|key|int|cus|sup|cat|prd|exp|rev|re|li|imb|evt|we|wd|req|iss|scn)_[A-Za-z0-9]+/g;
const TIMESTAMPS = new Set([
	"created",
	"updated",
	"imported_at",
	"completed_at",
	"reverted_at",
	"disabled_at",
	"revoked_at",
	"last_import_at",
	"last_seen_at",
	"last_claim_at",
	"next_claim_expected_at",
	"oldest_pending_created",
	"first_seen_at",
	"resolved_at",
	"next_attempt_at",
	"previous_secret_expires_at",
	"started",
	"ended",
]);
const VOLATILE = new Set(["secret", "signing_secret", "secret_last4", "duration_ms", "error_message"]);
const DOC_URL = "http://localhost:3000";

interface Exchange {
	status: number;
	headers: Record<string, string>;
	body: unknown;
}

interface State {
	file: string;
	vars: Record<string, string>;
	/** Ids the docs show, by the real id each stands for. */
	ids: Map<string, string>;
	last?: Exchange;
	ran?: boolean;
}

/** Objects the examples mention without showing their create: made on first use, with the doc's key. */
const FIXTURES: Record<string, { path: string; body: Record<string, unknown> }> = {
	cat_Office000000000000000001: { path: "/v1/categories", body: { name: "Office", kind: "expense" } },
	cat_Sales0000000000000000001: { path: "/v1/categories", body: { name: "Sales", kind: "revenue" } },
	sup_Temp00000000000000000001: { path: "/v1/suppliers", body: { name: "Temp" } },
	exp_Toner0000000000000000001: { path: "/v1/expenses", body: { description: "Toner", amount: 4900, currency: "EUR", occurred_on: "2026-04-02" } },
};

const where = (block: Block) => `${block.file}:${block.line}`;

async function fixture(state: State, docId: string): Promise<string> {
	const recipe = FIXTURES[docId];
	if (!recipe) throw new Error(`${state.file}: ${docId} is used before any example shows it (create it in an example, or add it to FIXTURES)`);
	const res = await fetch(`${target().url}${recipe.path}`, {
		method: "POST",
		headers: { Authorization: `Bearer ${state.vars.KEY}`, "Content-Type": "application/json", "Idempotency-Key": `fixture-${docId}` },
		body: JSON.stringify(recipe.body),
	});
	const body = (await res.json()) as { id: string };
	if (res.status !== 201) throw new Error(`fixture ${docId}: ${res.status} ${JSON.stringify(body)}`);
	state.ids.set(docId, body.id);
	return body.id;
}

/** The text with every id the docs show replaced by the real one. */
async function realIds(state: State, text: string): Promise<string> {
	for (const docId of new Set(text.match(ID) ?? [])) if (!state.ids.has(docId)) await fixture(state, docId);
	return text.replace(ID, (docId) => state.ids.get(docId)!);
}

function parseHeaders(text: string): { status: number; headers: Record<string, string> } {
	const blocksOfHeaders = text.trim().split(/\r?\n\r?\n/);
	const lines = blocksOfHeaders[blocksOfHeaders.length - 1].split(/\r?\n/);
	const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(lines[0])?.[1]);
	const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
	return { status, headers };
}

/** Runs a shell block: every curl's answer is recorded (and held to the contract), every command must succeed. */
async function runShell(state: State, block: Block, work: string): Promise<{ exchanges: Exchange[]; stdout: string }> {
	const lines: string[] = [];
	for (const line of block.text.split("\n")) {
		const placeholder = /^\s*([A-Z_]+)=\S*(\.\.\.|…)\S*\s*(#.*)?$/.exec(line);
		if (placeholder) {
			if (state.vars[placeholder[1]] === undefined)
				throw new Error(`${where(block)}: $${placeholder[1]} is a placeholder no earlier example sets (<!-- sets: … -->)`);
			continue;
		}
		lines.push(line);
	}
	const script = (await realIds(state, lines.join("\n"))).split(DOC_URL).join(target().url);
	const out = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-doc-run-"));
	const prelude = [
		// A reader's shell keeps what a block assigns: every assignment is exported, and written out at the end.
		"set -euao pipefail",
		"n=0",
		// -D/-o capture every answer; the doc's own -s, -i and -g still apply.
		`curl() { n=$((n+1)); command curl -sS -D "${out}/$n.h" -o "${out}/$n.b" "$@"; }`,
		`npx() { [ "$1" = bookdrop ] || { echo "npx $1: only bookdrop runs here" >&2; return 2; }; shift; node "${ENTRY}" "$@"; }`,
	].join("\n");
	const env = { PATH: process.env.PATH ?? "", HOME: os.homedir(), PORT: new URL(target().url).port, ...state.vars };
	const result = await run("bash", ["-c", `${prelude}\n${script}\nenv -0 > "${out}/env"`], { cwd: work, env }).catch((err) => {
		throw new Error(`${where(block)}: the example failed (${err.code}):\n${script}\n${err.stderr}`);
	});
	for (const entry of fs.readFileSync(path.join(out, "env"), "utf8").split("\0")) {
		const name = /^([A-Z][A-Z0-9_]*)=/.exec(entry)?.[1];
		if (name && !["PATH", "HOME", "PORT", "PWD", "SHLVL", "OLDPWD"].includes(name)) state.vars[name] = entry.slice(name.length + 1);
	}
	const exchanges: Exchange[] = [];
	for (let i = 1; fs.existsSync(path.join(out, `${i}.h`)); i++) {
		const { status, headers } = parseHeaders(fs.readFileSync(path.join(out, `${i}.h`), "utf8"));
		let text = fs.readFileSync(path.join(out, `${i}.b`), "utf8");
		if (text.startsWith("HTTP/")) text = text.slice(text.search(/\r?\n\r?\n/) + 1).trim(); // curl -i
		exchanges.push({ status, headers, body: text ? JSON.parse(text) : null });
	}
	fs.rmSync(out, { recursive: true, force: true });
	return { exchanges, stdout: result.stdout };
}

/** Differences between what a doc shows and what the server answered ([] when it matches). */
function differences(state: State, shown: unknown, real: unknown, at = "", key = ""): string[] {
	if (typeof shown === "string" && typeof real === "string") {
		const ids = shown.match(ID);
		if (ids && ids[0] === shown) {
			const known = state.ids.get(shown);
			if (known === undefined && shown.split("_")[0] === real.split("_")[0] && ![...state.ids.values()].includes(real)) {
				state.ids.set(shown, real);
				return [];
			}
			return known === real ? [] : [`${at}: shows ${shown}, which stands for ${known ?? "nothing yet"}, but the server answered ${real}`];
		}
		if (VOLATILE.has(key))
			return shown.replace(/[A-Za-z0-9…]+$/, "") === real.replace(/[A-Za-z0-9]+$/, "") ? [] : [`${at}: shows ${shown}, the server answered ${real}`];
		return shown.replace(ID, (id) => state.ids.get(id) ?? id) === real
			? []
			: [`${at}: shows ${JSON.stringify(shown)}, the server answered ${JSON.stringify(real)}`];
	}
	if ((TIMESTAMPS.has(key) || VOLATILE.has(key)) && typeof shown === "number")
		return typeof real === "number" ? [] : [`${at}: shows a number, the server answered ${JSON.stringify(real)}`];
	if (Array.isArray(shown) && Array.isArray(real)) {
		if (shown.length !== real.length) return [`${at}: shows ${shown.length} items, the server answered ${real.length}`];
		return shown.flatMap((item, i) => differences(state, item, real[i], `${at}[${i}]`, key));
	}
	if (shown && real && typeof shown === "object" && typeof real === "object" && !Array.isArray(shown) && !Array.isArray(real)) {
		const a = shown as Record<string, unknown>;
		const b = real as Record<string, unknown>;
		const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
		return keys.flatMap((k) => {
			if (!(k in a)) return [`${at}.${k}: not shown, but the server answered it`];
			if (!(k in b)) return [`${at}.${k}: shown, but the server did not answer it`];
			return differences(state, a[k], b[k], `${at}.${k}`, k);
		});
	}
	return JSON.stringify(shown) === JSON.stringify(real) ? [] : [`${at}: shows ${JSON.stringify(shown)}, the server answered ${JSON.stringify(real)}`];
}

function pick(value: unknown, jsonPath: string): unknown {
	return jsonPath
		.split(".")
		.filter(Boolean)
		.reduce((at: any, k) => at?.[k], value);
}

function expectShown(state: State, block: Block, real: Exchange): void {
	const status = /Response `(\d{3})/.exec(block.before)?.[1];
	const problems: string[] = [];
	if (status && Number(status) !== real.status) problems.push(`status: shows ${status}, the server answered ${real.status}`);
	if (block.lang === "json") problems.push(...differences(state, JSON.parse(block.text), real.body));
	else if (block.lang === "http") {
		const [statusLine, ...headerLines] = block.text.split("\n");
		const shownStatus = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine)?.[1]);
		if (shownStatus !== real.status) problems.push(`status line: shows ${shownStatus}, the server answered ${real.status}`);
		for (const line of headerLines) {
			const name = line.slice(0, line.indexOf(":")).toLowerCase();
			const value = line.slice(line.indexOf(":") + 1).trim();
			const answered = real.headers[name];
			if (answered === undefined) problems.push(`header ${name}: shown, but not answered`);
			else if (/^\d+$/.test(value)) {
				if (!/^\d+$/.test(answered)) problems.push(`header ${name}: shows a number, the server answered ${answered}`);
			} else problems.push(...differences(state, value, answered, name));
		}
	} else problems.push(`a ${block.lang || "plain"} block cannot show an answer`);
	if (problems.length)
		throw new Error(`${where(block)} does not match the real answer:\n  ${problems.join("\n  ")}\nreal: ${real.status} ${JSON.stringify(real.body, null, 2)}`);
}

async function responseOf(state: State, block: Block, directive: string): Promise<void> {
	const m = /^response of: (GET|POST) (\S+)(?: as (\w+))?(?: \(([\w.]*)\))?$/.exec(directive);
	if (!m) throw new Error(`${where(block)}: cannot read "${directive}"`);
	const [, method, pathAndQuery, keyVar = "KEY", jsonPath = ""] = m;
	const url = await realIds(state, pathAndQuery);
	const res = await fetch(`${target().url}${url}`, { method, headers: { Authorization: `Bearer ${state.vars[keyVar]}` } });
	const body = await res.json();
	checkContract({ method, url, headers: {}, body: undefined, status: res.status, responseHeaders: res.headers, response: body });
	if (res.status !== 200) throw new Error(`${where(block)}: ${method} ${url} answered ${res.status} ${JSON.stringify(body)}`);
	expectShown(state, block, { status: 200, headers: {}, body: pick(body, jsonPath) });
}

/** Runs every block of one document in order; answers the blocks it ran or checked. */
async function runDocument(file: string, scenario?: (state: State) => Promise<void>): Promise<Block[]> {
	const state: State = { file, vars: { BASE: target().url, ADMIN_TOKEN: target().adminToken, RECEIVER_URL: receiverUrl }, ids: new Map() };
	const work = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-doc-"));
	fs.mkdirSync(path.join(work, "data"));
	fs.writeFileSync(path.join(work, "data/admin-token"), target().adminToken);
	const covered: Block[] = [];
	let previous: { block: Block; exchanges: Exchange[] } | undefined;
	try {
		await scenario?.(state);
		for (const block of blocks(file)) {
			const directive = block.directive ?? "";
			if (/^(not run|run by):/.test(directive)) {
				previous = undefined;
				continue;
			}
			if (/^response of:/.test(directive)) {
				await responseOf(state, block, directive);
				covered.push(block);
				previous = undefined;
				continue;
			}
			if (previous && (block.lang === "json" || block.lang === "http")) {
				expectShown(state, block, previous.exchanges[previous.exchanges.length - 1]);
				covered.push(block);
				previous = undefined;
				continue;
			}
			if (!["sh", "bash"].includes(block.lang)) {
				previous = undefined;
				continue;
			}
			const { exchanges, stdout } = await runShell(state, block, work);
			covered.push(block);
			const shownAnswer = blocks(file).find((b) => b.line > block.line);
			const answerFollows = shownAnswer && !shownAnswer.directive && ["json", "http"].includes(shownAnswer.lang);
			exchanges.forEach((exchange, i) => {
				if (exchange.status >= 400 && !(answerFollows && i === exchanges.length - 1)) {
					throw new Error(`${where(block)}: request ${i + 1} answered ${exchange.status} ${JSON.stringify(exchange.body)}`);
				}
			});
			const sets = /^sets: (.*)$/.exec(directive)?.[1];
			if (sets) {
				const answer = exchanges.length ? exchanges[exchanges.length - 1].body : JSON.parse(stdout);
				for (const binding of sets.split(",")) {
					const [name, jsonPath] = binding.trim().split("=");
					const value = pick(answer, jsonPath);
					if (typeof value !== "string") throw new Error(`${where(block)}: ${jsonPath} is not in the answer`);
					state.vars[name] = value;
				}
			}
			previous = exchanges.length ? { block, exchanges } : printedJson(block, stdout);
		}
	} finally {
		fs.rmSync(work, { recursive: true, force: true });
	}
	return covered;
}

/** What a block without a request printed, as the answer a JSON block after it shows; undefined unless it printed one JSON value. */
function printedJson(block: Block, stdout: string): { block: Block; exchanges: Exchange[] } | undefined {
	try {
		return { block, exchanges: [{ status: 200, headers: {}, body: JSON.parse(stdout) }] };
	} catch {
		return undefined;
	}
}

const covered = new Map<string, Block[]>();

/** The examples' webhook receiver ($RECEIVER_URL): every request answered 200. */
const receiver = http.createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end()));
let receiverUrl = "";
beforeAll(async () => {
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe.each(DOC_FILES)("%s", (file) => {
	test("every example runs against a real server and answers what the document shows", async () => {
		covered.set(file, await runDocument(file, SCENARIOS[file]));
	}, 120_000);

	test("every block is run, or marked with why it is not and who runs it", () => {
		const ran = covered.get(file);
		if (!ran) throw new Error(`${file}: its examples did not run (see the test above)`);
		const unmarked = blocks(file).filter((b) => !ran.some((r) => r.line === b.line) && !/^(not run: \S.*|run by: \S+.*)$/.test(b.directive ?? ""));
		expect(unmarked.map((b) => `${where(b)} (${b.lang || "plain"})`)).toEqual([]);
		for (const b of blocks(file)) {
			const by = /^run by: (\S+)/.exec(b.directive ?? "")?.[1];
			if (by) expect(fs.readFileSync(path.join(ROOT, by), "utf8")).toContain(file);
		}
	});
});

async function call(key: string, method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<any> {
	const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
	if (body !== undefined) headers["Content-Type"] = "application/json";
	if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
	const res = await fetch(`${target().url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
	const answer = await res.json();
	checkContract({ method, url, headers, body, status: res.status, responseHeaders: res.headers, response: answer });
	if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
	return answer;
}

/**
 * What a document's `response of:` blocks read, made before its first block runs. events.md: the
 * run its introduction describes (a shop integration, a rejected supplier, one import batch,
 * reverted, and an endpoint that could not be reached, tested, then disabled by 20 failed deliveries).
 */
const SCENARIOS: Record<string, (state: State) => Promise<void>> = {
	"docs/events.md": async (state) => {
		const { account, desktop_key } = await call(target().adminToken, "POST", "/admin/v1/accounts", { name: "Acme Ltd" });
		const shop = await call(target().adminToken, "POST", `/admin/v1/accounts/${account.id}/api_keys`, { scopes: ["read", "write"], name: "Shop sync" });
		Object.assign(state.vars, { KEY: shop.secret, DESKTOP_KEY: desktop_key.secret });
		const jane = await call(shop.secret, "POST", "/v1/customers", { name: "Jane Doe", email: "jane@example.com", country: "de" }, "customer-1001");
		const paper = await call(shop.secret, "POST", "/v1/suppliers", { name: "Paper Co" }, "supplier-1");
		const endpoint = await call(shop.secret, "POST", "/v1/webhook_endpoints", { url: "http://127.0.0.1:9/hooks", description: "Shop sync" }, "hook-1");
		await call(desktop_key.secret, "POST", `/v1/suppliers/${paper.id}/reject`, {
			reason_code: "duplicate",
			reason: "Duplicate of an existing supplier",
			field: "name",
			detail: "Booked as supplier K-70011, Paper Co GmbH.",
		});
		const batch = await call(desktop_key.secret, "POST", "/v1/import_batches", { objects: [{ id: jane.id, local_ref: "C-1001" }] }, "import-1");
		await call(desktop_key.secret, "POST", `/v1/import_batches/${batch.id}/revert`);
		// Nothing listens on port 9: the five events above (the decline opened an issue) and 15 test events are 20 failed deliveries.
		for (let i = 0; i < 15; i++) await call(shop.secret, "POST", `/v1/webhook_endpoints/${endpoint.id}/test`);
		const deadline = Date.now() + 60_000;
		while ((await call(shop.secret, "GET", `/v1/webhook_endpoints/${endpoint.id}`)).status !== "disabled") {
			if (Date.now() > deadline) throw new Error("the endpoint was not disabled within 60 s");
			await new Promise((r) => setTimeout(r, 100));
		}
	},
};
