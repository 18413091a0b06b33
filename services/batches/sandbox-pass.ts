import type { Database, Row } from "../../shared/platform/database";
import { ApiError } from "../../shared/actions/api-errors";
import { randomBase62 } from "../../shared/platform/ids";
import { accountClock, Clock, unixSeconds } from "../../shared/platform/clock";
import { clockState } from "../../shared/actions/account-clocks";
import { clockRow } from "../../shared/actions/account-clocks.store";
import { DESKTOP_SCOPES, Principal } from "../../shared/actions/principal";
import { RESOURCES } from "../../shared/resources";
import { RejectionCode, ResourceDeclaration, SandboxOutcome, sandboxOutcome } from "../../shared/engine";
import { claimBatch, rejectObject, revertBatch } from "./import-batches";
import { batchIntegrations, batchMembers } from "./import-batches.store";
import { PassBooks } from "./sandbox-books";
import { everInABatch, passCandidates } from "./sandbox.store";

/**
 * One pass of the simulated importer over one test account (docs/testing.md): it does what the
 * merchant's desktop software would, through the same claim, complete, revert and reject code as
 * the desktop endpoints, so every state change records the events the real flow records.
 */

/** The most objects one pass takes: a batch's limit. The next pass takes the rest. */
export const PASS_OBJECTS = 1000;

/** What a pass committed, one step at a time: the service counts it and nudges the webhook workers. */
export type SandboxStep = { kind: "claim" | "import" | "revert" } | { kind: "reject"; code: RejectionCode };

/** What one pass did: the batches it made (in order) and the objects it declined, each with the integrations whose objects it holds. */
export interface SandboxRun {
	batches: Array<{ id: string; integrations: Array<string | null> }>;
	rejected: Array<{ id: string; integration: string | null }>;
}

interface Candidate {
	decl: ResourceDeclaration;
	id: string;
	integration: string | null;
	outcome: SandboxOutcome;
	row: Row;
	/** Why the books decline it, when they do. */
	reason?: string;
}

/** What every step of one pass works with: the database, the merchant it acts as, the time, and what it did so far. */
interface Pass {
	db: Database;
	principal: Principal;
	clock: Clock;
	run: SandboxRun;
	onStep: (step: SandboxStep) => void;
}

const REASON = "Declined by the simulated importer, as metadata.sandbox_outcome asked.";

/** The merchant, as the simulated importer acts: the desktop key's view of the whole account. */
const merchantOf = (accountId: string): Principal => ({
	accountId,
	integrationId: null,
	keyId: "sandbox",
	scopes: DESKTOP_SCOPES,
	expiresAt: null,
	mode: "test",
});

const localRef = () => `sim_${randomBase62(16)}`;

/**
 * The account's objects a pass can take (`passCandidates`), in dependency order (the declarations'
 * order), up to PASS_OBJECTS. A type that references itself (a category's parent) is looked at
 * again while a look finds more: its children can be taken once their parent is.
 */
async function candidates({ db, clock }: Pass, accountId: string, cutoff: number): Promise<Candidate[]> {
	const found: Candidate[] = [];
	const taken = (...kinds: Array<SandboxOutcome["kind"]>) => found.filter((c) => kinds.includes(c.outcome.kind)).map((c) => c.id);
	const now = unixSeconds(clock);
	for (const decl of RESOURCES) {
		const again = Object.values(decl.fields).some((f) => f.kind === "reference" && f.to === decl.name);
		for (;;) {
			if (found.length >= PASS_OBJECTS) return found;
			const rows = await passCandidates(db, decl, accountId, { cutoff, now }, PASS_OBJECTS - found.length, {
				all: found.map((c) => c.id),
				imported: taken("import"),
				claimed: taken("import", "outcome_unknown"),
			});
			found.push(...rows.map((row) => ({ decl, id: row.id as string, integration: row.integration_id, outcome: sandboxOutcome(row.metadata), row })));
			if (!again || !rows.length) break;
		}
	}
	return found;
}

const isConflict = (err: unknown, code: string) => err instanceof ApiError && err.type === code;

/**
 * Claims `ids` in one batch, completed at once with `sim_…` local refs (`complete`) or left open;
 * `once`: never objects that were in a batch before. Objects the claim refuses (a dependency not
 * imported, or taken meanwhile) are left out and the rest claimed again; null when none is left.
 *
 * `revert` and `outcome_unknown` objects are taken once: those that were ever in a batch are left
 * out, checked in the claim's transaction before the claim locks them. Should another pass have
 * claimed one meanwhile, the claim waits for its commit and then refuses it (`claimed`), and a
 * revert committed before this check is seen by it.
 */
