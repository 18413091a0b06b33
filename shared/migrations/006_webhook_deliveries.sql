-- Issue 8: the delivery log, auto-disable by failed deliveries, secret rotation.
-- Columns are added with defaults, so the previous release keeps working while this one rolls out.

-- Why and since when an endpoint is disabled; null while enabled.
ALTER TABLE webhook_endpoints ADD COLUMN disabled_reason text CHECK (disabled_reason IN ('deliveries_failing', 'manual'));
ALTER TABLE webhook_endpoints ADD COLUMN disabled_at bigint;
-- After a rotation, deliveries are signed with the previous secret too until it expires (unix seconds).
ALTER TABLE webhook_endpoints ADD COLUMN previous_secret text;
ALTER TABLE webhook_endpoints ADD COLUMN previous_secret_expires bigint;
-- failure_streak now counts failed deliveries in a row, no longer failed attempts.
UPDATE webhook_endpoints SET failure_streak = 0;
UPDATE webhook_endpoints SET disabled_reason = 'manual', disabled_at = updated WHERE status = 'disabled';

-- Every attempt of a delivery: inserted when a worker claims it (so a worker that dies while
-- delivering leaves an attempt that counts), finished with its outcome.
CREATE TABLE webhook_attempts (
  seq          bigserial PRIMARY KEY,
  delivery_id  bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  created      bigint NOT NULL,          -- unix milliseconds: when the attempt started
  duration_ms  integer,                  -- null until it finished
  http_status  integer,                  -- null when no answer came
  error        text,                     -- null on success; a code of docs/webhooks.md "Delivery log"
  error_message text
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, seq);

-- The delivery log: per endpoint (all, or by status), per event; newest first by id.
CREATE INDEX webhook_deliveries_endpoint_status ON webhook_deliveries (endpoint_id, status, id);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id, id);
