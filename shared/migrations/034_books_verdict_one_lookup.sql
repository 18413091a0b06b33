-- books_verdict (migration 021) in one look-up statement whatever the namespace. The function ran
-- a type that shares its namespace (QuickBooks' customers and suppliers) through one statement per
-- table, and planned the books' look-up anew on every call: its plan for the namespace's kinds was
-- cheaper as a custom plan, so PostgreSQL never kept the generic one. The statements are now one,
-- each table's look-up behind the test that the namespace names it, and the function plans
-- generically (plan_cache_mode), so each session plans it once. Same arguments, same answers; the
-- previous release calls it alike during a rollout.

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
  -- Every namespace in one statement, planned once per session: a table's look-up runs only when the
  -- namespace names it (the AND stops before its EXISTS otherwise).
  IF v_judged AND v_key IS NOT NULL AND NOT p_since THEN
    SELECT EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = ANY (v_kinds) AND e.key = v_key),
               ('customers' = ANY (v_tables) AND EXISTS (SELECT 1 FROM customers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('suppliers' = ANY (v_tables) AND EXISTS (SELECT 1 FROM suppliers t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('products' = ANY (v_tables) AND EXISTS (SELECT 1 FROM products t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('categories' = ANY (v_tables) AND EXISTS (SELECT 1 FROM categories t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('expenses' = ANY (v_tables) AND EXISTS (SELECT 1 FROM expenses t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('revenue' = ANY (v_tables) AND EXISTS (SELECT 1 FROM revenue t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self)) OR
               ('refunds' = ANY (v_tables) AND EXISTS (SELECT 1 FROM refunds t WHERE t.account_id = p_account AND t.books_key = v_key AND t.import_status = 'pending' AND t.id IS DISTINCT FROM p_self))
      INTO v_in_books, v_pending;
  ELSIF v_judged AND v_key IS NOT NULL THEN -- the simulated importer's view (p_since)
    v_in_books := EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = p_account AND e.kind = ANY (v_kinds) AND e.key = v_key);
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
