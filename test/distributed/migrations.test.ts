import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { ENTRY, logTail, Proc, ROOT, startProcess, stopProcesses, waitReady } from "../support/servers";
import { until } from "../support/wait";

// Migrations as a separate step (k8s/README.md, "Migrations"): `bookdrop migrate` applies them,
// and processes with MIGRATIONS=wait start only once every migration they ship is recorded.
// Each test runs on a database of its own, dropped afterwards.

const run = promisify(execFile);
const PG_ADMIN_URL = process.env.BOOKDROP_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SHIPPED = fs
	.readdirSync(path.join(ROOT, "shared/migrations"))
	.filter((f) => f.endsWith(".sql"))
	.sort();

const procs: Proc[] = [];
const databases: string[] = [];

async function adminQuery<T>(sql: string, url = PG_ADMIN_URL): Promise<T[]> {
	const client = new Client({ connectionString: url });
	await client.connect();
	try {
		return (await client.query(sql)).rows;
	} finally {
		await client.end();
	}
}

/** A fresh, empty database; its URL. */
async function freshDatabase(): Promise<string> {
	const name = `bookdrop_migrations_${randomBytes(4).toString("hex")}`;
	await adminQuery(`CREATE DATABASE ${name}`);
	databases.push(name);
	return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

const migrate = (databaseUrl: string) =>
	run(process.execPath, [ENTRY, "migrate"], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl } });

/** A process of one service, on PostgreSQL alone (no transporter needed to migrate or wait). */
async function waitingProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<Proc> {
	const proc = await startProcess("waiting", { DATABASE_URL: databaseUrl, SERVICES: "accounts", MIGRATIONS: "wait", LOG_LEVEL: "info", ...env });
	procs.push(proc);
	return proc;
}

afterAll(async () => {
	await stopProcesses(procs);
	for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

test("MIGRATIONS=wait waits, with a log line, until `bookdrop migrate` has applied every migration, then starts", async () => {
	const url = await freshDatabase();
	const proc = await waitingProcess(url);
	await until(() => logTail(proc).includes("Waiting up to 300 s for migrations"), 20_000, "the waiting line", 100);
	expect(logTail(proc)).toContain(`Waiting up to 300 s for migrations ${SHIPPED.join(", ")} (MIGRATIONS=wait: run \`bookdrop migrate\`)`);
	// it waits without touching the schema, and serves nothing yet
	await new Promise((r) => setTimeout(r, 1500));
	expect(proc.child.exitCode).toBeNull();
	expect(await adminQuery("SELECT to_regclass('schema_migrations') AS t", url)).toEqual([{ t: null }]);
	await expect(fetch(`http://127.0.0.1:${proc.port}/healthz`)).rejects.toThrow();

	const { stdout } = await migrate(url);
	expect(stdout).toBe(`applied ${SHIPPED.join(", ")}\n`);
	await waitReady(proc, ["accounts"]);
	expect(logTail(proc)).toContain("Migrations applied; starting");
	expect((await adminQuery<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version", url)).map((r) => r.version)).toEqual(SHIPPED);

	// a second migrate (the Job of the next apply) has nothing to do
	expect((await migrate(url)).stdout).toBe("nothing to apply: the database is up to date\n");
}, 60_000);

test("on a migrated database, MIGRATIONS=wait starts at once and never writes the schema", async () => {
	const url = await freshDatabase();
	await migrate(url);
	const before = await adminQuery("SELECT version, applied_at FROM schema_migrations ORDER BY version", url);
	const proc = await waitingProcess(url);
	await waitReady(proc, ["accounts"]);
	expect(logTail(proc)).not.toContain("Waiting");
	expect(await adminQuery("SELECT version, applied_at FROM schema_migrations ORDER BY version", url)).toEqual(before);
}, 60_000);

test("a migration still missing after MIGRATIONS_WAIT_SECONDS stops the process, naming it", async () => {
	const url = await freshDatabase();
	await migrate(url);
	const last = SHIPPED[SHIPPED.length - 1];
	await adminQuery(`DELETE FROM schema_migrations WHERE version = '${last}'`, url);
	const proc = await waitingProcess(url, { MIGRATIONS_WAIT_SECONDS: "2" });
	await until(() => proc.child.exitCode !== null, 20_000, "the exit", 100);
	expect(proc.child.exitCode).toBe(1);
	expect(logTail(proc)).toContain(`Waiting up to 2 s for migrations ${last}`);
	expect(logTail(proc)).toContain(`bookdrop: Migrations ${last} are still not applied after 2 s (MIGRATIONS=wait): run \`bookdrop migrate\``);
}, 60_000);
