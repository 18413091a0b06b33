import { Account, allEvents, Body, importAll, listAll, make, made, nowSeconds, ok } from "../support/fixtures";
import { Receiver } from "../support/receiver";
import { Client, expectError, IntegrationClient, newAccount, target } from "../support/suite-api";
import { runBookdrop } from "../support/servers";
import { waitFor } from "../support/wait";

// Issues (docs/issues.md): grouped conditions that open at their first occurrence and resolve on
// their own; `issue.opened` / `issue.resolved` reach the integration's and the desktop's endpoints.
// Runs the examples of docs/issues.md (the issue object) and docs/events.md (`issue.resolved`).

const ISSUE_KEYS = [
	"id",
	"object",
	"status",
	"kind",
	"code",
	"integration",
	"object_type",
	"objects",
	"endpoint",
	"count",
	"first_seen_at",
	"last_seen_at",
	"resolved_at",
];

afterAll(() => Receiver.stopAll());

const issues = (c: Client, query = "") => listAll(c, "/v1/issues", query);

/** Declines an object of `owner` with a code, as the desktop. */
async function decline(desktop: Client, id: string, reasonCode: string): Promise<void> {
	await ok(desktop.update(`/v1/customers/${id}/reject`, { reason_code: reasonCode, reason: "Already in the books." }));
}

/** Waits until the receiver got every event of `ids` (deliveries are at least once: repeats are fine). */
async function receivedAll(r: Receiver, ids: string[]): Promise<void> {
	await waitFor(`events ${ids.join(", ")} at port ${r.port}`, () => (ids.every((id) => r.eventIds().includes(id)) ? true : undefined), 20_000);
}

describe("a decline issue", () => {
	let account: Account;
	let shop: IntegrationClient;
	let other: IntegrationClient;
	let shopHooks: Receiver;
	let desktopHooks: Receiver;

	beforeAll(async () => {
		account = await newAccount();
		shop = await account.integration();
		other = await account.integration();
		shopHooks = await new Receiver().start();
		desktopHooks = await new Receiver().start();
		await make.endpoint(shop, { url: shopHooks.url(), enabled_events: ["issue.opened", "issue.resolved"] });
		await make.endpoint(account.desktop, { url: desktopHooks.url(), enabled_events: ["issue.opened", "issue.resolved"] });
	});

	test("opens at the first decline, counts the next ones, and resolves when an object of that integration and type is imported", async () => {
		const { desktop } = account;
		const before = nowSeconds();
		const first = await make.customer(shop);
		const second = await make.customer(shop);
		await decline(desktop, first.id, "duplicate");
		const [opened] = await issues(shop);
		expect(Object.keys(opened)).toEqual(ISSUE_KEYS);
		expect(opened).toMatchObject({
			object: "issue",
			status: "open",
			kind: "decline",
			code: "duplicate",
			integration: shop.keyObject.integration,
			object_type: "customer",
			objects: [first.id],
			endpoint: null,
			count: 1,
			resolved_at: null,
		});
		expect(opened.id).toMatch(/^iss_/);
		expect(opened.first_seen_at).toBeGreaterThanOrEqual(before);
		expect(opened.last_seen_at).toBe(opened.first_seen_at);

		// the same integration, type and code: the same issue; another code: an issue of its own
		await decline(desktop, second.id, "duplicate");
		const third = await make.customer(shop);
		await decline(desktop, third.id, "invalid_data");
		const open = await issues(shop, "status=open");
		expect(open.map((i) => [i.code, i.count, i.objects])).toEqual([
			["invalid_data", 1, [third.id]],
			["duplicate", 2, [second.id, first.id]],
		]);
		const [openedEvent] = (await allEvents(shop, "type=issue.opened")).filter((e) => e.data.object.id === opened.id);
		expect(openedEvent.data.object).toEqual(opened);

		// an object of that integration and type imported: both resolve, each with its event
		const fixed = await make.customer(shop);
		await importAll(desktop, [fixed.id]);
		const resolved = await issues(shop, "status=resolved");
		expect(resolved.map((i) => i.id).sort()).toEqual(open.map((i) => i.id).sort());
		for (const issue of resolved) {
			expect(issue.status).toBe("resolved");
			expect(issue.resolved_at).toBeGreaterThanOrEqual(issue.last_seen_at);
		}
		expect(await issues(shop, "status=open")).toEqual([]);
		const events = [...(await allEvents(shop, "type=issue.opened")), ...(await allEvents(shop, "type=issue.resolved"))];
		expect(events).toHaveLength(4);
		const resolvedEvents = events.filter((e) => e.type === "issue.resolved");
		expect(resolvedEvents.map((e) => e.data.object).sort((a, b) => a.id.localeCompare(b.id))).toEqual([...resolved].sort((a, b) => a.id.localeCompare(b.id)));

		// both the integration's and the desktop's endpoints hear of all four
		const ids = events.map((e) => e.id);
		await receivedAll(shopHooks, ids);
		await receivedAll(desktopHooks, ids);
		expect(new Set(shopHooks.eventIds())).toEqual(new Set(ids));
	});

	test("a decline opens a new issue once the last one resolved", async () => {
		const c = await make.customer(shop);
		await decline(account.desktop, c.id, "duplicate");
		const open = await issues(shop, "status=open");
		expect(open.map((i) => [i.code, i.count, i.objects])).toEqual([["duplicate", 1, [c.id]]]);
	});

	test("an import of another type or of another integration resolves nothing", async () => {
		const [open] = await issues(shop, "status=open");
		const supplier = await made(shop, "/v1/suppliers", { name: "Other type" });
		const othersCustomer = await make.customer(other);
		await importAll(account.desktop, [supplier.id, othersCustomer.id]);
		expect((await ok(shop.get(`/v1/issues/${open.id}`))).status).toBe("open");
	});

	test("each key sees what it may: the integration its own, the desktop the account's", async () => {
		const mine = await issues(shop);
		expect(mine.length).toBeGreaterThan(0);
		expect(await issues(other)).toEqual([]);
		expect((await issues(account.desktop)).map((i) => i.id)).toEqual(mine.map((i) => i.id));
		for (const issue of mine) {
			expect(await ok(account.desktop.get(`/v1/issues/${issue.id}`))).toEqual(issue);
			expectError(await other.get(`/v1/issues/${issue.id}`), 404, "resource_missing", "id");
		}
		const stranger = await (await newAccount()).integration();
		expectError(await stranger.get(`/v1/issues/${mine[0].id}`), 404, "resource_missing", "id");
	});

	test("status must be open or resolved", async () => {
		expectError(await shop.get("/v1/issues", "status=closed"), 400, "parameter_invalid", "status");
	});

	test("bookdrop issues list prints a page as GET /v1/issues answers it, for the key of --key or BOOKDROP_API_KEY; --status narrows it", async () => {
		const url = target().url;
		const printed = async (args: string[], env: Record<string, string> = {}) => {
			const outcome = await runBookdrop(["issues", "list", "--url", url, ...args], env);
			expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: "" });
			return JSON.parse(outcome.stdout);
		};
		expect(await printed(["--key", shop.key])).toEqual(await ok(shop.get("/v1/issues")));
		expect(await printed(["--status", "resolved", "--limit", "1"], { BOOKDROP_API_KEY: shop.key })).toEqual(
			await ok(shop.get("/v1/issues", "status=resolved&limit=1")),
		);
		const open = await printed(["--key", account.desktopKey.secret, "--status", "open"]);
		expect(open.data.length).toBeGreaterThan(0);
		expect(open.data.every((issue: Body) => issue.status === "open")).toBe(true);
		expect(await printed(["--key", other.key])).toMatchObject({ object: "list", data: [] });
	});
});

