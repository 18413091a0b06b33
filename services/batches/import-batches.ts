import type { Queryable, Row } from "../../shared/platform/database";
import { ApiError, notFound } from "../../shared/actions/api-errors";
import type { EventRecord } from "../../shared/events/event-log";
import { recordEvents } from "../../shared/events/event-log.store";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import type { Principal } from "../../shared/actions/principal";
import { Decline, isExpired, lockPending, present, ResourceDeclaration, ResourceObject } from "../../shared/engine";
import { RESOURCES } from "../../shared/resources";
import { presentBatch } from "./batch-views";
import {
	addBatchObjects,
	batchCounts,
	batchIntegrations,
	batchMembers,
	importedAmong,
	insertBatch,
	lineItemInOtherBatch,
	lineItemProducts,
	lockBatch,
	lockBatchObjects,
	lockObjects,
	markBatchCompleted,
	markBatchReverted,
	markClaimed,
	markImported,
	markRejected,
	recheckPendingAging,
	recordClaim,
	recordLastImport,
	referencingInOtherBatch,
	releaseObjects,
} from "./import-batches.store";

/** Why an object cannot be claimed (docs/design.md, "Import lifecycle"). */
export type ClaimRefusal = "missing" | "not_pending" | "expired" | "claimed" | "dependency_not_imported";

export interface ClaimEntry {
	id: string;
	local_ref?: string;
}

/** The resource type of an object id, from its prefix. */
export function typeOfId(id: string): ResourceDeclaration | undefined {
	const prefix = id.slice(0, id.indexOf("_"));
	return RESOURCES.find((decl) => decl.prefix === prefix);
}

const referenceFields = (decl: ResourceDeclaration) => Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === "reference" ? [{ name, to: f.to }] : []));

/** Batches as the viewer sees them: an integration counts only its own objects. */
export async function presentBatches(db: Queryable, rows: Row[], integrationId: string | null) {
	const counts = await batchCounts(
		db,
		rows.map((row) => row.id),
		integrationId,
	);
	return rows.map((row) => presentBatch(row, counts.get(row.id)));
}

/**
 * Objects that `rows` depend on and that are neither imported nor in this batch: their references,
 * and the products of their line items. Dependencies are share-locked so that no revert can take
 * them back before this claim commits.
 */
async function missingDependencies(tx: Queryable, decl: ResourceDeclaration, rows: Row[], batchIds: Set<string>): Promise<Set<string>> {
	const needs = new Map<string, string[]>(); // object id -> dependency ids
	for (const row of rows) {
		needs.set(
			row.id,
			referenceFields(decl)
				.map(({ name }) => row[name])
				.filter(Boolean),
		);
	}
	if (decl.lineItems) {
		const lines = await lineItemProducts(
			tx,
			decl,
			rows.map((row) => row.id),
		);
		for (const line of lines) needs.get(line.parent)!.push(line.product);
	}
	const outside = [...new Set([...needs.values()].flat())].filter((id) => !batchIds.has(id));
	const imported = new Set<string>();
	for (const target of RESOURCES) {
		const ids = outside.filter((id) => typeOfId(id) === target);
		if (!ids.length) continue;
		for (const id of await importedAmong(tx, target, ids)) imported.add(id);
	}
	return new Set([...needs].filter(([, deps]) => deps.some((dep) => !batchIds.has(dep) && !imported.has(dep))).map(([id]) => id));
}

