-- A check's look-ups (books_verdict, migrations 021 and 034) cost less. The books' entries were
-- ordered by kind before key, so a name whose namespace holds two types (QuickBooks' customers and
-- suppliers) searched the index once per type; ordered by key before kind, one descent finds the key
-- (a 128-bit hash: one entry, or one per type that holds the same name). Statements that name all
-- three columns, as every writer of the previous release does, use the new key alike. The function
-- goes back to a statement per look-up, now each planned generically. Same arguments, same answers.
ALTER TABLE books_entries DROP CONSTRAINT books_entries_pkey, ADD PRIMARY KEY (account_id, key, kind);

CREATE OR REPLACE FUNCTION books_verdict(p_account text, p_type text, p_forms text[], p_self text, p_day date, p_currency text, p_tax numeric, p_force boolean, p_since boolean)
RETURNS TABLE (version integer, read_at bigint, checks text, imported_at bigint, closed_through text, key bytea, kinds text[],
               in_books boolean, pending boolean, period_locked boolean, currency_unknown boolean, tax_rate_unknown boolean)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
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
  -- One statement per look-up, each planned once per session (plan_cache_mode), and only those of
  -- the namespace's tables run: one statement over all seven tables cost more than the two or three a
  -- name needs, because a statement starts every look-up it holds before it runs any. The books'
  -- entries are found by the key alone (one index descent) and the kind tested on the index's own
  -- tuple: as an index condition (`kind = ANY`), each kind of the namespace would be a descent.
  IF v_judged AND v_key IS NOT NULL THEN
    v_in_books := EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.key = v_key AND array_position(v_kinds, e.kind) IS NOT NULL);
    IF p_since THEN -- the simulated importer's view: what was imported since the snapshot was read is in the books
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
