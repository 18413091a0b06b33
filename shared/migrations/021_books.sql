-- The merchant's books as the importer publishes them (docs/books.md), to predict at POST time what
-- the books would decline. Names and references are kept only as keyed hashes (HMAC-SHA256 of the
-- normalised text under a key of the account's own snapshot, cut to 128 bits; its inner and outer
-- pads are stored so that a statement can compute it): the database never holds the merchant's lists
-- in the clear.
-- Deleting the account deletes its snapshot.
CREATE TABLE books (
  account_id    text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  hmac_inner    bytea NOT NULL,
  hmac_outer    bytea NOT NULL,
  version       integer NOT NULL,
  read_at       bigint NOT NULL,
  checks        text NOT NULL CHECK (checks IN ('warn', 'refuse', 'off')),
  name_rules    jsonb NOT NULL,
  -- For each name type, the types whose names it must not repeat (itself and those it shares a namespace with).
  namespaces    jsonb NOT NULL,
  closed_through date,
  currencies    text[] NOT NULL,
  tax_rates     numeric[] NOT NULL,
  counts        jsonb NOT NULL,
  updated       bigint NOT NULL
);
-- `kind`: a name type (`customers` …) or `ref:` and a transaction type (`ref:expenses` …). No
-- foreign key: its check on each of 200,000 inserted entries took a fifth of a snapshot's PUT; the
-- entries go with their snapshot by the trigger below instead.
CREATE TABLE books_entries (
  account_id text NOT NULL,
  kind       text NOT NULL,
  key        bytea NOT NULL,
  PRIMARY KEY (account_id, kind, key)
);
CREATE FUNCTION books_entries_go() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM books_entries WHERE account_id = OLD.account_id;
  RETURN OLD;
END
$$;
CREATE TRIGGER books_entries_go AFTER DELETE ON books FOR EACH ROW EXECUTE FUNCTION books_entries_go();

