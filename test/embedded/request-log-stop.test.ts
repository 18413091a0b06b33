import fs from "node:fs";
import { client, newAccount } from "../support/suite-api";
import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { waitFor } from "../support/wait";

// A gateway stopped with SIGTERM sends the request log entries it holds before it exits
// (docs/requests.md, "How requests reach the log"): embedded, the events service and PGlite are
// still there to write them. With REQUEST_LOG=false it holds none, so nothing reaches the log even
// through a stop.

// Every server either test starts, each stopped at the end (a test's last one is still running).
const servers: Array<Server & { dataDir: string }> = [];
const started = async (env: Record<string, string> = {}) => {
	const server = await startEmbedded(env);
	servers.push(server);
	return server;
};

afterAll(async () => {
	await stopProcesses(servers.flatMap((s) => s.procs));
	for (const dataDir of new Set(servers.map((s) => s.dataDir))) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("requests answered just before a SIGTERM are in the log after a restart on the same DATA_DIR, and no batch was lost", async () => {
	const first = await started();
	const account = await newAccount("Stopping", first.url);
	const shop = await account.integration(["read", "write"]);
	const replies = await Promise.all(Array.from({ length: 20 }, () => shop.get("/v1/customers")));
	await stopProcesses(first.procs);
	const stopLines = fs.readFileSync(first.procs[0].logFile, "utf8");
	expect(stopLines).not.toContain("Request log: a batch");

	const second = await started({ DATA_DIR: first.dataDir });
	const again = client(shop.key, second.url);
	for (const reply of replies) {
		const id = reply.headers.get("request-id")!;
		const entry = await again.get(`/v1/request_logs/${id}`);
		expect({ id, status: entry.status }).toEqual({ id, status: 200 });
	}
}, 120_000);

test("with REQUEST_LOG=false no request is recorded, not even through a stop that would send what the gateway holds", async () => {
	const first = await started({ REQUEST_LOG: "false" });
	const account = await newAccount("Not recorded", first.url);
	const shop = await account.integration(["read", "write"]);
	const reply = await shop.get("/v1/customers");
	expect(reply.status).toBe(200);
	await stopProcesses(first.procs);

	const second = await started({ DATA_DIR: first.dataDir });
	const again = client(shop.key, second.url);
	const id = reply.headers.get("request-id")!;
	expect((await again.get(`/v1/request_logs/${id}`)).status).toBe(404);
	// the same key's requests are recorded again once the setting is back to its default
	const recorded = (await again.get("/v1/customers")).headers.get("request-id")!;
	await waitFor(`request ${recorded} in the log`, async () => ((await again.get(`/v1/request_logs/${recorded}`)).status === 200 ? true : undefined), 10_000);
}, 120_000);
