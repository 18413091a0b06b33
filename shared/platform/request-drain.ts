import { systemClock } from "./clock";
import type http from "node:http";

/** Counts the requests an HTTP server is answering, so that a stop can wait for them. */
export function trackRequests(server: http.Server): { drain(limitMs: number): Promise<void> } {
	let running = 0;
	server.on("request", (_req, res: http.ServerResponse) => {
		running++;
		res.once("close", () => running--);
	});
	return {
		/**
		 * Stops accepting connections, waits until every request received is answered (at most
		 * `limitMs`), then closes the connections left, idle keep-alive ones included.
		 */
		async drain(limitMs: number) {
			server.close();
			// a shutdown's real time: it waits before the platform (and its clock) closes
			const deadline = systemClock.now() + limitMs;
			while (running > 0 && systemClock.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
			server.closeAllConnections();
		},
	};
}
