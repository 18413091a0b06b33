-- The trace of the request (or sweep) that recorded an event, as a W3C traceparent, when tracing
-- was on (docs/operations.md, "Traces"): each webhook attempt's own trace links to it. Null with
-- tracing off, and for events recorded before; the previous release never writes it.

ALTER TABLE events ADD COLUMN trace_parent text;
