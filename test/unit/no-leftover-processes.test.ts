import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// test/support/no-leftover-processes.js (docs/tests.md, "Servers a test starts"), on jest itself: a
// file that leaves a child running fails, naming it, and the child is gone; a file that stops its
// child passes.
const run = promisify(execFile);
const ROOT = path.join(__dirname, "../..");
const ENVIRONMENT = path.join(ROOT, "test/support/no-leftover-processes.js");
const JEST = path.join(ROOT, "node_modules/jest/bin/jest.js");

/** Runs jest on one file of `source` in a folder of its own, with the environment; answers its exit code and output. */
async function jestOn(source: string) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-leftover-"));
	try {
		fs.writeFileSync(path.join(dir, "probe.test.js"), source);
		fs.writeFileSync(path.join(dir, "jest.config.js"), `module.exports = { testEnvironment: ${JSON.stringify(ENVIRONMENT)} };`);
		return await run(process.execPath, [JEST, "--rootDir", dir, "--ci"], { cwd: dir }).then(
			(done) => ({ code: 0, output: done.stdout + done.stderr }),
			(err) => ({ code: err.code as number, output: `${err.stdout}${err.stderr}` }),
		);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

const alive = (pid: number) => {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
};

test("a file that leaves a process it started running fails, names it, and the process is gone", async () => {
	const { code, output } = await jestOn(`
const { spawn } = require("node:child_process");
test("starts a sleep and forgets it", () => {
	console.log("PID " + spawn("sleep", ["300"], { stdio: "ignore" }).pid);
});
`);
	expect(code).toBe(1);
	const pid = Number(/PID (\d+)/.exec(output)?.[1]);
	expect(output).toContain(`probe.test.js left 1 process(es) it started running: ${pid} sleep 300`);
	expect(alive(pid)).toBe(false);
}, 60_000);

test("a file that stops what it started passes", async () => {
	const { code, output } = await jestOn(`
const { spawn } = require("node:child_process");
test("starts a sleep and stops it", async () => {
	const child = spawn("sleep", ["300"], { stdio: "ignore" });
	await new Promise((resolve) => { child.once("exit", resolve); child.kill(); });
});
`);
	expect({ code, output }).toMatchObject({ code: 0 });
	expect(output).not.toContain("left");
}, 60_000);
