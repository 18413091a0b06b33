import { randomUUID } from "node:crypto";
import { newAccount, target } from "../support/suite-api";
import { forwardedAcrossOutage, openDeclineIssue, plainReceiver, startListen } from "../support/listen-driver";
import { ALL_SERVICES, Proc, startProcess, stopProcesses, waitReady } from "../support/servers";
import { until } from "../support/wait";

// `bookdrop listen` through a restart of its gateway: the stopping gateway closes its event streams
// (they would hold its server's close), listen reconnects with backoff, and no event is missed.

const procs: Proc[] = [];
afterAll(() => stopProcesses(procs));

async function startGateway(port?: number): Promise<Proc> {
	const env = { ...target().env!, SERVICES: "gateway", NODE_ID: `listen-restart-${randomUUID()}`, ...(port ? { PORT: String(port) } : {}) };
	const gateway = await startProcess("listen-restart", env);
	procs.push(gateway);
	await waitReady(gateway, ALL_SERVICES);
	return gateway;
}

test("its gateway restarted: the gateway stops at once, listen reconnects and forwards every event of the restart once, in order", async () => {
	const account = await newAccount();
	await openDeclineIssue(account.desktop);
	const receiver = await plainReceiver();
	const gateway = await startGateway();
	const listen = startListen(account.desktop.key, receiver.url, `http://127.0.0.1:${gateway.port}`);
	try {
		await forwardedAcrossOutage(account, receiver, listen, {
			async cut() {
				const stopped = Date.now();
				const exit = new Promise<number | null>((resolve) => gateway.child.once("exit", resolve));
				gateway.child.kill("SIGTERM");
				expect(await exit).toBe(0);
				// an open stream would have held the drain of its requests to its limit (11 s)
				expect(Date.now() - stopped).toBeLessThan(5_000);
				await until(
					() => /the event stream (ended|dropped)/.test(listen.err()),
					15_000,
					() => `the drop on stderr: ${listen.err()}`,
				);
			},
			restore: async () => void (await startGateway(gateway.port)),
		});
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}
}, 120_000);
