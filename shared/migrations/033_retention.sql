-- The retention passes (docs/scaling.md, "What grows"): resolved issues go 90 days after their
-- resolution, portal links 7 days after their link and session ended. Each index serves its pass's
-- chunked delete whole, so that a pass reads only what it deletes. The previous release, running
-- during a rollout, purges neither table and needs neither index.
CREATE INDEX issues_resolved ON issues (resolved_at) WHERE status = 'resolved';
CREATE INDEX portal_links_ended ON portal_links ((GREATEST(expires_at, session_expires_at)));
