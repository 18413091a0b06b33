import { openSession, PortalSession } from "../support/portal-session";
import { newAccount } from "../support/suite-api";
import { waitFor } from "../support/wait";

// The portal's pages show what the session's key sees, and nothing else (docs/portal.md, "The
// pages"): objects with their import and decline, their events, the events searched by type and
// object, the webhook endpoints; a second integration's session finds none of the first's, and the
// first's pages by id are 404 to it. Lists page on with the house's "next page" link. The requests
// page lists what the integration's keys sent (docs/requests.md), each with its escaped error body.

const PAGES = ["/portal", "/portal/objects", "/portal/objects?type=customer&status=rejected", "/portal/events", "/portal/webhook_endpoints"];

/** The page, which must answer 200. */
async function shown(session: PortalSession, path: string): Promise<string> {
	const page = await session.get(path);
	expect({ path, status: page.status }).toEqual({ path, status: 200 });
	return page.html;
}

test("a second integration's session never sees the first's endpoints, deliveries, objects or events, and the first's pages by id are 404", async () => {
	const account = await newAccount("Portal Ltd");
	const first = await account.integration();
	const second = await account.integration();
	const endpoint = (await first.create("/v1/webhook_endpoints", { url: "https://127.0.0.1:9/hooks", enabled_events: ["webhook_endpoint.test"] })).body;
	const delivery = (await first.update(`/v1/webhook_endpoints/${endpoint.id}/test`, {})).body;
	const customer = (await first.create("/v1/customers", { name: "Cup Co" })).body;
	expect((await account.desktop.update(`/v1/customers/${customer.id}/reject`, { reason_code: "duplicate", reason: "Already in the books." })).status).toBe(200);
	const [event] = (await first.get("/v1/events", `object=${customer.id}`)).body.data;
	const theirs = [endpoint.id, delivery.id, customer.id, event.id, delivery.event];

	const mine = await openSession(first);
	const all = (
		await Promise.all([...PAGES, `/portal/webhook_endpoints/${endpoint.id}`, `/portal/events?object=${customer.id}`].map((p) => shown(mine, p)))
	).join("");
	for (const id of theirs) expect({ id, shown: all.includes(id) }).toEqual({ id, shown: true });

	const other = await openSession(second);
	const seen = (await Promise.all(PAGES.map((p) => shown(other, p)))).join("");
	for (const id of theirs) expect({ id, shown: seen.includes(id) }).toEqual({ id, shown: false });
	// searching for the first's object by its id finds nothing (the search field shows what was asked)
	expect(await shown(other, `/portal/events?object=${customer.id}`)).toContain("No events match.");
	for (const path of [`/portal/webhook_endpoints/${endpoint.id}`, `/portal/objects/customer/${customer.id}`]) {
		const page = await other.get(path);
		expect({ path, status: page.status }).toEqual({ path, status: 404 });
		expect(page.html).toContain("<strong>resource_missing</strong>");
	}
	const token = /name="csrf_token" value="([^"]+)"/.exec(seen)![1];
	for (const change of ["disable", "test", `deliveries/${delivery.id}/retry`]) {
		expect((await other.post(`/portal/webhook_endpoints/${endpoint.id}/${change}`, { csrf_token: token })).status).toBe(404);
	}
	expect((await first.get(`/v1/webhook_endpoints/${endpoint.id}`)).body.status).toBe("enabled");
	// no second test event was sent
	expect((await first.get(`/v1/webhook_endpoints/${endpoint.id}/deliveries`)).body.data.map((d: { id: string }) => d.id)).toEqual([delivery.id]);
});

