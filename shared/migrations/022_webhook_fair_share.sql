-- A receiver that does not answer may hold one attempt under way, not
-- WEBHOOK_ENDPOINT_CONCURRENCY (docs/webhooks.md, "Fair share"). The worker sets it from each
-- endpoint's last attempt: true when it ended within a second. A new endpoint starts at false, so
-- its first delivery goes alone; the previous release ignores the column.
ALTER TABLE webhook_endpoints ADD COLUMN answers_promptly boolean NOT NULL DEFAULT false;
