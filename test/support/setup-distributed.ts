import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { connect } from "nats";
import { Client } from "pg";
import { ADMIN_TOKEN, ALL_SERVICES, SANDBOX_IMPORT_DELAY } from "./servers";
import { launchStack, type Stack } from "./stack-processes";

/** The servers CI runs (.ci/run starts them); override with these variables to point elsewhere. */
const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BOOKDROP_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const NATS_URL = process.env.BOOKDROP_TEST_NATS_URL ?? "nats://127.0.0.1:4222";

async function reachable(name: string, check: () => Promise<unknown>): Promise<void> {
	try {
		await check();
	} catch (err) {
		throw new Error(
			`The distributed suite needs ${name}, which is not reachable: ${(err as Error).message}. Start it (see .ci/run) or unset BOOKDROP_DISTRIBUTED.`,
		);
	}
}

/** One statement on its own connection, e.g. CREATE DATABASE (which no transaction may hold). */
export async function adminQuery(sql: string, url = PG_ADMIN_URL): Promise<void> {
	const client = new Client({ connectionString: url });
	await client.connect();
	try {
		await client.query(sql);
	} finally {
		await client.end();
	}
}

/** One process per service (the gateway twice) on PostgreSQL, Redis and NATS, as on Kubernetes. */
export default function setup(): Promise<void> {
	return startShared();
}

/** Where a distributed stack answers, as the API and HTTP suites read it (BOOKDROP_TARGET_DISTRIBUTED). */
export interface DistributedTarget {
	mode: "distributed";
	url: string;
	urls: string[];
	adminToken: string;
	env: Record<string, string> & { DATABASE_URL: string };
	processes: Record<string, string>;
}

/** A distributed stack with the suites' settings, and where it answers. */
export interface TargetStack {
	stack: Stack;
	target: DistributedTarget;
}

/** The shared stack, for the suites to find (BOOKDROP_TARGET_DISTRIBUTED); the teardown stops it and drops its database. */
async function startShared(): Promise<void> {
	const { stack, target } = await startTargetStack({});
	(globalThis as any).__bookdropProcs = [...((globalThis as any).__bookdropProcs ?? []), ...stack.procs.values()];
	(globalThis as any).__bookdropCleanups = [...((globalThis as any).__bookdropCleanups ?? []), () => stack.stop()];
	process.env.BOOKDROP_TARGET_DISTRIBUTED = JSON.stringify(target);
}

/**
 * A stack beside any other, with the suites' settings: its own database and NATS namespace (the
 * bench's traces part runs one per setting at once), each service in a process of its own and two
 * gateways. A process that does not start stops the others and drops the database.
 */
export async function startTargetStack(extraEnv: Record<string, string>): Promise<TargetStack> {
	await reachable(`PostgreSQL at ${PG_ADMIN_URL}`, () => adminQuery("SELECT 1"));
	await reachable(`Redis at ${REDIS_URL}`, async () => {
		const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
		await redis.connect();
		await redis.ping();
		redis.disconnect();
	});
	await reachable(`NATS at ${NATS_URL}`, async () => {
		const nats = await connect({ servers: NATS_URL, timeout: 3000 });
		const maxPayload = nats.info?.max_payload ?? 0;
		await nats.close();
		// A 1 MiB request body plus Moleculer's envelope must fit in one message (docs/operations.md, "The two modes").
		if (maxPayload < 2 * 1024 * 1024) throw new Error(`its max_payload is ${maxPayload} bytes; bookdrop needs 8MB (.ci/nats.conf)`);
	});

	const run = randomBytes(4).toString("hex");
	const database = `bookdrop_test_${run}`;
	await adminQuery(`CREATE DATABASE ${database}`);
	const env = {
		DATABASE_URL: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`),
		REDIS_URL,
		TRANSPORTER: NATS_URL,
		NAMESPACE: `bookdrop-test-${run}`,
		ADMIN_TOKEN,
		RATE_LIMIT_PER_MINUTE: "1000000",
		// test accounts' objects are imported a second after they are made (test/api/sandbox.test.ts); live accounts are never touched
		SANDBOX_IMPORT_DELAY: String(SANDBOX_IMPORT_DELAY),
		...extraEnv,
	};
	const stack = await launchStack({
		env,
		services: ALL_SERVICES.filter((service) => service !== "gateway").map((service): [string, string[]] => [service, [service]]),
		gateways: ["gateway-a", "gateway-b"],
		run,
		dropDatabase: () => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
	});
	const target: DistributedTarget = {
		mode: "distributed",
		url: stack.urls[0],
		urls: stack.urls,
		adminToken: ADMIN_TOKEN,
		env,
		processes: Object.fromEntries([...stack.procs.values()].map((p) => [p.name, `http://127.0.0.1:${p.port}`])),
	};
	return { stack, target };
}
