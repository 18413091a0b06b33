import { systemClock, unixSeconds } from "../../shared/platform/clock";
import type { Database } from "../../shared/platform/database";
import { markStaleImporters } from "../../services/accounts/importer-presence";
import { rejectObject } from "../../services/batches/import-batches";
import { recordEvents } from "../../shared/events/event-log.store";
import { endpointGone, issueEvents, ISSUE_KINDS } from "../../shared/events/issues";
import { metricsText } from "../../shared/platform/metrics";
import { OPEN_ISSUES_BY_KIND } from "../../services/events/open-issues.store";
import { RESOURCES } from "../../shared/resources";
import { pageStatement } from "../../shared/actions/pages.store";
import { issuePageQuery } from "../../services/events/issue-pages.store";
import { InProcess, startServices } from "../support/in-process";

// Issues in process (docs/issues.md): the rules the HTTP contract cannot reach quickly: a stale
// importer's issue per integration, two first declines at once, an endpoint deleted.

const DAY = 86_400;
let app: InProcess;
let db: Database;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "batches", "events"]);
	db = await app.platform.database();
}, 60_000);

afterAll(() => app.stop());

const issuesOf = async (accountId: string) =>
	(await db.query("SELECT kind, status, integration_id, count, objects FROM issues WHERE account_id = $1 ORDER BY seq", [accountId])).map(
		(r) => `${r.kind} ${r.status} ${r.integration_id} ${r.count} ${r.objects.length}`,
	);
const issueEventTypes = async (accountId: string) =>
	(await db.query("SELECT type, integration_id FROM events WHERE account_id = $1 AND type LIKE 'issue.%' ORDER BY seq", [accountId])).map(
		(e) => `${e.type} ${e.integration_id}`,
	);

test("a stale importer opens one issue per integration, each with its event; its return resolves them", async () => {
	const account = await app.account();
	const integration = account.integration.integrationId;
	await app.call("accounts.importerSeen", { accountId: account.id }, null);
	await db.query("UPDATE accounts SET importer_seen_at = importer_seen_at - $2 WHERE id = $1", [account.id, DAY]);
	expect(await markStaleImporters(db, systemClock, DAY)).toBeGreaterThanOrEqual(1);
	expect(await issuesOf(account.id)).toEqual([`importer_stale open ${integration} 1 0`]);
	expect(await issueEventTypes(account.id)).toEqual([`issue.opened ${integration}`]);

	await app.call("accounts.importerSeen", { accountId: account.id }, null);
	expect(await issuesOf(account.id)).toEqual([`importer_stale resolved ${integration} 1 0`]);
	expect(await issueEventTypes(account.id)).toEqual([`issue.opened ${integration}`, `issue.resolved ${integration}`]);
});

test("two first declines at once make one issue that counts both, with one issue.opened", async () => {
	const account = await app.account();
	const customers = RESOURCES.find((decl) => decl.object === "customer")!;
	const made = await Promise.all(
		["One", "Two"].map((name) => app.call<{ id: string }>("catalog.customers.create", { name }, account.integration, `issue-${name}`)),
	);
	await Promise.all(
		made.map((customer) =>
			db.transaction((tx) =>
				rejectObject(tx, account.desktop, customers, customer.id, { code: "duplicate", reason: null, field: null, detail: null }, systemClock),
			),
		),
	);
	expect(await issuesOf(account.id)).toEqual([`decline open ${account.integration.integrationId} 2 2`]);
	expect(await issueEventTypes(account.id)).toEqual([`issue.opened ${account.integration.integrationId}`]);
});

