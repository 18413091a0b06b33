-- The webhook worker's one statement (services/webhooks/queue.ts, `recordAndClaim`): it records a
-- batch of finished attempts and claims due deliveries into the slots they free. As a function,
-- its plan is made once per connection and kept (a generic plan: the statement's shape never
-- changes), where as a statement sent each time it was parsed and planned on every batch: 6.5 ms of
-- PGlite's time per batch, more than a third of a batch's cost, and the largest single share of a
-- delivery's cost in the embedded mode. The SQL is the statement of the release before, unchanged.
-- A later change to it defines a function of another name: during a rollout the previous release
-- keeps calling this one.
--
-- Parameters, in order: now (ms), the lease's end (ms), the attempts a delivery gets, the bound per
-- endpoint, the retention cutoff (s); the batch's endpoints, its deliveries with their new status,
-- next attempt and last error, the time (s); its attempts with their duration, HTTP status, error,
-- message and the start of the answer; the failure streak that disables an endpoint; how many
-- deliveries to claim at most.
--
-- Recording ($6 to $18): each delivery's new status, each attempt's result, and each endpoint's
-- streak of failed deliveries (a success ends it). A delivery only counts when it is finished: one
-- pending between retries counts for nothing, so a receiver that is down for a while during a
-- burst is not disabled. A delivery dropped meanwhile (its endpoint was disabled) stays dropped;
-- one deleted with its endpoint is gone. A streak that does not change is not written.
--
-- Rows are locked as every other writer locks them: the endpoints first (in id order, so that
-- workers agree), then the deliveries, then their attempts; a delete cascades in that order too,
-- and in any other order a delete racing a batch deadlocked. Each step waits for the one before it
-- through a subquery on it (`>= 0` always holds), which runs before the step touches a row. Each
-- UPDATE names its rows by primary key (`= ANY`): joined to the unnested outcomes alone, the
-- planner scanned every pending delivery or every attempt; "not finished" rather than "pending"
-- leaves it the primary key over the queue's partial indexes.
--
-- Claiming: FOR UPDATE SKIP LOCKED, so any number of workers share the queue. The claim counts the
-- attempt and writes its row before anything is sent, and leases the delivery (next_attempt_at
-- moves past the timeout): a worker that dies mid-attempt leaves an attempt that counts, so a
-- delivery is retried at most as scheduled, and the claim after the lease (WEBHOOK_LEASE_MS) marks
-- it `worker_lost`. A delivery whose event is past its retention is never claimed again.
--
-- It takes no more of an endpoint than WEBHOOK_ENDPOINT_CONCURRENCY minus the attempts already
-- under way there (unfinished attempt rows whose lease runs, on any worker, less the batch's,
-- which this statement finishes), and passes over an endpoint that is full or that the batch's
-- streak is about to disable: the deliveries of a slow endpoint never hold up the others, and a
-- backlog costs a claim nothing. It looks at each endpoint's oldest due deliveries (an index probe
-- per endpoint; ordered by time and id, which only that index gives, so that the planner never
-- walks the whole queue instead), the oldest first over all of them, without locks, and locks only
-- the rows it takes (checking again that they are due), each by its primary key, and updates and
-- reads them by it: as joins, the planner read the whole due queue, or every event, to take 40
-- rows. Each row says how many candidates it found (`seen`): when that is the limit, more may be due.

CREATE FUNCTION webhook_record_and_claim(
  p_now bigint, p_lease_until bigint, p_attempts integer, p_bound integer, p_retained_after bigint,
  p_endpoints text[], p_deliveries bigint[], p_statuses text[], p_next_attempts bigint[], p_last_errors text[], p_at bigint,
  p_attempt_seqs bigint[], p_durations integer[], p_http_statuses integer[], p_errors text[], p_messages text[], p_bodies text[],
  p_disable_after integer, p_limit integer)
RETURNS TABLE (
  delivery_id bigint, public_id text, endpoint_id text, attempts integer, attempt_seq bigint, seen bigint,
  url text, signing_secret text, previous_secret text, previous_secret_expires bigint, endpoint_account text,
  id text, type text, created bigint, data json)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
