-- Every event carries its account and `livemode` (false on test accounts; docs/events.md). The mode
-- is the account's, read when the event is recorded: a trigger sets it, so the previous release,
-- which keeps running during a rollout and writes no livemode, records it too. The events already
-- in the log get it here, once.

ALTER TABLE events ADD COLUMN livemode boolean;

CREATE FUNCTION events_livemode() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.livemode := (SELECT a.mode = 'live' FROM accounts a WHERE a.id = NEW.account_id);
  RETURN NEW;
END
$$;

CREATE TRIGGER events_livemode BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_livemode();

UPDATE events e SET livemode = (a.mode = 'live') FROM accounts a WHERE a.id = e.account_id;

ALTER TABLE events ALTER COLUMN livemode SET NOT NULL;
