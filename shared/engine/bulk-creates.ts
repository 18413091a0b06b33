import type { ValidationRule } from "fastest-validator";
import { ApiError, ERROR_CODES, ErrorCode } from "../actions/api-errors";
import { dryRunAnswer, insertGrouped, storeOnce } from "../actions/idempotency";
import { JsonSchema, component, objectOf } from "../actions/json-schema";
import { exampleOf } from "../document/schema-examples";
import { ERROR_OBJECT } from "../document/openapi-document";
import { paramsSchema } from "../document/params-schema";
import type { Principal } from "../actions/principal";
import { ApiAction, ApiContext, clockOf, principalOf } from "../actions/action-context";
import { Check, compile, Input } from "../actions/validation";
import { Database, Queryable, rolledBack, Row } from "../platform/database";
import { unixSeconds } from "../platform/clock";
import type { DatabaseService } from "../platform/platform";
import { checkAgainstRows, createRules, newObject, readsOtherRows, withBooks } from "./create-steps";
import { BooksWatch, judgeByBooks, KeysSeen, verdictsIn } from "./books-checks";
import { booksWatch } from "./books-watch";
import { dryRunSchema } from "./resource-schemas";
import type { ResourceDeclaration, ResourceRegistry } from "./resource-declaration";
import { insertRows } from "./resource-rows.store";
import { blankToNull } from "./write-rules";

/** The most objects one bulk create takes (docs/design.md, "Limits"). */
export const MAX_BULK_OBJECTS = 100;

/** What the document says of each object: any object is taken, and answered at its position. */
const ITEM = "An object as the type's single create takes it; one that create would refuse is answered with its error at its position.";

/** One position of a bulk create's answer: the object stored, or why it was not. */
type Outcome = { status: 200 | 201; object: unknown } | { status: number; error: Record<string, unknown> };

/** What one bulk create of a type needs to create each of its objects as a single create would. */
interface BulkCreate {
	decl: ResourceDeclaration;
	registry: ResourceRegistry;
	principal: Principal;
	check: Check;
	requestId: string | null;
	/** Rows of a type without a guard, stored together in one statement once every object was checked. */
	deferred: Row[];
	/** A dry run: each object is checked, none is stored (answered 200 without an id). */
	dryRun: boolean;
	/** The names and references judged so far: two objects of one request collide like two pending ones. */
	seen: KeysSeen;
	watch: BooksWatch;
	/** The request's moment (unix seconds): every object of it is created then. */
	now: number;
}

/** The answer of a bulk create of a type: each position's outcome in request order. */
function bulkResultSchema(decl: ResourceDeclaration, schema: JsonSchema, dryRun: JsonSchema): JsonSchema {
	const stored = objectOf({ status: { const: 201, description: "Stored." }, object: { ...schema, description: `The ${decl.object} stored.` } });
	const wouldStore = objectOf({
		status: { const: 200, description: "A dry run: it would be stored." },
		object: { ...dryRun, description: `The ${decl.object} a create would store.` },
	});
	const failed = objectOf({
		status: { type: "integer", minimum: 400, maximum: 499, description: "The status its single create would answer.", examples: [400] },
		error: { ...ERROR_OBJECT, description: "Why it was refused, as its single create would say." },
	});
	const data = { type: "array", items: { oneOf: [stored, wouldStore, failed] }, description: "One outcome per object sent, in request order." };
	return component(`${decl.object}_bulk_result`, {
		...objectOf({ object: { const: "bulk_result", description: "The type of the object." }, data }),
		description: `What a bulk create of ${decl.name} answers: each object's outcome, in request order.`,
	});
}

/**
 * `POST /<type>/bulk` (docs/api.md, "Bulk creates"): up to 100 objects, each checked and stored as
 * its single create would be, in one transaction with the whole answer stored under the request's
 * Idempotency-Key (for a type whose checks read no other row, one statement in the group of its
 * table's single creates). An object that fails fails before it writes (its checks only read), so it
 * leaves the others and the transaction as they were: no savepoint is needed.
 */
