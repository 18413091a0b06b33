-- Runs of the sandbox scenarios (docs/testing.md, "Scenarios"): POST /v1/sandbox/scenarios/<name>
-- starts one on a test account, GET answers the account's latest of that name. `started` and
-- `ended` are the account's time (its clock may move during the run); `began_ms` is the platform's,
-- which the rule "a run left running for over 60 s is shown failed" reads. `objects` and `events`
-- are written when the run ends: what it made, with their import status then, and the events it
-- caused in log order, each with its integration so that a key sees its own. Only the latest run of
-- a name is read: a new run deletes the account's ended runs of its name. A new table: the previous
-- release never reads it.
CREATE TABLE sandbox_scenario_runs (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  account_id     text NOT NULL REFERENCES accounts (id),
  name           text NOT NULL,
  status         text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  started        bigint NOT NULL,
  ended          bigint,
  began_ms       bigint NOT NULL,
  failure        text,
  objects        jsonb NOT NULL DEFAULT '[]',
  events         jsonb NOT NULL DEFAULT '[]'
);
-- The latest run of a name on an account (GET, and the POST's look for one under way).
CREATE INDEX sandbox_scenario_runs_latest ON sandbox_scenario_runs (account_id, name, seq);
-- At most one run of a name under way per account: a second POST finds it instead of starting one.
CREATE UNIQUE INDEX sandbox_scenario_runs_running ON sandbox_scenario_runs (account_id, name) WHERE status = 'running';
