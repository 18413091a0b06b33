-- Lists read newest first within what a key may see, on the (account_id, [integration_id,] …, seq)
-- indexes. A primary key on `seq` alone offered the planner another way: walk the whole table newest
-- first and filter out other accounts' and integrations' rows. It chose it whenever the statistics
-- made that look cheap, and then a page cost as many rows as others had written since (40,000 rows
-- read for 11 in a test). Without it, only the visibility indexes give the order. `id` stays unique
-- and is what references and writes use.

ALTER TABLE customers DROP CONSTRAINT customers_pkey;
ALTER TABLE suppliers DROP CONSTRAINT suppliers_pkey;
ALTER TABLE categories DROP CONSTRAINT categories_pkey;
ALTER TABLE products DROP CONSTRAINT products_pkey;
ALTER TABLE expenses DROP CONSTRAINT expenses_pkey;
ALTER TABLE revenue DROP CONSTRAINT revenue_pkey;
ALTER TABLE refunds DROP CONSTRAINT refunds_pkey;
ALTER TABLE events DROP CONSTRAINT events_pkey;
