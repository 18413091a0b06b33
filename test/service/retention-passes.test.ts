import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { deleteInChunks } from "../../shared/platform/chunked-deletes.store";
import { retentionPass } from "../../services/events/retention-pass";
import { purgePortalLinks } from "../../services/accounts/portal-links";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import { TestClock } from "../support/test-clock";
import { until } from "../support/wait";

// The tables that grow with time stay flat (docs/scaling.md, "What grows"): an account's traffic is
// run for 150 days of the clock, ten days at a time, and after each step's retention pass every
// table holds exactly the rows of the steps still within its time, however long the run goes on:
// events, and their webhook deliveries and attempts, 90 days; stored Idempotency-Key answers 24
// hours; resolved issues 90 days after they resolved; portal links a week after they ended; the
// request log 7 days.

const DAY = 86_400;
const STEP_DAYS = 10;
const STEPS = 15;
/** Declines per step: each one an event, a delivery, an attempt and an Idempotency-Key. */
const PER_STEP = 3;

const clock = new TestClock();
let app: InProcess;
let db: Database;
let accountId: string;
let integration: Principal;
let desktop: Principal;
let receiver: http.Server;

beforeAll(async () => {
	receiver = http.createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end()));
	await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
	app = await startServices(["accounts", "catalog", "batches", "events", "webhooks"], { WEBHOOK_RETRY_SCHEDULE: "0" }, clock);
	db = await app.platform.database();
	({ id: accountId, integration, desktop } = await app.account("Retention GmbH"));
	const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
	await app.call("webhooks.create", { url, enabled_events: ["customer.rejected"] }, integration, key());
}, 60_000);

afterAll(async () => {
	await app.stop();
	receiver.close();
});

/** The account's rows in each table that grows with time. */
async function rowCounts(): Promise<Record<string, number>> {
	const [row] = await db.query(
		`SELECT (SELECT count(*) FROM events WHERE account_id = $1)::int AS events,
		        (SELECT count(*) FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE e.account_id = $1)::int AS deliveries,
		        (SELECT count(*) FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE e.account_id = $1 AND d.status = 'succeeded')::int AS succeeded,
		        (SELECT count(*) FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN events e ON e.id = d.event_id WHERE e.account_id = $1)::int AS attempts,
		        (SELECT count(*) FROM idempotency_keys)::int AS idempotency_keys, -- this file's database holds one account
		        (SELECT count(*) FROM issues WHERE account_id = $1)::int AS issues,
		        (SELECT count(*) FROM portal_links WHERE account_id = $1)::int AS portal_links,
		        (SELECT count(*) FROM request_logs WHERE account_id = $1)::int AS request_logs`,
		[accountId],
	);
	return row as Record<string, number>;
}

const minus = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.entries(a).map(([table, n]) => [table, n - b[table]]));

let requests = 0;

/** One step's traffic: declines delivered to the endpoint, and an import that resolves the decline issue they opened; a portal link. */
async function traffic(): Promise<void> {
	for (let i = 0; i < PER_STEP; i++) {
		const { id } = await app.call<{ id: string }>("catalog.customers.create", { name: `Declined ${i}` }, integration, key());
		await app.call("batches.customers.reject", { id, reason_code: "not_wanted" }, desktop);
	}
	const { id } = await app.call<{ id: string }>("catalog.customers.create", { name: "Imported" }, integration, key());
	const batch = await app.call<{ id: string }>("batches.create", { objects: [{ id }] }, desktop, key());
	await app.call("batches.complete", { id: batch.id, local_refs: { [id]: `QB-${clock.seconds()}` } }, desktop);
	await app.call("accounts.portalLinks.create", {}, integration, key());
	// what a gateway sends the events service of the step's requests (the service test has no gateway)
	const entries = Array.from({ length: PER_STEP }, () => ({
		id: `req_ret${String(++requests).padStart(17, "0")}`,
		accountId,
		integrationId: integration.integrationId,
		keyId: integration.keyId,
		created: clock.seconds(),
		method: "POST",
		path: "/v1/customers",
		status: 201,
		error: null,
		idempotencyKey: null,
		durationMs: 4.2,
	}));
	await app.call("events.requestLogs.record", { entries }, null);
}

