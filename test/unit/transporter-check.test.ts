import type { ServiceBroker } from "moleculer";
import { serverMaxPayload } from "../../shared/platform/moleculer-internals";
import { maxPayloadWarning, NEEDED_MAX_PAYLOAD, transporterWarnings } from "../../shared/platform/transporter-check";

// A NATS server whose max_payload is under 8 MiB is named at start and on /readyz, with the fix.
// test/distributed/operator-lines.test.ts runs a process against a real nats-server's default.

/** A broker as the check sees it: its transporter's NATS client and the INFO the server sent. */
const brokerWith = (info: { max_payload?: number } | undefined, transit = true) =>
	({ transit: transit ? { tx: { client: { info } } } : undefined }) as unknown as ServiceBroker;

test("bookdrop needs NATS's `max_payload: 8MB`, 8 MiB", () => {
	expect(NEEDED_MAX_PAYLOAD).toBe(8_388_608);
});

test("a max_payload under 8 MiB is one line naming the server's value, the needed one and the fix", () => {
	expect(maxPayloadWarning(1_048_576)).toBe(
		"transporter max_payload is 1048576 bytes; bookdrop needs 8388608 (a 1 MiB request body plus Moleculer's envelope): set max_payload: 8MB in the NATS server's config",
	);
	expect(maxPayloadWarning(NEEDED_MAX_PAYLOAD - 1)).toMatch(/^transporter max_payload is 8388607 bytes; bookdrop needs 8388608 /);
});

test("8 MiB or more, or a server not known yet, is no warning", () => {
	expect(maxPayloadWarning(NEEDED_MAX_PAYLOAD)).toBeNull();
	expect(maxPayloadWarning(64 * 1024 * 1024)).toBeNull();
	expect(maxPayloadWarning(null)).toBeNull();
});

test("the server's max_payload is read from the INFO its NATS client holds", () => {
	expect(serverMaxPayload(brokerWith({ max_payload: 1_048_576 }))).toBe(1_048_576);
	expect(serverMaxPayload(brokerWith(undefined))).toBeNull();
	expect(serverMaxPayload(brokerWith(undefined, false))).toBeNull();
});

test("the transporter's warnings: one for a small max_payload, none otherwise or without a transporter", () => {
	expect(transporterWarnings(brokerWith({ max_payload: 1_048_576 }))).toEqual([maxPayloadWarning(1_048_576)]);
	expect(transporterWarnings(brokerWith({ max_payload: NEEDED_MAX_PAYLOAD }))).toEqual([]);
	expect(transporterWarnings(brokerWith(undefined, false))).toEqual([]);
});
