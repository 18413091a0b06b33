import http from "node:http";
import { target } from "../support/suite-api";

// The document (/v1/openapi.json) and the reference page (/docs) name the server they were fetched
// from. Without PUBLIC_URL (as this suite's servers run) that is the request's Host, so the answer
// says `Vary: Host` and is for its client alone (`Cache-Control: private`): a shared cache never hands
// one client's Host to another. With PUBLIC_URL: test/embedded/public-url.test.ts.

/** GET with a Host header of our choosing (fetch sets its own). */
function getWithHost(urlPath: string, host: string): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
	const { hostname, port } = new URL(target().url);
	return new Promise((resolve, reject) => {
		const req = http.request({ hostname, port, path: urlPath, headers: { Host: host }, setHost: false, agent: false }, (res) => {
			let body = "";
			res.on("data", (chunk) => (body += chunk)).on("end", () => resolve({ headers: res.headers, body }));
		});
		req.on("error", reject).end();
	});
}

test("a document named after the request's Host varies on Host and is private to its client", async () => {
	const { headers, body } = await getWithHost("/v1/openapi.json", "evil.example");
	expect(JSON.parse(body).servers[0].url).toBe("http://evil.example");
	expect({ vary: headers.vary, cache: headers["cache-control"] }).toEqual({ vary: "Host", cache: "private, no-cache" });
});

test("so is the reference page", async () => {
	const { headers, body } = await getWithHost("/docs", "evil.example");
	expect(body).toContain('<code id="server">http://evil.example</code>');
	expect({ vary: headers.vary, cache: headers["cache-control"] }).toEqual({ vary: "Host", cache: "private, no-cache" });
});
