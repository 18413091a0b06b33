import { ApiError, ErrorCode, notFound } from "../actions/api-errors";
import { dryRunAnswer, insertGrouped, insertOnce } from "../actions/idempotency";
import { deletedOf, JsonSchema, listOf } from "../actions/json-schema";
import { fitPage, List, pageBudget } from "../actions/pages";
import { fetchPage } from "../actions/pages.store";
import { ApiAction, ApiContext, clockOf, principalOf } from "../actions/action-context";
import { isPgError, PG_FOREIGN_KEY_VIOLATION, Row } from "../platform/database";
import { unixSeconds } from "../platform/clock";
import type { DatabaseService } from "../platform/platform";
import { anObject, ResourceDeclaration, ResourceObject, ResourceRegistry } from "./resource-declaration";
import { bulkCreateAction } from "./bulk-creates";
import { checkAgainstRows, createRules, newObject, readsOtherRows, withBooks } from "./create-steps";
import { groupedVerdicts, judgeByBooks, verdictsIn } from "./books-checks";
import { booksWatch } from "./books-watch";
import { lineItemActions } from "./line-item-actions";
import { flattenQuery, listParams } from "./list-params";
import { present } from "./resource-views";
import { listQuery } from "./resource-lists.store";
import { expandAll, expandLineItems, expandReferences, expandRule, parseExpand, referenceFields, resolveReferences } from "./reference-checks";
import { deleteRow, findVisible, lockPending, updateRow } from "./resource-rows.store";
import { blankToNull, ID_RULE, mergeMetadata, METADATA_RULE, writeRules } from "./write-rules";
import { dryRunSchema, objectSchema } from "./resource-schemas";
import { checkSandboxOutcome } from "./sandbox-outcomes";

type Action = ApiAction<DatabaseService>;

/** What the actions of one type share: its declaration, the registry its references resolve in, its path and its object's schema. */
interface Served {
	decl: ResourceDeclaration;
	registry: ResourceRegistry;
	path: string;
	schema: JsonSchema;
}

/**
 * Gives a declared resource its API: create, bulk create, list, retrieve, update and delete as Moleculer
 * actions named `<name>.<verb>` with their routes, params and scopes (shared/actions/action-context.ts
 * `ApiAction`), each scoped to the caller's visibility; line items too where the type has them.
 * Their handlers run as the service (DatabaseMixin): `this.db` is its database.
 */
export function resourceActions(decl: ResourceDeclaration, registry: ResourceRegistry): Record<string, Action> {
	const served: Served = { decl, registry, path: `/${decl.name}`, schema: objectSchema(decl, registry) };
	const actions = {
		[`${decl.name}.create`]: createAction(served),
		[`${decl.name}.bulkCreate`]: bulkCreateAction(decl, registry, served.path, served.schema),
		[`${decl.name}.list`]: listAction(served),
		[`${decl.name}.retrieve`]: retrieveAction(served),
		[`${decl.name}.update`]: updateAction(served),
		[`${decl.name}.delete`]: deleteAction(served),
	};
	return decl.lineItems ? { ...actions, ...lineItemActions(decl, registry) } : actions;
}

const referenceErrors = (decl: ResourceDeclaration): ErrorCode[] => (referenceFields(decl.fields).length ? ["resource_missing"] : []);

function createAction({ decl, registry, path, schema }: Served): Action {
	const oneStatement = !readsOtherRows(decl);
	return {
		rest: `POST ${path}`,
		summary: `Create ${anObject(decl)}`,
		description:
			`Creates ${anObject(decl)} (${decl.description[0].toLowerCase()}${decl.description.slice(1, -1)}). It waits as \`pending\` until the merchant's software ` +
			"imports it in an import batch or declines it; until then it can be updated or deleted. A reference must name an object the key can see.",
		scope: "write",
		idempotent: true,
		params: createRules(decl),
		response: schema,
		errors: [...referenceErrors(decl), ...(decl.errors ?? []), "expires_at_passed", "books_conflict"],
		dryRun: { response: dryRunSchema(decl, registry) },
		prepare: (params) => blankToNull(decl.fields, params),
		async handler(ctx: ApiContext) {
			const principal = principalOf(ctx);
			const dryRun = ctx.meta.dryRun === true;
			const created = newObject(decl, principal, ctx.params, unixSeconds(clockOf(ctx, this.platform.clock)));
			const watch = booksWatch(this);
			if (oneStatement) {
				const { row, body } = withBooks(
					decl,
					created,
					await judgeByBooks(groupedVerdicts(this.groups, this.db), decl, principal, created.values, { dryRun, watch }),
					dryRun,
				);
				return dryRun ? dryRunAnswer(body) : insertGrouped(ctx, { groups: this.groups, db: this.db, table: decl.table }, [row], body);
			}
			return this.db.transaction(async (tx) => {
				await checkAgainstRows(tx, decl, registry, principal, created.values);
				const { row, body } = withBooks(decl, created, await judgeByBooks(verdictsIn(tx), decl, principal, created.values, { dryRun, watch }), dryRun);
				return dryRun ? dryRunAnswer(body) : insertOnce(ctx, tx, decl.table, row, body);
			});
		},
	};
}

