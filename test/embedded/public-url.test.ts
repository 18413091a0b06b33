import http from "node:http";
import { Server, startEmbedded, stopProcesses } from "../support/servers";

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
