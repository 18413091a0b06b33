import type { Logger } from "moleculer";
import type { Database } from "../../shared/platform/database";
import { ApiError } from "../../shared/actions/api-errors";
import type { Clock } from "../../shared/platform/clock";
import { SandboxRun, SandboxStep, simulateImports } from "./sandbox-pass";
import { releaseLease, takeLease, testAccountsToPass } from "./sandbox.store";

/** How long a replica holds a test account it works: past it, a replica that died is relieved by another. */
const LEASE_MS = 60_000;
/** How often the importer looks for test accounts with objects that have waited their delay. */
const LOOK_EVERY_MS = 1_000;
/** How many accounts one look takes up; the next looks take the others, in turn. */
const ACCOUNTS_PER_LOOK = 100;
/** How often, and how long apart, a request to run at once asks again for an account another replica's pass holds: 5 s in all, well within a call's timeout. */
const LEASE_ASKS = 50;
const ASK_AGAIN_MS = 100;

/**
 * The simulated importer of test accounts (docs/testing.md), on every batches replica. Every
 * second it takes each test account with pending objects, under a lease on the account's row, so
 * that one replica at a time works an account; each pass takes the objects that have waited
 * SANDBOX_IMPORT_DELAY seconds. `runNow` passes over one account at once, whatever their age.
 * Live accounts are never selected: the search and the lease both ask for `mode = 'test'`.
 */
export class SandboxImporter {
	private timer: NodeJS.Timeout | null = null;
	private looking: Promise<void> = Promise.resolve();
	private stopped = false;
	/** The last account the last look took: the next look goes on after it. */
	private after = "";

	constructor(
		private readonly db: Database,
		private readonly clock: Clock,
		private readonly delaySeconds: number,
		private readonly onStep: (step: SandboxStep) => void,
		private readonly logger: Logger,
	) {}

	/** Looks a second after the last look ended: a slow pass never makes looks pile up. */
	start(): void {
		if (this.stopped) return;
		this.timer = setTimeout(() => {
			this.looking = this.look()
				.catch((err) => this.logger.warn("The simulated importer's pass failed:", err))
				.then(() => this.start());
		}, LOOK_EVERY_MS);
		this.timer.unref();
	}

	/** Stops looking, and waits for a pass under way. */
	async stop(): Promise<void> {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		await this.looking;
	}

	/** One pass over `accountId` now, taking every object whatever its age; waits while another replica's pass holds the account. */
	runNow(accountId: string): Promise<SandboxRun> {
		return this.whileHolding(accountId, (passNow) => passNow());
	}

	/**
	 * `work` under the account's lease, waiting while another pass holds it: no other pass takes the
	 * account's objects meanwhile, and `passNow` passes over it at once (a scenario's run holds the
	 * account this way, docs/testing.md, "Scenarios").
	 */
	async whileHolding<T>(accountId: string, work: (passNow: () => Promise<SandboxRun>) => Promise<T>): Promise<T> {
		const passNow = () => simulateImports(this.db, this.clock, accountId, 0, this.onStep);
		// counted, not timed: the clock may stand still (a test's), the wait must not
		for (let ask = 1; ; ask++) {
			const held = await this.withLease(accountId, async () => ({ done: await work(passNow) }));
			if (held) return held.done;
			if (ask >= LEASE_ASKS) throw new ApiError("service_unavailable", "The simulated importer is still passing over this account; try again in a moment.");
			await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
		}
	}

	/**
	 * A pass over each of the next ACCOUNTS_PER_LOOK test accounts with pending objects whose lease
	 * is free, in id order after the last look's: the looks take the accounts in turn, so one that
	 * holds objects no pass can take never keeps another waiting for more than a round.
	 */
	async look(): Promise<void> {
		const accounts = await testAccountsToPass(this.db, this.clock.now(), this.after, ACCOUNTS_PER_LOOK);
		// a short look reached the last account: the next starts over from the first
		this.after = accounts.length === ACCOUNTS_PER_LOOK ? accounts[accounts.length - 1] : "";
		for (const id of accounts) {
			if (this.stopped) return;
			await this.withLease(id, () => simulateImports(this.db, this.clock, id, this.delaySeconds, this.onStep));
		}
	}

	/** `work` under the account's lease, or null when another pass holds it; the lease is released after. */
	private async withLease<T>(accountId: string, work: () => Promise<T>): Promise<T | null> {
		const now = this.clock.now();
		const until = now + LEASE_MS;
		if (!(await takeLease(this.db, accountId, until, now))) return null;
		try {
			return await work();
		} finally {
			await releaseLease(this.db, accountId, until);
		}
	}
}