-- On every object: the key of its name (or reference) under its account's books, so that two
-- pending objects of one name are found to collide (and, for the simulated importer, an object
-- imported since the snapshot was read); what the check found; and how it was checked.
-- The previous release writes none of them: its objects read as never checked. The desktop key
-- lists the pending objects that carry findings (`books_warnings=true`) from the last two indexes.
ALTER TABLE customers ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX customers_books_key ON customers (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX customers_account_books_warnings ON customers (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX customers_integration_books_warnings ON customers (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE suppliers ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX suppliers_books_key ON suppliers (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX suppliers_account_books_warnings ON suppliers (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX suppliers_integration_books_warnings ON suppliers (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE categories ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX categories_books_key ON categories (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX categories_account_books_warnings ON categories (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX categories_integration_books_warnings ON categories (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE products ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX products_books_key ON products (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX products_account_books_warnings ON products (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX products_integration_books_warnings ON products (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE expenses ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX expenses_books_key ON expenses (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX expenses_account_books_warnings ON expenses (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX expenses_integration_books_warnings ON expenses (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE revenue ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX revenue_books_key ON revenue (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX revenue_account_books_warnings ON revenue (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX revenue_integration_books_warnings ON revenue (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

ALTER TABLE refunds ADD COLUMN books_key bytea, ADD COLUMN books_check text, ADD COLUMN books_warnings jsonb;
CREATE INDEX refunds_books_key ON refunds (account_id, books_key) WHERE books_key IS NOT NULL;
CREATE INDEX refunds_account_books_warnings ON refunds (account_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';
CREATE INDEX refunds_integration_books_warnings ON refunds (account_id, integration_id, seq) WHERE books_warnings IS NOT NULL AND import_status = 'pending';

-- The check of one object against its account's books (shared/books/books-verdict.store.ts), as a
-- function so that its statements are planned once per session, not on every create: the snapshot,
-- the key of the object's name (one of four normal forms, as the rules pick) or reference, and the
-- look-ups by that key in the books and in the pending objects of the types sharing its namespace;
-- with p_since, objects imported since the snapshot was read count as in the books (the simulated
-- importer's view). With checks off (and no p_force) it reads the snapshot's row only.
CREATE FUNCTION books_verdict(p_account text, p_type text, p_forms text[], p_self text, p_day date, p_currency text, p_tax numeric, p_force boolean, p_since boolean)
RETURNS TABLE (version integer, read_at bigint, checks text, imported_at bigint, closed_through text, key bytea, kinds text[],
               in_books boolean, pending boolean, period_locked boolean, currency_unknown boolean, tax_rate_unknown boolean)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_books books%ROWTYPE;
  v_judged boolean;
  v_name boolean := p_type IN ('customers', 'suppliers', 'products', 'categories');
  v_kinds text[];
  v_tables text[];
  v_form text;
  v_key bytea;
  v_in_books boolean := false;
  v_pending boolean := false;
BEGIN
  SELECT * INTO v_books FROM books b WHERE b.account_id = p_account;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  v_judged := p_force OR v_books.checks <> 'off';
  IF v_name THEN
    v_kinds := ARRAY(SELECT jsonb_array_elements_text(v_books.namespaces -> p_type));
    v_tables := v_kinds;
    v_form := p_forms[1 + (CASE WHEN (v_books.name_rules ->> 'trim')::boolean THEN 1 ELSE 0 END)
                        + (CASE WHEN (v_books.name_rules ->> 'case_insensitive')::boolean THEN 2 ELSE 0 END)];
  ELSE
    v_kinds := ARRAY['ref:' || p_type];
    v_tables := ARRAY[p_type];
    v_form := p_forms[1];
  END IF;
  v_key := substring(sha256(v_books.hmac_outer || sha256(v_books.hmac_inner || convert_to(v_form, 'UTF8'))) FROM 1 FOR 16);
  -- The common case, a type alone in its namespace, in one statement per type: each statement a
  -- function runs costs an executor start of its own, and one naming every table's look-up would be
  -- planned again on every call (its plan for one type is so much cheaper than the generic one).
  IF v_judged AND v_key IS NOT NULL AND NOT p_since AND v_tables = ARRAY[p_type] THEN
    CASE p_type
      WHEN 'customers' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'customers' AND e.key = v_key),
               EXISTS (SELECT 1 FROM customers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'suppliers' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'suppliers' AND e.key = v_key),
               EXISTS (SELECT 1 FROM suppliers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'products' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'products' AND e.key = v_key),
               EXISTS (SELECT 1 FROM products t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'categories' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'categories' AND e.key = v_key),
               EXISTS (SELECT 1 FROM categories t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'expenses' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'ref:expenses' AND e.key = v_key),
               EXISTS (SELECT 1 FROM expenses t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'revenue' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'ref:revenue' AND e.key = v_key),
               EXISTS (SELECT 1 FROM revenue t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
      WHEN 'refunds' THEN
        SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = 'ref:refunds' AND e.key = v_key),
               EXISTS (SELECT 1 FROM refunds t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)
          INTO v_in_books, v_pending;
    END CASE;
  ELSIF v_judged AND v_key IS NOT NULL THEN
    v_in_books := EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = ANY (v_kinds) AND e.key = v_key);
    IF p_since THEN
      IF 'customers' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM customers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'suppliers' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM suppliers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'products' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM products t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'categories' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM categories t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'expenses' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM expenses t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'revenue' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM revenue t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
      IF 'refunds' = ANY (v_tables) AND NOT v_in_books THEN
        v_in_books := EXISTS (SELECT 1 FROM refunds t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'imported' AND t.imported_at >= v_books.read_at);
      END IF;
    END IF;
    IF 'customers' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM customers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'suppliers' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM suppliers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'products' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM products t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'categories' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM categories t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'expenses' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM expenses t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'revenue' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM revenue t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
    IF 'refunds' = ANY (v_tables) AND NOT v_pending THEN
      v_pending := EXISTS (SELECT 1 FROM refunds t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self);
    END IF;
  END IF;
  version := v_books.version;
  read_at := v_books.read_at;
  checks := v_books.checks;
  imported_at := (SELECT a.last_import_at FROM accounts a WHERE a.id = p_account);
  closed_through := v_books.closed_through::text;
  key := v_key;
  kinds := v_kinds;
  in_books := v_in_books;
  pending := v_pending;
  period_locked := v_judged AND COALESCE(p_day <= v_books.closed_through, false);
  currency_unknown := v_judged AND p_currency IS NOT NULL AND cardinality(v_books.currencies) > 0 AND p_currency <> ALL (v_books.currencies);
  tax_rate_unknown := v_judged AND p_tax IS NOT NULL AND cardinality(v_books.tax_rates) > 0 AND p_tax <> ALL (v_books.tax_rates);
  RETURN NEXT;
END
$$;
