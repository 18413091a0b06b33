import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import { EventRecord, recordEvents } from "../../shared/events/event-log";
import { newId, nowSeconds } from "../../shared/platform/ids";
import { component, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import type { Principal } from "../../shared/actions/principal";
import { lineItemParentColumn, lockPending, present, RejectionCode, ResourceDeclaration, ResourceObject } from "../../shared/engine";
import { RESOURCES } from "../../shared/resources";

/** Why an object cannot be claimed (docs/design.md, "Import lifecycle"). */
export type ClaimRefusal = "missing" | "not_pending" | "claimed" | "dependency_not_imported";

export interface ClaimEntry {
	id: string;
	local_ref?: string;
}

/** The resource type of an object id, from its prefix. */
export function typeOfId(id: string): ResourceDeclaration | undefined {
	const prefix = id.slice(0, id.indexOf("_"));
	return RESOURCES.find((decl) => decl.prefix === prefix);
}

const referenceFields = (decl: ResourceDeclaration) =>
	Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === "reference" ? [{ name, to: f.to }] : []));

/** Objects waiting for the merchant, per type, over all accounts: the sums of the counters the tables keep. */
export async function pendingObjects(db: Queryable): Promise<Map<string, number>> {
	const rows = await db.query("SELECT object, sum(count) AS count FROM pending_counts GROUP BY object");
	const counts = new Map(rows.map((row) => [row.object, Number(row.count)]));
	return new Map(RESOURCES.map(({ object }) => [object, counts.get(object) ?? 0]));
}

// ---- The batch object: counts per type, as the viewer may see them.

/** Per-type counts of batches; an integration counts only its own objects. */
async function batchCounts(db: Queryable, batchIds: string[], integrationId: string | null): Promise<Map<string, Record<string, number>>> {
	const rows = await db.query(
		`SELECT batch_id, object_type, count(*) AS n FROM import_batch_objects
		 WHERE batch_id = ANY($1) AND ($2::text IS NULL OR integration_id = $2) GROUP BY batch_id, object_type`,
		[batchIds, integrationId],
	);
	const counts = new Map(batchIds.map((id) => [id, Object.fromEntries(RESOURCES.map((decl) => [decl.object, 0]))]));
	for (const row of rows) counts.get(row.batch_id)![row.object_type] = row.n;
	return counts;
}

const COUNTS = objectOf(
	Object.fromEntries(RESOURCES.map((decl) => [decl.object, { type: "integer", minimum: 0, description: `Its ${decl.name}.`, examples: [decl.object === "customer" ? 2 : 0] }])),
);

export const IMPORT_BATCH = component("import_batch", {
	...objectOf({
		id: { type: "string", pattern: "^imb_", description: "The batch's id.", examples: [exampleId("imb")] },
		object: { const: "import_batch", description: "The type of the object." },
		status: {
			enum: ["open", "completed", "reverted"],
			description: "open: its objects are claimed; completed: they are imported; reverted: undone, they are pending again.",
			examples: ["completed"],
		},
		counts: { ...COUNTS, description: "Objects per type; an integration key counts only its own." },
		created: time("When it was created."),
		updated: time("When it last changed."),
		completed_at: nullable(time("When it was completed; null until then.")),
		reverted_at: nullable(time("When it was reverted; null unless it was.", null)),
	}),
	description: "A set of objects the merchant's software claims and imports all or nothing, and may revert.",
});

export async function presentBatches(db: Queryable, rows: Row[], integrationId: string | null) {
	const counts = await batchCounts(db, rows.map((row) => row.id), integrationId);
	return rows.map((row) => ({
		id: row.id,
		object: "import_batch",
		status: row.status,
		counts: counts.get(row.id),
		created: row.created,
		updated: row.updated,
		completed_at: row.completed_at ?? null,
		reverted_at: row.reverted_at ?? null,
	}));
}

/** The rows of one type, locked in id order: concurrent claims then never deadlock. */
async function lockObjects(tx: Queryable, decl: ResourceDeclaration, accountId: string, ids: string[]): Promise<Row[]> {
	return tx.query(`SELECT * FROM ${decl.table} WHERE id = ANY($1) AND account_id = $2 ORDER BY id FOR UPDATE`, [ids, accountId]);
}

