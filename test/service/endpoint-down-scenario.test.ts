import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { waitFor } from "../support/wait";

// The sandbox scenario endpoint_down (services/batches/scenario-endpoint-down.ts) in process, on the
// platform's own retry schedule (seven attempts over about 15 hours), against a receiver that
// answers 200: the run disables the endpoint, opens and resolves its issue and delivers what failed,
// in seconds. test/api/endpoint-down.test.ts runs it over HTTP in both modes.

let app: InProcess;
let receiver: http.Server;
const received: string[] = [];

beforeAll(async () => {
	receiver = http.createServer((req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => {
			received.push(JSON.parse(body).type);
			res.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events", "webhooks"], { WEBHOOK_TIMEOUT_MS: "1000" });
}, 60_000);

afterAll(async () => {
	await app.stop();
	receiver.close();
});

/** Runs endpoint_down as `principal` and answers the run once ended. */
async function endpointDown(principal: Principal, params: Record<string, unknown> = {}): Promise<any> {
	const started = await app.call("batches.sandbox.runScenario", { name: "endpoint_down", ...params }, principal);
	if (started.status !== "running") return started;
	return waitFor("the run ended", async () => {
		const run = await app.call("batches.sandbox.scenario", { name: "endpoint_down" }, principal);
		return run.status === "running" ? undefined : run;
	});
}

test("endpoint_down disables the endpoint, opens its issue, then enables it, delivers what failed and resolves the issue, in seconds", async () => {
	const { integration } = await app.account("Outage Ltd", "test");
	const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
	const endpoint = await app.call<{ id: string }>("webhooks.create", { url }, integration, key());
	const began = performance.now();
	const run = await endpointDown(integration, { webhook_endpoint: endpoint.id });
	const wallMs = performance.now() - began;
	console.log(`scenario endpoint_down in process: ${Math.round(wallMs)} ms, ${run.status}`);
	expect(run).toMatchObject({ status: "succeeded", failure: null, objects: [] });
	const types: string[] = run.events.map((e: { type: string }) => e.type);
	expect(types.filter((t) => t === "webhook_endpoint.test")).toHaveLength(20);
	expect(types.filter((t) => t !== "webhook_endpoint.test")).toEqual(["webhook_endpoint.disabled", "issue.opened", "issue.resolved"]);
	expect(await app.call("webhooks.retrieve", { id: endpoint.id }, integration)).toMatchObject({ status: "enabled" });
	await waitFor("the 20 test events at the receiver", () => (received.filter((t) => t === "webhook_endpoint.test").length === 20 ? true : undefined));
	expect(wallMs).toBeLessThan(10_000);
});
