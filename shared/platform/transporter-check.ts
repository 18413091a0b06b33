import type { ServiceBroker } from "moleculer";
import { serverMaxPayload } from "./moleculer-internals";

/**
 * The largest message bookdrop sends over NATS must fit in one: a 1 MiB request body plus
 * Moleculer's envelope, and list pages and import batches on the way back. `max_payload: 8MB`.
 */
export const NEEDED_MAX_PAYLOAD = 8 * 1024 * 1024;

/** What to tell the operator about a server's max_payload: null when it is enough, or not known. */
export function maxPayloadWarning(maxPayload: number | null): string | null {
	if (maxPayload === null || maxPayload >= NEEDED_MAX_PAYLOAD) return null;
	return (
		`transporter max_payload is ${maxPayload} bytes; bookdrop needs ${NEEDED_MAX_PAYLOAD} (a 1 MiB request body plus ` +
		"Moleculer's envelope): set max_payload: 8MB in the NATS server's config"
	);
}

/**
 * The transporter's warnings: what works, but not for every request. A server with a small
 * max_payload serves small requests, so the node stays ready and says so instead.
 */
export function transporterWarnings(broker: ServiceBroker): string[] {
	const warning = maxPayloadWarning(serverMaxPayload(broker));
	return warning === null ? [] : [warning];
}
