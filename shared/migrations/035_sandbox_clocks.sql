-- A clock per test account (docs/testing.md, "The account's clock"). A test account's time is
-- `clock_frozen_at` while frozen, else the platform's time plus `clock_offset` (seconds); a live
-- account keeps the defaults (offset 0, running) and never has them changed. `clock_moves` counts
-- the moves, `clock_swept_moves` the move the account's sweeps last caught up with: "advancing"
-- while they differ. The defaults keep the previous release, which knows no clock, working.
ALTER TABLE accounts ADD COLUMN clock_offset bigint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN clock_frozen_at bigint;
ALTER TABLE accounts ADD COLUMN clock_moves integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN clock_swept_moves integer NOT NULL DEFAULT 0;
-- A live account never has a clock of its own. NOT VALID: every existing row holds the defaults,
-- and validating would scan the table under the lock ADD CONSTRAINT takes.
ALTER TABLE accounts ADD CONSTRAINT accounts_clock_test_only CHECK (mode = 'test' OR (clock_offset = 0 AND clock_frozen_at IS NULL)) NOT VALID;
-- The sweeps' search for the accounts with a clock of their own, which are few.
CREATE INDEX accounts_clocked ON accounts (id) WHERE clock_offset <> 0 OR clock_frozen_at IS NOT NULL;
-- The expiry sweep's pass over one clocked account: its pending, unclaimed objects that expire,
-- soonest first (the platform's pass keeps `<table>_expiry`, migration 024).
CREATE INDEX customers_expiry_by_account ON customers (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX suppliers_expiry_by_account ON suppliers (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX categories_expiry_by_account ON categories (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX products_expiry_by_account ON products (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX expenses_expiry_by_account ON expenses (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX revenue_expiry_by_account ON revenue (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
CREATE INDEX refunds_expiry_by_account ON refunds (account_id, expires_at) WHERE import_status = 'pending' AND import_batch IS NULL AND expires_at IS NOT NULL;
