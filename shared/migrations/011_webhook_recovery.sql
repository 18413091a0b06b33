-- Issue 19: POST /v1/webhook_endpoints/<id>/recover queues again an endpoint's failed and dropped
-- deliveries created since a time; this index finds them without reading the endpoint's older ones.
CREATE INDEX webhook_deliveries_endpoint_status_created ON webhook_deliveries (endpoint_id, status, created);
