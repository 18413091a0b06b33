import { Database, openDatabase } from "../../shared/platform/database";
import { target } from "../support/suite-api";
import { sleep, until } from "../support/wait";

// A session is one connection of the caller's own (shared/platform/database.ts): its statements share a backend, its
// transactions run there, and a connection the server drops fails the next statement instead of
// the process.
let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: target().env!.DATABASE_URL, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
});

afterAll(() => db?.close());

const backendOf = async (q: { query: Database["query"] }): Promise<number> => (await q.query("SELECT pg_backend_pid() AS pid"))[0].pid;
const alive = async (pid: number) => (await db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1", [pid]))[0].n === 1;

test("every statement and transaction of a session runs on one backend, which a plain release keeps open for the pool", async () => {
	const session = await db.session();
	const pid = await backendOf(session);
	expect(await backendOf(session)).toBe(pid);
	expect(await session.transaction(backendOf)).toBe(pid);
	await session.query("CREATE TEMP TABLE session_probe (n int)");
	await expect(
		session.transaction(async (tx) => {
			await tx.query("INSERT INTO session_probe VALUES (1)");
			throw new Error("rolled back");
		}),
	).rejects.toThrow("rolled back");
	await session.transaction((tx) => tx.query("INSERT INTO session_probe VALUES (2)"));
	expect(await session.query("SELECT n FROM session_probe")).toEqual([{ n: 2 }]);
	await session.query("DROP TABLE session_probe");
	session.release();
	expect(await alive(pid)).toBe(true);
});

test("a broken release closes the connection", async () => {
	const session = await db.session();
	const pid = await backendOf(session);
	session.release(true);
	await until(async () => !(await alive(pid)), 5_000, `backend ${pid} gone`);
});

test("a connection the server ends while it is held fails the next statement, not the process, and a new session works", async () => {
	const session = await db.session();
	const pid = await backendOf(session);
	await db.query("SELECT pg_terminate_backend($1)", [pid]);
	await until(async () => !(await alive(pid)), 5_000, `backend ${pid} gone`);
	// the server's goodbye reaches the client while nothing runs on it: an 'error' event without a listener would end the process
	await sleep(100);
	await expect(session.query("SELECT 1")).rejects.toThrow();
	session.release(true);
	const next = await db.session();
	try {
		expect(await next.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
	} finally {
		next.release();
	}
});
