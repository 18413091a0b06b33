import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client, newAccount, target } from "../support/suite-api";
import { allEvents, Body, listAll, made, pathOf } from "../support/fixtures";
import { ENTRY, ROOT } from "../support/servers";
import { waitFor } from "../support/wait";

// The desktop simulator killed (kill -9) at the two moments of a lost acknowledgement, and at a lost
// claim, then restarted: every object is imported exactly once (docs/lifecycle.md, "Recovering after a crash").

interface Run {
	child: ChildProcess;
	stderr: () => string;
	/** Resolves when the process has ended: its exit code (null when killed), its signal and stdout. */
	ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>;
}

/** `bookdrop desktop import --state <file>` against `url`, with `env` added to a clean environment. */
function importRun(url: string, key: string, stateFile: string, env: Record<string, string> = {}): Run {
	const child = spawn(process.execPath, [ENTRY, "desktop", "import", "--state", stateFile, "--key", key, "--url", url], {
		cwd: ROOT,
		env: { PATH: process.env.PATH ?? "", ...env },
	});
	let stdout = "";
	let stderr = "";
	child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
	child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
	const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>((resolve) =>
		child.once("close", (code, signal) => resolve({ code, signal, stdout })),
	);
	return { child, stderr: () => stderr, ended };
}

/** A run that must succeed: its printed result. */
async function finished(run: Run): Promise<Body> {
	const { code, stdout } = await run.ended;
	if (code !== 0) throw new Error(`desktop import exited with ${code}: ${run.stderr()}`);
	return JSON.parse(stdout);
}

interface Seen {
	method: string;
	path: string;
	status: number;
	replayed: string | null;
}

/**
 * A proxy in front of the suite server that forwards every request and records each answer; when
 * `lose` picks a request, the answer is lost: the server has done the work, the simulator is killed
 * (kill -9) before the answer reaches it.
 */
