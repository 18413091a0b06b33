import { ApiError } from "../../shared/actions/api-errors";
import { ApiAction, ApiContext, principalOf } from "../../shared/actions/action-context";
import { about, component, EXAMPLE_TIME, objectOf, time } from "../../shared/actions/json-schema";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { clockState } from "../../shared/actions/account-clocks";
import { clockedAccounts, clockRow } from "../../shared/actions/account-clocks.store";
import type { Row } from "../../shared/platform/database";
import type { DatabaseService } from "../../shared/platform/platform";
import { accountKeyHashes, ClockMove, markSwept, moveClock } from "./sandbox-clock.store";
import { sweepAccountAging } from "./pending-aging";
import { markAccountStale } from "./importer-presence";
import { sweepTraced } from "../../shared/platform/tracing";
import { countPendingAgingAlerts } from "../../shared/platform/metrics";

// A clock per test account (docs/testing.md, "The account's clock"): a test account's time may be
// frozen and moved on, and what bookdrop decides by time for that account follows it.

/** The most an advance moves the clock at once: 60 days. */
const MAX_ADVANCE_SECONDS = 60 * 86_400;

const SANDBOX_CLOCK = component("sandbox_clock", {
	...objectOf({
		object: { const: "sandbox_clock", description: "The type of the object." },
		now: time("The account's time: what bookdrop reads for this account when it decides by time."),
		frozen: { type: "boolean", description: "Whether the clock stands still (it moves only when advanced).", examples: [false] },
		status: {
			type: "string",
			enum: ["ready", "advancing"],
			description:
				"`advancing` after an advance, until every sweep (expiry, pending aging, importer staleness) has passed over the account at its new time; then `ready`.",
			examples: ["ready"],
		},
	}),
	description: "A test account's clock (docs/testing.md).",
});

function presentClock(row: Row, platform: Clock) {
	const state = clockState(row);
	return {
		object: "sandbox_clock",
		now: unixSeconds(accountClock(platform, state)),
		frozen: state?.frozenAt != null,
		status: row.clock_moves === row.clock_swept_moves ? "ready" : "advancing",
	};
}

function testAccountOnly(ctx: ApiContext): string {
	const principal = principalOf(ctx);
	if (principal.mode !== "test") {
		throw new ApiError("test_mode_only", "Only a test account's keys (ab_test_…) have a clock of their own; a live account runs on the platform's time.");
	}
	return principal.accountId;
}

/**
 * The sweeps pass over one clocked account at its time (the expiry sweep in the batches service,
 * pending aging and importer staleness here); then the account is ready, unless moved again since.
 */
export async function catchUpClock(service: DatabaseService, accountId: string, moves: number): Promise<void> {
	const { db, platform } = service;
	await service.broker.call("batches.sweepAccountClock", { accountId });
	const aging = await sweepTraced("pending-aging", () => sweepAccountAging(db, platform.clock, accountId));
	countPendingAgingAlerts(platform.metrics, aging);
	const stale = await sweepTraced("importer-staleness", () => markAccountStale(db, platform.clock, platform.config.importerStaleAfterSeconds, accountId));
	if (aging || stale) service.broker.emit("webhooks.due", {}).catch(() => undefined);
	await markSwept(db, accountId, moves);
}

/** Catches up every clocked account whose sweeps have not yet run at its time (an advance whose catch-up failed). */
export async function catchUpClocks(service: DatabaseService): Promise<void> {
	for (const row of await clockedAccounts(service.db)) {
		if (row.clock_moves !== row.clock_swept_moves) await catchUpClock(service, row.id, row.clock_moves);
	}
}

export const sandboxClockActions: Record<string, ApiAction<DatabaseService>> = {
	"sandbox.clock": {
		rest: "GET /sandbox/clock",
		summary: "Retrieve the test clock",
		description:
			"Answers the test account's clock: its time, whether it is frozen, and whether the sweeps have caught up with its last advance (`ready`); a live account's key gets 403 `test_mode_only`.",
		scope: "read",
		params: {},
		response: SANDBOX_CLOCK,
		errors: ["test_mode_only"],
		async handler(ctx: ApiContext) {
			const row = await clockRow(this.db, testAccountOnly(ctx));
			return presentClock(row!, this.platform.clock);
		},
	},

	"sandbox.moveClock": {
		rest: "POST /sandbox/clock",
		summary: "Move the test clock",
		description: `Moves the test account's clock: \`advance\` moves it on by 1 to ${MAX_ADVANCE_SECONDS} seconds (60 days) at once, \`frozen\` stops it (it then moves only when advanced) or lets it run again from where it stands; send one of them. An advance answers at once, \`advancing\`, while expiry, pending aging and importer staleness catch up with the account's new time; \`GET /v1/sandbox/clock\` says \`ready\` when they have. Only this account's time moves; a live account's key gets 403 \`test_mode_only\`.`,
		scope: "write",
		params: {
			advance: {
				type: "number",
				integer: true,
				min: 1,
				max: MAX_ADVANCE_SECONDS,
				optional: true,
				...about("Seconds to move the clock on, at most 60 days.", 86_400),
			},
			frozen: { type: "boolean", optional: true, ...about("true: the clock stands still; false: it runs again from where it stands.", true) },
		},
		response: SANDBOX_CLOCK,
		example: { now: EXAMPLE_TIME + 86_400, status: "advancing" },
		errors: ["test_mode_only"],
		async handler(ctx: ApiContext<{ advance?: number; frozen?: boolean }>) {
			const accountId = testAccountOnly(ctx);
			const { advance, frozen } = ctx.params;
			if ((advance === undefined) === (frozen === undefined)) {
				throw new ApiError("parameter_invalid", "Send either advance (seconds) or frozen (true or false), and only one of them.", {
					param: advance === undefined ? "advance" : "frozen",
				});
			}
			const move: ClockMove = advance !== undefined ? { advance } : { frozen: frozen! };
			const row = (await moveClock(this.db, accountId, move, unixSeconds(this.platform.clock)))!;
			// Cached principals carry the clock: the account's keys are looked up again, as after a revocation.
			for (const secretHash of await accountKeyHashes(this.db, accountId)) await this.platform.store.forgetKey(secretHash);
			if (advance !== undefined) {
				catchUpClock(this, accountId, row.clock_moves).catch((err) => this.logger.warn("The test clock's catch-up failed; the next sweep retries it:", err));
			}
			return presentClock(row, this.platform.clock);
		},
	},
};
