import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { newAccount, target } from "../support/suite-api";
import { make } from "../support/fixtures";
import { ROOT } from "../support/servers";

// @bookdrop/client as an integrator gets it: `npm pack` of client/ (its prepack builds it, here in a
// copy, so that the suite's own build stays as it is), installed offline into an empty folder, then
// used from CommonJS (`require`) and from an ES module (`import`), and type-checked both ways.

const run = promisify(execFile);
let dir: string;
let app: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-client-package-"));
	const source = path.join(dir, "build/client");
	fs.cpSync(path.join(ROOT, "client"), source, { recursive: true, filter: (file) => !file.startsWith(path.join(ROOT, "client/dist")) });
	// The build's compiler and Node types, where a checkout of client/ alone would have them installed.
	fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "build/node_modules"));
	const env = { ...process.env, PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };
	const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", dir], { cwd: source, env });
	const [{ filename }] = JSON.parse(stdout.slice(stdout.indexOf("[")));
	app = path.join(dir, "app");
	fs.mkdirSync(app);
	fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "integrator", private: true }));
	await run("npm", ["install", "--offline", "--no-audit", "--no-fund", path.join(dir, filename)], { cwd: app });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the package holds its README and both builds, and installs with no other package", () => {
	const installed = path.join(app, "node_modules");
	expect(fs.readdirSync(installed).filter((name) => !name.startsWith("."))).toEqual(["@bookdrop"]);
	expect(JSON.parse(fs.readFileSync(path.join(app, "package.json"), "utf8")).dependencies).toEqual({ "@bookdrop/client": expect.stringMatching(/^file:/) });
	const files = fs.readdirSync(path.join(installed, "@bookdrop/client"), { recursive: true }).map(String);
	expect(files).toEqual(
		expect.arrayContaining(["README.md", "package.json", "dist/cjs/index.js", "dist/cjs/index.d.ts", "dist/esm/index.js", "dist/esm/index.d.ts"]),
	);
	expect(files.filter((file) => file.startsWith("src"))).toEqual([]);
});

test("require and import both list the customers of a running server", async () => {
	const { integration } = await newAccount("Package Ltd");
	const shop = await integration(["read", "write"]);
	const jane = await make.customer(shop);
	const list = (load: string) =>
		`${load}\nnew Bookdrop({ apiKey: process.env.KEY, baseUrl: process.env.URL }).customers.list({ limit: 10 })` +
		".then((page) => console.log(JSON.stringify(page.data.map((customer) => customer.id))));\n";
	fs.writeFileSync(path.join(app, "list.cjs"), list('const { Bookdrop } = require("@bookdrop/client");'));
	fs.writeFileSync(path.join(app, "list.mjs"), list('import { Bookdrop } from "@bookdrop/client";'));
	const env = { ...process.env, KEY: shop.keyObject.secret, URL: target().url };
	for (const script of ["list.cjs", "list.mjs"]) {
		const { stdout } = await run(process.execPath, [script], { cwd: app, env });
		expect({ script, listed: JSON.parse(stdout) }).toEqual({ script, listed: [jane.id] });
	}
}, 60_000);

test("its types load under both resolutions: a wrong call fails to compile from CommonJS and from an ES module", async () => {
	const program = (load: string) =>
		`${load}\nconst bookdrop = new Bookdrop({ apiKey: "ab_x" });\n` +
		'export const pages: Promise<List<Customer>> = bookdrop.customers.list({ limit: 10, expand: ["customer"] });\n' +
		'// @ts-expect-error: a customer needs a name\nvoid bookdrop.customers.create({ email: "jane@example.com" });\n';
	fs.writeFileSync(path.join(app, "check.cts"), program('import { Bookdrop, type Customer, type List } from "@bookdrop/client";'));
	fs.writeFileSync(path.join(app, "check.mts"), program('import { Bookdrop, type Customer, type List } from "@bookdrop/client";'));
	const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
	const flags = [
		"--noEmit",
		"--strict",
		"--module",
		"nodenext",
		"--moduleResolution",
		"nodenext",
		"--types",
		"node",
		"--typeRoots",
		path.join(ROOT, "node_modules/@types"),
		"--skipLibCheck",
		"--ignoreConfig",
	];
	const ok = await run(process.execPath, [tsc, ...flags, "check.cts", "check.mts"], { cwd: app }).then(
		() => "compiled",
		(err) => String(err.stdout),
	);
	expect(ok).toBe("compiled");
	fs.writeFileSync(path.join(app, "wrong.mts"), 'import { Bookdrop } from "@bookdrop/client";\nvoid new Bookdrop({ apiKey: "ab_x" }).customers.lisst();\n');
	const wrong = await run(process.execPath, [tsc, ...flags, "wrong.mts"], { cwd: app }).then(
		() => "compiled",
		(err) => String(err.stdout),
	);
	expect(wrong).toMatch(/wrong\.mts\(2,\d+\): error TS2551: Property 'lisst' does not exist/);
}, 60_000);
