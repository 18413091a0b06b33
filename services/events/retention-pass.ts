import { purgeExpiredResults } from "../../shared/actions/idempotency.store";
import { retentionCutoff } from "../../shared/events/event-log";
import { purgeExpiredEvents } from "../../shared/events/event-log.store";
import { purgeResolvedIssues } from "../../shared/events/issues.store";
import { Clock, unixSeconds } from "../../shared/platform/clock";
import type { Queryable } from "../../shared/platform/database";
import { purgeExpiredRequestLogs } from "./request-logs.store";

/** The tables the events service keeps flat (docs/scaling.md, "What grows"). */
export const RETAINED_TABLES = ["events", "idempotency_keys", "issues", "request_logs"] as const;

/**
 * One pass at the clock's time: events after 90 days (their webhook deliveries and attempts with
 * them), stored answers to an Idempotency-Key after 24 hours, issues 90 days after they resolved,
 * the request log after 7 days.
 * Each was already invisible to reads; the passes run one after the other, so that a pass never
 * takes more than one of the database's connections. Answers the rows deleted, by table.
 */
export async function retentionPass(db: Queryable, clock: Clock): Promise<Record<(typeof RETAINED_TABLES)[number], number>> {
	const now = unixSeconds(clock);
	return {
		events: await purgeExpiredEvents(db, now),
		idempotency_keys: await purgeExpiredResults(db, now),
		issues: await purgeResolvedIssues(db, retentionCutoff(now)),
		request_logs: await purgeExpiredRequestLogs(db, now),
	};
}
