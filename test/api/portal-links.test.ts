import { blocks } from "../support/markdown";
import { admin, client, Client, newAccount, target } from "../support/suite-api";
import { runBookdrop } from "../support/servers";
import { waitFor } from "../support/wait";

// Portal links (docs/portal.md): a key makes a one-time link; the link, posted from the portal's own
// page, opens a browser session with the key's rights, which ends with its link, its key, or its
// hour. Distributed: the link is made and spent on one gateway and its session read on the other.

const LINK_SECONDS = 600;
const SESSION_SECONDS = 3600;
const COOKIE = /^bookdrop_portal=(bps_[0-9A-Za-z]+); Path=\/portal; Max-Age=(\d+); HttpOnly; SameSite=Strict$/;

/** The gateway a link is made on, and the one its session is read on (the same in embedded mode). */
const makeOn = () => target().urls[0];
const readOn = () => target().urls[target().urls.length - 1];

async function createLink(key: Client) {
	const res = await key.create("/v1/portal_links", {});
	expect(res.status).toBe(201);
	return res.body as { id: string; object: string; url: string; created: number; expires_at: number; used_at: number | null; revoked_at: number | null };
}

/** Posts the link's form as the portal's page does, on `base` (a gateway), from `origin`. */
function spend(url: string, base = readOn(), origin = base) {
	const token = new URL(url).searchParams.get("token")!;
	return fetch(`${base}/portal/enter`, {
		method: "POST",
		redirect: "manual",
		headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
		body: new URLSearchParams({ token }).toString(),
	});
}

/** Spends the link and answers the session's cookie (name=value) and its Max-Age. */
async function enter(url: string, base?: string): Promise<{ cookie: string; maxAge: number }> {
	const res = await spend(url, base);
	expect(res.status).toBe(303);
	expect(res.headers.get("location")).toBe("/portal");
	const match = COOKIE.exec(res.headers.get("set-cookie") ?? "");
	expect(match).not.toBeNull();
	return { cookie: `bookdrop_portal=${match![1]}`, maxAge: Number(match![2]) };
}

async function overview(cookie: string, base = readOn()) {
	const res = await fetch(`${base}/portal`, { headers: { Cookie: cookie } });
	return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The overview's pending count of `type`. */
const pendingOf = (html: string, type: string) =>
	Number(new RegExp(`<th scope="row"><a href="[^"]+">${type}</a></th><td class="n">(\\d+)</td>`).exec(html)?.[1]);

test("a link answers its URL once, opens the portal once, and its session shows the key's overview", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const link = await createLink(client(shop.key, makeOn()));
	expect(link).toMatchObject({ object: "portal_link", used_at: null, revoked_at: null });
	expect(link.id).toMatch(/^pl_/);
	expect(link.url).toMatch(new RegExp(`^${makeOn()}/portal/enter\\?token=bpl_[0-9A-Za-z]{32}$`));
	expect(link.expires_at - link.created).toBe(LINK_SECONDS);
	const documented = JSON.parse(blocks("docs/portal.md").find((b) => b.directive === "run by: test/api/portal-links.test.ts")!.text);
	expect(Object.keys(link).sort()).toEqual(Object.keys(documented).sort());
	expect(documented.expires_at - documented.created).toBe(LINK_SECONDS);

	const form = await fetch(link.url);
	expect(form.status).toBe(200);
	const csp = form.headers.get("content-security-policy")!;
	expect(csp).toMatch(/^default-src 'none'; /);
	expect(csp).not.toMatch(/script-src/);
	expect(csp).toContain("form-action 'self'");
	expect(await form.text()).toContain(`<form method="post" action="/portal/enter">`);
	// Showing the form spends nothing: a preview of the link leaves it for the browser.
	const { cookie, maxAge } = await enter(link.url);
	expect(maxAge).toBeLessThanOrEqual(SESSION_SECONDS);
	expect(maxAge).toBeGreaterThan(SESSION_SECONDS - 60);

	const page = await overview(cookie);
	expect(page.status).toBe(200);
	expect(page.headers.get("cache-control")).toBe("no-store");
	expect(page.html).toContain("<h1>Overview</h1>");
	expect(page.html).not.toContain("Test account");
	expect(pendingOf(page.html, "customer")).toBe(0);

	expect((await spend(link.url)).status).toBe(410);
	expect((await spend(link.url, makeOn())).status).toBe(410);
});

test("the link's form posted from another origin spends nothing", async () => {
	const account = await newAccount("Portal Ltd");
	const link = await createLink(client(account.desktop.key, makeOn()));
	const refused = await spend(link.url, readOn(), "https://elsewhere.example");
	expect(refused.status).toBe(403);
	expect(refused.headers.get("set-cookie")).toBeNull();
	await enter(link.url);
});

test("a page without a session, or with one made up, asks for a new link", async () => {
	expect((await overview("")).status).toBe(401);
	const madeUp = await overview("bookdrop_portal=bps_0000000000000000000000000000000000");
	expect(madeUp.status).toBe(401);
	expect(madeUp.html).toContain("Make a new link with your key");
	expect(madeUp.headers.get("set-cookie")).toMatch(/^bookdrop_portal=; Path=\/portal; Max-Age=0; HttpOnly; SameSite=Strict$/);
});

