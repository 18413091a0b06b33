-- The merchant's books as the importer publishes them (docs/books.md), to predict at POST time what
-- the books would decline. Names and references are kept only as keyed hashes (HMAC-SHA256 of the
-- normalised text under a key of the account's own snapshot, its inner and outer pads stored so that
-- a statement can compute it): the database never holds the merchant's lists in the clear.
-- Deleting the account deletes its snapshot.
CREATE TABLE books (
  account_id    text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  hmac_inner    bytea NOT NULL,
  hmac_outer    bytea NOT NULL,
  version       integer NOT NULL,
  read_at       bigint NOT NULL,
  checks        text NOT NULL CHECK (checks IN ('warn', 'refuse', 'off')),
  name_rules    jsonb NOT NULL,
  -- For each name type, the types whose names it must not repeat (itself and those it shares a namespace with).
  namespaces    jsonb NOT NULL,
  closed_through date,
  currencies    text[] NOT NULL,
  tax_rates     numeric[] NOT NULL,
  counts        jsonb NOT NULL,
  updated       bigint NOT NULL
);
-- `kind`: a name type (`customers` …) or `ref:` and a transaction type (`ref:expenses` …).
CREATE TABLE books_entries (
  account_id text NOT NULL REFERENCES books (account_id) ON DELETE CASCADE,
  kind       text NOT NULL,
  key        bytea NOT NULL,
  PRIMARY KEY (account_id, kind, key)
);

-- On every object: the key of its name (or reference) under its account's books, so that two
-- pending objects of one name are found to collide (and, for the simulated importer, an object
-- imported since the snapshot was read); what the check found; and how it was checked.
-- The previous release writes none of them: its objects read as never checked. The desktop key
-- lists the pending objects that carry findings (`books_warnings=true`) from the last two indexes.
ALTER TABLE customers ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX customers_books_key ON customers (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX customers_account_books_warnings ON customers (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX customers_integration_books_warnings ON customers (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE suppliers ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX suppliers_books_key ON suppliers (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX suppliers_account_books_warnings ON suppliers (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX suppliers_integration_books_warnings ON suppliers (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE categories ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX categories_books_key ON categories (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX categories_account_books_warnings ON categories (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX categories_integration_books_warnings ON categories (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE products ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX products_books_key ON products (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX products_account_books_warnings ON products (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX products_integration_books_warnings ON products (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE expenses ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX expenses_books_key ON expenses (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX expenses_account_books_warnings ON expenses (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX expenses_integration_books_warnings ON expenses (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE revenue ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX revenue_books_key ON revenue (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX revenue_account_books_warnings ON revenue (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX revenue_integration_books_warnings ON revenue (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE refunds ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX refunds_books_key ON refunds (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX refunds_account_books_warnings ON refunds (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX refunds_integration_books_warnings ON refunds (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
