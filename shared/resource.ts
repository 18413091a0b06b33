import type { ValidationRule } from "fastest-validator";
import { component, deletedOf, fieldSchema, JsonSchema, listOf, nullable, objectOf, UNIX_TIME } from "./openapi";
import { database, isPgError, PG_FOREIGN_KEY_VIOLATION, Queryable, Row } from "./db";
import { ApiError, ErrorCode, notFound } from "./errors";
import { DATE_RULE, Field, rule } from "./fields";
import { newId, nowSeconds } from "./ids";
import { fetchPage, List, PAGE_SCHEMA } from "./pagination";
import { Principal, visibleTo } from "./principal";
import { insertOnce } from "./idempotency";
import { ApiAction, ApiContext, principalOf } from "./request";
import { Params } from "./sql";
import type { Input } from "./validation";

/** One of the seven resource types: everything the engine needs to serve it. */
export interface ResourceDeclaration {
	/** The path segment and action prefix, e.g. `customers`. */
	name: string;
	/** The service that serves it. */
	service: "catalog" | "transactions";
	/** The `object` value, e.g. `customer`. */
	object: string;
	/** Id prefix without the underscore, e.g. `cus`. */
	prefix: string;
	table: string;
	fields: Record<string, Field>;
	/** Fields that lists filter on by exact match. */
	filters: string[];
	/** Date fields that lists also filter on with `[gte]`, `[gt]`, `[lte]` and `[lt]`. */
	dateFilters?: string[];
	/** Expenses and revenue carry line items. */
	lineItems?: boolean;
	/** Rules across fields, checked on the object as it would be stored. */
	rules?: (values: Row) => void;
	/** Rules that read other rows, checked inside the write's transaction before it writes. */
	guard?: (tx: Queryable, values: Row, current: Row | null, principal: Principal) => Promise<void>;
	/** The error codes `rules` and `guard` raise beyond parameter_invalid. */
	errors?: ErrorCode[];
}

export interface ResourceObject {
	id: string;
	object: string;
	[field: string]: unknown;
}

const registry = new Map<string, ResourceDeclaration>();

/** Declares a resource type; references and expansions find it by name. */
export function defineResource(decl: ResourceDeclaration): ResourceDeclaration {
	registry.set(decl.name, decl);
	return decl;
}

export function resource(name: string): ResourceDeclaration {
	const decl = registry.get(name);
	if (!decl) throw new Error(`Unknown resource ${name}`);
	return decl;
}

const IMPORT_STATUSES = ["pending", "imported", "rejected"];
const RANGES = ["gte", "gt", "lte", "lt"] as const;
const RANGE_SQL = { gte: ">=", gt: ">", lte: "<=", lt: "<" };
const METADATA_MAX_KEYS = 50;
export const MAX_LINE_ITEMS = 500;

const METADATA_RULE: ValidationRule = {
	type: "record",
	optional: true,
	nullable: true,
	key: { type: "string", min: 1, max: 40 },
	value: { type: "string", max: 500, nullable: true },
};
const EXPAND_RULE: ValidationRule = { type: "array", items: { type: "string" }, optional: true };
/** An object id in the path. */
export const ID_RULE: ValidationRule = { type: "string" };

/** Metadata after a write: keys set to "" or null are removed, null clears all (DESIGN.md section 5). */
function mergeMetadata(current: Record<string, string>, patch: Record<string, string | null> | null | undefined) {
	if (patch === null) return {};
	const merged: Record<string, string> = { ...current };
	for (const [key, value] of Object.entries(patch ?? {})) {
		if (value === null || value === "") delete merged[key];
		else merged[key] = value;
	}
	if (Object.keys(merged).length > METADATA_MAX_KEYS) {
		throw new ApiError("parameter_invalid", `metadata may hold at most ${METADATA_MAX_KEYS} keys.`, { param: "metadata" });
	}
	return merged;
}

