import { Receiver } from "../support/receiver";
import { formTokenIn, openSession } from "../support/portal-session";
import { newAccount } from "../support/suite-api";
import { waitFor } from "../support/wait";

// The portal's forms (docs/portal.md, "Forms and cross-site requests"): each change is accepted only
// from the portal's origin with the session's form token, and then made by the API with the
// session's key; what the API refuses is shown with its code and request id.

afterAll(() => Receiver.stopAll());

const ENDPOINTS = "/portal/webhook_endpoints";

test("a form that changes something needs the portal's Origin and this session's form token", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const mine = await openSession(shop);
	const other = await openSession(await account.integration());
	const token = formTokenIn((await mine.get(ENDPOINTS)).html);
	expect(token).toMatch(/^[\w-]{43}$/);
	expect(formTokenIn((await mine.get("/portal")).html)).toBe("");
	expect(formTokenIn((await other.get(ENDPOINTS)).html)).not.toBe(token);
	const fields = { url: "https://127.0.0.1:9/hooks", description: "Refused" };

	const refusals = [
		[await mine.post(ENDPOINTS, fields), 403, "form_token_invalid"],
		[await mine.post(ENDPOINTS, { ...fields, csrf_token: formTokenIn((await other.get(ENDPOINTS)).html) }), 403, "form_token_invalid"],
		[await mine.post(ENDPOINTS, { ...fields, csrf_token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` }), 403, "form_token_invalid"],
		[await mine.post(ENDPOINTS, { ...fields, csrf_token: token }, "https://elsewhere.example"), 403, "cross_origin_refused"],
		[await mine.post(ENDPOINTS, { ...fields, csrf_token: token }, null), 403, "cross_origin_refused"],
		[await mine.post(ENDPOINTS, { ...fields, csrf_token: token, description: "x".repeat(9000) }), 413, "body_too_large"],
	] as const;
	for (const [page, status, code] of refusals) {
		expect({ status: page.status, code: /<strong>(\w+)<\/strong>/.exec(page.html)?.[1] }).toEqual({ status, code });
		expect(page.html).toMatch(/Request id: <code>[\w-]+<\/code>/);
	}
	expect((await shop.get("/v1/webhook_endpoints")).body.data).toEqual([]);

	const created = await mine.post(ENDPOINTS, {
		...fields,
		description: "Accepted",
		csrf_token: token,
		enabled_events: ["customer.rejected", "webhook_endpoint.test"],
	});
	expect(created.status).toBe(201);
	const [endpoint] = (await shop.get("/v1/webhook_endpoints")).body.data;
	expect(endpoint).toMatchObject({ url: fields.url, description: "Accepted", enabled_events: ["customer.rejected", "webhook_endpoint.test"] });
	expect(created.html).toMatch(/id="secret" readonly value="whsec_[^"]+"/);
	expect(created.html).toContain(`href="${ENDPOINTS}/${endpoint.id}"`);
	// the cookie stays HttpOnly and SameSite=Strict: nothing a page's form answers sets another
	expect(created.headers.get("set-cookie")).toBeNull();
});

test("an endpoint's page creates, edits, disables and enables, sends a test event, resends it, rotates the secret and recovers", async () => {
	const receiver = await new Receiver().start();
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const session = await openSession(shop);
	const csrf_token = formTokenIn((await session.get(ENDPOINTS)).html);
	const url = `https://127.0.0.1:${receiver.port}/hooks`;
	expect((await session.post(ENDPOINTS, { url, csrf_token, idempotency_key: "form-1" })).status).toBe(201);
	// the same form sent again (a reload, a double press) makes no second endpoint
	expect((await session.post(ENDPOINTS, { url, csrf_token, idempotency_key: "form-1" })).status).toBe(201);
	const listed = (await shop.get("/v1/webhook_endpoints")).body.data;
	expect(listed).toHaveLength(1);
	const path = `${ENDPOINTS}/${listed[0].id}`;
	expect((await session.get(ENDPOINTS)).html).toContain(`<a href="${path}">${listed[0].id}</a>`);

	const edited = await session.post(path, { url, description: "Orders", enabled_events: "*", csrf_token });
	expect({ status: edited.status, location: edited.headers.get("location") }).toEqual({ status: 303, location: path });
	expect((await shop.get(`/v1/webhook_endpoints/${listed[0].id}`)).body).toMatchObject({ description: "Orders", enabled_events: ["*"] });
	expect((await session.post(`${path}/disable`, { csrf_token })).status).toBe(303);
	expect((await session.get(path)).html).toContain("<strong>disabled</strong> (manual");
	expect((await session.post(`${path}/enable`, { csrf_token })).status).toBe(303);
	expect((await session.get(path)).html).toContain("<dd><strong>enabled</strong></dd>");

	expect((await session.post(`${path}/test`, { csrf_token })).status).toBe(303);
	const delivered = await waitFor("the test delivery's attempt", async () => {
		const page = (await session.get(path)).html;
		return /<strong>succeeded<\/strong>/.test(page) && page.includes("<code>received</code>") ? page : undefined;
	});
	const deliveryId = /<code>(wd_\w+)<\/code>: <strong>succeeded/.exec(delivered)![1];
	expect(delivered).toContain("(webhook_endpoint.test)");
	expect(delivered).toContain("<td><strong>200</strong></td>");
	expect(receiver.hits).toHaveLength(1);

	expect((await session.post(`${path}/deliveries/${deliveryId}/retry`, { csrf_token })).status).toBe(303);
	await waitFor("the resent attempt", () => (receiver.hits.length === 2 ? true : undefined));
	expect(receiver.hits[1].body!.id).toBe(receiver.hits[0].body!.id);
	await waitFor("the second attempt on the page", async () =>
		(await session.get(path)).html.match(/<td><strong>200<\/strong><\/td>/g)?.length === 2 ? true : undefined,
	);

	const rotated = await session.post(`${path}/rotate_secret`, { csrf_token, idempotency_key: "rotate-1" });
	expect(rotated.status).toBe(200);
	expect(rotated.html).toContain("Secret rotated");
	expect((await session.get(path)).html).toContain("Previous secret signs until");

	const recovered = await session.post(`${path}/recover`, { csrf_token, idempotency_key: "recover-1", since: "2026-01-01T00:00:00" });
	expect(recovered.headers.get("location")).toBe(`${path}?recovered=0`);
	expect((await session.get(`${path}?recovered=0`)).html).toContain("Recovery: 0 failed or dropped deliveries were queued again.");
	const refused = await session.post(`${path}/recover`, { csrf_token, since: "yesterday" });
	expect(refused.status).toBe(400);
	expect(refused.html).toMatch(/<strong>parameter_invalid<\/strong>: .*Request id: <code>/);
});

test("a read-only key's session sees the forms, and the API's refusal of a change with its code", async () => {
	const account = await newAccount("Portal Ltd");
	const reader = await account.integration(["read"]);
	const session = await openSession(reader);
	const csrf_token = formTokenIn((await session.get(ENDPOINTS)).html);
	const refused = await session.post(ENDPOINTS, { url: "https://127.0.0.1:9/hooks", csrf_token });
	expect(refused.status).toBe(403);
	expect(refused.html).toMatch(/role="alert"><p><strong>\w+<\/strong>: .*Request id: <code>/);
	expect(refused.html).toContain("Create an endpoint");
	// the form shows again with what was sent
	expect(refused.html).toContain(`id="url" name="url" required maxlength="2048" value="https://127.0.0.1:9/hooks"`);
	expect((await reader.get("/v1/webhook_endpoints")).body.data).toEqual([]);
});