test("an object's page shows its import state, its decline (code, who, reason) and its events; the events page finds them by type and object", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const customer = (await shop.create("/v1/customers", { name: "Cup <Co>" })).body;
	await account.desktop.update(`/v1/customers/${customer.id}/reject`, { reason_code: "name_in_use", reason: "Another <b>Cup Co</b> is in the books." });
	const [event] = (await shop.get("/v1/events", `object=${customer.id}`)).body.data;
	const session = await openSession(shop);

	const list = await shown(session, "/portal/objects?type=customer&status=rejected");
	expect(list).toContain(`<a href="/portal/objects/customer/${customer.id}">${customer.id}</a>`);
	expect(list).toContain("<strong>name_in_use</strong> by merchant: Another &#60;b&#62;Cup Co&#60;/b&#62; is in the books.");
	expect(await shown(session, "/portal/objects?type=customer&status=pending")).toContain("No pending customer objects.");

	const page = await shown(session, `/portal/objects/customer/${customer.id}`);
	expect(page).toContain("<p>Cup &#60;Co&#62;</p>");
	expect(page).toContain("<dt>Import status</dt><dd><strong>rejected</strong></dd>");
	expect(page).toContain("<dt>Code</dt><dd><strong>name_in_use</strong></dd><dt>Declined by</dt><dd>merchant</dd>");
	expect(page).toContain("<dt>Reason</dt><dd>Another &#60;b&#62;Cup Co&#60;/b&#62; is in the books.</dd>");
	expect(page).toContain(`<td><code>${event.id}</code></td><td>customer.rejected</td>`);
	expect(page).not.toContain("<b>");

	const byObject = await shown(session, `/portal/events?object=${customer.id}&type=customer.rejected`);
	expect(byObject).toContain(`<summary><code>${event.id}</code></summary>`);
	expect(byObject).toContain(`<a href="/portal/objects/customer/${customer.id}">${customer.id}</a>`);
	expect(await shown(session, `/portal/events?object=${customer.id}&type=customer.imported`)).toContain("No events match.");
	const person = await session.get("/portal/objects/person/cus_x");
	expect(person.status).toBe(404);
	expect(person.html).toMatch(/<strong>resource_missing<\/strong>: The portal shows no objects of type &#39;person&#39;\. Request id: <code>[\w-]+<\/code>/);
});

test("lists page on with a next page link that carries the filters and starting_after", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const made: string[] = [];
	for (let i = 0; i < 26; i++) made.push((await shop.create("/v1/suppliers", { name: `S${i}` })).body.id);
	const session = await openSession(shop);
	const first = await shown(session, "/portal/objects?type=supplier&status=pending");
	expect(first).toContain(`<a href="/portal/objects?type=supplier&#38;status=pending&#38;starting_after=${made[1]}" rel="next">Next page</a>`);
	expect(first).toContain(made[26 - 1]);
	expect(first).not.toContain(made[0]);
	const second = await shown(session, `/portal/objects?type=supplier&status=pending&starting_after=${made[1]}`);
	expect(second).toContain(made[0]);
	expect(second).not.toContain(made[1]);
	expect(second).not.toContain("Next page");
	const unknown = await session.get("/portal/objects?type=supplier&starting_after=sup_unknown");
	expect(unknown.status).toBe(400);
	expect(unknown.html).toMatch(/<strong>resource_missing<\/strong>: .*Request id: <code>/);
	expect(unknown.html).toContain(`<a href="/portal/objects" aria-current="page">Objects</a>`);
});

test("every page of a test account's session says so, carries the navigation with the current page, and allows no script", async () => {
	const account = await newAccount("Sandbox Ltd", undefined, "test");
	const session = await openSession(account.desktop);
	for (const path of PAGES) {
		const page = await session.get(path);
		expect(page.html).toContain(`<p class="test" role="note">Test account:`);
		expect(page.html).toContain(`<a href="${path.split("?")[0]}" aria-current="page">`);
		expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; img-src 'self' data:; form-action 'self';/);
		expect(page.html).not.toContain("<script");
	}
});

