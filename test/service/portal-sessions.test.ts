import type { PortalSession, Principal } from "../../shared/actions/principal";
import { randomBase62, sha256 } from "../../shared/platform/ids";
import { InProcess, IN_PROCESS_ORIGIN, newKey, startServices } from "../support/in-process";
import type { Clock } from "../../shared/platform/clock";

// How long portal links and their sessions live (docs/portal.md), on a clock the test moves: a
// link opens within its 10 minutes and not after, a session lasts its hour and not a second more.
// The clock stands still between moves: no step depends on which second the system is in.

let nowMs = 1_800_000_000_000;
const clock: Clock & { seconds(): number; advance(seconds: number): void } = {
	now: () => nowMs,
	seconds: () => Math.floor(nowMs / 1000),
	advance: (seconds) => void (nowMs += seconds * 1000),
};
let app: InProcess;
let integration: Principal;

beforeAll(async () => {
	app = await startServices(["accounts"], {}, clock);
	({ integration } = await app.account("Portal clock Ltd"));
}, 60_000);

afterAll(() => app.stop());

/** A new link's token, made with the integration's key at the clock's time. */
async function newToken(): Promise<string> {
	const link = await app.call<{ url: string; created: number; expires_at: number }>("accounts.portalLinks.create", {}, integration, newKey());
	expect(link.created).toBe(clock.seconds());
	expect(link.url.startsWith(`${IN_PROCESS_ORIGIN}/portal/enter?token=`)).toBe(true);
	return new URL(link.url).searchParams.get("token")!;
}

/** Spends the token: the session's secret hash and its end, or null when the link opens nothing. */
async function enter(token: string): Promise<{ sessionHash: string; endsAt: number | null }> {
	const sessionHash = sha256(`bps_${randomBase62(32)}`);
	const endsAt = await app.call<number | null>("accounts.enterPortal", { tokenHash: sha256(token), sessionHash }, null);
	return { sessionHash, endsAt };
}

const session = (sessionHash: string) => app.call<PortalSession | null>("accounts.portalSession", { sessionHash }, null);

test("a link opens within its 10 minutes, and not a second after", async () => {
	const inTime = await newToken();
	const late = await newToken();
	clock.advance(599);
	expect((await enter(inTime)).endsAt).toBe(clock.seconds() + 3600);
	clock.advance(1);
	expect((await enter(late)).endsAt).toBeNull();
});

test("a session lasts its hour with the key's rights, and not a second more", async () => {
	const { sessionHash, endsAt } = await enter(await newToken());
	expect(endsAt).toBe(clock.seconds() + 3600);
	clock.advance(3599);
	expect(await session(sessionHash)).toEqual({ principal: { ...integration, expiresAt: null }, keySecretHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
	clock.advance(1);
	expect(await session(sessionHash)).toBeNull();
});
