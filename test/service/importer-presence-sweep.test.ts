import { systemClock } from "../../shared/platform/clock";
import type { Database } from "../../shared/platform/database";
import { markStaleImporters } from "../../services/accounts/importer-presence";
import { InProcess, startServices } from "../support/in-process";

// Importer presence, in process (docs/design.md, "Importer presence"): the accounts service's
// notice of a desktop request and its staleness sweep, with the clock moved by SQL instead of waited for.

const DAY = 86_400;
let app: InProcess;
let db: Database;

beforeAll(async () => {
	app = await startServices(["accounts", "events"]);
	db = await app.platform.database();
}, 60_000);

afterAll(() => app.stop());

const row = async (id: string) => (await db.query("SELECT importer_seen_at, importer_stale_at FROM accounts WHERE id = $1", [id]))[0];
const presenceEvents = async (id: string) =>
	(await db.query("SELECT type, integration_id FROM events WHERE account_id = $1 AND type LIKE 'account.%' ORDER BY seq", [id])).map(
		(e) => `${e.type} ${e.integration_id}`,
	);
const seen = (accountId: string) => app.call("accounts.importerSeen", { accountId }, null);
/** As if the importer's last request was `seconds` earlier than recorded. */
const age = (id: string, seconds: number) => db.query("UPDATE accounts SET importer_seen_at = importer_seen_at - $2 WHERE id = $1", [id, seconds]);

test("a notice writes when the importer was seen, at most once a minute, and announces nothing while it is active", async () => {
	const account = await app.account();
	expect(await row(account.id)).toEqual({ importer_seen_at: null, importer_stale_at: null });
	await seen(account.id);
	const first = (await row(account.id)).importer_seen_at;
	expect(first).toBeGreaterThan(0);
	await age(account.id, 30);
	await seen(account.id);
	expect((await row(account.id)).importer_seen_at).toBe(first - 30);
	await age(account.id, 31);
	await seen(account.id);
	expect((await row(account.id)).importer_seen_at).toBeGreaterThanOrEqual(first);
	expect(await presenceEvents(account.id)).toEqual([]);
});

test("two sweeps at once mark a stale importer once, with one event per integration; its next notice announces it back once", async () => {
	const account = await app.account();
	const second = await app.call<{ integration: string }>("accounts.admin.createKey", { account: account.id, scopes: ["read"], name: "second" }, null);
	const never = await app.account("Never Ltd");
	const integrations = [account.integration.integrationId, second.integration].sort();
	await seen(account.id);
	expect(await markStaleImporters(db, systemClock, DAY)).toBe(0);

	await age(account.id, DAY);
	const marked = await Promise.all([markStaleImporters(db, systemClock, DAY), markStaleImporters(db, systemClock, DAY)]);
	expect(marked.sort()).toEqual([0, 1]);
	expect((await row(account.id)).importer_stale_at).toBeGreaterThan(0);
	expect((await presenceEvents(account.id)).sort()).toEqual(integrations.map((id) => `account.importer_stale ${id}`));
	expect(await markStaleImporters(db, systemClock, DAY)).toBe(0);

	await Promise.all([seen(account.id), seen(account.id)]);
	await seen(account.id);
	expect((await row(account.id)).importer_stale_at).toBeNull();
	expect((await presenceEvents(account.id)).slice(2).sort()).toEqual(integrations.map((id) => `account.importer_active ${id}`));
	expect(await row(never.id)).toEqual({ importer_seen_at: null, importer_stale_at: null });
	expect(await presenceEvents(never.id)).toEqual([]);
});
