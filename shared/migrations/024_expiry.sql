-- Proposals that expire (docs/lifecycle.md, "Expiry"): a create may carry `expires_at` (unix
-- seconds); an object still pending and unclaimed past it becomes `expired`, a final state, through
-- the expiry sweep of the batches service. The previous release, which keeps running during a
-- rollout, writes no `expires_at` (null: never expires) and never writes `expired`; it shows an
-- expired object with that status and refuses to change it, as any object that is not pending.
--
-- The status check is replaced by one that allows `expired`: added NOT VALID (every existing row
-- holds one of the old values, and validating would scan each table under the lock ADD CONSTRAINT
-- takes). The partial index serves the sweep's search, condition and order whole: pending,
-- unclaimed objects that expire, soonest first. It holds only those rows, so it stays small.

ALTER TABLE customers ADD COLUMN expires_at bigint;
ALTER TABLE customers DROP CONSTRAINT customers_import_status_check;
ALTER TABLE customers ADD CONSTRAINT customers_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX customers_expiry ON customers (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE suppliers ADD COLUMN expires_at bigint;
ALTER TABLE suppliers DROP CONSTRAINT suppliers_import_status_check;
ALTER TABLE suppliers ADD CONSTRAINT suppliers_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX suppliers_expiry ON suppliers (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE categories ADD COLUMN expires_at bigint;
ALTER TABLE categories DROP CONSTRAINT categories_import_status_check;
ALTER TABLE categories ADD CONSTRAINT categories_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX categories_expiry ON categories (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE products ADD COLUMN expires_at bigint;
ALTER TABLE products DROP CONSTRAINT products_import_status_check;
ALTER TABLE products ADD CONSTRAINT products_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX products_expiry ON products (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE expenses ADD COLUMN expires_at bigint;
ALTER TABLE expenses DROP CONSTRAINT expenses_import_status_check;
ALTER TABLE expenses ADD CONSTRAINT expenses_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX expenses_expiry ON expenses (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE revenue ADD COLUMN expires_at bigint;
ALTER TABLE revenue DROP CONSTRAINT revenue_import_status_check;
ALTER TABLE revenue ADD CONSTRAINT revenue_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX revenue_expiry ON revenue (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
ALTER TABLE refunds ADD COLUMN expires_at bigint;
ALTER TABLE refunds DROP CONSTRAINT refunds_import_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_import_status_check CHECK (import_status IN ('pending', 'imported', 'rejected', 'expired')) NOT VALID;
CREATE INDEX refunds_expiry ON refunds (expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
