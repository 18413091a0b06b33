import { ServerResponse } from "node:http";
import https from "node:https";
import { AddressInfo } from "node:net";
import { testTls } from "./servers";

export interface EventReceiver {
	/** The endpoint URL to register. */
	url: string;
	close(): void;
}

/**
 * A webhook receiver on 127.0.0.1, over HTTPS with the certificate test processes trust: hands each
 * event's id and the response to `onEvent`, which answers it (or holds it).
 */
export async function eventReceiver(onEvent: (eventId: string, res: ServerResponse) => void): Promise<EventReceiver> {
	const { cert, key } = testTls();
	const server = https.createServer({ cert, key }, (req, res) => {
		let body = "";
		req.on("data", (chunk) => (body += chunk));
		req.on("end", () => onEvent(JSON.parse(body).id, res));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => server.close() };
}
