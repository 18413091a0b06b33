import type { Principal } from "../../shared/actions/principal";
import { pageStatement } from "../../shared/actions/pages.store";
import type { RequestLogEntry } from "../../shared/http/request-log-entries";
import type { Database } from "../../shared/platform/database";
import { sha256 } from "../../shared/platform/ids";
import { purgeExpiredRequestLogs, requestLogPageQuery } from "../../services/events/request-logs.store";
import { InProcess, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";

// The request log's storage in process (docs/requests.md): what a batch writes, who sees it,
// its filters and pages, its plans, and the 7-day cut-off and purge on a moved clock.

const DAY = 86_400;
const clock = new TestClock();
let app: InProcess;
let db: Database;

beforeAll(async () => {
	app = await startServices(["accounts", "events"], {}, clock);
	db = await app.platform.database();
}, 60_000);

afterAll(() => app.stop());

let requests = 0;
/** An entry of `principal`'s, arriving now on the test clock. */
function entry(principal: Principal, over: Partial<RequestLogEntry> = {}): RequestLogEntry {
	return {
		id: `req_svc${String(++requests).padStart(17, "0")}`,
		accountId: principal.accountId,
		integrationId: principal.integrationId,
		keyId: principal.keyId,
		created: clock.seconds(),
		method: "GET",
		path: "/v1/customers",
		status: 200,
		error: null,
		idempotencyKey: null,
		durationMs: 3.2,
		...over,
	};
}

const record = (entries: RequestLogEntry[]) => app.call("events.requestLogs.record", { entries }, null);
const list = (principal: Principal, params: Record<string, unknown> = {}) => app.call("events.requestLogs.list", params, principal);
const ids = (page: { data: Array<{ id: string }> }) => page.data.map((r) => r.id);

/** A second integration of the account: a key of its own. */
async function secondIntegration(accountId: string): Promise<Principal> {
	const key = await app.call<{ secret: string }>("accounts.admin.createKey", { account: accountId, scopes: ["read"], name: "second" }, null);
	return app.broker.call("accounts.authenticate", { secretHash: sha256(key.secret) });
}

test("a batch is written whole: an error keeps its body and code, a success neither; each key sees its own, the desktop all", async () => {
	const account = await app.account();
	const other = await secondIntegration(account.id);
	const error = { type: "invalid_request_error", code: "parameter_invalid", message: "email must be an email address.", param: "email", request_id: "x" };
	const failed = entry(account.integration, { method: "POST", status: 400, error, idempotencyKey: "order-1042", durationMs: 7.5 });
	const succeeded = entry(account.integration, { method: "POST", status: 201, idempotencyKey: "order-1043" });
	const desktops = entry(account.desktop, { path: "/v1/import_batches" });
	const others = entry(other);
	await record([failed, succeeded, desktops, others]);

	expect(ids(await list(account.integration))).toEqual([succeeded.id, failed.id]);
	expect(ids(await list(other))).toEqual([others.id]);
	expect(ids(await list(account.desktop))).toEqual([others.id, desktops.id, succeeded.id, failed.id]);
	const one = await app.call("events.requestLogs.retrieve", { id: failed.id }, account.integration);
	expect(one).toEqual({
		id: failed.id,
		object: "request_log",
		created: clock.seconds(),
		method: "POST",
		path: "/v1/customers",
		status: 400,
		error_code: "parameter_invalid",
		error,
		idempotency_key: "order-1042",
		duration_ms: 7.5,
		integration: account.integration.integrationId,
		key: account.integration.keyId,
	});
	expect(await app.call("events.requestLogs.retrieve", { id: succeeded.id }, account.desktop)).toMatchObject({ error_code: null, error: null });
	// another integration's request is no more there than an unknown id
	await expect(app.call("events.requestLogs.retrieve", { id: failed.id }, other)).rejects.toMatchObject({ type: "resource_missing" });
	// the same batch again (a gateway's retry) adds nothing
	await record([failed]);
	expect(ids(await list(account.desktop))).toHaveLength(4);
});

test("status and path narrow the list exactly; pages follow each other both ways", async () => {
	const account = await app.account();
	const made: RequestLogEntry[] = [];
	for (let i = 0; i < 7; i++) {
		made.push(entry(account.integration, { status: i % 2 ? 404 : 200, path: i < 4 ? "/v1/customers" : `/v1/customers/cus_${i}` }));
	}
	await record(made);
	const newestFirst = made.map((e) => e.id).reverse();
	expect(ids(await list(account.integration, { status: "404" }))).toEqual(newestFirst.filter((_, i) => made[6 - i].status === 404));
	expect(ids(await list(account.integration, { path: "/v1/customers" }))).toEqual(newestFirst.slice(3));
	expect(ids(await list(account.desktop, { path: "/v1/customers", status: "200" }))).toEqual([made[2].id, made[0].id]);
	await expect(list(account.integration, { status: "4xx" })).rejects.toMatchObject({ type: "parameter_invalid" });

	const first = await list(account.integration, { limit: "3" });
	expect([ids(first), first.has_more]).toEqual([newestFirst.slice(0, 3), true]);
	const second = await list(account.integration, { limit: "3", starting_after: newestFirst[2] });
	expect([ids(second), second.has_more]).toEqual([newestFirst.slice(3, 6), true]);
	const back = await list(account.integration, { limit: "3", ending_before: newestFirst[3] });
	expect([ids(back), back.has_more]).toEqual([newestFirst.slice(0, 3), false]);
});

test("a request is shown for 7 days and not a second more; the purge then deletes it in chunks", async () => {
	const account = await app.account();
	const old = [entry(account.integration), entry(account.integration), entry(account.integration)];
	await record(old);
	clock.advance(7 * DAY);
	const recent = entry(account.integration);
	await record([recent]);
	expect(ids(await list(account.integration))).toEqual([recent.id, ...old.map((e) => e.id).reverse()]);
	clock.advance(1);
	expect(ids(await list(account.integration))).toEqual([recent.id]);
	await expect(app.call("events.requestLogs.retrieve", { id: old[0].id }, account.integration)).rejects.toMatchObject({ type: "resource_missing" });
	await expect(list(account.integration, { starting_after: old[0].id })).rejects.toMatchObject({ type: "resource_missing" });

	const stored = async () => (await db.query("SELECT id FROM request_logs WHERE account_id = $1 ORDER BY seq", [account.id])).map((r) => r.id);
	expect(await stored()).toHaveLength(4);
	// every expired row of the table goes (the earlier tests' rows among them)
	expect(await purgeExpiredRequestLogs(db, clock.seconds())).toBeGreaterThanOrEqual(3);
	expect(await stored()).toEqual([recent.id]);
	expect(await purgeExpiredRequestLogs(db, clock.seconds())).toBe(0);
});

test("every page shape is read from its own index in list order, the 7-day cut-off within it: nothing sorts, no row is filtered", async () => {
	const account = await app.account();
	const shapes = [{}, { status: 404 }, { path: "/v1/customers" }, { status: 404, path: "/v1/customers" }];
	for (const [who, principal] of [
		["account", account.desktop],
		["integration", account.integration],
	] as const) {
		for (const filters of shapes) {
			for (const cursor of [undefined, clock.seconds() * 2 ** 20]) {
				const { sql, params } = pageStatement(requestLogPageQuery(principal, { limit: 10, ...filters }, clock.seconds()), cursor);
				// the planner may scan a tiny table; without that choice, the plan shows what the indexes serve
				const plan = await db.transaction(async (tx) => {
					await tx.query("SET LOCAL enable_seqscan = off");
					return (await tx.query(`EXPLAIN ${sql}`, params)).map((row) => Object.values(row)[0] as string).join("\n");
				});
				const index = /Index Scan (?:Backward )?using (request_logs_\w+) on request_logs/.exec(plan)?.[1];
				const served = `request_logs_${who}${"path" in filters ? "_path" : ""}${"status" in filters ? "_status" : ""}`;
				const seqInIndex = new RegExp(`Index Cond: \\(.*seq >= `).test(plan);
				const filtered = /Filter:/.test(plan);
				expect({ who, filters, cursor, sorts: /Sort/.test(plan), index, seqInIndex, filtered }).toEqual({
					who,
					filters,
					cursor,
					sorts: false,
					index: served,
					seqInIndex: true,
					filtered: false,
				});
			}
		}
	}
});
