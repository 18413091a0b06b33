-- The open issues by kind (docs/operations.md, "Metrics": bookdrop_open_issues), counted at every
-- scrape: read from the open issues alone, in an index that holds their kind, never from the
-- resolved ones, which stay for good.

CREATE INDEX issues_open_kind ON issues (kind) WHERE status = 'open';
