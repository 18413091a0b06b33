import type { Database } from "../../shared/platform/database";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import { recordEvents } from "../../shared/events/event-log.store";
import { present } from "../../shared/engine";
import { RESOURCES } from "../../shared/resources";
import { EXPIRY_BATCH, markExpiredBatch } from "./expiry-sweep.store";

/**
 * Proposals that expire (docs/lifecycle.md, "Expiry"): every object still pending and unclaimed at
 * its `expires_at` becomes `expired`, with one `<object>.expired` event, in one transaction per
 * batch of rows. Safe on every replica at once: `SKIP LOCKED` splits the rows between them and the
 * statement's condition lets only one mark each. Answers how many it marked, by object type.
 */
export async function expireObjects(db: Database, clock: Clock): Promise<Map<string, number>> {
	const marked = new Map<string, number>();
	for (const decl of RESOURCES) {
		for (;;) {
			const batch = await db.transaction(async (tx) => {
				const rows = await markExpiredBatch(tx, decl, unixSeconds(clock));
				await recordEvents(
					tx,
					rows.map((row) => ({ accountId: row.account_id, integrationId: row.integration_id, type: `${decl.object}.expired`, object: present(decl, row) })),
					clock,
				);
				return rows.length;
			});
			if (batch) marked.set(decl.object, (marked.get(decl.object) ?? 0) + batch);
			if (batch < EXPIRY_BATCH) break;
		}
	}
	return marked;
}
