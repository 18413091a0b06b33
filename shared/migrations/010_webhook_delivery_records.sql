-- Issue 19: delivery ids that reveal no volume, the start of each receiver's answer, and the
-- attempts under way per endpoint. Added, never changed in place: the previous release keeps working
-- (k8s/README.md, "Migrations").

-- A delivery's public id: `wd_` and 24 base62 characters, random like every other id. The database
-- makes it, so every insert gets one (the outbox inserts a set of rows in one statement, and the
-- previous release's inserts name no id). 48 bytes from the strong random source behind
-- gen_random_uuid, each kept only below 248 so that every character is equally likely; 24 of them
-- survive unless more than 24 of 48 fall in the 8 in 256 that are dropped, which does not happen.
CREATE FUNCTION webhook_delivery_id() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'wd_' || string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + byte % 62, 1), '' ORDER BY i)
  FROM (
    SELECT i, byte FROM (
      SELECT i, get_byte(bytes, i) AS byte
      FROM (SELECT decode(md5(gen_random_uuid()::text) || md5(gen_random_uuid()::text) || md5(gen_random_uuid()::text), 'hex') AS bytes) b,
           generate_series(0, 47) i
    ) all_bytes
    WHERE byte < 248 ORDER BY i LIMIT 24
  ) kept
$$;

-- The deliveries made before keep the id they were shown with; the list still reads in the order of
-- `id`, the order they were queued in.
ALTER TABLE webhook_deliveries ADD COLUMN public_id text;
UPDATE webhook_deliveries SET public_id = 'wd_' || id;
ALTER TABLE webhook_deliveries ALTER COLUMN public_id SET DEFAULT webhook_delivery_id();
ALTER TABLE webhook_deliveries ALTER COLUMN public_id SET NOT NULL;
CREATE UNIQUE INDEX webhook_deliveries_public_id ON webhook_deliveries (public_id);

-- The first 1 KB of the receiver's answer (UTF-8 text); null when no answer came.
ALTER TABLE webhook_attempts ADD COLUMN response_body text;

-- Attempts under way: a claim counts them per endpoint to keep each endpoint to
-- WEBHOOK_ENDPOINT_CONCURRENCY. Only unfinished rows are in it, so it stays small.
CREATE INDEX webhook_attempts_under_way ON webhook_attempts (delivery_id) WHERE duration_ms IS NULL AND error IS NULL;
-- A claim takes each endpoint's oldest due deliveries, up to the room it has: one probe per endpoint,
-- whatever the backlog of the others.
CREATE INDEX webhook_deliveries_endpoint_due ON webhook_deliveries (endpoint_id, next_attempt_at, id) WHERE status = 'pending';
