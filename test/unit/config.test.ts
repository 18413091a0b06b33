import { loadConfig } from "../../shared/config";

// WEBHOOK_LEASE_MS: how long a claimed webhook delivery stays with its worker (docs/webhooks.md).
const withEnv = (env: Record<string, string>) => {
	const saved = { ...process.env };
	Object.assign(process.env, env);
	try {
		return loadConfig();
	} finally {
		process.env = saved;
	}
};

test("the webhook lease defaults to the attempt timeout plus 5 s, and follows WEBHOOK_LEASE_MS", () => {
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "", WEBHOOK_LEASE_MS: "" }).webhookLeaseMs).toBe(15_000);
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "" }).webhookLeaseMs).toBe(7000);
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "3000" }).webhookLeaseMs).toBe(3000);
});

test("a webhook lease shorter than the attempt timeout plus 1 s is refused at start", () => {
	expect(() => withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "2999" })).toThrow("WEBHOOK_LEASE_MS must be at least WEBHOOK_TIMEOUT_MS + 1000");
});