test("a revoked link opens nothing, and revoking an opened one ends its session on every gateway", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const other = await account.integration();
	const unopened = await createLink(shop);
	const revoked = await client(shop.key, makeOn()).del(`/v1/portal_links/${unopened.id}`);
	expect(revoked.status).toBe(200);
	expect(revoked.body).toMatchObject({ id: unopened.id, url: null, used_at: null, revoked_at: expect.any(Number) });
	expect((await spend(unopened.url)).status).toBe(410);

	const opened = await createLink(shop);
	const { cookie } = await enter(opened.url);
	for (const base of target().urls) expect((await overview(cookie, base)).status).toBe(200);
	// another integration's key cannot see the link; the desktop key, which sees the whole account, revokes it
	expect((await other.del(`/v1/portal_links/${opened.id}`)).status).toBe(404);
	const byDesktop = await client(account.desktop.key, makeOn()).del(`/v1/portal_links/${opened.id}`);
	expect(byDesktop.body).toMatchObject({ used_at: expect.any(Number), revoked_at: expect.any(Number) });
	for (const base of target().urls) expect((await overview(cookie, base)).status).toBe(401);
	const again = await shop.del(`/v1/portal_links/${opened.id}`);
	expect(again.body.revoked_at).toBe(byDesktop.body.revoked_at);
});

test("revoking the key ends its sessions on every gateway at once", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const { cookie } = await enter((await createLink(shop)).url);
	const { cookie: second } = await enter((await createLink(shop)).url, makeOn());
	for (const base of target().urls) expect((await overview(cookie, base)).status).toBe(200);
	expect((await account.desktop.del(`/v1/api_keys/${shop.keyObject.id}`)).status).toBe(200);
	for (const base of target().urls) {
		expect((await overview(cookie, base)).status).toBe(401);
		expect((await overview(second, base)).status).toBe(401);
	}
});

test("a session ends at its key's expiry, however long it had left", async () => {
	const account = await newAccount("Portal Ltd");
	const made = await admin(`/accounts/${account.accountId}/api_keys`, { scopes: ["read"], expires_at: Math.floor(Date.now() / 1000) + 6 });
	expect(made.status).toBe(201);
	const { cookie, maxAge } = await enter((await createLink(client(made.body.secret, makeOn()))).url);
	expect(maxAge).toBeLessThanOrEqual(6);
	expect((await overview(cookie)).status).toBe(200);
	await waitFor("the session's end", async () => ((await overview(cookie)).status === 401 ? true : undefined), 15_000, 250);
	expect(Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(made.body.expires_at);
});

test("a second integration's session never sees the first's objects or issues", async () => {
	const account = await newAccount("Portal Ltd");
	const first = await account.integration();
	const second = await account.integration();
	const made = await first.create("/v1/customers", { name: "Cup Co" });
	await first.create("/v1/customers", { name: "Mug Co" });
	expect((await account.desktop.update(`/v1/customers/${made.body.id}/reject`, { reason_code: "duplicate", reason: "Already in the books." })).status).toBe(
		200,
	);

	const mine = await overview((await enter((await createLink(first)).url)).cookie);
	expect(pendingOf(mine.html, "customer")).toBe(1);
	expect(mine.html).toContain("<strong>decline</strong> (duplicate)");
	expect(mine.html).toContain(`latest: <a href="/portal/objects/customer/${made.body.id}">${made.body.id}</a>`);
	expect(mine.html).toContain(`<a href="/portal/objects?type=customer&#38;status=pending">customer</a>`);
	const theirs = await overview((await enter((await createLink(second)).url)).cookie);
	expect(theirs.status).toBe(200);
	expect(pendingOf(theirs.html, "customer")).toBe(0);
	expect(theirs.html).toContain("No open issues.");
	expect(theirs.html).not.toContain("decline");
});

test("a test account's portal says so", async () => {
	const account = await newAccount("Sandbox Ltd", undefined, "test");
	const page = await overview((await enter((await createLink(account.desktop)).url)).cookie);
	expect(page.status).toBe(200);
	expect(page.html).toContain(`<p class="test" role="note">Test account:`);
});

test("bookdrop portal prints a link of the key of --key or BOOKDROP_API_KEY, alone on its line, that opens the portal once", async () => {
	const account = await newAccount("Portal Ltd");
	const shop = await account.integration();
	const printed = await runBookdrop(["portal", "--url", makeOn(), "--key", shop.key]);
	expect({ code: printed.code, stderr: printed.stderr }).toEqual({ code: 0, stderr: "" });
	expect(printed.stdout).toMatch(new RegExp(`^${makeOn()}/portal/enter\\?token=bpl_[0-9A-Za-z]{32}\n$`));
	expect((await overview((await enter(printed.stdout.trim())).cookie)).status).toBe(200);
	const fromEnv = await runBookdrop(["portal", "--url", makeOn()], { BOOKDROP_API_KEY: account.desktop.key });
	expect(fromEnv.code).toBe(0);
	expect(fromEnv.stdout).not.toBe(printed.stdout);
	const refused = await runBookdrop(["portal", "--url", makeOn(), "--key", "ab_unknown"]);
	expect(refused.code).toBe(1);
	expect(refused.stdout).toBe("");
	expect(refused.stderr).toContain('"api_key_invalid"');
});