/** The API's view of a stored row: every field (null when absent), metadata and the import object. */
export function present(decl: ResourceDeclaration, row: Row): ResourceObject {
	const body: ResourceObject = { id: row.id, object: decl.object };
	for (const name of Object.keys(decl.fields)) body[name] = row[name] ?? null;
	body.metadata = row.metadata ?? {};
	body.import = {
		status: row.import_status,
		batch: row.import_batch ?? null,
		imported_at: row.imported_at ?? null,
		local_ref: row.local_ref ?? null,
	};
	body.created = row.created;
	body.updated = row.updated;
	return body;
}

const objectName = (name: string) => resource(name).object;

/** The object `present()` shapes, as JSON Schema; `line_items` only when expanded. */
function objectSchema(decl: ResourceDeclaration): JsonSchema {
	const fields = Object.fromEntries(Object.entries(decl.fields).map(([name, f]) => [name, fieldSchema(f, objectName)]));
	return component(
		decl.object,
		objectOf(
			{
				id: { type: "string", pattern: `^${decl.prefix}_` },
				object: { const: decl.object },
				...fields,
				metadata: { type: "object", additionalProperties: { type: "string" } },
				import: objectOf({
					status: { enum: IMPORT_STATUSES },
					batch: { type: ["string", "null"], description: "The import batch that claimed or imported it." },
					imported_at: nullable(UNIX_TIME),
					local_ref: { type: ["string", "null"], description: "The merchant's own id, once imported." },
				}),
				created: UNIX_TIME,
				updated: UNIX_TIME,
				...(decl.lineItems ? { line_items: listOf(lineItemSchema()) } : {}),
			},
			["line_items"],
		),
	);
}

/** A field's rule for writes, which `blankToNull` prepares: the document says that "" is taken for null. */
const writeRule = (f: Field, mode: "create" | "update") => ({ ...rule(f, mode), ...(f.required === true ? {} : { blankIsNull: true }) });

/** An optional text sent as "" means "no value", like null. */
function blankToNull(fields: Record<string, Field>, input: Input): Input {
	const out = { ...input };
	for (const [name, f] of Object.entries(fields)) {
		if (out[name] === "" && f.required !== true) out[name] = null;
	}
	return out;
}

/** `occurred_on[gte]=…` arrives from the query parser as `{ occurred_on: { gte } }`; lists name it flat. */
function flattenQuery(query: Input): Input {
	const flat: Input = {};
	for (const [key, value] of Object.entries(query)) {
		if (value && typeof value === "object" && !Array.isArray(value)) {
			for (const [sub, inner] of Object.entries(value)) flat[`${key}[${sub}]`] = inner;
		} else flat[key] = value;
	}
	return flat;
}

const referenceFields = (fields: Record<string, Field>) =>
	Object.entries(fields).filter((entry): entry is [string, Field & { kind: "reference" }] => entry[1].kind === "reference");

/**
 * Every reference in `values` must name an object the caller can see (SPEC.md validation rule 4).
 * The referenced rows are locked against deletion (FOR KEY SHARE) until the write commits; a
 * reference with a rule on the row (a category's kind) locks it FOR SHARE, which waits for a
 * concurrent change of that row and then checks the committed value.
 */
async function resolveReferences(tx: Queryable, principal: Principal, fields: Record<string, Field>, values: Row, only?: Set<string>) {
	for (const [name, f] of referenceFields(fields)) {
		const id = values[name];
		if (id === null || id === undefined || (only && !only.has(name))) continue;
		const target = resource(f.to);
		const params = new Params();
		const [row] = await tx.query(
			`SELECT * FROM ${target.table} WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)} ${f.where ? "FOR SHARE" : "FOR KEY SHARE"}`,
			params.values,
		);
		if (!row) throw new ApiError("resource_missing", `No such ${target.object}: '${id}'.`, { param: name, status: 400 });
		if (f.where && row[f.where.column] !== f.where.equals) throw new ApiError("parameter_invalid", f.where.says, { param: name });
	}
}

