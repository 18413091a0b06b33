import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT } from "../support/servers";
import { until } from "../support/wait";

// `npm start` as a developer runs it, and as a process manager stops it: SIGTERM to npm's own PID
// reaches the server, which stops and frees its port. The package's start script runs as written,
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

test("SIGTERM to npm's PID stops the server and frees the port", async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-npm-start-"));
	const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
	fs.writeFileSync(
		path.join(dir, "package.json"),
		JSON.stringify({ name: "npm-start-probe", private: true, scripts: { build: "true", start: pkg.scripts.start } }),
	);
	fs.symlinkSync(path.join(ROOT, "dist"), path.join(dir, "dist"));
	fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
	const port = await freePort();
	const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "warn" };
	const npm = spawn("npm", ["start"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
	let output = "";
	npm.stdout.on("data", (chunk) => (output += chunk));
	npm.stderr.on("data", (chunk) => (output += chunk));
	const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
	try {
		await until(
			() => output.includes("bookdrop is listening"),
			60_000,
			() => `npm start printing its URL (${output})`,
		);
		expect(await portOpen(port)).toBe(true);
		npm.kill("SIGTERM");
		await until(async () => !(await portOpen(port)), 30_000, "the port being freed");
		expect(await exited).toBe(0);
		expect(fs.existsSync(path.join(dir, "data", "bookdrop.lock"))).toBe(false);
	} finally {
		npm.kill("SIGKILL");
		fs.rmSync(dir, { recursive: true, force: true });
	}
}, 90_000);
