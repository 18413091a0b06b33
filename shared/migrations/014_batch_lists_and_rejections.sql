-- Lists by import batch and by creation time, and an index for every list filter as an
-- integration reads it. Each index is (account_id, [integration_id,] filter, seq): what the key may
-- see, the filter, then the list order. A page with an exact filter is then read in order from one
-- index, and the planner never weighs two indexes that each serve part of it on statistics that
-- may be stale (PGlite never refreshes them by itself; PostgreSQL only after enough writes).
-- `import_batch` is null on most rows, so its indexes hold only the rows that have one.
-- A reference had two indexes: (reference) for the foreign key's checks and (account_id,
-- reference, seq) for the desktop's list. For a referenced object the statistics do not know yet,
-- the planner took the first and sorted every referencing row for each page. One index,
-- (reference, account_id, seq), now serves both, and an integration's list too: an integration
-- references only its own objects, so of the rows referencing one of them, in list order, only
-- those the desktop key made are not its own.
--
-- A rejection's code, its free-text reason and who made it (`merchant`: the desktop key,
-- `integration`: an integration key). The previous release, which keeps running during a rollout,
-- writes none of them; the API shows such a rejection as code `other` by `merchant`, which is what
-- it said until now. The reason of earlier rejections is copied from their `<type>.rejected`
-- event while the log still holds it.

CREATE INDEX customers_account_batch ON customers (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX customers_integration_batch ON customers (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX customers_account_created ON customers (account_id, created, seq);
CREATE INDEX customers_integration_created ON customers (account_id, integration_id, created, seq);
CREATE INDEX customers_integration_email ON customers (account_id, integration_id, email, seq);
CREATE INDEX customers_integration_name ON customers (account_id, integration_id, name, seq);
ALTER TABLE customers ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE customers AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'customer.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX suppliers_account_batch ON suppliers (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX suppliers_integration_batch ON suppliers (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX suppliers_account_created ON suppliers (account_id, created, seq);
CREATE INDEX suppliers_integration_created ON suppliers (account_id, integration_id, created, seq);
CREATE INDEX suppliers_integration_email ON suppliers (account_id, integration_id, email, seq);
CREATE INDEX suppliers_integration_name ON suppliers (account_id, integration_id, name, seq);
ALTER TABLE suppliers ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE suppliers AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'supplier.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX categories_account_batch ON categories (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX categories_integration_batch ON categories (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX categories_account_created ON categories (account_id, created, seq);
CREATE INDEX categories_integration_created ON categories (account_id, integration_id, created, seq);
CREATE INDEX categories_integration_kind ON categories (account_id, integration_id, kind, seq);
CREATE INDEX categories_integration_name ON categories (account_id, integration_id, name, seq);
DROP INDEX categories_parent;
DROP INDEX categories_account_parent;
CREATE INDEX categories_parent ON categories (parent, account_id, seq);
ALTER TABLE categories ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE categories AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'category.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX products_account_batch ON products (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX products_integration_batch ON products (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX products_account_created ON products (account_id, created, seq);
CREATE INDEX products_integration_created ON products (account_id, integration_id, created, seq);
CREATE INDEX products_integration_sku ON products (account_id, integration_id, sku, seq);
CREATE INDEX products_integration_name ON products (account_id, integration_id, name, seq);
DROP INDEX products_category;
DROP INDEX products_account_category;
CREATE INDEX products_category ON products (category, account_id, seq);
ALTER TABLE products ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE products AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'product.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX expenses_account_batch ON expenses (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX expenses_integration_batch ON expenses (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX expenses_account_created ON expenses (account_id, created, seq);
CREATE INDEX expenses_integration_created ON expenses (account_id, integration_id, created, seq);
DROP INDEX expenses_supplier;
DROP INDEX expenses_account_supplier;
CREATE INDEX expenses_supplier ON expenses (supplier, account_id, seq);
DROP INDEX expenses_category;
DROP INDEX expenses_account_category;
CREATE INDEX expenses_category ON expenses (category, account_id, seq);
CREATE INDEX expenses_integration_currency ON expenses (account_id, integration_id, currency, seq);
CREATE INDEX expenses_integration_reference ON expenses (account_id, integration_id, reference, seq);
CREATE INDEX expenses_integration_occurred_on ON expenses (account_id, integration_id, occurred_on, seq);
ALTER TABLE expenses ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE expenses AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'expense.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX revenue_account_batch ON revenue (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX revenue_integration_batch ON revenue (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX revenue_account_created ON revenue (account_id, created, seq);
CREATE INDEX revenue_integration_created ON revenue (account_id, integration_id, created, seq);
DROP INDEX revenue_customer;
DROP INDEX revenue_account_customer;
CREATE INDEX revenue_customer ON revenue (customer, account_id, seq);
DROP INDEX revenue_category;
DROP INDEX revenue_account_category;
CREATE INDEX revenue_category ON revenue (category, account_id, seq);
CREATE INDEX revenue_integration_currency ON revenue (account_id, integration_id, currency, seq);
CREATE INDEX revenue_integration_reference ON revenue (account_id, integration_id, reference, seq);
CREATE INDEX revenue_integration_occurred_on ON revenue (account_id, integration_id, occurred_on, seq);
ALTER TABLE revenue ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE revenue AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'revenue.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;

CREATE INDEX refunds_account_batch ON refunds (account_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX refunds_integration_batch ON refunds (account_id, integration_id, import_batch, seq) WHERE import_batch IS NOT NULL;
CREATE INDEX refunds_account_created ON refunds (account_id, created, seq);
CREATE INDEX refunds_integration_created ON refunds (account_id, integration_id, created, seq);
DROP INDEX refunds_revenue;
DROP INDEX refunds_account_revenue;
CREATE INDEX refunds_revenue ON refunds (revenue, account_id, seq);
CREATE INDEX refunds_integration_currency ON refunds (account_id, integration_id, currency, seq);
CREATE INDEX refunds_integration_occurred_on ON refunds (account_id, integration_id, occurred_on, seq);
ALTER TABLE refunds ADD COLUMN rejection_code text CHECK (rejection_code IN ('duplicate', 'invalid_data', 'missing_reference', 'name_in_use', 'period_locked', 'not_wanted', 'other')),
  ADD COLUMN rejection_reason text,
  ADD COLUMN rejected_by text CHECK (rejected_by IN ('merchant', 'integration'));
UPDATE refunds AS t SET rejection_reason = e.data ->> 'reason' FROM events AS e
  WHERE t.import_status = 'rejected' AND e.type = 'refund.rejected' AND e.account_id = t.account_id AND e.data -> 'object' ->> 'id' = t.id;