/** Which fields `expand[]` may name: references, and `line_items` where the type has them. */
function parseExpand(raw: unknown, fields: Record<string, Field>, lineItems: boolean, listed: boolean): string[] {
	if (raw === undefined) return [];
	const expandable = new Set([...referenceFields(fields).map(([name]) => name), ...(lineItems ? ["line_items"] : [])]);
	return (raw as string[]).map((path) => {
		const name = listed && path.startsWith("data.") ? path.slice(5) : path;
		if (!expandable.has(name)) {
			const known = expandable.size ? ` Expandable: ${[...expandable].join(", ")}.` : " Nothing here is expandable.";
			throw new ApiError("parameter_invalid", `Cannot expand '${path}': expansion takes one level of a reference field.${known}`, { param: "expand" });
		}
		return name;
	});
}

/** Replaces each expanded reference id by the object it names, one level deep. */
async function expandReferences(db: Queryable, principal: Principal, fields: Record<string, Field>, objects: ResourceObject[], names: string[]) {
	for (const name of names) {
		const f = fields[name];
		if (f?.kind !== "reference") continue;
		const target = resource(f.to);
		const ids = [...new Set(objects.map((o) => o[name]).filter((id): id is string => typeof id === "string"))];
		if (!ids.length) continue;
		const params = new Params();
		const rows = await db.query(`SELECT * FROM ${target.table} WHERE id = ANY(${params.add(ids)}) AND ${visibleTo(principal, params)}`, params.values);
		const byId = new Map(rows.map((row) => [row.id, present(target, row)]));
		for (const object of objects) object[name] = byId.get(object[name] as string) ?? object[name];
	}
}

async function expandAll(db: Queryable, principal: Principal, decl: ResourceDeclaration, objects: ResourceObject[], names: string[]) {
	await expandReferences(db, principal, decl.fields, objects, names);
	if (names.includes("line_items")) await expandLineItems(db, decl, objects);
}

/** The SQL filters of a list request: import status, exact fields, date ranges. */
function listFilters(decl: ResourceDeclaration, input: Input, params: Params): string[] {
	const where: string[] = [];
	if (input.import_status) where.push(`import_status = ${params.add(input.import_status)}`);
	for (const name of [...decl.filters, ...(decl.dateFilters ?? [])]) {
		if (input[name] !== undefined) where.push(`${name} = ${params.add(input[name])}`);
	}
	for (const name of decl.dateFilters ?? []) {
		for (const range of RANGES) {
			const value = input[`${name}[${range}]`];
			if (value !== undefined) where.push(`${name} ${RANGE_SQL[range]} ${params.add(value)}`);
		}
	}
	return where;
}

/**
 * Locks a visible row for a write and refuses anything not pending and unclaimed. NO KEY UPDATE,
 * not UPDATE: it must not conflict with the KEY SHARE locks that references take.
 */
export async function lockPending(tx: Queryable, decl: ResourceDeclaration, principal: Principal, id: string): Promise<Row> {
	const params = new Params();
	const [row] = await tx.query(
		`SELECT * FROM ${decl.table} WHERE id = ${params.add(id)} AND ${visibleTo(principal, params)} FOR NO KEY UPDATE`,
		params.values,
	);
	if (!row) throw notFound(decl.object, id);
	if (row.import_status !== "pending" || row.import_batch !== null) {
		const state = row.import_status === "pending" ? "claimed by an open import batch" : row.import_status;
		throw new ApiError("object_not_pending", `This ${decl.object} is ${state} and can no longer change.`);
	}
	return row;
}

/** The SQL query of a list request, exposed so that tests can EXPLAIN exactly what lists run. */
export function listQuery(decl: ResourceDeclaration, principal: Principal, input: Input) {
	return {
		table: decl.table,
		visible: (params: Params) => visibleTo(principal, params),
		filters: (params: Params) => listFilters(decl, input, params),
		request: input,
	};
}

/**
 * Metadata as PostgreSQL's jsonb keeps it (shorter keys first, then bytewise), so that a create
 * answers exactly what a later read returns.
 */
function inJsonbOrder(metadata: Record<string, string>): Record<string, string> {
	const bytes = (key: string) => Buffer.from(key);
	return Object.fromEntries(Object.entries(metadata).sort(([a], [b]) => bytes(a).length - bytes(b).length || Buffer.compare(bytes(a), bytes(b))));
}