/**
 * Objects that `rows` depend on and that are neither imported nor in this batch: their references,
 * and the products of their line items. Dependencies are share-locked so that no revert can take
 * them back before this claim commits.
 */
async function missingDependencies(tx: Queryable, decl: ResourceDeclaration, rows: Row[], batchIds: Set<string>): Promise<Set<string>> {
	const needs = new Map<string, string[]>(); // object id -> dependency ids
	for (const row of rows) {
		needs.set(row.id, referenceFields(decl).map(({ name }) => row[name]).filter(Boolean));
	}
	if (decl.lineItems) {
		const column = lineItemParentColumn(decl);
		const lines = await tx.query(`SELECT ${column} AS parent, product FROM line_items WHERE ${column} = ANY($1) AND product IS NOT NULL`, [
			rows.map((row) => row.id),
		]);
		for (const line of lines) needs.get(line.parent)!.push(line.product);
	}
	const outside = [...new Set([...needs.values()].flat())].filter((id) => !batchIds.has(id));
	const imported = new Set<string>();
	for (const target of RESOURCES) {
		const ids = outside.filter((id) => typeOfId(id) === target);
		if (!ids.length) continue;
		const found = await tx.query(`SELECT id FROM ${target.table} WHERE id = ANY($1) AND import_status = 'imported' ORDER BY id FOR SHARE`, [ids]);
		for (const row of found) imported.add(row.id);
	}
	return new Set([...needs].filter(([, deps]) => deps.some((dep) => !batchIds.has(dep) && !imported.has(dep))).map(([id]) => id));
}

/**
 * Marks claimed objects imported, and returns their `<type>.imported` events. `t.id = ANY(…)`
 * repeats the join's condition so that the planner finds the rows by their index, not by joining
 * the whole table (which PGlite's planner chose, making an import's cost grow with the table).
 */
async function importObjects(tx: Queryable, batchId: string, localRefs: Map<string, string>, now: number): Promise<EventRecord[]> {
	const events: EventRecord[] = [];
	for (const decl of RESOURCES) {
		const ids = [...localRefs.keys()].filter((id) => typeOfId(id) === decl);
		if (!ids.length) continue;
		const rows = await tx.query(
			`UPDATE ${decl.table} AS t SET import_status = 'imported', import_batch = $1, imported_at = $2, local_ref = v.ref, updated = $2
			 FROM unnest($3::text[], $4::text[]) AS v (id, ref) WHERE t.id = v.id AND t.id = ANY($3) RETURNING t.*`,
			[batchId, now, ids, ids.map((id) => localRefs.get(id))],
		);
		for (const row of rows) events.push(objectEvent(decl, row, "imported"));
	}
	return events;
}

const objectEvent = (decl: ResourceDeclaration, row: Row, happened: string, extra?: Record<string, unknown>): EventRecord => ({
	accountId: row.account_id,
	integrationId: row.integration_id,
	type: `${decl.object}.${happened}`,
	object: present(decl, row),
	extra,
});

/** One `import_batch.<happened>` event per integration with objects in the batch, showing what it may see. */
async function batchEvents(tx: Queryable, batch: Row, happened: "completed" | "reverted"): Promise<EventRecord[]> {
	const owners = await tx.query("SELECT DISTINCT integration_id FROM import_batch_objects WHERE batch_id = $1", [batch.id]);
	const events: EventRecord[] = [];
	for (const { integration_id } of owners) {
		const [object] = await presentBatches(tx, [batch], integration_id);
		events.push({ accountId: batch.account_id, integrationId: integration_id, type: `import_batch.${happened}`, object });
	}
	return events;
}

async function finishImport(tx: Queryable, batch: Row, localRefs: Map<string, string>, now: number): Promise<Row> {
	const objectEvents = await importObjects(tx, batch.id, localRefs, now);
	const [completed] = await tx.query("UPDATE import_batches SET status = 'completed', completed_at = $2, updated = $2 WHERE id = $1 RETURNING *", [
		batch.id,
		now,
	]);
	await tx.query("UPDATE accounts SET last_import_at = $2 WHERE id = $1", [batch.account_id, now]);
	await recordEvents(tx, [...objectEvents, ...(await batchEvents(tx, completed, "completed"))]);
	return completed;
}

