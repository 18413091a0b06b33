-- Issue 20: what the database holds under concurrent requests.

-- One live desktop key per account. Replacements that raced before this release may have left
-- several live: the newest stays, the others are revoked now (gateways forget a cached admission
-- within its lifetime). With the index, the previous release's racing replacement fails instead of
-- leaving two keys live.
UPDATE api_keys k SET revoked_at = extract(epoch FROM now())::bigint
 WHERE k.integration_id IS NULL AND k.revoked_at IS NULL
   AND EXISTS (SELECT 1 FROM api_keys n
                WHERE n.account_id = k.account_id AND n.integration_id IS NULL AND n.revoked_at IS NULL AND n.seq > k.seq);
CREATE UNIQUE INDEX api_keys_live_desktop ON api_keys (account_id) WHERE integration_id IS NULL AND revoked_at IS NULL;