test("the requests page lists the integration's refused request, filtered by status and path, with its escaped error body; a second integration's session finds none of it", async () => {
	const account = await newAccount("Portal Ltd");
	const first = await account.integration();
	const second = await account.integration();
	const refused = await first.create("/v1/customers", { name: "Cup Co", email: "cup<at>co" }, "order-<1042>");
	expect(refused.status).toBe(400);
	const id = refused.headers.get("request-id")!;
	// the gateway sends its log's entries in batches, a moment after the answer
	await waitFor(`request ${id} in the log`, async () => ((await first.get(`/v1/request_logs/${id}`)).status === 200 ? true : undefined));

	const mine = await openSession(first);
	const row = `<tr><td><a href="/portal/request_logs/${id}">${id}</a><br>POST <code>/v1/customers</code></td><td><strong>400</strong><br><code>parameter_invalid</code></td><td><code>order-&#60;1042&#62;</code></td>`;
	expect(await shown(mine, "/portal/request_logs")).toContain(row);
	expect(await shown(mine, "/portal/request_logs?status=400&path=%2Fv1%2Fcustomers")).toContain(row);
	expect(await shown(mine, "/portal/request_logs?status=201&path=%2Fv1%2Fcustomers")).toContain("No requests match.");
	const classes = await mine.get("/portal/request_logs?status=4xx");
	expect(classes.status).toBe(400);
	expect(classes.html).toMatch(/<strong>parameter_invalid<\/strong>: Status is one HTTP status, such as 404\. Request id: <code>[\w-]+<\/code>/);
	expect(classes.html).toContain(`<input type="text" id="status" name="status" value="4xx"`);

	const page = await shown(mine, `/portal/request_logs/${id}`);
	expect(page).toContain("<dt>Status</dt><dd><strong>400</strong></dd><dt>Error code</dt><dd><strong>parameter_invalid</strong></dd>");
	expect(page).toContain("<dt>Idempotency key</dt><dd><code>order-&#60;1042&#62;</code></dd>");
	expect(page).toContain(`<pre>{\n  &#34;type&#34;: &#34;invalid_request_error&#34;,\n  &#34;code&#34;: &#34;parameter_invalid&#34;,`);
	expect(page).toContain(`&#34;request_id&#34;: &#34;${id}&#34;`);
	expect(page).not.toContain("<1042>");
	expect(page).toContain(`<a href="/portal/request_logs" aria-current="page">Requests</a>`);

	const other = await openSession(second);
	const theirs = await shown(other, "/portal/request_logs");
	expect(theirs).not.toContain(id);
	expect(theirs).not.toContain("parameter_invalid");
	expect(await shown(other, "/portal/request_logs?status=400")).toContain("No requests match.");
	const foreign = await other.get(`/portal/request_logs/${id}`);
	expect(foreign.status).toBe(404);
	expect(foreign.html).toContain("<strong>resource_missing</strong>");
	expect(foreign.html).not.toContain("cup");
});

test("the requests page pages on with a next page link that keeps its filters", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const ids: string[] = [];
	for (let i = 0; i < 26; i++) ids.push((await shop.create("/v1/customers", { name: `C${i}`, email: "no" })).headers.get("request-id")!);
	await waitFor("the last refusal in the log", async () => ((await shop.get(`/v1/request_logs/${ids[25]}`)).status === 200 ? true : undefined));
	const session = await openSession(shop);
	const first = await shown(session, "/portal/request_logs?status=400&path=%2Fv1%2Fcustomers");
	expect(first).toContain(`<a href="/portal/request_logs?status=400&#38;path=%2Fv1%2Fcustomers&#38;starting_after=${ids[1]}" rel="next">Next page</a>`);
	expect(first).toContain(ids[25]);
	expect(first).not.toContain(ids[0]);
	const second = await shown(session, `/portal/request_logs?status=400&path=%2Fv1%2Fcustomers&starting_after=${ids[1]}`);
	expect(second).toContain(ids[0]);
	expect(second).not.toContain(ids[1]);
	expect(second).not.toContain("Next page");
});