async function proxy(lose: (method: string, path: string) => boolean = () => false) {
	const seen: Seen[] = [];
	let victim: ChildProcess | undefined;
	const server = http.createServer(async (req, res) => {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const headers = Object.fromEntries(
			Object.entries(req.headers).filter(([name]) => ["authorization", "content-type", "idempotency-key"].includes(name)),
		) as Record<string, string>;
		const answer = await fetch(`${target().url}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
		const body = Buffer.from(await answer.arrayBuffer());
		seen.push({ method: req.method!, path: req.url!, status: answer.status, replayed: answer.headers.get("idempotent-replayed") });
		if (lose(req.method!, req.url!) && victim) {
			const dead = new Promise((resolve) => victim!.once("close", resolve));
			victim.kill("SIGKILL");
			await dead;
			return void res.destroy();
		}
		res.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" });
		res.end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		seen,
		kills: (run: Run) => (victim = run.child),
		close: () => server.close(),
	};
}

const readState = (file: string) =>
	JSON.parse(fs.readFileSync(file, "utf8")) as { books: Array<{ object: string; local_ref: string; batch: string }>; unacknowledged: Record<string, string> };

/** Every object in the books once, imported by the server once under the books' local ref, nothing open or unacknowledged. */
async function expectImportedOnce(desktop: Client, objects: Body[], stateFile: string): Promise<void> {
	const { books, unacknowledged } = readState(stateFile);
	expect(unacknowledged).toEqual({});
	expect(books.map((entry) => entry.object).sort()).toEqual(objects.map((o) => o.id).sort());
	for (const entry of books) {
		expect((await desktop.get(pathOf(entry.object))).body.import).toEqual({
			status: "imported",
			batch: entry.batch,
			imported_at: expect.any(Number),
			local_ref: entry.local_ref,
		});
	}
	const imports = (await allEvents(desktop)).filter((e) => e.type.endsWith(".imported")).map((e) => e.data.object.id);
	expect(imports.sort()).toEqual(objects.map((o) => o.id).sort());
	expect(await listAll(desktop, "/v1/import_batches", "status=open")).toEqual([]);
}

describe("desktop import --state after kill -9", () => {
	let desktop: Client;
	let key: string;
	let stateFile: string;
	const objects: Body[] = [];

	beforeAll(async () => {
		const account = await newAccount();
		desktop = account.desktop;
		key = account.desktopKey.secret;
		stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-desktop-")), "state.json");
		objects.push(
			await made(desktop, "/v1/suppliers", { name: "Paper Co" }),
			await made(desktop, "/v1/customers", { name: "Ann" }),
			await made(desktop, "/v1/customers", { name: "Bob" }),
		);
	});

	test("killed between writing its books and complete: the restart completes the open batch with the stored key", async () => {
		const held = importRun(target().url, key, stateFile, { BOOKDROP_DESKTOP_HOLD_BEFORE_COMPLETE: "1" });
		await waitFor("the simulator holding before complete", () => (held.stderr().includes("holding before the complete of") ? true : undefined), 20_000);
		const { books, unacknowledged } = readState(stateFile);
		const [batch] = Object.keys(unacknowledged);
		expect(books.map((entry) => entry.batch)).toEqual([batch, batch, batch]);
		expect((await desktop.get(`/v1/import_batches/${batch}`)).body.status).toBe("open");
		held.child.kill("SIGKILL");
		expect(await held.ended).toMatchObject({ code: null, signal: "SIGKILL" });

		const result = await finished(importRun(target().url, key, stateFile));
		expect(result).toEqual({ imported: 0, batches: [], skipped: [], declined: [], resumed: { completed: [batch], reverted: [] } });
		expect((await desktop.get(`/v1/import_batches/${batch}`)).body.status).toBe("completed");
		await expectImportedOnce(desktop, objects, stateFile);
	}, 60_000);

	test("killed after complete reached the server and before its answer: the restart's complete is answered by a replay", async () => {
		objects.push(await made(desktop, "/v1/customers", { name: "Cid" }), await made(desktop, "/v1/customers", { name: "Dee" }));
		const losing = await proxy((method, url) => method === "POST" && url.endsWith("/complete"));
		try {
			const run = importRun(losing.url, key, stateFile);
			losing.kills(run);
			expect(await run.ended).toMatchObject({ code: null, signal: "SIGKILL" });
		} finally {
			losing.close();
		}
		const [batch] = Object.keys(readState(stateFile).unacknowledged);
		expect((await desktop.get(`/v1/import_batches/${batch}`)).body.status).toBe("completed");

		const recording = await proxy();
		try {
			const result = await finished(importRun(recording.url, key, stateFile));
			expect(result).toEqual({ imported: 0, batches: [], skipped: [], declined: [], resumed: { completed: [batch], reverted: [] } });
			expect(recording.seen.filter((r) => r.path.endsWith("/complete"))).toEqual([
				{ method: "POST", path: `/v1/import_batches/${batch}/complete`, status: 200, replayed: "true" },
			]);
		} finally {
			recording.close();
		}
		await expectImportedOnce(desktop, objects, stateFile);
	}, 60_000);

	test("killed after a claim reached the server and before its answer: the restart reverts the batch its books never took and claims again", async () => {
		objects.push(await made(desktop, "/v1/customers", { name: "Eve" }));
		const losing = await proxy((method, url) => method === "POST" && url === "/v1/import_batches");
		try {
			const run = importRun(losing.url, key, stateFile);
			losing.kills(run);
			expect(await run.ended).toMatchObject({ code: null, signal: "SIGKILL" });
		} finally {
			losing.close();
		}
		const [orphan] = await listAll(desktop, "/v1/import_batches", "status=open");
		expect(readState(stateFile).unacknowledged).toEqual({});

		const result = await finished(importRun(target().url, key, stateFile));
		expect(result).toEqual({
			imported: 1,
			batches: [expect.stringMatching(/^imb_/)],
			skipped: [],
			declined: [],
			resumed: { completed: [], reverted: [orphan.id] },
		});
		expect((await desktop.get(`/v1/import_batches/${orphan.id}`)).body.status).toBe("reverted");
		await expectImportedOnce(desktop, objects, stateFile);
	}, 60_000);
});
