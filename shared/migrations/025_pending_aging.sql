-- When pending objects will land (docs/lifecycle.md, "When will it land"). Nullable columns without
-- a default keep the previous release working (k8s/README.md, "Migrations"): it claims without
-- recording the claim, and knows no threshold.

-- The importer's last claim, and the starts of its last five runs (claims less than a minute apart
-- are one run), oldest first: GET /v1/account's `importer.next_claim_expected_at` comes from them.
ALTER TABLE accounts ADD COLUMN last_claim_at bigint;
ALTER TABLE accounts ADD COLUMN claim_runs bigint[];

-- An integration's own threshold (`pending_alert_after`, seconds), when `account.pending_aging` was
-- sent to it (null until its oldest pending object reaches the threshold, and again once the age
-- fell below it), and when the aging sweep looks at it next (null without a threshold).
ALTER TABLE integrations ADD COLUMN pending_alert_after integer;
ALTER TABLE integrations ADD COLUMN pending_aging_at bigint;
ALTER TABLE integrations ADD COLUMN pending_check_at bigint;
ALTER TABLE integrations ADD CONSTRAINT integrations_pending_check CHECK ((pending_alert_after IS NULL) = (pending_check_at IS NULL));
-- The sweep's search, condition and order whole: integrations due for a look, earliest first.
CREATE INDEX integrations_pending_due ON integrations (pending_check_at) WHERE pending_check_at IS NOT NULL;
