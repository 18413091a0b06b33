import { ServiceBroker } from "moleculer";
import { loadConfig } from "../../shared/platform/config";
import { openPlatform } from "../../shared/platform/platform";
import { checkReadiness, PROBE_MS } from "../../shared/platform/readiness";
import type { SharedStore } from "../../shared/platform/shared-store";

// /readyz probes its dependencies side by side: with the database and Redis both silent, the report
// comes once one probe's time has passed, not one per dependency (a cut database once took a catalog's
// /readyz past a 3 s probe timeout). Fake timers: the test reads when the report comes, not how long.

const never = () => new Promise<never>(() => undefined);
const silentStore = { ping: never, close: async () => undefined } as unknown as SharedStore;
const config = { ...loadConfig(), services: ["catalog"], transporter: null, redisUrl: "redis://127.0.0.1:6379" };
const platform = openPlatform(config, { database: never, store: silentStore });
const broker = new ServiceBroker({ logger: false });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("with the database and Redis both silent, /readyz reports both failed once one probe's time has passed", async () => {
	let report: Awaited<ReturnType<typeof checkReadiness>> | undefined;
	void checkReadiness(broker, platform).then((r) => (report = r));
	await jest.advanceTimersByTimeAsync(PROBE_MS - 1);
	expect(report).toBeUndefined();
	await jest.advanceTimersByTimeAsync(1);
	expect(report?.checks).toEqual({ database: "failed", transporter: "not used", redis: "failed" });
	expect(report?.ready).toBe(false);
	expect(report?.warnings).toEqual([expect.stringMatching(/^redis: unreachable/)]);
});
