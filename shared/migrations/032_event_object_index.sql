-- The events about one object (GET /v1/events?object=…, which the portal's object page reads): by
-- the id of the event's `data.object`, for the desktop key (the account's) and for an integration
-- (its own), each ending in seq for the list order, so a page of them is read from one index. The
-- previous release, running during a rollout, never filters by it: these indexes are all it changes.

CREATE INDEX events_account_object ON events (account_id, (data -> 'object' ->> 'id'), seq);
CREATE INDEX events_integration_object ON events (account_id, integration_id, (data -> 'object' ->> 'id'), seq);
