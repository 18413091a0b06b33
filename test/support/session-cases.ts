import type { SharedStore } from "../../shared/platform/shared-store";
import { until } from "./wait";

/**
 * The capped sessions of a shared store (the event streams of a key, services/gateway/event-stream.ts),
 * one suite for both backends: process memory (test/unit/sessions.test.ts) and Redis
 * (test/distributed/stream-sessions.test.ts).
 */
export function sessionCases(store: () => SharedStore): void {
	test("a name holds at most `cap` sessions; closing one frees its place; names are apart", async () => {
		expect(await store().openSession("streams:key_a", "s1", 2, 60_000)).toBe(true);
		expect(await store().openSession("streams:key_a", "s2", 2, 60_000)).toBe(true);
		expect(await store().openSession("streams:key_a", "s3", 2, 60_000)).toBe(false);
		expect(await store().openSession("streams:key_b", "s1", 2, 60_000)).toBe(true);
		await store().closeSession("streams:key_a", "s1");
		expect(await store().openSession("streams:key_a", "s3", 2, 60_000)).toBe(true);
		expect(await store().openSession("streams:key_a", "s4", 2, 60_000)).toBe(false);
	});

	test("a session not renewed within its ttl ends by itself; a renewed one lives on", async () => {
		const opened = Date.now();
		expect(await store().openSession("streams:key_c", "kept", 2, 300)).toBe(true);
		expect(await store().openSession("streams:key_c", "lost", 2, 300)).toBe(true);
		const renewing = setInterval(() => void store().renewSession("streams:key_c", "kept", 300), 100);
		try {
			await until(() => store().openSession("streams:key_c", "new", 2, 300), 2_000, "a place freed by the lost session");
			expect(Date.now() - opened).toBeGreaterThanOrEqual(300);
			expect(await store().openSession("streams:key_c", "more", 2, 300)).toBe(false);
		} finally {
			clearInterval(renewing);
		}
	});
}