/**
 * Claims every object of `entries` for a new batch, all or nothing (docs/design.md, "Import lifecycle"). With
 * local refs for all of them the batch completes at once; without any it stays open.
 */
export async function claimBatch(tx: Queryable, principal: Principal, entries: ClaimEntry[]): Promise<Row> {
	const ids = entries.map((entry) => entry.id);
	const inBatch = new Set(ids);
	const refusals = new Map<string, ClaimRefusal>();
	const claimed: Array<{ decl: ResourceDeclaration; row: Row }> = [];
	for (const id of ids) if (!typeOfId(id)) refusals.set(id, "missing");
	for (const decl of RESOURCES) {
		const wanted = ids.filter((id) => typeOfId(id) === decl);
		if (!wanted.length) continue;
		const rows = await lockObjects(tx, decl, principal.accountId, wanted);
		const found = new Set(rows.map((row) => row.id));
		for (const id of wanted) if (!found.has(id)) refusals.set(id, "missing");
		for (const row of rows) {
			if (row.import_status !== "pending") refusals.set(row.id, "not_pending");
			else if (row.import_batch !== null) refusals.set(row.id, "claimed");
		}
		for (const id of await missingDependencies(tx, decl, rows, inBatch)) if (!refusals.has(id)) refusals.set(id, "dependency_not_imported");
		claimed.push(...rows.map((row) => ({ decl, row })));
	}
	if (refusals.size) {
		const objects = ids.filter((id) => refusals.has(id)).map((id) => ({ id, reason: refusals.get(id) }));
		throw new ApiError("object_not_claimable", `${objects.length} of the ${ids.length} objects cannot be claimed; nothing was claimed.`, { objects });
	}

	const now = nowSeconds();
	const [batch] = await tx.query(
		"INSERT INTO import_batches (id, account_id, status, created, updated) VALUES ($1, $2, 'open', $3, $3) RETURNING *",
		[newId("imb"), principal.accountId, now],
	);
	await tx.query(
		`INSERT INTO import_batch_objects (batch_id, object_id, object_type, integration_id)
		 SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[])`,
		[batch.id, claimed.map((c) => c.row.id), claimed.map((c) => c.decl.object), claimed.map((c) => c.row.integration_id)],
	);
	// A one-shot import marks its objects imported (and claimed) in one write; an open claim only claims them.
	if (entries.every((entry) => entry.local_ref !== undefined)) {
		return finishImport(tx, batch, new Map(entries.map((entry) => [entry.id, entry.local_ref!])), now);
	}
	for (const decl of RESOURCES) {
		const mine = claimed.filter((c) => c.decl === decl).map((c) => c.row.id);
		if (mine.length) await tx.query(`UPDATE ${decl.table} SET import_batch = $1, updated = $2 WHERE id = ANY($3)`, [batch.id, now, mine]);
	}
	return batch;
}

async function lockBatch(tx: Queryable, principal: Principal, id: string): Promise<Row> {
	const [batch] = await tx.query("SELECT * FROM import_batches WHERE id = $1 AND account_id = $2 FOR UPDATE", [id, principal.accountId]);
	if (!batch) throw notFound("import_batch", id);
	return batch;
}

/** Completes an open batch with the merchant-side id of each of its objects, exactly those. */
export async function completeBatch(tx: Queryable, principal: Principal, id: string, localRefs: Record<string, string>): Promise<Row> {
	const batch = await lockBatch(tx, principal, id);
	if (batch.status !== "open") throw new ApiError("batch_not_open", `This import batch is ${batch.status}; only an open batch can be completed.`);
	const members = (await tx.query("SELECT object_id FROM import_batch_objects WHERE batch_id = $1", [id])).map((row) => row.object_id as string);
	const missing = members.filter((objectId) => !(objectId in localRefs));
	const extra = Object.keys(localRefs).filter((objectId) => !members.includes(objectId));
	if (missing.length || extra.length) {
		const detail = [missing.length ? `missing ${missing.join(", ")}` : "", extra.length ? `not in the batch: ${extra.join(", ")}` : ""].filter(Boolean);
		throw new ApiError("parameter_invalid", `local_refs must name exactly the batch's objects (${detail.join("; ")}).`, { param: "local_refs" });
	}
	return finishImport(tx, batch, new Map(Object.entries(localRefs)), nowSeconds());
}

