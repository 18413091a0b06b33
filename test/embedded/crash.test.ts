import { client } from "../support/suite-api";
import { CreateStream } from "../support/crash-stream";
import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { stackAccount } from "../support/stack";

// kill -9 of the embedded process (the whole service: one process, PGlite in DATA_DIR) in the
// middle of a stream of idempotent creates, then a restart on the same DATA_DIR.
let server: (Server & { dataDir: string }) | null = null;

afterAll(async () => {
	if (server) await stopProcesses(server.procs);
});

test("after kill -9 mid-stream and a restart on the same DATA_DIR, every acknowledged create exists exactly once as answered, and every retried key ends with exactly one object", async () => {
	// What must hold: each create answered 201 before the kill is listed once with the answered id
	// and fields, and its retry (same key, same body) replays that answer; each create left
	// unanswered by the kill, retried with its key, ends with exactly one object; no object of the
	// stream exists that was not answered.
	server = await startEmbedded();
	const { key } = await stackAccount(server.url);
	const shop = client(key, server.url);
	const stream = new CreateStream("embedded");

	const sending = stream.run(stream.once(shop), 8, () => stream.sent.size >= 300);
	await stream.acknowledgedAtLeast(60);
	server.procs[0].child.kill("SIGKILL");
	await sending;
	// Ops in flight when the process died, and those sent while it was down, got no answer.
	expect(stream.interrupted).toBeGreaterThan(0);
	const acknowledgedBeforeKill = stream.acknowledged;

	server = await startEmbedded({ DATA_DIR: server.dataDir });
	const again = client(key, server.url);
	await stream.again(stream.retrying([again]), 8);
	await stream.check(again);
	expect(stream.acknowledged).toBe(stream.sent.size);
	expect(acknowledgedBeforeKill).toBeGreaterThanOrEqual(60);
}, 120_000);
