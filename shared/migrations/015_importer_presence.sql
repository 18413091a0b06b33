-- Importer presence (docs/design.md, "Importer presence"): when the account's desktop key was last
-- used (null: never), and when the staleness sweep marked the importer stale (null while it is
-- not). Nullable columns without a default keep the previous release working (k8s/README.md, "Migrations").
ALTER TABLE accounts ADD COLUMN importer_seen_at bigint;
ALTER TABLE accounts ADD COLUMN importer_stale_at bigint;
-- The sweep's search, condition and order whole: importers seen and not marked stale, longest unseen first.
CREATE INDEX accounts_importer_watch ON accounts (importer_seen_at) WHERE importer_stale_at IS NULL AND importer_seen_at IS NOT NULL;
-- The stale importers gauge counts these.
CREATE INDEX accounts_importer_stale ON accounts (importer_stale_at) WHERE importer_stale_at IS NOT NULL;
