import type { ServiceBroker } from "moleculer";
import type { Database } from "../../shared/platform/database";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { clockState } from "../../shared/actions/account-clocks";
import { clockRow } from "../../shared/actions/account-clocks.store";
import { readClaim } from "../../shared/actions/idempotency";
import type { RequestMeta } from "../../shared/actions/action-context";
import { DESKTOP_SCOPES, Principal } from "../../shared/actions/principal";
import type { SandboxRun } from "./sandbox-pass";

// What a sandbox scenario (docs/testing.md, "Scenarios") does its work with: the key's own calls,
// the merchant's (the importer's) calls, the account's clock and the simulated importer. A scenario
// is a file of its own (scenario-*.ts) listed in scenario-list.ts.

/** A named run of the simulated importer that reproduces a classic failure. */
export interface Scenario {
	name: string;
	run(run: ScenarioRun): Promise<void>;
}

/** What the scenario's request asked beyond its name. */
export interface ScenarioOptions {
	/** A webhook endpoint of the key's, for the scenarios that work one. */
	webhookEndpoint?: string;
}

/** What the batches service lends a run. */
export interface ScenarioServices {
	db: Database;
	broker: ServiceBroker;
	/** The platform's clock; the account's is read from it and the account's row. */
	clock: Clock;
	importerStaleAfterSeconds: number;
	requestId: string;
	/** One pass of the simulated importer over the account now, whatever the objects' age, under the lease the run holds. */
	importNow(): Promise<SandboxRun>;
}

/** How often, and how long apart, a run asks whether the account's clock has caught up with an advance: 10 s at most. */
const CLOCK_ASKS = 400;
const ASK_AGAIN_MS = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An object a run made: its id and type, in the order made. */
export interface MadeObject {
	id: string;
	object: string;
}

/**
 * One run of a scenario on a test account, as the key that started it: its calls go to the same
 * actions as the key's requests would, with the key's principal (so the objects are the key's), and
 * each carries an Idempotency-Key of its own. The importer's steps use the merchant's principal,
 * as the simulated importer does.
 */
export class ScenarioRun {
	readonly made: MadeObject[] = [];
	/** The ids of what the run works beyond what it made (a webhook endpoint): their events are the run's too. */
	readonly concerns: string[] = [];
	/** The step under way, which a failure names. */
	step = "start";
	private calls = 0;

	constructor(
		readonly id: string,
		public principal: Principal,
		readonly options: ScenarioOptions,
		private readonly services: ScenarioServices,
	) {}

	get importerStaleAfterSeconds(): number {
		return this.services.importerStaleAfterSeconds;
	}

	/** The merchant, as the importer acts: the desktop key's view of the whole account, on its clock. */
	get merchant(): Principal {
		return { ...this.principal, integrationId: null, keyId: "sandbox", scopes: DESKTOP_SCOPES };
	}

	/** The account's time, unix seconds. */
	now(): number {
		return unixSeconds(accountClock(this.services.clock, this.principal.clock));
	}

	/** Calls `action` as the key (or `as`), as its request would, with an Idempotency-Key of the run's. */
	async call<T = any>(action: string, params: Record<string, unknown>, as: Principal = this.principal): Promise<T> {
		const key = `${this.id}_${++this.calls}`;
		const meta: RequestMeta = {
			principal: as,
			requestId: this.services.requestId,
			idempotency: readClaim(key, { method: "POST", path: action, body: params }, as),
		};
		return this.services.broker.call(action, params, { meta });
	}

	/** Creates an object with `<resource>.create` ("catalog.customers"), marked with the run's id in `metadata.sandbox_scenario`. */
	async create<T extends MadeObject = MadeObject & Record<string, any>>(resource: string, params: Record<string, any>): Promise<T> {
		const made = await this.call<T>(`${resource}.create`, { ...params, metadata: { ...params.metadata, sandbox_scenario: this.id } });
		this.made.push({ id: made.id, object: made.object });
		return made;
	}

	/** Moves the account's clock on by `seconds` and waits until its sweeps have run at the new time (`ready`). */
	async advanceClock(seconds: number): Promise<void> {
		await this.call("accounts.sandbox.moveClock", { advance: seconds });
		// counted, not timed: the wait is for the sweeps, not for the account's time
		for (let ask = 1; (await this.call("accounts.sandbox.clock", {})).status !== "ready"; ask++) {
			if (ask >= CLOCK_ASKS) throw new ScenarioFailure("The account's clock did not catch up with its advance within 10 s.");
			await pause(ASK_AGAIN_MS);
		}
		const row = await clockRow(this.services.db, this.principal.accountId);
		this.principal = { ...this.principal, clock: row ? clockState(row) : undefined };
	}

	/** A request of the merchant's desktop software reaches bookdrop: the importer is seen (and back, if it was stale). */
	async importerSeen(): Promise<void> {
		const meta: RequestMeta = { principal: this.merchant, requestId: this.services.requestId };
		await this.services.broker.call("accounts.importerSeen", { accountId: this.principal.accountId }, { meta });
	}

	/** The simulated importer passes over the account now. */
	importNow(): Promise<SandboxRun> {
		return this.services.importNow();
	}

	/**
	 * The two crash scenarios' start: a customer and a revenue of it (`order`), claimed by the
	 * importer in one batch, which stays open as a crash leaves it; the restarted importer finds it
	 * listed open. Answers the objects and the batch.
	 */
	async claimThenCrash(customerName: string, order: { description: string; amount: number }) {
		this.step = "create the objects";
		const customer = await this.create("catalog.customers", { name: customerName });
		const revenue = await this.create("transactions.revenue", { ...order, currency: "EUR", occurred_on: "2026-03-04", customer: customer.id });
		this.step = "claim the batch";
		const batch = await this.call("batches.create", { objects: [{ id: customer.id }, { id: revenue.id }] }, this.merchant);
		const claimed = await this.call("catalog.customers.retrieve", { id: customer.id });
		this.expect(batch.status === "open" && claimed.import.batch === batch.id, `The batch ${batch.id} should be open and hold ${customer.id}.`);
		this.step = "recover";
		const open = await this.call("batches.list", { status: "open" }, this.merchant);
		this.expect(
			open.data.some((one: { id: string }) => one.id === batch.id),
			`After the crash the batch ${batch.id} should be listed open.`,
		);
		return { customer, revenue, batch };
	}

	/** A state the scenario promises: the run fails with `message` when it does not hold. */
	expect(holds: boolean, message: string): void {
		if (!holds) throw new ScenarioFailure(message);
	}
}

/** A state a scenario promises did not hold: its message is the run's `failure`. */
export class ScenarioFailure extends Error {}
