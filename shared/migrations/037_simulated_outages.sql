-- A test account's webhook endpoint put down by the sandbox scenario `endpoint_down`
-- (docs/testing.md, "Scenarios"; docs/webhooks.md, "Auto-disable"): until this moment (unix
-- milliseconds, the platform's time) the worker sends nothing to it and fails each of its
-- deliveries at its first attempt, so auto-disable is reached in seconds rather than in 15 hours.
-- A moment rather than a flag: an outage whose scenario died ends on its own. Null: the endpoint
-- is up, as every live account's always is. Nullable without a default keeps the previous release
-- working (it does not read the column).
ALTER TABLE webhook_endpoints ADD COLUMN simulated_outage_until bigint;
