-- `bookdrop listen` (docs/webhooks.md, "Local development"): the secret that signs what listen
-- forwards for a key, made on the key's first event stream and kept, so the local receiver's
-- configuration survives restarts. Nullable without a default keeps the previous release working.
ALTER TABLE api_keys ADD COLUMN listen_secret text;