/**
 * Gives a declared resource its API: create, list, retrieve, update and delete as Moleculer
 * actions named `<name>.<verb>` with their routes, params and scopes (shared/request.ts
 * `ApiAction`), each scoped to the caller's visibility; line items too where the type has them.
 */
export function resourceActions(decl: ResourceDeclaration): Record<string, ApiAction> {
	const fieldNames = Object.keys(decl.fields);
	const rules = (mode: "create" | "update") => Object.fromEntries(fieldNames.map((name) => [name, writeRule(decl.fields[name], mode)]));
	const listParams = {
		...PAGE_SCHEMA,
		import_status: { type: "enum", values: IMPORT_STATUSES, optional: true },
		expand: EXPAND_RULE,
		...Object.fromEntries(decl.filters.map((name) => [name, { ...rule(decl.fields[name], "update"), nullable: false }])),
		...Object.fromEntries(
			(decl.dateFilters ?? []).flatMap((name) => [name, ...RANGES.map((r) => `${name}[${r}]`)].map((key) => [key, { ...DATE_RULE, optional: true }])),
		),
	};
	// A create that reads no other row is one statement; references and guards need a transaction.
	const readsOtherRows = referenceFields(decl.fields).length > 0 || decl.guard !== undefined;
	const path = `/${decl.name}`;
	const schema = objectSchema(decl);
	const references: ErrorCode[] = referenceFields(decl.fields).length ? ["resource_missing"] : [];

	const actions: Record<string, ApiAction> = {
		[`${decl.name}.create`]: {
			rest: `POST ${path}`,
			scope: "write",
			idempotent: true,
			params: { ...rules("create"), metadata: METADATA_RULE },
			response: schema,
			errors: [...references, ...(decl.errors ?? [])],
			prepare: (params) => blankToNull(decl.fields, params),
			async handler(ctx: ApiContext) {
				const input = ctx.params;
				const principal = principalOf(ctx);
				const values: Row = Object.fromEntries(fieldNames.map((name) => [name, input[name] ?? null]));
				const metadata = inJsonbOrder(mergeMetadata({}, input.metadata));
				decl.rules?.(values);
				const now = nowSeconds();
				const row = {
					id: newId(decl.prefix),
					account_id: principal.accountId,
					integration_id: principal.integrationId,
					created: now,
					updated: now,
					metadata: JSON.stringify(metadata),
					...values,
				};
				const body = present(decl, { ...row, metadata, import_status: "pending" });
				const db = await database();
				if (!readsOtherRows) return insertOnce(ctx, db, decl.table, row, body);
				return db.transaction(async (tx) => {
					await resolveReferences(tx, principal, decl.fields, values);
					await decl.guard?.(tx, values, null, principal);
					return insertOnce(ctx, tx, decl.table, row, body);
				});
			},
		},

		[`${decl.name}.list`]: {
			rest: `GET ${path}`,
			scope: "read",
			params: listParams,
			response: listOf(schema),
			prepare: flattenQuery,
			async handler(ctx: ApiContext): Promise<List<ResourceObject>> {
				const input = ctx.params;
				const expand = parseExpand(input.expand, decl.fields, decl.lineItems === true, true);
				const principal = principalOf(ctx);
				const db = await database();
				const { rows, hasMore } = await fetchPage(db, listQuery(decl, principal, input));
				const data = rows.map((row) => present(decl, row));
				await expandAll(db, principal, decl, data, expand);
				return { object: "list", url: `/v1${path}`, has_more: hasMore, data };
			},
		},

		[`${decl.name}.retrieve`]: {
			rest: `GET ${path}/:id`,
			scope: "read",
			params: { id: ID_RULE, expand: EXPAND_RULE },
			response: schema,
			async handler(ctx: ApiContext) {
				const expand = parseExpand(ctx.params.expand, decl.fields, decl.lineItems === true, false);
				const principal = principalOf(ctx);
				const params = new Params();
				const db = await database();
				const [row] = await db.query(
					`SELECT * FROM ${decl.table} WHERE id = ${params.add(ctx.params.id)} AND ${visibleTo(principal, params)}`,
					params.values,
				);
				if (!row) throw notFound(decl.object, ctx.params.id);
				const object = present(decl, row);
				await expandAll(db, principal, decl, [object], expand);
				return object;
			},
		},

		[`${decl.name}.update`]: {
			rest: `POST ${path}/:id`,
			scope: "write",
			params: { id: ID_RULE, ...rules("update"), metadata: METADATA_RULE },
			response: schema,
			errors: ["object_not_pending", ...references, ...(decl.errors ?? [])],
			prepare: (params) => blankToNull(decl.fields, params),
			async handler(ctx: ApiContext) {
				const input = ctx.params;
				const principal = principalOf(ctx);
				const changed = fieldNames.filter((name) => input[name] !== undefined);
				const db = await database();
				return db.transaction(async (tx) => {
					const current = await lockPending(tx, decl, principal, input.id);
					const values: Row = Object.fromEntries(fieldNames.map((name) => [name, changed.includes(name) ? input[name] : current[name]]));
					decl.rules?.(values);
					await resolveReferences(tx, principal, decl.fields, values, new Set(changed));
					await decl.guard?.(tx, values, current, principal);
					const params = new Params();
					const sets = changed.map((name) => `${name} = ${params.add(values[name])}`);
					sets.push(`metadata = ${params.add(JSON.stringify(mergeMetadata(current.metadata, input.metadata)))}`);
					sets.push(`updated = ${params.add(nowSeconds())}`);
					const [row] = await tx.query(`UPDATE ${decl.table} SET ${sets.join(", ")} WHERE id = ${params.add(current.id)} RETURNING *`, params.values);
					return present(decl, row);
				});
			},
		},

		[`${decl.name}.delete`]: {
			rest: `DELETE ${path}/:id`,
			scope: "write",
			params: { id: ID_RULE },
			response: deletedOf(decl.object),
			errors: ["object_not_pending", "resource_in_use"],
			async handler(ctx: ApiContext) {
				const principal = principalOf(ctx);
				const db = await database();
				try {
					await db.transaction(async (tx) => {
						const current = await lockPending(tx, decl, principal, ctx.params.id);
						await tx.query(`DELETE FROM ${decl.table} WHERE id = $1`, [current.id]);
					});
				} catch (err) {
					if (isPgError(err, PG_FOREIGN_KEY_VIOLATION)) {
						throw new ApiError("resource_in_use", `This ${decl.object} is referenced by another object; delete or change that first.`);
					}
					throw err;
				}
				return { id: ctx.params.id, object: decl.object, deleted: true };
			},
		},
	};
	return decl.lineItems ? { ...actions, ...lineItemActions(decl) } : actions;
}