test("after each pass, every table holds exactly the rows of the steps still within its time", async () => {
	const made: Array<Record<string, number>> = [];
	// the setup's own Idempotency-Key goes first, so that each pass below deletes only the steps' rows
	clock.advance(DAY + 1);
	await retentionPass(db, clock);
	let before = await rowCounts();
	expect(before).toEqual({ events: 0, deliveries: 0, succeeded: 0, attempts: 0, idempotency_keys: 0, issues: 0, portal_links: 0, request_logs: 0 });
	for (let step = 0; step < STEPS; step++) {
		clock.advance(STEP_DAYS * DAY);
		await traffic();
		// every decline's delivery has succeeded (its attempt finished) before the clock moves on
		let seen = {};
		await until(
			async () => {
				const now = await rowCounts();
				seen = minus(now, before);
				return now.deliveries - before.deliveries === PER_STEP && now.succeeded === now.deliveries;
			},
			15_000,
			() => `step ${step}: ${JSON.stringify(seen)}`,
		);
		const grown = await rowCounts();
		made.push(minus(grown, before));
		expect(made[step]).toMatchObject({
			deliveries: PER_STEP,
			succeeded: PER_STEP,
			attempts: PER_STEP,
			idempotency_keys: PER_STEP + 3,
			issues: 1,
			portal_links: 1,
			request_logs: PER_STEP,
		});

		const deleted = await retentionPass(db, clock);
		const linksDeleted = await purgePortalLinks(db, clock);
		before = await rowCounts();
		const kept = (table: string, steps: number) => made.slice(-steps).reduce((sum, m) => sum + m[table], 0);
		const within90Days = 90 / STEP_DAYS; // rows of the steps less than 90 days old: this one and the 8 before
		expect(before).toEqual({
			events: kept("events", within90Days),
			deliveries: kept("deliveries", within90Days),
			succeeded: kept("succeeded", within90Days),
			attempts: kept("attempts", within90Days),
			idempotency_keys: kept("idempotency_keys", 1),
			issues: kept("issues", within90Days),
			portal_links: kept("portal_links", 1),
			request_logs: kept("request_logs", 1),
		});
		expect(deleted.events).toBe(step >= within90Days ? made[step - within90Days].events : 0);
		expect(deleted.idempotency_keys).toBe(step >= 1 ? made[step - 1].idempotency_keys : 0);
		expect(deleted.issues).toBe(step >= within90Days ? 1 : 0);
		expect(deleted.request_logs).toBe(step >= 1 ? PER_STEP : 0);
		expect(linksDeleted).toBe(step >= 1 ? 1 : 0);
	}
	// the run went on past every table's time: the tables stayed at their bound instead of growing with it
	expect(before.events).toBeLessThan(made.reduce((sum, m) => sum + m.events, 0) / 1.5);
}, 120_000);

test("an open issue stays however old", async () => {
	const { id } = await app.call<{ id: string }>("catalog.customers.create", { name: "Open issue" }, integration, key());
	await app.call("batches.customers.reject", { id, reason_code: "invalid_data" }, desktop);
	const [open] = await db.query("SELECT id FROM issues WHERE account_id = $1 AND status = 'open'", [accountId]);
	expect(open).toBeDefined();
	clock.advance(400 * DAY);
	await retentionPass(db, clock);
	await purgePortalLinks(db, clock);
	expect(await db.query("SELECT status FROM issues WHERE id = $1", [open.id])).toEqual([{ status: "open" }]);
});

test("a chunked delete takes its rows a chunk per statement until none is left", async () => {
	await db.query("CREATE TABLE retention_scratch (n int)");
	await db.query("INSERT INTO retention_scratch SELECT generate_series(1, 7)");
	const purge = { table: "retention_scratch", where: "n <= $1", chunk: 2 };
	expect(await deleteInChunks(db, purge, [5])).toBe(5);
	expect(await db.query("SELECT n FROM retention_scratch ORDER BY n")).toEqual([{ n: 6 }, { n: 7 }]);
	expect(await deleteInChunks(db, purge, [5])).toBe(0);
	await db.query("DROP TABLE retention_scratch");
});
