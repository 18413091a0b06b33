-- A decline's field at fault and the importer's detail (docs/declines.md), as the desktop sends
-- them beside the reason code. The previous release, which keeps running during a rollout, writes
-- neither; the API shows such a decline, and every earlier one, with both null.

ALTER TABLE customers ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE suppliers ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE categories ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE products ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE expenses ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE revenue ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
ALTER TABLE refunds ADD COLUMN rejection_field text, ADD COLUMN rejection_detail text;
