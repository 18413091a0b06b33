import type { ServiceActionsSchema } from "moleculer";
import type { ValidationRule } from "fastest-validator";
import { ApiError, notFound } from "./errors";
import { COUNTRIES } from "./formats";
import { database, isPgError, PG_FOREIGN_KEY_VIOLATION, Row } from "./db";
import { newId, nowSeconds } from "./ids";
import { storeResult } from "./idempotency";
import { fetchPage, List, PAGE_SCHEMA } from "./pagination";
import { visibleTo } from "./principal";
import { ApiContext, created, principalOf } from "./request";
import { Params } from "./sql";
import { compile, CustomErrors, Input } from "./validation";

/** A field of a resource, as its declaration states it. */
export type Field =
	| { kind: "string"; max: number; required?: boolean }
	| { kind: "email"; required?: boolean }
	| { kind: "country"; required?: boolean };

/** Field constructors, so a declaration reads like the SPEC table it comes from. */
export const field = {
	string: (max: number, required = false): Field => ({ kind: "string", max, required }),
	/** SPEC's "string, long". */
	text: (): Field => ({ kind: "string", max: LONG_TEXT }),
	email: (): Field => ({ kind: "email" }),
	country: (): Field => ({ kind: "country" }),
};

const LONG_TEXT = 20_000;
const EMAIL_MAX = 255;
const METADATA_MAX_KEYS = 50;

/** One of the seven resource types: everything the engine needs to serve it. */
export interface ResourceDeclaration {
	/** The path segment and action prefix, e.g. `customers`. */
	name: string;
	/** The `object` value, e.g. `customer`. */
	object: string;
	/** Id prefix without the underscore, e.g. `cus`. */
	prefix: string;
	table: string;
	fields: Record<string, Field>;
	/** Fields that lists filter on by exact match. */
	filters: string[];
}

export interface ResourceObject {
	id: string;
	object: string;
	[field: string]: unknown;
}

const IMPORT_STATUSES = ["pending", "imported", "rejected"];

function rule(f: Field, mode: "create" | "update"): ValidationRule {
	const required = mode === "create" && f.required === true;
	const presence = { optional: !required, nullable: f.required !== true };
	switch (f.kind) {
		case "string":
			return { type: "string", max: f.max, empty: f.required !== true, ...presence };
		case "email":
			return { type: "email", max: EMAIL_MAX, ...presence };
		case "country":
			return {
				type: "string",
				...presence,
				// fastest-validator calls custom checkers for absent values too
				custom: (value: unknown, errors: CustomErrors) => {
					if (value === undefined || value === null) return value;
					const code = String(value).toUpperCase();
					if (!COUNTRIES.has(code)) errors.push({ type: "country", actual: value });
					return code;
				},
			};
	}
}

const METADATA_RULE: ValidationRule = {
	type: "record",
	optional: true,
	nullable: true,
	key: { type: "string", min: 1, max: 40 },
	value: { type: "string", max: 500, nullable: true },
};

/** Metadata after a write: keys set to "" or null are removed (DESIGN.md section 5). */
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

/** An optional text sent as "" means "no value", like null. */
function blankToNull(decl: ResourceDeclaration, input: Input): Input {
	const out = { ...input };
	for (const [name, f] of Object.entries(decl.fields)) {
		if (out[name] === "" && f.required !== true) out[name] = null;
	}
	return out;
}

function expandList(input: Input): string[] {
	const raw = input.expand;
	if (raw === undefined) return [];
	return Array.isArray(raw) ? raw : [raw];
}

/**
 * Gives a declared resource its API: create, list, retrieve, update and delete as Moleculer
 * actions named `<name>.<verb>`, each validated, scoped to the caller's visibility and typed for
 * the gateway (scope, idempotency).
 */
