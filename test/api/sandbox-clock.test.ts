import { Client, expectError, newAccount, target } from "../support/suite-api";
import { allEvents, Body, make, ok, pathOf } from "../support/fixtures";
import { until } from "../support/wait";
import { runBookdrop } from "../support/servers";

// A clock per test account (docs/testing.md, "The account's clock"), over HTTP against the suite's
// servers: GET and POST /v1/sandbox/clock, refused to a live account's key, the advance's limits,
// a frozen clock, and an advance reported `advancing` until its sweeps have run, then `ready`.
// The servers' time is the system's; the account's time is read from the clock's own answers.

const HOUR = 3_600;
const DAY = 24 * HOUR;
const testAccount = () => newAccount("Clock merchant", undefined, "test");
const clockOf = (c: Client) => ok(c.get("/v1/sandbox/clock"));
const move = (c: Client, body: Body) => c.update("/v1/sandbox/clock", body);
/** A customer the simulated importer leaves pending. */
const staying = (c: Client, extra: Body = {}) => make.customer(c, { metadata: { sandbox_outcome: "stay" }, ...extra });

test("a live account's key is refused both, 403 test_mode_only", async () => {
	const live = await newAccount("Live clock merchant");
	expectError(await live.desktop.get("/v1/sandbox/clock"), 403, "test_mode_only");
	expectError(await move(live.desktop, { advance: 60 }), 403, "test_mode_only");
});

test("an untouched test account's clock is the platform's, running and ready", async () => {
	const { desktop } = await testAccount();
	const before = Math.floor(Date.now() / 1000);
	const clock = await clockOf(desktop);
	expect(clock).toEqual({ object: "sandbox_clock", now: expect.any(Number), frozen: false, status: "ready" });
	expect(clock.now).toBeGreaterThanOrEqual(before);
	expect(clock.now).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
});

test("a move names one of advance (1 s to 60 days) and frozen", async () => {
	const { desktop } = await testAccount();
	expectError(await move(desktop, {}), 400, "parameter_invalid");
	expectError(await move(desktop, { advance: 60, frozen: true }), 400, "parameter_invalid");
	expectError(await move(desktop, { advance: 0 }), 400, "parameter_invalid", "advance");
	expectError(await move(desktop, { advance: 60 * DAY + 1 }), 400, "parameter_invalid", "advance");
	expectError(await move(desktop, { advance: 1.5 }), 400, "parameter_invalid", "advance");
	expectError(await move(desktop, { frozen: "yes" }), 400, "parameter_invalid", "frozen");
	expect((await clockOf(desktop)).status).toBe("ready");
	const before = (await clockOf(desktop)).now;
	const moved = await ok(move(desktop, { advance: 60 * DAY }));
	expect(moved.now - before).toBeGreaterThanOrEqual(60 * DAY);
	expect(moved.now - before).toBeLessThan(60 * DAY + 60);
});

test("a frozen clock stamps every create with the time it froze at, until it runs again", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const frozen = await ok(move(account.desktop, { frozen: true }));
	expect(frozen).toMatchObject({ object: "sandbox_clock", frozen: true, status: "ready" });
	expect((await staying(key)).created).toBe(frozen.now);
	expect(await clockOf(key)).toEqual(frozen);
	const advanced = await ok(move(account.desktop, { advance: HOUR }));
	expect(advanced).toMatchObject({ now: frozen.now + HOUR, frozen: true });
	const running = await ok(move(account.desktop, { frozen: false }));
	expect(running).toMatchObject({ frozen: false });
	expect(running.now).toBeGreaterThanOrEqual(frozen.now + HOUR);
});

test("an advance answers advancing, then ready once the account's proposals expired at its time; another test account does not move", async () => {
	const account = await testAccount();
	const key = await account.integration();
	const other = await (await testAccount()).integration();
	const start = (await clockOf(key)).now;
	const mine = await staying(key, { expires_at: start + HOUR });
	const theirs = await staying(other, { expires_at: start + HOUR });
	const moved = await ok(move(key, { advance: 2 * HOUR }));
	expect(moved).toMatchObject({ object: "sandbox_clock", frozen: false, status: "advancing" });
	expect(moved.now).toBeGreaterThanOrEqual(start + 2 * HOUR);
	await until(async () => (await clockOf(key)).status === "ready", 20_000, "the clock's catch-up");
	expect((await ok(key.get(pathOf(mine.id)))).import.status).toBe("expired");
	const [expired] = (await allEvents(key, "type=customer.expired")).filter((e) => e.data.object.id === mine.id);
	expect(expired.created).toBeGreaterThanOrEqual(start + 2 * HOUR);
	// the key's next request already reads the moved clock
	expect((await staying(key)).created).toBeGreaterThanOrEqual(start + 2 * HOUR);
	expect((await ok(other.get(pathOf(theirs.id)))).import.status).toBe("pending");
	expect((await clockOf(other)).now).toBeLessThan(start + HOUR);
});

test("bookdrop sandbox clock prints the clock, or moves it once; a live key's refusal goes to stderr", async () => {
	const account = await testAccount();
	const run = (...args: string[]) => runBookdrop(["sandbox", "clock", "--url", target().urls[0], ...args], { BOOKDROP_API_KEY: account.desktopKey.secret });
	const read = await run();
	expect({ code: read.code, stderr: read.stderr }).toEqual({ code: 0, stderr: "" });
	const start = JSON.parse(read.stdout);
	expect(start).toMatchObject({ object: "sandbox_clock", frozen: false, status: "ready" });
	const frozen = JSON.parse((await run("--freeze")).stdout);
	expect(frozen).toMatchObject({ frozen: true, status: "ready" });
	expect(JSON.parse((await run("--advance", "3600")).stdout)).toMatchObject({ now: frozen.now + 3600, frozen: true, status: "advancing" });
	expect(JSON.parse((await run("--unfreeze")).stdout)).toMatchObject({ now: frozen.now + 3600, frozen: false });
	const live = await newAccount("Live CLI clock merchant");
	const refused = await runBookdrop(["sandbox", "clock", "--url", target().urls[0], "--key", live.desktopKey.secret]);
	expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: "" });
	expect(JSON.parse(refused.stderr).error.code).toBe("test_mode_only");
});
