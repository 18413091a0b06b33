-- Test mode (docs/testing.md): a test account's keys start `ab_test_` and a simulated importer in
-- the batches service takes its pending objects. The default keeps the previous release, which
-- writes no mode, making live accounts.
ALTER TABLE accounts ADD COLUMN mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));
-- The simulated importer's lease on a test account (unix milliseconds; null: free): one batches
-- replica works an account at a time, and a replica that died while holding it is relieved when
-- it runs out. Nullable without a default keeps the previous release working.
ALTER TABLE accounts ADD COLUMN sandbox_lease_until bigint;
-- The importer's search: the test accounts, which are few beside the live ones.
CREATE INDEX accounts_test ON accounts (id) WHERE mode = 'test';