function listAction({ decl, registry, path, schema }: Served): Action {
	return {
		rest: `GET ${path}`,
		summary: `List all ${decl.name === decl.object ? `${decl.name} entries` : decl.name}`,
		description:
			`Lists the ${decl.name} the key can see (an integration key its own, the desktop key the account's), newest first, a page at a time. ` +
			"Every filter matches exactly and they combine; `expand[]` shows referenced objects in place of their ids.",
		scope: "read",
		params: listParams(decl),
		response: listOf(schema),
		prepare: flattenQuery,
		async handler(ctx: ApiContext): Promise<List<ResourceObject>> {
			const input = ctx.params;
			const expand = parseExpand(input.expand, decl.fields, decl.lineItems === true, true);
			const principal = principalOf(ctx);
			const { rows, hasMore: more } = await fetchPage(this.db, listQuery(decl, principal, input));
			const objects = rows.map((row) => present(decl, row));
			await expandReferences(this.db, registry, principal, decl.fields, objects, expand);
			const lineItems = expand.includes("line_items") ? (object: ResourceObject) => expandLineItems(this.db, decl, object) : undefined;
			// A page whose answer would pass the budget is cut short (has_more), never refused.
			const { data, hasMore } = await fitPage({ objects, hasMore: more }, Boolean(input.ending_before), pageBudget(this.broker), lineItems);
			return { object: "list", url: `/v1${path}`, has_more: hasMore, data };
		},
	};
}

function retrieveAction({ decl, registry, path, schema }: Served): Action {
	return {
		rest: `GET ${path}/:id`,
		summary: `Retrieve ${anObject(decl)}`,
		description: `Answers one ${decl.object} the key can see, with where it is in its lifecycle (\`import\`); \`expand[]\` shows referenced objects in place of their ids.`,
		scope: "read",
		params: { id: ID_RULE, expand: expandRule(decl.fields, decl.lineItems === true, false) },
		response: schema,
		async handler(ctx: ApiContext) {
			const expand = parseExpand(ctx.params.expand, decl.fields, decl.lineItems === true, false);
			const principal = principalOf(ctx);
			const row = await findVisible(this.db, decl, principal, ctx.params.id);
			if (!row) throw notFound(decl.object, ctx.params.id);
			const object = present(decl, row);
			await expandAll(this.db, registry, principal, decl, object, expand);
			return object;
		},
	};
}

function updateAction({ decl, registry, path, schema }: Served): Action {
	const fieldNames = Object.keys(decl.fields);
	return {
		rest: `POST ${path}/:id`,
		summary: `Update ${anObject(decl)}`,
		description:
			`Changes the fields sent and keeps the others; null (or "") clears an optional field, and \`metadata\` keys merge. ` +
			`Only a pending ${decl.object} that no open import batch has claimed can change.`,
		scope: "write",
		params: { id: ID_RULE, ...writeRules(decl.fields, "update"), metadata: METADATA_RULE },
		response: schema,
		errors: ["object_not_pending", ...referenceErrors(decl), ...(decl.errors ?? []), "books_conflict"],
		prepare: (params) => blankToNull(decl.fields, params),
		async handler(ctx: ApiContext) {
			const input = ctx.params;
			const principal = principalOf(ctx);
			const changed = fieldNames.filter((name) => input[name] !== undefined);
			const now = unixSeconds(clockOf(ctx, this.platform.clock));
			return this.db.transaction(async (tx) => {
				const current = await lockPending(tx, decl, principal, input.id, now);
				const values: Row = Object.fromEntries(fieldNames.map((name) => [name, changed.includes(name) ? input[name] : current[name]]));
				decl.rules?.(values);
				await resolveReferences(tx, registry, principal, decl.fields, values, new Set(changed));
				await decl.guard?.(tx, values, current, principal);
				const metadata = mergeMetadata(current.metadata, input.metadata);
				checkSandboxOutcome(principal, metadata);
				const judged = await judgeByBooks(verdictsIn(tx), decl, principal, values, { selfId: current.id, watch: booksWatch(this) });
				const columns = {
					...Object.fromEntries(changed.map((name) => [name, values[name]])),
					...judged?.columns,
					metadata: JSON.stringify(metadata),
					updated: now,
				};
				return present(decl, await updateRow(tx, decl, current.id, columns));
			});
		},
	};
}

function deleteAction({ decl, path }: Served): Action {
	return {
		rest: `DELETE ${path}/:id`,
		summary: `Delete ${anObject(decl)}`,
		description: `Deletes a pending ${decl.object} that no open import batch has claimed, for good. One that another object references cannot be deleted.`,
		scope: "write",
		params: { id: ID_RULE },
		response: deletedOf(decl.object, decl.prefix),
		errors: ["object_not_pending", "resource_in_use"],
		async handler(ctx: ApiContext) {
			const principal = principalOf(ctx);
			try {
				await this.db.transaction(async (tx) => {
					const current = await lockPending(tx, decl, principal, ctx.params.id, unixSeconds(clockOf(ctx, this.platform.clock)));
					await deleteRow(tx, decl, current.id);
				});
			} catch (err) {
				if (isPgError(err, PG_FOREIGN_KEY_VIOLATION)) {
					throw new ApiError("resource_in_use", `This ${decl.object} is referenced by another object; delete or change that first.`);
				}
				throw err;
			}
			return { id: ctx.params.id, object: decl.object, deleted: true };
		},
	};
}
