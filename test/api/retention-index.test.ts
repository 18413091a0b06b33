import { EXPIRED_RESULTS } from "../../shared/actions/idempotency.store";
import { EXPIRED_EVENTS } from "../../shared/events/event-log.store";
import { RESOLVED_ISSUES } from "../../shared/events/issues.store";
import { ChunkedPurge, chunkDelete } from "../../shared/platform/chunked-deletes.store";
import type { Database } from "../../shared/platform/database";
import { ENDED_PORTAL_LINKS } from "../../services/accounts/portal-links.store";
import { EXPIRED_REQUEST_LOGS } from "../../services/events/request-logs.store";
import { filters, indexesOf, nodes, planOf, planDatabase } from "../support/plans";

// Each retention pass (docs/scaling.md, "What grows") reads only what it deletes: its chunk is found
// through an index that serves its condition whole, never by reading the table, however large the
// table has grown (no row is read and then passed over). EXPLAINed on 20,000 rows per table, one in ten past its time. Embedded mode checks
// a PGlite of its own, distributed mode a PostgreSQL database of its own.

const ROWS = 20_000;
const NOW = 1_800_000_000;
const DAY = 86_400;
let db: Database;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
	({ db, drop } = await planDatabase("retention-ix"));
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_ix', 'ix', 0)");
	await db.query("INSERT INTO api_keys (id, account_id, scopes, secret_hash, secret_last4, created) VALUES ('key_ix', 'acct_ix', '{read}', 'h', 'last', 0)");
	// one row in ten is past its time: its age in days, i % 10 = 0 → 400 days, else within a day
	const age = `CASE WHEN i % 10 = 0 THEN ${400 * DAY} ELSE i % ${DAY} END`;
	await db.query(
		`INSERT INTO events (id, account_id, type, created, data) SELECT 'evt_ix' || i, 'acct_ix', 'customer.rejected', ${NOW} - ${age}, '{}' FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query(
		`INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created) SELECT 'ix', 'k' || i, 'f', 201, '{}', ${NOW} - ${age} FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query(
		`INSERT INTO issues (id, account_id, key, kind, status, count, first_seen_at, last_seen_at, resolved_at)
		 SELECT 'iss_ix' || i, 'acct_ix', 'k' || i, 'decline', CASE WHEN i % 2 = 0 THEN 'resolved' ELSE 'open' END, 1, 0, 0,
		        CASE WHEN i % 2 = 0 THEN ${NOW} - ${age} END
		 FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query(
		`INSERT INTO portal_links (id, account_id, key_id, token_hash, created, expires_at, session_expires_at)
		 SELECT 'pl_ix' || i, 'acct_ix', 'key_ix', 't' || i, ${NOW} - ${age}, ${NOW} - ${age} + 600, CASE WHEN i % 3 = 0 THEN ${NOW} - ${age} + 3600 END
		 FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query(
		`INSERT INTO request_logs (id, account_id, key_id, created, method, path, status, duration_ms)
		 SELECT 'req_ix' || i, 'acct_ix', 'key_ix', ${NOW} - ${age}, 'GET', '/v1/customers', 200, 1 FROM generate_series(1, ${ROWS}) AS i`,
	);
	await db.query("ANALYZE");
}, 120_000);

afterAll(async () => {
	await db?.close();
	await drop();
});

test.each<[string, ChunkedPurge, number, string]>([
	["events past 90 days", EXPIRED_EVENTS, NOW - 90 * DAY, "events_created"],
	["stored answers past 24 hours", EXPIRED_RESULTS, NOW - DAY, "idempotency_keys_created"],
	["issues resolved 90 days ago", RESOLVED_ISSUES, NOW - 90 * DAY, "issues_resolved"],
	["portal links ended a week ago", ENDED_PORTAL_LINKS, NOW - 7 * DAY, "portal_links_ended"],
	// `seq` holds `created` in its high bits (migration 019): the cut-off is a range of the primary key
	["requests past 7 days", EXPIRED_REQUEST_LOGS, (NOW - 7 * DAY) * 2 ** 20, "request_logs_pkey"],
])("%s are found through one index, with no scan of the table and no sort", async (_, purge, cutoff, index) => {
	const plan = await planOf(db, chunkDelete(purge), [cutoff]);
	expect(indexesOf(plan)).toEqual([index]);
	expect(filters(plan)).toEqual([]);
	expect(nodes(plan).filter((node) => node === "Sort" || node === "Seq Scan")).toEqual([]);
});
