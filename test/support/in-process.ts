import { randomUUID } from "node:crypto";
import { Context, ServiceBroker, ServiceSchema } from "moleculer";
import { brokerOptions } from "../../moleculer.config";
import { readClaim } from "../../shared/actions/idempotency";
import type { Principal } from "../../shared/actions/principal";
import type { RequestMeta } from "../../shared/actions/action-context";
import { sha256 } from "../../shared/platform/ids";
import { loadConfig } from "../../shared/platform/config";
import { openDatabase } from "../../shared/platform/database";
import { openPlatform, Platform } from "../../shared/platform/platform";
import type { Clock } from "../../shared/platform/clock";

// The service layer's tests run bookdrop's services in this process: one ServiceBroker (no
// transporter), the broker options of production, PGlite in memory and a memory store. Calls go
// straight to the actions with the meta the gateway would give them; no HTTP is involved.

export interface InProcess {
	broker: ServiceBroker;
	platform: Platform;
	/** Calls an action as `principal` (the operator when null), with an Idempotency-Key when the action needs one. */
	call<T = any>(action: string, params: Record<string, unknown>, principal: Principal | null, idempotencyKey?: string): Promise<T>;
	/** The meta of the last call: status code and response headers the gateway would send. */
	lastMeta(): RequestMeta;
	/** A new account (a test account with `mode` test) with its desktop principal and an integration principal (`read`, `write`). */
	account(name?: string, mode?: "live" | "test"): Promise<{ id: string; desktop: Principal; integration: Principal }>;
	stop(): Promise<void>;
}

const SERVICE_FILES: Record<string, () => ServiceSchema> = {
	accounts: () => require("../../services/accounts/accounts.service").default,
	catalog: () => require("../../services/catalog/catalog.service").default,
	transactions: () => require("../../services/transactions/transactions.service").default,
	batches: () => require("../../services/batches/batches.service").default,
	events: () => require("../../services/events/events.service").default,
	webhooks: () => require("../../services/webhooks/webhooks.service").default,
};

let keys = 0;

/** The origin the calls say they reached, as the gateway's meta would (a portal link's URL is made of it). */
export const IN_PROCESS_ORIGIN = "http://bookdrop.in-process";

/** A fresh Idempotency-Key, one per create. */
export const newKey = (): string => `key_${randomUUID()}`;

/** Starts the named services (all but the gateway by default) with `env` as their environment, on `clock` (the system's by default). */
export async function startServices(names = Object.keys(SERVICE_FILES), env: Record<string, string> = {}, clock?: Clock): Promise<InProcess> {
	const config = loadConfig({ SERVICES: names.join(","), LOG_LEVEL: "fatal", LOG_FORMAT: "json", WEBHOOK_ALLOW_PRIVATE: "true", ...env });
	const platform = openPlatform(config, {
		database: () => openDatabase({ databaseUrl: null, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 }),
		clock,
	});
	const broker = new ServiceBroker({ ...brokerOptions(config, platform), logger: false, nodeID: `in-process-${process.pid}` });
	for (const name of names) broker.createService(SERVICE_FILES[name]());
	await broker.start();
	let meta: RequestMeta = {};

	const call: InProcess["call"] = async (action, params, principal, idempotencyKey) => {
		meta = principal ? { principal, requestId: "req_in_process", origin: IN_PROCESS_ORIGIN } : { operator: true, requestId: "req_in_process" };
		if (idempotencyKey !== undefined && principal) {
			meta.idempotency = readClaim(idempotencyKey, { method: "POST", path: action, body: params }, principal);
		}
		// A parent context, as the gateway's: Moleculer merges what the action put in its meta back into it.
		const parent = Context.create(broker);
		parent.meta = meta;
		try {
			return await parent.call(action, params);
		} finally {
			meta = parent.meta as RequestMeta;
		}
	};

	const authenticate = async (secret: string): Promise<Principal> => broker.call("accounts.authenticate", { secretHash: sha256(secret) });

	return {
		broker,
		platform,
		call,
		lastMeta: () => meta,
		async account(name = "In-process Ltd", mode = "live") {
			const made = await call<{ account: { id: string }; desktop_key: { secret: string } }>("accounts.admin.createAccount", { name, mode }, null);
			const key = await call<{ secret: string }>(
				"accounts.admin.createKey",
				{ account: made.account.id, scopes: ["read", "write"], name: `key ${++keys}` },
				null,
			);
			return { id: made.account.id, desktop: await authenticate(made.desktop_key.secret), integration: await authenticate(key.secret) };
		},
		async stop() {
			await broker.stop();
			await platform.close();
		},
	};
}