async function claimClaimable({ db, principal, clock }: Pass, ids: string[], complete: boolean, once: boolean, books?: PassBooks): Promise<Row | null> {
	let left = ids;
	while (left.length) {
		try {
			return await db.transaction(async (tx) => {
				const before = once ? await everInABatch(tx, left) : new Set<string>();
				const entries = left.filter((id) => !before.has(id)).map((id) => (complete ? { id, local_ref: localRef() } : { id }));
				if (!entries.length) return null;
				const batch = await claimBatch(tx, principal, entries, clock);
				// what a completed batch booked joins the books in its own commit, read as it completed
				if (books && batch.status === "completed") await books.publish(tx, await batchMembers(tx, batch.id), Number(batch.completed_at));
				return batch;
			});
		} catch (err) {
			if (!isConflict(err, "object_not_claimable")) throw err;
			const refused = new Set(((err as ApiError).data as { objects: Array<{ id: string }> }).objects.map((o) => o.id));
			left = left.filter((id) => !refused.has(id));
		}
	}
	return null;
}

/** Declines each object with its code, one transaction each: one the desktop key took meanwhile is passed over. */
async function rejectAll({ db, principal, clock, run, onStep }: Pass, objects: Candidate[]) {
	for (const { decl, id, integration, outcome, reason } of objects) {
		if (outcome.kind !== "reject") continue;
		try {
			await db.transaction((tx) =>
				rejectObject(tx, principal, decl, id, { code: outcome.code, reason: reason ?? REASON, field: outcome.field, detail: outcome.detail }, clock),
			);
		} catch (err) {
			if (isConflict(err, "object_not_pending")) continue;
			throw err;
		}
		run.rejected.push({ id, integration });
		onStep({ kind: "reject", code: outcome.code });
	}
}

/** Each `revert` object in a batch of its own, completed, then reverted in a transaction of its own. */
async function importAndRevert(pass: Pass, objects: Candidate[]) {
	const { db, principal, clock, run, onStep } = pass;
	for (const { id, integration } of objects) {
		const batch = await claimClaimable(pass, [id], true, true);
		if (!batch) continue;
		run.batches.push({ id: batch.id, integrations: [integration] });
		onStep({ kind: "import" });
		try {
			await db.transaction((tx) => revertBatch(tx, principal, batch.id, clock));
		} catch (err) {
			// something the desktop key imported meanwhile depends on it: it stays imported
			if (isConflict(err, "batch_not_revertible")) continue;
			throw err;
		}
		onStep({ kind: "revert" });
	}
}

/** `objects` in one batch, completed at once (and booked) unless they ask for an `outcome_unknown`, which is left open. */
async function claimInOne(pass: Pass, objects: Candidate[], done: () => void, books?: PassBooks) {
	const complete = objects.every((o) => o.outcome.kind !== "outcome_unknown");
	const batch = await claimClaimable(
		pass,
		objects.map((o) => o.id),
		complete,
		!complete,
		books,
	);
	if (!batch) return;
	pass.run.batches.push({ id: batch.id, integrations: await batchIntegrations(pass.db, batch.id) });
	done();
}

/** The objects to import that the account's books would decline, each turned into a decline with the books' reason and the field at fault. */
async function byTheBooks(db: Database, books: PassBooks, objects: Candidate[]): Promise<Candidate[]> {
	const judged: Candidate[] = [];
	for (const object of objects) {
		const decline = object.outcome.kind === "import" ? await books.judge(db, object.decl, object.row) : null;
		if (!decline) judged.push(object);
		// the books' message is the reason, as before the detail existed, and the detail too
		else judged.push({ ...object, outcome: { kind: "reject", code: decline.code, field: decline.field, detail: decline.reason }, reason: decline.reason });
	}
	return judged;
}

/**
 * Takes what the account's objects ask for, created at least `delaySeconds` before the account's
 * time (its own clock's, when a test account's clock was moved: docs/testing.md), at that time: declines
 * first, then one batch of the objects to import, then a batch per `revert` object, then one batch
 * left open for the `outcome_unknown` ones; nothing on a live account. The caller holds the account's lease.
 */
export async function simulateImports(
	db: Database,
	clock: Clock,
	accountId: string,
	delaySeconds: number,
	onStep: (step: SandboxStep) => void,
): Promise<SandboxRun> {
	const account = await clockRow(db, accountId);
	const own = accountClock(clock, account && clockState(account));
	const pass: Pass = { db, principal: merchantOf(accountId), clock: own, run: { batches: [], rejected: [] }, onStep };
	// whoever calls, a live account is never touched
	if (account?.mode !== "test") return pass.run;
	const books = new PassBooks(accountId);
	const objects = await byTheBooks(db, books, await candidates(pass, accountId, unixSeconds(own) - delaySeconds));
	const asking = (kind: SandboxOutcome["kind"]) => objects.filter((o) => o.outcome.kind === kind);
	await rejectAll(pass, objects);
	await claimInOne(pass, asking("import"), () => onStep({ kind: "import" }), books);
	await importAndRevert(pass, asking("revert"));
	await claimInOne(pass, asking("outcome_unknown"), () => onStep({ kind: "claim" }));
	return pass.run;
}
