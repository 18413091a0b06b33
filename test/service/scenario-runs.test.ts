import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { releaseLease, takeLease } from "../../services/batches/sandbox.store";
import { insertRun, RUN_ABANDONED_MS } from "../../services/batches/sandbox-scenarios.store";
import { InProcess, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";
import { waitFor } from "../support/wait";

// The runner of the sandbox scenarios (services/batches/sandbox-scenarios.ts), in process, on a
// platform clock the test moves: a POST while the account's importer lease is held finds the run
// waiting and a second POST answers it; a run left running past 60 s is shown failed and a new one
// starts; a refused step fails the run, naming it, and frees the account. The services' own
// importer waits an hour (SANDBOX_IMPORT_DELAY=3600) on a clock that moves only here.

const clock = new TestClock();
let app: InProcess;
let db: Database;
let sandbox: { id: string; desktop: Principal; integration: Principal };

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events"], { SANDBOX_IMPORT_DELAY: "3600" }, clock);
	db = await app.platform.database();
	sandbox = await app.account("Scenario runs Ltd", "test");
}, 60_000);

afterAll(() => app.stop());

const start = (name: string, principal: Principal) => app.call<any>("batches.sandbox.runScenario", { name }, principal);
const latest = (name: string, principal: Principal) => app.call<any>("batches.sandbox.scenario", { name }, principal);

test("while a run waits for the account's importer lease, a second POST answers it, 202, and starts none", async () => {
	const until = clock.now() + 60_000;
	expect(await takeLease(db, sandbox.id, until, clock.now())).toBe(true);
	const first = start("lost_ack", sandbox.integration);
	const waiting = await waitFor("the run stored", async () => {
		const run = await latest("lost_ack", sandbox.integration).catch(() => undefined);
		return run?.status === "running" ? run : undefined;
	});
	const second = await start("lost_ack", sandbox.integration);
	expect(app.lastMeta().$statusCode).toBe(202);
	expect(second).toMatchObject({ id: waiting.id, status: "running", objects: [], events: [], ended: null });
	await releaseLease(db, sandbox.id, until);
	expect(await first).toMatchObject({ id: waiting.id, status: "succeeded", failure: null });
	expect((await latest("lost_ack", sandbox.integration)).objects).toHaveLength(2);
});

test("a run left running for over 60 s is shown failed, and the next POST starts a new one", async () => {
	const dead = await insertRun(db, {
		id: "scn_left_by_a_dead_process",
		accountId: sandbox.id,
		name: "crash_mid_batch",
		started: clock.seconds(),
		beganMs: clock.now(),
	});
	expect(dead).toBeDefined();
	expect(await latest("crash_mid_batch", sandbox.integration)).toMatchObject({ id: dead!.id, status: "running" });
	clock.advance(RUN_ABANDONED_MS / 1000 + 1);
	expect(await latest("crash_mid_batch", sandbox.integration)).toMatchObject({
		id: dead!.id,
		status: "failed",
		failure: expect.stringContaining("interrupted"),
		ended: expect.any(Number),
	});
	const next = await start("crash_mid_batch", sandbox.integration);
	expect(next).toMatchObject({ status: "succeeded" });
	expect(next.id).not.toBe(dead!.id);
});

test("a step the key may not take fails the run, naming the step and the refusal, and frees the account's importer", async () => {
	const writeOnly: Principal = { ...sandbox.integration, scopes: ["write"] };
	const run = await start("crash_mid_batch", writeOnly);
	expect(run).toMatchObject({ status: "failed", failure: expect.stringMatching(/^The step 'claim the batch' was refused \(insufficient_scope\): /) });
	// what it made before the refusal is listed: the objects in the batch it claimed
	expect(run.objects.map((object: { object: string; status: string }) => [object.object, object.status])).toEqual([
		["customer", "pending"],
		["revenue", "pending"],
	]);
	expect(await app.call("batches.sandbox.run", {}, sandbox.desktop)).toMatchObject({ object: "sandbox_run" });
});
