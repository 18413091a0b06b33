import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

/** What a scripted server saw of one request. */
export interface Seen {
	method: string;
	url: string;
	headers: http.IncomingHttpHeaders;
	idempotencyKey?: string;
}

/** A server answering each request with the next of `answers`: [status, body, headers]; status 0 drops the connection. */
export async function scripted(answers: Array<[number, unknown, Record<string, string>?]>) {
	const seen: Seen[] = [];
	const server = http.createServer((req, res) => {
		seen.push({ method: req.method!, url: req.url!, headers: req.headers, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
		const [status, body, headers = {}] = answers.shift() ?? [500, {}];
		if (status === 0) return req.socket.destroy();
		res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A plain TCP server that accepts every connection, reads what comes, and never answers: what a
 * hung server or a black-holed proxy looks like to a client. `requests()` answers what each connection
 * that sent anything sent (fetch may open a connection it then leaves unused).
 */
export async function silent() {
	const sockets = new Set<net.Socket>();
	const received: string[] = [];
	const waiting: Array<() => void> = [];
	const server = net.createServer((socket) => {
		sockets.add(socket);
		const at = received.push("") - 1;
		socket.on("data", (chunk) => {
			received[at] += chunk.toString("latin1");
			for (const wake of waiting.splice(0)) wake();
		});
		socket.on("error", () => undefined);
		socket.on("close", () => sockets.delete(socket));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const close = () =>
		new Promise((resolve) => {
			for (const socket of sockets) socket.destroy();
			server.close(resolve);
		});
	const requests = () => received.filter((bytes) => bytes !== "");
	/** Resolves once `count` connections have sent something: a request in flight may land after its client gave up. */
	const sent = async (count: number) => {
		while (requests().length < count) await new Promise<void>((resolve) => waiting.push(resolve));
	};
	return { url, requests, sent, close };
}
