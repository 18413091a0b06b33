-- What waits for the merchant, counted as it changes, so that GET /v1/account reads a few counters
-- instead of counting pending rows. Each of the seven tables keeps its counts with three statement
-- triggers (one per event: a trigger with transition tables takes one event). A counter row is
-- (account, integration, type, slot); `slot` spreads concurrent writers of one integration over
-- several rows (by connection), so creates do not queue behind one row lock. '' is the desktop's
-- own objects, which have no integration.

CREATE TABLE pending_counts (
  account_id     text NOT NULL,
  integration_id text NOT NULL,
  object         text NOT NULL,
  slot           smallint NOT NULL,
  count          bigint NOT NULL,
  PRIMARY KEY (account_id, integration_id, object, slot)
);

-- TG_ARGV[0] is the object name; only the transition tables of the firing event exist.
CREATE FUNCTION count_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pending_counts (account_id, integration_id, object, slot, count)
    SELECT account_id, coalesce(integration_id, ''), TG_ARGV[0], pg_backend_pid() % 8, count(*)
    FROM new_rows WHERE import_status = 'pending' GROUP BY 1, 2
    ON CONFLICT (account_id, integration_id, object, slot) DO UPDATE SET count = pending_counts.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pending_counts (account_id, integration_id, object, slot, count)
    SELECT account_id, coalesce(integration_id, ''), TG_ARGV[0], pg_backend_pid() % 8, -count(*)
    FROM old_rows WHERE import_status = 'pending' GROUP BY 1, 2
    ON CONFLICT (account_id, integration_id, object, slot) DO UPDATE SET count = pending_counts.count + EXCLUDED.count;
  ELSE
    INSERT INTO pending_counts (account_id, integration_id, object, slot, count)
    SELECT account_id, coalesce(integration_id, ''), TG_ARGV[0], pg_backend_pid() % 8, sum(delta) FROM (
      SELECT account_id, integration_id, 1 AS delta FROM new_rows WHERE import_status = 'pending'
      UNION ALL
      SELECT account_id, integration_id, -1 AS delta FROM old_rows WHERE import_status = 'pending'
    ) changes GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT (account_id, integration_id, object, slot) DO UPDATE SET count = pending_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER customers_pending_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('customer');
CREATE TRIGGER customers_pending_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('customer');
CREATE TRIGGER customers_pending_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('customer');
CREATE TRIGGER suppliers_pending_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('supplier');
CREATE TRIGGER suppliers_pending_update AFTER UPDATE ON suppliers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('supplier');
CREATE TRIGGER suppliers_pending_delete AFTER DELETE ON suppliers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('supplier');
CREATE TRIGGER categories_pending_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('category');
CREATE TRIGGER categories_pending_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('category');
CREATE TRIGGER categories_pending_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('category');
CREATE TRIGGER products_pending_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('product');
CREATE TRIGGER products_pending_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('product');
CREATE TRIGGER products_pending_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('product');
CREATE TRIGGER expenses_pending_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('expense');
CREATE TRIGGER expenses_pending_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('expense');
CREATE TRIGGER expenses_pending_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('expense');
CREATE TRIGGER revenue_pending_insert AFTER INSERT ON revenue REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('revenue');
CREATE TRIGGER revenue_pending_update AFTER UPDATE ON revenue REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('revenue');
CREATE TRIGGER revenue_pending_delete AFTER DELETE ON revenue REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('revenue');
CREATE TRIGGER refunds_pending_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('refund');
CREATE TRIGGER refunds_pending_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('refund');
CREATE TRIGGER refunds_pending_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_pending('refund');

-- What already waits.
INSERT INTO pending_counts (account_id, integration_id, object, slot, count)
SELECT account_id, coalesce(integration_id, ''), object, 0, count(*) FROM (
  SELECT account_id, integration_id, 'customer' AS object FROM customers WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'supplier' FROM suppliers WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'category' FROM categories WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'product' FROM products WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'expense' FROM expenses WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'revenue' FROM revenue WHERE import_status = 'pending'
  UNION ALL SELECT account_id, integration_id, 'refund' FROM refunds WHERE import_status = 'pending'
) pending GROUP BY 1, 2, 3;
