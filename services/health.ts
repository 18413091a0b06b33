import type { ServiceBroker } from "moleculer";
import { ALL_SERVICES, config, usesDatabase } from "../shared/config";
import { database } from "../shared/db";
import { sharedStore } from "../shared/store";

export interface Readiness {
	ready: boolean;
	checks: Record<string, "ok" | "failed" | "not used">;
	/** Which of bookdrop's services this node can reach now, itself included. */
	services: Record<string, boolean>;
}

async function probe(fn: () => Promise<unknown>): Promise<"ok" | "failed"> {
	try {
		await fn();
		return "ok";
	} catch {
		return "failed";
	}
}

/** `/readyz`: this process's database (unless it runs only the gateway), transporter and Redis are reachable. */
export async function checkReadiness(broker: ServiceBroker): Promise<Readiness> {
	const { redisUrl, transporter } = config();
	const checks: Readiness["checks"] = {
		database: usesDatabase(config().services) ? await probe(async () => (await database()).query("SELECT 1")) : "not used",
		transporter: transporter ? (broker.transit?.connected ? "ok" : "failed") : "not used",
		redis: redisUrl ? await probe(() => sharedStore().ping()) : "not used",
	};
	const available = new Set(broker.registry.getServiceList({ onlyAvailable: true }).map((s: { name: string }) => s.name));
	const services = Object.fromEntries(ALL_SERVICES.map((name) => [name, available.has(name)]));
	return { ready: Object.values(checks).every((c) => c !== "failed"), checks, services };
}
