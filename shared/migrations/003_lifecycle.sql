-- The import lifecycle: batch counts are computed from import_batch_objects per viewer (an
-- integration sees only its own objects), so the stored column goes.
ALTER TABLE import_batches DROP COLUMN counts;
CREATE INDEX import_batch_objects_integration ON import_batch_objects (batch_id, integration_id);