-- The returned columns are named like the tables' columns: a name in the statement is a column.
#variable_conflict use_column
BEGIN
RETURN QUERY WITH
 locked AS (SELECT id FROM webhook_endpoints WHERE id = ANY($6::text[]) ORDER BY id FOR NO KEY UPDATE),
 finished AS (
   UPDATE webhook_deliveries d SET status = r.status, next_attempt_at = r.next_attempt_at, last_error = r.last_error, updated = $11
   FROM unnest($7::bigint[], $8::text[], $9::bigint[], $10::text[]) WITH ORDINALITY AS r(id, status, next_attempt_at, last_error, ord)
   WHERE d.id = r.id AND d.id = ANY($7::bigint[]) AND d.status NOT IN ('succeeded', 'failed', 'dropped') AND (SELECT count(*) FROM locked) >= 0
   RETURNING d.id, d.endpoint_id, d.status, r.ord),
 recorded AS (
   UPDATE webhook_attempts a SET duration_ms = r.duration_ms, http_status = r.http_status, error = r.error, error_message = r.error_message,
     response_body = r.response_body
   FROM unnest($12::bigint[], $13::int[], $14::int[], $15::text[], $16::text[], $17::text[]) AS r(seq, duration_ms, http_status, error, error_message, response_body)
   WHERE a.seq = r.seq AND a.seq = ANY($12::bigint[]) AND (SELECT count(*) FROM finished) >= 0),
 ended AS (
   SELECT endpoint_id, status, ord, max(ord) FILTER (WHERE status = 'succeeded') OVER (PARTITION BY endpoint_id) AS last_success
   FROM finished WHERE status <> 'pending'),
 streaks AS (
   SELECT endpoint_id, bool_or(last_success IS NOT NULL) AS reset, count(*) FILTER (WHERE status = 'failed' AND ord > coalesce(last_success, 0)) AS failed_after
   FROM ended GROUP BY endpoint_id),
 streaked AS (
   UPDATE webhook_endpoints w SET failure_streak = CASE WHEN s.reset THEN 0 ELSE w.failure_streak END + s.failed_after
   FROM streaks s WHERE w.id = s.endpoint_id AND (s.failed_after > 0 OR (s.reset AND w.failure_streak > 0))
   RETURNING w.id, w.status, w.failure_streak),
 under_way AS (
   SELECT d.endpoint_id, count(*) AS attempts FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
   WHERE a.duration_ms IS NULL AND a.error IS NULL AND d.status = 'pending' AND d.next_attempt_at > $1 AND a.seq <> ALL($12::bigint[])
   GROUP BY d.endpoint_id),
 candidates AS (
   SELECT d.id, d.next_attempt_at FROM webhook_endpoints w LEFT JOIN under_way u ON u.endpoint_id = w.id
   CROSS JOIN LATERAL (
     SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
     WHERE d.endpoint_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= $1 AND d.id <> ALL($7::bigint[])
       AND EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id AND e.created > $5)
     ORDER BY d.next_attempt_at, d.id LIMIT greatest($4 - coalesce(u.attempts, 0), 0)) d
   WHERE w.id NOT IN (SELECT id FROM streaked WHERE status = 'enabled' AND failure_streak >= $18)
   ORDER BY d.next_attempt_at LIMIT $19),
 due AS (
   SELECT array_agg(d.id) AS ids FROM candidates c CROSS JOIN LATERAL (
     SELECT d.id FROM webhook_deliveries d WHERE d.id = c.id AND d.status = 'pending' AND d.next_attempt_at <= $1
     FOR UPDATE SKIP LOCKED) d),
 claimed AS (
   UPDATE webhook_deliveries d SET next_attempt_at = $2, attempts = d.attempts + 1 WHERE d.id = ANY((SELECT ids FROM due)::bigint[])
   RETURNING d.id, d.public_id, d.event_id, d.endpoint_id, d.attempts),
 lost AS (
   UPDATE webhook_attempts a SET error = 'worker_lost', error_message = 'the worker delivering it stopped before it finished'
   FROM claimed c WHERE a.delivery_id = c.id AND a.duration_ms IS NULL AND a.error IS NULL),
 started AS (
   INSERT INTO webhook_attempts (delivery_id, created) SELECT id, $1 FROM claimed WHERE attempts <= $3 RETURNING seq, delivery_id)
 SELECT c.id AS delivery_id, c.public_id, c.endpoint_id, c.attempts, s.seq AS attempt_seq, (SELECT count(*) FROM candidates) AS seen,
        w.url, w.signing_secret, w.previous_secret, w.previous_secret_expires, w.account_id AS endpoint_account,
        e.id, e.type, e.created, e.data
 FROM claimed c LEFT JOIN started s ON s.delivery_id = c.id
   CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = c.event_id OFFSET 0) e JOIN webhook_endpoints w ON w.id = c.endpoint_id;
END
$$;
