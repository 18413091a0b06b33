import type { Principal } from "../../shared/actions/principal";
import type { DatabaseService } from "../../shared/platform/platform";
import { sha256 } from "../../shared/platform/ids";
import { catchUpClocks } from "../../services/accounts/sandbox-clock";
import { InProcess, newKey, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";

// A test clock's catch-up that fails (docs/testing.md, "The account's clock"): the advance has
// answered `advancing`, the expiry sweep it needs is out of reach, and the account stays
// `advancing` until a later catch-up (what the accounts service's staleness timer runs,
// catchUpClocks) reaches it; then it is `ready` and what fell due is done, at the account's time.
// The batches service, which runs the expiry sweep, is left out at first and started later.

const HOUR = 3_600;
const platform = new TestClock();
let app: InProcess;

type Clock = { now: number; status: string };

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "events"], { EXPIRY_SWEEP_SECONDS: "3600" }, platform);
}, 60_000);

afterAll(() => app.stop());

test("a failed catch-up leaves the clock advancing; the next catch-up makes it ready and expires what fell due", async () => {
	const made = await app.call<{ account: { id: string } }>("accounts.admin.createAccount", { name: "Retry Ltd", mode: "test" }, null);
	const { secret } = await app.call<{ secret: string }>("accounts.admin.createKey", { account: made.account.id, scopes: ["read", "write"] }, null);
	const principal = async () => (await app.broker.call("accounts.authenticate", { secretHash: sha256(secret) })) as Principal;
	const expiresAt = platform.seconds() + HOUR;
	const mine = await app.call<{ id: string }>(
		"catalog.customers.create",
		{ name: "Jane", expires_at: expiresAt, metadata: { sandbox_outcome: "stay" } },
		await principal(),
		newKey(),
	);
	const accounts = app.broker.getLocalService("accounts") as unknown as DatabaseService;

	expect(await app.call<Clock>("accounts.sandbox.moveClock", { advance: 2 * HOUR }, await principal())).toMatchObject({ status: "advancing" });
	// the advance's own catch-up cannot reach the expiry sweep; nor can a retry while the batches service is away
	await expect(catchUpClocks(accounts)).rejects.toThrow(/batches/);
	expect(await app.call<Clock>("accounts.sandbox.clock", {}, await principal())).toMatchObject({ status: "advancing" });
	const pending = await app.call<{ import: { status: string } }>("catalog.customers.retrieve", { id: mine.id }, await principal());
	expect(pending.import.status).toBe("pending");

	app.broker.createService(require("../../services/batches/batches.service").default);
	await app.broker.waitForServices(["batches"]);
	await catchUpClocks(accounts);
	expect(await app.call<Clock>("accounts.sandbox.clock", {}, await principal())).toEqual(
		expect.objectContaining({ now: platform.seconds() + 2 * HOUR, status: "ready" }),
	);
	const expired = await app.call<{ import: { status: string } }>("catalog.customers.retrieve", { id: mine.id }, await principal());
	expect(expired.import.status).toBe("expired");
	const events = await app.call<{ data: Array<{ created: number; data: { object: { id: string } } }> }>(
		"events.list",
		{ type: "customer.expired" },
		await principal(),
	);
	expect(events.data.map((e) => [e.data.object.id, e.created])).toEqual([[mine.id, platform.seconds() + 2 * HOUR]]);
});
