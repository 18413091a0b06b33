import { systemClock } from "../../shared/platform/clock";
import { Database, openDatabase, Transaction } from "../../shared/platform/database";
import { DESKTOP_SCOPES, Principal } from "../../shared/actions/principal";
import { claimBatch, revertBatch } from "../../services/batches/import-batches";
import { newAccount, target } from "../support/suite-api";
import { importAll, make } from "../support/fixtures";
import { until } from "../support/wait";

// docs/design.md, "Invariants under concurrency", on PostgreSQL, with the two transactions
// interleaved on purpose rather than by chance (test/api/revert-race.test.ts races them 200 times
// over HTTP): a one-shot import of a revenue and the revert of the batch that imported its
// customer. Whichever takes its lock on the customer first wins; the other waits, then is refused.

let db: Database;

beforeAll(async () => {
	db = await openDatabase({ databaseUrl: target().env!.DATABASE_URL, dataDir: null, migrations: "apply", migrationsWaitSeconds: 1 });
});

afterAll(() => db.close());

/** A customer imported in a batch, and a pending revenue of it; the desktop's principal. */
async function world() {
	const account = await newAccount("Lock order Ltd");
	const customer = await make.customer(account.desktop);
	const batch = await importAll(account.desktop, [customer.id]);
	const revenue = await make.revenue(account.desktop, { customer: customer.id });
	const principal: Principal = { accountId: account.accountId, integrationId: null, keyId: "key_test", scopes: DESKTOP_SCOPES, expiresAt: null, mode: "live" };
	return { customer: customer.id, batch: batch.id, revenue: revenue.id, principal, desktop: account.desktop };
}

/** A transaction that stops after its first statement matching `at` until `go` is called; `pid` is its backend's. */
function held<T>(at: RegExp, work: (tx: Transaction) => Promise<T>) {
	let go: () => void = () => undefined;
	const gate = new Promise<void>((resolve) => (go = resolve));
	let reached: () => void = () => undefined;
	const there = new Promise<void>((resolve) => (reached = resolve));
	let pid = 0;
	const done = db.transaction(async (tx) => {
		[{ pid }] = await tx.query("SELECT pg_backend_pid() AS pid");
		const paused: Transaction = {
			exec: (script) => tx.exec(script),
			query: async (sql, params) => {
				const rows = await tx.query(sql, params);
				if (at.test(sql)) {
					reached();
					await gate;
				}
				return rows as any;
			},
		};
		return work(paused);
	});
	return { done, there, go: () => go(), pid: () => pid };
}

/** Until another backend waits for a lock `pid` holds. */
const blockedBy = (pid: number) =>
	until(
		async () => (await db.query("SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))", [pid])).length > 0,
		10_000,
		`a backend waiting for ${pid}`,
	);

const outcome = (p: Promise<unknown>) =>
	p.then(
		() => "succeeded",
		(err) => err.type ?? String(err),
	);

test("a claim that share-locked the customer first wins: the revert waits for its commit, then is refused", async () => {
	const w = await world();
	const claim = held(/FOR SHARE/, (tx) => claimBatch(tx, w.principal, [{ id: w.revenue, local_ref: "R-1" }], systemClock));
	await claim.there;
	const revert = outcome(db.transaction((tx) => revertBatch(tx, w.principal, w.batch, systemClock)));
	await blockedBy(claim.pid());
	claim.go();
	expect({ claim: await outcome(claim.done), revert: await revert }).toEqual({ claim: "succeeded", revert: "batch_not_revertible" });
	expect((await w.desktop.get(`/v1/customers/${w.customer}`)).body.import.status).toBe("imported");
	expect((await w.desktop.get(`/v1/revenue/${w.revenue}`)).body.import.status).toBe("imported");
});

test("a revert that locked the customer first wins: the claim waits for its commit, then finds the customer pending", async () => {
	const w = await world();
	// the customers of the batch are the first objects the revert locks
	const revert = held(/import_batch = \$1 ORDER BY id FOR UPDATE/, (tx) => revertBatch(tx, w.principal, w.batch, systemClock));
	await revert.there;
	const claim = outcome(db.transaction((tx) => claimBatch(tx, w.principal, [{ id: w.revenue, local_ref: "R-1" }], systemClock)));
	await blockedBy(revert.pid());
	revert.go();
	expect({ revert: await outcome(revert.done), claim: await claim }).toEqual({ revert: "succeeded", claim: "object_not_claimable" });
	expect((await w.desktop.get(`/v1/customers/${w.customer}`)).body.import.status).toBe("pending");
	expect((await w.desktop.get(`/v1/revenue/${w.revenue}`)).body.import.status).toBe("pending");
});