test("an endpoint deleted resolves its open issue; events that open none change nothing", async () => {
	const account = await app.account();
	const integration = account.integration.integrationId;
	const endpoint = { id: "we_issuesDeletedEndpoint000001", object: "webhook_endpoint" };
	await db.transaction((tx) =>
		recordEvents(tx, [{ accountId: account.id, integrationId: integration, type: "webhook_endpoint.disabled", object: endpoint }], systemClock),
	);
	expect(await issuesOf(account.id)).toEqual([`endpoint_disabled open ${integration} 1 0`]);
	const none = await db.transaction((tx) =>
		issueEvents(tx, [{ accountId: account.id, integrationId: integration, type: "import_batch.completed", object: { id: "imb_x" } }], unixSeconds(systemClock)),
	);
	expect(none).toEqual([]);
	await db.transaction(async (tx) => recordEvents(tx, await endpointGone(tx, account.id, endpoint.id, unixSeconds(systemClock)), systemClock));
	expect(await issuesOf(account.id)).toEqual([`endpoint_disabled resolved ${integration} 1 0`]);
	expect(await issueEventTypes(account.id)).toEqual([`issue.opened ${integration}`, `issue.resolved ${integration}`]);
});

test("a page of issues, with or without status, is read from an index in list order: nothing sorts", async () => {
	const account = await app.account();
	for (const [who, principal] of [
		["desktop", account.desktop],
		["integration", account.integration],
	] as const) {
		for (const status of [undefined, "open", "resolved"]) {
			const { sql, params } = pageStatement(issuePageQuery(principal, { limit: 10, status }));
			// the planner may scan a tiny table; without that choice, the plan shows what the indexes serve
			const plan = await db.transaction(async (tx) => {
				await tx.query("SET LOCAL enable_seqscan = off");
				return (await tx.query(`EXPLAIN ${sql}`, params)).map((row) => Object.values(row)[0] as string).join("\n");
			});
			const index = /Index Scan (?:Backward )?using (issues_\w+) on issues/.exec(plan)?.[1];
			const served = `issues_${who === "desktop" ? "account" : "integration"}${status ? "_status" : ""}`;
			expect({ who, status, sorts: /Sort/.test(plan), index }).toEqual({ who, status, sorts: false, index: served });
		}
	}
});

test("bookdrop_open_issues counts the open issues of each kind at scrape time, every kind from 0, read from issues_open_kind", async () => {
	const openIssues = async () => {
		await metricsText(app.broker, app.platform.metrics);
		const { values } = await app.platform.metrics.getSingleMetric("bookdrop_open_issues")!.get();
		return Object.fromEntries(values.map(({ labels, value }) => [labels.kind, value]));
	};
	const before = await openIssues();
	expect(Object.keys(before).sort()).toEqual([...ISSUE_KINDS].sort());
	const account = await app.account();
	const integration = account.integration.integrationId;
	const endpoint = { id: "we_issuesCountedEndpoint000001", object: "webhook_endpoint" };
	const declined = { id: "cus_issuesCountedDecline00001", object: "customer", import: { rejection: { code: "duplicate" } } };
	await db.transaction((tx) =>
		recordEvents(
			tx,
			[
				{ accountId: account.id, integrationId: integration, type: "webhook_endpoint.disabled", object: endpoint },
				{ accountId: account.id, integrationId: integration, type: "customer.rejected", object: declined },
			],
			systemClock,
		),
	);
	expect(await openIssues()).toEqual({ ...before, decline: before.decline + 1, endpoint_disabled: before.endpoint_disabled + 1 });

	// the decline resolves with an import of the type, the endpoint's issue with its deletion
	const imported = { id: "cus_issuesCountedImport000001", object: "customer" };
	await db.transaction(async (tx) =>
		recordEvents(
			tx,
			[
				{ accountId: account.id, integrationId: integration, type: "customer.imported", object: imported },
				...(await endpointGone(tx, account.id, endpoint.id, unixSeconds(systemClock))),
			],
			systemClock,
		),
	);
	expect(await openIssues()).toEqual(before);

	const plan = await db.transaction(async (tx) => {
		await tx.query("SET LOCAL enable_seqscan = off");
		return (await tx.query(`EXPLAIN ${OPEN_ISSUES_BY_KIND}`)).map((row) => Object.values(row)[0] as string).join("\n");
	});
	expect(plan).toMatch(/Index Only Scan using issues_open_kind on issues/);
});
