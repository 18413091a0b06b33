import type { ServiceBroker } from "moleculer";
import { ALL_SERVICES, usesDatabase } from "./config";
import { availableServices, pingTransporter } from "./moleculer-internals";
import type { Platform } from "./platform";
import { transporterWarnings } from "./transporter-check";

export interface Readiness {
	ready: boolean;
	checks: Record<string, "ok" | "failed" | "not used">;
	/** Which of bookdrop's services this node can reach now, itself included. */
	services: Record<string, boolean>;
	/** The services this node needs (a gateway: those behind its routes) and cannot reach now. */
	missing: string[];
	/** What works but needs an operator (a NATS max_payload too small): the node stays ready. */
	warnings: string[];
}

/** A dependency that does not answer within this is down, as one that refuses is. */
export const PROBE_MS = 1000;
const NOT_USED = "not used" as const;

async function probe(fn: () => Promise<unknown>): Promise<"ok" | "failed"> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("no answer")), PROBE_MS)));
	try {
		await Promise.race([fn(), late]);
		return "ok";
	} catch {
		return "failed";
	} finally {
		clearTimeout(timer);
	}
}

/** What a node says while Redis does not answer: it serves on, with the shared store's work done without it. */
export const REDIS_WARNING =
	"redis: unreachable; rate limits count per replica, keys are looked up in the database, and revocations reach other gateways within 10 s";

/**
 * `/readyz`: this process's database (unless it runs only the gateway) and transporter answer now,
 * each within a second, and every service in `needs` is reachable. The probes run side by side, so
 * the answer takes a second at most however many hang. Redis is probed too, but a node without it
 * stays ready with a warning: every use of Redis has a way on without it (README
 * "Guarantees"), and an unready gateway would leave the load balancer for nothing. The registry learns
 * of a service that stopped cleanly at once, of a killed one only when its heartbeats stop
 * (docs/operations.md, "Running it").
 */
export async function checkReadiness(broker: ServiceBroker, platform: Platform, needs: string[] = []): Promise<Readiness> {
	const { redisUrl, transporter, services: running } = platform.config;
	const [database, transporterCheck, redis] = await Promise.all([
		usesDatabase(running) ? probe(async () => (await platform.database()).query("SELECT 1")) : NOT_USED,
		transporter ? probe(() => pingTransporter(broker)) : NOT_USED,
		redisUrl ? probe(() => platform.store.ping()) : NOT_USED,
	]);
	const checks: Readiness["checks"] = { database, transporter: transporterCheck, redis };
	const available = availableServices(broker);
	const services = Object.fromEntries(ALL_SERVICES.map((name) => [name, available.has(name)]));
	const missing = needs.filter((name) => !available.has(name));
	// Not before the node has announced its services to the others (Moleculer does so as start() ends).
	const ready = broker.started && checks.database !== "failed" && checks.transporter !== "failed" && missing.length === 0;
	const warnings = [...transporterWarnings(broker), ...(checks.redis === "failed" ? [REDIS_WARNING] : [])];
	return { ready, checks, services, missing, warnings };
}
