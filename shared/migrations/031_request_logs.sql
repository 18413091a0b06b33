-- The request log (docs/requests.md): each request a key made, for 7 days, written by the
-- events service in batches the gateways send it. `id` is the request's own id (`req_…`, the
-- `Request-Id` header). `seq` holds `created` in its high bits (seq_from_created, migration 019),
-- so that newest first is by `created` and the 7-day cut-off is a range of every index's last
-- column. Every list shape has its index, for the desktop (account) and an integration: no
-- filter, `status`, `path`, both. An integration's index holds `account_id` first, as migration
-- 005's do (its lists' whole condition: no plan combines two indexes and sorts), and leaves out
-- the desktop's rows, which it never serves. No foreign keys: a row is written after its request
-- was checked, and the 7-day purge deletes without looking at other tables. The previous release,
-- running during a rollout, knows nothing of this table: its gateways record nothing.

CREATE TABLE request_logs (
  seq             bigserial PRIMARY KEY,
  id              text NOT NULL UNIQUE,
  account_id      text NOT NULL,
  integration_id  text,
  key_id          text NOT NULL,
  created         bigint NOT NULL,
  method          text NOT NULL,
  path            text NOT NULL,
  status          smallint NOT NULL,
  error_code      text,
  error           json,            -- as sent: json keeps the order of its keys
  idempotency_key text,
  duration_ms     double precision NOT NULL,
  CHECK (seq >> 20 = created)
);
CREATE TRIGGER request_logs_seq BEFORE INSERT ON request_logs FOR EACH ROW EXECUTE FUNCTION seq_from_created();
CREATE INDEX request_logs_account ON request_logs (account_id, seq);
CREATE INDEX request_logs_integration ON request_logs (account_id, integration_id, seq) WHERE integration_id IS NOT NULL;
CREATE INDEX request_logs_account_status ON request_logs (account_id, status, seq);
CREATE INDEX request_logs_integration_status ON request_logs (account_id, integration_id, status, seq) WHERE integration_id IS NOT NULL;
CREATE INDEX request_logs_account_path ON request_logs (account_id, path, seq);
CREATE INDEX request_logs_integration_path ON request_logs (account_id, integration_id, path, seq) WHERE integration_id IS NOT NULL;
CREATE INDEX request_logs_account_path_status ON request_logs (account_id, path, status, seq);
CREATE INDEX request_logs_integration_path_status ON request_logs (account_id, integration_id, path, status, seq) WHERE integration_id IS NOT NULL;
