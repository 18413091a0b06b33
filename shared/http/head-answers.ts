import type { IncomingMessage, ServerResponse } from "node:http";

/** Whether `method` reads what a GET route serves: HEAD is answered wherever GET is (docs/api.md, "Requests"). */
export const readsGet = (method: string | undefined): boolean => method === "GET" || method === "HEAD";

/** The methods a path answers, HEAD after GET wherever GET is. */
export function withHead(methods: readonly string[]): string[] {
	return methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : method === "HEAD" ? [] : [method]));
}

/**
 * An answer to HEAD carries the GET's headers without its body. Node.js drops the body, and with it
 * the Content-Length it would have computed from it: this sets that length from the body not sent.
 */
export function keepHeadLength(req: IncomingMessage, res: ServerResponse): void {
	if (req.method !== "HEAD") return;
	const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
	res.end = ((...args: unknown[]) => {
		const [body] = args;
		if (!res.headersSent && !res.hasHeader("Content-Length") && (typeof body === "string" || body instanceof Uint8Array)) {
			res.setHeader("Content-Length", Buffer.byteLength(body));
		}
		return end(...args);
	}) as ServerResponse["end"];
}
