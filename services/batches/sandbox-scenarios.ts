import { ApiError, isApiErrorCode } from "../../shared/actions/api-errors";
import { ApiAction, ApiContext, principalOf } from "../../shared/actions/action-context";
import { about, exampleId } from "../../shared/actions/json-schema";
import type { Principal } from "../../shared/actions/principal";
import { clockState } from "../../shared/actions/account-clocks";
import { clockRow } from "../../shared/actions/account-clocks.store";
import { accountClock, platformClock, unixSeconds } from "../../shared/platform/clock";
import type { Database, Row } from "../../shared/platform/database";
import { newId } from "../../shared/platform/ids";
import type { DatabaseService } from "../../shared/platform/platform";
import { RESOURCES } from "../../shared/resources";
import { typeOfId } from "./import-batches";
import type { SandboxImporter } from "./sandbox-importer";
import { presentScenarioRun, RunObject, SANDBOX_SCENARIO } from "./sandbox-scenario-view";
import { endRun, failAbandonedRun, importStatuses, insertRun, lastEventSeq, latestRun, runEvents } from "./sandbox-scenarios.store";
import { MadeObject, Scenario, ScenarioFailure, ScenarioOptions, ScenarioRun } from "./scenario-steps";
import { SCENARIOS } from "./scenario-list";

// The sandbox scenarios (docs/testing.md, "Scenarios"): POST /v1/sandbox/scenarios/<name> starts a
// run on the key's test account and answers it once it has ended, or `running` after 8 s; GET
// answers the account's latest run of the name. A run holds the account's importer lease while it
// works, so that the simulated importer takes the run's objects only when the scenario says.

/** What the batches service keeps for the scenarios: its simulated importer, and the runs under way in this process. */
export type ScenarioHost = DatabaseService & { sandbox: SandboxImporter; scenarioRuns: Set<Promise<unknown>> };

/** How long the POST waits for its run before answering it `running` (202): within the gateway's 10 s. */
const ANSWER_WITHIN_MS = 8_000;

const NAME = { type: "string", min: 1, max: 64, ...about("The scenario's name.", "lost_ack") } as const;

function scenarioNamed(name: string): Scenario {
	const scenario = SCENARIOS.find((one) => one.name === name);
	if (!scenario) {
		throw new ApiError("resource_missing", `No scenario named '${name}'; the scenarios are: ${SCENARIOS.map((one) => one.name).join(", ")}.`, {
			param: "name",
		});
	}
	return scenario;
}

function testAccountOnly(ctx: ApiContext): Principal {
	const principal = principalOf(ctx);
	if (principal.mode !== "test")
		throw new ApiError("test_mode_only", "Only a test account's keys (ab_test_…) can run a sandbox scenario; this account is live.");
	return principal;
}

/** The principal with the account's clock as it stands now (a cached key's may predate a move). */
async function withClockNow(db: Database, principal: Principal): Promise<Principal> {
	const row = await clockRow(db, principal.accountId);
	return { ...principal, clock: row ? clockState(row) : undefined };
}

/** Why a run failed, as a client may read it: a step's refusal says what was refused; nothing internal is shown. */
function failureOf(step: string, err: unknown, requestId: string): string {
	if (err instanceof ScenarioFailure) return err.message;
	const type = (err as { type?: unknown }).type;
	if (isApiErrorCode(type) && type !== "internal_error") return `The step '${step}' was refused (${type}): ${(err as Error).message}`;
	return `The step '${step}' failed on an internal error (request ${requestId}).`;
}

/** The objects a run made (the key's, of its integration), in the order made, with their import status now; "deleted" for one deleted since. */
async function madeNow(db: Database, made: MadeObject[], integration: string | null): Promise<RunObject[]> {
	const now = new Map<string, string>();
	for (const decl of RESOURCES) {
		const ids = made.filter((one) => typeOfId(one.id) === decl).map((one) => one.id);
		if (ids.length) for (const row of await importStatuses(db, decl, ids)) now.set(row.id, row.import_status);
	}
	return made.map(({ id, object }) => ({ id, object, status: now.get(id) ?? "deleted", integration }));
}

