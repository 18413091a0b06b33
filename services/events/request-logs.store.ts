import type { PageRequest } from "../../shared/actions/pages";
import { fetchPage, PageQuery } from "../../shared/actions/pages.store";
import type { Principal } from "../../shared/actions/principal";
import { visibleTo } from "../../shared/actions/principal.store";
import { requestLogCutoff, RequestLogEntry } from "../../shared/http/request-log-entries";
import type { Queryable, Row } from "../../shared/platform/database";
import { Params } from "../../shared/platform/sql-params";
import { ChunkedPurge, deleteInChunks } from "../../shared/platform/chunked-deletes.store";

// The request log's table, request_logs (migration 031; docs/requests.md).

/** `seq` of the first row of second `created` (migration 019: `created` sits in the high bits). */
const firstSeqOf = (created: number) => created * 2 ** 20;

/**
 * Writes a gateway's batch of entries in one statement, whatever its size. An entry already
 * written (the same request id) is left as it is.
 */
export async function insertRequestLogs(db: Queryable, entries: RequestLogEntry[]): Promise<void> {
	const column = <T>(pick: (entry: RequestLogEntry) => T) => entries.map(pick);
	await db.query(
		`INSERT INTO request_logs (id, account_id, integration_id, key_id, created, method, path, status, error_code, error, idempotency_key, duration_ms)
		 SELECT id, account_id, integration_id, key_id, created, method, path, status, error ->> 'code', error, idempotency_key, duration_ms
		 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::smallint[], $9::json[], $10::text[], $11::float8[])
		   AS e (id, account_id, integration_id, key_id, created, method, path, status, error, idempotency_key, duration_ms)
		 ON CONFLICT (id) DO NOTHING`,
		[
			column((e) => e.id),
			column((e) => e.accountId),
			column((e) => e.integrationId),
			column((e) => e.keyId),
			column((e) => e.created),
			column((e) => e.method),
			column((e) => e.path),
			column((e) => e.status),
			column((e) => (e.error === null ? null : JSON.stringify(e.error))),
			column((e) => e.idempotencyKey),
			column((e) => e.durationMs),
		],
	);
}

/** What a principal may read at `now` (unix seconds): its own requests (the desktop: the account's), 7 days back. */
const visibleRequestLogs = (principal: Principal, now: number) => (params: Params) =>
	`${visibleTo(principal, params)} AND seq >= ${params.add(firstSeqOf(requestLogCutoff(now)))}`;

export interface RequestLogFilters {
	status?: number;
	path?: string;
}

/**
 * The query of one page of a principal's request log, newest first; `status` and `path` narrow it
 * (exact). Each shape is served whole by its index (`request_logs_<account|integration>[_path][_status]`,
 * migration 031), the 7-day cut-off as a range of its last column: test/service/request-log-store.test.ts.
 */
export const requestLogPageQuery = (principal: Principal, request: PageRequest & RequestLogFilters, now: number): PageQuery => ({
	table: "request_logs",
	visible: visibleRequestLogs(principal, now),
	filters: (params) => [
		...(request.path === undefined ? [] : [`path = ${params.add(request.path)}`]),
		...(request.status === undefined ? [] : [`status = ${params.add(request.status)}`]),
	],
	request,
});

/** One page of a principal's request log (requestLogPageQuery). */
export function visibleRequestLogPage(
	db: Queryable,
	principal: Principal,
	request: PageRequest & RequestLogFilters,
	now: number,
): Promise<{ rows: Row[]; hasMore: boolean }> {
	return fetchPage(db, requestLogPageQuery(principal, request, now));
}

/** The request with this id, when the principal may read it at `now`. */
export async function findVisibleRequestLog(db: Queryable, principal: Principal, id: string, now: number): Promise<Row | undefined> {
	const params = new Params();
	const [row] = await db.query(`SELECT * FROM request_logs WHERE id = ${params.add(id)} AND ${visibleRequestLogs(principal, now)(params)}`, params.values);
	return row;
}

/** The request log's rows past their 7 days: the primary key's range below the cut-off's first `seq`. */
export const EXPIRED_REQUEST_LOGS: ChunkedPurge = { table: "request_logs", where: "seq < $1", chunk: 1000 };

/** Deletes the rows past their 7 days at `now` (unix seconds; already invisible to reads); answers how many went. */
export async function purgeExpiredRequestLogs(db: Queryable, now: number): Promise<number> {
	return deleteInChunks(db, EXPIRED_REQUEST_LOGS, [firstSeqOf(requestLogCutoff(now))]);
}