export function resourceActions(decl: ResourceDeclaration): ServiceActionsSchema {
	const fieldNames = Object.keys(decl.fields);
	const rules = (mode: "create" | "update") =>
		Object.fromEntries(fieldNames.map((name) => [name, rule(decl.fields[name], mode)]));
	const expandRule: ValidationRule = { type: "array", items: { type: "string" }, optional: true };
	const checkCreate = compile({ ...rules("create"), metadata: METADATA_RULE });
	const checkUpdate = compile({ id: { type: "string" }, ...rules("update"), metadata: METADATA_RULE });
	const checkRetrieve = compile({ id: { type: "string" }, expand: expandRule });
	const checkDelete = compile({ id: { type: "string" } });
	const checkList = compile({
		...PAGE_SCHEMA,
		import_status: { type: "enum", values: IMPORT_STATUSES, optional: true },
		expand: expandRule,
		...Object.fromEntries(decl.filters.map((name) => [name, { type: "string", max: 500, optional: true }])),
	});

	const columns = ["id", "account_id", "integration_id", "created", "updated", "metadata", ...fieldNames];

	/** Only reference fields can be expanded; customers and suppliers have none. */
	function checkExpand(paths: string[], listed: boolean): void {
		for (const path of paths) {
			const name = listed && path.startsWith("data.") ? path.slice(5) : path;
			throw new ApiError("parameter_invalid", `${decl.name} have no expandable field '${name}'.`, { param: "expand" });
		}
	}

	/** Locks a visible row for a write and refuses anything not pending and unclaimed. */
	async function lockPending(tx: { query: (sql: string, params?: unknown[]) => Promise<Row[]> }, ctx: ApiContext, id: string) {
		const params = new Params();
		const [row] = await tx.query(
			`SELECT * FROM ${decl.table} WHERE id = ${params.add(id)} AND ${visibleTo(principalOf(ctx), params)} FOR UPDATE`,
			params.values,
		);
		if (!row) throw notFound(decl.object, id);
		if (row.import_status !== "pending" || row.import_batch !== null) {
			const state = row.import_status === "pending" ? "claimed by an open import batch" : row.import_status;
			throw new ApiError("object_not_pending", `This ${decl.object} is ${state} and can no longer change.`);
		}
		return row;
	}

	return {
		[`${decl.name}.create`]: {
			scope: "write",
			idempotent: true,
			async handler(ctx: ApiContext) {
				const input = blankToNull(decl, ctx.params);
				checkCreate(input);
				const principal = principalOf(ctx);
				const now = nowSeconds();
				const values: unknown[] = [
					newId(decl.prefix),
					principal.accountId,
					principal.integrationId,
					now,
					now,
					JSON.stringify(mergeMetadata({}, input.metadata)),
					...fieldNames.map((name) => input[name] ?? null),
				];
				const db = await database();
				return db.transaction(async (tx) => {
					const [row] = await tx.query(
						`INSERT INTO ${decl.table} (${columns.join(", ")}) VALUES (${values.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING *`,
						values,
					);
					const body = present(decl, row);
					await storeResult(tx, ctx.meta.idempotency, 201, body);
					return created(ctx, body);
				});
			},
		},

		[`${decl.name}.list`]: {
			scope: "read",
			async handler(ctx: ApiContext): Promise<List<ResourceObject>> {
				const input = ctx.params;
				checkList(input);
				checkExpand(expandList(input), true);
				const principal = principalOf(ctx);
				const { rows, hasMore } = await fetchPage(await database(), {
					table: decl.table,
					visible: (params) => visibleTo(principal, params),
					filters: (params) => [
						...(input.import_status ? [`import_status = ${params.add(input.import_status)}`] : []),
						...decl.filters.filter((name) => input[name] !== undefined).map((name) => `${name} = ${params.add(input[name])}`),
					],
					request: input,
				});
				return { object: "list", url: `/v1/${decl.name}`, has_more: hasMore, data: rows.map((row) => present(decl, row)) };
			},
		},

		[`${decl.name}.retrieve`]: {
			scope: "read",
			async handler(ctx: ApiContext) {
				checkRetrieve(ctx.params);
				checkExpand(expandList(ctx.params), false);
				const params = new Params();
				const db = await database();
				const [row] = await db.query(
					`SELECT * FROM ${decl.table} WHERE id = ${params.add(ctx.params.id)} AND ${visibleTo(principalOf(ctx), params)}`,
					params.values,
				);
				if (!row) throw notFound(decl.object, ctx.params.id);
				return present(decl, row);
			},
		},

		[`${decl.name}.update`]: {
			scope: "write",
			async handler(ctx: ApiContext) {
				const input = blankToNull(decl, ctx.params);
				checkUpdate(input);
				const db = await database();
				return db.transaction(async (tx) => {
					const current = await lockPending(tx, ctx, input.id);
					const params = new Params();
					const sets = fieldNames.filter((name) => input[name] !== undefined).map((name) => `${name} = ${params.add(input[name])}`);
					sets.push(`metadata = ${params.add(JSON.stringify(mergeMetadata(current.metadata, input.metadata)))}`);
					sets.push(`updated = ${params.add(nowSeconds())}`);
					const [row] = await tx.query(`UPDATE ${decl.table} SET ${sets.join(", ")} WHERE seq = ${params.add(current.seq)} RETURNING *`, params.values);
					return present(decl, row);
				});
			},
		},

		[`${decl.name}.delete`]: {
			scope: "write",
			async handler(ctx: ApiContext) {
				checkDelete(ctx.params);
				const db = await database();
				try {
					await db.transaction(async (tx) => {
						const current = await lockPending(tx, ctx, ctx.params.id);
						await tx.query(`DELETE FROM ${decl.table} WHERE seq = $1`, [current.seq]);
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
}