/** Runs the scenario under the account's importer lease and ends its row: a failed step is the row's `failure`. */
async function execute(host: ScenarioHost, started: Row, scenario: Scenario, principal: Principal, options: ScenarioOptions, requestId: string): Promise<Row> {
	const { db, platform } = host;
	const afterSeq = await lastEventSeq(db, principal.accountId);
	const beganMs = platformClock(platform.clock).now();
	let run: ScenarioRun | undefined;
	let failure: string | null = null;
	try {
		await host.sandbox.whileHolding(principal.accountId, (importNow) => {
			const services = {
				db,
				broker: host.broker,
				clock: platform.clock,
				importerStaleAfterSeconds: platform.config.importerStaleAfterSeconds,
				requestId,
				importNow,
			};
			run = new ScenarioRun(started.id, principal, options, services);
			return scenario.run(run);
		});
	} catch (err) {
		failure = failureOf(run?.step ?? "wait for the account's importer", err, requestId);
		if (!(err instanceof ScenarioFailure)) host.logger.warn(`The sandbox scenario ${scenario.name} (${started.id}) failed:`, err);
	}
	const made = run?.made ?? [];
	const ended = await endRun(db, started.id, {
		status: failure === null ? "succeeded" : "failed",
		ended: unixSeconds(accountClock(platform.clock, (await withClockNow(db, principal)).clock)),
		failure,
		objects: await madeNow(db, made, principal.integrationId),
		events: (await runEvents(db, principal.accountId, afterSeq, [...made.map((one) => one.id), ...(run?.concerns ?? [])])).map((row) => ({
			id: row.id,
			type: row.type,
			integration: row.integration_id,
		})),
	});
	host.logger.debug(`The sandbox scenario ${scenario.name} (${started.id}) ended in ${platformClock(platform.clock).now() - beganMs} ms.`);
	return ended ?? (await latestRun(db, principal.accountId, scenario.name))!;
}

/** `work`'s result, or undefined once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
	return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Answers a run: 200 once it has ended, 202 while it runs. */
function answer(ctx: ApiContext, row: Row, principal: Principal) {
	if (row.status === "running") ctx.meta.$statusCode = 202;
	return presentScenarioRun(row, principal);
}

export const sandboxScenarioActions: Record<string, ApiAction<ScenarioHost>> = {
	"sandbox.runScenario": {
		rest: "POST /sandbox/scenarios/:name",
		summary: "Run a sandbox scenario",
		description:
			"Starts a run of the named scenario on the key's test account (docs/testing.md, \"Scenarios\") and waits for it at most 8 s: answers the run once it has ended (200), else `running` (202; poll `GET /v1/sandbox/scenarios/{name}`). While a run of the name is under way on the account, answers that run and starts none. An unknown name is 404 listing the names; a live account's key gets 403 `test_mode_only`.",
		scope: "write",
		params: {
			name: NAME,
			webhook_endpoint: {
				type: "string",
				max: 64,
				optional: true,
				...about("A webhook endpoint of the key's, for the scenarios that work one (`endpoint_down`).", exampleId("we")),
			},
		},
		response: SANDBOX_SCENARIO,
		accepted: 'The run is still under way after 8 s (`status: "running"`): poll `GET /v1/sandbox/scenarios/{name}`.',
		timeout: 15_000,
		errors: ["test_mode_only"],
		async handler(ctx: ApiContext<{ name: string; webhook_endpoint?: string }>) {
			const principal = await withClockNow(this.db, testAccountOnly(ctx));
			const scenario = scenarioNamed(ctx.params.name);
			const nowMs = platformClock(this.platform.clock).now();
			const now = unixSeconds(accountClock(this.platform.clock, principal.clock));
			await failAbandonedRun(this.db, principal.accountId, scenario.name, nowMs, now);
			const started = await insertRun(this.db, { id: newId("scn"), accountId: principal.accountId, name: scenario.name, started: now, beganMs: nowMs });
			// a run of the name is under way (or has just ended): that one is the answer
			if (!started) return answer(ctx, (await latestRun(this.db, principal.accountId, scenario.name))!, principal);
			const options = { webhookEndpoint: ctx.params.webhook_endpoint };
			// a run its row could not record as ended (the database gone) stays running until the 60 s rule fails it
			const done = execute(this, started, scenario, principal, options, ctx.meta.requestId ?? started.id).catch((err) => {
				this.logger.warn(`The sandbox scenario ${scenario.name} (${started.id}) could not record its end:`, err);
				return started;
			});
			this.scenarioRuns.add(done);
			done.finally(() => this.scenarioRuns.delete(done));
			return answer(ctx, (await within(done, ANSWER_WITHIN_MS)) ?? started, principal);
		},
	},

	"sandbox.scenario": {
		rest: "GET /sandbox/scenarios/:name",
		summary: "Retrieve a sandbox scenario run",
		description:
			"Answers the account's latest run of the named scenario, as the key may see it: `running`, or how it ended. 404 before the account's first run of it; a live account's key gets 403 `test_mode_only`.",
		scope: "read",
		params: { name: NAME },
		response: SANDBOX_SCENARIO,
		errors: ["test_mode_only"],
		async handler(ctx: ApiContext<{ name: string }>) {
			const principal = testAccountOnly(ctx);
			const scenario = scenarioNamed(ctx.params.name);
			const clock = accountClock(this.platform.clock, (await withClockNow(this.db, principal)).clock);
			await failAbandonedRun(this.db, principal.accountId, scenario.name, platformClock(this.platform.clock).now(), unixSeconds(clock));
			const row = await latestRun(this.db, principal.accountId, scenario.name);
			if (!row) throw new ApiError("resource_missing", `This account has no run of the scenario '${scenario.name}' yet.`, { param: "name" });
			return presentScenarioRun(row, principal);
		},
	},
};
