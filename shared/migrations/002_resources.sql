-- The six other resource types (docs/api.md, "Customers" and the sections after it) and line items.
-- Each list filter has an index on (account_id, filter, seq); visibility and import_status have
-- theirs as for customers. References are foreign keys: a referenced object cannot be deleted.

CREATE TABLE suppliers (
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
  tax_number     text,
  address_line1  text,
  address_line2  text,
  city           text,
  state          text,
  postal_code    text,
  country        text,
  notes          text,
  website        text
);
CREATE INDEX suppliers_account ON suppliers (account_id, seq);
CREATE INDEX suppliers_integration ON suppliers (integration_id, seq);
CREATE INDEX suppliers_account_status ON suppliers (account_id, import_status, seq);
CREATE INDEX suppliers_integration_status ON suppliers (integration_id, import_status, seq);
CREATE INDEX suppliers_account_email ON suppliers (account_id, email, seq);
CREATE INDEX suppliers_account_name ON suppliers (account_id, name, seq);
CREATE INDEX suppliers_batch ON suppliers (import_batch) WHERE import_batch IS NOT NULL;

CREATE TABLE categories (
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
  kind           text NOT NULL CHECK (kind IN ('expense', 'revenue')),
  parent         text REFERENCES categories (id),
  description    text
);
CREATE INDEX categories_account ON categories (account_id, seq);
CREATE INDEX categories_integration ON categories (integration_id, seq);
CREATE INDEX categories_account_status ON categories (account_id, import_status, seq);
CREATE INDEX categories_integration_status ON categories (integration_id, import_status, seq);
CREATE INDEX categories_account_kind ON categories (account_id, kind, seq);
CREATE INDEX categories_account_name ON categories (account_id, name, seq);
CREATE INDEX categories_account_parent ON categories (account_id, parent, seq);
CREATE INDEX categories_batch ON categories (import_batch) WHERE import_batch IS NOT NULL;

CREATE TABLE products (
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
  sku            text,
  description    text,
  unit           text,
  unit_amount    bigint,
  currency       text,
  tax_rate       numeric,
  category       text REFERENCES categories (id)
);
CREATE INDEX products_account ON products (account_id, seq);
CREATE INDEX products_integration ON products (integration_id, seq);
CREATE INDEX products_account_status ON products (account_id, import_status, seq);
CREATE INDEX products_integration_status ON products (integration_id, import_status, seq);
CREATE INDEX products_account_sku ON products (account_id, sku, seq);
CREATE INDEX products_account_name ON products (account_id, name, seq);
CREATE INDEX products_account_category ON products (account_id, category, seq);
CREATE INDEX products_batch ON products (import_batch) WHERE import_batch IS NOT NULL;

CREATE TABLE expenses (
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
  description    text NOT NULL,
  amount         bigint NOT NULL,
  currency       text NOT NULL,
  tax_amount     bigint,
  occurred_on    date NOT NULL,
  supplier       text REFERENCES suppliers (id),
  category       text REFERENCES categories (id),
  payment_method text,
  reference      text,
  notes          text
);
CREATE INDEX expenses_account ON expenses (account_id, seq);
CREATE INDEX expenses_integration ON expenses (integration_id, seq);
CREATE INDEX expenses_account_status ON expenses (account_id, import_status, seq);
CREATE INDEX expenses_integration_status ON expenses (integration_id, import_status, seq);
CREATE INDEX expenses_account_supplier ON expenses (account_id, supplier, seq);
CREATE INDEX expenses_account_category ON expenses (account_id, category, seq);
CREATE INDEX expenses_account_currency ON expenses (account_id, currency, seq);
CREATE INDEX expenses_account_reference ON expenses (account_id, reference, seq);
CREATE INDEX expenses_account_occurred_on ON expenses (account_id, occurred_on, seq);
CREATE INDEX expenses_batch ON expenses (import_batch) WHERE import_batch IS NOT NULL;

CREATE TABLE revenue (
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
  description    text NOT NULL,
  amount         bigint NOT NULL,
  currency       text NOT NULL,
  tax_amount     bigint,
  discount_amount bigint,
  fee_amount     bigint,
  occurred_on    date NOT NULL,
  customer       text REFERENCES customers (id),
  category       text REFERENCES categories (id),
  payment_method text,
  reference      text,
  notes          text
);
CREATE INDEX revenue_account ON revenue (account_id, seq);
CREATE INDEX revenue_integration ON revenue (integration_id, seq);
CREATE INDEX revenue_account_status ON revenue (account_id, import_status, seq);
CREATE INDEX revenue_integration_status ON revenue (integration_id, import_status, seq);
CREATE INDEX revenue_account_customer ON revenue (account_id, customer, seq);
CREATE INDEX revenue_account_category ON revenue (account_id, category, seq);
CREATE INDEX revenue_account_currency ON revenue (account_id, currency, seq);
CREATE INDEX revenue_account_reference ON revenue (account_id, reference, seq);
CREATE INDEX revenue_account_occurred_on ON revenue (account_id, occurred_on, seq);
CREATE INDEX revenue_batch ON revenue (import_batch) WHERE import_batch IS NOT NULL;

CREATE TABLE refunds (
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
  revenue        text NOT NULL REFERENCES revenue (id),
  amount         bigint NOT NULL,
  currency       text NOT NULL,
  reason         text,
  occurred_on    date NOT NULL,
  reference      text
);
CREATE INDEX refunds_account ON refunds (account_id, seq);
CREATE INDEX refunds_integration ON refunds (integration_id, seq);
CREATE INDEX refunds_account_status ON refunds (account_id, import_status, seq);
CREATE INDEX refunds_integration_status ON refunds (integration_id, import_status, seq);
CREATE INDEX refunds_account_revenue ON refunds (account_id, revenue, seq);
CREATE INDEX refunds_account_currency ON refunds (account_id, currency, seq);
CREATE INDEX refunds_account_occurred_on ON refunds (account_id, occurred_on, seq);
CREATE INDEX refunds_batch ON refunds (import_batch) WHERE import_batch IS NOT NULL;

-- Line items belong to exactly one expense or revenue and go with it when it is deleted.
CREATE TABLE line_items (
  seq             bigserial PRIMARY KEY,
  id              text NOT NULL UNIQUE,
  expense_id      text REFERENCES expenses (id) ON DELETE CASCADE,
  revenue_id      text REFERENCES revenue (id) ON DELETE CASCADE,
  created         bigint NOT NULL,
  product         text REFERENCES products (id),
  description     text NOT NULL,
  quantity        numeric,
  unit_amount     bigint NOT NULL,
  tax_amount      bigint,
  discount_amount bigint,
  CHECK ((expense_id IS NULL) <> (revenue_id IS NULL))
);
CREATE INDEX line_items_expense ON line_items (expense_id, seq);
CREATE INDEX line_items_revenue ON line_items (revenue_id, seq);
CREATE INDEX line_items_product ON line_items (product);

-- Foreign keys need an index on the referencing side, or deleting the referenced row scans.
CREATE INDEX categories_parent ON categories (parent);
CREATE INDEX products_category ON products (category);
CREATE INDEX expenses_supplier ON expenses (supplier);
CREATE INDEX expenses_category ON expenses (category);
CREATE INDEX revenue_customer ON revenue (customer);
CREATE INDEX revenue_category ON revenue (category);
CREATE INDEX refunds_revenue ON refunds (revenue, import_status);
