import fs from "node:fs";
import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { waitFor } from "../support/wait";

// A refused admin token's log line names the whole path the client sent (docs/operations.md,
// "Logs"), the `/admin/v1` prefix included: moleculer-web strips a route's prefix from `req.url`.
let server: Server;

beforeAll(async () => {
	server = await startEmbedded();
}, 90_000);

afterAll(() => stopProcesses(server.procs));

test("a wrong admin token on POST /admin/v1/accounts logs 'admin token refused … on POST /admin/v1/accounts', without the query or the token", async () => {
	const res = await fetch(`${server.url}/admin/v1/accounts?probe=1`, {
		method: "POST",
		headers: { Authorization: "Bearer adm_wrong_for_the_line", "Content-Type": "application/json" },
		body: "{}",
	});
	expect(res.status).toBe(401);
	const line = await waitFor("the refusal's log line", () =>
		fs
			.readFileSync(server.procs[0].logFile, "utf8")
			.split("\n")
			.find((l) => l.includes("admin token refused")),
	);
	expect(line).toMatch(/admin token refused \(api_key_invalid\) from \S+ on POST \/admin\/v1\/accounts\b/);
	expect(line).not.toMatch(/probe|adm_wrong_for_the_line/);
});
