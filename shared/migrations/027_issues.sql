-- Issues (docs/issues.md): the conditions an integrator must act on, grouped, that open at their
-- first occurrence and resolve on their own once the cause is gone. `key` names the condition
-- (its kind, integration and what it is about); at most one issue per key is open, so every
-- occurrence finds the open one (`issues_open`) and counts itself there. The previous release,
-- running during a rollout, neither opens nor resolves issues: it knows nothing of this table.

CREATE TABLE issues (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  account_id     text NOT NULL REFERENCES accounts (id),
  integration_id text REFERENCES integrations (id),
  key            text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('decline', 'endpoint_disabled', 'importer_stale')),
  status         text NOT NULL CHECK (status IN ('open', 'resolved')),
  code           text,
  object_type    text,
  objects        text[] NOT NULL DEFAULT '{}',  -- the most recent declined objects first, at most 10
  endpoint_id    text,                          -- no foreign key: the issue outlives a deleted endpoint
  count          integer NOT NULL,
  first_seen_at  bigint NOT NULL,
  last_seen_at   bigint NOT NULL,
  resolved_at    bigint
);
CREATE UNIQUE INDEX issues_open ON issues (account_id, key) WHERE status = 'open';
CREATE INDEX issues_account ON issues (account_id, seq);
CREATE INDEX issues_integration ON issues (integration_id, seq);
CREATE INDEX issues_account_status ON issues (account_id, status, seq);
CREATE INDEX issues_integration_status ON issues (integration_id, status, seq);

-- The endpoint's open `endpoint_disabled` issue: the webhook worker reads it with each delivery it
-- claims, so that a success resolves the issue without a look at this table for every delivery.
ALTER TABLE webhook_endpoints ADD COLUMN open_issue text;
