import http from "node:http";

/**
 * A request from another loopback address (127.0.0.0/8 is all this machine's): the gateway's
 * per-address limits then count this test's requests alone.
 */
export function requestFrom(
	localAddress: string,
	url: string,
	headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { localAddress, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk: Buffer) => chunks.push(chunk));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
		});
		req.on("error", reject);
		req.end();
	});
}

/** A loopback address no other test uses. */
export const someLoopbackAddress = () => `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** The status of an event stream (or any long answer) opened from `localAddress`; the connection is closed once it is known. */
export function streamFrom(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = http.request(url, { localAddress, headers }, (res) => {
			resolve(res.statusCode ?? 0);
			req.destroy();
		});
		req.on("error", reject);
		req.end();
	});
}