// ---- Line items: sub-objects of an expense or a revenue, following their parent's import state.

/** SPEC.md "Line item". */
export const LINE_ITEM_FIELDS: Record<string, Field> = {
	product: { kind: "reference", to: "products" },
	description: { kind: "string", max: 500, required: true },
	quantity: { kind: "number", min: 0, max: 1e9, exclusiveMin: true },
	unit_amount: { kind: "money", required: true },
	tax_amount: { kind: "money" },
	discount_amount: { kind: "money" },
};
const LINE_ITEM_NAMES = Object.keys(LINE_ITEM_FIELDS);

/** Built when first asked for: its product reference needs the products declaration. */
const lineItemSchema = () => component(
	"line_item",
	objectOf({
		id: { type: "string", pattern: "^li_" },
		object: { const: "line_item" },
		parent: { type: "string", description: "The expense or revenue it belongs to." },
		...Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, fieldSchema(LINE_ITEM_FIELDS[name], objectName)])),
		created: UNIX_TIME,
	}),
);

/** The line_items column naming a parent of this type. */
export const lineItemParentColumn = (decl: ResourceDeclaration) => `${decl.object}_id`;

function presentLineItem(row: Row): ResourceObject {
	const body: ResourceObject = { id: row.id, object: "line_item", parent: row.expense_id ?? row.revenue_id };
	for (const name of LINE_ITEM_NAMES) body[name] = row[name] ?? null;
	body.created = row.created;
	return body;
}