/**
 * The first object of another live batch (open or completed) that references one of `ids`: while
 * it stands, reverting would leave it pointing at an object no longer in the books.
 */
async function dependentInOtherBatch(tx: Queryable, batchId: string, ids: string[]): Promise<Row | undefined> {
	for (const decl of RESOURCES) {
		const refs = referenceFields(decl);
		if (!refs.length) continue;
		const [row] = await tx.query(
			`SELECT id, import_batch FROM ${decl.table} WHERE (${refs.map(({ name }) => `${name} = ANY($1)`).join(" OR ")})
			 AND import_batch IS NOT NULL AND import_batch <> $2 LIMIT 1`,
			[ids, batchId],
		);
		if (row) return row;
	}
	for (const parent of RESOURCES.filter((decl) => decl.lineItems)) {
		const column = lineItemParentColumn(parent);
		const [row] = await tx.query(
			`SELECT p.id, p.import_batch FROM line_items li JOIN ${parent.table} p ON p.id = li.${column}
			 WHERE li.product = ANY($1) AND p.import_batch IS NOT NULL AND p.import_batch <> $2 LIMIT 1`,
			[ids, batchId],
		);
		if (row) return row;
	}
	return undefined;
}

/** Undoes a batch: its objects return to pending, editable again; an open batch releases its claims. */
export async function revertBatch(tx: Queryable, principal: Principal, id: string): Promise<Row> {
	const batch = await lockBatch(tx, principal, id);
	if (batch.status === "reverted") throw new ApiError("batch_not_revertible", "This import batch is already reverted.");
	const members = (await tx.query("SELECT object_id FROM import_batch_objects WHERE batch_id = $1", [id])).map((row) => row.object_id as string);
	const dependent = await dependentInOtherBatch(tx, id, members);
	if (dependent) {
		throw new ApiError(
			"batch_not_revertible",
			`${dependent.id} in batch ${dependent.import_batch} depends on an object of this batch; revert that batch first.`,
			{ dependent: dependent.id, batch: dependent.import_batch },
		);
	}
	const now = nowSeconds();
	for (const decl of RESOURCES) {
		// Rows locked in id order, as claims lock them.
		await tx.query(
			`UPDATE ${decl.table} SET import_status = 'pending', import_batch = NULL, imported_at = NULL, local_ref = NULL, updated = $2
			 WHERE id IN (SELECT id FROM ${decl.table} WHERE import_batch = $1 ORDER BY id FOR UPDATE)`,
			[id, now],
		);
	}
	const [reverted] = await tx.query("UPDATE import_batches SET status = 'reverted', reverted_at = $2, updated = $2 WHERE id = $1 RETURNING *", [id, now]);
	await recordEvents(tx, await batchEvents(tx, reverted, "reverted"));
	return reverted;
}

/** Who declines: the desktop key is the merchant's; an integration key declines for its integration. */
export const rejecterOf = (principal: Principal) => (principal.integrationId === null ? "merchant" : "integration");

export interface Decline {
	code: RejectionCode;
	reason: string | null;
}

/**
 * Records that a pending object was declined, why, and by whom: the merchant with the desktop key,
 * or the integration itself with its own key (which sees only its own objects). The decision is final.
 */
export async function rejectObject(tx: Queryable, principal: Principal, decl: ResourceDeclaration, id: string, decline: Decline): Promise<ResourceObject> {
	const current = await lockPending(tx, decl, principal, id);
	const by = rejecterOf(principal);
	const [row] = await tx.query(
		`UPDATE ${decl.table} SET import_status = 'rejected', rejection_code = $2, rejection_reason = $3, rejected_by = $4, updated = $5 WHERE id = $1 RETURNING *`,
		[current.id, decline.code, decline.reason, by, nowSeconds()],
	);
	await recordEvents(tx, [objectEvent(decl, row, "rejected", { reason: decline.reason })]);
	return present(decl, row);
}
