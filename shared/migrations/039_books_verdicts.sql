-- The verdicts of the creates a process asks for together (booksVerdicts) in one statement whose
-- look-ups start once per group: books_verdict called once per object started up to five statements
-- for each. For a create only: no object of its own to pass over, the books as the snapshot says
-- (books_verdict keeps both, for updates and the simulated importer). Same answers as books_verdict
-- gives each object alone; `n` is the object's place in the arrays.
CREATE FUNCTION books_verdicts(p_type text, p_accounts text[], p_f1 text[], p_f2 text[], p_f3 text[], p_f4 text[], p_days date[], p_currencies text[], p_taxes numeric[], p_force boolean[])
RETURNS TABLE (n bigint, version integer, read_at bigint, checks text, imported_at bigint, closed_through text, key bytea, kinds text[],
               in_books boolean, pending boolean, period_locked boolean, currency_unknown boolean, tax_rate_unknown boolean)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_name boolean := p_type IN ('customers', 'suppliers', 'products', 'categories');
BEGIN
  RETURN QUERY
  WITH asked AS (
    SELECT * FROM unnest(p_accounts, p_f1, p_f2, p_f3, p_f4, p_days, p_currencies, p_taxes, p_force)
      WITH ORDINALITY AS a (account, f1, f2, f3, f4, day, currency, tax, force, n)
  ), judged AS MATERIALIZED (
    -- as books_verdict: the namespace's types (a reference: its own), the form the rules name, its key
    -- (made once per object: inlined, each look-up would hash the name again)
    SELECT a.n, a.account, a.day, a.currency, a.tax, b.version, b.read_at, b.checks, b.closed_through, b.currencies, b.tax_rates,
           a.force OR b.checks <> 'off' AS judged,
           CASE WHEN v_name THEN ns.names ELSE ARRAY['ref:' || p_type] END AS kinds,
           CASE WHEN v_name THEN ns.names ELSE ARRAY[p_type] END AS tables,
           substring(sha256(b.hmac_outer || sha256(b.hmac_inner || convert_to(
             CASE WHEN v_name THEN (ARRAY[a.f1, a.f2, a.f3, a.f4])[1 + (CASE WHEN (b.name_rules ->> 'trim')::boolean THEN 1 ELSE 0 END)
                                                                   + (CASE WHEN (b.name_rules ->> 'case_insensitive')::boolean THEN 2 ELSE 0 END)]
                  ELSE a.f1 END, 'UTF8'))) FROM 1 FOR 16) AS key
    FROM asked a
    -- OFFSET 0 (here and in each look-up below) keeps every look-up an index probe per object, whatever
    -- the plan cached for the session guessed of the tables: without it the planner may scan all the
    -- books, or answer an EXISTS from a hash of every pending row of a table, built on every call.
    CROSS JOIN LATERAL (SELECT * FROM books bk WHERE bk.account_id = a.account OFFSET 0) b
    CROSS JOIN LATERAL (SELECT ARRAY(SELECT jsonb_array_elements_text(b.namespaces -> p_type)) AS names) ns
  )
  SELECT a.n, j.version, j.read_at, j.checks, (SELECT ac.last_import_at FROM accounts ac WHERE ac.id = j.account), j.closed_through::text, j.key, j.kinds,
         COALESCE(j.judged AND j.key IS NOT NULL
           AND EXISTS (SELECT 1 FROM books_entries e WHERE e.account_id = j.account AND e.key = j.key AND array_position(j.kinds, e.kind) IS NOT NULL OFFSET 0), false),
         -- each table's look-up runs only for the namespace's types: AND and OR stop at the first answer that settles them
         COALESCE(j.judged AND j.key IS NOT NULL AND (
              ('customers' = ANY (j.tables) AND EXISTS (SELECT 1 FROM customers t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('suppliers' = ANY (j.tables) AND EXISTS (SELECT 1 FROM suppliers t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('products' = ANY (j.tables) AND EXISTS (SELECT 1 FROM products t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('categories' = ANY (j.tables) AND EXISTS (SELECT 1 FROM categories t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('expenses' = ANY (j.tables) AND EXISTS (SELECT 1 FROM expenses t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('revenue' = ANY (j.tables) AND EXISTS (SELECT 1 FROM revenue t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))
           OR ('refunds' = ANY (j.tables) AND EXISTS (SELECT 1 FROM refunds t WHERE t.account_id = j.account AND t.books_key = j.key AND t.import_status = 'pending' OFFSET 0))), false),
         j.judged AND COALESCE(j.day <= j.closed_through, false),
         j.judged AND j.currency IS NOT NULL AND cardinality(j.currencies) > 0 AND j.currency <> ALL (j.currencies),
         j.judged AND j.tax IS NOT NULL AND cardinality(j.tax_rates) > 0 AND j.tax <> ALL (j.tax_rates)
  FROM asked a LEFT JOIN judged j ON j.n = a.n
  ORDER BY a.n;
END
$$;
