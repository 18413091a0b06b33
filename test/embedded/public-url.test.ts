import http from "node:http";
import { ADMIN_TOKEN, Server, startEmbedded, stopProcesses } from "../support/servers";

// With PUBLIC_URL set, the document and the reference page name that origin whatever Host a request
// carries, and may be cached by anyone (docs/operations.md, "Configuration").
const PUBLIC_URL = "https://api.example.com";
let server: Server;

beforeAll(async () => {
	server = await startEmbedded({ PUBLIC_URL: `${PUBLIC_URL}/` });
}, 90_000);

afterAll(() => stopProcesses(server.procs));

function getWithHost(urlPath: string, host: string): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
	const { hostname, port } = new URL(server.url);
	return new Promise((resolve, reject) => {
		const req = http.request({ hostname, port, path: urlPath, headers: { Host: host }, setHost: false, agent: false }, (res) => {
			let body = "";
			res.on("data", (chunk) => (body += chunk)).on("end", () => resolve({ headers: res.headers, body }));
		});
		req.on("error", reject).end();
	});
}

test("the document and the reference page name PUBLIC_URL whatever the Host, and do not vary on it", async () => {
	for (const host of ["evil.example", "127.0.0.1", "<b>x</b>"]) {
		const document = await getWithHost("/v1/openapi.json", host);
		expect(JSON.parse(document.body).servers).toEqual([{ url: PUBLIC_URL, description: "The bookdrop server that served this document." }]);
		const page = await getWithHost("/docs", host);
		expect(page.body).toContain(`<code id="server">${PUBLIC_URL}</code>`);
		expect(page.body).not.toContain(host);
		for (const { headers } of [document, page]) expect(headers.vary).toBeUndefined();
		expect(page.headers["cache-control"]).toBe("no-cache");
	}
});

test("a portal link names PUBLIC_URL, is entered from a form of that origin alone, and its session's cookie is Secure there; its pages' forms too are accepted from that origin alone", async () => {
	const made = await fetch(`${server.url}/admin/v1/accounts`, {
		method: "POST",
		headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Portal over TLS" }),
	});
	const desktopKey = ((await made.json()) as { desktop_key: { secret: string } }).desktop_key.secret;
	const link = await fetch(`${server.url}/v1/portal_links`, {
		method: "POST",
		headers: { Authorization: `Bearer ${desktopKey}`, "Idempotency-Key": "portal-tls" },
	});
	const { url } = (await link.json()) as { url: string };
	expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/portal/enter\\?token=bpl_`));
	const enter = (origin: string) =>
		fetch(`${server.url}/portal/enter`, {
			method: "POST",
			redirect: "manual",
			headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ token: new URL(url).searchParams.get("token")! }).toString(),
		});
	expect((await enter(server.url)).status).toBe(403);
	const entered = await enter(PUBLIC_URL);
	expect(entered.status).toBe(303);
	expect(entered.headers.get("set-cookie")).toMatch(/^bookdrop_portal=bps_\w+; Path=\/portal; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);

	const cookie = /^(bookdrop_portal=bps_\w+);/.exec(entered.headers.get("set-cookie")!)![1];
	const endpoints = await fetch(`${server.url}/portal/webhook_endpoints`, { headers: { Cookie: cookie } });
	const csrf_token = /name="csrf_token" value="([^"]+)"/.exec(await endpoints.text())![1];
	const create = (origin: string) =>
		fetch(`${server.url}/portal/webhook_endpoints`, {
			method: "POST",
			redirect: "manual",
			headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams({ csrf_token, url: "https://127.0.0.1:9/hooks" }).toString(),
		});
	expect((await create(server.url)).status).toBe(403);
	expect((await create(PUBLIC_URL)).status).toBe(201);
});
