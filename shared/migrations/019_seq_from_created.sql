-- A creation-time range becomes a range of the list order (docs/design.md, "List order and
-- creation time"). `seq` of the seven types is now (created << 20) | (counter & 0xFFFFF): its
-- high bits are the row's `created` second, its low 20 bits the table's sequence, so
-- `created = seq >> 20` and `created[gte]=X` is `seq >= X << 20`. Every (…, seq) index then serves
-- a created range in list order, alone or beside an exact filter, and the (…, created, seq)
-- indexes of migration 014 serve nothing: they go. Values stay below 2^53 (JavaScript's exact
-- integers) until the year 2242.
--
-- A trigger derives `seq` from the row's own `created`, whatever writes it: the previous release
-- (which keeps inserting during a rollout, leaving `seq` to its default), bulk creates, any
-- multi-row INSERT. Existing rows get the same function of their `created` and old `seq`, so
-- rows of one second keep their order. A CHECK holds the rule from now on (NOT VALID: the UPDATE
-- below establishes it for existing rows, and validating would scan each table under the lock
-- ADD CONSTRAINT takes).
--
-- On a running system: the migration is one transaction. It first takes SHARE ROW EXCLUSIVE on
-- the seven tables (in one fixed order): reads go on, writes to them (creates, updates,
-- claims) wait until it commits, then run against the new rule; no write of the old release
-- slips between the renumbering and the trigger. It rewrites every row and every index entry of
-- the seven tables (each index ends in `seq`): on big tables, writes wait for that long
-- (docs/design.md, "List order and creation time"). The pending counters' UPDATE trigger is off during the
-- renumbering: it changes no status, and its transition tables would hold every row twice. The
-- steps that lock reads out (ADD CONSTRAINT, DROP INDEX) come last, just before the commit.

CREATE FUNCTION seq_from_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := (NEW.created << 20) | (NEW.seq & 1048575);
  RETURN NEW;
END
$$;

LOCK TABLE customers, suppliers, categories, products, expenses, revenue, refunds IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE customers DISABLE TRIGGER customers_pending_update;
UPDATE customers SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE customers ENABLE TRIGGER customers_pending_update;
CREATE TRIGGER customers_seq BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE suppliers DISABLE TRIGGER suppliers_pending_update;
UPDATE suppliers SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE suppliers ENABLE TRIGGER suppliers_pending_update;
CREATE TRIGGER suppliers_seq BEFORE INSERT ON suppliers FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE categories DISABLE TRIGGER categories_pending_update;
UPDATE categories SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE categories ENABLE TRIGGER categories_pending_update;
CREATE TRIGGER categories_seq BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE products DISABLE TRIGGER products_pending_update;
UPDATE products SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE products ENABLE TRIGGER products_pending_update;
CREATE TRIGGER products_seq BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE expenses DISABLE TRIGGER expenses_pending_update;
UPDATE expenses SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE expenses ENABLE TRIGGER expenses_pending_update;
CREATE TRIGGER expenses_seq BEFORE INSERT ON expenses FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE revenue DISABLE TRIGGER revenue_pending_update;
UPDATE revenue SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE revenue ENABLE TRIGGER revenue_pending_update;
CREATE TRIGGER revenue_seq BEFORE INSERT ON revenue FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE refunds DISABLE TRIGGER refunds_pending_update;
UPDATE refunds SET seq = (created << 20) | (seq & 1048575) WHERE seq >> 20 <> created;
ALTER TABLE refunds ENABLE TRIGGER refunds_pending_update;
CREATE TRIGGER refunds_seq BEFORE INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION seq_from_created();

ALTER TABLE customers ADD CONSTRAINT customers_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE suppliers ADD CONSTRAINT suppliers_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE categories ADD CONSTRAINT categories_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE products ADD CONSTRAINT products_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE expenses ADD CONSTRAINT expenses_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE revenue ADD CONSTRAINT revenue_seq_created CHECK (seq >> 20 = created) NOT VALID;
ALTER TABLE refunds ADD CONSTRAINT refunds_seq_created CHECK (seq >> 20 = created) NOT VALID;

DROP INDEX customers_account_created, customers_integration_created,
  suppliers_account_created, suppliers_integration_created,
  categories_account_created, categories_integration_created,
  products_account_created, products_integration_created,
  expenses_account_created, expenses_integration_created,
  revenue_account_created, revenue_integration_created,
  refunds_account_created, refunds_integration_created;
