-- The operator's list of accounts (GET /admin/v1/accounts), newest first by `seq` like every list.
-- Existing accounts are numbered in the order the table holds them. Adding a column with a default
-- keeps the previous release working (k8s/README.md, "Migrations").
ALTER TABLE accounts ADD COLUMN seq bigserial;
CREATE UNIQUE INDEX accounts_seq ON accounts (seq);
