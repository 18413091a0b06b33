import net from "node:net";
import { Server, startEmbedded, stopProcesses } from "../support/servers";
import { newAccount } from "../support/suite-api";

// Issue 11: a client sending its headers or its body at one byte a second is cut off at
// HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS instead of holding a connection for minutes.
// Node looks for such clients once a second, and a busy machine runs that check late (CI saw a
// 1 s headers timeout act after 4.7 s): the two limits lie far enough apart that each test tells
// which of them cut the sender off, without betting on how late the check runs.
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 6000;
let server: Server;

beforeAll(async () => {
	server = await startEmbedded({
		HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
		HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
	});
}, 60_000);

afterAll(() => stopProcesses(server.procs));

/** Opens a connection, sends `head`, then one byte of `trickle` every 200 ms; resolves when the server closes it. */
function trickle(head: string, drip: string): Promise<{ afterMs: number; answer: string }> {
	const port = Number(new URL(server.url).port);
	return new Promise((resolve, reject) => {
		const started = Date.now();
		const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
		let answer = "";
		let sent = 0;
		const timer = setInterval(() => {
			if (!socket.destroyed) socket.write(drip[sent++ % drip.length]);
		}, 200);
		socket.on("data", (chunk) => (answer += chunk.toString()));
		socket.on("error", () => undefined);
		socket.on("close", () => {
			clearInterval(timer);
			resolve({ afterMs: Date.now() - started, answer });
		});
		setTimeout(() => reject(new Error("the server kept a slow sender for 20 s")), 20_000).unref();
	});
}

test("headers trickled byte by byte are cut off at the headers timeout", async () => {
	const { afterMs, answer } = await trickle("GET /healthz HTTP/1.1\r\nHost: x\r\n", "X-Slow: abcdefghijklmnopqrstuvwxyz\r\n");
	expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
	expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS); // the headers timeout cut it, not the request timeout
	expect(answer).toMatch(/^HTTP\/1\.1 408/);
}, 25_000);

test("a body trickled byte by byte is cut off at the request timeout", async () => {
	// with a valid key: without one the gateway answers 401 at once and reads none of the body (docs/api.md, "Requests")
	const { desktop } = await newAccount("Slow sender", server.url);
	const head = `POST /v1/customers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${desktop.key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
	const { afterMs } = await trickle(head, "          ");
	expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
	expect(afterMs).toBeLessThan(2 * REQUEST_TIMEOUT_MS);
}, 25_000);

test("a request sent at normal speed is served", async () => {
	expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
