-- Portal links and the browser sessions they open (docs/portal.md). A link is one row from its
-- creation to its session's end: the link's token is kept as its SHA-256 and may be spent once
-- (`entered_at`), which sets the session's hash and its end. Sessions live in the database, not
-- the shared store, so that every gateway sees them whether or not Redis answers, and so that the
-- join with api_keys ends them in the statement that revokes their key. The previous release,
-- running during a rollout, knows nothing of this table: it serves no portal.

CREATE TABLE portal_links (
  seq                bigserial PRIMARY KEY,
  id                 text NOT NULL UNIQUE,
  account_id         text NOT NULL REFERENCES accounts (id),
  integration_id     text REFERENCES integrations (id),
  key_id             text NOT NULL REFERENCES api_keys (id),
  token_hash         text NOT NULL UNIQUE,
  created            bigint NOT NULL,
  expires_at         bigint NOT NULL,
  entered_at         bigint,
  session_hash       text UNIQUE,
  session_expires_at bigint,
  revoked_at         bigint
);
