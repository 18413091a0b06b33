import { sweepTraced } from "../../shared/platform/tracing";
import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { claimBatch, ClaimEntry, completeBatch, presentBatches, revertBatch } from "./import-batches";
import { declineActions } from "./decline-actions";
import { deliveriesDue } from "./deliveries-due";
import { batchesPage, pendingObjects, visibleBatch } from "./import-batches.store";
import { IMPORT_BATCH } from "./batch-views";
import { about, EXAMPLE_TIME, exampleId, listOf } from "../../shared/actions/json-schema";
import { PAGE_SCHEMA } from "../../shared/actions/pages";
import type { Principal } from "../../shared/actions/principal";
import { storeIfKeyed, storeOnce } from "../../shared/actions/idempotency";
import { countExpired, countImportBatches, countRejection, registerImportMetrics } from "../../shared/platform/metrics";
import { ApiAction, ApiContext, clockOf, principalOf } from "../../shared/actions/action-context";
import { ID_RULE, REJECTERS, REJECTION_CODES } from "../../shared/engine";
import { DatabaseMixin, DatabaseService, DatabaseServiceSchema } from "../../shared/platform/platform";
import { SandboxImporter } from "./sandbox-importer";
import { presentRun, SANDBOX_RUN } from "./sandbox-run-view";
import type { SandboxStep } from "./sandbox-pass";
import { booksActions } from "./books-actions";
import { expireAccount, expireObjects } from "./expiry-sweep";
import { RESOURCES } from "../../shared/resources";
import { sandboxScenarioActions } from "./sandbox-scenarios";

/** What the batches service keeps beside the database: its simulated importer and its expiry sweep. */
interface Own {
	sandbox: SandboxImporter;
	/** The scenario runs under way in this process (docs/testing.md, "Scenarios"): a stop waits for them. */
	scenarioRuns: Set<Promise<unknown>>;
	sandboxStepDone(step: SandboxStep): void;
	expiryTimer: NodeJS.Timeout;
	sweepExpired(): Promise<void>;
	countExpired(marked: Map<string, number>): void;
}

export const MAX_BATCH_OBJECTS = 1000;

const createParams = {
	objects: {
		type: "array",
		min: 1,
		max: MAX_BATCH_OBJECTS,
		items: {
			type: "object",
			strict: true,
			props: {
				id: { type: "string", empty: false, max: 64, ...about("A pending object's id.", exampleId("cus")) },
				local_ref: {
					type: "string",
					min: 1,
					max: 255,
					optional: true,
					...about("The merchant's own id for it: given for every object, the batch imports at once.", "C-1001"),
				},
			},
			...about("An object to claim."),
		},
		...about("The objects to claim, each once; an object is claimable once what it references is imported or in the batch."),
	},
} as const;

async function presentBatchFor(db: Queryable, principal: Principal, row: Row) {
	const [batch] = await presentBatches(db, [row], principal.integrationId);
	return batch;
}

/** POST /v1/sandbox/run: the simulated importer passes over the key's test account at once (docs/testing.md). */
const sandboxRun: ApiAction<DatabaseService & Own> = {
	rest: "POST /sandbox/run",
	summary: "Run the simulated importer",
	description:
		"Runs the simulated importer over the key's test account at once, whatever the age of its pending objects, and answers what the pass did; a live account's key gets 403 `test_mode_only`.",
	scope: "write",
	params: {},
	response: SANDBOX_RUN,
	errors: ["test_mode_only"],
	async handler(ctx: ApiContext) {
		const principal = principalOf(ctx);
		if (principal.mode !== "test") {
			throw new ApiError("test_mode_only", "Only a test account's keys (ab_test_…) can run the simulated importer; this account is live.");
		}
		return presentRun(await this.sandbox.runNow(principal.accountId), principal);
	},
};

