import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT } from "../support/servers";
import { until } from "../support/wait";

// `npm start` as a developer runs it, and as a process manager stops it: SIGTERM to npm's own PID
// reaches the server (npm forwards it to its child), which stops and frees its port, and npm exits
// 0 as its child did; had the child died of the signal, npm would end by the same signal (exit code
// null), as npm 11 re-raises a child's signal on itself. The package's start script runs as written,
// in a copy of package.json whose build step is a no-op (the suite has built dist/ already, and a
// second build under running servers would rewrite their files).

function portOpen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, "127.0.0.1", () => {
			socket.destroy();
			resolve(true);
		});
		socket.on("error", () => resolve(false));
	});
}

/**
 * Preloaded into the server (NODE_OPTIONS): the moment it writes the line with its URL, it sends
 * itself SIGTERM, before that write returns: the signal a process manager or a test sends as soon
 * as it reads the URL, at the earliest it can arrive. A process with no SIGTERM handler yet dies
 * of it (and npm, seeing its child die by a signal, ends by the same signal).
 */
const TERM_ON_URL = `
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
	const written = write(chunk, ...rest);
	if (String(chunk).includes("bookdrop is listening")) process.kill(process.pid, "SIGTERM");
	return written;
};
`;

/** `npm start` in a directory of its own, with `env` added; once it prints its URL, `stop(npm)`; answers how npm ended once the port is free. */
async function npmStart(env: Record<string, string>, stop: (npm: ReturnType<typeof spawn>) => void) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-npm-start-"));
	const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
	fs.writeFileSync(
		path.join(dir, "package.json"),
		JSON.stringify({ name: "npm-start-probe", private: true, scripts: { build: "true", start: pkg.scripts.start } }),
	);
	fs.writeFileSync(path.join(dir, "term-on-url.cjs"), TERM_ON_URL);
	fs.symlinkSync(path.join(ROOT, "dist"), path.join(dir, "dist"));
	fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
	const port = await freePort();
	const npm = spawn("npm", ["start"], {
		cwd: dir,
		env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "warn", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	npm.stdout!.on("data", (chunk) => (output += chunk));
	npm.stderr!.on("data", (chunk) => (output += chunk));
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		npm.once("exit", (code, signal) => resolve({ code, signal })),
	);
	try {
		await until(
			() => output.includes("bookdrop is listening"),
			60_000,
			() => `npm start printing its URL (${output})`,
		);
		stop(npm);
		await until(async () => !(await portOpen(port)), 30_000, "the port being freed");
		return { exit: await exited, locked: fs.existsSync(path.join(dir, "data", "bookdrop.lock")) };
	} finally {
		npm.kill("SIGKILL");
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

test("SIGTERM to npm's PID stops the server and frees the port; npm exits 0", async () => {
	const { exit, locked } = await npmStart({}, (npm) => npm.kill("SIGTERM"));
	expect({ exit, locked }).toEqual({ exit: { code: 0, signal: null }, locked: false });
}, 90_000);

test("a SIGTERM that arrives the moment the URL is printed stops the server as cleanly: npm exits 0", async () => {
	const { exit, locked } = await npmStart({ NODE_OPTIONS: "--require ./term-on-url.cjs" }, () => undefined);
	expect({ exit, locked }).toEqual({ exit: { code: 0, signal: null }, locked: false });
}, 90_000);
