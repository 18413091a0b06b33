-- Foundation schema. Times are unix seconds (bigint). `seq` orders every list: newest first is
-- `seq DESC`, and equal `created` seconds keep creation order. Every list query has an index.

CREATE TABLE accounts (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  created        bigint NOT NULL,
  last_import_at bigint
);

-- One integrator on one account; its keys see the same objects.
CREATE TABLE integrations (
  id         text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  name       text,
  created    bigint NOT NULL
);
CREATE INDEX integrations_account ON integrations (account_id);

-- integration_id NULL marks the merchant's desktop key. Secrets are stored only as SHA-256.
CREATE TABLE api_keys (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  account_id     text NOT NULL REFERENCES accounts (id),
  integration_id text REFERENCES integrations (id),
  name           text,
  scopes         text[] NOT NULL,
  secret_hash    text NOT NULL UNIQUE,
  secret_last4   text NOT NULL,
  created        bigint NOT NULL,
  expires_at     bigint,
  revoked_at     bigint
);
CREATE INDEX api_keys_account ON api_keys (account_id, seq);

-- A claim is `import_batch` set on a pending object; the batch's own list of objects drives revert.
CREATE TABLE import_batches (
  seq          bigserial PRIMARY KEY,
  id           text NOT NULL UNIQUE,
  account_id   text NOT NULL REFERENCES accounts (id),
  status       text NOT NULL CHECK (status IN ('open', 'completed', 'reverted')),
  counts       jsonb NOT NULL DEFAULT '{}',
  created      bigint NOT NULL,
  updated      bigint NOT NULL,
  completed_at bigint,
  reverted_at  bigint
);
CREATE INDEX import_batches_account ON import_batches (account_id, seq);
CREATE INDEX import_batches_account_status ON import_batches (account_id, status, seq);

CREATE TABLE import_batch_objects (
  batch_id       text NOT NULL REFERENCES import_batches (id),
  object_id      text NOT NULL,
  object_type    text NOT NULL,
  integration_id text,
  PRIMARY KEY (batch_id, object_id)
);
CREATE INDEX import_batch_objects_object ON import_batch_objects (object_id);

CREATE TABLE customers (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  account_id     text NOT NULL REFERENCES accounts (id),
  integration_id text REFERENCES integrations (id),
  created        bigint NOT NULL,
  updated        bigint NOT NULL,
  import_status  text NOT NULL DEFAULT 'pending' CHECK (import_status IN ('pending', 'imported', 'rejected')),
  import_batch   text REFERENCES import_batches (id),
  imported_at    bigint,
  local_ref      text,
  metadata       jsonb NOT NULL DEFAULT '{}',
  name           text NOT NULL,
  email          text,
  phone          text,
  company        text,
  tax_number     text,
  address_line1  text,
  address_line2  text,
  city           text,
  state          text,
  postal_code    text,
  country        text,
  notes          text
);
CREATE INDEX customers_account ON customers (account_id, seq);
CREATE INDEX customers_integration ON customers (integration_id, seq);
CREATE INDEX customers_account_status ON customers (account_id, import_status, seq);
CREATE INDEX customers_integration_status ON customers (integration_id, import_status, seq);
CREATE INDEX customers_account_email ON customers (account_id, email, seq);
CREATE INDEX customers_account_name ON customers (account_id, name, seq);
CREATE INDEX customers_batch ON customers (import_batch) WHERE import_batch IS NOT NULL;

-- The event log; integration_id NULL for objects the desktop key created itself.
CREATE TABLE events (
  seq            bigserial PRIMARY KEY,
  id             text NOT NULL UNIQUE,
  account_id     text NOT NULL REFERENCES accounts (id),
  integration_id text REFERENCES integrations (id),
  type           text NOT NULL,
  created        bigint NOT NULL,
  data           json NOT NULL  -- json keeps the object exactly as the API returned it
);
CREATE INDEX events_account ON events (account_id, seq);
CREATE INDEX events_integration ON events (integration_id, seq);
CREATE INDEX events_account_type ON events (account_id, type, seq);
CREATE INDEX events_integration_type ON events (integration_id, type, seq);
CREATE INDEX events_created ON events (created);

CREATE TABLE webhook_endpoints (
  seq              bigserial PRIMARY KEY,
  id               text NOT NULL UNIQUE,
  account_id       text NOT NULL REFERENCES accounts (id),
  integration_id   text REFERENCES integrations (id),
  url              text NOT NULL,
  enabled_events   text[] NOT NULL,
  description      text,
  status           text NOT NULL CHECK (status IN ('enabled', 'disabled')),
  signing_secret   text NOT NULL,
  failure_streak   integer NOT NULL DEFAULT 0,
  created          bigint NOT NULL,
  updated          bigint NOT NULL
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, seq);
CREATE INDEX webhook_endpoints_integration ON webhook_endpoints (integration_id, seq);

-- The webhook outbox: rows written in the event's transaction, claimed with FOR UPDATE SKIP LOCKED.
CREATE TABLE webhook_deliveries (
  id            bigserial PRIMARY KEY,
  event_id      text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  endpoint_id   text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status        text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'dropped')),
  attempts      integer NOT NULL DEFAULT 0,
  next_attempt_at bigint,
  last_error    text,
  created       bigint NOT NULL,
  updated       bigint NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);

-- Stored results of creates, committed in the create's own transaction (docs/design.md, "Idempotency").
CREATE TABLE idempotency_keys (
  scope       text NOT NULL,
  key         text NOT NULL,
  fingerprint text NOT NULL,
  status      integer NOT NULL,
  body        json NOT NULL,   -- json, not jsonb: a replay returns the exact bytes of the original
  created     bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created);
