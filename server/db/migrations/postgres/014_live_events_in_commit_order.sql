-- The live feed reads events in commit order (docs/api.md §16.5). Ids come from a sequence and
-- commit out of order, so a reader that moves past the highest id it has seen misses a smaller one
-- committed later. Each row now names its writing transaction, and the reader takes the rows of
-- exactly the transactions that committed between two of its snapshots (owner/live-event-repository.ts).
ALTER TABLE live_events ADD COLUMN tx_id xid8 DEFAULT pg_current_xact_id();
CREATE INDEX live_events_by_tx ON live_events(tx_id);