/** The merchant's side of the lifecycle: import batches (claim, complete, revert) and rejections; the simulated importer of test accounts. */
const BatchesService: DatabaseServiceSchema<Own> = {
	name: "batches",
	mixins: [DatabaseMixin],
	actions: {
		create: {
			rest: "POST /import_batches",
			summary: "Create an import batch",
			description:
				"Claims 1 to 1,000 pending objects for the merchant's software, all or nothing. With a `local_ref` for every object the batch imports them at once (`completed`); with none it claims them (`open`) until a complete or revert. An object is claimable once what it references is imported or in the same batch.",
			scope: "import",
			idempotent: true,
			params: createParams,
			response: IMPORT_BATCH,
			errors: ["object_not_claimable"],
			async handler(ctx: ApiContext) {
				const entries: ClaimEntry[] = ctx.params.objects;
				if (new Set(entries.map((entry) => entry.id)).size !== entries.length) {
					throw new ApiError("parameter_invalid", "objects must name each object once.", { param: "objects" });
				}
				const withRefs = entries.filter((entry) => entry.local_ref !== undefined).length;
				if (withRefs !== 0 && withRefs !== entries.length) {
					throw new ApiError("parameter_invalid", "Give a local_ref for every object (to import at once) or for none (to claim, then complete).", {
						param: "objects",
					});
				}
				const principal = principalOf(ctx);
				const created = await this.db.transaction(async (tx) => {
					const [batch] = await presentBatches(tx, [await claimBatch(tx, principal, entries, clockOf(ctx, this.platform.clock))], null);
					return storeOnce(ctx, tx, batch);
				});
				// a one-shot import (local refs given) claims and completes in one commit
				countImportBatches(this.platform.metrics, "claim");
				if (withRefs) countImportBatches(this.platform.metrics, "complete");
				deliveriesDue(ctx);
				return created;
			},
		},

		complete: {
			rest: "POST /import_batches/:id/complete",
			summary: "Complete an import batch",
			description:
				"Imports the objects of an open batch: `local_refs` names each of them, and only them, with the merchant's own id. The objects become `imported` and their integrations get `<object>.imported` events.",
			scope: "import",
			// A retry with the key of a complete whose answer was lost replays that answer (docs/lifecycle.md, "Recovering after a crash").
			idempotent: "optional",
			params: {
				id: ID_RULE,
				local_refs: {
					type: "record",
					key: { type: "string" },
					value: { type: "string", min: 1, max: 255 },
					...about("The merchant's own id for each object of the batch, by object id: every object, and no other.", { [exampleId("cus")]: "C-1001" }),
				},
			},
			response: IMPORT_BATCH,
			errors: ["batch_not_open"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const completed = await this.db.transaction(async (tx) =>
					storeIfKeyed(
						ctx,
						tx,
						await presentBatchFor(tx, principal, await completeBatch(tx, principal, ctx.params.id, ctx.params.local_refs, clockOf(ctx, this.platform.clock))),
					),
				);
				countImportBatches(this.platform.metrics, "complete");
				deliveriesDue(ctx);
				return completed;
			},
		},

		revert: {
			rest: "POST /import_batches/:id/revert",
			summary: "Revert an import batch",
			description:
				"Undoes an open or completed batch: its objects are pending again and may be imported later. Refused while an object of another batch depends on one of them.",
			scope: "import",
			idempotent: "optional",
			params: { id: ID_RULE },
			response: IMPORT_BATCH,
			example: { status: "reverted", reverted_at: EXAMPLE_TIME },
			errors: ["batch_not_revertible"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const reverted = await this.db.transaction(async (tx) =>
					storeIfKeyed(ctx, tx, await presentBatchFor(tx, principal, await revertBatch(tx, principal, ctx.params.id, clockOf(ctx, this.platform.clock)))),
				);
				countImportBatches(this.platform.metrics, "revert");
				deliveriesDue(ctx);
				return reverted;
			},
		},

		list: {
			rest: "GET /import_batches",
			summary: "List import batches",
			description:
				"Lists batches, newest first, a page at a time, optionally of one `status`. An integration key sees the batches holding its objects, counting only those.",
			scope: "read",
			params: { ...PAGE_SCHEMA, status: { type: "enum", values: ["open", "completed", "reverted"], optional: true, ...about("Only batches of this status.") } },
			response: listOf(IMPORT_BATCH),
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const { rows, hasMore } = await batchesPage(this.db, principal, ctx.params.status, ctx.params);
				return { object: "list", url: "/v1/import_batches", has_more: hasMore, data: await presentBatches(this.db, rows, principal.integrationId) };
			},
		},

		retrieve: {
			rest: "GET /import_batches/:id",
			summary: "Retrieve an import batch",
			description: "Answers one batch with its objects counted per type; an integration key counts only its own.",
			scope: "read",
			params: { id: ID_RULE },
			response: IMPORT_BATCH,
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const row = await visibleBatch(this.db, principal, ctx.params.id);
				if (!row) throw notFound("import_batch", ctx.params.id);
				return presentBatchFor(this.db, principal, row);
			},
		},

		...declineActions,
		...booksActions,
		"sandbox.run": sandboxRun,
		...sandboxScenarioActions,

		/** The expiry sweep over one test account at its clock's time, at once after the clock moved (POST /v1/sandbox/clock). */
		sweepAccountClock: {
			visibility: "public",
			params: { accountId: ID_RULE },
			async handler(ctx: ApiContext<{ accountId: string }>) {
				this.countExpired(await sweepTraced("expiry", () => expireAccount(this.db, this.platform.clock, ctx.params.accountId)));
			},
		},
	},

	created() {
		registerImportMetrics(
			this,
			() => pendingObjects(this.db),
			{ codes: REJECTION_CODES, by: REJECTERS },
			RESOURCES.map((decl) => decl.object),
		);
	},

	/** The expiry sweep runs on every replica; its statement lets only one mark an object (docs/lifecycle.md, "Expiry"). */
	started() {
		this.scenarioRuns = new Set();
		this.sandbox = new SandboxImporter(
			this.db,
			this.platform.clock,
			this.platform.config.sandboxImportDelaySeconds,
			(step) => this.sandboxStepDone(step),
			this.logger,
		);
		this.sandbox.start();
		this.expiryTimer = setInterval(() => this.sweepExpired(), this.platform.config.expirySweepSeconds * 1000);
		this.expiryTimer.unref();
	},

	async stopped() {
		clearInterval(this.expiryTimer);
		await Promise.all(this.scenarioRuns ?? []);
		await this.sandbox?.stop();
	},

	methods: {
		/** One expiry sweep. */
		async sweepExpired() {
			try {
				this.countExpired(await sweepTraced("expiry", () => expireObjects(this.db, this.platform.clock)));
			} catch (err) {
				this.logger.warn("Expiry sweep failed:", err);
			}
		},

		/** Each object a sweep marked is counted, and its event due. */
		countExpired(marked: Map<string, number>) {
			for (const [type, count] of marked) countExpired(this.platform.metrics, type, count);
			if (marked.size) this.broker.emit("webhooks.due", {}).catch(() => undefined);
		},

		/** A step of the simulated importer committed: counted as the desktop's own would be; its events are due. */
		sandboxStepDone(step: SandboxStep) {
			const { metrics } = this.platform;
			if (step.kind === "reject") countRejection(metrics, step.code, "merchant");
			else if (step.kind === "revert") countImportBatches(metrics, "revert");
			else countImportBatches(metrics, "claim");
			if (step.kind === "import") countImportBatches(metrics, "complete");
			this.broker.emit("webhooks.due", {}).catch(() => undefined);
		},
	},
};

export default BatchesService;