describe("an endpoint_disabled issue", () => {
	test("opens when bookdrop disables the endpoint and resolves at the first success after it is enabled again", async () => {
		const account = await newAccount();
		const shop = await account.integration();
		const failing = await new Receiver().start();
		failing.answer = () => 500;
		const ep = await make.endpoint(shop, { url: failing.url() });
		const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => made(shop, "/v1/customers", { name: `Failing ${i}` })));
		await importAll(
			account.desktop,
			customers.map((c) => c.id),
		);
		const issue = await waitFor("the endpoint_disabled issue", async () =>
			(await issues(shop, "status=open")).find((i: Body) => i.kind === "endpoint_disabled"),
		);
		expect(issue).toMatchObject({ kind: "endpoint_disabled", code: null, integration: shop.keyObject.integration, objects: [], endpoint: ep.id, count: 1 });

		// enabled again, nothing is resolved until a delivery succeeds there
		expect((await ok(shop.update(`/v1/webhook_endpoints/${ep.id}`, { status: "enabled" }))).status).toBe("enabled");
		expect((await ok(shop.get(`/v1/issues/${issue.id}`))).status).toBe("open");
		failing.answer = () => 200;
		await ok(shop.create(`/v1/webhook_endpoints/${ep.id}/test`, {}));
		const resolved = await waitFor("the issue resolved", async () => {
			const now = await ok(shop.get(`/v1/issues/${issue.id}`));
			return now.status === "resolved" ? now : undefined;
		});
		expect(resolved.resolved_at).toBeGreaterThanOrEqual(issue.last_seen_at);
		const [event] = await allEvents(shop, "type=issue.resolved");
		expect(event.data.object).toEqual(resolved);
		// the endpoint, enabled, hears of it too
		await receivedAll(failing, [event.id]);
	});
});
