import type { ServiceActionsSchema, ServiceSchema } from "moleculer";
import { database, Row } from "../shared/db";
import { ApiError, notFound } from "../shared/errors";
import { claimBatch, ClaimEntry, completeBatch, presentBatches, rejectObject, revertBatch } from "../shared/imports";
import { fetchPage, PAGE_SCHEMA } from "../shared/pagination";
import type { Principal } from "../shared/principal";
import { RESOURCES } from "../shared/resources";
import { ApiContext, createdOnce, principalOf } from "../shared/request";
import { Params } from "../shared/sql";
import { compile } from "../shared/validation";

export const MAX_BATCH_OBJECTS = 1000;

const checkCreate = compile({
	objects: {
		type: "array",
		min: 1,
		max: MAX_BATCH_OBJECTS,
		items: { type: "object", strict: true, props: { id: { type: "string", empty: false, max: 64 }, local_ref: { type: "string", min: 1, max: 255, optional: true } } },
	},
});
const checkComplete = compile({ id: { type: "string" }, local_refs: { type: "record", key: { type: "string" }, value: { type: "string", min: 1, max: 255 } } });
const checkId = compile({ id: { type: "string" } });
const checkList = compile({ ...PAGE_SCHEMA, status: { type: "enum", values: ["open", "completed", "reverted"], optional: true } });
const checkReject = compile({ id: { type: "string" }, reason: { type: "string", max: 500, optional: true, nullable: true } });

/** The desktop sees every batch of its account; an integration only those holding objects of its own. */
function visibleBatches(principal: Principal, params: Params): string {
	const account = `account_id = ${params.add(principal.accountId)}`;
	if (principal.integrationId === null) return account;
	return `${account} AND EXISTS (SELECT 1 FROM import_batch_objects o WHERE o.batch_id = import_batches.id AND o.integration_id = ${params.add(principal.integrationId)})`;
}

async function presentBatch(principal: Principal, row: Row) {
	const [batch] = await presentBatches(await database(), [row], principal.integrationId);
	return batch;
}

/** POST /v1/<resource>/<id>/reject for each of the seven types. */
function rejectActions(): ServiceActionsSchema {
	return Object.fromEntries(
		RESOURCES.map((decl) => [
			`${decl.name}.reject`,
			{
				scope: "write",
				async handler(ctx: ApiContext) {
					checkReject(ctx.params);
					const db = await database();
					return db.transaction((tx) => rejectObject(tx, principalOf(ctx), decl, ctx.params.id, ctx.params.reason ?? null));
				},
			},
		]),
	);
}

/** The merchant's side of the lifecycle: import batches (claim, complete, revert) and rejections. */
const BatchesService: ServiceSchema = {
	name: "batches",
	actions: {
		create: {
			scope: "import",
			idempotent: true,
			async handler(ctx: ApiContext) {
				checkCreate(ctx.params);
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
				const db = await database();
				return db.transaction(async (tx) => {
					const [batch] = await presentBatches(tx, [await claimBatch(tx, principal, entries)], null);
					return createdOnce(tx, ctx, batch);
				});
			},
		},

		complete: {
			scope: "import",
			async handler(ctx: ApiContext) {
				checkComplete(ctx.params);
				const principal = principalOf(ctx);
				const db = await database();
				const row = await db.transaction((tx) => completeBatch(tx, principal, ctx.params.id, ctx.params.local_refs));
				return presentBatch(principal, row);
			},
		},

		revert: {
			scope: "import",
			async handler(ctx: ApiContext) {
				checkId(ctx.params);
				const principal = principalOf(ctx);
				const db = await database();
				const row = await db.transaction((tx) => revertBatch(tx, principal, ctx.params.id));
				return presentBatch(principal, row);
			},
		},

		list: {
			scope: "read",
			async handler(ctx: ApiContext) {
				checkList(ctx.params);
				const principal = principalOf(ctx);
				const db = await database();
				const { rows, hasMore } = await fetchPage(db, {
					table: "import_batches",
					visible: (params) => visibleBatches(principal, params),
					filters: (params) => (ctx.params.status ? [`status = ${params.add(ctx.params.status)}`] : []),
					request: ctx.params,
				});
				return { object: "list", url: "/v1/import_batches", has_more: hasMore, data: await presentBatches(db, rows, principal.integrationId) };
			},
		},

		retrieve: {
			scope: "read",
			async handler(ctx: ApiContext) {
				checkId(ctx.params);
				const principal = principalOf(ctx);
				const params = new Params();
				const [row] = await (await database()).query(
					`SELECT * FROM import_batches WHERE id = ${params.add(ctx.params.id)} AND ${visibleBatches(principal, params)}`,
					params.values,
				);
				if (!row) throw notFound("import_batch", ctx.params.id);
				return presentBatch(principal, row);
			},
		},

		...rejectActions(),
	},
	async started() {
		await database();
	},
};

export default BatchesService;