/** A line item's tax is part of its gross amount, as for its parent (SPEC.md validation rule 1). */
function lineItemRules(values: Row): void {
	const gross = values.unit_amount * (values.quantity ?? 1);
	if (values.tax_amount !== null && values.tax_amount > gross) {
		throw new ApiError("tax_amount_exceeds_amount", `tax_amount (${values.tax_amount}) cannot exceed the line's gross amount (${Math.round(gross)}).`, {
			param: "tax_amount",
		});
	}
}

/** `expand[]=line_items`: every line item of each parent (visible, as its parent is), as a list object. */
async function expandLineItems(db: Queryable, decl: ResourceDeclaration, parents: ResourceObject[]) {
	if (!parents.length) return;
	const column = lineItemParentColumn(decl);
	const rows = await db.query(`SELECT * FROM line_items WHERE ${column} = ANY($1) ORDER BY seq DESC`, [parents.map((p) => p.id)]);
	for (const parent of parents) {
		const data = rows.filter((row) => row[column] === parent.id).map(presentLineItem);
		parent.line_items = { object: "list", url: `/v1/${decl.name}/${parent.id}/line_items`, has_more: false, data };
	}
}

function lineItemActions(decl: ResourceDeclaration): Record<string, ApiAction> {
	const column = lineItemParentColumn(decl);
	const path = `/${decl.name}/:id/line_items`;

	return {
		[`${decl.name}.lineItems.create`]: {
			rest: `POST ${path}`,
			scope: "write",
			idempotent: true,
			params: { id: ID_RULE, ...Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, writeRule(LINE_ITEM_FIELDS[name], "create")])) },
			response: lineItemSchema(),
			errors: ["object_not_pending", "resource_missing", "tax_amount_exceeds_amount"],
			prepare: (params) => blankToNull(LINE_ITEM_FIELDS, params),
			async handler(ctx: ApiContext) {
				const input = ctx.params;
				const principal = principalOf(ctx);
				const values: Row = Object.fromEntries(LINE_ITEM_NAMES.map((name) => [name, input[name] ?? null]));
				lineItemRules(values);
				const db = await database();
				return db.transaction(async (tx) => {
					await lockPending(tx, decl, principal, input.id);
					const [{ count }] = await tx.query(`SELECT count(*) AS count FROM line_items WHERE ${column} = $1`, [input.id]);
					if (count >= MAX_LINE_ITEMS) {
						throw new ApiError("parameter_invalid", `An ${decl.object} holds at most ${MAX_LINE_ITEMS} line items.`);
					}
					await resolveReferences(tx, principal, LINE_ITEM_FIELDS, values);
					const row = { id: newId("li"), [column]: input.id, created: nowSeconds(), ...values };
					return insertOnce(ctx, tx, "line_items", row, presentLineItem(row));
				});
			},
		},

		[`${decl.name}.lineItems.list`]: {
			rest: `GET ${path}`,
			scope: "read",
			params: { id: ID_RULE, ...PAGE_SCHEMA, expand: EXPAND_RULE },
			response: listOf(lineItemSchema()),
			async handler(ctx: ApiContext): Promise<List<ResourceObject>> {
				const expand = parseExpand(ctx.params.expand, LINE_ITEM_FIELDS, false, true);
				const principal = principalOf(ctx);
				const db = await database();
				const parentParams = new Params();
				const [parent] = await db.query(
					`SELECT id FROM ${decl.table} WHERE id = ${parentParams.add(ctx.params.id)} AND ${visibleTo(principal, parentParams)}`,
					parentParams.values,
				);
				if (!parent) throw notFound(decl.object, ctx.params.id);
				const { rows, hasMore } = await fetchPage(db, {
					table: "line_items",
					visible: (params) => `${column} = ${params.add(parent.id)}`,
					request: ctx.params,
				});
				const data = rows.map(presentLineItem);
				await expandReferences(db, principal, LINE_ITEM_FIELDS, data, expand);
				return { object: "list", url: `/v1/${decl.name}/${parent.id}/line_items`, has_more: hasMore, data };
			},
		},
	};
}
