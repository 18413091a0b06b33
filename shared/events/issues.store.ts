import type { Queryable, Row } from "../platform/database";
import { newId } from "../platform/ids";
import { ChunkedPurge, deleteInChunks } from "../platform/chunked-deletes.store";

// The issues table (migration 027): occurrences counted into the open issue of their key, and
// resolutions; the rules are issues.ts.

/** One occurrence of a condition: `key` names it, at most one issue per key being open. */
export interface Occurrence {
	accountId: string;
	integrationId: string | null;
	key: string;
	kind: "decline" | "endpoint_disabled" | "importer_stale";
	code?: string;
	objectType?: string;
	objectId?: string;
	endpointId?: string;
}

/**
 * Counts an occurrence in the open issue of its key, opening one at the first (`opened` true). The
 * unique index `issues_open` makes two concurrent first occurrences one issue: the second waits for
 * the first's insert and counts itself in it. An `endpoint_disabled` issue is noted on its endpoint.
 */
export async function countOccurrence(tx: Queryable, o: Occurrence, now: number): Promise<Row> {
	const [row] = await tx.query(
		`INSERT INTO issues (id, account_id, integration_id, key, kind, status, code, object_type, objects, endpoint_id, count, first_seen_at, last_seen_at)
		 VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, 1, $10, $10)
		 ON CONFLICT (account_id, key) WHERE status = 'open'
		 DO UPDATE SET count = issues.count + 1, last_seen_at = EXCLUDED.last_seen_at, objects = (EXCLUDED.objects || issues.objects)[1:10]
		 RETURNING *, (xmax = 0) AS opened`,
		[
			newId("iss"),
			o.accountId,
			o.integrationId,
			o.key,
			o.kind,
			o.code ?? null,
			o.objectType ?? null,
			o.objectId ? [o.objectId] : [],
			o.endpointId ?? null,
			now,
		],
	);
	if (o.endpointId) await tx.query("UPDATE webhook_endpoints SET open_issue = $2 WHERE id = $1", [o.endpointId, row.id]);
	return row;
}

/** Resolves the open decline issues of each (account, integration, object type) of `imported`; answers them. */
export async function resolveDeclines(
	tx: Queryable,
	imported: Array<{ accountId: string; integrationId: string | null; objectType: string }>,
	now: number,
): Promise<Row[]> {
	return tx.query(
		`UPDATE issues i SET status = 'resolved', resolved_at = $4
		 FROM unnest($1::text[], $2::text[], $3::text[]) AS v(account_id, integration_id, object_type)
		 WHERE i.account_id = v.account_id AND i.status = 'open' AND i.kind = 'decline' AND i.object_type = v.object_type
		   AND i.integration_id IS NOT DISTINCT FROM v.integration_id
		 RETURNING i.*`,
		[imported.map((i) => i.accountId), imported.map((i) => i.integrationId), imported.map((i) => i.objectType), now],
	);
}

/** Resolves the open issue of each (account, key), if there is one; answers them. */
export async function resolveKeys(tx: Queryable, keys: Array<{ accountId: string; key: string }>, now: number): Promise<Row[]> {
	return tx.query(
		`UPDATE issues i SET status = 'resolved', resolved_at = $3
		 FROM unnest($1::text[], $2::text[]) AS v(account_id, key)
		 WHERE i.account_id = v.account_id AND i.key = v.key AND i.status = 'open'
		 RETURNING i.*`,
		[keys.map((k) => k.accountId), keys.map((k) => k.key), now],
	);
}

/**
 * Resolves the open issues noted on those of `endpointIds` that are enabled, and clears the note.
 * The endpoints are locked first, in id order, as every writer of an endpoint and its issue does.
 */
export async function resolveEndpointIssues(tx: Queryable, endpointIds: string[], now: number): Promise<Row[]> {
	const cleared = await tx.query(
		`UPDATE webhook_endpoints w SET open_issue = NULL
		 FROM (SELECT id, open_issue FROM webhook_endpoints WHERE id = ANY($1) AND status = 'enabled' AND open_issue IS NOT NULL ORDER BY id FOR NO KEY UPDATE) old
		 WHERE w.id = old.id RETURNING old.open_issue`,
		[endpointIds],
	);
	if (!cleared.length) return [];
	return tx.query("UPDATE issues SET status = 'resolved', resolved_at = $2 WHERE id = ANY($1) AND status = 'open' RETURNING *", [
		cleared.map((row) => row.open_issue),
		now,
	]);
}

/** Deletes the issues resolved at or before `cutoff` (unix seconds); an open issue stays however old. */
export async function purgeResolvedIssues(db: Queryable, cutoff: number): Promise<number> {
	return deleteInChunks(db, RESOLVED_ISSUES, [cutoff]);
}
export const RESOLVED_ISSUES: ChunkedPurge = { table: "issues", where: "status = 'resolved' AND resolved_at <= $1", chunk: 5000 };