/** Marks claimed objects imported, and returns their `<type>.imported` events. */
async function importObjects(tx: Queryable, batchId: string, localRefs: Map<string, string>, now: number): Promise<EventRecord[]> {
	const events: EventRecord[] = [];
	for (const decl of RESOURCES) {
		const ids = [...localRefs.keys()].filter((id) => typeOfId(id) === decl);
		if (!ids.length) continue;
		const rows = await markImported(
			tx,
			decl,
			batchId,
			ids,
			ids.map((id) => localRefs.get(id)!),
			now,
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
	const events: EventRecord[] = [];
	for (const integrationId of await batchIntegrations(tx, batch.id)) {
		const [object] = await presentBatches(tx, [batch], integrationId);
		events.push({ accountId: batch.account_id, integrationId, type: `import_batch.${happened}`, object });
	}
	return events;
}

async function finishImport(tx: Queryable, batch: Row, localRefs: Map<string, string>, clock: Clock): Promise<Row> {
	const now = unixSeconds(clock);
	const objectEvents = await importObjects(tx, batch.id, localRefs, now);
	const completed = await markBatchCompleted(tx, batch.id, now);
	await recordLastImport(tx, batch.account_id, now);
	await recordEvents(tx, [...objectEvents, ...(await batchEvents(tx, completed, "completed"))], clock);
	return completed;
}

/**
 * Claims every object of `entries` for a new batch, all or nothing (docs/design.md, "Import lifecycle"). With
 * local refs for all of them the batch completes at once; without any it stays open.
 */
export async function claimBatch(tx: Queryable, principal: Principal, entries: ClaimEntry[], clock: Clock): Promise<Row> {
	const ids = entries.map((entry) => entry.id);
	const inBatch = new Set(ids);
	const refusals = new Map<string, ClaimRefusal>();
	const claimed: Array<{ decl: ResourceDeclaration; row: Row }> = [];
	const now = unixSeconds(clock);
	for (const id of ids) if (!typeOfId(id)) refusals.set(id, "missing");
	for (const decl of RESOURCES) {
		const wanted = ids.filter((id) => typeOfId(id) === decl);
		if (!wanted.length) continue;
		const rows = await lockObjects(tx, decl, principal.accountId, wanted);
		const found = new Set(rows.map((row) => row.id));
		for (const id of wanted) if (!found.has(id)) refusals.set(id, "missing");
		for (const row of rows) {
			// past its moment, an unclaimed object is never claimed, swept yet or not (docs/lifecycle.md, "Expiry")
			const unclaimed = row.import_status === "pending" && row.import_batch === null;
			if (row.import_status === "expired" || (unclaimed && isExpired(row, now))) refusals.set(row.id, "expired");
			else if (row.import_status !== "pending") refusals.set(row.id, "not_pending");
			else if (row.import_batch !== null) refusals.set(row.id, "claimed");
		}
		for (const id of await missingDependencies(tx, decl, rows, inBatch)) if (!refusals.has(id)) refusals.set(id, "dependency_not_imported");
		claimed.push(...rows.map((row) => ({ decl, row })));
	}
	if (refusals.size) {
		const objects = ids.filter((id) => refusals.has(id)).map((id) => ({ id, reason: refusals.get(id) }));
		throw new ApiError("object_not_claimable", `${objects.length} of the ${ids.length} objects cannot be claimed; nothing was claimed.`, { objects });
	}

	const batch = await insertBatch(tx, principal.accountId, now);
	await addBatchObjects(tx, batch.id, claimed);
	await recordClaim(tx, principal.accountId, now);
	// A one-shot import marks its objects imported (and claimed) in one write; an open claim only claims them.
	if (entries.every((entry) => entry.local_ref !== undefined)) {
		return finishImport(tx, batch, new Map(entries.map((entry) => [entry.id, entry.local_ref!])), clock);
	}
	for (const decl of RESOURCES) {
		const mine = claimed.filter((c) => c.decl === decl).map((c) => c.row.id);
		if (mine.length) await markClaimed(tx, decl, batch.id, mine, now);
	}
	return batch;
}

/** The principal's batch `id`, locked, or 404. */
async function lockedBatch(tx: Queryable, principal: Principal, id: string): Promise<Row> {
	const batch = await lockBatch(tx, principal.accountId, id);
	if (!batch) throw notFound("import_batch", id);
	return batch;
}

/** Completes an open batch with the merchant-side id of each of its objects, exactly those. */
export async function completeBatch(tx: Queryable, principal: Principal, id: string, localRefs: Record<string, string>, clock: Clock): Promise<Row> {
	const batch = await lockedBatch(tx, principal, id);
	if (batch.status !== "open") throw new ApiError("batch_not_open", `This import batch is ${batch.status}; only an open batch can be completed.`);
	const members = await batchMembers(tx, id);
	const missing = members.filter((objectId) => !(objectId in localRefs));
	const extra = Object.keys(localRefs).filter((objectId) => !members.includes(objectId));
	if (missing.length || extra.length) {
		const detail = [missing.length ? `missing ${missing.join(", ")}` : "", extra.length ? `not in the batch: ${extra.join(", ")}` : ""].filter(Boolean);
		throw new ApiError("parameter_invalid", `local_refs must name exactly the batch's objects (${detail.join("; ")}).`, { param: "local_refs" });
	}
	return finishImport(tx, batch, new Map(Object.entries(localRefs)), clock);
}

/**
 * The first object of another live batch (open or completed) that references one of `ids`: while
 * it stands, reverting would leave it pointing at an object no longer in the books.
 */
async function dependentInOtherBatch(tx: Queryable, batchId: string, ids: string[]): Promise<Row | undefined> {
	for (const decl of RESOURCES) {
		const refs = referenceFields(decl);
		if (!refs.length) continue;
		const row = await referencingInOtherBatch(
			tx,
			decl,
			refs.map(({ name }) => name),
			ids,
			batchId,
		);
		if (row) return row;
	}
	for (const parent of RESOURCES.filter((decl) => decl.lineItems)) {
		const row = await lineItemInOtherBatch(tx, parent, ids, batchId);
		if (row) return row;
	}
	return undefined;
}

/** Undoes a batch: its objects return to pending, editable again; an open batch releases its claims. */
export async function revertBatch(tx: Queryable, principal: Principal, id: string, clock: Clock): Promise<Row> {
	const batch = await lockedBatch(tx, principal, id);
	if (batch.status === "reverted") throw new ApiError("batch_not_revertible", "This import batch is already reverted.");
	// Its objects locked first, then the dependents looked for: a claim depending on one of them either
	// committed before the lock (and the look sees it) or waits and finds it no longer imported.
	for (const decl of RESOURCES) await lockBatchObjects(tx, decl, id);
	const members = await batchMembers(tx, id);
	const dependent = await dependentInOtherBatch(tx, id, members);
	if (dependent) {
		throw new ApiError(
			"batch_not_revertible",
			`${dependent.id} in batch ${dependent.import_batch} depends on an object of this batch; revert that batch first.`,
			{ dependent: dependent.id, batch: dependent.import_batch },
		);
	}
	const now = unixSeconds(clock);
	for (const decl of RESOURCES) await releaseObjects(tx, decl, id, now);
	const integrations = await batchIntegrations(tx, id);
	await recheckPendingAging(
		tx,
		integrations.filter((integration) => integration !== null),
		now,
	);
	const reverted = await markBatchReverted(tx, id, now);
	await recordEvents(tx, await batchEvents(tx, reverted, "reverted"), clock);
	return reverted;
}

/** Who declines: the desktop key is the merchant's; an integration key declines for its integration. */
export const rejecterOf = (principal: Principal) => (principal.integrationId === null ? "merchant" : "integration");

/** A decline as it is asked for: who declines follows from the key. */
export type DeclineRequest = Omit<Decline, "by">;

/**
 * Records that a pending object was declined, why (with the field at fault and the importer's
 * detail), and by whom: the merchant with the desktop key, or the integration itself with its own
 * key (which sees only its own objects). The decision is final.
 */
export async function rejectObject(
	tx: Queryable,
	principal: Principal,
	decl: ResourceDeclaration,
	id: string,
	decline: DeclineRequest,
	clock: Clock,
): Promise<ResourceObject> {
	const now = unixSeconds(clock);
	const current = await lockPending(tx, decl, principal, id, now);
	const row = await markRejected(tx, decl, current.id, { ...decline, by: rejecterOf(principal) }, now);
	await recordEvents(tx, [objectEvent(decl, row, "rejected", { reason: decline.reason })], clock);
	return present(decl, row);
}
