-- An integration's lists read `account_id = … AND integration_id = … ORDER BY seq DESC`: with an
-- index on (integration_id, seq) alone the planner may combine two indexes and sort every row of
-- the integration, which grows with its data. These indexes serve the condition and the order
-- whole, so a page costs the same at any size.

DROP INDEX customers_integration;
DROP INDEX customers_integration_status;
CREATE INDEX customers_integration ON customers (account_id, integration_id, seq);
CREATE INDEX customers_integration_status ON customers (account_id, integration_id, import_status, seq);
DROP INDEX suppliers_integration;
DROP INDEX suppliers_integration_status;
CREATE INDEX suppliers_integration ON suppliers (account_id, integration_id, seq);
CREATE INDEX suppliers_integration_status ON suppliers (account_id, integration_id, import_status, seq);
DROP INDEX categories_integration;
DROP INDEX categories_integration_status;
CREATE INDEX categories_integration ON categories (account_id, integration_id, seq);
CREATE INDEX categories_integration_status ON categories (account_id, integration_id, import_status, seq);
DROP INDEX products_integration;
DROP INDEX products_integration_status;
CREATE INDEX products_integration ON products (account_id, integration_id, seq);
CREATE INDEX products_integration_status ON products (account_id, integration_id, import_status, seq);
DROP INDEX expenses_integration;
DROP INDEX expenses_integration_status;
CREATE INDEX expenses_integration ON expenses (account_id, integration_id, seq);
CREATE INDEX expenses_integration_status ON expenses (account_id, integration_id, import_status, seq);
DROP INDEX revenue_integration;
DROP INDEX revenue_integration_status;
CREATE INDEX revenue_integration ON revenue (account_id, integration_id, seq);
CREATE INDEX revenue_integration_status ON revenue (account_id, integration_id, import_status, seq);
DROP INDEX refunds_integration;
DROP INDEX refunds_integration_status;
CREATE INDEX refunds_integration ON refunds (account_id, integration_id, seq);
CREATE INDEX refunds_integration_status ON refunds (account_id, integration_id, import_status, seq);
DROP INDEX events_integration;
DROP INDEX events_integration_type;
CREATE INDEX events_integration ON events (account_id, integration_id, seq);
CREATE INDEX events_integration_type ON events (account_id, integration_id, type, seq);
