import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expectAttemptsAsAnswered, Receiver } from "../support/receiver";
import { client, newAccount, target } from "../support/suite-api";
import { waitFor } from "../support/wait";

// The portal in a real browser (docs/portal.md, "Tested"): headless Chromium from npm
// (test/support/portal-browser.mjs) opens a portal link of a test account at 390 px, enters with the
// keyboard alone, reads the overview, and walks every page: it finds the object the simulated
// importer declined with its reason, searches its events, finds the request the test's integration
// had refused among the requests and reads its error, creates an endpoint pointing at this test's
// receiver, sends it a test event, watches the delivery arrive and resends it. axe-core finds no
// serious or critical violation on any page, and no request leaves the origin. It runs in both modes
// (test/api/): the screenshots are kept in test-artifacts/portal/<mode>/ for a person to look at.

afterAll(() => Receiver.stopAll());

const SHOTS = path.resolve(__dirname, "../../test-artifacts/portal", target().mode);

interface Look {
	url: string;
	violations: string[];
	checked: number;
	scrollWidth: number;
	text: string;
}
interface Walk {
	entry: Look;
	toButton: string[];
	overview: Look;
	toSkip: string[];
	afterSkip: string;
	objects: Look;
	object: Look;
	events: Look;
	requests: Look;
	request: Look;
	endpoints: Look;
	created: Look;
	delivered: Look;
	resent: string;
	offOrigin: string[];
	consoleErrors: string[];
}

const PAGES = ["enter", "overview", "objects", "object", "events", "requests", "request", "endpoints", "endpoint-created", "endpoint"];

test("a test account's link opens every page of the portal by keyboard at 390 px: accessible, self-contained, saying it is a test account, and its forms work", async () => {
	const account = await newAccount("Browser Ltd", undefined, "test");
	const shop = await account.integration();
	const receiver = await new Receiver().start();
	const declined = await shop.create("/v1/customers", {
		name: "Cup Co",
		metadata: { sandbox_outcome: "reject:duplicate", sandbox_detail: "Cup Co is C-0042." },
	});
	expect(declined.status).toBe(201);
	await waitFor("the simulated importer's decline", async () =>
		(await shop.get(`/v1/customers/${declined.body.id}`)).body.import.status === "rejected" ? true : undefined,
	);
	// sent through the mode's last gateway (the distributed topology's second), the portal being read on the first
	const refused = await client(shop.key, target().urls.at(-1)).create("/v1/customers", { name: "Mug Co", email: "mug at co" });
	expect(refused.status).toBe(400);
	const refusedId = refused.headers.get("request-id")!;
	// the gateway sends its log's entries in batches, a moment after the answer
	await waitFor(`request ${refusedId} in the log`, async () => ((await shop.get(`/v1/request_logs/${refusedId}`)).status === 200 ? true : undefined));
	const link = await shop.create("/v1/portal_links", {});
	expect(link.status).toBe(201);

	fs.rmSync(SHOTS, { recursive: true, force: true });
	fs.mkdirSync(SHOTS, { recursive: true });
	const args = [
		path.join(__dirname, "../support/portal-browser.mjs"),
		link.body.url,
		SHOTS,
		`https://127.0.0.1:${receiver.port}/hooks`,
		declined.body.id,
		refusedId,
	];
	const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024, timeout: 160_000 });
	const walk: Walk = JSON.parse(stdout);

	expect(walk.entry.text).toContain("Open the portal");
	expect(walk.toButton.at(-1)).toBe("button: Open the portal");
	expect(walk.overview.url).toBe(new URL("/portal", link.body.url).href);
	expect(walk.overview.text).toContain("Overview");
	expect(walk.overview.text).toMatch(/Pending objects/);
	expect(walk.toSkip).toEqual(["a: Skip to the content"]);
	expect(walk.afterSkip).toBe("#main");

	expect(walk.objects.url).toBe(new URL("/portal/objects?type=customer&status=rejected", link.body.url).href);
	expect(walk.objects.text).toContain(declined.body.id);
	expect(walk.object.text).toMatch(/Code\s+duplicate\s+Declined by\s+merchant\s+Reason\s+Declined by the simulated importer/);
	expect(walk.object.text).toContain("Cup Co is C-0042.");
	expect(walk.object.text).toContain("customer.rejected");
	expect(walk.events.text).toContain("customer.rejected");
	expect(walk.events.url).toContain(`object=${declined.body.id}`);

	expect(walk.requests.url).toBe(new URL("/portal/request_logs?status=400&path=", link.body.url).href);
	expect(walk.requests.text).toMatch(new RegExp(`${refusedId}\\s+POST /v1/customers\\s+400\\s+parameter_invalid`));
	expect(walk.request.url).toBe(new URL(`/portal/request_logs/${refusedId}`, link.body.url).href);
	expect(walk.request.text).toMatch(/Status\s+400\s+Error code\s+parameter_invalid/);
	expect(walk.request.text).toContain(`"request_id": "${refusedId}"`);

	expect(walk.created.text).toMatch(/Signing secret/);
	const [endpoint] = (await shop.get("/v1/webhook_endpoints")).body.data;
	expect(endpoint).toMatchObject({ url: `https://127.0.0.1:${receiver.port}/hooks`, description: "The test's receiver", status: "enabled" });
	expect(walk.delivered.url).toBe(new URL(`/portal/webhook_endpoints/${endpoint.id}`, link.body.url).href);
	expect(walk.delivered.text).toMatch(/succeeded, event evt_\w+ \(webhook_endpoint\.test\)/);
	expect(walk.resent.match(/\b200\b/g)?.length).toBeGreaterThanOrEqual(2);
	// at least once: an answer the worker saw late brings another attempt before the resend, so
	// the receiver holds the one event once per attempt the delivery log shows that reached it
	const tests = receiver.hits.filter((hit) => hit.body?.type === "webhook_endpoint.test");
	const [delivery] = (await shop.get(`/v1/webhook_endpoints/${endpoint.id}/deliveries?event=${tests[0].body!.id}`)).body.data;
	expect(delivery.attempts.filter((attempt: { http_status: number | null }) => attempt.http_status === 200).length).toBeGreaterThanOrEqual(2);
	expectAttemptsAsAnswered(delivery, receiver);

	const looks = [walk.entry, walk.overview, walk.objects, walk.object, walk.events, walk.requests, walk.request, walk.endpoints, walk.created, walk.delivered];
	for (const look of looks) {
		expect({ url: look.url, checked: look.checked > 10 }).toEqual({ url: look.url, checked: true });
		expect({ url: look.url, violations: look.violations }).toEqual({ url: look.url, violations: [] });
		expect({ url: look.url, fits: look.scrollWidth <= 390 }).toEqual({ url: look.url, fits: true });
	}
	for (const look of looks.slice(1)) expect({ url: look.url, notice: look.text.includes("Test account") }).toEqual({ url: look.url, notice: true });
	expect(walk.offOrigin).toEqual([]);
	expect(walk.consoleErrors).toEqual([]);
	for (const shot of PAGES) expect(fs.statSync(path.join(SHOTS, `${shot}.png`)).size).toBeGreaterThan(1000);
}, 200_000);