export function bulkCreateAction(decl: ResourceDeclaration, registry: ResourceRegistry, path: string, schema: JsonSchema): ApiAction<DatabaseService> {
	const rules: Record<string, ValidationRule> = createRules(decl);
	const check = compile(rules);
	const amounts = Object.keys(rules).filter((name) => (rules[name] as { amount?: unknown }).amount === true);
	return {
		rest: `POST ${path}/bulk`,
		summary: `Create ${decl.name === decl.object ? `${decl.name} entries` : decl.name} in bulk`,
		description:
			`Creates up to ${MAX_BULK_OBJECTS} ${decl.name} in one request, each checked and stored exactly as \`POST /v1${path}\` would. ` +
			"The answer holds one outcome per object, in request order: the object stored (201) or the error its single create would answer; " +
			"the valid objects are stored even when others are refused. One Idempotency-Key covers the whole request. " +
			"With `?dry_run=true` each object is checked (against the merchant's books too) and none is stored: each answers 200 with its object, `id` null.",
		scope: "write",
		idempotent: true,
		status: 200,
		params: {
			// Each item is checked on its own in the handler, so that one bad object fails alone; `itemAmounts` lets the gateway refuse `12.0` in an amount.
			objects: {
				type: "array",
				min: 1,
				max: MAX_BULK_OBJECTS,
				items: { type: "object", openapi: { additionalProperties: true, description: ITEM, examples: [exampleOf(paramsSchema(createRules(decl)), true)] } },
				itemAmounts: amounts,
				openapi: { description: `1 to ${MAX_BULK_OBJECTS} ${decl.name}, each the body \`POST /v1${path}\` takes.` },
			},
		},
		response: bulkResultSchema(decl, schema, dryRunSchema(decl, registry)),
		errors: ["books_conflict"],
		dryRun: {},
		async handler(ctx: ApiContext) {
			const bulk: BulkCreate = {
				decl,
				registry,
				principal: principalOf(ctx),
				check,
				requestId: ctx.meta.requestId ?? null,
				deferred: [],
				dryRun: ctx.meta.dryRun === true,
				seen: new Set(),
				watch: booksWatch(this),
				now: unixSeconds(clockOf(ctx, this.platform.clock)),
			};
			if (bulk.dryRun) return dryRunBulk(this.db, bulk, ctx.params.objects);
			if (!readsOtherRows(decl)) {
				// Checks that read nothing, then the rows and the answer written as a single create's are, in its group.
				const data: Outcome[] = [];
				for (const input of ctx.params.objects as Input[]) data.push(await createOne(this.db, bulk, input));
				return insertGrouped(ctx, { groups: this.groups, db: this.db, table: decl.table }, bulk.deferred, { object: "bulk_result", data }, 200);
			}
			return this.db.transaction(async (tx) => {
				bulk.deferred = [];
				bulk.seen.clear();
				const data: Outcome[] = [];
				for (const input of ctx.params.objects as Input[]) data.push(await createOne(tx, bulk, input));
				await insertRows(tx, decl.table, bulk.deferred);
				return storeOnce(ctx, tx, { object: "bulk_result", data }, 200);
			});
		},
	};
}

/** A bulk create's dry run: a guarded type's rows are written as they go, for the next object's guard to see, and undone at the end. */
function dryRunBulk(db: Database, bulk: BulkCreate, objects: Input[]) {
	return rolledBack(db, async (tx) => {
		const data: Outcome[] = [];
		for (const input of objects) data.push(await createOne(tx, bulk, input));
		return dryRunAnswer({ object: "bulk_result", data });
	});
}

/** Checks and stores one object of the request; a guarded type's row is written at once, so that the next object's guard sees it. */
async function createOne(tx: Queryable, bulk: BulkCreate, input: Input): Promise<Outcome> {
	const { decl, principal } = bulk;
	try {
		const params = blankToNull(decl.fields, input);
		bulk.check(params);
		const created = newObject(decl, principal, params, bulk.now);
		if (readsOtherRows(decl)) await checkAgainstRows(tx, decl, bulk.registry, principal, created.values);
		const judged = await judgeByBooks(verdictsIn(tx), decl, principal, created.values, { dryRun: bulk.dryRun, seen: bulk.seen, watch: bulk.watch });
		const { row, body } = withBooks(decl, created, judged, bulk.dryRun);
		if (decl.guard) await insertRows(tx, decl.table, [row]);
		else if (!bulk.dryRun) bulk.deferred.push(row);
		return { status: bulk.dryRun ? 200 : 201, object: body };
	} catch (err) {
		if (!(err instanceof ApiError)) throw err;
		return failure(err, bulk.requestId);
	}
}

/** An object's error as the error body of its single create would hold it. */
function failure(err: ApiError, requestId: string | null): Outcome {
	const code = err.type as ErrorCode;
	const details = typeof err.data === "object" && err.data !== null ? err.data : {};
	return { status: Number(err.code), error: { type: ERROR_CODES[code][1], code, message: err.message, ...details, request_id: requestId } };
}
